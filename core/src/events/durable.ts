import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { LeaseStore } from '../scheduler/lease.ts';
import type { EventEnvelope } from './bus.ts';
import type { EventLog } from './log.ts';
import { SerialRun } from './serial-run.ts';

const BATCH = 200;
const LEASE = 'events:durable-consumers';
/** The lead outlives a few missed renewals; on PostgreSQL a crashed leader's lease is taken over at once anyway. */
const LEASE_TTL_MS = 30_000;
const RENEW_EVERY_MS = 5_000;

export interface DurableSubscriber {
  /** Stable across restarts: the place in the log is kept under it. */
  name: string;
  matches(event: string): boolean;
  /** Runs one event; it never throws (failures are the bus's to count and log). */
  run(event: EventEnvelope): Promise<void>;
}

/** One durable subscriber's reading of the log: in order, one event at a time, its place stored as it goes. */
class Consumer {
  readonly subscriber: DurableSubscriber;
  readonly reader: SerialRun;
  position = 0;

  constructor(subscriber: DurableSubscriber, drain: (consumer: Consumer) => Promise<void>) {
    this.subscriber = subscriber;
    this.reader = new SerialRun(() => drain(this));
  }
}

/**
 * The subscribers that must see every event once, wherever it was emitted and whatever crashed meanwhile (webhook
 * intake, plugins' clean-ups): each reads the log from its stored place, in order, and moves its place forward after
 * the event was handled, so a crash means the event is handled again, never that it is lost (at least once; the
 * subscribers are idempotent). One replica reads for all, under a lease, so that a burst is not handled on every
 * replica at once.
 */
export class DurableConsumers {
  private readonly log: EventLog;
  private readonly leases: LeaseStore;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly consumers: Consumer[] = [];
  private leading = false;
  private renewal: NodeJS.Timeout | null = null;

  constructor(deps: { log: EventLog; leases: LeaseStore; clock: Clock; logger: Logger }) {
    this.log = deps.log;
    this.leases = deps.leases;
    this.clock = deps.clock;
    this.logger = deps.logger;
  }

  add(subscriber: DurableSubscriber): void {
    this.consumers.push(new Consumer(subscriber, (consumer) => this.drain(consumer)));
  }

  async start(): Promise<void> {
    if (this.consumers.length === 0) return;
    await this.claimLead();
    this.renewal = setInterval(() => void this.claimLead(), RENEW_EVERY_MS);
    this.renewal.unref();
  }

  /** Reads what was written since each consumer's last read, on the leading replica. */
  wake(): void {
    if (!this.leading) return;
    for (const consumer of this.consumers) consumer.reader.run().catch((error: unknown) => this.readFailed(consumer, error));
  }

  /** On the leading replica: every consumer has handled the events up to `head`. */
  async reach(head: number): Promise<void> {
    if (!this.leading) return;
    await Promise.all(
      this.consumers.map(async (consumer) => {
        if (consumer.position >= head) return;
        await consumer.reader.run();
      }),
    );
  }

  async stop(): Promise<void> {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
    const wasLeading = this.leading;
    this.leading = false;
    await Promise.all(this.consumers.map((consumer) => consumer.reader.idle()));
    if (wasLeading) await this.leases.release(LEASE).catch((error: unknown) => this.logger.warn({ err: error }, 'could not release the event consumers lease'));
  }

  private async claimLead(): Promise<void> {
    const leading = await this.leases.acquire(LEASE, this.clock.now(), LEASE_TTL_MS).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'event consumers lease check failed');
      return false;
    });
    if (leading && !this.leading) await this.takeLead();
    else this.leading = leading;
  }

  /** Becoming the leader: each consumer continues from its stored place (a new one from the end of the log). */
  private async takeLead(): Promise<void> {
    try {
      const head = await this.log.head();
      for (const consumer of this.consumers) consumer.position = await this.log.consumerPosition(consumer.subscriber.name, head, this.clock.now());
      this.leading = true;
      this.wake();
    } catch (error) {
      this.logger.warn({ err: error }, 'event consumers could not read their places');
    }
  }

  private async drain(consumer: Consumer): Promise<void> {
    const { subscriber } = consumer;
    for (;;) {
      const events = await this.log.after(consumer.position, BATCH);
      for (const { seq, envelope } of events) {
        if (!this.leading) return;
        const handled = subscriber.matches(envelope.name);
        if (handled) await subscriber.run(envelope);
        consumer.position = seq;
        if (handled) await this.log.advance(subscriber.name, seq, this.clock.now());
      }
      const last = events.at(-1);
      if (last) await this.log.advance(subscriber.name, last.seq, this.clock.now());
      if (events.length < BATCH) return;
    }
  }

  private readFailed(consumer: Consumer, error: unknown): void {
    this.logger.warn({ err: error, consumer: consumer.subscriber.name }, 'event consumer could not read the log; it tries again at the next event');
  }
}
