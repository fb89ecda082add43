// Original file: line-0.1/openshell/openshell.proto

import type { ProviderProfile as _openshell_v1_ProviderProfile, ProviderProfile__Output as _openshell_v1_ProviderProfile__Output } from '../../openshell/v1/ProviderProfile.ts';

/**
 * A profile to import, with where it came from for diagnostics.
 */
export interface ProviderProfileImportItem {
  'profile'?: (_openshell_v1_ProviderProfile | null);
  'source'?: (string);
}

/**
 * A profile to import, with where it came from for diagnostics.
 */
export interface ProviderProfileImportItem__Output {
  'profile': (_openshell_v1_ProviderProfile__Output | null);
  'source': (string);
}
