import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, type EventEnvelope, type TablesOf, typedQueries } from '@portcullis/core';
import type { WebhookOutboxEntry } from './entities.ts';

// The durable outbox: one row per delivery (an event for one webhook) until its last attempt. A row is due at
// `due_at`; whoever sends it first claims it (`claimed_by`, `claimed_until`) with a conditional UPDATE, so two
// replicas never both take it. A delivery is claimed by the replica that saw its event at once (fresh deliveries
// go out without waiting for a sweep); retries, and deliveries whose claimant stopped or died, are claimed by the
// retry sweep on one replica. The attempt's record and the row's next state commit together (DeliveryLog).

/** How long a claim holds. A queued delivery whose claim nears its end is left for the sweep (see Dispatcher). */
const CLAIM_MS = 5 * 60_000;

export interface OutboxJob {
  /** The delivery id (X-Service-Delivery): the same for every attempt. */
  id: string;
  webhookId: string;
  eventId: string;
  event: string;
  /** The event envelope as JSON: `{id, name, timestamp, data}`. */
  payload: string;
  /** Attempts made so far. */
  attempts: number;
  claimedUntil: number;
}

export interface NewDelivery {
  webhookId: string;
  envelope: Pick<EventEnvelope, 'id' | 'name' | 'timestamp' | 'data'>;
  /** Claimed by this instance at once (it will send it now) or left for the sweep. */
  claimed: boolean;
}

const query = typedQueries<TablesOf<typeof WebhookOutboxEntry>>();

/**
 * Claims up to `limit` due deliveries that nobody holds: never claimed, claim run out, or claimed by an instance
 * that is not alive (`live`), leaving out the webhooks in `skip`. The condition is repeated outside the subquery: on
 * PostgreSQL a concurrent claimer that blocked on the same rows re-checks it against the committed claim and skips
 * them.
 */
const dueClaimed = query((db, args: { instance: string; claimedUntil: number; now: number; live: string[]; skip: string[]; limit: number }, { listOf }) =>
  db
    .updateTable('webhook_outbox')
    .set({ claimedBy: args.instance, claimedUntil: args.claimedUntil })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('webhook_outbox')
        .select('id')
        .where('dueAt', '<=', args.now)
        .where((free) => free.or([free('claimedUntil', '<', args.now), free('claimedBy', 'not in', listOf(args.live))]))
        .where('webhookId', 'not in', listOf(args.skip))
        .orderBy('dueAt')
        .limit(args.limit),
    )
    .where((free) => free.or([free('claimedUntil', '<', args.now), free('claimedBy', 'not in', listOf(args.live))]))
    .returning(['id', 'webhookId', 'eventId', 'event', 'payload', 'attempts', 'claimedUntil']),
);

/** Deliveries that ended for good, among those this instance still holds; answers the ids it held. */
const finishedHeld = query((db, args: { instance: string; ids: string[] }, { listOf }) =>
  db.deleteFrom('webhook_outbox').where('claimedBy', '=', args.instance).where('id', 'in', listOf(args.ids)).returning('id'),
);

const droppedHeld = query((db, args: { instance: string; id: string }) =>
  db.deleteFrom('webhook_outbox').where('id', '=', args.id).where('claimedBy', '=', args.instance),
);

const releasedHeld = query((db, args: { instance: string; ids: string[] }, { listOf }) =>
  db.updateTable('webhook_outbox').set({ claimedBy: null, claimedUntil: 0 }).where('claimedBy', '=', args.instance).where('id', 'in', listOf(args.ids)),
);

/** A new delivery as the row it becomes. */
interface NewRow {
  id: string;
  webhookId: string;
  eventId: string;
  event: string;
  payload: string;
  attempts: number;
  dueAt: number;
  claimedBy: string | null;
  claimedUntil: number;
  createdAt: number;
}
const NEW_COLUMNS = ['id', 'webhookId', 'eventId', 'event', 'payload', 'attempts', 'dueAt', 'claimedBy', 'claimedUntil', 'createdAt'] as const;

/**
 * A burst of new deliveries in one statement (the records are one argument, see rowsOf); one already there (its
 * event handed over again after a crash) is not added twice. Answers the ids it added.
 */
const deliveriesAdded = query((db, args: { deliveries: NewRow[] }, { rowsOf }) =>
  db
    .insertInto('webhook_outbox')
    .columns(NEW_COLUMNS)
    .expression(
      db
        .selectFrom(rowsOf(args.deliveries, 'webhook_outbox', NEW_COLUMNS).as('delivery'))
        .select([
          'delivery.id',
          'delivery.webhookId',
          'delivery.eventId',
          'delivery.event',
          'delivery.payload',
          'delivery.attempts',
          'delivery.dueAt',
          'delivery.claimedBy',
          'delivery.claimedUntil',
          'delivery.createdAt',
        ]),
    )
    .onConflict((oc) => oc.columns(['webhookId', 'eventId']).doNothing())
    .returning('id'),
);

