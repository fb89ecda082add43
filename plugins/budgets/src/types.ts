import type { UsageWindow } from '@portcullis/plugin-metering';
import type { BudgetCheck } from './check.ts';
import type { EffectiveBudgets } from './effective.ts';
import type { BudgetAction } from './entity.ts';
import type { BudgetRuleStore } from './rules/store.ts';
import type { BudgetStanding } from './standing.ts';
import type { BudgetStore } from './store.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Budgets per sandbox (exported). */
    budgets: BudgetStore;
    /** Private to the budgets plugin. */
    budgetCheck: BudgetCheck;
    budgetStanding: BudgetStanding;
    budgetRules: BudgetRuleStore;
    effectiveBudgets: EffectiveBudgets;
  }

  interface EventMap {
    'budget.exceeded': {
      gateway: string;
      workspace: string;
      sandbox: string;
      used: number;
      limit: number;
      window: UsageWindow;
      action: BudgetAction;
      /** The budget rule that gave the sandbox its budget; null for its own budget. */
      rule: string | null;
    };
    'budget.rule_updated': { name: string; action: 'set' | 'removed' };
  }
}
