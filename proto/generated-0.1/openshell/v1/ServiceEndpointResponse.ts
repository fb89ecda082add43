// Original file: line-0.1/openshell/openshell.proto

import type { ServiceEndpoint as _openshell_v1_ServiceEndpoint, ServiceEndpoint__Output as _openshell_v1_ServiceEndpoint__Output } from '../../openshell/v1/ServiceEndpoint.ts';

export interface ServiceEndpointResponse {
  'endpoint'?: (_openshell_v1_ServiceEndpoint | null);
  /**
   * when the gateway has one
   */
  'url'?: (string);
}

export interface ServiceEndpointResponse__Output {
  'endpoint': (_openshell_v1_ServiceEndpoint__Output | null);
  /**
   * when the gateway has one
   */
  'url': (string);
}
