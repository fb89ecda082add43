// Original file: line-0.1/openshell/openshell.proto

import type { EndpointResult as _openshell_v1_EndpointResult, EndpointResult__Output as _openshell_v1_EndpointResult__Output } from '../../openshell/v1/EndpointResult.ts';

export interface EndpointObservation {
  'endpoint_id'?: (string);
  'result'?: (_openshell_v1_EndpointResult);
}

export interface EndpointObservation__Output {
  'endpoint_id': (string);
  'result': (_openshell_v1_EndpointResult__Output);
}
