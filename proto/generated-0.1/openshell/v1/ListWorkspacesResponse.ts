// Original file: line-0.1/openshell/openshell.proto

import type { Workspace as _openshell_datamodel_v1_Workspace, Workspace__Output as _openshell_datamodel_v1_Workspace__Output } from '../../openshell/datamodel/v1/Workspace.ts';

export interface ListWorkspacesResponse {
  'workspaces'?: (_openshell_datamodel_v1_Workspace)[];
  /**
   * empty on the last page
   */
  'next_page_token'?: (string);
}

export interface ListWorkspacesResponse__Output {
  'workspaces': (_openshell_datamodel_v1_Workspace__Output)[];
  /**
   * empty on the last page
   */
  'next_page_token': (string);
}
