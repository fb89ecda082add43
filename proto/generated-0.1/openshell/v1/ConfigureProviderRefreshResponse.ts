// Original file: line-0.1/openshell/openshell.proto

import type { ProviderCredentialRefreshStatus as _openshell_v1_ProviderCredentialRefreshStatus, ProviderCredentialRefreshStatus__Output as _openshell_v1_ProviderCredentialRefreshStatus__Output } from '../../openshell/v1/ProviderCredentialRefreshStatus.ts';

export interface ConfigureProviderRefreshResponse {
  'status'?: (_openshell_v1_ProviderCredentialRefreshStatus | null);
}

export interface ConfigureProviderRefreshResponse__Output {
  'status': (_openshell_v1_ProviderCredentialRefreshStatus__Output | null);
}
