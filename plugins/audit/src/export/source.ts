import type { Database } from '@portcullis/core';
import { type AuditRow, ENTRY_COLUMNS, entryJson } from '../entry.ts';
import type { AuditExportRecord } from './lane.ts';

const COLUMNS = [...ENTRY_COLUMNS, 'hash', 'prev_hash', 'hash_alg'].join(', ');

type ChainedRow = AuditRow & { hash: unknown; prev_hash: unknown; hash_alg: unknown };

export interface Lag {
  rows: number;
  /** Age of the oldest row not yet acknowledged; 0 when there is none. */
  seconds: number;
}

/**
 * Reads the audit log after a cursor, by id. Appends take the audit_log lock until their transaction commits
 * (core/src/audit/writer.ts), so ids become visible in increasing order: a reader that saw id n can never later
 * find a smaller id appear, and walking by `id > position` skips nothing.
 */
export class AuditExportSource {
  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  async after(position: number, limit: number): Promise<AuditExportRecord[]> {
    const rows = await this.database.execute<ChainedRow>(`SELECT ${COLUMNS} FROM audit_log WHERE id > ? ORDER BY id LIMIT ?`, [position, limit]);
    return rows.map((row) => ({ ...entryJson(row), hash: String(row.hash), prev_hash: String(row.prev_hash), hash_alg: String(row.hash_alg) }));
  }

  async lag(position: number, now: number): Promise<Lag> {
    const [row] = await this.database.execute<{ waiting: number | string; oldest: unknown }>(
      'SELECT COUNT(*) AS waiting, MIN(timestamp) AS oldest FROM audit_log WHERE id > ?',
      [position],
    );
    const rows = Number(row?.waiting ?? 0);
    if (rows === 0 || row?.oldest === null || row?.oldest === undefined) return { rows: 0, seconds: 0 };
    return { rows, seconds: Math.max(0, (now - instantMs(row.oldest)) / 1000) };
  }
}

/** SQLite gives epoch milliseconds, PostgreSQL a Date or timestamp text. */
function instantMs(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  return typeof value === 'string' && !/^\d+$/.test(value) ? Date.parse(value) : Number(value);
}
