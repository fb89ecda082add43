import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';

/** What a hot read binds: plain values only (dates as the caller's dialect stores them, booleans as the ORM does). */
export type ReadParam = string | number | bigint | null;

/** The part of better-sqlite3 used here (the package ships no types). */
interface SqliteClient {
  readonly open: boolean;
  readonly inTransaction: boolean;
  prepare(sql: string): { all(...params: ReadParam[]): unknown[] };
}

/** The part of pg's Pool used here. */
interface PgPool {
  query(query: { name: string; text: string; values: ReadParam[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Reads for the paths every request takes (key lookup, roles, records, list pages), served from statements prepared
 * once per connection on the ORM's own connection and returning plain rows: MikroORM 7 formats every query to literal
 * SQL and prepares it anew, and hydrating entities nobody changes costs more than the query. Writes, transactions and
 * relations stay with the ORM. SQL uses `?` placeholders on both dialects.
 */
export interface PreparedReads {
  all<T>(sql: string, params?: readonly ReadParam[]): Promise<T[]>;
  one<T>(sql: string, params?: readonly ReadParam[]): Promise<T | null>;
}

/** How a read runs when the fast path may not: through the ORM's connection, queued like any other query. */
export type QueuedRead = (sql: string, params: unknown[]) => Promise<unknown[]>;

export function preparedReads(dialect: 'sqlite' | 'postgresql', orm: MikroORM, queued: QueuedRead): PreparedReads {
  const nativeClient = () => (orm.em.getConnection() as unknown as { getNativeClient(): Promise<unknown> }).getNativeClient();
  const all = dialect === 'sqlite' ? sqliteReads(nativeClient as () => Promise<SqliteClient>, queued) : postgresReads(nativeClient as () => Promise<PgPool>);
  return {
    all: all as PreparedReads['all'],
    one: async <T>(sql: string, params: readonly ReadParam[] = []) => ((await all(sql, params))[0] as T | undefined) ?? null,
  };
}

/**
 * SQLite has one connection. While a write transaction is open on it, a statement run straight on the native client
 * would see that transaction's uncommitted rows; such a read takes the queued path instead, which waits for the
 * transaction to end, exactly like an ORM query. Statements are cached per native client, so a reconnect prepares
 * afresh; the client itself is asked of the ORM again only once the one in hand has been closed.
 */
function sqliteReads(client: () => Promise<SqliteClient>, queued: QueuedRead) {
  const statements = new WeakMap<SqliteClient, Map<string, ReturnType<SqliteClient['prepare']>>>();
  let current: SqliteClient | null = null;
  return async (sql: string, params: readonly ReadParam[] = []): Promise<unknown[]> => {
    if (!current?.open) current = await client();
    const native = current;
    if (native.inTransaction) return queued(sql, [...params]);
    let cache = statements.get(native);
    if (!cache) statements.set(native, (cache = new Map()));
    let statement = cache.get(sql);
    if (!statement) cache.set(sql, (statement = native.prepare(sql)));
    return statement.all(...params);
  };
}

/**
 * PostgreSQL: named statements on the ORM's pool. pg parses a named statement once per pooled connection and then
 * only binds and executes it; the ORM's type parsers apply (timestamps arrive as text, bigint counts as strings).
 */
function postgresReads(pool: () => Promise<PgPool>) {
  const prepared = new Map<string, { name: string; text: string }>();
  return async (sql: string, params: readonly ReadParam[] = []): Promise<unknown[]> => {
    let statement = prepared.get(sql);
    if (!statement) prepared.set(sql, (statement = { name: statementName(sql), text: numberedPlaceholders(sql) }));
    return (await (await pool()).query({ ...statement, values: [...params] })).rows;
  };
}

function statementName(sql: string): string {
  return `hot_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
}

/** `?` → `$1, $2, ...` (hot-read SQL carries no literal question marks). */
function numberedPlaceholders(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${(index += 1)}`);
}
