// Original file: openshell/openshell.proto


export interface DeleteProviderResponse {
  'deleted'?: (boolean);
}

export interface DeleteProviderResponse__Output {
  'deleted': (boolean);
}
