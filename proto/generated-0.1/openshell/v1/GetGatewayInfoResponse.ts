// Original file: line-0.1/openshell/openshell.proto

import type { ServiceStatus as _openshell_v1_ServiceStatus, ServiceStatus__Output as _openshell_v1_ServiceStatus__Output } from '../../openshell/v1/ServiceStatus.ts';
import type { ComputeDriverInfo as _openshell_v1_ComputeDriverInfo, ComputeDriverInfo__Output as _openshell_v1_ComputeDriverInfo__Output } from '../../openshell/v1/ComputeDriverInfo.ts';
import type { NegotiatedExtensionInfo as _openshell_v1_NegotiatedExtensionInfo, NegotiatedExtensionInfo__Output as _openshell_v1_NegotiatedExtensionInfo__Output } from '../../openshell/v1/NegotiatedExtensionInfo.ts';

/**
 * compute_drivers holds exactly one entry on current gateways.
 */
export interface GetGatewayInfoResponse {
  'status'?: (_openshell_v1_ServiceStatus);
  'gateway_version'?: (string);
  'compute_drivers'?: (_openshell_v1_ComputeDriverInfo)[];
  'extensions'?: (_openshell_v1_NegotiatedExtensionInfo)[];
}

/**
 * compute_drivers holds exactly one entry on current gateways.
 */
export interface GetGatewayInfoResponse__Output {
  'status': (_openshell_v1_ServiceStatus__Output);
  'gateway_version': (string);
  'compute_drivers': (_openshell_v1_ComputeDriverInfo__Output)[];
  'extensions': (_openshell_v1_NegotiatedExtensionInfo__Output)[];
}
