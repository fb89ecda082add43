// The 0.1 workspace selector (docs/openshell-0.1.md §2.2, §3 "Selector"), in upstream's words: a missing or empty
// selector is INVALID_ARGUMENT `workspace_scope is required`, all_workspaces on a request that does not list is
// `all_workspaces is not supported by this request` (both with a BadRequest violation of `workspace_scope`), and a
// cross-workspace list needs the platform admin role. Omission never means "default"; only the requests documented as
// optional accept it.
import type { WorkspaceSelector__Output } from '@portcullis/proto/generated-0.1/openshell/datamodel/v1/WorkspaceSelector';
import type { Principal } from '../auth/principal.ts';
import { invalidField, permissionDenied } from '../grpc/errors.ts';
import type { SelectorKind } from './rpc-catalog.ts';

/** What a request is about once its selector is read. */
export type Scope = { kind: 'workspace'; workspace: string } | { kind: 'all' } | { kind: 'omitted' } | { kind: 'none' };

const WORKSPACE_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

export const scopeRequired = () => invalidField('workspace_scope', 'workspace_scope is required');
export const allWorkspacesUnsupported = () => invalidField('workspace_scope', 'all_workspaces is not supported by this request');

export function validateWorkspaceName(name: string, field: string): string {
  if (name.length > 63 || !WORKSPACE_NAME.test(name)) {
    throw invalidField(field, `workspace name '${name}' must be a DNS-1123 label (lowercase letters, digits and '-', at most 63 characters)`);
  }
  return name;
}

/** A selector with no selection, or naming the empty workspace, selects nothing. */
function selectionOf(selector: WorkspaceSelector__Output | null | undefined): Scope | undefined {
  if (selector?.selection === 'all_workspaces') return { kind: 'all' };
  if (selector?.selection === 'workspace' && selector.workspace) {
    return { kind: 'workspace', workspace: validateWorkspaceName(selector.workspace, 'workspace_scope') };
  }
  return undefined;
}

export function readScope(kind: SelectorKind, selector: WorkspaceSelector__Output | null | undefined, principal: Principal): Scope {
  if (kind === 'none') return { kind: 'none' };
  const scope = selectionOf(selector);
  if (!scope) {
    if (kind === 'optional-global' || kind === 'optional-platform') return { kind: 'omitted' };
    throw scopeRequired();
  }
  if (scope.kind === 'all') {
    if (kind !== 'named-or-all') throw allWorkspacesUnsupported();
    if (!principal.platformAdmin) throw permissionDenied('platform admin role required for cross-workspace operations');
  }
  return scope;
}

/** A value pasted into the remedy a refusal suggests, quoted for a POSIX shell as upstream quotes it. */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'"'"'`)}'`;
}

/** Upstream's words for a missing membership or role: what is missing, and the command that fixes it. */
export const WORDING_01 = {
  notMember: (subject: string, workspace: string) =>
    `not a member of workspace '${workspace}'; ask a platform admin to run: openshell workspace member add --workspace ${shellQuote(workspace)} --subject ${shellQuote(subject)} --role user`,
  roleRequired: (subject: string, workspace: string, role: string) =>
    `workspace role '${role}' required in workspace '${workspace}'; ask a platform admin to run: openshell workspace member add --workspace ${shellQuote(workspace)} --subject ${shellQuote(subject)} --role ${role}`,
};
