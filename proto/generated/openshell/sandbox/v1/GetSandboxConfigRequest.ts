// Original file: openshell/sandbox.proto


export interface GetSandboxConfigRequest {
  /**
   * UUID (metadata.id), not the name
   */
  'sandbox_id'?: (string);
}

export interface GetSandboxConfigRequest__Output {
  /**
   * UUID (metadata.id), not the name
   */
  'sandbox_id': (string);
}
