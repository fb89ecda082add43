import { dialectMigrations, type PluginMigrations } from '@portcullis/core';

// Written once for both databases: types.timestamp is DATETIME holding epoch milliseconds (what the ORM writes) on
// SQLite and TIMESTAMPTZ on PostgreSQL, types.json is JSON text or JSONB.
export const servicePrincipalMigrations: PluginMigrations = dialectMigrations((types) => [
  {
    name: '0001_service_principals',
    up: [
      `CREATE TABLE service_principals (
        id VARCHAR(36) PRIMARY KEY,
        name VARCHAR(100) NOT NULL,
        role VARCHAR(16) NOT NULL,
        key_hash VARCHAR(64) NOT NULL,
        key_prefix VARCHAR(12) NOT NULL,
        expires_at ${types.timestamp} NULL,
        created_by VARCHAR(320) NOT NULL,
        created_at ${types.timestamp} NOT NULL,
        updated_at ${types.timestamp} NOT NULL,
        rotated_at ${types.timestamp} NULL,
        last_used_at ${types.timestamp} NULL
      )`,
      'CREATE UNIQUE INDEX service_principals_name ON service_principals (name)',
      'CREATE UNIQUE INDEX service_principals_key_hash ON service_principals (key_hash)',
    ],
  },
]);
