// Original file: line-0.1/openshell/sandbox.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../../openshell/datamodel/v1/WorkspaceSelector.ts';

/**
 * Names the sandbox (0.0 sent its UUID in field 1); the selector is field 3 and field 2 is unused.
 */
export interface GetSandboxConfigRequest {
  /**
   * sandbox name, not its UUID
   */
  'name'?: (string);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
}

/**
 * Names the sandbox (0.0 sent its UUID in field 1); the selector is field 3 and field 2 is unused.
 */
export interface GetSandboxConfigRequest__Output {
  /**
   * sandbox name, not its UUID
   */
  'name': (string);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
}
