// Original file: line-0.1/openshell/openshell.proto

import type { ObjectMeta as _openshell_datamodel_v1_ObjectMeta, ObjectMeta__Output as _openshell_datamodel_v1_ObjectMeta__Output } from '../../openshell/datamodel/v1/ObjectMeta.ts';
import type { WorkspaceRole as _openshell_v1_WorkspaceRole, WorkspaceRole__Output as _openshell_v1_WorkspaceRole__Output } from '../../openshell/v1/WorkspaceRole.ts';

export interface WorkspaceMember {
  'metadata'?: (_openshell_datamodel_v1_ObjectMeta | null);
  /**
   * OIDC subject
   */
  'principal_subject'?: (string);
  'role'?: (_openshell_v1_WorkspaceRole);
}

export interface WorkspaceMember__Output {
  'metadata': (_openshell_datamodel_v1_ObjectMeta__Output | null);
  /**
   * OIDC subject
   */
  'principal_subject': (string);
  'role': (_openshell_v1_WorkspaceRole__Output);
}
