import type { Logger } from '@portcullis/core';
import { type GatewayRegistry, ruleSelects, ruleSelectsGateway } from '@portcullis/plugin-gateways';
import { refKey, type SandboxRef } from '@portcullis/plugin-kill-switch';
import type { Sandboxes } from '@portcullis/plugin-sandboxes';
import type { BudgetEntity } from './entity.ts';
import type { BudgetRuleEntity, BudgetRuleMarkEntity } from './rules/entity.ts';
import type { BudgetRuleStore } from './rules/store.ts';
import type { BudgetStore } from './store.ts';

/** The fields a budget is shown and checked by, whether the sandbox's own or given by a rule. */
export type BudgetFields = Pick<
  BudgetEntity,
  'gateway' | 'workspace' | 'sandbox' | 'limitRequests' | 'window' | 'action' | 'exceededWindow' | 'exceededAt' | 'updatedBy' | 'createdAt' | 'updatedAt'
>;

/** A sandbox's budget in force. */
export interface EffectiveBudget extends BudgetFields {
  /** The rule that gives it; null for the sandbox's own budget. */
  rule: string | null;
  /** Notes that `window` reached the limit, once across replicas; whether this call noted it. */
  markExceeded(window: string, used: number, announce: () => void): Promise<boolean>;
}

/**
 * Resolves each sandbox's budget (plugins/budgets/README.md, "Budget rules"): its own budget, else the first rule,
 * by name, whose selectors match its gateway's and its own labels. Rules are resolved when asked, so a new
 * sandbox is covered at once and nothing per sandbox has to be kept in step with the rules.
 */
export class EffectiveBudgets {
  private readonly deps: { budgets: BudgetStore; rules: BudgetRuleStore; registry: GatewayRegistry; sandboxes: Sandboxes; logger: Logger };

  constructor(deps: EffectiveBudgets['deps']) {
    this.deps = deps;
  }

  /** Every budget in force. A gateway that cannot list its sandboxes now contributes only their own budgets. */
  async all(signal?: AbortSignal): Promise<EffectiveBudget[]> {
    const own = await this.deps.budgets.all();
    const effective = own.map((budget) => this.ownBudget(budget));
    const rules = await this.deps.rules.all();
    if (rules.length === 0) return effective;
    const budgeted = new Set(own.map(refKey));
    const marks = new Map((await this.deps.rules.marks()).map((mark) => [refKey(mark), mark]));
    for (const gateway of await this.deps.registry.list()) {
      const selecting = rules.filter((rule) => ruleSelectsGateway(rule, gateway.labels));
      if (selecting.length === 0) continue;
      for (const sandbox of await this.deps.sandboxes.labelledIfReachable(gateway, this.deps.logger, signal)) {
        const ref = { gateway: gateway.name, workspace: sandbox.workspace, sandbox: sandbox.name };
        if (budgeted.has(refKey(ref))) continue;
        const rule = selecting.find((candidate) => ruleSelects(candidate, gateway.labels, sandbox.labels));
        if (rule) effective.push(this.ruleBudget(rule, ref, marks.get(refKey(ref))));
      }
    }
    return effective;
  }

  private ownBudget(budget: BudgetEntity): EffectiveBudget {
    return {
      gateway: budget.gateway,
      workspace: budget.workspace,
      sandbox: budget.sandbox,
      limitRequests: budget.limitRequests,
      window: budget.window,
      action: budget.action,
      exceededWindow: budget.exceededWindow ?? null,
      exceededAt: budget.exceededAt ?? null,
      updatedBy: budget.updatedBy,
      createdAt: budget.createdAt,
      updatedAt: budget.updatedAt,
      rule: null,
      markExceeded: (window, used, announce) => this.deps.budgets.markExceeded(budget, window, used, announce),
    };
  }

  private ruleBudget(rule: BudgetRuleEntity, ref: SandboxRef, mark: BudgetRuleMarkEntity | undefined): EffectiveBudget {
    const noted = mark?.rule === rule.name ? mark : null;
    return {
      ...ref,
      limitRequests: rule.limitRequests,
      window: rule.window,
      action: rule.action,
      exceededWindow: noted?.exceededWindow ?? null,
      exceededAt: noted?.exceededAt ?? null,
      updatedBy: rule.updatedBy,
      createdAt: rule.createdAt,
      updatedAt: rule.updatedAt,
      rule: rule.name,
      markExceeded: (window, used, announce) => this.deps.rules.markExceeded({ rule, ref, window, used }, announce),
    };
  }
}
