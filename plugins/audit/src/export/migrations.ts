import type { DialectTypes, Migration } from '@portcullis/core';

/** The export lanes' cursors (export/cursor-entity.ts). */
export function exportCursorsMigration({ epochMs }: DialectTypes): Migration {
  return {
    name: '0003_export_cursors',
    up: [
      `CREATE TABLE audit_export_cursors (
        lane VARCHAR(63) PRIMARY KEY,
        position BIGINT NOT NULL,
        exported BIGINT NOT NULL,
        consecutive_failures INTEGER NOT NULL,
        last_error VARCHAR(1000) NULL,
        last_attempt_at ${epochMs} NULL,
        last_success_at ${epochMs} NULL,
        next_attempt_at ${epochMs} NULL
      )`,
    ],
  };
}
