import {
  badGatewayAnswer,
  enumName,
  type GatewayWorkspace,
  type LineCall,
  readTokenPages,
  timestampMs,
  type WorkspaceMember,
  type WorkspaceOperations,
  type WorkspaceRole,
} from '@portcullis/plugin-gateways';
import type { Workspace__Output } from '@portcullis/proto/generated-0.1/openshell/datamodel/v1/Workspace';
import type { WorkspaceMember__Output } from '@portcullis/proto/generated-0.1/openshell/v1/WorkspaceMember';
import { rpc } from './methods.ts';
import { deletionOf } from './model.ts';
import { workspaceScope } from './selector.ts';

// Workspaces and members on the 0.1 line (docs/openshell-0.1.md §2.14): a workspace is named by its own `name` field,
// its members through the workspace selector; roles are USER and ADMIN.

const WORKSPACE = { notFound: 'WORKSPACE_NOT_FOUND' };
const MEMBER = { notFound: 'WORKSPACE_MEMBER_NOT_FOUND' };
const ROLE_ON_WIRE = { user: 'WORKSPACE_ROLE_USER', admin: 'WORKSPACE_ROLE_ADMIN' } as const;

function workspaceOf(call: LineCall, workspace: Workspace__Output | null, name: string): GatewayWorkspace {
  if (!workspace?.metadata) throw badGatewayAnswer(call.gateway.name, `answered without workspace ${name}`);
  return {
    name: workspace.metadata.name,
    id: workspace.metadata.id,
    phase: enumName(workspace.status?.phase, 'WORKSPACE_PHASE_', () => 'UNSPECIFIED').toLowerCase(),
    labels: { ...workspace.metadata.labels },
    createdAt: timestampMs(workspace.metadata.created_time),
  };
}

function roleOf(role: string | number): WorkspaceMember['role'] {
  const name = enumName(role, 'WORKSPACE_ROLE_', () => 'UNSPECIFIED').toLowerCase();
  return name === 'user' || name === 'admin' ? name : 'unspecified';
}

function memberOf(call: LineCall, member: WorkspaceMember__Output | null, subject: string): WorkspaceMember {
  if (!member) throw badGatewayAnswer(call.gateway.name, `answered without member ${subject} of workspace ${call.workspace}`);
  return { subject: member.principal_subject, role: roleOf(member.role), createdAt: timestampMs(member.metadata?.created_time) };
}

export const workspaces: WorkspaceOperations = {
  async list(call) {
    const all = await readTokenPages(async (page_token, page_size) => {
      const page = await call.unary(rpc.ListWorkspaces, { page_size, page_token });
      return { items: page.workspaces, next: page.next_page_token };
    });
    return all.map((workspace) => workspaceOf(call, workspace, ''));
  },

  async get(call, name) {
    const response = await call.unary(rpc.GetWorkspace, { name }, WORKSPACE);
    return workspaceOf(call, response.workspace, name);
  },

  async create(call, name, labels, requestId) {
    const response = await call.unary(rpc.CreateWorkspace, { name, labels, request_id: requestId });
    return workspaceOf(call, response.workspace, name);
  },

  async delete(call, name, requestId) {
    const response = await call.unary(rpc.DeleteWorkspace, { name, allow_missing: true, request_id: requestId }, WORKSPACE);
    return deletionOf(call.gateway.name, response.outcome, `workspace ${name}`);
  },

  async members(call) {
    const all = await readTokenPages(async (page_token, page_size) => {
      const page = await call.unary(rpc.ListWorkspaceMembers, { ...workspaceScope(call), page_size, page_token }, WORKSPACE);
      return { items: page.members, next: page.next_page_token };
    });
    return all.map((member) => memberOf(call, member, member.principal_subject));
  },

  async addMember(call, subject, role: WorkspaceRole, requestId) {
    const request = { ...workspaceScope(call), principal_subject: subject, role: ROLE_ON_WIRE[role], request_id: requestId };
    const response = await call.unary(rpc.AddWorkspaceMember, request, WORKSPACE);
    return memberOf(call, response.member, subject);
  },

  async removeMember(call, subject, requestId) {
    const request = { ...workspaceScope(call), principal_subject: subject, allow_missing: true, request_id: requestId };
    const response = await call.unary(rpc.RemoveWorkspaceMember, request, MEMBER);
    return deletionOf(call.gateway.name, response.outcome, `member ${subject} of workspace ${call.workspace}`);
  },
};
