// Original file: openshell/openshell.proto

import type { ProviderCredentialTokenGrantAudienceOverride as _openshell_v1_ProviderCredentialTokenGrantAudienceOverride, ProviderCredentialTokenGrantAudienceOverride__Output as _openshell_v1_ProviderCredentialTokenGrantAudienceOverride__Output } from '../../openshell/v1/ProviderCredentialTokenGrantAudienceOverride.ts';
import type { Long } from '@grpc/proto-loader';

export interface ProviderCredentialTokenGrant {
  'token_endpoint'?: (string);
  'audience'?: (string);
  'scopes'?: (string)[];
  'cache_ttl_seconds'?: (number | string | Long);
  'audience_overrides'?: (_openshell_v1_ProviderCredentialTokenGrantAudienceOverride)[];
  'jwt_svid_audience'?: (string);
  'client_assertion_type'?: (string);
}

export interface ProviderCredentialTokenGrant__Output {
  'token_endpoint': (string);
  'audience': (string);
  'scopes': (string)[];
  'cache_ttl_seconds': (number);
  'audience_overrides': (_openshell_v1_ProviderCredentialTokenGrantAudienceOverride__Output)[];
  'jwt_svid_audience': (string);
  'client_assertion_type': (string);
}
