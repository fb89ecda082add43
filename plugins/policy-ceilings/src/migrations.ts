import type { Migration, PluginMigrations } from '@portcullis/core';

function ceilings(types: { json: string; time: string }): Migration {
  return {
    name: '0001_policy_ceilings',
    up: [
      `CREATE TABLE policy_ceilings (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        selector VARCHAR(512) NOT NULL,
        network_policies ${types.json} NOT NULL,
        version INTEGER NOT NULL,
        created_at ${types.time} NOT NULL,
        updated_at ${types.time} NOT NULL,
        updated_by VARCHAR(320) NOT NULL
      )`,
      'CREATE UNIQUE INDEX policy_ceilings_gateway_selector ON policy_ceilings (gateway, selector)',
    ],
  };
}

// SQLite: DATETIME columns hold epoch milliseconds (what the ORM writes), JSON is text; PostgreSQL: TIMESTAMPTZ, JSONB.
export const policyCeilingMigrations: PluginMigrations = {
  sqlite: [ceilings({ json: 'JSON', time: 'DATETIME' })],
  postgresql: [ceilings({ json: 'JSONB', time: 'TIMESTAMPTZ' })],
};
