// Original file: line-0.1/openshell/openshell.proto


export interface GetSandboxProviderEnvironmentRequest {
  'sandbox_id'?: (string);
  /**
   * without it, static credentials are withheld
   */
  'supports_static_credential_bindings'?: (boolean);
}

export interface GetSandboxProviderEnvironmentRequest__Output {
  'sandbox_id': (string);
  /**
   * without it, static credentials are withheld
   */
  'supports_static_credential_bindings': (boolean);
}
