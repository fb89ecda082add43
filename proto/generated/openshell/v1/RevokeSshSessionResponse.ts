// Original file: openshell/openshell.proto


export interface RevokeSshSessionResponse {
  'revoked'?: (boolean);
}

export interface RevokeSshSessionResponse__Output {
  'revoked': (boolean);
}
