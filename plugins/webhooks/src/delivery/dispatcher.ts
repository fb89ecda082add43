import type { Clock, Logger } from '@portcullis/core';
import type { DeliveryJson } from '../outbox/log.ts';
import type { Outbox, OutboxJob } from '../outbox/outbox.ts';
import type { AttemptRunner } from './attempt.ts';

// Claimed deliveries wait in one lane per webhook, and each lane runs at most `concurrency` attempts at a time. A
// receiver that hangs holds its own lane until the attempt timeout, never a slot another webhook needs: fresh
// deliveries to healthy receivers start at once whatever one dead receiver does. A lane holds a bounded queue;
// what does not fit stays in the outbox, unclaimed, for a later sweep.

/** Deliveries one lane may hold waiting (in memory, claimed by this instance). */
const LANE_QUEUE_MAX = 1000;
// A queued delivery starts only while its claim outlasts a whole attempt by this much; otherwise the sweep may
// already be free to hand it to another replica, so it is left to the sweep.
const CLAIM_MARGIN_MS = 5_000;
// On shutdown, attempts in flight get this long to finish before they are cut short (and left to the next process).
const STOP_GRACE_MS = 3_000;

interface Lane {
  queue: OutboxJob[];
  running: number;
}

export class Dispatcher {
  private readonly runner: AttemptRunner;
  private readonly outbox: Outbox;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly concurrency: number;
  private readonly timeoutMs: number;
  private readonly lanes = new Map<string, Lane>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly stopping = new AbortController();
  private closed = false;

  constructor(deps: { runner: AttemptRunner; outbox: Outbox; clock: Clock; logger: Logger; concurrency: number; timeoutMs: number }) {
    this.runner = deps.runner;
    this.outbox = deps.outbox;
    this.clock = deps.clock;
    this.logger = deps.logger;
    this.concurrency = deps.concurrency;
    this.timeoutMs = deps.timeoutMs;
  }

  /** Whether new deliveries should be claimed here (false once stopping). */
  get accepting(): boolean {
    return !this.closed;
  }

  /** How many more deliveries the webhook's lane takes. */
  room(webhookId: string): number {
    return this.closed ? 0 : LANE_QUEUE_MAX - (this.lanes.get(webhookId)?.queue.length ?? 0);
  }

  /** Webhooks whose lane is full: the sweep leaves their deliveries in the outbox. */
  saturated(): string[] {
    return [...this.lanes.entries()].filter(([, lane]) => lane.queue.length >= LANE_QUEUE_MAX).map(([id]) => id);
  }

  /** Queues claimed deliveries; returns those that did not fit (the caller gives them back to the outbox). */
  enqueue(jobs: OutboxJob[]): OutboxJob[] {
    const overflow: OutboxJob[] = [];
    for (const job of jobs) {
      if (this.room(job.webhookId) <= 0) {
        overflow.push(job);
        continue;
      }
      const lane = this.lanes.get(job.webhookId) ?? { queue: [], running: 0 };
      this.lanes.set(job.webhookId, lane);
      lane.queue.push(job);
    }
    for (const webhookId of new Set(jobs.map((job) => job.webhookId))) this.pump(webhookId);
    return overflow;
  }

  /** Runs one attempt now, outside the lanes (the test endpoint: an admin waits for its answer). */
  runNow(job: OutboxJob): Promise<DeliveryJson | null> {
    return this.track(this.runner.run(job, this.stopping.signal));
  }

  /** Resolves once nothing is queued or running (tests, and shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0 || [...this.lanes.values()].some((lane) => lane.queue.length > 0)) {
      await Promise.allSettled([...this.inFlight]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Stops starting attempts, gives queued deliveries back to the outbox, lets running ones finish briefly. */
  async stop(): Promise<void> {
    this.closed = true;
    const queued = [...this.lanes.values()].flatMap((lane) => lane.queue.splice(0));
    await this.outbox
      .release(queued.map((job) => job.id))
      .catch((error: unknown) => this.logger.warn({ err: error }, 'could not release queued webhook deliveries'));
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise((resolve) => {
      timer = setTimeout(resolve, STOP_GRACE_MS);
    });
    await Promise.race([Promise.allSettled([...this.inFlight]), grace]);
    clearTimeout(timer);
    this.stopping.abort(new Error('the service is stopping'));
    await Promise.allSettled([...this.inFlight]);
  }

  private pump(webhookId: string): void {
    const lane = this.lanes.get(webhookId);
    if (!lane) return;
    while (!this.closed && lane.running < this.concurrency && lane.queue.length > 0) {
      const job = lane.queue.shift()!;
      if (job.claimedUntil - this.clock.now() < this.timeoutMs + CLAIM_MARGIN_MS) continue;
      this.start(webhookId, lane, job);
    }
    if (lane.running === 0 && lane.queue.length === 0) this.lanes.delete(webhookId);
  }

  /** Runs one attempt in its lane; the slot is free once the receiver is done (the record is written after). */
  private start(webhookId: string, lane: Lane, job: OutboxJob): void {
    lane.running += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      lane.running -= 1;
      this.pump(webhookId);
    };
    void this.track(this.runner.run(job, this.stopping.signal, release)).finally(release);
  }

  /** Counts the attempt as in flight; an attempt that fails unexpectedly is logged (its claim runs out, the sweep retries it). */
  private track(attempt: Promise<DeliveryJson | null>): Promise<DeliveryJson | null> {
    const tracked = attempt.catch((error: unknown) => {
      this.logger.error({ err: error }, 'webhook delivery attempt failed unexpectedly');
      return null;
    });
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
    return tracked;
  }
}
