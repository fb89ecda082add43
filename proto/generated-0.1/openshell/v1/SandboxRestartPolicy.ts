// Original file: line-0.1/openshell/openshell.proto

/**
 * What the gateway does when the main process exits outside a stop or delete. May be absent from 0.1.2
 * (docs/openshell-0.1.md §0); UNSPECIFIED is stored as NEVER.
 */
export const SandboxRestartPolicy = {
  SANDBOX_RESTART_POLICY_UNSPECIFIED: 'SANDBOX_RESTART_POLICY_UNSPECIFIED',
  SANDBOX_RESTART_POLICY_NEVER: 'SANDBOX_RESTART_POLICY_NEVER',
  SANDBOX_RESTART_POLICY_ON_FAILURE: 'SANDBOX_RESTART_POLICY_ON_FAILURE',
  SANDBOX_RESTART_POLICY_ALWAYS: 'SANDBOX_RESTART_POLICY_ALWAYS',
} as const;

/**
 * What the gateway does when the main process exits outside a stop or delete. May be absent from 0.1.2
 * (docs/openshell-0.1.md §0); UNSPECIFIED is stored as NEVER.
 */
export type SandboxRestartPolicy =
  | 'SANDBOX_RESTART_POLICY_UNSPECIFIED'
  | 0
  | 'SANDBOX_RESTART_POLICY_NEVER'
  | 1
  | 'SANDBOX_RESTART_POLICY_ON_FAILURE'
  | 2
  | 'SANDBOX_RESTART_POLICY_ALWAYS'
  | 3

/**
 * What the gateway does when the main process exits outside a stop or delete. May be absent from 0.1.2
 * (docs/openshell-0.1.md §0); UNSPECIFIED is stored as NEVER.
 */
export type SandboxRestartPolicy__Output = typeof SandboxRestartPolicy[keyof typeof SandboxRestartPolicy]
