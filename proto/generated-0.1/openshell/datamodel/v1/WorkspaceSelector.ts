// Original file: line-0.1/openshell/datamodel.proto

import type { AllWorkspaces as _openshell_datamodel_v1_AllWorkspaces, AllWorkspaces__Output as _openshell_datamodel_v1_AllWorkspaces__Output } from '../../../openshell/datamodel/v1/AllWorkspaces.ts';

/**
 * Which workspace a request is about. Replaces 0.0's string workspace and bool all_workspaces on every
 * workspace-aware request. It must be set: an empty selector is INVALID_ARGUMENT (omission never means "default"),
 * and all_workspaces is refused by single-object requests.
 */
export interface WorkspaceSelector {
  'workspace'?: (string);
  'all_workspaces'?: (_openshell_datamodel_v1_AllWorkspaces | null);
  'selection'?: "workspace"|"all_workspaces";
}

/**
 * Which workspace a request is about. Replaces 0.0's string workspace and bool all_workspaces on every
 * workspace-aware request. It must be set: an empty selector is INVALID_ARGUMENT (omission never means "default"),
 * and all_workspaces is refused by single-object requests.
 */
export interface WorkspaceSelector__Output {
  'workspace'?: (string);
  'all_workspaces'?: (_openshell_datamodel_v1_AllWorkspaces__Output | null);
  'selection'?: "workspace"|"all_workspaces";
}
