import { definePlugin } from '@portcullis/core';
import { usageObservers } from '@portcullis/plugin-metering';
import './types.ts';
import { BudgetCheck } from './check.ts';
import { Budget } from './entity.ts';
import { budgetsMigrations } from './migrations.ts';
import { budgetRoutes } from './routes.ts';
import { BudgetStanding } from './standing.ts';
import { BudgetStore } from './store.ts';

export { ACTIONS, type BudgetAction } from './entity.ts';
export { type BudgetJson, budgetJsonSchema } from './json.ts';
export type { BudgetStore } from './store.ts';

export default definePlugin({
  id: 'budgets',
  description:
    'Budgets: a request limit per sandbox and UTC window (daily, weekly, monthly, total); at the limit budget.exceeded fires once per window and, with action detach, the kill switch is engaged.',
  dependsOn: ['gateways', 'sandboxes', 'metering', 'kill-switch'],
  events: {
    'budget.exceeded': "A sandbox reached its budget's limit; carries used, limit and window; once per window.",
  },
  entities: [Budget],
  migrations: budgetsMigrations,
  register(api) {
    api.provide('budgets', (s) => new BudgetStore({ database: s.database, audit: s.audit, clock: s.clock }));
    api.provide('budgetStanding', (s) => new BudgetStanding({ store: s.budgets, usage: s.usage, access: s.access, clock: s.clock }), { private: true });
    api.provide(
      'budgetCheck',
      (s) =>
        new BudgetCheck({
          store: s.budgets,
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
    });
    budgetRoutes(api);
  },
});
