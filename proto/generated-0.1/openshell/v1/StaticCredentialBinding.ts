// Original file: line-0.1/openshell/openshell.proto

import type { StaticCredentialEndpointBinding as _openshell_v1_StaticCredentialEndpointBinding, StaticCredentialEndpointBinding__Output as _openshell_v1_StaticCredentialEndpointBinding__Output } from '../../openshell/v1/StaticCredentialEndpointBinding.ts';

/**
 * The endpoints at which one static credential may be resolved.
 */
export interface StaticCredentialBinding {
  'endpoints'?: (_openshell_v1_StaticCredentialEndpointBinding)[];
  'credential_identity'?: (string);
  'workload_credential_handle'?: (string);
}

/**
 * The endpoints at which one static credential may be resolved.
 */
export interface StaticCredentialBinding__Output {
  'endpoints': (_openshell_v1_StaticCredentialEndpointBinding__Output)[];
  'credential_identity': (string);
  'workload_credential_handle': (string);
}
