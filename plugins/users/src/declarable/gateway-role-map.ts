import type { Role } from '@portcullis/core';
import { z } from 'zod';
import type { GatewayRoleRecord } from '../entities/gateway-role.ts';
import { gatewayNameSchema, roleSchema } from '../schemas.ts';
import type { GatewayRoleChanges, RoleSubjectChange } from '../services/gateway-role-changes.ts';

/** A subject's per-gateway roles as a document declares them: `{ <gateway>: <role> }`. */
export type GatewayRoleMap = Record<string, Role>;

export const gatewayRoleMapSchema = z.record(gatewayNameSchema, roleSchema);

export function gatewayRoleMapOf(records: readonly GatewayRoleRecord[]): GatewayRoleMap {
  return Object.fromEntries(records.map((record) => [record.gateway, record.role]));
}

/** Sets the roles that differ and removes those no longer declared, each an audited change of its own. */
export async function applyGatewayRoles(changes: GatewayRoleChanges, subject: RoleSubjectChange, live: GatewayRoleMap, desired: GatewayRoleMap): Promise<void> {
  for (const [gateway, role] of Object.entries(desired)) {
    if (live[gateway] !== role) await changes.set(subject, gateway, role);
  }
  for (const gateway of Object.keys(live)) {
    if (!(gateway in desired)) await changes.remove(subject, gateway);
  }
}
