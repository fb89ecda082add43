import { dialectMigrations, type PluginMigrations } from '@portcullis/core';

// Written once for both databases: types.timestamp is DATETIME holding epoch milliseconds (what the ORM writes) on
// SQLite and TIMESTAMPTZ on PostgreSQL, types.json is JSON text or JSONB.
// Foreign keys cascade on both databases (the kernel sets PRAGMA foreign_keys on SQLite), so deleting a user
// removes its sessions, invitations and memberships with it.
export const usersMigrations: PluginMigrations = dialectMigrations((types) => [
  {
    name: '0001_users',
    up: [
      `CREATE TABLE users (
        id VARCHAR(36) PRIMARY KEY,
        email VARCHAR(320) NOT NULL,
        display_name VARCHAR(200) NULL,
        role VARCHAR(16) NULL,
        status VARCHAR(16) NOT NULL,
        password_hash VARCHAR(255) NULL,
        oidc_provider VARCHAR(100) NULL,
        oidc_sub VARCHAR(255) NULL,
        created_at ${types.timestamp} NOT NULL,
        updated_at ${types.timestamp} NOT NULL,
        last_login_at ${types.timestamp} NULL
      )`,
      'CREATE UNIQUE INDEX users_email ON users (email)',
      'CREATE UNIQUE INDEX users_oidc_identity ON users (oidc_provider, oidc_sub)',
      `CREATE TABLE user_sessions (
        id VARCHAR(64) PRIMARY KEY,
        user_id VARCHAR(36) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        method VARCHAR(32) NOT NULL,
        created_at ${types.timestamp} NOT NULL,
        last_seen_at ${types.timestamp} NOT NULL,
        expires_at ${types.timestamp} NOT NULL,
        client_ip VARCHAR(64) NULL,
        user_agent VARCHAR(512) NULL
      )`,
      'CREATE INDEX user_sessions_user ON user_sessions (user_id)',
      'CREATE INDEX user_sessions_expires ON user_sessions (expires_at)',
      `CREATE TABLE user_invites (
        token_hash VARCHAR(64) PRIMARY KEY,
        user_id VARCHAR(36) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_by VARCHAR(320) NOT NULL,
        created_at ${types.timestamp} NOT NULL,
        expires_at ${types.timestamp} NOT NULL,
        used_at ${types.timestamp} NULL
      )`,
      'CREATE INDEX user_invites_user ON user_invites (user_id)',
      `CREATE TABLE login_throttle (
        email VARCHAR(320) PRIMARY KEY,
        failures INTEGER NOT NULL,
        last_failure_at ${types.timestamp} NOT NULL,
        locked_until ${types.timestamp} NULL
      )`,
    ],
  },
  {
    name: '0002_groups_and_gateway_roles',
    up: [
      `CREATE TABLE user_groups (
        id VARCHAR(36) PRIMARY KEY,
        name VARCHAR(100) NOT NULL,
        description TEXT NULL,
        role VARCHAR(16) NULL,
        created_at ${types.timestamp} NOT NULL,
        updated_at ${types.timestamp} NOT NULL
      )`,
      'CREATE UNIQUE INDEX user_groups_name ON user_groups (name)',
      `CREATE TABLE user_group_members (
        group_id VARCHAR(36) NOT NULL REFERENCES user_groups (id) ON DELETE CASCADE,
        user_id VARCHAR(36) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at ${types.timestamp} NOT NULL,
        PRIMARY KEY (group_id, user_id)
      )`,
      'CREATE INDEX user_group_members_user ON user_group_members (user_id)',
      `CREATE TABLE gateway_role_overrides (
        subject_type VARCHAR(32) NOT NULL,
        subject_id VARCHAR(36) NOT NULL,
        gateway VARCHAR(253) NOT NULL,
        role VARCHAR(16) NOT NULL,
        created_at ${types.timestamp} NOT NULL,
        updated_at ${types.timestamp} NOT NULL,
        PRIMARY KEY (subject_type, subject_id, gateway)
      )`,
      'CREATE INDEX gateway_role_overrides_gateway ON gateway_role_overrides (gateway)',
    ],
  },
  {
    // The per-address login window, kept in the database so that it holds across replicas and parallel attempts.
    name: '0003_login_address_attempts',
    up: [
      `CREATE TABLE login_address_attempts (
        id VARCHAR(36) PRIMARY KEY,
        address VARCHAR(64) NOT NULL,
        attempted_at ${types.timestamp} NOT NULL
      )`,
      'CREATE INDEX login_address_attempts_window ON login_address_attempts (address, attempted_at)',
    ],
  },
]);
