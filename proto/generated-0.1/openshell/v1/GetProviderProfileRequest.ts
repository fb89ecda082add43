// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';

export interface GetProviderProfileRequest {
  'id'?: (string);
  /**
   * omit: platform profiles; else a named workspace
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
}

export interface GetProviderProfileRequest__Output {
  'id': (string);
  /**
   * omit: platform profiles; else a named workspace
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
}
