import { type AuditEntry, type Database, rowNumber, type TablesOf, typedQueries } from '@portcullis/core';
import { ENTRY_PROPERTIES, entryJson } from '../entry.ts';
import type { AuditExportRecord } from './lane.ts';

const query = typedQueries<TablesOf<typeof AuditEntry>>();

const chainedEntriesAfter = query((db, args: { position: number; limit: number }) =>
  db
    .selectFrom('audit_log')
    .select([...ENTRY_PROPERTIES, 'hash', 'prevHash', 'hashAlg'])
    .where('id', '>', args.position)
    .orderBy('id')
    .limit(args.limit),
);

const waitingAfter = query((db, args: { position: number }) =>
  db
    .selectFrom('audit_log')
    .select((eb) => [eb.fn.countAll().as('waiting'), eb.fn.min('timestamp').as('oldest')])
    .where('id', '>', args.position),
);

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
    const rows = await this.database.queries.all(chainedEntriesAfter, { position, limit });
    return rows.map((row) => ({ ...entryJson(row), hash: row.hash, prev_hash: row.prevHash, hash_alg: row.hashAlg }));
  }

  async lag(position: number, now: number): Promise<Lag> {
    const row = await this.database.queries.one(waitingAfter, { position });
    const rows = rowNumber(row?.waiting ?? 0);
    if (rows === 0 || row?.oldest === null || row?.oldest === undefined) return { rows: 0, seconds: 0 };
    return { rows, seconds: Math.max(0, (now - instantMs(row.oldest)) / 1000) };
  }
}

/** An aggregate comes back as the driver gives it: epoch milliseconds from SQLite, a Date or timestamp text from PostgreSQL. */
function instantMs(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  return typeof value === 'string' && !/^\d+$/.test(value) ? Date.parse(value) : Number(value);
}
