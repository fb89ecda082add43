// Original file: openshell/openshell.proto


export interface DeleteProviderRequest {
  'name'?: (string);
  'workspace'?: (string);
}

export interface DeleteProviderRequest__Output {
  'name': (string);
  'workspace': (string);
}
