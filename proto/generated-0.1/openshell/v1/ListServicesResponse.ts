// Original file: line-0.1/openshell/openshell.proto

import type { ServiceEndpointResponse as _openshell_v1_ServiceEndpointResponse, ServiceEndpointResponse__Output as _openshell_v1_ServiceEndpointResponse__Output } from '../../openshell/v1/ServiceEndpointResponse.ts';

export interface ListServicesResponse {
  'services'?: (_openshell_v1_ServiceEndpointResponse)[];
  /**
   * empty on the last page
   */
  'next_page_token'?: (string);
}

export interface ListServicesResponse__Output {
  'services': (_openshell_v1_ServiceEndpointResponse__Output)[];
  /**
   * empty on the last page
   */
  'next_page_token': (string);
}
