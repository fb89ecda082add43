import { defineEntity, p } from '@mikro-orm/core';

/** One event of the log (docs/events.md), at its place `seq`; times in epoch milliseconds on both dialects. */
export const EventLogEntry = defineEntity({
  name: 'EventLogEntry',
  tableName: 'event_log',
  properties: {
    seq: p.bigint('number').primary().autoincrement(),
    id: p.string().unique(),
    name: p.string(),
    occurredAt: p.bigint('number'),
    origin: p.string(),
    /** The payload as JSON text: it is only ever read back whole. */
    data: p.text(),
  },
  indexes: [{ name: 'event_log_occurred_at', properties: ['occurredAt'] }],
});

/** Where a durable subscriber is in the event log. */
export const EventConsumer = defineEntity({
  name: 'EventConsumer',
  tableName: 'event_consumers',
  properties: {
    name: p.string().primary(),
    position: p.bigint('number'),
    updatedAt: p.bigint('number'),
  },
});
