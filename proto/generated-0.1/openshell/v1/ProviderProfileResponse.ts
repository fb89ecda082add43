// Original file: line-0.1/openshell/openshell.proto

import type { ProviderProfile as _openshell_v1_ProviderProfile, ProviderProfile__Output as _openshell_v1_ProviderProfile__Output } from '../../openshell/v1/ProviderProfile.ts';

export interface ProviderProfileResponse {
  'profile'?: (_openshell_v1_ProviderProfile | null);
}

export interface ProviderProfileResponse__Output {
  'profile': (_openshell_v1_ProviderProfile__Output | null);
}
