import type { Clock, Database } from '@portcullis/core';

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

interface CursorRow {
  lane: string;
  position: number | string;
  exported: number | string;
  consecutive_failures: number | string;
  last_error: string | null;
  last_attempt_at: number | string | null;
  last_success_at: number | string | null;
  next_attempt_at: number | string | null;
}

const COLUMNS = 'lane, position, exported, consecutive_failures, last_error, last_attempt_at, last_success_at, next_attempt_at';
const ERROR_WIDTH = 1000;

const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));

function stateOf(row: CursorRow): CursorState {
  return {
    lane: row.lane,
    position: Number(row.position),
    exported: Number(row.exported),
    consecutiveFailures: Number(row.consecutive_failures),
    lastError: row.last_error,
    lastAttemptAt: nullableNumber(row.last_attempt_at),
    lastSuccessAt: nullableNumber(row.last_success_at),
    nextAttemptAt: nullableNumber(row.next_attempt_at),
  };
}

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
    await this.database.run(
      'INSERT INTO audit_export_cursors (lane, position, exported, consecutive_failures) VALUES (?, 0, 0, 0) ON CONFLICT (lane) DO NOTHING',
      [lane],
    );
    return (await this.find(lane))!;
  }

  async find(lane: string): Promise<CursorState | null> {
    const [row] = await this.database.execute<CursorRow>(`SELECT ${COLUMNS} FROM audit_export_cursors WHERE lane = ?`, [lane]);
    return row ? stateOf(row) : null;
  }

  async all(): Promise<CursorState[]> {
    const rows = await this.database.execute<CursorRow>(`SELECT ${COLUMNS} FROM audit_export_cursors ORDER BY lane`);
    return rows.map(stateOf);
  }

  /** Moves the cursor from `from` to `to` after an acknowledged batch; false when someone else moved it first. */
  async advance(lane: string, from: number, to: number, rows: number): Promise<boolean> {
    const now = this.clock.now();
    const changed = await this.database.run(
      `UPDATE audit_export_cursors SET position = ?, exported = exported + ?, consecutive_failures = 0, last_error = NULL,
        last_attempt_at = ?, last_success_at = ?, next_attempt_at = NULL WHERE lane = ? AND position = ?`,
      [to, rows, now, now, lane, from],
    );
    return changed === 1;
  }

  /** Records a failed batch: the cursor stays, the next attempt waits `backoffMs`. */
  async failed(lane: string, at: number, error: string, backoffMs: (failures: number) => number): Promise<void> {
    const current = await this.find(lane);
    const failures = (current?.consecutiveFailures ?? 0) + 1;
    const now = this.clock.now();
    await this.database.run(
      'UPDATE audit_export_cursors SET consecutive_failures = ?, last_error = ?, last_attempt_at = ?, next_attempt_at = ? WHERE lane = ? AND position = ?',
      [failures, error.slice(0, ERROR_WIDTH), now, now + backoffMs(failures), lane, at],
    );
  }
}
