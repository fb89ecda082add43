import { declarableKinds, definePlugin } from '@portcullis/core';
import { usageObservers } from '@portcullis/plugin-metering';
import './types.ts';
import { BudgetCheck } from './check.ts';
import { EffectiveBudgets } from './effective.ts';
import { Budget } from './entity.ts';
import { budgetsMigrations } from './migrations.ts';
import { budgetRoutes } from './routes.ts';
import { budgetRulesKind } from './rules/declarable.ts';
import { BudgetRule, BudgetRuleMark } from './rules/entity.ts';
import { budgetRuleRoutes } from './rules/routes.ts';
import { BudgetRuleStore } from './rules/store.ts';
import { BudgetStanding } from './standing.ts';
import { BudgetStore } from './store.ts';

export { ACTIONS, type BudgetAction } from './entity.ts';
export { type BudgetJson, budgetJsonSchema } from './json.ts';
export type { BudgetStore } from './store.ts';

export default definePlugin({
  id: 'budgets',
  description:
    'Budgets: a request limit per sandbox and UTC window (daily, weekly, monthly, total), set per sandbox or by budget rules over gateway and sandbox labels; at the limit budget.exceeded fires once per window and, with action detach, the kill switch is engaged.',
  dependsOn: ['gateways', 'sandboxes', 'metering', 'kill-switch'],
  events: {
    'budget.exceeded':
      "A sandbox reached its budget's limit; carries used, limit, window and the budget rule that gave it (null for its own); once per window.",
    'budget.rule_updated': 'A budget rule was set or removed (action `set` or `removed`).',
  },
  entities: [Budget, BudgetRule, BudgetRuleMark],
  migrations: budgetsMigrations,
  register(api) {
    api.provide('budgets', (s) => new BudgetStore({ database: s.database, audit: s.audit, clock: s.clock }));
    api.provide('budgetRules', (s) => new BudgetRuleStore({ database: s.database, audit: s.audit, events: s.events, clock: s.clock }), { private: true });
    api.provide(
      'effectiveBudgets',
      (s) => new EffectiveBudgets({ budgets: s.budgets, rules: s.budgetRules, registry: s.gatewayRegistry, sandboxes: s.sandboxes, logger: api.logger }),
      { private: true },
    );
    api.provide('budgetStanding', (s) => new BudgetStanding({ budgets: s.effectiveBudgets, usage: s.usage, access: s.access, clock: s.clock }), {
      private: true,
    });
    api.provide(
      'budgetCheck',
      (s) =>
        new BudgetCheck({
          budgets: s.effectiveBudgets,
          usage: s.usage,
          killSwitch: s.killSwitch,
          events: s.events,
          clock: s.clock,
          logger: api.logger,
        }),
      { private: true },
    );
    // Limits are checked where the counts were just stored: on the replica that ran the metering poll.
    api.contributeWith(usageObservers, (s) => ({ id: 'budgets', meteringPollFinished: (signal) => s.budgetCheck.run(signal) }));
    api.on('gateway.unregistered', async (event, { resolve }) => {
      await resolve('budgets').removeGateway(event.data.gateway);
      await resolve('budgetRules').removeGateway(event.data.gateway);
    });
    api.contributeWith(declarableKinds, (s) => budgetRulesKind(s.budgetRules));
    budgetRoutes(api);
    budgetRuleRoutes(api);
  },
});
