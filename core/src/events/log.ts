import type { EntityManager } from '@mikro-orm/core';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { type TablesOf, typedQueries } from '../db/typed-queries.ts';
import type { EventEnvelope } from './bus.ts';
import { type EventConsumer, EventLogEntry } from './entity.ts';

// The event log (docs/events.md): every event is a row, written in the transaction of the change that caused it, and
// read back in `seq` order by every subscriber. `seq` order must be the order in which the rows became visible, or a
// reader past seq N could later find a row below N: on PostgreSQL, writers take one transaction-scoped lock for their
// inserts (the last step before their commit, so it is held for the commit alone); SQLite commits one writer at a
// time anyway.

/** PostgreSQL channel that wakes the readers of every replica when a transaction with events commits. */
export const EVENTS_CHANNEL = 'portcullis_events';
const APPEND_LOCK = 'portcullis.event_log';
// Rows per multi-row INSERT: five parameters each, far below both dialects' limits.
const INSERT_BATCH = 500;

export interface LoggedEvent {
  seq: number;
  envelope: EventEnvelope;
}

const query = typedQueries<TablesOf<typeof EventLogEntry | typeof EventConsumer>>();

/** Wakes the readers of every replica (wakeups.ts listens) when the transaction commits. */
const notifyReaders = query((db) => db.selectNoFrom((eb) => eb.fn('pg_notify', [sql.lit(EVENTS_CHANNEL), sql.lit('')]).as('notified')));

const eventsAfter = query((db, args: { position: number; limit: number }) =>
  db.selectFrom('event_log').select(['seq', 'id', 'name', 'occurredAt', 'origin', 'data']).where('seq', '>', args.position).orderBy('seq').limit(args.limit),
);

const lastSeq = query((db) => db.selectFrom('event_log').select((eb) => eb.fn.max('seq').as('head')));

/** A consumer seen for the first time starts where it is told; one already known keeps its place. */
const newConsumer = query((db, args: { name: string; position: number; updatedAt: number }) =>
  db
    .insertInto('event_consumers')
    .values({ name: args.name, position: args.position, updatedAt: args.updatedAt })
    .onConflict((conflict) => conflict.column('name').doNothing()),
);

const consumerOf = query((db, args: { name: string }) => db.selectFrom('event_consumers').select('position').where('name', '=', args.name));

const consumerMoved = query((db, args: { name: string; position: number; updatedAt: number }) =>
  db
    .updateTable('event_consumers')
    .set({ position: args.position, updatedAt: args.updatedAt })
    .where('name', '=', args.name)
    .where('position', '<', args.position),
);

const lowestActivePosition = query((db, args: { activeSince: number }) =>
  db
    .selectFrom('event_consumers')
    .select((eb) => eb.fn.min('position').as('low'))
    .where('updatedAt', '>=', args.activeSince),
);

const eventsPurged = query((db, args: { passedByAll: number; keepAfter: number; dropBefore: number }) =>
  db
    .deleteFrom('event_log')
    .where((eb) => eb.or([eb.and([eb('seq', '<=', args.passedByAll), eb('occurredAt', '<', args.keepAfter)]), eb('occurredAt', '<', args.dropBefore)])),
);

export class EventLog {
  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  /** Writes `envelopes` in `em`'s transaction; on PostgreSQL the readers of every replica are woken when it commits. */
  async append(em: EntityManager, envelopes: EventEnvelope[]): Promise<void> {
    if (envelopes.length === 0) return;
    await this.database.lock(em, APPEND_LOCK);
    for (let start = 0; start < envelopes.length; start += INSERT_BATCH) {
      // One multi-row INSERT per batch: the ORM writes the rows without loading or tracking them.
      await em.insertMany(
        EventLogEntry,
        envelopes.slice(start, start + INSERT_BATCH).map((envelope) => ({
          id: envelope.id,
          name: envelope.name,
          occurredAt: Date.parse(envelope.timestamp),
          origin: envelope.origin,
          data: JSON.stringify(envelope.data),
        })),
      );
    }
    if (this.database.dialect === 'postgresql') await this.database.queries.all(notifyReaders, {}, em);
  }

  /** Up to `limit` events after `position`, oldest first. */
  async after(position: number, limit: number): Promise<LoggedEvent[]> {
    const rows = await this.database.queries.all(eventsAfter, { position, limit });
    return rows.map((row) => ({
      seq: row.seq,
      envelope: {
        id: row.id,
        name: row.name,
        timestamp: new Date(row.occurredAt).toISOString(),
        origin: row.origin,
        data: JSON.parse(row.data) as unknown,
      },
    }));
  }

  /** The position of the last event written (0 when there is none). */
  async head(): Promise<number> {
    const row = await this.database.queries.one(lastSeq, {});
    return Number(row?.head ?? 0);
  }

  /** A durable consumer's position; one seen for the first time starts at `start` (it is not given the past). */
  async consumerPosition(name: string, start: number, now: number): Promise<number> {
    await this.database.queries.run(newConsumer, { name, position: start, updatedAt: now });
    const row = await this.database.queries.one(consumerOf, { name });
    return row?.position ?? start;
  }

  /** Moves a durable consumer forward (never back: a replica that lost the lead may still report an older place). */
  async advance(name: string, position: number, now: number): Promise<void> {
    await this.database.queries.run(consumerMoved, { name, position, updatedAt: now });
  }

  /**
   * Deletes events every durable consumer that moved since `activeSince` has passed and that are older than
   * `keepAfter`, and every event older than `dropBefore` whoever still waits for it (a consumer of a plugin that was
   * switched off must not keep the log forever). Returns how many rows went.
   */
  async purge(options: { keepAfter: number; dropBefore: number; activeSince: number }): Promise<number> {
    const row = await this.database.queries.one(lowestActivePosition, { activeSince: options.activeSince });
    const passedByAll = row?.low === null || row?.low === undefined ? Number.MAX_SAFE_INTEGER : Number(row.low);
    return this.database.queries.run(eventsPurged, { passedByAll, keepAfter: options.keepAfter, dropBefore: options.dropBefore });
  }
}
