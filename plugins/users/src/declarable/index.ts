import { declarableKinds, type PluginApi, type ResolveService, type ServiceMap } from '@portcullis/core';
import type { UsersConfig } from '../config.ts';
import { gatewayRoleChangesRef } from '../services/gateway-role-changes.ts';
import { type GroupsKindDeps, groupsKind } from './groups.ts';
import { userGatewayRolesKind } from './user-gateway-roles.ts';

const kindDeps = (s: ServiceMap, resolve: ResolveService): GroupsKindDeps => ({
  database: s.database,
  access: s.access,
  users: s.users,
  groups: s.groups,
  gatewayRoles: s.gatewayRoles,
  groupChanges: s.groupChanges,
  gatewayRoleChanges: resolve(gatewayRoleChangesRef),
  events: s.usersEvents,
});

/** Groups and users' per-gateway roles as kinds of the fleet document (docs/fleet-config.md). */
export function identityKinds(api: PluginApi<UsersConfig>): void {
  api.contributeWith(declarableKinds, (s, resolve) => groupsKind(kindDeps(s, resolve)));
  api.contributeWith(declarableKinds, (s, resolve) => userGatewayRolesKind(kindDeps(s, resolve)));
}
