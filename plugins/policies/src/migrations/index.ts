import type { PluginMigrations } from '@portcullis/core';

export const policiesMigrations: PluginMigrations = {
  sqlite: [{
    name: '0001_policy_pins',
    up: [
      `CREATE TABLE policy_pins (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        sandbox VARCHAR(63) NOT NULL,
        reason TEXT NOT NULL,
        pinned_by VARCHAR(320) NOT NULL,
        pinned_at DATETIME NOT NULL,
        pinned_version INTEGER NULL,
        expires_at DATETIME NULL,
        UNIQUE (gateway, sandbox)
      )`,
      'CREATE INDEX policy_pins_expires ON policy_pins (expires_at)',
    ],
  }],
  postgresql: [{
    name: '0001_policy_pins',
    up: [
      `CREATE TABLE policy_pins (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        sandbox VARCHAR(63) NOT NULL,
        reason TEXT NOT NULL,
        pinned_by VARCHAR(320) NOT NULL,
        pinned_at TIMESTAMPTZ NOT NULL,
        pinned_version INTEGER NULL,
        expires_at TIMESTAMPTZ NULL,
        UNIQUE (gateway, sandbox)
      )`,
      'CREATE INDEX policy_pins_expires ON policy_pins (expires_at)',
    ],
  }],
};
