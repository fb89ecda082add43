// Original file: openshell/openshell.proto


export interface ListSandboxProvidersRequest {
  'sandbox_name'?: (string);
  'workspace'?: (string);
}

export interface ListSandboxProvidersRequest__Output {
  'sandbox_name': (string);
  'workspace': (string);
}
