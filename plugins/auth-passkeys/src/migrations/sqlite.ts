import type { Migration } from '@portcullis/core';

// SQLite: DATETIME columns hold epoch milliseconds (what the ORM writes). A passkey goes with its account (the
// users table is the users plugin's, which this plugin depends on).
export const sqliteMigrations: Migration[] = [
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
        created_at DATETIME NOT NULL,
        last_used_at DATETIME NULL
      )`,
      'CREATE INDEX passkey_credentials_user ON passkey_credentials (user_id)',
      `CREATE TABLE passkey_challenges (
        challenge_hash VARCHAR(64) PRIMARY KEY,
        purpose VARCHAR(16) NOT NULL,
        user_id VARCHAR(36) NULL,
        expires_at DATETIME NOT NULL
      )`,
      'CREATE INDEX passkey_challenges_expires ON passkey_challenges (expires_at)',
    ],
  },
];
