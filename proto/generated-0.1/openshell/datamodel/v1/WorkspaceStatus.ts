// Original file: line-0.1/openshell/datamodel.proto

import type { WorkspacePhase as _openshell_datamodel_v1_WorkspacePhase, WorkspacePhase__Output as _openshell_datamodel_v1_WorkspacePhase__Output } from '../../../openshell/datamodel/v1/WorkspacePhase.ts';

export interface WorkspaceStatus {
  'phase'?: (_openshell_datamodel_v1_WorkspacePhase);
}

export interface WorkspaceStatus__Output {
  'phase': (_openshell_datamodel_v1_WorkspacePhase__Output);
}
