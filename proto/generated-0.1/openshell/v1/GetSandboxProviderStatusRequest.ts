// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';

/**
 * Reads one receipt, or the current desired state when receipt_id is empty. The sandbox must match the receipt.
 */
export interface GetSandboxProviderStatusRequest {
  /**
   * sandbox name
   */
  'sandbox'?: (string);
  /**
   * provider name
   */
  'provider'?: (string);
  'receipt_id'?: (string);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
}

/**
 * Reads one receipt, or the current desired state when receipt_id is empty. The sandbox must match the receipt.
 */
export interface GetSandboxProviderStatusRequest__Output {
  /**
   * sandbox name
   */
  'sandbox': (string);
  /**
   * provider name
   */
  'provider': (string);
  'receipt_id': (string);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
}
