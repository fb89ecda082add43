import type { Migration, PluginMigrations } from '@portcullis/core';

function budgets(time: string): Migration {
  return {
    name: '0001_budgets',
    up: [
      `CREATE TABLE budgets (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        workspace VARCHAR(63) NOT NULL,
        sandbox VARCHAR(253) NOT NULL,
        limit_requests BIGINT NOT NULL,
        budget_window VARCHAR(16) NOT NULL,
        action VARCHAR(16) NOT NULL,
        exceeded_window VARCHAR(32) NULL,
        exceeded_at ${time} NULL,
        updated_by VARCHAR(320) NOT NULL,
        created_at ${time} NOT NULL,
        updated_at ${time} NOT NULL,
        version INTEGER NOT NULL
      )`,
      'CREATE UNIQUE INDEX budgets_sandbox ON budgets (gateway, workspace, sandbox)',
    ],
  };
}

// SQLite: DATETIME columns hold epoch milliseconds (what the ORM writes); PostgreSQL: TIMESTAMPTZ.
export const budgetsMigrations: PluginMigrations = { sqlite: [budgets('DATETIME')], postgresql: [budgets('TIMESTAMPTZ')] };
