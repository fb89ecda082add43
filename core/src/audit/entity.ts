import { defineEntity, p } from '@mikro-orm/core';

export const AuditEntry = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_log',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    timestamp: p.datetime(),
    actor: p.string(),
    actorType: p.string(),
    action: p.string(),
    resourceType: p.string(),
    resourceId: p.string().nullable(),
    gateway: p.string().nullable(),
    detail: p.json<Record<string, unknown>>().nullable(),
    clientIp: p.string().nullable(),
    requestId: p.string().nullable(),
    prevHash: p.string(),
    hash: p.string(),
  },
});

export type AuditEntryRecord = InstanceType<typeof AuditEntry.class>;
