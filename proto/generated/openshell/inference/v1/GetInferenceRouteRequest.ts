// Original file: openshell/inference.proto


export interface GetInferenceRouteRequest {
  'route_name'?: (string);
  'workspace'?: (string);
}

export interface GetInferenceRouteRequest__Output {
  'route_name': (string);
  'workspace': (string);
}
