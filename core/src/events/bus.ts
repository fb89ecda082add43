import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Counter } from 'prom-client';
import type { Clock } from '../clock.ts';
import { currentContext } from '../context.ts';
import type { Database, TransactionScope } from '../db/database.ts';
import type { Metrics } from '../metrics.ts';
import { redactSecrets } from '../redact.ts';
import type { LeaseStore } from '../scheduler/lease.ts';
import { DurableConsumers } from './durable.ts';
import { EventLog } from './log.ts';
import { LogTail } from './tail.ts';

/**
 * Event names and payloads. Plugins add theirs by declaration merging:
 *   declare module '@portcullis/core' { interface EventMap { 'sandbox.created': { gateway: string; ... } } }
 */
export interface EventMap {
  /** Internal: an operation changed (drives the SSE stream on every replica). */
  'operation.updated': { operation: Record<string, unknown>; step: number };
  /** Internal: someone asked a running operation to stop (the replica running it aborts its work). */
  'operation.cancel_requested': { id: string };
}

export type EventName = keyof EventMap & string;

export interface EventEnvelope<N extends string = string, D = unknown> {
  id: string;
  name: N;
  timestamp: string;
  data: D;
  /** Instance that emitted it. */
  origin: string;
}

export type EventHandler<D = unknown> = (event: EventEnvelope<string, D>) => void | Promise<void>;

export interface SubscribeOptions {
  /**
   * `local` (default): every event once, wherever it was emitted, even across a crash (a durable subscriber:
   * webhooks, clean-ups). Given to a plugin's subscriber on one replica, in order, at least once.
   * `all`: every event on every replica, as it is written (pushing to WebSocket clients connected here, caches).
   */
  replicas?: 'local' | 'all';
}

/** Wakes this replica when another one committed events (PostgreSQL LISTEN); absent on SQLite. */
export interface EventWakeups {
  listen(wake: () => void): Promise<void>;
  /** Resolves once the wake-up of every transaction committed before the call has been handled. */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

interface Subscription {
  pattern: string;
  handler: EventHandler;
  replicas: 'local' | 'all';
  /** The plugin that subscribed through its `api.on` (null for subscriptions made on the bus directly). */
  plugin: string | null;
}

/** How often a plugin's subscribers threw, and the last time one did. */
export interface SubscriberErrors {
  count: number;
  last_error: { message: string; at: string } | null;
}

// How often the log is read when nothing woke the reader: events another process wrote on SQLite (the CLI), or whose
// wake-up was lost.
const POLL_MS = 1000;
const PASSED_EVENTS_KEPT_MS = 3_600_000;
const EVENTS_KEPT_MS = 7 * 86_400_000;

function matches(pattern: string, name: string): boolean {
  if (pattern === '*' || pattern === name) return true;
  return pattern.endsWith('.*') && name.startsWith(pattern.slice(0, -1));
}

/**
 * The kernel's events (docs/events.md). An event is written to the event log in the transaction of the change that
 * caused it, or in a transaction of its own when there is none, and subscribers read it from there once it has
 * committed: nothing acknowledged is lost to a crash, and nothing rolled back is ever seen.
 */
export class EventBus {
  private readonly subscriptions: Subscription[] = [];
  private readonly instanceId: string;
  private readonly logger: Logger;
  private readonly clock: Clock;
  private readonly metrics: Metrics;
  private readonly database: Database;
  private readonly log: EventLog;
  private readonly tail: LogTail;
  private readonly durable: DurableConsumers;
  private readonly pluginSubscriberErrors: Counter<'plugin'>;
  private readonly errorsByPlugin = new Map<string, SubscriberErrors>();
  private readonly durableNames = new Map<string, number>();
  /** Events emitted inside a transaction that has not committed yet. */
  private readonly inTransaction = new WeakMap<TransactionScope, EventEnvelope[]>();
  private wakeups: EventWakeups | null = null;
  private poll: NodeJS.Timeout | null = null;
  /** Events written outside a transaction, one after the other in emit order. */
  private writes: Promise<void> = Promise.resolve();
  private pendingWrites = 0;
  /** Subscribers of the tail that are running. */
  private running = 0;

  constructor(options: { instanceId: string; logger: Logger; clock: Clock; metrics: Metrics; database: Database; leases: LeaseStore }) {
    this.instanceId = options.instanceId;
    this.logger = options.logger;
    this.clock = options.clock;
    this.metrics = options.metrics;
    this.database = options.database;
    this.log = new EventLog(options.database);
    this.tail = new LogTail(this.log, ({ envelope }) => {
      // This replica's own events reached its live subscribers when they committed.
      if (envelope.origin !== this.instanceId) this.deliverLive(envelope);
    });
    this.durable = new DurableConsumers({ log: this.log, leases: options.leases, clock: options.clock, logger: options.logger });
    this.pluginSubscriberErrors = options.metrics.counter('subscriber_errors_total', 'Event subscribers of plugins that threw, by plugin (each is logged).', [
      'plugin',
    ]);
  }

