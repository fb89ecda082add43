import type { EntityManager } from '@mikro-orm/core';
import { listResponse, type PluginApi, pagingQuery, problems, type RouteRequest } from '@portcullis/core';
import { z } from 'zod';
import type { UsersConfig } from '../config.ts';
import type { UserRecord } from '../entities/user.ts';
import { emailSchema, newPasswordSchema, roleSchema, userResponse } from '../schemas.ts';
import { differences } from '../services/identity-events.ts';
import { USER_SUBJECT, userJson } from '../services/user-directory.ts';
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
const inviteResponse = z.object({ email: z.string(), invite_token: z.string(), invite_expires_at: z.string() });

const updateUserBody = z
  .object({
    role: roleSchema.nullable().optional(),
    display_name: z.string().trim().min(1).max(200).nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'name at least one of role, display_name' });

const userParams = z.object({ id: z.string().min(1).max(320) });
const deleteUserBody = z.object({ email: emailSchema });
const deleteUserQuery = z.object({ email: emailSchema.optional() });

function shownFields(user: UserRecord): Record<string, unknown> {
  return { role: user.role ?? null, display_name: user.displayName ?? null };
}

async function withGroups(request: AnyRequest, user: UserRecord) {
  const groups = await request.resolve('users').groupNames(request.em, [user.id]);
  return userJson(user, groups.get(user.id) ?? []);
}

/**
 * User administration (admin only): list, create or invite, read, change role, delete, per-gateway roles. Writes
 * hand out or take back rights that reach every gateway, so they need an admin on every gateway (docs/roles.md).
 */
