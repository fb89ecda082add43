// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';

export interface GetServiceRequest {
  /**
   * sandbox name
   */
  'sandbox'?: (string);
  /**
   * empty: the unnamed service
   */
  'name'?: (string);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
}

export interface GetServiceRequest__Output {
  /**
   * sandbox name
   */
  'sandbox': (string);
  /**
   * empty: the unnamed service
   */
  'name': (string);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
}
