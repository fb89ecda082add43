import { declarableKinds, definePlugin } from '@portcullis/core';
import { policyWriteChecks } from '@portcullis/plugin-policies';
import './types.ts';
import { policyCeilingsKind } from './ceilings/declarable.ts';
import { PolicyCeiling } from './ceilings/entity.ts';
import { CeilingJudge } from './ceilings/judge.ts';
import { CeilingStore } from './ceilings/store.ts';
import { ceilingWriteCheck } from './ceilings/write-check.ts';
import { ceilingConfigSchema } from './config.ts';
import { DriftEnforcer } from './drift/enforcer.ts';
import { DriftReport } from './drift/report.ts';
import { policyCeilingMigrations } from './migrations.ts';
import { ceilingRoutes } from './routes/ceilings.ts';
import { judgementRoutes } from './routes/judgements.ts';

export type { CeilingCounterexample, CeilingJudge, CeilingVerdict } from './ceilings/judge.ts';
export type { CeilingRecord, CeilingStore } from './ceilings/store.ts';
export { CompiledCeiling, type Containment, type Counterexample, DEFAULT_BUDGET } from './containment/check.ts';
export { Undecided } from './containment/search.ts';

export default definePlugin({
  id: 'policy-ceilings',
  description:
    'Policy ceilings: an admin-owned maximum network policy per gateway (and per sandbox label selector) that no policy write, preset or approval can exceed; exact containment with counterexamples, a check endpoint, a drift report, and optionally the kill switch for drifting sandboxes.',
  dependsOn: ['gateways', 'policies', 'sandboxes'],
  optionalDependsOn: ['kill-switch'],
  config: { namespace: 'policy_ceiling', schema: ceilingConfigSchema },
  events: {
    'policy.ceiling_updated': 'A policy ceiling was set or removed (action `set` or `removed`).',
  },
  entities: [PolicyCeiling],
  migrations: policyCeilingMigrations,
  register(api) {
    const config = api.config;
    const killSwitch = api.isEnabled('kill-switch');
    if (config.drift_action === 'kill_switch' && !killSwitch) {
      throw new Error('SERVICE_POLICY_CEILING_DRIFT_ACTION=kill_switch needs the kill-switch plugin, which is not enabled');
    }
    api.provide('policyCeilingStore', (s) => new CeilingStore({ database: s.database, audit: s.audit, clock: s.clock, events: s.events }));
    api.provide('policyCeilings', (s) => new CeilingJudge({ store: s.policyCeilingStore, sandboxes: s.sandboxes, compute: s.compute }));
    api.provide(
      'policyCeilingDrift',
      (s) => new DriftReport({ store: s.policyCeilingStore, judge: s.policyCeilings, sandboxes: s.sandboxes, policies: s.policyGateway }),
      { private: true },
    );
    api.contributeWith(policyWriteChecks, (s) => ceilingWriteCheck(s.policyCeilings));
    api.contributeWith(declarableKinds, (s) => policyCeilingsKind({ store: s.policyCeilingStore, registry: s.gatewayRegistry }));
    if (killSwitch) {
      api.provide(
        'policyCeilingEnforcer',
        (s) =>
          new DriftEnforcer({
            registry: s.gatewayRegistry,
            store: s.policyCeilingStore,
            report: s.policyCeilingDrift,
            killSwitch: s.killSwitch,
            action: config.drift_action,
            logger: api.logger,
          }),
        { private: true },
      );
      const intervalMs = config.drift_check_seconds * 1000;
      api.task({
        id: 'policy-ceilings.drift',
        every: intervalMs,
        timeout: Math.max(intervalMs, 120_000),
        scope: 'global',
        run: async ({ resolve, signal }) => {
          await resolve('policyCeilingEnforcer').run(signal);
        },
      });
    }
    api.on('gateway.unregistered', async (event, { resolve }) => {
      await resolve('policyCeilingStore').removeGateway(event.data.gateway);
    });
    ceilingRoutes(api);
    judgementRoutes(api);
  },
});
