// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';

export interface GetSandboxPolicyStatusRequest {
  /**
   * sandbox name, was name in 0.0; empty with global
   */
  'sandbox'?: (string);
  /**
   * 0: latest
   */
  'version'?: (number);
  'global'?: (boolean);
  /**
   * omit: global scope; else a named workspace
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
}

export interface GetSandboxPolicyStatusRequest__Output {
  /**
   * sandbox name, was name in 0.0; empty with global
   */
  'sandbox': (string);
  /**
   * 0: latest
   */
  'version': (number);
  'global': (boolean);
  /**
   * omit: global scope; else a named workspace
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
}
