import { createServiceRef } from '@portcullis/core';
import type { OutboundHttp } from './channels/http.ts';
import type { ChannelRegistry } from './channels/registry.ts';
import type { AttemptRunner, DeliveryCounter } from './delivery/attempt.ts';
import type { Dispatcher } from './delivery/dispatcher.ts';
import type { Intake } from './delivery/intake.ts';
import type { Recorder } from './delivery/recorder.ts';
import type { DeliveryLog } from './outbox/log.ts';
import type { Outbox } from './outbox/outbox.ts';
import type { WebhookChanges } from './webhook/changes.ts';
import type { WebhookEditor } from './webhook/editor.ts';
import type { WebhookStore } from './webhook/store.ts';

// The engine's own services, provided privately: not exported from the package (what channels may use is in
// refs.ts), so no other plugin's types promise them.

export const channelRegistryRef = createServiceRef<ChannelRegistry>({ id: 'webhooks.channelRegistry' });
export const storeRef = createServiceRef<WebhookStore>({ id: 'webhooks.store' });
export const editorRef = createServiceRef<WebhookEditor>({ id: 'webhooks.editor' });
/** Creates, changes and deletes webhooks with their audit rows: the routes' and the declarable kind's one way. */
export const changesRef = createServiceRef<WebhookChanges>({ id: 'webhooks.changes' });
export const outboxRef = createServiceRef<Outbox>({ id: 'webhooks.outbox' });
export const deliveryLogRef = createServiceRef<DeliveryLog>({ id: 'webhooks.deliveryLog' });
export const httpRef = createServiceRef<OutboundHttp>({ id: 'webhooks.http' });
export const recorderRef = createServiceRef<Recorder>({ id: 'webhooks.recorder' });
export const attemptsRef = createServiceRef<AttemptRunner>({ id: 'webhooks.attempts' });
/** The per-webhook lanes; `settled()` waits until nothing is queued or running (tests). */
export const dispatcherRef = createServiceRef<Dispatcher>({ id: 'webhooks.dispatcher' });
export const intakeRef = createServiceRef<Intake>({ id: 'webhooks.intake' });
export const deliveryCounterRef = createServiceRef<DeliveryCounter>({ id: 'webhooks.deliveryCounter' });
