// Who is calling. Roles are ranked; a route names the lowest role it accepts.

export const ROLES = ['viewer', 'operator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

export function highestRole(roles: Iterable<Role>): Role | null {
  let best: Role | null = null;
  for (const role of roles) if (best === null || roleRank(role) > roleRank(best)) best = role;
  return best;
}

export function roleAtLeast(role: Role | null, required: Role): boolean {
  return role !== null && roleRank(role) >= roleRank(required);
}

export type ActorType = 'user' | 'service_principal' | 'system';

export interface Actor {
  type: ActorType;
  /** Stable identifier (user id, principal id, or a system name). */
  id: string;
  /** What audit rows and events show: an email, a principal name, `local-dev`, `scheduler`. */
  name: string;
  /** Global role as the authenticator found it; per-gateway roles come from the role resolver. */
  role: Role;
  /** How the actor authenticated: `session`, `api_key`, `proxy`, `test`, `disabled-auth`, ... */
  method: string;
  /** Authenticator-specific facts (for example the session handle), never shown to clients. */
  attributes?: Record<string, unknown>;
}

/** One string per caller, stable across renames: `user:<id>`, `service_principal:<id>`, ... */
export function actorKey(actor: Actor): string {
  return `${actor.type}:${actor.id}`;
}

export const SYSTEM_ACTOR: Actor = { type: 'system', id: 'system', name: 'system', role: 'admin', method: 'system' };
