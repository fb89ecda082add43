import { type PluginApi, problems, type RouteRequest } from '@portcullis/core';
import { z } from 'zod';
import type { UsersConfig } from '../config.ts';
import type { UserRecord } from '../entities/user.ts';
import { requireAcceptablePassword } from '../passwords/require.ts';
import { newPasswordSchema } from '../schemas.ts';
import { audited } from './audited.ts';

type AnyRequest = RouteRequest<unknown, unknown, unknown>;

const changePasswordBody = z.object({
  current_password: z.string({ error: 'must be a string' }).min(1, { error: 'is required' }).max(4096),
  new_password: newPasswordSchema,
});

const changePasswordResponse = z.object({ sessions_ended: z.number().int() });

/** The caller's own account; service principals and test actors have none. */
async function ownAccount(request: AnyRequest): Promise<UserRecord> {
  const actor = request.actor!;
  const user = actor.type === 'user' ? await request.resolve('users').findById(request.em, actor.id) : null;
  if (!user) throw problems.forbidden('Only a person logged in to their own account can change its password.', 'USER_ACCOUNT_REQUIRED');
  if (!user.passwordHash)
    throw problems.conflict('NO_LOCAL_PASSWORD', 'This account logs in through an identity provider or a passkey and has no local password to change.');
  return user;
}

/** What a logged-in person does to their own account. */
export function accountRoutes(api: PluginApi<UsersConfig>): void {
  api.route({
    method: 'POST',
    path: '/api/auth/change-password',
    access: 'authenticated',
    tags: ['auth'],
    summary: 'Change your own password: the current one is required; every other session of the account ends (this one stays).',
    description: `A wrong current password counts as a failed login (the per-address limit and the account lock apply: 429 RATE_LIMITED / ACCOUNT_LOCKED after ${api.config.lockout_threshold} in a row).`,
    body: changePasswordBody,
    response: changePasswordResponse,
    handler: async (request) => {
      const user = await ownAccount(request);
      const { current_password: current, new_password: next } = request.body;
      // Checked first: a new password that breaks the rules must not cost a login attempt.
      requireAcceptablePassword(next, user.email, 'body.new_password');
      const guard = request.resolve('usersLoginGuard');
      const admission = await guard.admit(user.email, request.clientIp);
      if (admission.outcome !== 'admitted') throw guard.problemFor(admission);
      const users = request.resolve('users');
      if (!(await users.verifyPassword(user, current))) {
        guard.failed();
        await request.audit({
          action: 'user.password_change_failed',
          resourceType: 'user',
          resourceId: user.id,
          detail: { email: user.email, reason: 'wrong_password' },
        });
        throw problems.validation([{ path: 'body.current_password', message: 'is not your current password' }], 'The current password is wrong.');
      }
      const keep = typeof request.actor!.attributes?.session_handle === 'string' ? request.actor!.attributes.session_handle : null;
      const ended = await audited(
        request,
        async (em) => {
          const fresh = (await users.findById(em, user.id))!;
          await guard.succeeded(em, admission.ticket);
          await users.setPassword(em, fresh, next);
          return request.resolve('sessions').closeAllFor(em, user.id, keep);
        },
        (count) => ({ action: 'user.password_change', resourceType: 'user', resourceId: user.id, detail: { email: user.email, sessions_ended: count } }),
        () => request.resolve('usersEvents').userUpdated(user, { changed: ['password'] }),
      );
      return { sessions_ended: ended };
    },
  });
}
