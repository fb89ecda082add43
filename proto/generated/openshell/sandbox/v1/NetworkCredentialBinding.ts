// Original file: openshell/sandbox.proto


export interface NetworkCredentialBinding {
  'provider'?: (string);
}

export interface NetworkCredentialBinding__Output {
  'provider': (string);
}
