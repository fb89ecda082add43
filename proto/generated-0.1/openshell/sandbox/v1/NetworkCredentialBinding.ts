// Original file: line-0.1/openshell/sandbox.proto


export interface NetworkCredentialBinding {
  'provider'?: (string);
}

export interface NetworkCredentialBinding__Output {
  'provider': (string);
}
