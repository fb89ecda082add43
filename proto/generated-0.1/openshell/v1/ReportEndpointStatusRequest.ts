// Original file: line-0.1/openshell/openshell.proto

import type { EndpointObservation as _openshell_v1_EndpointObservation, EndpointObservation__Output as _openshell_v1_EndpointObservation__Output } from '../../openshell/v1/EndpointObservation.ts';
import type { Long } from '@grpc/proto-loader';

export interface ReportEndpointStatusRequest {
  'sandbox_id'?: (string);
  'policy_hash'?: (string);
  'provider_env_revision'?: (number | string | Long);
  /**
   * one per distinct observed endpoint of the policy
   */
  'observations'?: (_openshell_v1_EndpointObservation)[];
  'observed_endpoint_ids'?: (string)[];
  'supervisor_session_id'?: (string);
  /**
   * increases within one session; a retry repeats it
   */
  'report_sequence'?: (number | string | Long);
}

export interface ReportEndpointStatusRequest__Output {
  'sandbox_id': (string);
  'policy_hash': (string);
  'provider_env_revision': (number);
  /**
   * one per distinct observed endpoint of the policy
   */
  'observations': (_openshell_v1_EndpointObservation__Output)[];
  'observed_endpoint_ids': (string)[];
  'supervisor_session_id': (string);
  /**
   * increases within one session; a retry repeats it
   */
  'report_sequence': (number);
}
