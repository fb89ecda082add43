import type { EntityManager } from '@mikro-orm/core';
import { type AccessControl, currentContext, type DeclaredObjects, roleAtLeast } from '@portcullis/core';
import type { GatewayRoleService } from '../services/gateway-roles.ts';
import type { UserDirectory } from '../services/user-directory.ts';

// Rules a plan checks before a document changes who may do what: the same ones the routes apply.

/**
 * Why the caller may not hand out roles on these gateways (`every`: on every gateway, as the group routes need), or
 * null. Routes need the admin role globally and on the gateway; the apply route checks the global role.
 */
export async function adminRefusal(access: AccessControl, gateways: readonly string[] | 'every'): Promise<string | null> {
  const actor = currentContext()?.actor;
  if (!actor) return null;
  if (gateways === 'every') {
    const below = await access.gatewaysBelow(actor, 'admin');
    return below.length > 0 ? `needs the admin role on every gateway; you have less on ${below.join(', ')}` : null;
  }
  for (const gateway of gateways) {
    if (!roleAtLeast(await access.effectiveRole(actor, gateway), 'admin')) return `needs the admin role on gateway ${gateway}`;
  }
  return null;
}

/** Why a gateway named in roles does not exist: neither registered nor declared by the document (applied first). */
export async function unknownGatewayRefusal(gatewayRoles: GatewayRoleService, gateways: readonly string[], declared: DeclaredObjects): Promise<string | null> {
  for (const gateway of gateways) {
    if (!declared.gateways?.[gateway] && !(await gatewayRoles.gatewayExists(gateway))) return `no gateway named ${gateway}`;
  }
  return null;
}

/** Documents declare no users: a user they name must exist first. */
export function noUser(email: string): string {
  return `no user ${email}: users are not declared, create or invite them first`;
}

/** Why one of these emails names no user, or null. */
export async function unknownUserRefusal(users: UserDirectory, em: EntityManager, emails: readonly string[]): Promise<string | null> {
  for (const email of emails) {
    if (!(await users.findByEmail(em, email))) return noUser(email);
  }
  return null;
}
