// Original file: line-0.1/openshell/openshell.proto

import type { ProviderCredentialTokenGrantAudienceOverride as _openshell_v1_ProviderCredentialTokenGrantAudienceOverride, ProviderCredentialTokenGrantAudienceOverride__Output as _openshell_v1_ProviderCredentialTokenGrantAudienceOverride__Output } from '../../openshell/v1/ProviderCredentialTokenGrantAudienceOverride.ts';
import type { ProviderCredentialTokenGrantType as _openshell_v1_ProviderCredentialTokenGrantType, ProviderCredentialTokenGrantType__Output as _openshell_v1_ProviderCredentialTokenGrantType__Output } from '../../openshell/v1/ProviderCredentialTokenGrantType.ts';
import type { ProviderCredentialTokenGrantSubjectToken as _openshell_v1_ProviderCredentialTokenGrantSubjectToken, ProviderCredentialTokenGrantSubjectToken__Output as _openshell_v1_ProviderCredentialTokenGrantSubjectToken__Output } from '../../openshell/v1/ProviderCredentialTokenGrantSubjectToken.ts';
import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../google/protobuf/Duration.ts';

/**
 * Obtain the credential by an OAuth2 grant when needed instead of storing it.
 */
export interface ProviderCredentialTokenGrant {
  'token_endpoint'?: (string);
  'audience'?: (string);
  'scopes'?: (string)[];
  'audience_overrides'?: (_openshell_v1_ProviderCredentialTokenGrantAudienceOverride)[];
  'jwt_svid_audience'?: (string);
  'client_assertion_type'?: (string);
  /**
   * UNSPECIFIED means client credentials
   */
  'grant_type'?: (_openshell_v1_ProviderCredentialTokenGrantType);
  'subject_token'?: (_openshell_v1_ProviderCredentialTokenGrantSubjectToken | null);
  'requested_token_type'?: (string);
  /**
   * replaces cache_ttl_seconds (4); absent: the grant's expires_in
   */
  'cache_ttl'?: (_google_protobuf_Duration | null);
}

/**
 * Obtain the credential by an OAuth2 grant when needed instead of storing it.
 */
export interface ProviderCredentialTokenGrant__Output {
  'token_endpoint': (string);
  'audience': (string);
  'scopes': (string)[];
  'audience_overrides': (_openshell_v1_ProviderCredentialTokenGrantAudienceOverride__Output)[];
  'jwt_svid_audience': (string);
  'client_assertion_type': (string);
  /**
   * UNSPECIFIED means client credentials
   */
  'grant_type': (_openshell_v1_ProviderCredentialTokenGrantType__Output);
  'subject_token': (_openshell_v1_ProviderCredentialTokenGrantSubjectToken__Output | null);
  'requested_token_type': (string);
  /**
   * replaces cache_ttl_seconds (4); absent: the grant's expires_in
   */
  'cache_ttl': (_google_protobuf_Duration__Output | null);
}
