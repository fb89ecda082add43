// Original file: line-0.1/openshell/openshell.proto

import type { Workspace as _openshell_datamodel_v1_Workspace, Workspace__Output as _openshell_datamodel_v1_Workspace__Output } from '../../openshell/datamodel/v1/Workspace.ts';

export interface CreateWorkspaceResponse {
  'workspace'?: (_openshell_datamodel_v1_Workspace | null);
}

export interface CreateWorkspaceResponse__Output {
  'workspace': (_openshell_datamodel_v1_Workspace__Output | null);
}
