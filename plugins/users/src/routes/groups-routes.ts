import { listResponse, type PluginApi, pageOf, pagingQuery, type RouteRequest } from '@portcullis/core';
import { z } from 'zod';
import type { UsersConfig } from '../config.ts';
import type { GroupRecord } from '../entities/group.ts';
import { emailSchema, gatewayRoleResponse, roleSchema } from '../schemas.ts';
import { gatewayRoleJson } from '../services/gateway-roles.ts';
import { groupJson } from '../services/groups.ts';
import { differences } from '../services/identity-events.ts';
import { GROUP_SUBJECT } from '../services/role-resolver.ts';
import { audited } from './audited.ts';
import { gatewayRoleRoutes } from './gateway-role-routes.ts';

type AnyRequest = RouteRequest<unknown, unknown, unknown>;

// No "@": approval workflows name voters by email or by group name, and must tell the two apart.
const groupName = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'is required' })
  .max(100, { error: 'must be at most 100 characters' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, { error: 'may contain letters, digits, spaces, ".", "_" and "-", and must start with a letter or digit' });
const description = z.string().trim().max(1000, { error: 'must be at most 1000 characters' });

const createGroupBody = z.object({ name: groupName, description: description.nullable().optional(), role: roleSchema.nullable().optional() });
const updateGroupBody = z
  .object({ name: groupName.optional(), description: description.nullable().optional(), role: roleSchema.nullable().optional() })
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

function shownFields(group: GroupRecord): Record<string, unknown> {
  return { name: group.name, description: group.description ?? null, role: group.role ?? null };
}

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
      const group = await audited(
        request,
        (em) =>
          request.resolve('groups').create(em, {
            name: request.body.name,
            description: request.body.description ?? null,
            role: request.body.role ?? null,
          }),
        (created) => ({ action: 'group.create', resourceType: 'group', resourceId: created.id, detail: { name: created.name, role: created.role ?? null } }),
        (created) => request.resolve('usersEvents').groupCreated(created),
      );
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
    handler: async (request) => {
      const groups = request.resolve('groups');
      const users = request.resolve('users');
      const { group } = await audited(
        request,
        async (em) => {
          const group = await groups.require(em, request.params.id);
          const before = shownFields(group);
          await users.keepingAnAdmin(em, () => groups.update(em, group, request.body));
          return { group, before };
        },
        ({ group, before }) => ({ action: 'group.update', resourceType: 'group', resourceId: group.id, detail: { before, after: shownFields(group) } }),
        ({ group, before }) => {
          const change = differences(before, shownFields(group));
          if (change.changed.length > 0) request.resolve('usersEvents').groupUpdated(group, change);
        },
      );
      return countedJson(request, group);
    },
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
      const groups = request.resolve('groups');
      const users = request.resolve('users');
      await audited(
        request,
        async (em) => {
          const group = await groups.require(em, request.params.id);
          await users.keepingAnAdmin(em, () => groups.delete(em, group));
          return group;
        },
        (group) => ({ action: 'group.delete', resourceType: 'group', resourceId: group.id, detail: { name: group.name, role: group.role ?? null } }),
        (group) => request.resolve('usersEvents').groupDeleted(group),
      );
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
    handler: async (request) => {
      const groups = request.resolve('groups');
      const users = request.resolve('users');
      const { member } = await audited(
        request,
        async (em) => {
          const group = await groups.require(em, request.params.id);
          const user = await users.require(em, request.body.email ?? request.body.user_id!);
          return { group, member: await groups.addMember(em, group, user) };
        },
        ({ group, member }) => ({
          action: 'group.member.add',
          resourceType: 'group',
          resourceId: group.id,
          detail: { group: group.name, user_id: member.user_id, email: member.email },
        }),
        ({ group, member }) =>
          request.resolve('usersEvents').groupUpdated(group, { changed: ['members'] }, { user_id: member.user_id, email: member.email, action: 'added' }),
      );
      return member;
    },
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
      const groups = request.resolve('groups');
      const users = request.resolve('users');
      await audited(
        request,
        async (em) => {
          const group = await groups.require(em, request.params.id);
          const user = await users.require(em, request.params.user);
          await users.keepingAnAdmin(em, () => groups.removeMember(em, group, user));
          return { group, user };
        },
        ({ group, user }) => ({
          action: 'group.member.remove',
          resourceType: 'group',
          resourceId: group.id,
          detail: { group: group.name, user_id: user.id, email: user.email },
        }),
        ({ group, user }) =>
          request.resolve('usersEvents').groupUpdated(group, { changed: ['members'] }, { user_id: user.id, email: user.email, action: 'removed' }),
      );
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
