// Original file: openshell/openshell.proto

import type { ProviderCredentialRefreshStrategy as _openshell_v1_ProviderCredentialRefreshStrategy, ProviderCredentialRefreshStrategy__Output as _openshell_v1_ProviderCredentialRefreshStrategy__Output } from '../../openshell/v1/ProviderCredentialRefreshStrategy.ts';
import type { ProviderCredentialRefreshMaterial as _openshell_v1_ProviderCredentialRefreshMaterial, ProviderCredentialRefreshMaterial__Output as _openshell_v1_ProviderCredentialRefreshMaterial__Output } from '../../openshell/v1/ProviderCredentialRefreshMaterial.ts';
import type { ProviderCredentialRefreshOutput as _openshell_v1_ProviderCredentialRefreshOutput, ProviderCredentialRefreshOutput__Output as _openshell_v1_ProviderCredentialRefreshOutput__Output } from '../../openshell/v1/ProviderCredentialRefreshOutput.ts';
import type { Long } from '@grpc/proto-loader';

export interface ProviderCredentialRefresh {
  'strategy'?: (_openshell_v1_ProviderCredentialRefreshStrategy);
  'token_url'?: (string);
  'scopes'?: (string)[];
  'refresh_before_seconds'?: (number | string | Long);
  'max_lifetime_seconds'?: (number | string | Long);
  'material'?: (_openshell_v1_ProviderCredentialRefreshMaterial)[];
  'additional_outputs'?: (_openshell_v1_ProviderCredentialRefreshOutput)[];
}

export interface ProviderCredentialRefresh__Output {
  'strategy': (_openshell_v1_ProviderCredentialRefreshStrategy__Output);
  'token_url': (string);
  'scopes': (string)[];
  'refresh_before_seconds': (number);
  'max_lifetime_seconds': (number);
  'material': (_openshell_v1_ProviderCredentialRefreshMaterial__Output)[];
  'additional_outputs': (_openshell_v1_ProviderCredentialRefreshOutput__Output)[];
}
