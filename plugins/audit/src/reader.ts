import {
  type AuditEntry,
  type Database,
  type Paging,
  type QueryHelpers,
  rowNumber,
  type TablesOf,
  type TypedDb,
  type TypedQuery,
  typedQueries,
} from '@portcullis/core';
import type { DailyCount } from './daily.ts';
import { type AuditEntryJson, type AuditEntryRow, ENTRY_PROPERTIES, entryJson } from './entry.ts';
import type { AuditFilter } from './filters.ts';
import type { AuditLogRowCount } from './row-count.ts';

/** Rows per query of an export: large enough to amortise the round trip, small enough to keep memory flat. */
export const EXPORT_BATCH = 1000;

type Tables = TablesOf<typeof AuditEntry | typeof AuditLogRowCount>;
const query = typedQueries<Tables>();

/** The columns a filter compares for equality. */
type EqualityColumn = 'actor' | 'action' | 'resourceType' | 'resourceId' | 'gateway';

const EQUALS: Array<[Exclude<keyof AuditFilter, 'since' | 'until' | 'excludedGateways' | 'resource'>, EqualityColumn]> = [
  ['actor', 'actor'],
  ['action', 'action'],
  ['resource_type', 'resourceType'],
  ['resource_id', 'resourceId'],
  ['gateway', 'gateway'],
];

/** Which conditions a filter holds; its values go in as arguments (see FilterArgs). */
interface FilterShape {
  equalities: EqualityColumn[];
  excludesGateways: boolean;
  since: boolean;
  until: boolean;
}

/** A filter's values: `equal0`, `equal1`, ... in the order of its shape's equalities, the excluded gateways, the window. */
type FilterArgs = Record<string, unknown>;

/** The unfiltered total, kept by triggers (migrations.ts): counting would walk the whole table. */
const totalRows = query((db) => db.selectFrom('audit_log_rows').select('count').where('id', '=', 1));

const lastEntryId = query((db) => db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('lastId')));

/**
 * What was done, counted once: a plain entry, or the `succeeded` outcome of an effect (its intent row and a failed or
 * unknown outcome do not; docs/plugins.md). One indexed range per action named.
 */
const entriesPerDay = query((db, args: { actions: string[]; since: Date; excludedGateways: string[] }, { listOf, utcDay }) =>
  db
    .selectFrom('audit_log')
    .select((eb) => [utcDay(eb.ref('timestamp')).as('day'), 'action', eb.fn.countAll().as('entries')])
    .where('action', 'in', listOf(args.actions))
    .where((eb) => eb.or([eb('outcome', 'is', null), eb('outcome', '=', 'succeeded')]))
    .where('timestamp', '>=', args.since)
    .where((eb) => eb.or([eb('gateway', 'is', null), eb('gateway', 'not in', listOf(args.excludedGateways))]))
    .groupBy((eb) => [utcDay(eb.ref('timestamp')), 'action'])
    .orderBy('day')
    .orderBy('action'),
);

/** The audit log rows a filter matches. */
function filtered(db: TypedDb<Tables>, shape: FilterShape, args: FilterArgs, { listOf }: QueryHelpers) {
  let matching = db.selectFrom('audit_log');
  shape.equalities.forEach((column, index) => {
    matching = matching.where(column, '=', args[`equal${index}`] as string);
  });
  if (shape.excludesGateways) {
    matching = matching.where((eb) => eb.or([eb('gateway', 'is', null), eb('gateway', 'not in', listOf(args.excludedGateways as string[]))]));
  }
  if (shape.since) matching = matching.where('timestamp', '>=', args.since as Date);
  if (shape.until) matching = matching.where('timestamp', '<', args.until as Date);
  return matching;
}

interface ShapeQueries {
  /** A page, newest first. */
  page: TypedQuery<FilterArgs & { limit: number; offset: number }, AuditEntryRow>;
  count: TypedQuery<FilterArgs, { total: unknown }>;
  /** A batch of an export, oldest first, after one id and up to another. */
  batch: TypedQuery<FilterArgs & { after: number; last: number; limit: number }, AuditEntryRow>;
}

