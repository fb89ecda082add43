// Original file: line-0.1/openshell/openshell.proto

export const ServiceStatus = {
  SERVICE_STATUS_UNSPECIFIED: 'SERVICE_STATUS_UNSPECIFIED',
  SERVICE_STATUS_HEALTHY: 'SERVICE_STATUS_HEALTHY',
  SERVICE_STATUS_DEGRADED: 'SERVICE_STATUS_DEGRADED',
  SERVICE_STATUS_UNHEALTHY: 'SERVICE_STATUS_UNHEALTHY',
} as const;

export type ServiceStatus =
  | 'SERVICE_STATUS_UNSPECIFIED'
  | 0
  | 'SERVICE_STATUS_HEALTHY'
  | 1
  | 'SERVICE_STATUS_DEGRADED'
  | 2
  | 'SERVICE_STATUS_UNHEALTHY'
  | 3

export type ServiceStatus__Output = typeof ServiceStatus[keyof typeof ServiceStatus]
