import type { AccessControl, Database, DeclarableKind, DeclaredFields } from '@portcullis/core';
import { z } from 'zod';
import type { UserRecord } from '../entities/user.ts';
import { emailSchema } from '../schemas.ts';
import type { GatewayRoleChanges, RoleSubjectChange } from '../services/gateway-role-changes.ts';
import type { GatewayRoleService } from '../services/gateway-roles.ts';
import type { IdentityEvents } from '../services/identity-events.ts';
import { USER_SUBJECT, type UserDirectory } from '../services/user-directory.ts';
import { applyGatewayRoles, type GatewayRoleMap, gatewayRoleMapOf, gatewayRoleMapSchema } from './gateway-role-map.ts';
import { adminRefusal, noUser, unknownGatewayRefusal } from './refusals.ts';

// A user with no override is no object of the kind: declaring one with none would plan a create for ever.
const declaredRoles = z.strictObject({
  gateway_roles: gatewayRoleMapSchema
    .refine((roles) => Object.keys(roles).length > 0, { error: 'name at least one gateway; a user with none is left out (prune removes theirs)' })
    .describe('The role the user has on each named gateway, over their global role: { <gateway>: <role> }.'),
});

type DeclaredRoles = z.output<typeof declaredRoles>;

export interface UserGatewayRolesKindDeps {
  database: Database;
  access: AccessControl;
  users: UserDirectory;
  gatewayRoles: GatewayRoleService;
  gatewayRoleChanges: GatewayRoleChanges;
  events: IdentityEvents;
}

/**
 * Users' per-gateway roles as a fleet document declares them (core's `declarableKinds`), by email. Users themselves
 * are never created or deleted by a document: an object is only the user's overrides, set and removed through the
 * same service methods as PUT and DELETE /api/auth/users/{id}/gateway-roles/{gateway} (`user.gateway_role.*` audit
 * rows, `user.updated`). Applied after the gateways.
 */
export function userGatewayRolesKind(deps: UserGatewayRolesKindDeps): DeclarableKind {
  async function liveRoles(user: UserRecord): Promise<GatewayRoleMap> {
    return gatewayRoleMapOf(await deps.gatewayRoles.list(deps.database.fork(), USER_SUBJECT, user.id));
  }

  function subjectOf(user: UserRecord): RoleSubjectChange {
    return { subjectType: USER_SUBJECT, resourceType: 'user', id: user.id, label: user.email, announce: (change) => deps.events.userUpdated(user, change) };
  }

  return {
    kind: 'user_gateway_roles',
    description: "Users' per-gateway roles by email (users are not declared; prune removes only their gateway roles).",
    order: 41,
    name: emailSchema,
    fields: declaredRoles as unknown as z.ZodType<DeclaredFields>,
    secretFields: {},
    // The routes need an admin globally (the apply route's check) and on each gateway whose role changes (refusal).
    access: () => ({ role: 'admin', gateway: null }),
    async read() {
      const em = deps.database.fork();
      const declared: Record<string, DeclaredRoles> = {};
      const overrides = await deps.gatewayRoles.ofSubjectType(em, USER_SUBJECT);
      for (const user of await deps.users.findByIds(em, [...new Set(overrides.map((override) => override.subjectId))])) {
        declared[user.email] = { gateway_roles: gatewayRoleMapOf(overrides.filter((override) => override.subjectId === user.id)) };
      }
      return declared;
    },
    async refusal(change, declared) {
      const user = await deps.users.findByEmail(deps.database.fork(), change.name);
      if (!user) return noUser(change.name);
      const desired = (change.desired as DeclaredRoles | null)?.gateway_roles ?? {};
      const live = await liveRoles(user);
      const touched = [...new Set([...Object.keys(desired), ...Object.keys(live)])].filter((gateway) => desired[gateway] !== live[gateway]).sort();
      return (await adminRefusal(deps.access, touched)) ?? unknownGatewayRefusal(deps.gatewayRoles, Object.keys(desired), declared);
    },
    async apply(change) {
      const user = await deps.users.require(deps.database.fork(), change.name);
      const desired = (change.desired as DeclaredRoles | null)?.gateway_roles ?? {};
      await applyGatewayRoles(deps.gatewayRoleChanges, subjectOf(user), await liveRoles(user), desired);
    },
  };
}
