import { type Database, type Paging, rowNumber, type TablesOf, type TypedDb, typedQueries } from '@portcullis/core';
import { type UsageWindow, utcDay, windowStart } from '../windows.ts';
import type { MeteringCounter } from './entities.ts';

export interface SandboxUsage {
  gateway: string;
  workspace: string;
  sandbox: string;
  requests: number;
}

/** One counter: a sandbox's requests on one UTC day. */
export interface DailyUsage extends SandboxUsage {
  day: string;
}

type CounterTables = TablesOf<typeof MeteringCounter>;

const query = typedQueries<CounterTables>();

/**
 * The first day of a window, as a lower bound on the counters' day. Every day is on or after the empty string, so
 * the `total` window (no first day) is the same statement as the others.
 */
function firstDay(window: UsageWindow, now: number): string {
  return windowStart(window, now) ?? '';
}

const requestsOn = query((db, args: { gateway: string; workspace: string; day: string }) =>
  db
    .selectFrom('metering_counters')
    .select(['sandbox', 'requests'])
    .where('gateway', '=', args.gateway)
    .where('workspace', '=', args.workspace)
    .where('day', '=', args.day),
);

const sandboxRequests = query((db, args: { gateway: string; workspace: string; sandbox: string; since: string }) =>
  db
    .selectFrom('metering_counters')
    .select((eb) => eb.fn.sum<number | string | null>('requests').as('requests'))
    .where('gateway', '=', args.gateway)
    .where('workspace', '=', args.workspace)
    .where('sandbox', '=', args.sandbox)
    .where('day', '>=', args.since),
);

/** Each sandbox's requests from the day `since` on. */
const sandboxTotals = (db: TypedDb<CounterTables>, since: string) =>
  db
    .selectFrom('metering_counters')
    .select(['gateway', 'workspace', 'sandbox', (eb) => eb.fn.sum<number | string>('requests').as('requests')])
    .where('day', '>=', since)
    .groupBy(['gateway', 'workspace', 'sandbox']);

const mostRequests = (db: TypedDb<CounterTables>, since: string) =>
  sandboxTotals(db, since).orderBy('requests', 'desc').orderBy('gateway').orderBy('workspace').orderBy('sandbox');

const allTotals = query((db, args: { since: string }) => mostRequests(db, args.since));

const pageOfTotals = query((db, args: { since: string } & Paging) => mostRequests(db, args.since).limit(args.limit).offset(args.offset));

const sandboxesWithRequests = query((db, args: { since: string }) =>
  db.selectFrom(sandboxTotals(db, args.since).as('used')).select((eb) => eb.fn.countAll().as('n')),
);

const countersFrom = query((db, args: { first: string }) =>
  db
    .selectFrom('metering_counters')
    .select(['day', 'gateway', 'workspace', 'sandbox', 'requests'])
    .where('day', '>=', args.first)
    .orderBy('day')
    .orderBy('gateway')
    .orderBy('workspace')
    .orderBy('sandbox'),
);

/** Reads of the per-sandbox, per-UTC-day counters (exported as `usage`). */
export class UsageCounters {
  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  /** Requests of each sandbox of a gateway workspace during the UTC day of `now`, by name (absent: none). */
  async today(scope: { gateway: string; workspace: string }, now: number): Promise<Map<string, number>> {
    const rows = await this.database.queries.all(requestsOn, { gateway: scope.gateway, workspace: scope.workspace, day: utcDay(now) });
    return new Map(rows.map((row) => [row.sandbox, row.requests]));
  }

  /** Requests of one sandbox in the window that contains `now`. */
  async requests(sandbox: { gateway: string; workspace: string; sandbox: string }, window: UsageWindow, now: number): Promise<number> {
    const since = firstDay(window, now);
    const row = await this.database.queries.one(sandboxRequests, { gateway: sandbox.gateway, workspace: sandbox.workspace, sandbox: sandbox.sandbox, since });
    return rowNumber(row?.requests ?? 0);
  }

  /** Every sandbox with requests in the window, most first (ties by name). */
  async totals(window: UsageWindow, now: number, paging?: Paging): Promise<{ items: SandboxUsage[]; total: number }> {
    const since = firstDay(window, now);
    const [rows, count] = await Promise.all([
      paging ? this.database.queries.all(pageOfTotals, { since, limit: paging.limit, offset: paging.offset }) : this.database.queries.all(allTotals, { since }),
      this.database.queries.one(sandboxesWithRequests, { since }),
    ]);
    return { items: rows.map((row) => ({ ...row, requests: rowNumber(row.requests) })), total: rowNumber(count?.n ?? 0) };
  }

  /** Every counter from the UTC day `first` on, by day, then gateway, workspace and sandbox. */
  perDay(first: string): Promise<DailyUsage[]> {
    return this.database.queries.all(countersFrom, { first });
  }
}
