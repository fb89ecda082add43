// Original file: line-0.1/openshell/openshell.proto

import type { Provider as _openshell_datamodel_v1_Provider, Provider__Output as _openshell_datamodel_v1_Provider__Output } from '../../openshell/datamodel/v1/Provider.ts';
import type { ProviderMutationReceipt as _openshell_v1_ProviderMutationReceipt, ProviderMutationReceipt__Output as _openshell_v1_ProviderMutationReceipt__Output } from '../../openshell/v1/ProviderMutationReceipt.ts';

/**
 * target_receipts lists one receipt per sandbox the provider was attached to when it was updated.
 */
export interface ProviderResponse {
  'provider'?: (_openshell_datamodel_v1_Provider | null);
  'target_receipts'?: (_openshell_v1_ProviderMutationReceipt)[];
  /**
   * set even when no sandbox was targeted
   */
  'mutation_id'?: (string);
}

/**
 * target_receipts lists one receipt per sandbox the provider was attached to when it was updated.
 */
export interface ProviderResponse__Output {
  'provider': (_openshell_datamodel_v1_Provider__Output | null);
  'target_receipts': (_openshell_v1_ProviderMutationReceipt__Output)[];
  /**
   * set even when no sandbox was targeted
   */
  'mutation_id': (string);
}
