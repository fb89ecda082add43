// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';

export interface ApproveDraftChunkRequest {
  /**
   * sandbox name; was name in 0.0
   */
  'sandbox'?: (string);
  'chunk_id'?: (string);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * stale: FAILED_PRECONDITION
   */
  'review_token'?: (string);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
}

export interface ApproveDraftChunkRequest__Output {
  /**
   * sandbox name; was name in 0.0
   */
  'sandbox': (string);
  'chunk_id': (string);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * stale: FAILED_PRECONDITION
   */
  'review_token': (string);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
}
