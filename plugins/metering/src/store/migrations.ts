import type { Migration, PluginMigrations } from '@portcullis/core';

// Plain columns on both dialects (times as epoch milliseconds, the cursor's state as JSON text): the metering poll
// writes them with typed queries (entities.ts), one compare-and-swap or increment per statement.
const tables: Migration = {
  name: '0001_metering',
  up: [
    `CREATE TABLE metering_cursors (
      gateway VARCHAR(253) NOT NULL,
      sandbox_id VARCHAR(128) NOT NULL,
      workspace VARCHAR(63) NOT NULL,
      sandbox VARCHAR(253) NOT NULL,
      last_ms BIGINT NOT NULL,
      at_last TEXT NOT NULL,
      running INTEGER NOT NULL,
      version INTEGER NOT NULL,
      updated_at BIGINT NOT NULL,
      PRIMARY KEY (gateway, sandbox_id)
    )`,
    `CREATE TABLE metering_counters (
      gateway VARCHAR(253) NOT NULL,
      workspace VARCHAR(63) NOT NULL,
      sandbox VARCHAR(253) NOT NULL,
      day VARCHAR(10) NOT NULL,
      requests BIGINT NOT NULL,
      PRIMARY KEY (gateway, workspace, sandbox, day)
    )`,
    'CREATE INDEX metering_counters_day ON metering_counters (day)',
    'CREATE TABLE metering_state (name VARCHAR(64) PRIMARY KEY, value BIGINT NOT NULL)',
  ],
};

export const meteringMigrations: PluginMigrations = { sqlite: [tables], postgresql: [tables] };
