import { dialectMigrations, type PluginMigrations } from '@portcullis/core';

// Written once for both databases: types.timestamp is DATETIME holding epoch milliseconds (what the ORM writes) on
// SQLite and TIMESTAMPTZ on PostgreSQL, types.json is JSON text or JSONB.
// A passkey goes with its account (the users table is the users plugin's, which this plugin depends on).
export const passkeysMigrations: PluginMigrations = dialectMigrations((types) => [
  {
    name: '0001_passkeys',
    up: [
      `CREATE TABLE passkey_credentials (
        id VARCHAR(1400) PRIMARY KEY,
        user_id VARCHAR(36) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name VARCHAR(100) NOT NULL,
        public_key TEXT NOT NULL,
        counter BIGINT NOT NULL,
        transports VARCHAR(200) NULL,
        device_type VARCHAR(32) NOT NULL,
        backed_up BOOLEAN NOT NULL,
        created_at ${types.timestamp} NOT NULL,
        last_used_at ${types.timestamp} NULL
      )`,
      'CREATE INDEX passkey_credentials_user ON passkey_credentials (user_id)',
      `CREATE TABLE passkey_challenges (
        challenge_hash VARCHAR(64) PRIMARY KEY,
        purpose VARCHAR(16) NOT NULL,
        user_id VARCHAR(36) NULL,
        expires_at ${types.timestamp} NOT NULL
      )`,
      'CREATE INDEX passkey_challenges_expires ON passkey_challenges (expires_at)',
    ],
  },
]);
