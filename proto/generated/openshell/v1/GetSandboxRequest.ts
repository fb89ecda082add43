// Original file: openshell/openshell.proto


export interface GetSandboxRequest {
  'name'?: (string);
  'workspace'?: (string);
}

export interface GetSandboxRequest__Output {
  'name': (string);
  'workspace': (string);
}
