import { dialectMigrations, type PluginMigrations } from '@portcullis/core';
import { exportCursorsMigration } from './export/migrations.ts';

// Indexes and a row count for reading the audit log (the kernel owns the table and writes it).
//
// Lists are newest first (timestamp, then id) and every filter is an equality or a time range, so each filter gets
// an index that starts with it and continues in list order: a page is a short walk down one index however large
// the table, and so is the count of a filtered list. SQLite appends the rowid (the id) to every index by itself.
// The unfiltered total would cost a scan of the table on PostgreSQL (80 ms for a million rows), so triggers keep an
// exact count in audit_log_rows.

const sqlite = [
  {
    name: '0001_query_indexes',
    up: [
      'CREATE INDEX audit_log_actor_time ON audit_log (actor, timestamp)',
      'CREATE INDEX audit_log_action_time ON audit_log (action, timestamp)',
      'CREATE INDEX audit_log_gateway_time ON audit_log (gateway, timestamp)',
      'CREATE INDEX audit_log_resource_time ON audit_log (resource_type, resource_id, timestamp)',
    ],
  },
  {
    name: '0002_row_count',
    up: [
      'CREATE TABLE audit_log_rows (id INTEGER PRIMARY KEY CHECK (id = 1), count INTEGER NOT NULL)',
      'INSERT INTO audit_log_rows (id, count) SELECT 1, COUNT(*) FROM audit_log',
      'CREATE TRIGGER audit_log_rows_insert AFTER INSERT ON audit_log BEGIN UPDATE audit_log_rows SET count = count + 1 WHERE id = 1; END',
      'CREATE TRIGGER audit_log_rows_delete AFTER DELETE ON audit_log BEGIN UPDATE audit_log_rows SET count = count - 1 WHERE id = 1; END',
    ],
  },
];

const postgresql = [
  {
    name: '0001_query_indexes',
    up: [
      'CREATE INDEX audit_log_time_id ON audit_log (timestamp, id)',
      'CREATE INDEX audit_log_actor_time ON audit_log (actor, timestamp, id)',
      'CREATE INDEX audit_log_action_time ON audit_log (action, timestamp, id)',
      'CREATE INDEX audit_log_gateway_time ON audit_log (gateway, timestamp, id)',
      'CREATE INDEX audit_log_resource_time ON audit_log (resource_type, resource_id, timestamp, id)',
    ],
  },
  {
    // Statement triggers with transition tables: a purge of many rows updates the count once.
    name: '0002_row_count',
    up: [
      'CREATE TABLE audit_log_rows (id INTEGER PRIMARY KEY CHECK (id = 1), count BIGINT NOT NULL)',
      'INSERT INTO audit_log_rows (id, count) SELECT 1, COUNT(*) FROM audit_log',
      `CREATE FUNCTION audit_log_rows_added() RETURNS trigger AS $$
        BEGIN UPDATE audit_log_rows SET count = count + (SELECT COUNT(*) FROM added) WHERE id = 1; RETURN NULL; END
      $$ LANGUAGE plpgsql`,
      `CREATE FUNCTION audit_log_rows_removed() RETURNS trigger AS $$
        BEGIN UPDATE audit_log_rows SET count = count - (SELECT COUNT(*) FROM removed) WHERE id = 1; RETURN NULL; END
      $$ LANGUAGE plpgsql`,
      `CREATE TRIGGER audit_log_rows_insert AFTER INSERT ON audit_log REFERENCING NEW TABLE AS added
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_rows_added()`,
      `CREATE TRIGGER audit_log_rows_delete AFTER DELETE ON audit_log REFERENCING OLD TABLE AS removed
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_rows_removed()`,
    ],
  },
];

const exportCursors = dialectMigrations((types) => [exportCursorsMigration(types)]);

export const auditMigrations: PluginMigrations = {
  sqlite: [...sqlite, ...exportCursors.sqlite],
  postgresql: [...postgresql, ...exportCursors.postgresql],
};
