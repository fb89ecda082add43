// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';
import type { WorkspaceRole as _openshell_v1_WorkspaceRole, WorkspaceRole__Output as _openshell_v1_WorkspaceRole__Output } from '../../openshell/v1/WorkspaceRole.ts';

export interface AddWorkspaceMemberRequest {
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
  /**
   * OIDC subject
   */
  'principal_subject'?: (string);
  'role'?: (_openshell_v1_WorkspaceRole);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
}

export interface AddWorkspaceMemberRequest__Output {
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
  /**
   * OIDC subject
   */
  'principal_subject': (string);
  'role': (_openshell_v1_WorkspaceRole__Output);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
}
