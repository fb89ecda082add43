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
    /** Write-ahead rows of an upstream effect: `pending` on the intent, then `succeeded`, `failed` or `unknown`. */
    outcome: p.string().$type<AuditOutcome>().nullable(),
    /** On an outcome row: the id of its intent row. */
    intentId: p.bigint('number').nullable(),
    prevHash: p.string(),
    hash: p.string(),
    /** `sha256` (rows from before the chain was keyed) or `hmac-sha256:<key id>`. */
    hashAlg: p.string(),
  },
  indexes: [
    { name: 'audit_log_timestamp', properties: ['timestamp'] },
    { name: 'audit_log_action', properties: ['action'] },
    { name: 'audit_log_gateway', properties: ['gateway'] },
    { name: 'audit_log_intent', properties: ['intentId'] },
  ],
});

export type AuditOutcome = 'pending' | 'succeeded' | 'failed' | 'unknown';

export type AuditEntryRecord = InstanceType<typeof AuditEntry.class>;

/** An upstream effect's intent whose outcome is not written yet, and the process that owns it (docs/plugins.md). */
export const AuditOpenIntent = defineEntity({
  name: 'AuditOpenIntent',
  tableName: 'audit_open_intents',
  properties: {
    intentId: p.bigint('number').primary().autoincrement(false),
    owner: p.string(),
    /** Epoch milliseconds on both dialects. */
    createdAt: p.bigint('number'),
  },
});

/** The one row (id 1) of the retention period the append-only triggers of audit_log hold a purge to. */
export const AuditSettings = defineEntity({
  name: 'AuditSettings',
  tableName: 'audit_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    retentionDays: p.integer(),
  },
});

/**
 * The cutoff of the purge under way, which the append-only triggers of audit_log read: a row only inside the
 * purge's own transaction. The table has no key; the ORM needs one, and `cutoff` is the only column.
 */
export const AuditPurge = defineEntity({
  name: 'AuditPurge',
  tableName: 'audit_purge',
  properties: {
    cutoff: p.datetime().primary(),
  },
});
