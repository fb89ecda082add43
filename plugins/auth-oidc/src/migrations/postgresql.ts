import type { Migration } from '@portcullis/core';

export const postgresqlMigrations: Migration[] = [
  {
    name: '0001_oidc_used_states',
    up: [
      'CREATE TABLE oidc_used_states (state_hash VARCHAR(64) PRIMARY KEY, expires_at TIMESTAMPTZ NOT NULL)',
      'CREATE INDEX oidc_used_states_expires ON oidc_used_states (expires_at)',
    ],
  },
];
