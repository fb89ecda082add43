// Original file: line-0.1/openshell/openshell.proto

/**
 * Lifecycle summary derived by the gateway; rely on it rather than on raw conditions. Open enum.
 */
export const SandboxPhase = {
  SANDBOX_PHASE_UNSPECIFIED: 'SANDBOX_PHASE_UNSPECIFIED',
  SANDBOX_PHASE_PROVISIONING: 'SANDBOX_PHASE_PROVISIONING',
  SANDBOX_PHASE_READY: 'SANDBOX_PHASE_READY',
  SANDBOX_PHASE_ERROR: 'SANDBOX_PHASE_ERROR',
  SANDBOX_PHASE_DELETING: 'SANDBOX_PHASE_DELETING',
  SANDBOX_PHASE_UNKNOWN: 'SANDBOX_PHASE_UNKNOWN',
  SANDBOX_PHASE_STOPPING: 'SANDBOX_PHASE_STOPPING',
  SANDBOX_PHASE_STOPPED: 'SANDBOX_PHASE_STOPPED',
  SANDBOX_PHASE_STARTING: 'SANDBOX_PHASE_STARTING',
  /**
   * new in 0.1: main process exited 0 (non-zero is ERROR)
   */
  SANDBOX_PHASE_COMPLETED: 'SANDBOX_PHASE_COMPLETED',
} as const;

/**
 * Lifecycle summary derived by the gateway; rely on it rather than on raw conditions. Open enum.
 */
export type SandboxPhase =
  | 'SANDBOX_PHASE_UNSPECIFIED'
  | 0
  | 'SANDBOX_PHASE_PROVISIONING'
  | 1
  | 'SANDBOX_PHASE_READY'
  | 2
  | 'SANDBOX_PHASE_ERROR'
  | 3
  | 'SANDBOX_PHASE_DELETING'
  | 4
  | 'SANDBOX_PHASE_UNKNOWN'
  | 5
  | 'SANDBOX_PHASE_STOPPING'
  | 6
  | 'SANDBOX_PHASE_STOPPED'
  | 7
  | 'SANDBOX_PHASE_STARTING'
  | 8
  /**
   * new in 0.1: main process exited 0 (non-zero is ERROR)
   */
  | 'SANDBOX_PHASE_COMPLETED'
  | 9

/**
 * Lifecycle summary derived by the gateway; rely on it rather than on raw conditions. Open enum.
 */
export type SandboxPhase__Output = typeof SandboxPhase[keyof typeof SandboxPhase]
