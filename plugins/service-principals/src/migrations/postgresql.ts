import type { Migration } from '@portcullis/core';

// PostgreSQL: timestamps are TIMESTAMPTZ.
export const postgresqlMigrations: Migration[] = [
  {
    name: '0001_service_principals',
    up: [
      `CREATE TABLE service_principals (
        id VARCHAR(36) PRIMARY KEY,
        name VARCHAR(100) NOT NULL,
        role VARCHAR(16) NOT NULL,
        key_hash VARCHAR(64) NOT NULL,
        key_prefix VARCHAR(12) NOT NULL,
        expires_at TIMESTAMPTZ NULL,
        created_by VARCHAR(320) NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL,
        rotated_at TIMESTAMPTZ NULL,
        last_used_at TIMESTAMPTZ NULL
      )`,
      'CREATE UNIQUE INDEX service_principals_name ON service_principals (name)',
      'CREATE UNIQUE INDEX service_principals_key_hash ON service_principals (key_hash)',
    ],
  },
];
