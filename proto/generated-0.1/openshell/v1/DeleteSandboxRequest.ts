// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';

export interface DeleteSandboxRequest {
  'name'?: (string);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * a missing target answers ALREADY_ABSENT instead of NOT_FOUND
   */
  'allow_missing'?: (boolean);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
}

export interface DeleteSandboxRequest__Output {
  'name': (string);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * a missing target answers ALREADY_ABSENT instead of NOT_FOUND
   */
  'allow_missing': (boolean);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
}
