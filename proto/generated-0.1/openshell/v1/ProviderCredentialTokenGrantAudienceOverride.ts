// Original file: line-0.1/openshell/openshell.proto


/**
 * An endpoint-specific audience; omitted selectors inherit from the profile endpoint.
 */
export interface ProviderCredentialTokenGrantAudienceOverride {
  'host'?: (string);
  'port'?: (number);
  'path'?: (string);
  'audience'?: (string);
  'scopes'?: (string)[];
}

/**
 * An endpoint-specific audience; omitted selectors inherit from the profile endpoint.
 */
export interface ProviderCredentialTokenGrantAudienceOverride__Output {
  'host': (string);
  'port': (number);
  'path': (string);
  'audience': (string);
  'scopes': (string)[];
}
