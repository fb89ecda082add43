// Original file: line-0.1/openshell/openshell.proto

import type { ProviderReadinessStatus as _openshell_v1_ProviderReadinessStatus, ProviderReadinessStatus__Output as _openshell_v1_ProviderReadinessStatus__Output } from '../../openshell/v1/ProviderReadinessStatus.ts';

export interface GetSandboxProviderStatusResponse {
  'status'?: (_openshell_v1_ProviderReadinessStatus | null);
}

export interface GetSandboxProviderStatusResponse__Output {
  'status': (_openshell_v1_ProviderReadinessStatus__Output | null);
}
