import type { EventEnvelope } from '@portcullis/core';
import type { NewDelivery, Outbox } from '../outbox/outbox.ts';
import { ALL_EVENTS } from '../webhook/rules.ts';
import type { WebhookStore } from '../webhook/store.ts';
import type { Dispatcher } from './dispatcher.ts';

type Envelope = Pick<EventEnvelope, 'id' | 'name' | 'timestamp' | 'data'>;

/**
 * Turns events into outbox rows. Events come from the kernel's event log, at least once (docs/events.md): an event
 * handed over again after a crash adds no second delivery. Events arriving together are written together: one read
 * of the subscriptions and one INSERT per burst. The rows this instance can send at once are claimed in the same
 * INSERT and handed to the dispatcher.
 */
export class Intake {
  private readonly store: WebhookStore;
  private readonly outbox: Outbox;
  private readonly dispatcher: Dispatcher;
  private pending: Envelope[] = [];
  private next: Promise<void> | null = null;

  constructor(deps: { store: WebhookStore; outbox: Outbox; dispatcher: Dispatcher }) {
    this.store = deps.store;
    this.outbox = deps.outbox;
    this.dispatcher = deps.dispatcher;
  }

  /** Resolves once the event's deliveries are stored (its subscriber, and so `events.settled()`, waits for that). */
  accept(envelope: Envelope): Promise<void> {
    this.pending.push(envelope);
    this.next ??= new Promise((resolve) => setImmediate(resolve)).then(() => this.flush());
    return this.next;
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.next = null;
    const subscriptions = await this.store.subscriptions();
    const room = new Map<string, number>();
    const deliveries: NewDelivery[] = [];
    for (const envelope of batch) {
      for (const { id, eventTypes } of subscriptions) {
        if (!eventTypes.includes(ALL_EVENTS) && !eventTypes.includes(envelope.name)) continue;
        const left = room.get(id) ?? this.dispatcher.room(id);
        room.set(id, left - 1);
        deliveries.push({ webhookId: id, envelope, claimed: left > 0 });
      }
    }
    this.dispatcher.enqueue(await this.outbox.add(deliveries));
  }
}
