// Original file: line-0.1/openshell/openshell.proto

import type { Sandbox as _openshell_v1_Sandbox, Sandbox__Output as _openshell_v1_Sandbox__Output } from '../../openshell/v1/Sandbox.ts';
import type { ProviderMutationReceipt as _openshell_v1_ProviderMutationReceipt, ProviderMutationReceipt__Output as _openshell_v1_ProviderMutationReceipt__Output } from '../../openshell/v1/ProviderMutationReceipt.ts';

export interface AttachSandboxProviderResponse {
  'sandbox'?: (_openshell_v1_Sandbox | null);
  /**
   * false: it was already attached
   */
  'attached'?: (boolean);
  /**
   * persisted intent; READY once the supervisor installed it
   */
  'receipt'?: (_openshell_v1_ProviderMutationReceipt | null);
}

export interface AttachSandboxProviderResponse__Output {
  'sandbox': (_openshell_v1_Sandbox__Output | null);
  /**
   * false: it was already attached
   */
  'attached': (boolean);
  /**
   * persisted intent; READY once the supervisor installed it
   */
  'receipt': (_openshell_v1_ProviderMutationReceipt__Output | null);
}
