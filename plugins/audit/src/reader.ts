import type { Database, Paging, ReadParam } from '@portcullis/core';
import type { DailyCount } from './daily.ts';
import { type AuditEntryJson, type AuditRow, ENTRY_COLUMNS, entryJson } from './entry.ts';
import type { AuditFilter } from './filters.ts';

const COLUMNS = ENTRY_COLUMNS.join(', ');
const EQUALS: Array<[Exclude<keyof AuditFilter, 'since' | 'until' | 'excludedGateways' | 'resource'>, string]> = [
  ['actor', 'actor'],
  ['action', 'action'],
  ['resource_type', 'resource_type'],
  ['resource_id', 'resource_id'],
  ['gateway', 'gateway'],
];
/** Rows per query of an export: large enough to amortise the round trip, small enough to keep memory flat. */
export const EXPORT_BATCH = 1000;

interface Condition {
  sql: string;
  params: ReadParam[];
}

/**
 * Reads the audit log (the kernel writes it). Lists are newest first (by time, then id); every filter is an indexed
 * equality or range continuing in that order (see migrations.ts), so a page costs the same on a large table as on
 * a small one. Exports walk the matching rows oldest first by id in batches (keyset, never OFFSET), up to the last
 * row that existed when they began, so memory stays flat and an export ends even while rows keep coming.
 */
export class AuditReader {
  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  async page(filter: AuditFilter, paging: Paging): Promise<{ items: AuditEntryJson[]; total: number }> {
    const where = this.where(filter);
    // The unfiltered count is kept by triggers (migrations.ts); a filtered one walks the filter's index.
    const countSql = where.sql === '' ? 'SELECT count AS total FROM audit_log_rows WHERE id = 1' : `SELECT COUNT(*) AS total FROM audit_log${where.sql}`;
    const [rows, [count]] = await Promise.all([
      this.database.reads.all<AuditRow>(`SELECT ${COLUMNS} FROM audit_log${where.sql} ORDER BY timestamp DESC, id DESC LIMIT ? OFFSET ?`, [
        ...where.params,
        paging.limit,
        paging.offset,
      ]),
      this.database.reads.all<{ total: number | string }>(countSql, where.params),
    ]);
    return { items: rows.map(entryJson), total: Number(count?.total ?? 0) };
  }

  /**
   * Entries per UTC day and action from the start of the UTC day `first` on, of the actions named (an indexed range
   * per action), leaving out the gateways named. What was done counts once: a plain entry, or the `succeeded` outcome
   * of an effect (its intent row and a failed or unknown outcome do not; docs/plugins.md).
   */
  async perDay(actions: string[], first: string, excludedGateways: readonly string[]): Promise<DailyCount[]> {
    const day =
      this.database.dialect === 'sqlite' ? "strftime('%Y-%m-%d', timestamp / 1000, 'unixepoch')" : "to_char(timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD')";
    const where = this.where({ since: new Date(`${first}T00:00:00Z`), excludedGateways }, [
      { sql: `action IN (${actions.map(() => '?').join(', ')})`, params: actions },
      { sql: "(outcome IS NULL OR outcome = 'succeeded')", params: [] },
    ]);
    const rows = await this.database.reads.all<{ day: string; action: string; entries: number | string }>(
      `SELECT ${day} AS day, action, COUNT(*) AS entries FROM audit_log${where.sql} GROUP BY ${day}, action ORDER BY day, action`,
      where.params,
    );
    return rows.map((row) => ({ day: row.day, action: row.action, entries: Number(row.entries) }));
  }

  /** The matching rows, oldest first, one batch at a time. Stops early when the consumer stops asking. */
  async *batches(filter: AuditFilter, batchSize = EXPORT_BATCH): AsyncGenerator<AuditEntryJson[]> {
    const [last] = await this.database.execute<{ id: number | string | null }>('SELECT MAX(id) AS id FROM audit_log');
    const lastId = Number(last?.id ?? 0);
    let after = 0;
    while (after < lastId) {
      const where = this.where(filter, [
        { sql: 'id > ?', params: [after] },
        { sql: 'id <= ?', params: [lastId] },
      ]);
      const rows = await this.database.execute<AuditRow>(`SELECT ${COLUMNS} FROM audit_log${where.sql} ORDER BY id LIMIT ?`, [...where.params, batchSize]);
      if (rows.length === 0) return;
      yield rows.map(entryJson);
      after = Number(rows[rows.length - 1]!.id);
    }
  }

  private where(filter: AuditFilter, extra: Condition[] = []): Condition {
    const conditions: Condition[] = [...extra];
    for (const [field, column] of EQUALS) {
      const value = filter[field];
      if (value !== undefined) conditions.push({ sql: `${column} = ?`, params: [value] });
    }
    const excluded = filter.excludedGateways ?? [];
    if (excluded.length > 0) conditions.push({ sql: `(gateway IS NULL OR gateway NOT IN (${excluded.map(() => '?').join(', ')}))`, params: [...excluded] });
    if (filter.resource !== undefined) conditions.push(...resourceConditions(filter.resource));
    if (filter.since) conditions.push({ sql: 'timestamp >= ?', params: [this.instant(filter.since)] });
    if (filter.until) conditions.push({ sql: 'timestamp < ?', params: [this.instant(filter.until)] });
    if (conditions.length === 0) return { sql: '', params: [] };
    return { sql: ` WHERE ${conditions.map((condition) => condition.sql).join(' AND ')}`, params: conditions.flatMap((condition) => condition.params) };
  }

  /** How the column stores time: epoch milliseconds on SQLite (as the ORM writes it), TIMESTAMPTZ on PostgreSQL. */
  private instant(date: Date): number | string {
    return this.database.dialect === 'sqlite' ? date.getTime() : date.toISOString();
  }
}

/** `type` matches every entry about that kind of resource; `type/id` one resource (the id may itself hold slashes). */
function resourceConditions(resource: string): Condition[] {
  const slash = resource.indexOf('/');
  if (slash === -1) return [{ sql: 'resource_type = ?', params: [resource] }];
  return [
    { sql: 'resource_type = ?', params: [resource.slice(0, slash)] },
    { sql: 'resource_id = ?', params: [resource.slice(slash + 1)] },
  ];
}
