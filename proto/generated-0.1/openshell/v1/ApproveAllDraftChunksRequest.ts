// Original file: line-0.1/openshell/openshell.proto

import type { DraftChunkApproval as _openshell_v1_DraftChunkApproval, DraftChunkApproval__Output as _openshell_v1_DraftChunkApproval__Output } from '../../openshell/v1/DraftChunkApproval.ts';
import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';

/**
 * Fields 3 and 4 swapped in 0.1: approvals is 3, workspace_scope 4.
 */
export interface ApproveAllDraftChunksRequest {
  /**
   * sandbox name; was name in 0.0
   */
  'sandbox'?: (string);
  'include_security_flagged'?: (boolean);
  /**
   * was 4 in 0.0
   */
  'approvals'?: (_openshell_v1_DraftChunkApproval)[];
  /**
   * named workspace only; was 3 in 0.0
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
}

/**
 * Fields 3 and 4 swapped in 0.1: approvals is 3, workspace_scope 4.
 */
export interface ApproveAllDraftChunksRequest__Output {
  /**
   * sandbox name; was name in 0.0
   */
  'sandbox': (string);
  'include_security_flagged': (boolean);
  /**
   * was 4 in 0.0
   */
  'approvals': (_openshell_v1_DraftChunkApproval__Output)[];
  /**
   * named workspace only; was 3 in 0.0
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
}
