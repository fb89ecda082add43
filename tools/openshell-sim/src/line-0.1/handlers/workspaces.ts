// Workspaces and members on the 0.1 line (docs/openshell-0.1.md §2.14): platform admins create and delete workspaces
// and see them all; other callers see the workspaces they are members of; workspace admins manage members. `default`
// always exists and is never deleted.
import type { Workspace } from '@portcullis/proto/generated-0.1/openshell/datamodel/v1/Workspace';
import type { WorkspaceMember } from '@portcullis/proto/generated-0.1/openshell/v1/WorkspaceMember';
import { failedPrecondition, invalidArgument, permissionDenied, requireField } from '../../grpc/errors.ts';
import type { WorkspaceRole } from '../../options.ts';
import { parseLabelSelector } from '../../state/validation.ts';
import type { MemberRecord, WorkspaceRecord } from '../../state/workspaces.ts';
import { DEFAULT_WORKSPACE } from '../../state/workspaces.ts';
import type { CallContext01 } from '../context.ts';
import { objectMeta01 } from '../objects.ts';
import { validateWorkspaceName, WORDING_01 } from '../selector.ts';
import { DELETION } from './deletion.ts';
import type { Handlers01 } from './types.ts';

const ROLE_TO_WIRE: Record<WorkspaceRole, WorkspaceMember['role']> = { user: 'WORKSPACE_ROLE_USER', admin: 'WORKSPACE_ROLE_ADMIN' };

function workspaceTo01(record: WorkspaceRecord): Workspace {
  return { metadata: objectMeta01({ ...record, workspace: '' }), status: { phase: 'WORKSPACE_PHASE_ACTIVE' } };
}

function memberTo01(workspace: string, member: MemberRecord): WorkspaceMember {
  return {
    metadata: objectMeta01({ id: member.id, name: member.subject, workspace, createdAtMs: member.createdAtMs, resourceVersion: member.resourceVersion }),
    principal_subject: member.subject,
    role: ROLE_TO_WIRE[member.role],
  };
}

function roleOf(wire: string | number): WorkspaceRole {
  if (wire === 'WORKSPACE_ROLE_USER') return 'user';
  if (wire === 'WORKSPACE_ROLE_ADMIN') return 'admin';
  throw invalidArgument('role must be WORKSPACE_ROLE_USER or WORKSPACE_ROLE_ADMIN');
}

function canSee(ctx: CallContext01, record: WorkspaceRecord): boolean {
  return ctx.principal.platformAdmin || record.members.has(ctx.principal.subject);
}

function isEmpty(ctx: CallContext01, name: string): boolean {
  const { gateway } = ctx;
  return !gateway.sandboxes.all().some((s) => s.workspace === name) && gateway.providers.list(name).length === 0 && gateway.templates.list(name).length === 0;
}

function matches(labels: Record<string, string>, selector: Record<string, string>): boolean {
  return Object.entries(selector).every(([key, value]) => labels[key] === value);
}

export function workspaceHandlers01(): Handlers01<
  'CreateWorkspace' | 'GetWorkspace' | 'ListWorkspaces' | 'DeleteWorkspace' | 'AddWorkspaceMember' | 'RemoveWorkspaceMember' | 'ListWorkspaceMembers'
> {
  return {
    CreateWorkspace: (request, ctx) => {
      const name = validateWorkspaceName(requireField(request.name, 'name'), 'name');
      return { workspace: workspaceTo01(ctx.gateway.workspaces.create(name, request.labels)) };
    },
    GetWorkspace: (request, ctx) => {
      const name = requireField(request.name, 'name');
      const record = ctx.gateway.workspaces.find(name);
      if (!ctx.principal.platformAdmin && (!record || !canSee(ctx, record))) throw permissionDenied(WORDING_01.notMember(ctx.principal.subject, name));
      return { workspace: workspaceTo01(ctx.gateway.workspaces.get(name)) };
    },
    ListWorkspaces: (request, ctx) => {
      const selector = parseLabelSelector(request.label_selector);
      const visible = ctx.gateway.workspaces.all().filter((record) => canSee(ctx, record) && matches(record.labels, selector));
      const page = ctx.pages.page('ListWorkspaces', [ctx.principal.subject, request.label_selector], request, visible, (w) => [
        w.createdAtMs,
        w.name,
        '',
        w.id,
      ]);
      return { workspaces: page.items.map(workspaceTo01), next_page_token: page.next_page_token };
    },
    DeleteWorkspace: (request, ctx) => {
      const name = requireField(request.name, 'name');
      if (!ctx.gateway.workspaces.find(name)) return DELETION.missing(request.allow_missing, `workspace '${name}' not found`);
      if (name === DEFAULT_WORKSPACE) throw failedPrecondition('the default workspace cannot be deleted');
      if (!isEmpty(ctx, name)) throw failedPrecondition(`workspace '${name}' still holds sandboxes, providers or templates; delete them first`);
      for (const stored of ctx.gateway.profiles.list(name)) ctx.gateway.profiles.delete(name, stored.profile.id);
      ctx.gateway.workspaces.delete(name);
      return { outcome: DELETION.COMPLETED };
    },
    AddWorkspaceMember: (request, ctx) => {
      const record = ctx.gateway.workspaces.get(ctx.workspace());
      const subject = requireField(request.principal_subject, 'principal_subject');
      const member = ctx.gateway.workspaces.setMemberOf(record, subject, roleOf(request.role));
      return { member: memberTo01(record.name, member) };
    },
    RemoveWorkspaceMember: (request, ctx) => {
      const record = ctx.gateway.workspaces.get(ctx.workspace());
      const subject = requireField(request.principal_subject, 'principal_subject');
      if (!record.members.delete(subject)) return DELETION.missing(request.allow_missing, `member '${subject}' not found in workspace '${record.name}'`);
      return { outcome: DELETION.COMPLETED };
    },
    ListWorkspaceMembers: (request, ctx) => {
      const record = ctx.gateway.workspaces.get(ctx.workspace());
      const members = [...record.members.values()];
      const page = ctx.pages.page('ListWorkspaceMembers', [record.name], request, members, (m) => [m.createdAtMs, m.subject, record.name, m.id]);
      return { members: page.items.map((member) => memberTo01(record.name, member)), next_page_token: page.next_page_token };
    },
  };
}
