// Original file: line-0.1/openshell/datamodel.proto

import type { ObjectMeta as _openshell_datamodel_v1_ObjectMeta, ObjectMeta__Output as _openshell_datamodel_v1_ObjectMeta__Output } from '../../../openshell/datamodel/v1/ObjectMeta.ts';
import type { WorkspaceStatus as _openshell_datamodel_v1_WorkspaceStatus, WorkspaceStatus__Output as _openshell_datamodel_v1_WorkspaceStatus__Output } from '../../../openshell/datamodel/v1/WorkspaceStatus.ts';

/**
 * A workspace: the unit of membership and of the selector.
 */
export interface Workspace {
  'metadata'?: (_openshell_datamodel_v1_ObjectMeta | null);
  'status'?: (_openshell_datamodel_v1_WorkspaceStatus | null);
}

/**
 * A workspace: the unit of membership and of the selector.
 */
export interface Workspace__Output {
  'metadata': (_openshell_datamodel_v1_ObjectMeta__Output | null);
  'status': (_openshell_datamodel_v1_WorkspaceStatus__Output | null);
}
