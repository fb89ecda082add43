import type { LineCall, WorkspaceSelection } from '@portcullis/plugin-gateways';

// Every workspace-scoped request of the 0.1 line names its workspace in a WorkspaceSelector message (a required
// field: omitting it is an error, and `default` is not implied).

export function workspaceScope(call: LineCall): { workspace_scope: { workspace: string } } {
  return { workspace_scope: { workspace: call.workspace } };
}

export function selectionScope(selection: WorkspaceSelection): { workspace_scope: { workspace: string } | { all_workspaces: Record<string, never> } } {
  return { workspace_scope: 'allWorkspaces' in selection ? { all_workspaces: {} } : { workspace: selection.workspace } };
}
