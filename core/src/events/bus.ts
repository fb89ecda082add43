import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Counter } from 'prom-client';
import type { Clock } from '../clock.ts';
import { currentContext } from '../context.ts';
import type { Metrics } from '../metrics.ts';
import { redactSecrets } from '../redact.ts';

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
  /** Instance that emitted it; differs from ours when it arrived through the replica relay. */
  origin: string;
}

export type EventHandler<D = unknown> = (event: EventEnvelope<string, D>) => void | Promise<void>;

export interface SubscribeOptions {
  /**
   * `local` (default): only events emitted by this replica (webhooks: one delivery, wherever it happened).
   * `all`: also events relayed from other replicas (pushing to WebSocket clients connected here).
   */
  replicas?: 'local' | 'all';
}

/** Carries events between replicas (PostgreSQL LISTEN/NOTIFY); absent on a single replica. */
export interface EventRelay {
  publish(envelope: EventEnvelope): Promise<void>;
  subscribe(receive: (envelope: EventEnvelope) => void): Promise<void>;
  /** Resolves once every event other replicas published before the call has been handed to `receive`. */
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

function matches(pattern: string, name: string): boolean {
  if (pattern === '*' || pattern === name) return true;
  return pattern.endsWith('.*') && name.startsWith(pattern.slice(0, -1));
}

export class EventBus {
  private readonly subscriptions: Subscription[] = [];
  private relay: EventRelay | null = null;
  private pending = 0;
  /** Subscribers running for events that came from other replicas. */
  private readonly relayedRuns = new Set<Promise<void>>();
  private readonly instanceId: string;
  private readonly logger: Logger;
  private readonly clock: Clock;
  private readonly metrics: Metrics;
  private readonly pluginSubscriberErrors: Counter<'plugin'>;
  private readonly errorsByPlugin = new Map<string, SubscriberErrors>();

  constructor(options: { instanceId: string; logger: Logger; clock: Clock; metrics: Metrics }) {
    this.instanceId = options.instanceId;
    this.logger = options.logger;
    this.clock = options.clock;
    this.metrics = options.metrics;
    this.pluginSubscriberErrors = options.metrics.counter('subscriber_errors_total', 'Event subscribers of plugins that threw, by plugin (each is logged).', [
      'plugin',
    ]);
  }

  /** `plugin` is set by the kernel for subscriptions made through a plugin's `api.on`: their errors are counted per plugin. */
  on<N extends EventName | '*' | `${string}.*`>(
    pattern: N,
    handler: EventHandler<N extends EventName ? EventMap[N] : unknown>,
    options: SubscribeOptions = {},
    plugin: string | null = null,
  ): () => void {
    const subscription: Subscription = { pattern, handler: handler as EventHandler, replicas: options.replicas ?? 'local', plugin };
    this.subscriptions.push(subscription);
    return () => {
      const index = this.subscriptions.indexOf(subscription);
      if (index >= 0) this.subscriptions.splice(index, 1);
    };
  }

  /**
   * Publishes an event. Never blocks the caller and never throws into it: subscribers run on a later turn.
   * The caller's actor is added to `data.actor` when the payload does not name one.
   */
  emit<N extends EventName>(name: N, data: EventMap[N]): EventEnvelope<N, EventMap[N]> {
    const envelope = this.envelope(name, data);
    this.dispatch(envelope, false);
    void this.relayOut(envelope);
    return envelope;
  }

  /**
   * Like `emit`, but resolves once the event has been handed to the other replicas (on PostgreSQL: its NOTIFY is
   * sent, so every listening replica has it queued). For changes the other replicas must know of before the caller
   * answers, such as a revoked key. A relay failure is logged, never thrown: the change itself has happened.
   */
  async emitRelayed<N extends EventName>(name: N, data: EventMap[N]): Promise<EventEnvelope<N, EventMap[N]>> {
    const envelope = this.envelope(name, data);
    this.dispatch(envelope, false);
    await this.relayOut(envelope);
    return envelope;
  }

  async attachRelay(relay: EventRelay): Promise<void> {
    this.relay = relay;
    await relay.subscribe((envelope) => {
      if (envelope.origin !== this.instanceId) this.dispatch(envelope, true);
    });
  }

  async close(): Promise<void> {
    await this.relay?.close();
    this.relay = null;
  }

  /**
   * Resolves once the events other replicas emitted before this call have arrived here and their subscribers here have
   * run: what a replica keeps up to date through relayed events (a cache) waits for this before it trusts itself.
   * At once without a relay.
   */
  async synced(): Promise<void> {
    if (!this.relay) return;
    await this.relay.barrier();
    await Promise.all(this.relayedRuns);
  }

  /** Errors of one plugin's subscribers since start-up. */
  subscriberErrors(plugin: string): SubscriberErrors {
    return this.errorsByPlugin.get(plugin) ?? { count: 0, last_error: null };
  }

  /** Resolves once every subscriber started so far has finished (tests and shutdown use it). */
  async settled(): Promise<void> {
    while (this.pending > 0) await new Promise((resolve) => setImmediate(resolve));
  }

  private envelope<N extends EventName>(name: N, data: EventMap[N]): EventEnvelope<N, EventMap[N]> {
    const context = currentContext();
    const stamped = redactSecrets({ actor: context?.actor?.name ?? 'system', ...(data as object) }) as unknown as EventMap[N];
    return { id: randomUUID(), name, timestamp: new Date(this.clock.now()).toISOString(), data: stamped, origin: this.instanceId };
  }

  private async relayOut(envelope: EventEnvelope): Promise<void> {
    if (!this.relay) return;
    await this.relay.publish(envelope).catch((error: unknown) => this.logger.warn({ err: error, event: envelope.name }, 'event relay publish failed'));
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

  private dispatch(envelope: EventEnvelope, relayed: boolean): void {
    for (const subscription of this.subscriptions) {
      if (!matches(subscription.pattern, envelope.name)) continue;
      if (relayed && subscription.replicas === 'local') continue;
      this.pending += 1;
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => subscription.handler(envelope))
        .catch((error: unknown) => this.subscriberFailed(subscription, envelope, error))
        .finally(() => {
          this.pending -= 1;
          this.relayedRuns.delete(run);
        });
      if (relayed) this.relayedRuns.add(run);
    }
  }
}
