// Upstream phases → the states the API shows. docs/decisions.md §3 maps them to the spec's four states;
// docs/openshell-0.0.md §g.3 corrects it for deletion: upstream deletes asynchronously and keeps the sandbox in
// DELETING until the driver has removed it, so DELETING is shown as its own state, `deleting`, instead of `stopped` (a
// sandbox that is going away is not one an operator can start again). Enums are open upstream: a phase this release
// does not know arrives as a number and maps to `error`, so an operator looks instead of trusting it. The 0.1 line adds
// COMPLETED: the main process exited 0 (a non-zero exit is ERROR with its exit code), shown as `completed`.
export const SANDBOX_STATES = ['creating', 'running', 'stopped', 'deleting', 'completed', 'error'] as const;
export type SandboxState = (typeof SANDBOX_STATES)[number];

const STATE_OF_PHASE: Record<string, SandboxState> = {
  UNSPECIFIED: 'creating',
  PROVISIONING: 'creating',
  STARTING: 'creating',
  READY: 'running',
  STOPPING: 'stopped',
  STOPPED: 'stopped',
  DELETING: 'deleting',
  COMPLETED: 'completed',
  ERROR: 'error',
};

export function stateOf(phase: string): SandboxState {
  return STATE_OF_PHASE[phase] ?? 'error';
}
