// Upstream phases → the states the API shows. Decisions §3 maps them to the spec's four states; contract §g.3
// corrects it for deletion: upstream deletes asynchronously and keeps the sandbox in DELETING until the driver has
// removed it, so DELETING is shown as its own state, `deleting`, instead of `stopped` (a sandbox that is going away
// is not one an operator can start again). Enums are open upstream: a phase this release does not know arrives as a
// number and maps to `error`, so an operator looks instead of trusting it.
export const SANDBOX_STATES = ['creating', 'running', 'stopped', 'deleting', 'error'] as const;
export type SandboxState = (typeof SANDBOX_STATES)[number];

const STATE_OF_PHASE: Record<string, SandboxState> = {
  UNSPECIFIED: 'creating',
  PROVISIONING: 'creating',
  STARTING: 'creating',
  READY: 'running',
  STOPPING: 'stopped',
  STOPPED: 'stopped',
  DELETING: 'deleting',
  ERROR: 'error',
};

/** `SANDBOX_PHASE_READY` → `READY`; an unknown numeric value → `PHASE_<n>`. */
export function phaseName(phase: string | number | null | undefined): string {
  if (phase === null || phase === undefined) return 'UNSPECIFIED';
  if (typeof phase === 'number') return `PHASE_${phase}`;
  return phase.replace(/^SANDBOX_PHASE_/, '');
}

export function stateOf(phase: string): SandboxState {
  return STATE_OF_PHASE[phase] ?? 'error';
}
