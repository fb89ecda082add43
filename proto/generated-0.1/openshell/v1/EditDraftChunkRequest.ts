// Original file: line-0.1/openshell/openshell.proto

import type { NetworkPolicyRule as _openshell_sandbox_v1_NetworkPolicyRule, NetworkPolicyRule__Output as _openshell_sandbox_v1_NetworkPolicyRule__Output } from '../../openshell/sandbox/v1/NetworkPolicyRule.ts';
import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';

export interface EditDraftChunkRequest {
  /**
   * sandbox name; was name in 0.0
   */
  'sandbox'?: (string);
  'chunk_id'?: (string);
  'proposed_rule'?: (_openshell_sandbox_v1_NetworkPolicyRule | null);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
}

export interface EditDraftChunkRequest__Output {
  /**
   * sandbox name; was name in 0.0
   */
  'sandbox': (string);
  'chunk_id': (string);
  'proposed_rule': (_openshell_sandbox_v1_NetworkPolicyRule__Output | null);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
}
