import type { Migration } from '@portcullis/core';

// SQLite: DATETIME columns hold epoch milliseconds (what the ORM writes).
export const sqliteMigrations: Migration[] = [
  {
    name: '0001_oidc_used_states',
    up: [
      'CREATE TABLE oidc_used_states (state_hash VARCHAR(64) PRIMARY KEY, expires_at DATETIME NOT NULL)',
      'CREATE INDEX oidc_used_states_expires ON oidc_used_states (expires_at)',
    ],
  },
];
