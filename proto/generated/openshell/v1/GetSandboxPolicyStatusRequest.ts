// Original file: openshell/openshell.proto


export interface GetSandboxPolicyStatusRequest {
  'name'?: (string);
  /**
   * 0 means latest
   */
  'version'?: (number);
  'global'?: (boolean);
  'workspace'?: (string);
}

export interface GetSandboxPolicyStatusRequest__Output {
  'name': (string);
  /**
   * 0 means latest
   */
  'version': (number);
  'global': (boolean);
  'workspace': (string);
}
