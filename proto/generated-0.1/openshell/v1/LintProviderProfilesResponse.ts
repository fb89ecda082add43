// Original file: line-0.1/openshell/openshell.proto

import type { ProviderProfileDiagnostic as _openshell_v1_ProviderProfileDiagnostic, ProviderProfileDiagnostic__Output as _openshell_v1_ProviderProfileDiagnostic__Output } from '../../openshell/v1/ProviderProfileDiagnostic.ts';

export interface LintProviderProfilesResponse {
  'diagnostics'?: (_openshell_v1_ProviderProfileDiagnostic)[];
  'valid'?: (boolean);
}

export interface LintProviderProfilesResponse__Output {
  'diagnostics': (_openshell_v1_ProviderProfileDiagnostic__Output)[];
  'valid': (boolean);
}
