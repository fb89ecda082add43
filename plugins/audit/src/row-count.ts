import { defineEntity, p } from '@mikro-orm/core';

/**
 * The exact number of rows of audit_log in its one row (`id` 1), kept by triggers (migrations.ts): the unfiltered
 * total of a list, which counting would cost a scan of the table.
 */
export const AuditLogRowCount = defineEntity({
  name: 'AuditLogRowCount',
  tableName: 'audit_log_rows',
  properties: {
    id: p.integer().primary().autoincrement(false),
    count: p.bigint('number'),
  },
});