/** Deliveries due again, each at its own time and unclaimed, among those this instance holds; answers their ids. */
const retriesScheduled = query((db, args: { instance: string; retries: Array<{ id: string; dueAt: number }> }, { rowsOf }) =>
  db
    .updateTable('webhook_outbox')
    .from(rowsOf(args.retries, 'webhook_outbox', ['id', 'dueAt']).as('retry'))
    .set((eb) => ({ attempts: eb('webhook_outbox.attempts', '+', 1), claimedBy: null, claimedUntil: 0, dueAt: eb.ref('retry.dueAt') }))
    .whereRef('webhook_outbox.id', '=', 'retry.id')
    .where('webhook_outbox.claimedBy', '=', args.instance)
    .returning('webhook_outbox.id'),
);

const deliveriesOfWebhook = query((db, args: { webhookId: string }) => db.deleteFrom('webhook_outbox').where('webhookId', '=', args.webhookId));

const deliveriesBefore = query((db, args: { cutoff: number }) => db.deleteFrom('webhook_outbox').where('createdAt', '<', args.cutoff));

export class Outbox {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly instanceId: string;

  constructor(deps: { database: Database; clock: Clock; instanceId: string }) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.instanceId = deps.instanceId;
  }

  /** New deliveries, due now; returns the jobs this instance claimed. Inside `em`'s transaction when given. */
  async add(deliveries: NewDelivery[], em?: EntityManager): Promise<OutboxJob[]> {
    if (deliveries.length === 0) return [];
    const now = this.clock.now();
    const rows = deliveries.map(
      ({ webhookId, envelope, claimed }): NewRow => ({
        id: randomUUID(),
        webhookId,
        eventId: envelope.id,
        event: envelope.name,
        payload: JSON.stringify({ id: envelope.id, name: envelope.name, timestamp: envelope.timestamp, data: envelope.data }),
        attempts: 0,
        dueAt: now,
        claimedBy: claimed ? this.instanceId : null,
        claimedUntil: claimed ? now + CLAIM_MS : 0,
        createdAt: now,
      }),
    );
    const inserted = new Set((await this.database.queries.all(deliveriesAdded, { deliveries: rows }, em)).map((row) => row.id));
    return rows
      .filter((row) => row.claimedBy !== null && inserted.has(row.id))
      .map(({ id, webhookId, eventId, event, payload, attempts, claimedUntil }) => ({ id, webhookId, eventId, event, payload, attempts, claimedUntil }));
  }

  /** Claims up to `limit` due deliveries that nobody holds (see dueClaimed). */
  claimDue(options: { limit: number; liveInstances: string[]; skipWebhooks: string[] }): Promise<OutboxJob[]> {
    const now = this.clock.now();
    return this.database.queries.all(dueClaimed, {
      instance: this.instanceId,
      claimedUntil: now + CLAIM_MS,
      now,
      live: options.liveInstances.length > 0 ? options.liveInstances : [this.instanceId],
      skip: options.skipWebhooks,
      limit: options.limit,
    });
  }

  /**
   * The next state of deliveries whose attempts ended, in the transaction that records them: due again at `retryAt`
   * (unclaimed), or gone. Returns the ids this instance still held; one it no longer holds (its webhook was deleted)
   * gets no record.
   */
  async settle(em: EntityManager, ended: Array<{ job: OutboxJob; retryAt: number | null }>): Promise<Set<string>> {
    const held = new Set<string>();
    const finished = ended.filter((item) => item.retryAt === null).map((item) => item.job.id);
    const retrying = ended.filter((item) => item.retryAt !== null);
    if (finished.length > 0) {
      for (const row of await this.database.queries.all(finishedHeld, { instance: this.instanceId, ids: finished }, em)) held.add(row.id);
    }
    if (retrying.length > 0) {
      const retries = retrying.map((item) => ({ id: item.job.id, dueAt: item.retryAt! }));
      for (const row of await this.database.queries.all(retriesScheduled, { instance: this.instanceId, retries }, em)) held.add(row.id);
    }
    return held;
  }

  /** Deliveries nobody will send (their webhook was switched off or is gone). */
  async drop(id: string): Promise<void> {
    await this.database.queries.run(droppedHeld, { instance: this.instanceId, id });
  }

  /** Gives deliveries this instance claimed but will not send back to the sweep, due as they were. */
  async release(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.database.queries.run(releasedHeld, { instance: this.instanceId, ids });
  }

  async removeWebhook(em: EntityManager, webhookId: string): Promise<void> {
    await this.database.queries.run(deliveriesOfWebhook, { webhookId }, em);
  }

  /** Deliveries older than the cutoff that never finished (their channel plugin was switched off, say). */
  async purgeOlderThan(cutoff: number): Promise<number> {
    return this.database.queries.run(deliveriesBefore, { cutoff });
  }
}
