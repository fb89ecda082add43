// Original file: openshell/openshell.proto


export interface StopSandboxRequest {
  'name'?: (string);
  'workspace'?: (string);
}

export interface StopSandboxRequest__Output {
  'name': (string);
  'workspace': (string);
}
