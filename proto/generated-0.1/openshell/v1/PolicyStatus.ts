// Original file: line-0.1/openshell/openshell.proto

export const PolicyStatus = {
  POLICY_STATUS_UNSPECIFIED: 'POLICY_STATUS_UNSPECIFIED',
  POLICY_STATUS_PENDING: 'POLICY_STATUS_PENDING',
  POLICY_STATUS_LOADED: 'POLICY_STATUS_LOADED',
  POLICY_STATUS_FAILED: 'POLICY_STATUS_FAILED',
  POLICY_STATUS_SUPERSEDED: 'POLICY_STATUS_SUPERSEDED',
} as const;

export type PolicyStatus =
  | 'POLICY_STATUS_UNSPECIFIED'
  | 0
  | 'POLICY_STATUS_PENDING'
  | 1
  | 'POLICY_STATUS_LOADED'
  | 2
  | 'POLICY_STATUS_FAILED'
  | 3
  | 'POLICY_STATUS_SUPERSEDED'
  | 4

export type PolicyStatus__Output = typeof PolicyStatus[keyof typeof PolicyStatus]
