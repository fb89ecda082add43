// Original file: line-0.1/openshell/openshell.proto

import type { ProviderProfile as _openshell_v1_ProviderProfile, ProviderProfile__Output as _openshell_v1_ProviderProfile__Output } from '../../openshell/v1/ProviderProfile.ts';

export interface ListProviderProfilesResponse {
  'profiles'?: (_openshell_v1_ProviderProfile)[];
  /**
   * empty on the last page
   */
  'next_page_token'?: (string);
}

export interface ListProviderProfilesResponse__Output {
  'profiles': (_openshell_v1_ProviderProfile__Output)[];
  /**
   * empty on the last page
   */
  'next_page_token': (string);
}
