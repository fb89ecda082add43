import type { EntityManager } from '@mikro-orm/core';
import type { Database } from '../db/database.ts';
import type { EventEnvelope } from './bus.ts';

// The event log (docs/events.md): every event is a row, written in the transaction of the change that caused it, and
// read back in `seq` order by every subscriber. `seq` order must be the order in which the rows became visible, or a
// reader past seq N could later find a row below N: on PostgreSQL, writers take one transaction-scoped lock for their
// inserts (the last step before their commit, so it is held for the commit alone); SQLite commits one writer at a
// time anyway.

/** PostgreSQL channel that wakes the readers of every replica when a transaction with events commits. */
export const EVENTS_CHANNEL = 'portcullis_events';
const APPEND_LOCK = 'portcullis.event_log';
// Rows per multi-row INSERT: six parameters each, far below both dialects' limits.
const INSERT_BATCH = 500;

export interface LoggedEvent {
  seq: number;
  envelope: EventEnvelope;
}

interface EventRow {
  seq: number | string;
  id: string;
  name: string;
  occurred_at: number | string;
  origin: string;
  data: string;
}

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
      const batch = envelopes.slice(start, start + INSERT_BATCH);
      await this.database.run(
        `INSERT INTO event_log (id, name, occurred_at, origin, data) VALUES ${batch.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
        batch.flatMap((envelope) => [envelope.id, envelope.name, Date.parse(envelope.timestamp), envelope.origin, JSON.stringify(envelope.data)]),
        em,
      );
    }
    if (this.database.dialect === 'postgresql') await this.database.execute('SELECT pg_notify(?, ?)', [EVENTS_CHANNEL, ''], em);
  }

  /** Up to `limit` events after `position`, oldest first. */
  async after(position: number, limit: number): Promise<LoggedEvent[]> {
    const rows = await this.database.execute<EventRow>('SELECT seq, id, name, occurred_at, origin, data FROM event_log WHERE seq > ? ORDER BY seq LIMIT ?', [
      position,
      limit,
    ]);
    return rows.map((row) => ({
      seq: Number(row.seq),
      envelope: {
        id: row.id,
        name: row.name,
        timestamp: new Date(Number(row.occurred_at)).toISOString(),
        origin: row.origin,
        data: JSON.parse(row.data) as unknown,
      },
    }));
  }

  /** The position of the last event written (0 when there is none). */
  async head(): Promise<number> {
    const [row] = await this.database.execute<{ head: number | string | null }>('SELECT MAX(seq) AS head FROM event_log');
    return Number(row?.head ?? 0);
  }

  /** A durable consumer's position; one seen for the first time starts at `start` (it is not given the past). */
  async consumerPosition(name: string, start: number, now: number): Promise<number> {
    await this.database.run('INSERT INTO event_consumers (name, position, updated_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING', [name, start, now]);
    const [row] = await this.database.execute<{ position: number | string }>('SELECT position FROM event_consumers WHERE name = ?', [name]);
    return Number(row?.position ?? start);
  }

  /** Moves a durable consumer forward (never back: a replica that lost the lead may still report an older place). */
  async advance(name: string, position: number, now: number): Promise<void> {
    await this.database.run('UPDATE event_consumers SET position = ?, updated_at = ? WHERE name = ? AND position < ?', [position, now, name, position]);
  }

  /**
   * Deletes events every durable consumer that moved since `activeSince` has passed and that are older than
   * `keepAfter`, and every event older than `dropBefore` whoever still waits for it (a consumer of a plugin that was
   * switched off must not keep the log forever). Returns how many rows went.
   */
  async purge(options: { keepAfter: number; dropBefore: number; activeSince: number }): Promise<number> {
    const [row] = await this.database.execute<{ low: number | string | null }>('SELECT MIN(position) AS low FROM event_consumers WHERE updated_at >= ?', [
      options.activeSince,
    ]);
    const passedByAll = row?.low === null || row?.low === undefined ? Number.MAX_SAFE_INTEGER : Number(row.low);
    return this.database.run('DELETE FROM event_log WHERE (seq <= ? AND occurred_at < ?) OR occurred_at < ?', [
      passedByAll,
      options.keepAfter,
      options.dropBefore,
    ]);
  }
}
