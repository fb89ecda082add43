import type { PluginMigrations } from '@portcullis/core';

const table = (timestamp: string, json: string) => `CREATE TABLE approval_chunks (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        workspace VARCHAR(63) NOT NULL,
        sandbox VARCHAR(63) NOT NULL,
        chunk_id VARCHAR(128) NOT NULL,
        snapshot ${json} NOT NULL,
        upstream_status VARCHAR(16) NOT NULL,
        override VARCHAR(16) NULL,
        override_at ${timestamp} NULL,
        hit_count INTEGER NOT NULL,
        notified_hit_count INTEGER NOT NULL,
        notified_at ${timestamp} NULL,
        first_seen ${timestamp} NULL,
        last_seen ${timestamp} NULL,
        created_at ${timestamp} NOT NULL,
        updated_at ${timestamp} NOT NULL
      )`;

const indexes = [
  'CREATE UNIQUE INDEX approval_chunks_key ON approval_chunks (gateway, workspace, sandbox, chunk_id)',
  // Gateway-level paths find a chunk's sandbox by id.
  'CREATE INDEX approval_chunks_chunk ON approval_chunks (gateway, chunk_id)',
];

// SQLite: DATETIME columns hold what the ORM writes (epoch milliseconds), JSON is text. PostgreSQL: TIMESTAMPTZ, JSONB.
export const approvalsMigrations: PluginMigrations = {
  sqlite: [{ name: '0001_approval_chunks', up: [table('DATETIME', 'JSON'), ...indexes] }],
  postgresql: [{ name: '0001_approval_chunks', up: [table('TIMESTAMPTZ', 'JSONB'), ...indexes] }],
};
