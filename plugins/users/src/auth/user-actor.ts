import type { Actor, RoleResolver } from '@portcullis/core';
import type { UserRecord } from '../entities/user.ts';

/**
 * The actor for a user, whatever proved the identity (`session`, `proxy`, ...). `role` is the effective global
 * role (individual, else the best group role). An account with no global role at all (it only has per-gateway
 * overrides) shows `viewer` here, but the resolver answers null for it, so every global check refuses it: access
 * decisions always come from the resolver, never from this field.
 */
export async function userActor(user: UserRecord, method: string, resolver: RoleResolver, attributes: Record<string, unknown> = {}): Promise<Actor> {
  const actor: Actor = { type: 'user', id: user.id, name: user.email, role: user.role ?? 'viewer', method, attributes };
  actor.role = (await resolver.effectiveRole(actor, null)) ?? 'viewer';
  return actor;
}
