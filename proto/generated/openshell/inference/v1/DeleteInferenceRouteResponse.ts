// Original file: openshell/inference.proto


export interface DeleteInferenceRouteResponse {
  'deleted'?: (boolean);
}

export interface DeleteInferenceRouteResponse__Output {
  'deleted': (boolean);
}
