import { type DialectTypes, dialectMigrations, type Migration, type PluginMigrations } from '@portcullis/core';

function killSwitches(types: DialectTypes): Migration {
  return {
    name: '0001_kill_switches',
    up: [
      `CREATE TABLE kill_switches (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        workspace VARCHAR(63) NOT NULL,
        sandbox VARCHAR(253) NOT NULL,
        state VARCHAR(16) NOT NULL,
        engaged_by VARCHAR(16) NOT NULL,
        holders ${types.json} NOT NULL,
        providers ${types.json} NULL,
        released_by VARCHAR(16) NULL,
        engaged_at ${types.timestamp} NOT NULL,
        engaged_actor VARCHAR(320) NOT NULL,
        worker VARCHAR(128) NULL,
        version INTEGER NOT NULL,
        updated_at ${types.timestamp} NOT NULL
      )`,
      'CREATE UNIQUE INDEX kill_switches_sandbox ON kill_switches (gateway, workspace, sandbox)',
      'CREATE INDEX kill_switches_state ON kill_switches (state)',
    ],
  };
}

/** Gateways of the 0.1 line confirm detaches with receipts: the switch keeps them, and why it could not confirm. */
function receipts(types: DialectTypes): Migration {
  return {
    name: '0002_kill_switch_receipts',
    up: [`ALTER TABLE kill_switches ADD COLUMN receipts ${types.json} NULL`, 'ALTER TABLE kill_switches ADD COLUMN failure VARCHAR(2000) NULL'],
  };
}

// Timestamps as the ORM writes them (DATETIME or TIMESTAMPTZ), JSON as text or JSONB: see DialectTypes.
export const killSwitchMigrations: PluginMigrations = dialectMigrations((types) => [killSwitches(types), receipts(types)]);
