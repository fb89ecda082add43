import { definePlugin } from '@portcullis/core';
import { sandboxDetailFields } from '@portcullis/plugin-sandboxes';
import './types.ts';
import { inferenceClassifier } from './classify.ts';
import { meteringConfigSchema } from './config.ts';
import { meteredToday } from './detail-fields.ts';
import { Meter } from './meter.ts';
import { meteringMetrics } from './metrics.ts';
import { UsageObserverList, usageObservers } from './observers.ts';
import { usageRoutes } from './routes.ts';
import { MeteringStore } from './store/cursors.ts';
import { MeteringCounter, MeteringCursor, MeteringState } from './store/entities.ts';
import { meteringMigrations } from './store/migrations.ts';
import { UsageCounters } from './store/usage.ts';
import { UsageHistory } from './usage-history.ts';

export { type ClassifierSettings, inferenceClassifier, type LineFields } from './classify.ts';
export type { MeteringConfig } from './config.ts';
export { type UsageObserver, usageObservers } from './observers.ts';
// What budgets builds on.
export type { SandboxUsage, UsageCounters } from './store/usage.ts';
export { type UsageWindow, utcDay, WINDOWS, windowKey, windowStart } from './windows.ts';

export default definePlugin({
  id: 'metering',
  description:
    "Metering: counts each sandbox's inference requests per UTC day from its gateway's log ring (cursor-based polling), today's count on sandbox JSON, the usage summary.",
  dependsOn: ['gateways', 'sandboxes'],
  config: {
    namespace: 'budget',
    schema: meteringConfigSchema,
    enabled: (config) => config.metering_enabled || 'SERVICE_BUDGET_METERING_ENABLED is false (metering is off unless enabled)',
  },
  entities: [MeteringCursor, MeteringCounter, MeteringState],
  migrations: meteringMigrations,
  register(api) {
    const config = api.config;
    const intervalMs = config.interval_seconds * 1000;
    api.extensionPoint(usageObservers);
    api.provide('usage', (s) => new UsageCounters(s.database));
    api.provide('usageHistory', (s) => new UsageHistory({ usage: s.usage, access: s.access }), { private: true });
    api.provide('meteringStore', (s) => new MeteringStore(s.database), { private: true });
    api.provide('usageObserverList', () => new UsageObserverList(), { private: true });
    api.provide(
      'meter',
      (s) =>
        new Meter({
          registry: s.gatewayRegistry,
          sandboxes: s.sandboxes,
          gateways: s.gatewayApi,
          store: s.meteringStore,
          logger: api.logger,
          clock: s.clock,
          isRequest: inferenceClassifier({ sources: config.inference_sources, countOcsfInference: config.count_ocsf_inference }),
          metrics: meteringMetrics(s.metrics),
          observers: () => s.usageObserverList.list,
          concurrency: config.poll_concurrency,
        }),
      { private: true },
    );
    api.contributeWith(sandboxDetailFields, (s) => meteredToday(s.usage, s.clock));
    api.task({
      id: 'metering.poll',
      every: intervalMs,
      timeout: Math.max(intervalMs, 60_000),
      // Each replica reads the logs of the gateways it owns (docs/plugins.md, Tasks).
      scope: 'sharded',
      run: async ({ resolve, signal, shard }) => {
        await resolve('meter').runPoll(signal, shard.owns);
      },
    });
    api.on('gateway.unregistered', async (event, { resolve }) => {
      await resolve('meteringStore').forgetGateway(event.data.gateway);
    });
    usageRoutes(api);
  },
  async start(runtime) {
    runtime.resolve('usageObserverList').list = runtime.contributions(usageObservers);
    await runtime.resolve('meter').activate();
  },
});