  /**
   * `plugin` is set by the kernel for subscriptions made through a plugin's `api.on`: their errors are counted per
   * plugin, and a `local` one is durable (it keeps its place in the log under the plugin's name and the pattern).
   */
  on<N extends EventName | '*' | `${string}.*`>(
    pattern: N,
    handler: EventHandler<N extends EventName ? EventMap[N] : unknown>,
    options: SubscribeOptions = {},
    plugin: string | null = null,
  ): () => void {
    const subscription: Subscription = { pattern, handler: handler as EventHandler, replicas: options.replicas ?? 'local', plugin };
    if (plugin && subscription.replicas === 'local') {
      this.durable.add({
        name: this.durableName(plugin, pattern),
        matches: (name) => matches(pattern, name),
        run: (event) => this.runHandler(subscription, event),
      });
      return () => undefined;
    }
    this.subscriptions.push(subscription);
    return () => {
      const index = this.subscriptions.indexOf(subscription);
      if (index >= 0) this.subscriptions.splice(index, 1);
    };
  }

  /**
   * Publishes an event: inside a transaction (`Database.transaction`) it is written with it and exists only if that
   * commits; outside one it is written at once in its own. Never blocks the caller and never throws into it.
   * The caller's actor is added to `data.actor` when the payload does not name one.
   */
  emit<N extends EventName>(name: N, data: EventMap[N]): EventEnvelope<N, EventMap[N]> {
    const envelope = this.envelope(name, data);
    const transaction = this.database.current();
    if (transaction) this.writeWith(transaction, envelope);
    else void this.writeAlone(envelope);
    return envelope;
  }

  /**
   * Outside a transaction: like `emit`, but resolves once the event has committed (what follows may rely on its
   * delivery: an operation that reports success after announcing it). A failed write is logged, never thrown.
   */
  async emitNow<N extends EventName>(name: N, data: EventMap[N]): Promise<EventEnvelope<N, EventMap[N]>> {
    const envelope = this.envelope(name, data);
    await this.writeAlone(envelope);
    return envelope;
  }

  /** Starts following the log from its end (before the plugins start: what they emit is followed). */
  async startLive(wakeups: EventWakeups | null): Promise<void> {
    await this.tail.start();
    this.wakeups = wakeups;
    await wakeups?.listen(() => this.wake());
    this.poll = setInterval(() => this.wake(), POLL_MS);
    this.poll.unref();
  }

  /** Starts the durable subscribers (once this process is known among the instances: they run under a lease). */
  async startDurable(): Promise<void> {
    await this.durable.start();
  }

  /** Stops reading the log; what was written meanwhile is delivered by another replica or the next start. */
  async close(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    await this.durable.stop();
    await this.tail.idle();
    await this.wakeups?.close();
    this.wakeups = null;
  }

  /**
   * Resolves once the events other replicas committed before this call have been read here and their live
   * subscribers here have run: what a replica keeps up to date through events (a cache) waits for this before it
   * trusts itself. At once without wake-ups (SQLite: this process writes the events that matter to it).
   */
  async synced(): Promise<void> {
    if (!this.wakeups) return;
    await this.wakeups.barrier();
    await this.tail.idle();
    await this.liveSubscribersIdle();
  }

  /** `settled`, given at most `ms` (shutdown: what is left waits in the log). */
  async settledWithin(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
    const settled = this.settled().catch((error: unknown) =>
      this.logger.warn({ err: error }, 'events could not all be handled before stopping; they stay in the log'),
    );
    await Promise.race([settled, timeout]);
    clearTimeout(timer);
  }

  /**
   * Deletes events every durable subscriber has handled once they are an hour old (live readers are long past them),
   * and any event a week old (a subscriber of a plugin that was switched off must not keep the log forever).
   */
  purge(now: number): Promise<number> {
    return this.log.purge({ keepAfter: now - PASSED_EVENTS_KEPT_MS, dropBefore: now - EVENTS_KEPT_MS, activeSince: now - EVENTS_KEPT_MS });
  }

  /** Errors of one plugin's subscribers since start-up. */
  subscriberErrors(plugin: string): SubscriberErrors {
    return this.errorsByPlugin.get(plugin) ?? { count: 0, last_error: null };
  }

