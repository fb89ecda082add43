import { type DialectTypes, dialectMigrations, type Migration, type PluginMigrations } from '@portcullis/core';

function leases({ epochMs }: DialectTypes): Migration {
  return {
    name: '0001_sandbox_leases',
    up: [
      `CREATE TABLE sandbox_leases (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        workspace VARCHAR(63) NOT NULL,
        sandbox VARCHAR(253) NOT NULL,
        action VARCHAR(16) NOT NULL,
        ttl_seconds INTEGER NOT NULL,
        expires_at ${epochMs} NOT NULL,
        renewals INTEGER NOT NULL,
        state VARCHAR(16) NOT NULL,
        source VARCHAR(16) NOT NULL,
        warned_at ${epochMs} NULL,
        claimed_by VARCHAR(64) NULL,
        claimed_at ${epochMs} NULL,
        attempts INTEGER NOT NULL,
        outcome VARCHAR(32) NULL,
        ended_at ${epochMs} NULL,
        updated_by VARCHAR(320) NOT NULL,
        created_at ${epochMs} NOT NULL,
        updated_at ${epochMs} NOT NULL
      )`,
      'CREATE UNIQUE INDEX sandbox_leases_sandbox ON sandbox_leases (gateway, workspace, sandbox)',
      'CREATE INDEX sandbox_leases_due ON sandbox_leases (state, expires_at)',
      `CREATE TABLE sandbox_lease_policies (
        gateway VARCHAR(253) PRIMARY KEY,
        default_ttl_seconds INTEGER NULL,
        max_ttl_seconds INTEGER NULL,
        default_action VARCHAR(16) NOT NULL,
        warn_before_seconds INTEGER NOT NULL,
        updated_by VARCHAR(320) NOT NULL,
        updated_at ${epochMs} NOT NULL
      )`,
    ],
  };
}

export const leasesMigrations: PluginMigrations = dialectMigrations((types) => [leases(types)]);
