// Original file: line-0.1/openshell/openshell.proto


/**
 * Where a token-exchange grant finds its subject token.
 */
export interface ProviderCredentialTokenGrantSubjectToken {
  'source'?: (string);
  'credential'?: (string);
  'subject_token_type'?: (string);
}

/**
 * Where a token-exchange grant finds its subject token.
 */
export interface ProviderCredentialTokenGrantSubjectToken__Output {
  'source': (string);
  'credential': (string);
  'subject_token_type': (string);
}
