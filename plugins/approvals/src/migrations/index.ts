import { type DialectTypes, dialectMigrations, type PluginMigrations } from '@portcullis/core';

const table = ({ timestamp, json }: DialectTypes) => `CREATE TABLE approval_chunks (
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

// Timestamps as the ORM writes them (DATETIME or TIMESTAMPTZ), JSON as text or JSONB: see DialectTypes.
export const approvalsMigrations: PluginMigrations = dialectMigrations((types) => [{ name: '0001_approval_chunks', up: [table(types), ...indexes] }]);
