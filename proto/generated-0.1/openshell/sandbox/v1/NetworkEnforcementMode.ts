// Original file: line-0.1/openshell/sandbox.proto

/**
 * Whether a denial blocks or is only recorded.
 */
export const NetworkEnforcementMode = {
  NETWORK_ENFORCEMENT_MODE_UNSPECIFIED: 'NETWORK_ENFORCEMENT_MODE_UNSPECIFIED',
  NETWORK_ENFORCEMENT_MODE_ENFORCE: 'NETWORK_ENFORCEMENT_MODE_ENFORCE',
  NETWORK_ENFORCEMENT_MODE_AUDIT: 'NETWORK_ENFORCEMENT_MODE_AUDIT',
} as const;

/**
 * Whether a denial blocks or is only recorded.
 */
export type NetworkEnforcementMode =
  | 'NETWORK_ENFORCEMENT_MODE_UNSPECIFIED'
  | 0
  | 'NETWORK_ENFORCEMENT_MODE_ENFORCE'
  | 1
  | 'NETWORK_ENFORCEMENT_MODE_AUDIT'
  | 2

/**
 * Whether a denial blocks or is only recorded.
 */
export type NetworkEnforcementMode__Output = typeof NetworkEnforcementMode[keyof typeof NetworkEnforcementMode]
