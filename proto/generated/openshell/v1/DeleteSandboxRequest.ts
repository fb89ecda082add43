// Original file: openshell/openshell.proto


export interface DeleteSandboxRequest {
  'name'?: (string);
  'workspace'?: (string);
}

export interface DeleteSandboxRequest__Output {
  'name': (string);
  'workspace': (string);
}
