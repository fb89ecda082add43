import { defineEntity, p } from '@mikro-orm/core';
import type { UsageWindow } from '@portcullis/plugin-metering';

export const ACTIONS = ['notify', 'detach'] as const;
export type BudgetAction = (typeof ACTIONS)[number];

/**
 * A request limit per sandbox (spec: Budget). Kept when the sandbox is deleted, like its counters (docs/decisions.md
 * §3).
 */
export const Budget = defineEntity({
  name: 'Budget',
  tableName: 'budgets',
  properties: {
    id: p.string().primary(),
    gateway: p.string(),
    workspace: p.string(),
    sandbox: p.string(),
    limitRequests: p.bigint('number'),
    /** `window` is a reserved word in PostgreSQL. */
    window: p.string().$type<UsageWindow>().fieldName('budget_window'),
    action: p.string().$type<BudgetAction>(),
    /** The window instance (`daily:2026-11-22`) in which the limit was last reached: it fires once per window. */
    exceededWindow: p.string().nullable(),
    exceededAt: p.datetime().nullable(),
    updatedBy: p.string(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    /** Compare-and-swap guard: marking a window exceeded loses to a concurrent change of the budget. */
    version: p.integer(),
  },
  uniques: [{ properties: ['gateway', 'workspace', 'sandbox'] }],
});

export type BudgetEntity = InstanceType<typeof Budget.class>;
