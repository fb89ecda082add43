// Original file: line-0.1/openshell/openshell.proto

import type { ProviderProfileDiagnostic as _openshell_v1_ProviderProfileDiagnostic, ProviderProfileDiagnostic__Output as _openshell_v1_ProviderProfileDiagnostic__Output } from '../../openshell/v1/ProviderProfileDiagnostic.ts';
import type { ProviderProfile as _openshell_v1_ProviderProfile, ProviderProfile__Output as _openshell_v1_ProviderProfile__Output } from '../../openshell/v1/ProviderProfile.ts';

export interface ImportProviderProfilesResponse {
  'diagnostics'?: (_openshell_v1_ProviderProfileDiagnostic)[];
  'profiles'?: (_openshell_v1_ProviderProfile)[];
  'imported'?: (boolean);
}

export interface ImportProviderProfilesResponse__Output {
  'diagnostics': (_openshell_v1_ProviderProfileDiagnostic__Output)[];
  'profiles': (_openshell_v1_ProviderProfile__Output)[];
  'imported': (boolean);
}
