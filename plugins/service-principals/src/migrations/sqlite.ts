import type { Migration } from '@portcullis/core';

// SQLite: DATETIME columns hold epoch milliseconds (what the ORM writes).
export const sqliteMigrations: Migration[] = [
  {
    name: '0001_service_principals',
    up: [
      `CREATE TABLE service_principals (
        id VARCHAR(36) PRIMARY KEY,
        name VARCHAR(100) NOT NULL,
        role VARCHAR(16) NOT NULL,
        key_hash VARCHAR(64) NOT NULL,
        key_prefix VARCHAR(12) NOT NULL,
        expires_at DATETIME NULL,
        created_by VARCHAR(320) NOT NULL,
        created_at DATETIME NOT NULL,
        updated_at DATETIME NOT NULL,
        rotated_at DATETIME NULL,
        last_used_at DATETIME NULL
      )`,
      'CREATE UNIQUE INDEX service_principals_name ON service_principals (name)',
      'CREATE UNIQUE INDEX service_principals_key_hash ON service_principals (key_hash)',
    ],
  },
];
