import { definePlugin } from '@portcullis/core';
import './types.ts';
import { SwitchPhases } from './phases.ts';
import { KillSwitchRow } from './record/entity.ts';
import { killSwitchMigrations } from './record/migrations.ts';
import { SwitchStore } from './record/store.ts';
import { killSwitchRoutes } from './routes.ts';
import { KillSwitch } from './service.ts';

// What budgets, curfew and later fleet actions build on.
export type { KillSwitch } from './service.ts';
export type { SwitchRecord } from './record/store.ts';
export { OWNERS, refKey, type Owner, type SandboxRef } from './owners.ts';
export { killSwitchJsonSchema, type KillSwitchJson } from './record/json.ts';

// Unfinished transitions (a crash between record and detach, a gateway that stopped answering) are picked up this
// often, and once right after start-up.
const RECONCILE_EVERY = '1m';

export default definePlugin({
  id: 'kill-switch',
  description: 'Kill switch per sandbox: records the attached providers, detaches them, and re-attaches exactly those when the last owner (budget, curfew, manual) lets go.',
  dependsOn: ['gateways', 'providers', 'sandboxes'],
  events: {
    'kill_switch.engaged': 'A kill switch detached a sandbox\'s providers (by hand, a budget or a curfew start).',
    'kill_switch.released': 'A kill switch was released and the recorded providers re-attached (resume or curfew end).',
  },
  entities: [KillSwitchRow],
  migrations: killSwitchMigrations,
  register(api) {
    api.provide('killSwitchStore', (s) => new SwitchStore({ database: s.database, audit: s.audit, clock: s.clock }), { private: true });
    api.provide('killSwitchPhases', (s) => new SwitchPhases({ store: s.killSwitchStore, attachments: s.providerAttachments, events: s.events, logger: api.logger }), { private: true });
    api.provide('killSwitch', (s) => new KillSwitch({
      store: s.killSwitchStore, phases: s.killSwitchPhases, attachments: s.providerAttachments, instanceId: s.instanceId, clock: s.clock, logger: api.logger,
    }));

    // Every replica finishes its own unfinished transitions and those of instances that are gone.
    api.task({
      id: 'kill-switch.reconcile', every: RECONCILE_EVERY, timeout: '5m', scope: 'local', runAtStart: true,
      run: async ({ resolve, signal }) => { await resolve('killSwitch').reconcile(await resolve('instances').liveIds(), signal); },
    });
    // A sandbox created again under the same name must not inherit the old switch (once, where it was deleted).
    api.on('sandbox.deleted', async (event, { resolve }) => {
      await resolve('killSwitch').forgetSandbox({ gateway: event.data.gateway, workspace: event.data.workspace, sandbox: event.data.sandbox });
    });
    api.on('gateway.unregistered', async (event, { resolve }) => { await resolve('killSwitch').forgetGateway(event.data.gateway); });

    killSwitchRoutes(api);
  },
});
