// Original file: openshell/openshell.proto


export interface GetSandboxProviderEnvironmentRequest {
  'sandbox_id'?: (string);
  'supports_static_credential_bindings'?: (boolean);
}

export interface GetSandboxProviderEnvironmentRequest__Output {
  'sandbox_id': (string);
  'supports_static_credential_bindings': (boolean);
}
