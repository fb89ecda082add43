// Original file: line-0.1/openshell/openshell.proto

/**
 * Whether an exposed service receives the caller's Authorization header. May be absent from 0.1.2
 * (docs/openshell-0.1.md §0).
 */
export const ServiceAuthorizationMode = {
  /**
   * resolves to STRIP
   */
  SERVICE_AUTHORIZATION_MODE_UNSPECIFIED: 'SERVICE_AUTHORIZATION_MODE_UNSPECIFIED',
  SERVICE_AUTHORIZATION_MODE_STRIP: 'SERVICE_AUTHORIZATION_MODE_STRIP',
  SERVICE_AUTHORIZATION_MODE_BEARER_PASSTHROUGH: 'SERVICE_AUTHORIZATION_MODE_BEARER_PASSTHROUGH',
} as const;

/**
 * Whether an exposed service receives the caller's Authorization header. May be absent from 0.1.2
 * (docs/openshell-0.1.md §0).
 */
export type ServiceAuthorizationMode =
  /**
   * resolves to STRIP
   */
  | 'SERVICE_AUTHORIZATION_MODE_UNSPECIFIED'
  | 0
  | 'SERVICE_AUTHORIZATION_MODE_STRIP'
  | 1
  | 'SERVICE_AUTHORIZATION_MODE_BEARER_PASSTHROUGH'
  | 2

/**
 * Whether an exposed service receives the caller's Authorization header. May be absent from 0.1.2
 * (docs/openshell-0.1.md §0).
 */
export type ServiceAuthorizationMode__Output = typeof ServiceAuthorizationMode[keyof typeof ServiceAuthorizationMode]
