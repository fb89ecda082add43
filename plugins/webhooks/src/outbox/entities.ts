import { defineEntity, p } from '@mikro-orm/core';
import type { DeliveryStatus } from './log.ts';

// The outbox and the delivery log (see outbox.ts and log.ts). Times are epoch milliseconds on both dialects.

/** A delivery (an event for one webhook) until its last attempt; `claimedBy` and `claimedUntil` are its claim. */
export const WebhookOutboxEntry = defineEntity({
  name: 'WebhookOutboxEntry',
  tableName: 'webhook_outbox',
  properties: {
    id: p.string().primary(),
    webhookId: p.string(),
    eventId: p.string(),
    event: p.string(),
    /** The event envelope as JSON text: `{id, name, timestamp, data}`. */
    payload: p.text(),
    attempts: p.integer(),
    dueAt: p.bigint('number'),
    claimedBy: p.string().nullable(),
    /** 0 when unclaimed. */
    claimedUntil: p.bigint('number'),
    createdAt: p.bigint('number'),
  },
  // Events reach the intake at least once: one delivery per webhook and event.
  uniques: [{ name: 'webhook_outbox_event', properties: ['webhookId', 'eventId'] }],
  indexes: [
    { name: 'webhook_outbox_due', properties: ['dueAt'] },
    { name: 'webhook_outbox_webhook', properties: ['webhookId'] },
  ],
});

/** One attempt of one delivery (docs/decisions.md §7). */
export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    deliveryId: p.string(),
    webhookId: p.string(),
    eventId: p.string(),
    event: p.string(),
    attempt: p.integer(),
    status: p.string().$type<DeliveryStatus>(),
    responseCode: p.integer().nullable(),
    error: p.text().nullable(),
    durationMs: p.integer(),
    createdAt: p.bigint('number'),
    nextAttemptAt: p.bigint('number').nullable(),
  },
  indexes: [
    { name: 'webhook_deliveries_webhook', properties: ['webhookId', 'id'] },
    { name: 'webhook_deliveries_created', properties: ['createdAt'] },
  ],
});
