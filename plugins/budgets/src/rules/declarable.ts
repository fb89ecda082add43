import { currentContext, type DeclarableKind, type DeclaredFields } from '@portcullis/core';
import { labelRuleNameSchema } from '@portcullis/plugin-gateways';
import type { z } from 'zod';
import { type BudgetRuleBody, budgetRuleBody, budgetRuleFields } from './json.ts';
import type { BudgetRuleStore } from './store.ts';

/**
 * Budget rules as a fleet document declares them (core's `declarableKinds`), by rule name: set and removed through
 * the same store methods as PUT and DELETE /api/budget-rules/{name}, with their audit rows and events. They select
 * gateways by label rather than by name, so they apply after the gateways without needing any of them.
 */
export function budgetRulesKind(store: BudgetRuleStore): DeclarableKind {
  return {
    kind: 'budget_rules',
    description:
      'Budget rules by name: every sandbox on gateways with the `gateways` labels that has the `sandboxes` labels gets the budget, unless it has its own.',
    order: 40,
    name: labelRuleNameSchema,
    fields: budgetRuleBody as unknown as z.ZodType<DeclaredFields>,
    secretFields: {},
    access: () => ({ role: 'admin', gateway: null }),
    async read() {
      return Object.fromEntries((await store.all()).map((rule) => [rule.name, budgetRuleFields(rule)]));
    },
    async apply(change) {
      if (change.action === 'delete') await store.remove(change.name);
      else await store.put(change.name, change.desired as BudgetRuleBody, currentContext()?.actor?.name ?? 'system');
    },
  };
}
