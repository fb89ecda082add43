import { type Clock, type Database, type TablesOf, typedQueries } from '@portcullis/core';
import type { AuditExportCursor } from './cursor-entity.ts';

export interface CursorState {
  lane: string;
  position: number;
  exported: number;
  consecutiveFailures: number;
  lastError: string | null;
  lastAttemptAt: number | null;
  lastSuccessAt: number | null;
  nextAttemptAt: number | null;
}

const ERROR_WIDTH = 1000;

const query = typedQueries<TablesOf<typeof AuditExportCursor>>();

const createCursor = query((db, args: { lane: string }) =>
  db
    .insertInto('audit_export_cursors')
    .values({ lane: args.lane, position: 0, exported: 0, consecutiveFailures: 0 })
    .onConflict((conflict) => conflict.column('lane').doNothing()),
);

const cursorOf = query((db, args: { lane: string }) => db.selectFrom('audit_export_cursors').selectAll().where('lane', '=', args.lane));

const allCursors = query((db) => db.selectFrom('audit_export_cursors').selectAll().orderBy('lane'));

/** Conditional on the position the mover read (see ExportCursors). */
const advanceCursor = query((db, args: { lane: string; from: number; to: number; rows: number; now: number }) =>
  db
    .updateTable('audit_export_cursors')
    .set((eb) => ({
      position: args.to,
      exported: eb('exported', '+', args.rows),
      consecutiveFailures: 0,
      lastError: null,
      lastAttemptAt: args.now,
      lastSuccessAt: args.now,
      nextAttemptAt: null,
    }))
    .where('lane', '=', args.lane)
    .where('position', '=', args.from),
);

const failCursor = query((db, args: { lane: string; at: number; failures: number; error: string; now: number; next: number }) =>
  db
    .updateTable('audit_export_cursors')
    .set({ consecutiveFailures: args.failures, lastError: args.error, lastAttemptAt: args.now, nextAttemptAt: args.next })
    .where('lane', '=', args.lane)
    .where('position', '=', args.at),
);

/**
 * The durable cursors of the export lanes (audit_export_cursors). Every move is conditional on the position the
 * mover read, so a runner that lost its lease mid-batch cannot move a cursor back or past rows it did not send.
 */
export class ExportCursors {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor(options: { database: Database; clock: Clock }) {
    this.database = options.database;
    this.clock = options.clock;
  }

  /** The lane's cursor, created at the start of the log on first use. */
  async open(lane: string): Promise<CursorState> {
    const existing = await this.find(lane);
    if (existing) return existing;
    await this.database.queries.run(createCursor, { lane });
    return (await this.find(lane))!;
  }

  async find(lane: string): Promise<CursorState | null> {
    return this.database.queries.one(cursorOf, { lane });
  }

  async all(): Promise<CursorState[]> {
    return this.database.queries.all(allCursors, {});
  }

  /** Moves the cursor from `from` to `to` after an acknowledged batch; false when someone else moved it first. */
  async advance(lane: string, from: number, to: number, rows: number): Promise<boolean> {
    const now = this.clock.now();
    const changed = await this.database.queries.run(advanceCursor, { lane, from, to, rows, now });
    return changed === 1;
  }

  /** Records a failed batch: the cursor stays, the next attempt waits `backoffMs`. */
  async failed(lane: string, at: number, error: string, backoffMs: (failures: number) => number): Promise<void> {
    const current = await this.find(lane);
    const failures = (current?.consecutiveFailures ?? 0) + 1;
    const now = this.clock.now();
    await this.database.queries.run(failCursor, { lane, at, failures, error: error.slice(0, ERROR_WIDTH), now, next: now + backoffMs(failures) });
  }
}
