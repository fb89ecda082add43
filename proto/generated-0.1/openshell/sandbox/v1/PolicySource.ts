// Original file: line-0.1/openshell/sandbox.proto

/**
 * Whether the effective policy is the sandbox's own or the global one.
 */
export const PolicySource = {
  POLICY_SOURCE_UNSPECIFIED: 'POLICY_SOURCE_UNSPECIFIED',
  POLICY_SOURCE_SANDBOX: 'POLICY_SOURCE_SANDBOX',
  POLICY_SOURCE_GLOBAL: 'POLICY_SOURCE_GLOBAL',
} as const;

/**
 * Whether the effective policy is the sandbox's own or the global one.
 */
export type PolicySource =
  | 'POLICY_SOURCE_UNSPECIFIED'
  | 0
  | 'POLICY_SOURCE_SANDBOX'
  | 1
  | 'POLICY_SOURCE_GLOBAL'
  | 2

/**
 * Whether the effective policy is the sandbox's own or the global one.
 */
export type PolicySource__Output = typeof PolicySource[keyof typeof PolicySource]
