import { declarableKinds, definePlugin } from '@portcullis/core';
import './types.ts';
import { webhookChannels } from './channels/channel.ts';
import { BoundedDeliveryContexts } from './channels/contexts.ts';
import { OutboundHttp } from './channels/http.ts';
import { ChannelRegistry } from './channels/registry.ts';
import { retryDelaysMs, webhooksConfigSchema } from './config.ts';
import { AttemptRunner } from './delivery/attempt.ts';
import { Dispatcher } from './delivery/dispatcher.ts';
import { Intake } from './delivery/intake.ts';
import { Recorder } from './delivery/recorder.ts';
import { sweep } from './delivery/sweep.ts';
import { webhooksMigrations } from './migrations/index.ts';
import { WebhookDelivery, WebhookOutboxEntry } from './outbox/entities.ts';
import { DeliveryLog } from './outbox/log.ts';
import { Outbox } from './outbox/outbox.ts';
import { deliveryContextRef, webhookSettingsRef } from './refs.ts';
import { deliveryRoutes } from './routes/deliveries.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import {
  attemptsRef,
  changesRef,
  channelRegistryRef,
  deliveryCounterRef,
  deliveryLogRef,
  dispatcherRef,
  editorRef,
  httpRef,
  intakeRef,
  outboxRef,
  recorderRef,
  storeRef,
} from './services.ts';
import { WebhookChanges } from './webhook/changes.ts';
import { webhooksKind } from './webhook/declarable.ts';
import { WebhookEditor } from './webhook/editor.ts';
import { Webhook } from './webhook/entity.ts';
import { WebhookRules } from './webhook/rules.ts';
import { StoredWebhookSettings } from './webhook/settings.ts';
import { WebhookStore } from './webhook/store.ts';

export type { ChannelTarget, DeliveryContext, DeliveryEvent, OutboundRequest, TargetCheck, TargetHost, Verdict, WebhookChannel } from './channels/channel.ts';
// What channel plugins build on.
export { webhookChannels } from './channels/channel.ts';
export { hostOf, httpTarget } from './channels/http.ts';
export { type EventField, eventFields, SEVERITY_COLOURS, type Severity, severityOf, summaryLine } from './channels/render.ts';
export type { WebhooksConfig } from './config.ts';
export { type DeliveryContexts, deliveryContextRef, type WebhookSettings, type WebhookSettingsReader, webhookSettingsRef } from './refs.ts';

const DAY_MS = 86_400_000;