export function userRoutes(api: PluginApi<UsersConfig>): void {
  api.route({
    method: 'GET',
    path: '/api/auth/users',
    access: 'admin',
    tags: ['users'],
    summary: 'List users.',
    query: pagingQuery,
    response: listResponse(userResponse),
    handler: async (request) => {
      const users = request.resolve('users');
      const [records, total] = await users.list(request.em, request.query);
      const groups = await users.groupNames(
        request.em,
        records.map((user) => user.id),
      );
      return { items: records.map((user) => userJson(user, groups.get(user.id) ?? [])), total };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/auth/users',
    access: 'admin',
    everyGateway: true,
    tags: ['users'],
    status: 201,
    summary: 'Create a user with a password, or (without one) invite them: the invitation token is returned once.',
    description: `Role null means the global role comes from the user's groups only. Invitations last ${api.config.invite_ttl_seconds} s.`,
    body: createUserBody,
    response: createdUserResponse,
    handler: async (request) => {
      const { email, role, password, display_name: displayName } = request.body;
      const invited = password === undefined;
      const created = await audited(
        request,
        async (em) => {
          const user = await request
            .resolve('users')
            .create(em, { email, role, password: password ?? null, displayName: displayName ?? null, status: invited ? 'invited' : 'active' });
          const invite = invited ? await request.resolve('usersInvites').issue(em, user, request.actor!.name) : null;
          return { user, invite };
        },
        ({ user, invite }) => ({
          action: invited ? 'user.invite' : 'user.create',
          resourceType: 'user',
          resourceId: user.id,
          detail: { email: user.email, role: user.role, ...(invite ? { invite_expires_at: invite.expiresAt.toISOString() } : {}) },
        }),
        ({ user }) => request.resolve('usersEvents').userCreated(user, 'admin'),
      );
      return {
        ...userJson(created.user),
        ...(created.invite ? { invite_token: created.invite.token, invite_expires_at: created.invite.expiresAt.toISOString() } : {}),
      };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/auth/users',
    access: 'admin',
    everyGateway: true,
    tags: ['users'],
    problems: [404],
    summary: 'Delete a user, named by `{"email"}` in the body or `?email=`. Their sessions end at once. The last admin and yourself cannot be deleted.',
    body: deleteUserBody,
    bodyOptional: true,
    query: deleteUserQuery,
    handler: async (request) => {
      const email = request.body?.email ?? request.query.email;
      if (!email) throw problems.validation([{ path: 'body.email', message: 'is required (in the body or as ?email=)' }]);
      const users = request.resolve('users');
      await audited(
        request,
        async (em) => {
          const user = await users.require(em, email);
          if (request.actor?.type === 'user' && request.actor.id === user.id) {
            throw problems.conflict('CANNOT_DELETE_SELF', 'You cannot delete your own account; ask another admin.');
          }
          await users.keepingAnAdmin(em, () => users.delete(em, user));
          return user;
        },
        (user) => ({ action: 'user.delete', resourceType: 'user', resourceId: user.id, detail: { email: user.email, role: user.role } }),
        (user) => request.resolve('usersEvents').userDeleted(user),
      );
      return undefined;
    },
  });

  api.route({
    method: 'GET',
    path: '/api/auth/users/{id}',
    access: 'admin',
    tags: ['users'],
    summary: 'One user (by id or email).',
    params: userParams,
    response: userResponse,
    handler: async (request) => withGroups(request, await request.resolve('users').require(request.em, request.params.id)),
  });

  api.route({
    method: 'PATCH',
    path: '/api/auth/users/{id}',
    access: 'admin',
    everyGateway: true,
    tags: ['users'],
    summary: "Change a user's global role or display name. Takes effect on the user's next request; the last admin cannot be demoted.",
    params: userParams,
    body: updateUserBody,
    response: userResponse,
    handler: async (request) => {
      const users = request.resolve('users');
      const { user } = await audited(
        request,
        async (em) => {
          const user = await users.require(em, request.params.id);
          const before = shownFields(user);
          await users.keepingAnAdmin(em, () => users.update(em, user, { role: request.body.role, displayName: request.body.display_name }));
          return { user, before };
        },
        ({ user, before }) => ({
          action: 'user.update',
          resourceType: 'user',
          resourceId: user.id,
          detail: { email: user.email, before, after: shownFields(user) },
        }),
        ({ user, before }) => {
          const change = differences(before, shownFields(user));
          if (change.changed.length > 0) request.resolve('usersEvents').userUpdated(user, change);
        },
      );
      return withGroups(request, user);
    },
  });

  inviteRoutes(api);

  gatewayRoleRoutes(api, {
    collection: '/api/auth/users',
    subjectType: USER_SUBJECT,
    resourceType: 'user',
    tag: 'users',
    findSubject: async (request, em, reference) => {
      const user = await request.resolve('users').require(em, reference);
      return { id: user.id, label: user.email, user };
    },
    announce: (request, { user }, change) => request.resolve('usersEvents').userUpdated(user, change),
  });
}

/** An invitation sent again (the earlier token stops working) or taken back, for accounts still waiting for one. */
function inviteRoutes(api: PluginApi<UsersConfig>): void {
  api.route({
    method: 'POST',
    path: '/api/auth/users/{id}/invite',
    access: 'admin',
    everyGateway: true,
    tags: ['users'],
    status: 201,
    summary: 'Issue a new invitation token for an invited user (shown once); earlier unused tokens stop working. 409 NOT_INVITED for an active account.',
    description: `The new invitation lasts ${api.config.invite_ttl_seconds} s.`,
    params: userParams,
    response: inviteResponse,
    handler: async (request) => {
      const { user, invite } = await audited(
        request,
        async (em) => {
          const user = await invitedUser(request, em, request.params.id);
          const invites = request.resolve('usersInvites');
          await invites.revokeOpen(em, user.id);
          return { user, invite: await invites.issue(em, user, request.actor!.name) };
        },
        ({ user, invite }) => ({
          action: 'user.invite_resend',
          resourceType: 'user',
          resourceId: user.id,
          detail: { email: user.email, invite_expires_at: invite.expiresAt.toISOString() },
        }),
        ({ user }) => request.resolve('usersEvents').userUpdated(user, { changed: ['invite'] }),
      );
      return { email: user.email, invite_token: invite.token, invite_expires_at: invite.expiresAt.toISOString() };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/auth/users/{id}/invite',
    access: 'admin',
    everyGateway: true,
    tags: ['users'],
    summary:
      "Revoke a user's unused invitations: their tokens stop working (the account stays, invited; delete it or invite again). 404 NOT_FOUND when none is open.",
    params: userParams,
    handler: async (request) => {
      await audited(
        request,
        async (em) => {
          const user = await request.resolve('users').require(em, request.params.id);
          const revoked = await request.resolve('usersInvites').revokeOpen(em, user.id);
          if (revoked === 0) throw problems.notFound('NOT_FOUND', `${user.email} has no open invitation.`);
          return { user, revoked };
        },
        ({ user, revoked }) => ({ action: 'user.invite_revoke', resourceType: 'user', resourceId: user.id, detail: { email: user.email, revoked } }),
        ({ user }) => request.resolve('usersEvents').userUpdated(user, { changed: ['invite'] }),
      );
      return undefined;
    },
  });
}

async function invitedUser(request: AnyRequest, em: EntityManager, reference: string): Promise<UserRecord> {
  const user = await request.resolve('users').require(em, reference);
  if (user.status !== 'invited')
    throw problems.conflict(
      'NOT_INVITED',
      `${user.email} has already accepted an invitation or has a password; invitations are for accounts that wait for one.`,
    );
  return user;
}
