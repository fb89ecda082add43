import { defineEntity, p } from '@mikro-orm/core';
import type { Role } from '@portcullis/core';

/**
 * A per-gateway role override for one subject: a user, a group, or a subject kind another plugin registers
 * (service principals). One table for every kind keeps the four-tier resolution in one query.
 */
export const GatewayRole = defineEntity({
  name: 'GatewayRole',
  tableName: 'gateway_role_overrides',
  properties: {
    subjectType: p.string().primary(),
    subjectId: p.string().primary(),
    gateway: p.string().primary(),
    role: p.string().$type<Role>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  indexes: [{ name: 'gateway_role_overrides_gateway', properties: ['gateway'] }],
});

export type GatewayRoleRecord = InstanceType<typeof GatewayRole.class>;
