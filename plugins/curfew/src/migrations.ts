import type { Migration, PluginMigrations } from '@portcullis/core';

function curfews(time: string, bool: string): Migration {
  return {
    name: '0001_curfews',
    up: [
      `CREATE TABLE curfews (
      gateway VARCHAR(253) PRIMARY KEY,
      enabled ${bool} NOT NULL,
      start_minute INTEGER NOT NULL,
      end_minute INTEGER NOT NULL,
      timezone VARCHAR(64) NOT NULL,
      updated_by VARCHAR(320) NOT NULL,
      updated_at ${time} NOT NULL
    )`,
    ],
  };
}

// SQLite: booleans are integers and DATETIME holds epoch milliseconds (what the ORM writes).
export const curfewMigrations: PluginMigrations = { sqlite: [curfews('DATETIME', 'INTEGER')], postgresql: [curfews('TIMESTAMPTZ', 'BOOLEAN')] };
