import { isoTimestamp } from '@portcullis/core';
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

/** A raw row: SQLite gives epoch milliseconds and JSON text, PostgreSQL timestamp text, parsed JSON and BIGINT strings. */
export type AuditRow = Record<(typeof ENTRY_COLUMNS)[number], unknown>;

export function entryJson(row: AuditRow): AuditEntryJson {
  return {
    id: Number(row.id),
    timestamp: isoTimestamp(instantOf(row.timestamp)),
    actor: String(row.actor),
    actor_type: String(row.actor_type),
    action: String(row.action),
    resource_type: String(row.resource_type),
    resource_id: nullableText(row.resource_id),
    gateway: nullableText(row.gateway),
    detail: typeof row.detail === 'string' ? (JSON.parse(row.detail) as Record<string, unknown>) : ((row.detail ?? null) as Record<string, unknown> | null),
    client_ip: nullableText(row.client_ip),
    request_id: nullableText(row.request_id),
    outcome: nullableText(row.outcome) as AuditEntryJson['outcome'],
    intent_id: row.intent_id === null || row.intent_id === undefined ? null : Number(row.intent_id),
  };
}

function instantOf(value: unknown): Date {
  if (value instanceof Date) return value;
  return new Date(typeof value === 'string' && !/^\d+$/.test(value) ? value : Number(value));
}

function nullableText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
