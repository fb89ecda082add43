// Original file: line-0.1/openshell/openshell.proto

import type { ServiceStatus as _openshell_v1_ServiceStatus, ServiceStatus__Output as _openshell_v1_ServiceStatus__Output } from '../../openshell/v1/ServiceStatus.ts';

export interface HealthResponse {
  'status'?: (_openshell_v1_ServiceStatus);
  'version'?: (string);
}

export interface HealthResponse__Output {
  'status': (_openshell_v1_ServiceStatus__Output);
  'version': (string);
}
