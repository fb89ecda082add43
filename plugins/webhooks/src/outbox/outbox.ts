import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Clock, Database, EventEnvelope } from '@portcullis/core';

// The durable outbox: one row per delivery (an event for one webhook) until its last attempt. A row is due at
// `due_at`; whoever sends it first claims it (`claimed_by`, `claimed_until`) with a conditional UPDATE, so two
// replicas never both take it. A delivery is claimed by the replica that saw its event at once (fresh deliveries
// go out without waiting for a sweep); retries, and deliveries whose claimant stopped or died, are claimed by the
// retry sweep on one replica. The attempt's record and the row's next state commit together (DeliveryLog).

/** How long a claim holds. A queued delivery whose claim nears its end is left for the sweep (see Dispatcher). */
const CLAIM_MS = 5 * 60_000;
// Rows per multi-row INSERT: ten parameters each, far below both dialects' limits.
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

interface OutboxRow {
  id: string;
  webhook_id: string;
  event_id: string;
  event: string;
  payload: string;
  attempts: number | string;
  claimed_until: number | string;
}

const COLUMNS = 'id, webhook_id, event_id, event, payload, attempts, claimed_until';

function job(row: OutboxRow): OutboxJob {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    eventId: row.event_id,
    event: row.event,
    payload: row.payload,
    attempts: Number(row.attempts),
    claimedUntil: Number(row.claimed_until),
  };
}

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
    // An event handed over again (after a crash) finds its rows there already: they are not added twice.
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

  /**
   * Claims up to `limit` due deliveries that nobody holds: never claimed, claim run out, or claimed by an instance
   * that is not alive. The condition is repeated outside the subquery: on PostgreSQL a concurrent claimer that
   * blocked on the same rows re-checks it against the committed claim and skips them.
   */
  async claimDue(options: { limit: number; liveInstances: string[]; skipWebhooks: string[] }): Promise<OutboxJob[]> {
    const now = this.clock.now();
    const live = options.liveInstances.length > 0 ? options.liveInstances : [this.instanceId];
    const free = `(claimed_until < ? OR claimed_by NOT IN (${live.map(() => '?').join(', ')}))`;
    const skip = options.skipWebhooks.length > 0 ? `AND webhook_id NOT IN (${options.skipWebhooks.map(() => '?').join(', ')})` : '';
    const rows = await this.database.execute<OutboxRow>(
      `UPDATE webhook_outbox SET claimed_by = ?, claimed_until = ?
       WHERE id IN (SELECT id FROM webhook_outbox WHERE due_at <= ? AND ${free} ${skip} ORDER BY due_at LIMIT ?) AND ${free}
       RETURNING ${COLUMNS}`,
      [this.instanceId, now + CLAIM_MS, now, now, ...live, ...options.skipWebhooks, options.limit, now, ...live],
    );
    return rows.map(job);
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
    for (let start = 0; start < finished.length; start += INSERT_BATCH) {
      const ids = finished.slice(start, start + INSERT_BATCH);
      const rows = await this.database.execute<{ id: string }>(
        `DELETE FROM webhook_outbox WHERE claimed_by = ? AND id IN (${ids.map(() => '?').join(', ')}) RETURNING id`,
        [this.instanceId, ...ids],
        em,
      );
      for (const row of rows) held.add(row.id);
    }
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
    await this.database.run('DELETE FROM webhook_outbox WHERE id = ? AND claimed_by = ?', [id, this.instanceId]);
  }

  /** Gives deliveries this instance claimed but will not send back to the sweep, due as they were. */
  async release(ids: string[]): Promise<void> {
    for (let start = 0; start < ids.length; start += INSERT_BATCH) {
      const batch = ids.slice(start, start + INSERT_BATCH);
      await this.database.run(
        `UPDATE webhook_outbox SET claimed_by = NULL, claimed_until = 0 WHERE claimed_by = ? AND id IN (${batch.map(() => '?').join(', ')})`,
        [this.instanceId, ...batch],
      );
    }
  }

  async removeWebhook(em: EntityManager, webhookId: string): Promise<void> {
    await this.database.run('DELETE FROM webhook_outbox WHERE webhook_id = ?', [webhookId], em);
  }

  /** Deliveries older than the cutoff that never finished (their channel plugin was switched off, say). */
  async purgeOlderThan(cutoff: number): Promise<number> {
    return this.database.run('DELETE FROM webhook_outbox WHERE created_at < ?', [cutoff]);
  }
}
