// Original file: openshell/openshell.proto


export interface StartSandboxRequest {
  'name'?: (string);
  'workspace'?: (string);
}

export interface StartSandboxRequest__Output {
  'name': (string);
  'workspace': (string);
}
