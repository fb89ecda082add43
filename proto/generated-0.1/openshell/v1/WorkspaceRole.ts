// Original file: line-0.1/openshell/openshell.proto

/**
 * A member's role within one workspace.
 */
export const WorkspaceRole = {
  WORKSPACE_ROLE_UNSPECIFIED: 'WORKSPACE_ROLE_UNSPECIFIED',
  WORKSPACE_ROLE_USER: 'WORKSPACE_ROLE_USER',
  WORKSPACE_ROLE_ADMIN: 'WORKSPACE_ROLE_ADMIN',
} as const;

/**
 * A member's role within one workspace.
 */
export type WorkspaceRole =
  | 'WORKSPACE_ROLE_UNSPECIFIED'
  | 0
  | 'WORKSPACE_ROLE_USER'
  | 1
  | 'WORKSPACE_ROLE_ADMIN'
  | 2

/**
 * A member's role within one workspace.
 */
export type WorkspaceRole__Output = typeof WorkspaceRole[keyof typeof WorkspaceRole]
