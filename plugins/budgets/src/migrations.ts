import { type DialectTypes, dialectMigrations, type Migration, type PluginMigrations } from '@portcullis/core';

function budgets({ timestamp }: DialectTypes): Migration {
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
        exceeded_at ${timestamp} NULL,
        updated_by VARCHAR(320) NOT NULL,
        created_at ${timestamp} NOT NULL,
        updated_at ${timestamp} NOT NULL,
        version INTEGER NOT NULL
      )`,
      'CREATE UNIQUE INDEX budgets_sandbox ON budgets (gateway, workspace, sandbox)',
    ],
  };
}

function budgetRules({ timestamp, json }: DialectTypes): Migration {
  return {
    name: '0002_budget_rules',
    up: [
      `CREATE TABLE budget_rules (
        name VARCHAR(253) PRIMARY KEY,
        gateways ${json} NOT NULL,
        sandboxes ${json} NOT NULL,
        limit_requests BIGINT NOT NULL,
        budget_window VARCHAR(16) NOT NULL,
        action VARCHAR(16) NOT NULL,
        updated_by VARCHAR(320) NOT NULL,
        created_at ${timestamp} NOT NULL,
        updated_at ${timestamp} NOT NULL
      )`,
      `CREATE TABLE budget_rule_marks (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        workspace VARCHAR(63) NOT NULL,
        sandbox VARCHAR(253) NOT NULL,
        rule VARCHAR(253) NOT NULL,
        exceeded_window VARCHAR(32) NOT NULL,
        exceeded_at ${timestamp} NOT NULL
      )`,
      'CREATE UNIQUE INDEX budget_rule_marks_sandbox ON budget_rule_marks (gateway, workspace, sandbox)',
    ],
  };
}

// Timestamps as the ORM writes them: DATETIME holding epoch milliseconds on SQLite, TIMESTAMPTZ on PostgreSQL.
export const budgetsMigrations: PluginMigrations = dialectMigrations((types) => [budgets(types), budgetRules(types)]);
