import type { Migration, PluginMigrations } from '@portcullis/core';

function killSwitches(types: { json: string; time: string }): Migration {
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
        engaged_at ${types.time} NOT NULL,
        engaged_actor VARCHAR(320) NOT NULL,
        worker VARCHAR(128) NULL,
        version INTEGER NOT NULL,
        updated_at ${types.time} NOT NULL
      )`,
      'CREATE UNIQUE INDEX kill_switches_sandbox ON kill_switches (gateway, workspace, sandbox)',
      'CREATE INDEX kill_switches_state ON kill_switches (state)',
    ],
  };
}

// SQLite: DATETIME columns hold epoch milliseconds (what the ORM writes), JSON is text; PostgreSQL: TIMESTAMPTZ, JSONB.
export const killSwitchMigrations: PluginMigrations = {
  sqlite: [killSwitches({ json: 'JSON', time: 'DATETIME' })],
  postgresql: [killSwitches({ json: 'JSONB', time: 'TIMESTAMPTZ' })],
};
