import { defineExtensionPoint, type Actor, type ActorType, type Role } from '@portcullis/core';

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
 * Extra members of the `GET /api/auth/check` answer, for the login page: an OIDC plugin adds `oidc_providers`,
 * a passkey plugin `passkeys_enabled`. Contributions are merged over the defaults in plugin order.
 */
export interface AuthCheckContribution {
  id: string;
  fields(context: { actor: Actor | null }): Promise<Record<string, unknown>> | Record<string, unknown>;
}

export const authCheckFields = defineExtensionPoint<AuthCheckContribution>('users.auth-check');
