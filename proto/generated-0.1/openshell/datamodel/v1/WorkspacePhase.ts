// Original file: line-0.1/openshell/datamodel.proto

export const WorkspacePhase = {
  WORKSPACE_PHASE_UNSPECIFIED: 'WORKSPACE_PHASE_UNSPECIFIED',
  WORKSPACE_PHASE_ACTIVE: 'WORKSPACE_PHASE_ACTIVE',
  WORKSPACE_PHASE_TERMINATING: 'WORKSPACE_PHASE_TERMINATING',
} as const;

export type WorkspacePhase =
  | 'WORKSPACE_PHASE_UNSPECIFIED'
  | 0
  | 'WORKSPACE_PHASE_ACTIVE'
  | 1
  | 'WORKSPACE_PHASE_TERMINATING'
  | 2

export type WorkspacePhase__Output = typeof WorkspacePhase[keyof typeof WorkspacePhase]
