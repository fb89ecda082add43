// Original file: line-0.1/openshell/openshell.proto


export interface ProviderCredentialRefreshMaterial {
  'name'?: (string);
  'description'?: (string);
  'required'?: (boolean);
  'secret'?: (boolean);
}

export interface ProviderCredentialRefreshMaterial__Output {
  'name': (string);
  'description': (string);
  'required': (boolean);
  'secret': (boolean);
}
