import { type DialectTypes, dialectMigrations, type PluginMigrations } from '@portcullis/core';

/** What each preset application added to a sandbox's policy (presets/application-entity.ts). */
const presetApplications = ({ timestamp, json }: DialectTypes) => `CREATE TABLE policy_preset_applications (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        workspace VARCHAR(63) NOT NULL,
        sandbox VARCHAR(63) NOT NULL,
        sandbox_id VARCHAR(128) NOT NULL,
        preset VARCHAR(63) NOT NULL,
        contributions ${json} NOT NULL,
        version INTEGER NOT NULL,
        applied_by VARCHAR(320) NOT NULL,
        applied_at ${timestamp} NOT NULL,
        UNIQUE (gateway, workspace, sandbox, preset)
      )`;

// Timestamps as the ORM writes them (DATETIME or TIMESTAMPTZ), JSON as text or JSONB: see DialectTypes.
export const policiesMigrations: PluginMigrations = dialectMigrations((types) => [
  {
    name: '0001_policy_pins',
    up: [
      `CREATE TABLE policy_pins (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        sandbox VARCHAR(63) NOT NULL,
        reason TEXT NOT NULL,
        pinned_by VARCHAR(320) NOT NULL,
        pinned_at ${types.timestamp} NOT NULL,
        pinned_version INTEGER NULL,
        expires_at ${types.timestamp} NULL,
        UNIQUE (gateway, sandbox)
      )`,
      'CREATE INDEX policy_pins_expires ON policy_pins (expires_at)',
    ],
  },
  {
    name: '0002_policy_preset_applications',
    up: [presetApplications(types)],
  },
]);
