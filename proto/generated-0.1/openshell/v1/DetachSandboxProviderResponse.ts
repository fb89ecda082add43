// Original file: line-0.1/openshell/openshell.proto

import type { Sandbox as _openshell_v1_Sandbox, Sandbox__Output as _openshell_v1_Sandbox__Output } from '../../openshell/v1/Sandbox.ts';
import type { ProviderMutationReceipt as _openshell_v1_ProviderMutationReceipt, ProviderMutationReceipt__Output as _openshell_v1_ProviderMutationReceipt__Output } from '../../openshell/v1/ProviderMutationReceipt.ts';

export interface DetachSandboxProviderResponse {
  'sandbox'?: (_openshell_v1_Sandbox | null);
  /**
   * false: it was not attached
   */
  'detached'?: (boolean);
  /**
   * revocation is complete only when it reports REVOKED
   */
  'receipt'?: (_openshell_v1_ProviderMutationReceipt | null);
}

export interface DetachSandboxProviderResponse__Output {
  'sandbox': (_openshell_v1_Sandbox__Output | null);
  /**
   * false: it was not attached
   */
  'detached': (boolean);
  /**
   * revocation is complete only when it reports REVOKED
   */
  'receipt': (_openshell_v1_ProviderMutationReceipt__Output | null);
}
