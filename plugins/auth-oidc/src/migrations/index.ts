import { dialectMigrations, type PluginMigrations } from '@portcullis/core';

// Written once for both databases: types.timestamp is DATETIME holding epoch milliseconds (what the ORM writes) on
// SQLite and TIMESTAMPTZ on PostgreSQL, types.json is JSON text or JSONB.
export const oidcMigrations: PluginMigrations = dialectMigrations((types) => [
  {
    name: '0001_oidc_used_states',
    up: [
      `CREATE TABLE oidc_used_states (state_hash VARCHAR(64) PRIMARY KEY, expires_at ${types.timestamp} NOT NULL)`,
      'CREATE INDEX oidc_used_states_expires ON oidc_used_states (expires_at)',
    ],
  },
]);
