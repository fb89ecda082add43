// Original file: openshell/inference.proto


export interface DeleteInferenceRouteRequest {
  'route_name'?: (string);
  'workspace'?: (string);
}

export interface DeleteInferenceRouteRequest__Output {
  'route_name': (string);
  'workspace': (string);
}
