import type { OutboundHttp } from './channels/http.ts';
import type { ChannelRegistry } from './channels/registry.ts';
import type { WebhooksConfig } from './config.ts';
import type { AttemptRunner, DeliveryCounter } from './delivery/attempt.ts';
import type { Dispatcher } from './delivery/dispatcher.ts';
import type { Intake } from './delivery/intake.ts';
import type { Recorder } from './delivery/recorder.ts';
import type { DeliveryLog } from './outbox/log.ts';
import type { Outbox } from './outbox/outbox.ts';
import type { WebhookEditor } from './webhook/editor.ts';
import type { WebhookStore } from './webhook/store.ts';

declare module '@portcullis/core' {
  interface EventMap {
    /** Sent by POST /api/webhooks/{id}/test to that webhook only (never on the bus); sample data. */
    'webhook.test': { gateway: string; sandbox: string; webhook_id: string; message: string };
  }
  interface ServiceMap {
    /** Private to the webhooks plugin. */
    webhooksConfig: WebhooksConfig;
    webhookChannelRegistry: ChannelRegistry;
    webhookStore: WebhookStore;
    webhookEditor: WebhookEditor;
    webhookOutbox: Outbox;
    webhookDeliveryLog: DeliveryLog;
    webhookHttp: OutboundHttp;
    webhookRecorder: Recorder;
    webhookAttempts: AttemptRunner;
    /** The per-webhook lanes; `settled()` waits until nothing is queued or running (tests). */
    webhookDispatcher: Dispatcher;
    webhookIntake: Intake;
    webhookDeliveryCounter: DeliveryCounter;
  }
}
