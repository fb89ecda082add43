import type { AccessControl, Actor, Clock } from '@portcullis/core';
import type { UsageCounters } from '@portcullis/plugin-metering';
import type { EffectiveBudgets } from './effective.ts';
import { type BudgetJson, budgetJson } from './json.ts';

export type BudgetStandingJson = BudgetJson & { used_share: number };

/** Of a limit, how much is used: 1 at the limit; a limit of 0 is reached from the start. */
function usedShare(used: number, limit: number): number {
  return limit === 0 ? 1 : used / limit;
}

/**
 * Budgets in force (own and rule-given) across every gateway the caller has a role on (docs/roles.md), with the requests used in each one's
 * current window, those using at least `near` of their limit, the most used first: "budgets near their limit".
 */
export class BudgetStanding {
  private readonly budgets: EffectiveBudgets;
  private readonly usage: UsageCounters;
  private readonly access: AccessControl;
  private readonly clock: Clock;

  constructor(deps: { budgets: EffectiveBudgets; usage: UsageCounters; access: AccessControl; clock: Clock }) {
    this.budgets = deps.budgets;
    this.usage = deps.usage;
    this.access = deps.access;
    this.clock = deps.clock;
  }

  async near(actor: Actor, near: number): Promise<BudgetStandingJson[]> {
    const now = this.clock.now();
    const standing: BudgetStandingJson[] = [];
    for (const budget of await this.access.visibleOf(actor, await this.budgets.all())) {
      const used = await this.usage.requests(budget, budget.window, now);
      const share = usedShare(used, budget.limitRequests);
      if (share >= near) standing.push({ ...budgetJson(budget, budget.rule, used, now), used_share: Math.round(share * 1000) / 1000 });
    }
    return standing.sort((a, b) => b.used_share - a.used_share || a.gateway.localeCompare(b.gateway) || a.sandbox.localeCompare(b.sandbox));
  }
}
