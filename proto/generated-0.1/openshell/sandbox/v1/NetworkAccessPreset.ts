// Original file: line-0.1/openshell/sandbox.proto

/**
 * A shorthand for common L7 rule sets.
 */
export const NetworkAccessPreset = {
  NETWORK_ACCESS_PRESET_UNSPECIFIED: 'NETWORK_ACCESS_PRESET_UNSPECIFIED',
  NETWORK_ACCESS_PRESET_READ_ONLY: 'NETWORK_ACCESS_PRESET_READ_ONLY',
  NETWORK_ACCESS_PRESET_READ_WRITE: 'NETWORK_ACCESS_PRESET_READ_WRITE',
  NETWORK_ACCESS_PRESET_FULL: 'NETWORK_ACCESS_PRESET_FULL',
} as const;

/**
 * A shorthand for common L7 rule sets.
 */
export type NetworkAccessPreset =
  | 'NETWORK_ACCESS_PRESET_UNSPECIFIED'
  | 0
  | 'NETWORK_ACCESS_PRESET_READ_ONLY'
  | 1
  | 'NETWORK_ACCESS_PRESET_READ_WRITE'
  | 2
  | 'NETWORK_ACCESS_PRESET_FULL'
  | 3

/**
 * A shorthand for common L7 rule sets.
 */
export type NetworkAccessPreset__Output = typeof NetworkAccessPreset[keyof typeof NetworkAccessPreset]
