// Original file: line-0.1/openshell/openshell.proto

import type { ProviderProfileDiagnostic as _openshell_v1_ProviderProfileDiagnostic, ProviderProfileDiagnostic__Output as _openshell_v1_ProviderProfileDiagnostic__Output } from '../../openshell/v1/ProviderProfileDiagnostic.ts';
import type { ProviderProfile as _openshell_v1_ProviderProfile, ProviderProfile__Output as _openshell_v1_ProviderProfile__Output } from '../../openshell/v1/ProviderProfile.ts';

export interface UpdateProviderProfilesResponse {
  'diagnostics'?: (_openshell_v1_ProviderProfileDiagnostic)[];
  'profile'?: (_openshell_v1_ProviderProfile | null);
  'updated'?: (boolean);
}

export interface UpdateProviderProfilesResponse__Output {
  'diagnostics': (_openshell_v1_ProviderProfileDiagnostic__Output)[];
  'profile': (_openshell_v1_ProviderProfile__Output | null);
  'updated': (boolean);
}
