import { dialectMigrations, type PluginMigrations } from '@portcullis/core';

// Written once for both databases: types.timestamp is DATETIME holding epoch milliseconds (what the ORM writes) on
// SQLite and TIMESTAMPTZ on PostgreSQL, types.json is JSON text or JSONB.
export const sandboxesMigrations: PluginMigrations = dialectMigrations((types) => [
  {
    name: '0001_sandbox_metadata',
    up: [
      `CREATE TABLE sandbox_metadata (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        workspace VARCHAR(63) NOT NULL,
        name VARCHAR(253) NOT NULL,
        sandbox_id VARCHAR(128) NOT NULL,
        labels ${types.json} NOT NULL,
        description TEXT NULL,
        created_at ${types.timestamp} NOT NULL,
        updated_at ${types.timestamp} NOT NULL
      )`,
      'CREATE UNIQUE INDEX sandbox_metadata_key ON sandbox_metadata (gateway, workspace, name)',
    ],
  },
  {
    name: '0002_sandbox_ssh_sessions',
    up: [
      `CREATE TABLE sandbox_ssh_sessions (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        workspace VARCHAR(63) NOT NULL,
        sandbox VARCHAR(253) NOT NULL,
        sandbox_id VARCHAR(128) NOT NULL,
        token_hash VARCHAR(64) NOT NULL,
        token_sealed TEXT NOT NULL,
        created_by VARCHAR(320) NOT NULL,
        expires_at ${types.timestamp} NULL,
        created_at ${types.timestamp} NOT NULL
      )`,
      'CREATE INDEX sandbox_ssh_sessions_sandbox ON sandbox_ssh_sessions (gateway, workspace, sandbox)',
      'CREATE INDEX sandbox_ssh_sessions_token ON sandbox_ssh_sessions (token_hash)',
      'CREATE INDEX sandbox_ssh_sessions_expiry ON sandbox_ssh_sessions (expires_at)',
    ],
  },
  {
    name: '0003_sandbox_preset_rules',
    up: [
      `CREATE TABLE sandbox_preset_rules (
        name VARCHAR(253) PRIMARY KEY,
        gateways ${types.json} NOT NULL,
        sandboxes ${types.json} NOT NULL,
        presets ${types.json} NOT NULL,
        updated_by VARCHAR(320) NOT NULL,
        created_at ${types.timestamp} NOT NULL,
        updated_at ${types.timestamp} NOT NULL
      )`,
      `CREATE TABLE sandbox_preset_rule_applications (
        id VARCHAR(36) PRIMARY KEY,
        rule VARCHAR(253) NOT NULL,
        preset VARCHAR(63) NOT NULL,
        gateway VARCHAR(253) NOT NULL,
        workspace VARCHAR(63) NOT NULL,
        sandbox VARCHAR(253) NOT NULL,
        sandbox_id VARCHAR(128) NOT NULL,
        applied_at ${types.timestamp} NOT NULL,
        confirmed_at ${types.timestamp}
      )`,
      'CREATE UNIQUE INDEX sandbox_preset_rule_applications_key ON sandbox_preset_rule_applications (gateway, workspace, sandbox, sandbox_id, preset)',
      'CREATE INDEX sandbox_preset_rule_applications_rule ON sandbox_preset_rule_applications (rule)',
    ],
  },
]);
