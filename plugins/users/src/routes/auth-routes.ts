import { type PluginApi, problems, type RouteRequest } from '@portcullis/core';
import { z } from 'zod';
import { originOf, refuseCrossSiteBrowser } from '../auth/origin.ts';
import type { UsersConfig } from '../config.ts';
import type { UserRecord } from '../entities/user.ts';
import { credentialsBody, loginBody, loginResponse, roleSchema } from '../schemas.ts';
import { ANONYMOUS } from '../services/logins.ts';
import { audited } from './audited.ts';

type AnyRequest = RouteRequest<unknown, unknown, unknown>;

const acceptInviteBody = z.object({
  token: z.string({ error: 'must be a string' }).min(1, { error: 'is required' }).max(512),
  password: z.string({ error: 'must be a string' }).max(4096, { error: 'must be at most 128 characters long' }),
});

// Loose: each login method adds what it offers (docs/decisions.md §6 names `oidc_providers` and `passkeys_enabled`).
const checkResponse = z.looseObject({
  authenticated: z.boolean(),
  user: z.object({ id: z.string(), email: z.string().nullable(), name: z.string(), type: z.string(), method: z.string() }).nullable(),
  role: roleSchema.nullable(),
  /**
   * Gateways on which a grant puts the caller below their global role (docs/roles.md): what reaches every gateway
   * at once (identities, webhooks, backups) is refused while this is not empty.
   */
  demoted_on: z.array(z.string()),
  gateway_roles: z.record(z.string(), roleSchema).meta({
    description:
      "The caller's effective role on each gateway where a per-gateway grant (its own or a group's) makes it differ from `role`, upwards or downwards; every gateway not named here has `role` (docs/roles.md).",
  }),
  needs_setup: z.boolean(),
  registration_enabled: z.boolean(),
  login_methods: z.array(z.string()),
  oidc_providers: z.array(z.unknown()),
  passkeys_enabled: z.boolean(),
});

/** The answer of every endpoint that logs someone in: `{"email", "role"}`, once the login has committed. */
async function loginAnswer(request: AnyRequest, user: UserRecord) {
  return { email: user.email, role: await request.resolve('logins').globalRole(user) };
}

