import { cliCommands, declarableKinds, definePlugin } from '@portcullis/core';
import './types.ts';
import { applyCommand, planCommand } from './cli.ts';
import { fleetConfigSchema } from './config.ts';
import { FleetConfigState } from './entity.ts';
import { FleetConfig } from './fleet-config.ts';
import { fleetConfigMigrations } from './migrations.ts';
import { fleetConfigRef, fleetConfigStoreRef } from './refs.ts';
import { fleetConfigRoutes } from './routes.ts';
import { FleetConfigStore } from './state-store.ts';

export { type DeclaredState, documentJsonSchema, documentSchema, type FleetDocument, type SecretRef, secretRefSchema } from './document.ts';
export type { FleetConfig } from './fleet-config.ts';
export { type PlanJson, planSchema } from './plan.ts';
export { fleetConfigRef } from './refs.ts';

export default definePlugin({
  id: 'fleet-config',
  description:
    'The fleet as code: a YAML document declaring gateways (and every kind an enabled plugin makes declarable) by stable name, planned field by field, applied as one audited operation, checked for drift and exported.',
  events: {
    'config.applied': 'A fleet document was applied; carries the kinds it declared and how many changes were done and failed.',
    'config.drifted':
      'The live state left the last applied fleet document; carries the objects and the names of the fields that differ; once per new difference.',
  },
  config: { namespace: 'fleet_config', schema: fleetConfigSchema },
  entities: [FleetConfigState],
  migrations: fleetConfigMigrations,
  register(api) {
    const intervalMs = api.config.drift_interval_seconds * 1000;
    api.provide(fleetConfigStoreRef, (s) => new FleetConfigStore({ database: s.database, clock: s.clock }), { private: true });
    api.provide(fleetConfigRef, (s, resolve) => new FleetConfig({ store: resolve(fleetConfigStoreRef), events: s.events }));
    api.contributeWith(cliCommands, (_s, resolve) => planCommand(resolve(fleetConfigRef)));
    api.contributeWith(cliCommands, (s, resolve) => applyCommand(resolve(fleetConfigRef), s.audit, s.database, s.logger));
    api.task({
      id: 'fleet-config.drift',
      every: intervalMs,
      timeout: Math.max(intervalMs, 60_000),
      scope: 'global',
      run: async ({ resolve }) => {
        await resolve(fleetConfigRef).checkDrift();
      },
    });
    fleetConfigRoutes(api);
  },
  start(runtime) {
    runtime.resolve(fleetConfigRef).install(runtime.contributions(declarableKinds));
  },
});
