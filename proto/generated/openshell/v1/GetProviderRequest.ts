// Original file: openshell/openshell.proto


export interface GetProviderRequest {
  'name'?: (string);
  'workspace'?: (string);
}

export interface GetProviderRequest__Output {
  'name': (string);
  'workspace': (string);
}