  /**
   * Resolves once every event written so far has been read and handled here (by the durable subscribers too, when
   * this replica leads them), including the events those handlers emitted (tests and shutdown use it).
   */
  async settled(): Promise<void> {
    for (;;) {
      await this.writesDone();
      const head = await this.log.head();
      await this.tail.reach(head);
      await this.durable.reach(head);
      await this.liveSubscribersIdle();
      if (this.pendingWrites === 0 && (await this.log.head()) === head) return;
    }
  }

  private wake(): void {
    this.tail.wake().catch((error: unknown) => this.logger.warn({ err: error }, 'reading the event log failed; it is read again at the next event'));
    this.durable.wake();
  }

  /** The transaction's events are written together, as its last step, and read once it has committed. */
  private writeWith(transaction: TransactionScope, envelope: EventEnvelope): void {
    const queued = this.inTransaction.get(transaction);
    if (queued) {
      queued.push(envelope);
      return;
    }
    const envelopes = [envelope];
    this.inTransaction.set(transaction, envelopes);
    transaction.beforeCommit((em) => {
      // Emitted after this step ran (by a later step): written by a step of its own.
      this.inTransaction.delete(transaction);
      return this.log.append(em, envelopes);
    });
    transaction.afterCommit(() => this.committed(envelopes));
  }

  private writeAlone(envelope: EventEnvelope): Promise<void> {
    this.pendingWrites += 1;
    const written = this.writes
      .then(() => this.database.transaction((em) => this.log.append(em, [envelope])))
      .then(
        () => this.committed([envelope]),
        (error: unknown) => this.logger.error({ err: error, event: envelope.name }, 'an event could not be written to the event log'),
      )
      .finally(() => {
        this.pendingWrites -= 1;
      });
    this.writes = written;
    return written;
  }

  /** Resolves once every event emitted outside a transaction so far has been written (or failed to be). */
  async writesDone(): Promise<void> {
    while (this.pendingWrites > 0) await this.writes;
  }

  private async liveSubscribersIdle(): Promise<void> {
    while (this.running > 0) await new Promise((resolve) => setImmediate(resolve));
  }

  private durableName(plugin: string, pattern: string): string {
    const base = `${plugin}:${pattern}`;
    const seen = this.durableNames.get(base) ?? 0;
    this.durableNames.set(base, seen + 1);
    return seen === 0 ? base : `${base}#${seen + 1}`;
  }

  private envelope<N extends EventName>(name: N, data: EventMap[N]): EventEnvelope<N, EventMap[N]> {
    const context = currentContext();
    const stamped = redactSecrets({ actor: context?.actor?.name ?? 'system', ...(data as object) }) as unknown as EventMap[N];
    return { id: randomUUID(), name, timestamp: new Date(this.clock.now()).toISOString(), data: stamped, origin: this.instanceId };
  }

  /**
   * Events this replica wrote reach its live subscribers as soon as they commit, without waiting for the log to be
   * read back (what a request announced has been handed over before its answer is on the wire); they see the data
   * as the log holds it, as every other replica does.
   */
  private committed(envelopes: EventEnvelope[]): void {
    for (const envelope of envelopes) this.deliverLive({ ...envelope, data: JSON.parse(JSON.stringify(envelope.data)) as unknown });
    this.wake();
  }

  /** An event to every live subscriber (and to a `local` one not of a plugin, if emitted here). */
  private deliverLive(envelope: EventEnvelope): void {
    for (const subscription of this.subscriptions) {
      if (!matches(subscription.pattern, envelope.name)) continue;
      if (subscription.replicas === 'local' && envelope.origin !== this.instanceId) continue;
      this.running += 1;
      void new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => this.runHandler(subscription, envelope))
        .finally(() => {
          this.running -= 1;
        });
    }
  }

  /** Runs one subscriber; a failure is logged and counted, never passed on. */
  private async runHandler(subscription: Subscription, envelope: EventEnvelope): Promise<void> {
    try {
      await subscription.handler(envelope);
    } catch (error) {
      this.subscriberFailed(subscription, envelope, error);
    }
  }

  private subscriberFailed(subscription: Subscription, envelope: EventEnvelope, error: unknown): void {
    this.logger.error({ err: error, event: envelope.name, ...(subscription.plugin ? { plugin: subscription.plugin } : {}) }, 'event subscriber failed');
    this.metrics.unexpected('subscriber');
    if (!subscription.plugin) return;
    this.pluginSubscriberErrors.inc({ plugin: subscription.plugin });
    const message = error instanceof Error ? error.message : String(error);
    const { count } = this.subscriberErrors(subscription.plugin);
    this.errorsByPlugin.set(subscription.plugin, { count: count + 1, last_error: { message, at: new Date(this.clock.now()).toISOString() } });
  }
}
