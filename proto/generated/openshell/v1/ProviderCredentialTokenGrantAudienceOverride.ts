// Original file: openshell/openshell.proto


export interface ProviderCredentialTokenGrantAudienceOverride {
  'host'?: (string);
  'port'?: (number);
  'path'?: (string);
  'audience'?: (string);
  'scopes'?: (string)[];
}

export interface ProviderCredentialTokenGrantAudienceOverride__Output {
  'host': (string);
  'port': (number);
  'path': (string);
  'audience': (string);
  'scopes': (string)[];
}