/** Setup, login, logout, check, register and accept-invite: the endpoints a browser uses before it has a role. */
export function authRoutes(api: PluginApi<UsersConfig>): void {
  const publicOrigin = originOf(api.kernelConfig.public_url);
  const sameSiteOnly = (request: AnyRequest) => refuseCrossSiteBrowser(request.headers, publicOrigin);

  api.route({
    method: 'POST',
    path: '/api/auth/setup',
    access: 'public',
    tags: ['auth'],
    status: 201,
    summary: 'Create the first admin and log in (first run only: 409 once any user exists).',
    body: credentialsBody,
    response: loginResponse,
    guards: [sameSiteOnly],
    problems: [403],
    handler: (request) =>
      audited(
        request,
        async (em) => {
          await request.resolve('database').lock(em, 'users.setup');
          const users = request.resolve('users');
          if ((await users.count(em)) > 0) throw problems.conflict('ALREADY_SET_UP', 'Setup is already done; log in, or ask an admin to invite you.');
          const user = await users.create(em, {
            email: request.body.email,
            role: 'admin',
            password: request.body.password,
            displayName: request.body.display_name ?? null,
          });
          await request.resolve('sessions').open(request.ctx, em, user, 'password');
          return user;
        },
        (user) => ({
          action: 'user.setup',
          resourceType: 'user',
          resourceId: user.id,
          actor: { name: user.email, type: 'user' },
          detail: { email: user.email, role: 'admin' },
        }),
        (user) => request.resolve('usersEvents').userCreated(user, 'setup', user.email),
      ).then((user) => loginAnswer(request, user)),
  });

  api.route({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    tags: ['auth'],
    summary: 'Log in with email and password; sets the svc_session cookie.',
    description: `Failed logins are limited per client address (429 RATE_LIMITED) and per account (429 ACCOUNT_LOCKED with Retry-After after ${api.config.lockout_threshold} failures in a row, for ${api.config.lockout_seconds} s).`,
    body: loginBody,
    response: loginResponse,
    guards: [sameSiteOnly],
    problems: [403],
    handler: (request) => login(request, request.body),
  });

  api.route({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    tags: ['auth'],
    summary: 'End the current session (server-side) and clear the cookie. Answers 204 even without a session.',
    handler: async (request) => {
      const closed = await request.resolve('sessions').close(request.ctx);
      if (closed && request.actor) {
        const actor = request.actor;
        await request.audit({ action: 'user.logout', resourceType: 'user', resourceId: actor.id, detail: { email: actor.name } }, async (em) => {
          const user = await request.resolve('users').findById(em, actor.id);
          // Streams opened with the session end with it, on every replica (this event tells them).
          if (user) request.resolve('usersEvents').sessionEnded(user);
        });
      }
      return undefined;
    },
  });

  api.route({
    method: 'GET',
    path: '/api/auth/check',
    access: 'public',
    tags: ['auth'],
    summary: 'Who is calling (session or key), with what global role, and what the login page should offer.',
    description:
      '`gateway_roles` maps each gateway where the caller\'s effective role differs from its global `role` to that role (`{"prod-eu": "viewer"}`); a caller with no global role finds there every gateway it has a role on. `login_methods` names every way to log in here (`password` and each enabled login method); each method adds what its login button needs (`oidc_providers`, `passkeys_enabled`, ...). Without the method, its member says it is not offered.',
    response: checkResponse,
    handler: async (request) => {
      const em = request.em;
      const users = request.resolve('users');
      const actor = request.actor;
      const record = actor?.type === 'user' ? await users.findById(em, actor.id) : null;
      const methods = request.resolve('usersExtensions').loginMethods;
      let answer: z.output<typeof checkResponse> = {
        authenticated: actor !== null,
        user: actor ? { id: actor.id, email: record?.email ?? null, name: actor.name, type: actor.type, method: actor.method } : null,
        role: request.role,
        demoted_on: actor && request.role ? await request.resolve('access').gatewaysBelow(actor, request.role) : [],
        gateway_roles: actor ? await request.resolve('access').rolesDifferingFrom(actor, request.role) : {},
        needs_setup: (await users.count(em)) === 0,
        registration_enabled: api.config.registration_enabled,
        login_methods: ['password', ...methods.map((method) => method.id)],
        // What the spec's login page reads when no login method offers these.
        oidc_providers: [],
        passkeys_enabled: false,
      };
      for (const method of methods) {
        if (method.advertise) answer = { ...answer, ...(await method.advertise({ actor })) };
      }
      return answer;
    },
  });

  api.route({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    tags: ['auth'],
    status: 201,
    summary: 'Create an account as a viewer and log in (only when SERVICE_AUTH_REGISTRATION_ENABLED=true).',
    body: credentialsBody,
    response: loginResponse,
    problems: [403],
    guards: [
      sameSiteOnly,
      () => {
        if (!api.config.registration_enabled)
          throw problems.forbidden('Self-registration is turned off here; ask an admin for an invitation.', 'REGISTRATION_DISABLED');
      },
    ],
    handler: (request) =>
      audited(
        request,
        async (em) => {
          const users = request.resolve('users');
          // Otherwise the first account would be a viewer and nobody could ever become an admin.
          if ((await users.count(em)) === 0) throw problems.conflict('SETUP_REQUIRED', 'Create the first admin with POST /api/auth/setup first.');
          const user = await users.create(em, {
            email: request.body.email,
            role: 'viewer',
            password: request.body.password,
            displayName: request.body.display_name ?? null,
          });
          await request.resolve('sessions').open(request.ctx, em, user, 'password');
          return user;
        },
        (user) => ({
          action: 'user.register',
          resourceType: 'user',
          resourceId: user.id,
          actor: { name: user.email, type: 'user' },
          detail: { email: user.email, role: 'viewer' },
        }),
        (user) => request.resolve('usersEvents').userCreated(user, 'register', user.email),
      ).then((user) => loginAnswer(request, user)),
  });

  api.route({
    method: 'POST',
    path: '/api/auth/accept-invite',
    access: 'public',
    tags: ['auth'],
    summary: 'Accept an invitation: set the first password (once) and log in. 400 INVALID_INVITE for a used, expired or unknown token.',
    body: acceptInviteBody,
    response: loginResponse,
    guards: [sameSiteOnly],
    problems: [403],
    handler: async (request) => {
      const user = await audited(
        request,
        async (em) => {
          const user = await request.resolve('usersInvites').redeem(em, request.body.token);
          // A password that breaks the rules throws here and rolls back: the invitation stays usable.
          await request.resolve('users').setPassword(em, user, request.body.password);
          await request.resolve('sessions').open(request.ctx, em, user, 'password');
          return user;
        },
        (user) => ({
          action: 'user.invite_accept',
          resourceType: 'user',
          resourceId: user.id,
          actor: { name: user.email, type: 'user' },
          detail: { email: user.email },
        }),
        (user) =>
          request
            .resolve('usersEvents')
            .userUpdated(user, { changed: ['status', 'password'], before: { status: 'invited' }, after: { status: 'active' } }, user.email),
      );
      return loginAnswer(request, user);
    },
  });
}

type FailureReason = 'unknown_email' | 'wrong_password' | 'no_password' | 'inactive';

function failureReason(user: UserRecord | null): FailureReason {
  if (!user) return 'unknown_email';
  if (user.status !== 'active') return 'inactive';
  return user.passwordHash ? 'wrong_password' : 'no_password';
}

/**
 * The password login. Order matters: the attempt first takes its slot under the address limit and the account
 * lock (counted as a failure, before any password work, so parallel attempts cannot outrun the limits); an unknown
 * email costs a full hash like a known one; every failure is counted and audited; a success gives its slot back.
 */
async function login(request: AnyRequest, body: { email: string; password: string }) {
  const guard = request.resolve('usersLoginGuard');
  const users = request.resolve('users');
  const { email, password } = body;
  const admission = await guard.admit(email, request.clientIp);
  if (admission.outcome !== 'admitted') {
    if (admission.outcome === 'locked') {
      await request.audit({
        action: 'user.login_failed',
        resourceType: 'user',
        actor: ANONYMOUS,
        detail: { email, method: 'password', reason: 'account_locked' },
      });
    }
    throw guard.problemFor(admission);
  }
  const { ticket } = admission;
  const user = await users.findByEmail(request.em, email);
  if (!(await users.verifyPassword(user, password)) || !user) {
    guard.failed();
    await request.audit({
      action: 'user.login_failed',
      resourceType: 'user',
      resourceId: user?.id ?? null,
      actor: ANONYMOUS,
      detail: { email, method: 'password', reason: failureReason(user) },
    });
    throw problems.unauthenticated('The email or the password is wrong.');
  }
  const { role } = await request.resolve('logins').signInWithPassword(request, user, { ticket, password });
  return { email: user.email, role };
}
