import { defineEntity, p } from '@mikro-orm/core';

/**
 * Where an export lane stands in the audit log: `position` is the id of the last row the lane's receiver
 * acknowledged (0 before the first). Instants are epoch milliseconds, as in the other plugin tables.
 */
export const AuditExportCursor = defineEntity({
  name: 'AuditExportCursor',
  tableName: 'audit_export_cursors',
  properties: {
    lane: p.string().primary(),
    position: p.bigint('number'),
    /** Rows acknowledged so far (a redelivered batch counts again). */
    exported: p.bigint('number'),
    consecutiveFailures: p.integer(),
    lastError: p.string().nullable(),
    lastAttemptAt: p.bigint('number').nullable(),
    lastSuccessAt: p.bigint('number').nullable(),
    /** No attempt before this instant (the backoff after a failure), on whichever replica runs the export. */
    nextAttemptAt: p.bigint('number').nullable(),
  },
});

export type AuditExportCursorEntity = InstanceType<typeof AuditExportCursor.class>;
