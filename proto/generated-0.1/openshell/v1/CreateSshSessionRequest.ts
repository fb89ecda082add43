// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';

export interface CreateSshSessionRequest {
  /**
   * sandbox name, not its UUID (0.0: sandbox_id)
   */
  'sandbox'?: (string);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
}

export interface CreateSshSessionRequest__Output {
  /**
   * sandbox name, not its UUID (0.0: sandbox_id)
   */
  'sandbox': (string);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
}
