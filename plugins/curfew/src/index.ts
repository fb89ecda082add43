import { fileURLToPath } from 'node:url';
import { consoleExtensions, declarableKinds, definePlugin } from '@portcullis/core';
import './types.ts';
import { CurfewCheck } from './check.ts';
import { curfewConfigSchema } from './config.ts';
import { curfewsKind } from './declarable.ts';
import { Curfew } from './entity.ts';
import { curfewMigrations } from './migrations.ts';
import { curfewRoutes } from './routes.ts';
import { CurfewStore } from './store.ts';

export { curfewJsonSchema } from './json.ts';
export type { CurfewStore } from './store.ts';
export { type DailyWindow, firstInstantAt, isTimeZone, nextWindow, type WindowSpan, wallClock, windowAt } from './zone-time.ts';

export default definePlugin({
  id: 'curfew',
  description:
    "Curfew per gateway: a daily window in an IANA time zone during which every sandbox's kill switch is engaged (engaged_by curfew), released at its end.",
  dependsOn: ['gateways', 'sandboxes', 'kill-switch'],
  config: { namespace: 'curfew', schema: curfewConfigSchema },
  entities: [Curfew],
  migrations: curfewMigrations,
  register(api) {
    const intervalMs = api.config.check_interval * 1000;
    api.provide('curfews', (s) => new CurfewStore({ database: s.database, audit: s.audit, clock: s.clock }));
    api.provide(
      'curfewCheck',
      (s) =>
        new CurfewCheck({
          store: s.curfews,
          registry: s.gatewayRegistry,
          sandboxes: s.sandboxes,
          killSwitch: s.killSwitch,
          clock: s.clock,
          logger: api.logger,
        }),
      { private: true },
    );
    api.contributeWith(declarableKinds, (s) => curfewsKind({ store: s.curfews, registry: s.gatewayRegistry }));
    api.task({
      id: 'curfew.check',
      every: intervalMs,
      timeout: Math.max(intervalMs, 120_000),
      scope: 'global',
      runAtStart: true,
      run: async ({ resolve, signal }) => {
        await resolve('curfewCheck').run(signal);
      },
    });
    api.on('gateway.unregistered', async (event, { resolve }) => {
      await resolve('curfews').remove(event.data.gateway);
    });
    curfewRoutes(api);
    // The gateway page's Curfew tab, built from app/ by the bootstrap (package.json `portcullis.assets`).
    api.contribute(consoleExtensions, {
      id: 'curfew',
      directory: fileURLToPath(new URL('../console', import.meta.url)),
      module: 'index.js',
      gatewayTabs: [{ id: 'curfew', label: 'Curfew' }],
    });
  },
});
