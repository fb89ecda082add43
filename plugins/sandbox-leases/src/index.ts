import { definePlugin } from '@portcullis/core';
import './types.ts';
import { leasesConfigSchema } from './config.ts';
import { SandboxLease, SandboxLeasePolicy } from './entities.ts';
import { LeaseExpiry } from './expiry.ts';
import { LeaseStore } from './lease-store.ts';
import { Leases } from './leases.ts';
import { leasesMigrations } from './migrations.ts';
import { policyRoutes } from './policy-routes.ts';
import { LeasePolicyStore } from './policy-store.ts';
import { leaseExpiryRef, leaseStoreRef, policyStoreRef, sandboxLeasesRef } from './refs.ts';
import { leaseRoutes } from './routes.ts';

export { LEASE_ACTIONS, type LeaseAction } from './entities.ts';
export type { ExpiryHooks, LeaseExpiry } from './expiry.ts';
export { type LeaseBody, type LeaseJson, leaseBody, leaseJsonSchema, type PolicyJson, policyJsonSchema } from './json.ts';
export type { Leases } from './leases.ts';
export { sandboxLeasesRef } from './refs.ts';

export default definePlugin({
  id: 'sandbox-leases',
  description:
    'Sandbox leases: a time to live per sandbox, after which it is stopped or deleted exactly once; per gateway a default lease (adopting sandboxes created anywhere), a maximum and a warning time.',
  dependsOn: ['gateways', 'sandboxes'],
  events: {
    'lease.set': "A sandbox's lease was set (source request) or the gateway's default given to it (source policy).",
    'lease.renewed': "A sandbox's lease was renewed; carries the new expires_at.",
    'lease.removed': "A sandbox's lease was removed.",
    'lease_policy.set': "A gateway's lease policy was set.",
    'sandbox.expiring': "A sandbox's lease expires within the gateway's warn_before_seconds; once per expiry.",
    'sandbox.expired': "A sandbox's lease expired and its action ran; carries action and outcome; once per lease.",
  },
  config: { namespace: 'leases', schema: leasesConfigSchema },
  entities: [SandboxLease, SandboxLeasePolicy],
  migrations: leasesMigrations,
  register(api) {
    const intervalMs = api.config.check_interval * 1000;
    api.provide(leaseStoreRef, (s) => new LeaseStore({ database: s.database, audit: s.audit, events: s.events, clock: s.clock }), { private: true });
    api.provide(policyStoreRef, (s) => new LeasePolicyStore({ database: s.database, audit: s.audit, events: s.events, clock: s.clock }), { private: true });
    api.provide(
      sandboxLeasesRef,
      (s, resolve) => new Leases({ store: resolve(leaseStoreRef), policies: resolve(policyStoreRef), sandboxes: s.sandboxes, clock: s.clock }),
    );
    api.provide(
      leaseExpiryRef,
      (s, resolve) =>
        new LeaseExpiry({
          store: resolve(leaseStoreRef),
          policies: resolve(policyStoreRef),
          leases: resolve(sandboxLeasesRef),
          registry: s.gatewayRegistry,
          sandboxes: s.sandboxes,
          lifecycle: s.sandboxLifecycle,
          events: s.events,
          instances: s.instances,
          clock: s.clock,
          logger: api.logger,
        }),
      { private: true },
    );
    api.task({
      id: 'sandbox-leases.check',
      every: intervalMs,
      timeout: Math.max(intervalMs, 120_000),
      scope: 'global',
      runAtStart: true,
      run: async ({ resolve, signal }) => {
        await resolve(leaseExpiryRef).run(signal);
      },
    });
    // The sandboxes plugin has no extension point for create-time options, so a sandbox created through Portcullis
    // gets its gateway's default lease here, at once, rather than at the next check.
    api.on('sandbox.created', async (event, { resolve }) => {
      const { gateway, workspace, sandbox } = event.data;
      await resolve(sandboxLeasesRef).applyDefault({ gateway, workspace, sandbox }, 'created');
    });
    api.on('sandbox.deleted', async (event, { resolve }) => {
      const { gateway, workspace, sandbox } = event.data;
      await resolve(leaseStoreRef).removeSandbox({ gateway, workspace, sandbox });
    });
    api.on('gateway.unregistered', async (event, { resolve }) => {
      await resolve(leaseStoreRef).removeGateway(event.data.gateway);
      await resolve(policyStoreRef).removeGateway(event.data.gateway);
    });
    leaseRoutes(api);
    policyRoutes(api);
  },
});