function shapeQueries(shape: FilterShape): ShapeQueries {
  return {
    page: query((db, args: FilterArgs & { limit: number; offset: number }, helpers) =>
      filtered(db, shape, args, helpers).select(ENTRY_PROPERTIES).orderBy('timestamp', 'desc').orderBy('id', 'desc').limit(args.limit).offset(args.offset),
    ),
    count: query((db, args: FilterArgs, helpers) => filtered(db, shape, args, helpers).select((eb) => eb.fn.countAll().as('total'))),
    batch: query((db, args: FilterArgs & { after: number; last: number; limit: number }, helpers) =>
      filtered(db, shape, args, helpers).select(ENTRY_PROPERTIES).where('id', '>', args.after).where('id', '<=', args.last).orderBy('id').limit(args.limit),
    ),
  };
}

/**
 * The queries of each filter shape, built once. One statement per shape rather than one whose conditions arguments
 * switch off: SQLite plans a statement once, and a condition that may be switched off keeps it from walking the
 * filter's index (it scans the table and sorts). The shapes are the combinations of AuditFilter's fields, so the map
 * stays small.
 */
const queriesByShape = new Map<string, ShapeQueries>();

function queriesOf(shape: FilterShape): ShapeQueries {
  const key = JSON.stringify(shape);
  const known = queriesByShape.get(key);
  if (known) return known;
  const queries = shapeQueries(shape);
  queriesByShape.set(key, queries);
  return queries;
}

/** A filter as the shape of its conditions and the values they compare with. */
function filterOf(filter: AuditFilter): { shape: FilterShape; args: FilterArgs } {
  const equalities: Array<[EqualityColumn, string]> = [];
  for (const [field, column] of EQUALS) {
    const value = filter[field];
    if (value !== undefined) equalities.push([column, value]);
  }
  if (filter.resource !== undefined) equalities.push(...resourceEqualities(filter.resource));
  const excluded = [...(filter.excludedGateways ?? [])];
  const args: FilterArgs = Object.fromEntries(equalities.map(([, value], index) => [`equal${index}`, value]));
  if (excluded.length > 0) args.excludedGateways = excluded;
  if (filter.since !== undefined) args.since = filter.since;
  if (filter.until !== undefined) args.until = filter.until;
  const shape = {
    equalities: equalities.map(([column]) => column),
    excludesGateways: excluded.length > 0,
    since: filter.since !== undefined,
    until: filter.until !== undefined,
  };
  return { shape, args };
}

function unfiltered(shape: FilterShape): boolean {
  return shape.equalities.length === 0 && !shape.excludesGateways && !shape.since && !shape.until;
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
    const { shape, args } = filterOf(filter);
    const queries = queriesOf(shape);
    const [rows, total] = await Promise.all([
      this.database.queries.all(queries.page, { ...args, limit: paging.limit, offset: paging.offset }),
      unfiltered(shape)
        ? this.database.queries.one(totalRows, {}).then((row) => row?.count ?? 0)
        : this.database.queries.one(queries.count, args).then((row) => rowNumber(row?.total ?? 0)),
    ]);
    return { items: rows.map(entryJson), total };
  }

  /**
   * Entries per UTC day and action from the start of the UTC day `first` on, of the actions named, leaving out the
   * gateways named (see entriesPerDay).
   */
  async perDay(actions: string[], first: string, excludedGateways: readonly string[]): Promise<DailyCount[]> {
    const rows = await this.database.queries.all(entriesPerDay, {
      actions,
      since: new Date(`${first}T00:00:00Z`),
      excludedGateways: [...excludedGateways],
    });
    return rows.map((row) => ({ day: row.day, action: row.action, entries: rowNumber(row.entries) }));
  }

  /** The matching rows, oldest first, one batch at a time. Stops early when the consumer stops asking. */
  async *batches(filter: AuditFilter, batchSize = EXPORT_BATCH): AsyncGenerator<AuditEntryJson[]> {
    const last = rowNumber((await this.database.queries.one(lastEntryId, {}))?.lastId ?? 0);
    const { shape, args } = filterOf(filter);
    const { batch } = queriesOf(shape);
    let after = 0;
    while (after < last) {
      const rows = await this.database.queries.all(batch, { ...args, after, last, limit: batchSize });
      if (rows.length === 0) return;
      yield rows.map(entryJson);
      after = rows[rows.length - 1]!.id;
    }
  }
}

/** `type` matches every entry about that kind of resource; `type/id` one resource (the id may itself hold slashes). */
function resourceEqualities(resource: string): Array<[EqualityColumn, string]> {
  const slash = resource.indexOf('/');
  if (slash === -1) return [['resourceType', resource]];
  return [
    ['resourceType', resource.slice(0, slash)],
    ['resourceId', resource.slice(slash + 1)],
  ];
}
