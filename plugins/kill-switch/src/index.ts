import { definePlugin, setting } from '@portcullis/core';
import { z } from 'zod';
import './types.ts';
import { EngagedSwitches } from './engaged.ts';
import { OWNERS } from './owners.ts';
import { SwitchPhases } from './phases.ts';
import { KillSwitchRow } from './record/entity.ts';
import { killSwitchMigrations } from './record/migrations.ts';
import { SwitchStore } from './record/store.ts';
import { killSwitchRoutes } from './routes.ts';
import { KillSwitch } from './service.ts';

export { OWNERS, type Owner, refKey, type SandboxRef } from './owners.ts';
export { type KillSwitchJson, killSwitchJsonSchema } from './record/json.ts';
export type { SwitchRecord } from './record/store.ts';
// What budgets, curfew and later fleet actions build on.
export type { KillSwitch } from './service.ts';

// Unfinished transitions (a crash between record and detach, a gateway that stopped answering) are picked up this
// often, and once right after start-up.
const RECONCILE_EVERY = '1m';

const configSchema = z.object({
  confirm_timeout_seconds: setting.int(
    30,
    'How long an engage (or release) waits for gateways with provider-change receipts (OpenShell 0.1) to confirm each detach as revoked (each re-attach as ready); past it the switch is `failed` and the reconciliation keeps checking.',
    { min: 1, max: 600 },
  ),
});

export default definePlugin({
  id: 'kill-switch',
  description:
    'Kill switch per sandbox: records the attached providers, detaches them, and re-attaches exactly those when the last owner (budget, curfew, manual, ceiling) lets go.',
  dependsOn: ['gateways', 'providers', 'sandboxes'],
  events: {
    'kill_switch.engaged': "A kill switch detached a sandbox's providers (by hand, a budget or a curfew start).",
    'kill_switch.released': 'A kill switch was released and the recorded providers re-attached (resume or curfew end).',
    'kill_switch.failed': 'A kill switch detached the providers, but the gateway did not confirm them revoked in time.',
  },
  config: { namespace: 'kill_switch', schema: configSchema },
  entities: [KillSwitchRow],
  migrations: killSwitchMigrations,
  register(api) {
    api.provide('killSwitchStore', (s) => new SwitchStore({ database: s.database, audit: s.audit, clock: s.clock }), { private: true });
    api.provide('engagedSwitches', (s) => new EngagedSwitches({ store: s.killSwitchStore, access: s.access }), { private: true });
    api.provide(
      'killSwitchPhases',
      (s) =>
        new SwitchPhases({
          store: s.killSwitchStore,
          attachments: s.providerAttachments,
          events: s.events,
          logger: api.logger,
          confirmTimeoutMs: api.config.confirm_timeout_seconds * 1000,
        }),
      { private: true },
    );
    api.provide(
      'killSwitch',
      (s) =>
        new KillSwitch({
          store: s.killSwitchStore,
          phases: s.killSwitchPhases,
          attachments: s.providerAttachments,
          instanceId: s.instanceId,
          clock: s.clock,
          logger: api.logger,
        }),
    );

    // Every replica finishes its own unfinished transitions and those of instances that are gone.
    api.task({
      id: 'kill-switch.reconcile',
      every: RECONCILE_EVERY,
      timeout: '5m',
      scope: 'local',
      runAtStart: true,
      run: async ({ resolve, signal }) => {
        await resolve('killSwitch').reconcile(await resolve('instances').liveIds(), signal);
      },
    });
    // A sandbox created again under the same name must not inherit the old switch (once, where it was deleted).
    api.on('sandbox.deleted', async (event, { resolve }) => {
      await resolve('killSwitch').forgetSandbox({ gateway: event.data.gateway, workspace: event.data.workspace, sandbox: event.data.sandbox });
    });
    api.on('gateway.unregistered', async (event, { resolve }) => {
      await resolve('killSwitch').forgetGateway(event.data.gateway);
    });

    killSwitchRoutes(api);
  },
  start(runtime) {
    // `portcullis_kill_switches_engaged{owner}`, counted at scrape time (every owner, zeros too).
    const store = runtime.resolve('killSwitchStore');
    runtime
      .resolve('metrics')
      .gauge('kill_switches_engaged', 'Sandboxes whose kill switch is engaged, by the owner that engaged it.', ['owner'], async (gauge) => {
        const counts = await store.engagedByOwner();
        for (const owner of OWNERS) gauge.set({ owner }, counts.get(owner) ?? 0);
      });
  },
});
