// Original file: line-0.1/openshell/openshell.proto

import type { ProviderReadinessObservation as _openshell_v1_ProviderReadinessObservation, ProviderReadinessObservation__Output as _openshell_v1_ProviderReadinessObservation__Output } from '../../openshell/v1/ProviderReadinessObservation.ts';

export interface ReportProviderReadinessRequest {
  /**
   * UUID of the calling sandbox
   */
  'sandbox_id'?: (string);
  'observation'?: (_openshell_v1_ProviderReadinessObservation | null);
}

export interface ReportProviderReadinessRequest__Output {
  /**
   * UUID of the calling sandbox
   */
  'sandbox_id': (string);
  'observation': (_openshell_v1_ProviderReadinessObservation__Output | null);
}
