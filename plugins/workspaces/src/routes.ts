import { type PluginApi, pageOf, pagingQuery, type ServiceMap } from '@portcullis/core';
import { type GatewayScope, gatewayParams } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import {
  acrossResponse,
  createBody,
  gatewayListResponse,
  memberBody,
  memberJson,
  memberJsonSchema,
  memberParams,
  workspaceJson,
  workspaceJsonSchema,
  workspaceParams,
} from './json.ts';

const TAGS = ['workspaces'];
const UNAVAILABLE_ON_0_0 = 'OpenShell 0.0 gateways have workspaces but no RPCs to manage them: there this answers 409 GATEWAY_CAPABILITY_UNAVAILABLE.';

/** A member route's gateway and workspace: the workspace is the path's `{ws}`. */
async function memberScope(request: {
  params: { gw: string; ws: string };
  resolve<K extends keyof ServiceMap>(name: K): ServiceMap[K];
}): Promise<GatewayScope> {
  const gateway = await request.resolve('gatewayRegistry').require(request.params.gw);
  return { gateway, workspace: request.params.ws };
}

export function workspaceRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: '/api/workspaces',
    access: 'authenticated',
    operationId: 'workspaces.listAcrossGateways',
    tags: TAGS,
    summary: 'The workspaces of every gateway the caller has a role on (per-gateway roles apply).',
    description:
      "Each gateway's answer is one entry of `gateways`: `managed` (whether the gateway manages its workspaces), or `error` {code, detail} when it could not be listed (unreachable, unsupported); a failing gateway never fails the list. Gateways the caller has no role on are left out.",
    query: pagingQuery,
    response: acrossResponse,
    handler: async (request) => {
      const across = await request.resolve('gatewayWorkspaces').listAcross(request.actor!, request.signal);
      return { ...pageOf(across.workspaces.map(workspaceJson), request.query), gateways: across.gateways };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/workspaces',
    access: 'viewer',
    tags: TAGS,
    summary: "The gateway's workspaces (ListWorkspaces); on an OpenShell 0.0 gateway, the ones it is known to have.",
    description:
      "`managed: false` (an OpenShell 0.0 gateway, which has workspaces but no RPCs to list them): the items are `default` and the gateway's registered `default_workspace`, each `managed: false`; creating, deleting and members are not available there.",
    params: gatewayParams,
    query: pagingQuery,
    response: gatewayListResponse,
    handler: async (request) => {
      const gateway = await request.resolve('gatewayRegistry').require(request.params.gw);
      const listed = await request.resolve('gatewayWorkspaces').list(gateway, request.signal);
      return { ...pageOf(listed.workspaces.map(workspaceJson), request.query), managed: listed.managed };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/workspaces',
    access: 'admin',
    tags: TAGS,
    status: 201,
    summary: 'Create a workspace on the gateway (CreateWorkspace).',
    description: `\`name\` is a DNS label; \`labels\` optional. 409 when the gateway has it already. Audited as \`workspace.create\`; event \`workspace.created\`. ${UNAVAILABLE_ON_0_0}`,
    params: gatewayParams,
    body: createBody,
    response: workspaceJsonSchema,
    handler: async (request) => {
      const gateway = await request.resolve('gatewayRegistry').require(request.params.gw);
      const labels = request.body.labels ?? {};
      return workspaceJson(await request.resolve('gatewayWorkspaces').create(gateway, request.body.name, labels, request.signal));
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/gateways/{gw}/workspaces/{ws}',
    access: 'admin',
    tags: TAGS,
    summary: 'Delete a workspace from the gateway (DeleteWorkspace).',
    description: `204; 404 WORKSPACE_NOT_FOUND; the gateway refuses (409) to delete \`default\` or a workspace that still holds sandboxes, providers or templates. Audited as \`workspace.delete\`; event \`workspace.deleted\`. ${UNAVAILABLE_ON_0_0}`,
    params: workspaceParams,
    handler: async (request) => {
      const gateway = await request.resolve('gatewayRegistry').require(request.params.gw);
      await request.resolve('gatewayWorkspaces').remove(gateway, request.params.ws, request.signal);
      return undefined;
    },
  });

  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/workspaces/{ws}/members',
    access: 'viewer',
    tags: TAGS,
    summary: "The workspace's members (ListWorkspaceMembers): OIDC subjects with the role user or admin.",
    description: `404 WORKSPACE_NOT_FOUND. ${UNAVAILABLE_ON_0_0}`,
    params: workspaceParams,
    query: pagingQuery,
    response: z.object({ items: z.array(memberJsonSchema), total: z.number().int() }),
    handler: async (request) => {
      const members = await request.resolve('gatewayWorkspaces').members(await memberScope(request), request.signal);
      return pageOf(members.map(memberJson), request.query);
    },
  });

  api.route({
    method: 'PUT',
    path: '/api/gateways/{gw}/workspaces/{ws}/members/{subject}',
    access: 'admin',
    tags: TAGS,
    summary: "Add an OIDC subject to the workspace with a role (`user` or `admin`), or change a member's role (AddWorkspaceMember).",
    description: `404 WORKSPACE_NOT_FOUND. Audited as \`workspace.member_set\`; event \`workspace.member_added\`. ${UNAVAILABLE_ON_0_0}`,
    params: memberParams,
    body: memberBody,
    response: memberJsonSchema,
    handler: async (request) => {
      const scope = await memberScope(request);
      return memberJson(await request.resolve('gatewayWorkspaces').setMember(scope, request.params.subject, request.body.role, request.signal));
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/gateways/{gw}/workspaces/{ws}/members/{subject}',
    access: 'admin',
    tags: TAGS,
    summary: 'Remove a member from the workspace (RemoveWorkspaceMember).',
    description: `204; 404 WORKSPACE_MEMBER_NOT_FOUND or WORKSPACE_NOT_FOUND. Audited as \`workspace.member_remove\`; event \`workspace.member_removed\`. ${UNAVAILABLE_ON_0_0}`,
    params: memberParams,
    handler: async (request) => {
      await request.resolve('gatewayWorkspaces').removeMember(await memberScope(request), request.params.subject, request.signal);
      return undefined;
    },
  });
}
