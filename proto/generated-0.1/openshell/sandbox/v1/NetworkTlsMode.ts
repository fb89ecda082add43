// Original file: line-0.1/openshell/sandbox.proto

/**
 * How the proxy treats TLS to an endpoint. TERMINATE and PASSTHROUGH are deprecated and rejected.
 */
export const NetworkTlsMode = {
  NETWORK_TLS_MODE_UNSPECIFIED: 'NETWORK_TLS_MODE_UNSPECIFIED',
  NETWORK_TLS_MODE_SKIP: 'NETWORK_TLS_MODE_SKIP',
  /**
   * @deprecated
   */
  NETWORK_TLS_MODE_TERMINATE: 'NETWORK_TLS_MODE_TERMINATE',
  /**
   * @deprecated
   */
  NETWORK_TLS_MODE_PASSTHROUGH: 'NETWORK_TLS_MODE_PASSTHROUGH',
} as const;

/**
 * How the proxy treats TLS to an endpoint. TERMINATE and PASSTHROUGH are deprecated and rejected.
 */
export type NetworkTlsMode =
  | 'NETWORK_TLS_MODE_UNSPECIFIED'
  | 0
  | 'NETWORK_TLS_MODE_SKIP'
  | 1
  | 'NETWORK_TLS_MODE_TERMINATE'
  | 2
  | 'NETWORK_TLS_MODE_PASSTHROUGH'
  | 3

/**
 * How the proxy treats TLS to an endpoint. TERMINATE and PASSTHROUGH are deprecated and rejected.
 */
export type NetworkTlsMode__Output = typeof NetworkTlsMode[keyof typeof NetworkTlsMode]
