import type { Database, Paging } from '@portcullis/core';
import { type UsageWindow, utcDay, windowStart } from '../windows.ts';

export interface SandboxUsage {
  gateway: string;
  workspace: string;
  sandbox: string;
  requests: number;
}

/** A window as a SQL condition on the counters' day (`total`: every day), after `WHERE` or `AND`. */
function since(window: UsageWindow, now: number, joiner: 'WHERE' | 'AND'): { sql: string; params: string[] } {
  const first = windowStart(window, now);
  return first === null ? { sql: '', params: [] } : { sql: `${joiner} day >= ?`, params: [first] };
}

/** One counter: a sandbox's requests on one UTC day. */
export interface DailyUsage extends SandboxUsage {
  day: string;
}

/** Reads of the per-sandbox, per-UTC-day counters (exported as `usage`). */
export class UsageCounters {
  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  /** Requests of each sandbox of a gateway workspace during the UTC day of `now`, by name (absent: none). */
  async today(scope: { gateway: string; workspace: string }, now: number): Promise<Map<string, number>> {
    const rows = await this.database.execute<{ sandbox: string; requests: number | string }>(
      'SELECT sandbox, requests FROM metering_counters WHERE gateway = ? AND workspace = ? AND day = ?',
      [scope.gateway, scope.workspace, utcDay(now)],
    );
    return new Map(rows.map((row) => [row.sandbox, Number(row.requests)]));
  }

  /** Requests of one sandbox in the window that contains `now`. */
  async requests(sandbox: { gateway: string; workspace: string; sandbox: string }, window: UsageWindow, now: number): Promise<number> {
    const condition = since(window, now, 'AND');
    const [row] = await this.database.execute<{ requests: number | string | null }>(
      `SELECT SUM(requests) AS requests FROM metering_counters WHERE gateway = ? AND workspace = ? AND sandbox = ? ${condition.sql}`,
      [sandbox.gateway, sandbox.workspace, sandbox.sandbox, ...condition.params],
    );
    return Number(row?.requests ?? 0);
  }

  /** Every sandbox with requests in the window, most first (ties by name). */
  async totals(window: UsageWindow, now: number, paging?: Paging): Promise<{ items: SandboxUsage[]; total: number }> {
    const condition = since(window, now, 'WHERE');
    const grouped = `SELECT gateway, workspace, sandbox, SUM(requests) AS requests FROM metering_counters ${condition.sql} GROUP BY gateway, workspace, sandbox`;
    const page = paging ? ` LIMIT ${Number(paging.limit)} OFFSET ${Number(paging.offset)}` : '';
    const [rows, [count]] = await Promise.all([
      this.database.execute<{ gateway: string; workspace: string; sandbox: string; requests: number | string }>(
        `${grouped} ORDER BY requests DESC, gateway, workspace, sandbox${page}`,
        condition.params,
      ),
      this.database.execute<{ n: number | string }>(`SELECT COUNT(*) AS n FROM (${grouped}) AS used`, condition.params),
    ]);
    return { items: rows.map((row) => ({ ...row, requests: Number(row.requests) })), total: Number(count?.n ?? 0) };
  }

  /** Every counter from the UTC day `first` on, by day, then gateway, workspace and sandbox. */
  async perDay(first: string): Promise<DailyUsage[]> {
    const rows = await this.database.execute<DailyUsage & { requests: number | string }>(
      'SELECT day, gateway, workspace, sandbox, requests FROM metering_counters WHERE day >= ? ORDER BY day, gateway, workspace, sandbox',
      [first],
    );
    return rows.map((row) => ({ ...row, requests: Number(row.requests) }));
  }
}
