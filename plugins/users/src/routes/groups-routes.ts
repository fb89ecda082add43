import { listResponse, type PluginApi, pageOf, pagingQuery, type RouteRequest } from '@portcullis/core';
import { z } from 'zod';
import type { UsersConfig } from '../config.ts';
import type { GroupRecord } from '../entities/group.ts';
import { emailSchema, gatewayRoleResponse, groupDescriptionSchema, groupNameSchema, roleSchema } from '../schemas.ts';
import { gatewayRoleJson } from '../services/gateway-roles.ts';
import { groupJson } from '../services/groups.ts';
import { GROUP_SUBJECT } from '../services/role-resolver.ts';
import { gatewayRoleRoutes } from './gateway-role-routes.ts';

type AnyRequest = RouteRequest<unknown, unknown, unknown>;

const createGroupBody = z.object({ name: groupNameSchema, description: groupDescriptionSchema.nullable().optional(), role: roleSchema.nullable().optional() });
const updateGroupBody = z
  .object({ name: groupNameSchema.optional(), description: groupDescriptionSchema.nullable().optional(), role: roleSchema.nullable().optional() })
  .refine((body) => Object.keys(body).length > 0, { error: 'name at least one of name, description, role' });
const addMemberBody = z
  .object({ email: emailSchema.optional(), user_id: z.string().min(1).max(64).optional() })
  .refine((body) => (body.email === undefined) !== (body.user_id === undefined), { error: 'give either email or user_id' });

const groupParams = z.object({ id: z.string().min(1).max(100) });
const memberParams = groupParams.extend({ user: z.string().min(1).max(320) });

const groupResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  role: roleSchema.nullable(),
  member_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
const memberResponse = z.object({ user_id: z.string(), email: z.string(), added_at: z.string() });
const groupDetailResponse = groupResponse.extend({ members: z.array(memberResponse), gateway_roles: z.array(gatewayRoleResponse) });

async function countedJson(request: AnyRequest, group: GroupRecord) {
  const counts = await request.resolve('groups').memberCounts(request.em, [group.id]);
  return groupJson(group, counts.get(group.id) ?? 0);
}

/**
 * Groups (admin only): CRUD, members and per-gateway roles, with the spec's `group.*` audit actions. Writes change
 * the roles of every member on every gateway, so they need an admin on every gateway (docs/roles.md).
 */
export function groupRoutes(api: PluginApi<UsersConfig>): void {
  api.route({
    method: 'GET',
    path: '/api/auth/groups',
    access: 'admin',
    tags: ['groups'],
    summary: 'List groups.',
    query: pagingQuery,
    response: listResponse(groupResponse),
    handler: async (request) => {
      const groups = request.resolve('groups');
      const [records, total] = await groups.list(request.em, request.query);
      const counts = await groups.memberCounts(
        request.em,
        records.map((group) => group.id),
      );
      return { items: records.map((group) => groupJson(group, counts.get(group.id) ?? 0)), total };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/auth/groups',
    access: 'admin',
    everyGateway: true,
    tags: ['groups'],
    status: 201,
    summary: 'Create a group. `role` is its global role (null: none, the group only carries per-gateway roles).',
    body: createGroupBody,
    response: groupResponse,
    handler: async (request) => {
      const { name, description, role } = request.body;
      const group = await request.resolve('groupChanges').create({ name, description: description ?? null, role: role ?? null });
      return groupJson(group, 0);
    },
  });

  api.route({
    method: 'GET',
    path: '/api/auth/groups/{id}',
    access: 'admin',
    tags: ['groups'],
    summary: 'One group (by id or name) with its members and per-gateway roles.',
    params: groupParams,
    response: groupDetailResponse,
    handler: async (request) => {
      const groups = request.resolve('groups');
      const group = await groups.require(request.em, request.params.id);
      const members = await groups.members(request.em, group);
      const overrides = await request.resolve('gatewayRoles').list(request.em, GROUP_SUBJECT, group.id);
      return { ...groupJson(group, members.length), members, gateway_roles: overrides.map(gatewayRoleJson) };
    },
  });

  api.route({
    method: 'PATCH',
    path: '/api/auth/groups/{id}',
    access: 'admin',
    everyGateway: true,
    tags: ['groups'],
    summary: "Rename a group or change its description or global role (takes effect on members' next request).",
    params: groupParams,
    body: updateGroupBody,
    response: groupResponse,
    handler: async (request) => countedJson(request, await request.resolve('groupChanges').update(request.params.id, request.body)),
  });

  api.route({
    method: 'DELETE',
    path: '/api/auth/groups/{id}',
    access: 'admin',
    everyGateway: true,
    tags: ['groups'],
    summary: 'Delete a group; its members lose what it granted at once.',
    params: groupParams,
    handler: async (request) => {
      await request.resolve('groupChanges').delete(request.params.id);
      return undefined;
    },
  });

  api.route({
    method: 'GET',
    path: '/api/auth/groups/{id}/members',
    access: 'admin',
    tags: ['groups'],
    summary: 'Members of a group.',
    params: groupParams,
    query: pagingQuery,
    response: listResponse(memberResponse),
    handler: async (request) => {
      const groups = request.resolve('groups');
      return pageOf(await groups.members(request.em, await groups.require(request.em, request.params.id)), request.query);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/auth/groups/{id}/members',
    access: 'admin',
    everyGateway: true,
    tags: ['groups'],
    status: 201,
    summary: 'Add a user (`{"email"}` or `{"user_id"}`) to a group.',
    params: groupParams,
    body: addMemberBody,
    response: memberResponse,
    handler: async (request) => request.resolve('groupChanges').addMember(request.params.id, request.body.email ?? request.body.user_id!),
  });

  api.route({
    method: 'DELETE',
    path: '/api/auth/groups/{id}/members/{user}',
    access: 'admin',
    everyGateway: true,
    tags: ['groups'],
    summary: 'Remove a user (by id or email) from a group.',
    params: memberParams,
    handler: async (request) => {
      await request.resolve('groupChanges').removeMember(request.params.id, request.params.user);
      return undefined;
    },
  });

  gatewayRoleRoutes(api, {
    collection: '/api/auth/groups',
    subjectType: GROUP_SUBJECT,
    resourceType: 'group',
    tag: 'groups',
    findSubject: async (request, em, reference) => {
      const group = await request.resolve('groups').require(em, reference);
      return { id: group.id, label: group.name, group };
    },
    announce: (request, { group }, change) => request.resolve('usersEvents').groupUpdated(group, change),
  });
}
