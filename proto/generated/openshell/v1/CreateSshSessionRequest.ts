// Original file: openshell/openshell.proto


export interface CreateSshSessionRequest {
  /**
   * UUID (metadata.id), not the name
   */
  'sandbox_id'?: (string);
}

export interface CreateSshSessionRequest__Output {
  /**
   * UUID (metadata.id), not the name
   */
  'sandbox_id': (string);
}
