import { definePlugin } from '@portcullis/core';
import './types.ts';
import { webhookChannels } from './channels/channel.ts';
import { OutboundHttp } from './channels/http.ts';
import { ChannelRegistry } from './channels/registry.ts';
import { retryDelaysMs, webhooksConfigSchema } from './config.ts';
import { AttemptRunner } from './delivery/attempt.ts';
import { Dispatcher } from './delivery/dispatcher.ts';
import { Intake } from './delivery/intake.ts';
import { Recorder } from './delivery/recorder.ts';
import { sweep } from './delivery/sweep.ts';
import { webhooksMigrations } from './migrations/index.ts';
import { DeliveryLog } from './outbox/log.ts';
import { Outbox } from './outbox/outbox.ts';
import { deliveryRoutes } from './routes/deliveries.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { WebhookEditor } from './webhook/editor.ts';
import { Webhook } from './webhook/entity.ts';
import { WebhookRules } from './webhook/rules.ts';
import { WebhookStore } from './webhook/store.ts';

export type { ChannelTarget, DeliveryContext, DeliveryEvent, OutboundRequest, TargetCheck, TargetHost, Verdict, WebhookChannel } from './channels/channel.ts';
// What channel plugins build on.
export { webhookChannels } from './channels/channel.ts';
export { hostOf, httpTarget } from './channels/http.ts';
export { type EventField, eventFields, SEVERITY_COLOURS, type Severity, severityOf, summaryLine } from './channels/render.ts';
export type { WebhooksConfig } from './config.ts';

const DAY_MS = 86_400_000;

export default definePlugin({
  id: 'webhooks',
  description:
    'Webhooks: subscriptions of targets to events, signing secrets, a durable outbox with retries, and the delivery log; channels come from channel plugins.',
  events: {
    'webhook.test': 'Sent by POST /api/webhooks/{id}/test to that webhook only, with sample data.',
  },
  config: { namespace: 'webhook', schema: webhooksConfigSchema },
  entities: [Webhook],
  migrations: webhooksMigrations,
  register(api) {
    const config = api.config;
    const settings = { timeoutMs: config.timeout_seconds * 1000, retryDelaysMs: retryDelaysMs(config), publicUrl: api.kernelConfig.public_url };
    const maxAgeMs = config.delivery_max_age_days * DAY_MS;
    api.extensionPoint(webhookChannels);

    api.provide('webhooksConfig', () => config, { private: true });
    api.provide('webhookChannelRegistry', () => new ChannelRegistry(), { private: true });
    api.provide('webhookStore', (s) => new WebhookStore({ database: s.database, clock: s.clock, secrets: s.secrets }), { private: true });
    api.provide(
      'webhookEditor',
      (s) =>
        new WebhookEditor({
          store: s.webhookStore,
          rules: new WebhookRules({ channels: s.webhookChannelRegistry, catalog: s.eventCatalog, egress: s.egress }),
        }),
      { private: true },
    );
    api.provide('webhookOutbox', (s) => new Outbox({ database: s.database, clock: s.clock, instanceId: s.instanceId }), { private: true });
    api.provide('webhookDeliveryLog', (s) => new DeliveryLog(s.database), { private: true });
    api.provide('webhookHttp', (s) => new OutboundHttp(s.egress), { private: true, dispose: (http: OutboundHttp) => http.close() });
    api.provide(
      'webhookDeliveryCounter',
      (s) => s.metrics.counter('webhook_deliveries_total', 'Webhook delivery attempts by result: success, failed, retrying.', ['result']),
      { private: true },
    );
    api.provide(
      'webhookRecorder',
      (s) => new Recorder({ database: s.database, outbox: s.webhookOutbox, log: s.webhookDeliveryLog, store: s.webhookStore, audit: s.audit }),
      { private: true },
    );
    api.provide(
      'webhookAttempts',
      (s) =>
        new AttemptRunner({
          store: s.webhookStore,
          outbox: s.webhookOutbox,
          recorder: s.webhookRecorder,
          channels: s.webhookChannelRegistry,
          catalog: s.eventCatalog,
          clock: s.clock,
          egress: s.egress,
          http: s.webhookHttp,
          logger: api.logger,
          deliveries: s.webhookDeliveryCounter,
          settings,
        }),
      { private: true },
    );
    api.provide(
      'webhookDispatcher',
      (s) =>
        new Dispatcher({
          runner: s.webhookAttempts,
          outbox: s.webhookOutbox,
          clock: s.clock,
          logger: api.logger,
          concurrency: config.target_concurrency,
          timeoutMs: settings.timeoutMs,
        }),
      { private: true },
    );
    api.provide('webhookIntake', (s) => new Intake({ store: s.webhookStore, outbox: s.webhookOutbox, dispatcher: s.webhookDispatcher }), { private: true });

    // Events emitted on this replica only: each event becomes deliveries once, wherever it happened. Only declared
    // events leave the process; internal ones (operation progress, cache invalidation) never do.
    api.on('*', async (event, { resolve }) => {
      if (resolve('eventCatalog').has(event.name)) await resolve('webhookIntake').accept(event);
    });

    api.task({
      id: 'webhooks.retry',
      every: '1s',
      scope: 'global',
      run: async ({ resolve }) => {
        await sweep({ outbox: resolve('webhookOutbox'), dispatcher: resolve('webhookDispatcher'), instances: resolve('instances') });
      },
    });
    api.task({
      id: 'webhooks.purge',
      every: '1h',
      timeout: '5m',
      scope: 'global',
      run: async ({ resolve, now }) => {
        const cutoff = now() - maxAgeMs;
        await resolve('webhookDeliveryLog').purgeOlderThan(cutoff);
        await resolve('webhookOutbox').purgeOlderThan(cutoff);
      },
    });

    webhookRoutes(api);
    deliveryRoutes(api);
  },
  start(runtime) {
    runtime.resolve('webhookChannelRegistry').install(runtime.contributions(webhookChannels));
    // Registered now so that /metrics shows the counter before the first delivery.
    runtime.resolve('webhookDeliveryCounter');
  },
  async stop(runtime) {
    await runtime.resolve('webhookDispatcher').stop();
  },
});
