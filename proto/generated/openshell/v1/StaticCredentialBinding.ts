// Original file: openshell/openshell.proto

import type { StaticCredentialEndpointBinding as _openshell_v1_StaticCredentialEndpointBinding, StaticCredentialEndpointBinding__Output as _openshell_v1_StaticCredentialEndpointBinding__Output } from '../../openshell/v1/StaticCredentialEndpointBinding.ts';

export interface StaticCredentialBinding {
  'endpoints'?: (_openshell_v1_StaticCredentialEndpointBinding)[];
  'credential_identity'?: (string);
  'workload_credential_handle'?: (string);
}

export interface StaticCredentialBinding__Output {
  'endpoints': (_openshell_v1_StaticCredentialEndpointBinding__Output)[];
  'credential_identity': (string);
  'workload_credential_handle': (string);
}
