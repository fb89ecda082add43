import { type Actor, type ActorType, defineExtensionPoint, type Role } from '@portcullis/core';
import { z } from 'zod';

/** What the four tiers need to know about one actor besides its per-gateway overrides. */
export interface RoleFacts {
  /** The individual global role (tier three); null when the subject has none of its own. */
  globalRole: Role | null;
  /** Groups the subject belongs to, with their global roles (tier four); their gateway overrides are tier two. */
  groups: Array<{ id: string; role: Role | null }>;
}

/**
 * A kind of actor whose role the four-tier resolution decides. The users plugin registers `user`; the
 * service-principals plugin registers `service_principal` (no groups). Actors of a type nobody registered keep
 * the role their authenticator gave them.
 */
export interface RoleSubject {
  actorType: ActorType;
  /** `subject_type` of this kind's rows in the per-gateway override table (see the `gatewayRoles` service). */
  subjectType: string;
  /** Current facts, read on every request so that a change takes effect at once; null for an unknown subject. */
  facts(actor: Actor): Promise<RoleFacts | null>;
}

export const roleSubjects = defineExtensionPoint<RoleSubject>('users.role-subject');

/**
 * A way to log in besides the local password: OIDC, passkeys, proxy headers, or a third party's SAML or LDAP. The
 * method's plugin declares its own routes (or authenticator); through this point it tells the login page what it
 * offers, and it turns a proven identity into a session through the `logins` service, the one path every method
 * shares (the same svc_session cookie, the same lockout, the same audit rows and events).
 */
export interface LoginMethod {
  /** Names the method: the session's `method`, the `method` of `user.login` audit rows, `login_methods` in /check. */
  id: string;
  /**
   * Members this method adds to the `GET /api/auth/check` answer for the login page, for example
   * `{ passkeys_enabled: true }` or `{ oidc_providers: [...] }`. Merged over the defaults in plugin order.
   */
  advertise?(context: { actor: Actor | null }): Promise<Record<string, unknown>> | Record<string, unknown>;
}

export const loginMethods = defineExtensionPoint<LoginMethod>('users.login-method', {
  // The id lands in user_sessions.method (32 characters) and in audit action names (`<id>.create`).
  schema: z
    .object({ id: z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/, { error: 'must be 1-32 lower-case letters, digits, "-" or "_", starting with a letter' }) })
    .loose(),
});
