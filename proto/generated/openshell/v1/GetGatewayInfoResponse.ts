// Original file: openshell/openshell.proto

import type { ServiceStatus as _openshell_v1_ServiceStatus, ServiceStatus__Output as _openshell_v1_ServiceStatus__Output } from '../../openshell/v1/ServiceStatus.ts';
import type { ComputeDriverInfo as _openshell_v1_ComputeDriverInfo, ComputeDriverInfo__Output as _openshell_v1_ComputeDriverInfo__Output } from '../../openshell/v1/ComputeDriverInfo.ts';

export interface GetGatewayInfoResponse {
  'status'?: (_openshell_v1_ServiceStatus);
  'gateway_version'?: (string);
  'compute_drivers'?: (_openshell_v1_ComputeDriverInfo)[];
}

export interface GetGatewayInfoResponse__Output {
  'status': (_openshell_v1_ServiceStatus__Output);
  'gateway_version': (string);
  'compute_drivers': (_openshell_v1_ComputeDriverInfo__Output)[];
}
