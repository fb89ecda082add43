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
// Rows per multi-row statement (the INSERT of new deliveries, the UPDATE of retries): a few parameters each, far
// below both dialects' limits.
const INSERT_BATCH = 400;

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
    const rows = deliveries.map((delivery) => ({
      id: randomUUID(),
      webhookId: delivery.webhookId,
      envelope: delivery.envelope,
      payload: JSON.stringify({ id: delivery.envelope.id, name: delivery.envelope.name, timestamp: delivery.envelope.timestamp, data: delivery.envelope.data }),
      claimedBy: delivery.claimed ? this.instanceId : null,
      claimedUntil: delivery.claimed ? now + CLAIM_MS : 0,
    }));
    // An event handed over again (after a crash) finds its rows there already: they are not added twice. A burst is
    // one multi-row INSERT, whose shape grows with the burst: SQL text, as a typed query's statement is fixed.
    const inserted = new Set<string>();
    const insert = async (tx: EntityManager) => {
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        const batch = rows.slice(start, start + INSERT_BATCH);
        const added = await this.database.execute<{ id: string }>(
          `INSERT INTO webhook_outbox (id, webhook_id, event_id, event, payload, attempts, due_at, claimed_by, claimed_until, created_at) VALUES ${batch.map(() => '(?, ?, ?, ?, ?, 0, ?, ?, ?, ?)').join(', ')}
           ON CONFLICT (webhook_id, event_id) DO NOTHING RETURNING id`,
          batch.flatMap((row) => [row.id, row.webhookId, row.envelope.id, row.envelope.name, row.payload, now, row.claimedBy, row.claimedUntil, now]),
          tx,
        );
        for (const { id } of added) inserted.add(id);
      }
    };
    if (em) await insert(em);
    else await this.database.transaction(insert);
    return rows
      .filter((row) => row.claimedBy !== null && inserted.has(row.id))
      .map((row) => ({
        id: row.id,
        webhookId: row.webhookId,
        eventId: row.envelope.id,
        event: row.envelope.name,
        payload: row.payload,
        attempts: 0,
        claimedUntil: row.claimedUntil,
      }));
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
    // Each retry has its own due time: one UPDATE whose CASE grows with the batch, SQL text for the same reason as add.
    for (let start = 0; start < retrying.length; start += INSERT_BATCH) {
      const batch = retrying.slice(start, start + INSERT_BATCH);
      const rows = await this.database.execute<{ id: string }>(
        `UPDATE webhook_outbox SET attempts = attempts + 1, claimed_by = NULL, claimed_until = 0,
           due_at = CASE id ${batch.map(() => 'WHEN ? THEN CAST(? AS BIGINT)').join(' ')} END
         WHERE claimed_by = ? AND id IN (${batch.map(() => '?').join(', ')}) RETURNING id`,
        [...batch.flatMap((item) => [item.job.id, item.retryAt]), this.instanceId, ...batch.map((item) => item.job.id)],
        em,
      );
      for (const row of rows) held.add(row.id);
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
