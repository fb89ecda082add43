// Original file: line-0.1/openshell/openshell.proto

import type { ProviderCredentialRefresh as _openshell_v1_ProviderCredentialRefresh, ProviderCredentialRefresh__Output as _openshell_v1_ProviderCredentialRefresh__Output } from '../../openshell/v1/ProviderCredentialRefresh.ts';
import type { ProviderCredentialTokenGrant as _openshell_v1_ProviderCredentialTokenGrant, ProviderCredentialTokenGrant__Output as _openshell_v1_ProviderCredentialTokenGrant__Output } from '../../openshell/v1/ProviderCredentialTokenGrant.ts';

/**
 * One credential a profile declares, and how it reaches requests.
 */
export interface ProviderProfileCredential {
  'name'?: (string);
  'description'?: (string);
  'env_vars'?: (string)[];
  'required'?: (boolean);
  'auth_style'?: (string);
  'header_name'?: (string);
  'query_param'?: (string);
  'refresh'?: (_openshell_v1_ProviderCredentialRefresh | null);
  'path_template'?: (string);
  'token_grant'?: (_openshell_v1_ProviderCredentialTokenGrant | null);
}

/**
 * One credential a profile declares, and how it reaches requests.
 */
export interface ProviderProfileCredential__Output {
  'name': (string);
  'description': (string);
  'env_vars': (string)[];
  'required': (boolean);
  'auth_style': (string);
  'header_name': (string);
  'query_param': (string);
  'refresh': (_openshell_v1_ProviderCredentialRefresh__Output | null);
  'path_template': (string);
  'token_grant': (_openshell_v1_ProviderCredentialTokenGrant__Output | null);
}
