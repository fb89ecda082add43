// Upstream phases → the spec's four states (decisions §3). Enums are open upstream: a phase this release does not
// know arrives as a number and maps to `error`, so an operator looks instead of trusting it.
export const SANDBOX_STATES = ['creating', 'running', 'stopped', 'error'] as const;
export type SandboxState = (typeof SANDBOX_STATES)[number];

const STATE_OF_PHASE: Record<string, SandboxState> = {
  UNSPECIFIED: 'creating',
  PROVISIONING: 'creating',
  STARTING: 'creating',
  READY: 'running',
  STOPPING: 'stopped',
  STOPPED: 'stopped',
  DELETING: 'stopped',
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
