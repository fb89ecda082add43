import { z } from 'zod';
import { listResponse, pagingQuery, problems, type PluginApi, type RouteRequest } from '@portcullis/core';
import type { UsersConfig } from '../config.ts';
import type { UserRecord } from '../entities/user.ts';
import { userJson, USER_SUBJECT } from '../services/user-directory.ts';
import { emailSchema, newPasswordSchema, roleSchema, userResponse } from '../schemas.ts';
import { audited } from './audited.ts';
import { gatewayRoleRoutes } from './gateway-role-routes.ts';

type AnyRequest = RouteRequest<unknown, unknown, unknown>;

const createUserBody = z.object({
  email: emailSchema,
  role: roleSchema.nullable().default('viewer'),
  password: newPasswordSchema.optional(),
  display_name: z.string().trim().min(1).max(200).optional(),
});

const createdUserResponse = userResponse.extend({ invite_token: z.string().optional(), invite_expires_at: z.string().optional() });

const updateUserBody = z.object({
  role: roleSchema.nullable().optional(),
  display_name: z.string().trim().min(1).max(200).nullable().optional(),
}).refine((body) => Object.keys(body).length > 0, { error: 'name at least one of role, display_name' });

const userParams = z.object({ id: z.string().min(1).max(320) });
const deleteUserBody = z.object({ email: emailSchema });
const deleteUserQuery = z.object({ email: emailSchema.optional() });

async function withGroups(request: AnyRequest, user: UserRecord) {
  const groups = await request.resolve('users').groupNames(request.em, [user.id]);
  return userJson(user, groups.get(user.id) ?? []);
}

/** User administration (admin only): list, create or invite, read, change role, delete, per-gateway roles. */
export function userRoutes(api: PluginApi<UsersConfig>): void {
  api.route({
    method: 'GET', path: '/api/auth/users', access: 'admin', tags: ['users'], summary: 'List users.',
    query: pagingQuery, response: listResponse(userResponse),
    handler: async (request) => {
      const users = request.resolve('users');
      const [records, total] = await users.list(request.em, request.query);
      const groups = await users.groupNames(request.em, records.map((user) => user.id));
      return { items: records.map((user) => userJson(user, groups.get(user.id) ?? [])), total };
    },
  });

  api.route({
    method: 'POST', path: '/api/auth/users', access: 'admin', tags: ['users'], status: 201,
    summary: 'Create a user with a password, or (without one) invite them: the invitation token is returned once.',
    description: `Role null means the global role comes from the user's groups only. Invitations last ${api.config.invite_ttl_seconds} s.`,
    body: createUserBody, response: createdUserResponse,
    handler: async (request) => {
      const { email, role, password, display_name: displayName } = request.body;
      const invited = password === undefined;
      const created = await audited(request, async (em) => {
        const user = await request.resolve('users').create(em, { email, role, password: password ?? null, displayName: displayName ?? null, status: invited ? 'invited' : 'active' });
        const invite = invited ? await request.resolve('usersInvites').issue(em, user, request.actor!.name) : null;
        return { user, invite };
      }, ({ user, invite }) => ({
        action: invited ? 'user.invite' : 'user.create', resourceType: 'user', resourceId: user.id,
        detail: { email: user.email, role: user.role, ...(invite ? { invite_expires_at: invite.expiresAt.toISOString() } : {}) },
      }));
      return {
        ...userJson(created.user),
        ...(created.invite ? { invite_token: created.invite.token, invite_expires_at: created.invite.expiresAt.toISOString() } : {}),
      };
    },
  });

  api.route({
    method: 'DELETE', path: '/api/auth/users', access: 'admin', tags: ['users'],
    summary: 'Delete a user, named by `{"email"}` in the body or `?email=`. Their sessions end at once. The last admin and yourself cannot be deleted.',
    body: deleteUserBody, bodyOptional: true, query: deleteUserQuery,
    handler: async (request) => {
      const email = request.body?.email ?? request.query.email;
      if (!email) throw problems.validation([{ path: 'body.email', message: 'is required (in the body or as ?email=)' }]);
      const users = request.resolve('users');
      await audited(request, async (em) => {
        const user = await users.require(em, email);
        if (request.actor?.type === 'user' && request.actor.id === user.id) {
          throw problems.conflict('CANNOT_DELETE_SELF', 'You cannot delete your own account; ask another admin.');
        }
        await users.keepingAnAdmin(em, () => users.delete(em, user));
        return user;
      }, (user) => ({ action: 'user.delete', resourceType: 'user', resourceId: user.id, detail: { email: user.email, role: user.role } }));
      return undefined;
    },
  });

  api.route({
    method: 'GET', path: '/api/auth/users/{id}', access: 'admin', tags: ['users'], summary: 'One user (by id or email).',
    params: userParams, response: userResponse,
    handler: async (request) => withGroups(request, await request.resolve('users').require(request.em, request.params.id)),
  });

  api.route({
    method: 'PATCH', path: '/api/auth/users/{id}', access: 'admin', tags: ['users'],
    summary: "Change a user's global role or display name. Takes effect on the user's next request; the last admin cannot be demoted.",
    params: userParams, body: updateUserBody, response: userResponse,
    handler: async (request) => {
      const users = request.resolve('users');
      const { user } = await audited(request, async (em) => {
        const user = await users.require(em, request.params.id);
        const before = { role: user.role ?? null, display_name: user.displayName ?? null };
        await users.keepingAnAdmin(em, () => users.update(em, user, { role: request.body.role, displayName: request.body.display_name }));
        return { user, before };
      }, ({ user, before }) => ({
        action: 'user.update', resourceType: 'user', resourceId: user.id,
        detail: { email: user.email, before, after: { role: user.role ?? null, display_name: user.displayName ?? null } },
      }));
      return withGroups(request, user);
    },
  });

  gatewayRoleRoutes(api, {
    collection: '/api/auth/users', subjectType: USER_SUBJECT, resourceType: 'user', tag: 'users',
    findSubject: async (request, em, reference) => {
      const user = await request.resolve('users').require(em, reference);
      return { id: user.id, label: user.email };
    },
  });
}
