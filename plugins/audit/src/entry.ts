import { type AuditEntry, isoTimestamp } from '@portcullis/core';
import { z } from 'zod';

// An audit entry as clients see it: docs/decisions.md §7's fields plus the write-ahead pair (`outcome` of an upstream
// effect, and on an outcome row the `intent_id` of its intent row).

export const auditEntrySchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  actor: z.string(),
  actor_type: z.string(),
  action: z.string(),
  resource_type: z.string(),
  resource_id: z.string().nullable(),
  gateway: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  client_ip: z.string().nullable(),
  request_id: z.string().nullable(),
  outcome: z.enum(['pending', 'succeeded', 'failed', 'unknown']).nullable(),
  intent_id: z.number().int().nullable(),
});

export type AuditEntryJson = z.output<typeof auditEntrySchema>;

/** The columns, in the order of the JSON fields and the CSV header. */
export const ENTRY_COLUMNS = [
  'id',
  'timestamp',
  'actor',
  'actor_type',
  'action',
  'resource_type',
  'resource_id',
  'gateway',
  'detail',
  'client_ip',
  'request_id',
  'outcome',
  'intent_id',
] as const;

/** The entity properties of those columns, in the same order (what a typed query selects). */
export const ENTRY_PROPERTIES = [
  'id',
  'timestamp',
  'actor',
  'actorType',
  'action',
  'resourceType',
  'resourceId',
  'gateway',
  'detail',
  'clientIp',
  'requestId',
  'outcome',
  'intentId',
] as const;

/** An entry as a typed query reads it: entity values (a Date, parsed JSON, numeric ids). */
export type AuditEntryRow = Pick<InstanceType<typeof AuditEntry.class>, (typeof ENTRY_PROPERTIES)[number]>;

export function entryJson(row: AuditEntryRow): AuditEntryJson {
  return {
    id: row.id,
    timestamp: isoTimestamp(row.timestamp),
    actor: row.actor,
    actor_type: row.actorType,
    action: row.action,
    resource_type: row.resourceType,
    resource_id: row.resourceId ?? null,
    gateway: row.gateway ?? null,
    detail: row.detail ?? null,
    client_ip: row.clientIp ?? null,
    request_id: row.requestId ?? null,
    outcome: row.outcome ?? null,
    intent_id: row.intentId ?? null,
  };
}
