// Original file: line-0.1/openshell/openshell.proto

import type { ProviderCredentialRefreshStatus as _openshell_v1_ProviderCredentialRefreshStatus, ProviderCredentialRefreshStatus__Output as _openshell_v1_ProviderCredentialRefreshStatus__Output } from '../../openshell/v1/ProviderCredentialRefreshStatus.ts';

export interface GetProviderRefreshStatusResponse {
  'credentials'?: (_openshell_v1_ProviderCredentialRefreshStatus)[];
}

export interface GetProviderRefreshStatusResponse__Output {
  'credentials': (_openshell_v1_ProviderCredentialRefreshStatus__Output)[];
}
