import type { EventBus, Logger } from '@portcullis/core';
import { type KillSwitch, refKey } from '@portcullis/plugin-kill-switch';
import { type UsageCounters, type UsageWindow, windowKey } from '@portcullis/plugin-metering';
import type { EffectiveBudget, EffectiveBudgets } from './effective.ts';

/**
 * Runs after each metering poll (spec "Metering behaviour" 4): a budget in force (the sandbox's own or a rule's) whose window's usage has reached its limit
 * fires `budget.exceeded` once per window instance and, with action `detach`, engages the sandbox's kill switch as
 * `budget` (released only by resume). Budgets never delete sandboxes.
 */
export class BudgetCheck {
  private readonly deps: {
    budgets: EffectiveBudgets;
    usage: UsageCounters;
    killSwitch: KillSwitch;
    events: EventBus;
    clock: { now(): number };
    logger: Logger;
  };

  constructor(deps: BudgetCheck['deps']) {
    this.deps = deps;
  }

  async run(signal: AbortSignal): Promise<void> {
    const budgets = await this.deps.budgets.all(signal);
    const now = this.deps.clock.now();
    const usedIn = await this.usageByWindow(new Set(budgets.map((budget) => budget.window)), now);
    for (const budget of budgets) {
      if (signal.aborted) return;
      const used = usedIn.get(budget.window)!.get(refKey(budget)) ?? 0;
      const window = windowKey(budget.window, now);
      if (used < budget.limitRequests || budget.exceededWindow === window) continue;
      const ref = { gateway: budget.gateway, workspace: budget.workspace, sandbox: budget.sandbox };
      const announce = () =>
        this.deps.events.emit('budget.exceeded', {
          ...ref,
          used,
          limit: budget.limitRequests,
          window: budget.window,
          action: budget.action,
          rule: budget.rule,
        });
      if (await budget.markExceeded(window, used, announce)) await this.exceeded(budget);
    }
  }

  private async exceeded(budget: EffectiveBudget): Promise<void> {
    const ref = { gateway: budget.gateway, workspace: budget.workspace, sandbox: budget.sandbox };
    if (budget.action !== 'detach') return;
    // Whatever the gateway answers, the switch is recorded (only a sandbox that is gone leaves nothing to do), so a
    // failure here is finished by the kill switch's reconciliation.
    await this.deps.killSwitch
      .engage(ref, 'budget')
      .catch((error: unknown) =>
        this.deps.logger.warn({ err: error, gateway: ref.gateway, sandbox: ref.sandbox }, 'budget exceeded; the kill switch could not finish detaching yet'),
      );
  }

  /** One read of the counters per window the budgets use. */
  private async usageByWindow(windows: Set<UsageWindow>, now: number): Promise<Map<UsageWindow, Map<string, number>>> {
    const entries = await Promise.all(
      [...windows].map(async (window) => {
        const { items } = await this.deps.usage.totals(window, now);
        return [window, new Map(items.map((item) => [refKey(item), item.requests]))] as const;
      }),
    );
    return new Map(entries);
  }
}
