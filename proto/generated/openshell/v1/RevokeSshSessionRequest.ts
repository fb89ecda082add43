// Original file: openshell/openshell.proto


export interface RevokeSshSessionRequest {
  /**
   * secret
   */
  'token'?: (string);
}

export interface RevokeSshSessionRequest__Output {
  /**
   * secret
   */
  'token': (string);
}
