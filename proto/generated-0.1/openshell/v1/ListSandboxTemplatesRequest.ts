// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';

export interface ListSandboxTemplatesRequest {
  /**
   * 0 means 100, above 1000 means 1000, negative is invalid
   */
  'page_size'?: (number);
  /**
   * a previous next_page_token; opaque, bound to this request's other fields
   */
  'page_token'?: (string);
  /**
   * "k1=v1,k2=v2"
   */
  'label_selector'?: (string);
  /**
   * a named workspace or all_workspaces
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
}

export interface ListSandboxTemplatesRequest__Output {
  /**
   * 0 means 100, above 1000 means 1000, negative is invalid
   */
  'page_size': (number);
  /**
   * a previous next_page_token; opaque, bound to this request's other fields
   */
  'page_token': (string);
  /**
   * "k1=v1,k2=v2"
   */
  'label_selector': (string);
  /**
   * a named workspace or all_workspaces
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
}
