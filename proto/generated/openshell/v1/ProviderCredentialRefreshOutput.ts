// Original file: openshell/openshell.proto


export interface ProviderCredentialRefreshOutput {
  'output'?: (string);
  'credential'?: (string);
}

export interface ProviderCredentialRefreshOutput__Output {
  'output': (string);
  'credential': (string);
}
