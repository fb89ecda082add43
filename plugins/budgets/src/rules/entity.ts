import { defineEntity, p } from '@mikro-orm/core';
import type { Labels } from '@portcullis/plugin-gateways';
import type { UsageWindow } from '@portcullis/plugin-metering';
import type { BudgetAction } from '../entity.ts';

/**
 * A budget for every sandbox its selectors match that has no budget of its own (docs: plugins/budgets/README.md,
 * "Budget rules"). Nothing is written per sandbox until a window fires (BudgetRuleMark).
 */
export const BudgetRule = defineEntity({
  name: 'BudgetRule',
  tableName: 'budget_rules',
  properties: {
    name: p.string().primary(),
    gateways: p.json<Labels>(),
    sandboxes: p.json<Labels>(),
    limitRequests: p.bigint('number'),
    /** `window` is a reserved word in PostgreSQL. */
    window: p.string().$type<UsageWindow>().fieldName('budget_window'),
    action: p.string().$type<BudgetAction>(),
    updatedBy: p.string(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type BudgetRuleEntity = InstanceType<typeof BudgetRule.class>;

/** The window instance in which a sandbox last reached the budget a rule gave it: the rule fires once per window. */
export const BudgetRuleMark = defineEntity({
  name: 'BudgetRuleMark',
  tableName: 'budget_rule_marks',
  properties: {
    id: p.string().primary(),
    gateway: p.string(),
    workspace: p.string(),
    sandbox: p.string(),
    rule: p.string(),
    exceededWindow: p.string(),
    exceededAt: p.datetime(),
  },
  uniques: [{ properties: ['gateway', 'workspace', 'sandbox'] }],
});

export type BudgetRuleMarkEntity = InstanceType<typeof BudgetRuleMark.class>;