export default definePlugin({
  id: 'webhooks',
  description:
    'Webhooks: subscriptions of targets to events, signing secrets, a durable outbox with retries, and the delivery log; channels come from channel plugins.',
  events: {
    'webhook.test': 'Sent by POST /api/webhooks/{id}/test to that webhook only, with sample data.',
  },
  config: { namespace: 'webhook', schema: webhooksConfigSchema },
  entities: [Webhook, WebhookOutboxEntry, WebhookDelivery],
  migrations: webhooksMigrations,
  register(api) {
    const config = api.config;
    const timeoutMs = config.timeout_seconds * 1000;
    const maxAgeMs = config.delivery_max_age_days * DAY_MS;
    api.extensionPoint(webhookChannels);

    api.provide(channelRegistryRef, () => new ChannelRegistry(), { private: true });
    api.provide(storeRef, (s) => new WebhookStore({ database: s.database, clock: s.clock, secrets: s.secrets }), { private: true });
    api.provide(
      editorRef,
      (s, resolve) =>
        new WebhookEditor({
          store: resolve(storeRef),
          rules: new WebhookRules({ channels: resolve(channelRegistryRef), catalog: s.eventCatalog, egress: s.egress }),
        }),
      { private: true },
    );
    api.provide(
      changesRef,
      (s, resolve) =>
        new WebhookChanges({
          database: s.database,
          audit: s.audit,
          store: resolve(storeRef),
          editor: resolve(editorRef),
          outbox: resolve(outboxRef),
          log: resolve(deliveryLogRef),
        }),
      { private: true },
    );
    api.provide(outboxRef, (s) => new Outbox({ database: s.database, clock: s.clock, instanceId: s.instanceId }), { private: true });
    api.provide(deliveryLogRef, (s) => new DeliveryLog(s.database), { private: true });
    api.provide(httpRef, (s) => new OutboundHttp(s.egress), { private: true, dispose: (http: OutboundHttp) => http.close() });
    api.provide(
      deliveryCounterRef,
      (s) => s.metrics.counter('webhook_deliveries_total', 'Webhook delivery attempts by result: success, failed, retrying.', ['result']),
      { private: true },
    );
    // What channel plugins may use (refs.ts).
    api.provide(webhookSettingsRef, (_s, resolve) => new StoredWebhookSettings(resolve(storeRef)));
    api.provide(
      deliveryContextRef,
      (s, resolve) => new BoundedDeliveryContexts({ http: resolve(httpRef), egress: s.egress, timeoutMs, publicUrl: api.kernelConfig.public_url }),
    );
    api.provide(
      recorderRef,
      (s, resolve) =>
        new Recorder({ database: s.database, outbox: resolve(outboxRef), log: resolve(deliveryLogRef), store: resolve(storeRef), audit: s.audit }),
      { private: true },
    );
    api.provide(
      attemptsRef,
      (s, resolve) =>
        new AttemptRunner({
          store: resolve(storeRef),
          outbox: resolve(outboxRef),
          recorder: resolve(recorderRef),
          channels: resolve(channelRegistryRef),
          catalog: s.eventCatalog,
          clock: s.clock,
          contexts: resolve(deliveryContextRef),
          logger: api.logger,
          deliveries: resolve(deliveryCounterRef),
          settings: { retryDelaysMs: retryDelaysMs(config) },
        }),
      { private: true },
    );
    api.provide(
      dispatcherRef,
      (s, resolve) =>
        new Dispatcher({
          runner: resolve(attemptsRef),
          outbox: resolve(outboxRef),
          clock: s.clock,
          logger: api.logger,
          concurrency: config.target_concurrency,
          timeoutMs,
        }),
      { private: true },
    );
    api.provide(intakeRef, (_s, resolve) => new Intake({ store: resolve(storeRef), outbox: resolve(outboxRef), dispatcher: resolve(dispatcherRef) }), {
      private: true,
    });

    // Events emitted on this replica only: each event becomes deliveries once, wherever it happened. Only declared
    // events leave the process; internal ones (operation progress, cache invalidation) never do.
    api.on('*', async (event, { resolve }) => {
      if (resolve('eventCatalog').has(event.name)) await resolve(intakeRef).accept(event);
    });

    api.task({
      id: 'webhooks.retry',
      every: '1s',
      scope: 'global',
      run: async ({ resolve }) => {
        await sweep({ outbox: resolve(outboxRef), dispatcher: resolve(dispatcherRef), instances: resolve('instances') });
      },
    });
    api.task({
      id: 'webhooks.purge',
      every: '1h',
      timeout: '5m',
      scope: 'global',
      run: async ({ resolve, now }) => {
        const cutoff = now() - maxAgeMs;
        await resolve(deliveryLogRef).purgeOlderThan(cutoff);
        await resolve(outboxRef).purgeOlderThan(cutoff);
      },
    });

    api.contributeWith(declarableKinds, (s, resolve) =>
      webhooksKind({
        access: s.access,
        store: resolve(storeRef),
        editor: resolve(editorRef),
        changes: resolve(changesRef),
        channels: resolve(channelRegistryRef),
      }),
    );

    webhookRoutes(api);
    deliveryRoutes(api);
  },
  start(runtime) {
    runtime.resolve(channelRegistryRef).install(runtime.contributions(webhookChannels));
    // Registered now so that /metrics shows the counter before the first delivery.
    runtime.resolve(deliveryCounterRef);
  },
  async stop(runtime) {
    await runtime.resolve(dispatcherRef).stop();
  },
});
