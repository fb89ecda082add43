import { defineEntity, p } from '@mikro-orm/core';
import type { Role } from '@portcullis/core';

/**
 * A non-human caller with an API key. Only a SHA-256 of the key is stored; `keyPrefix` (its first 12
 * characters) identifies it in lists without being usable.
 */
export const ServicePrincipal = defineEntity({
  name: 'ServicePrincipal',
  tableName: 'service_principals',
  properties: {
    id: p.string().primary(),
    name: p.string(),
    role: p.string().$type<Role>(),
    keyHash: p.string(),
    keyPrefix: p.string(),
    expiresAt: p.datetime().nullable(),
    createdBy: p.string(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    rotatedAt: p.datetime().nullable(),
    lastUsedAt: p.datetime().nullable(),
  },
  uniques: [
    { name: 'service_principals_name', properties: ['name'] },
    { name: 'service_principals_key_hash', properties: ['keyHash'] },
  ],
});

export type ServicePrincipalRecord = InstanceType<typeof ServicePrincipal.class>;
