// Original file: line-0.1/openshell/openshell.proto


export interface RevokeSshSessionRequest {
  /**
   * secret
   */
  'token'?: (string);
  /**
   * a missing token answers ALREADY_ABSENT instead of NOT_FOUND
   */
  'allow_missing'?: (boolean);
}

export interface RevokeSshSessionRequest__Output {
  /**
   * secret
   */
  'token': (string);
  /**
   * a missing token answers ALREADY_ABSENT instead of NOT_FOUND
   */
  'allow_missing': (boolean);
}
