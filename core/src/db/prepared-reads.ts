import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';

/** What a hot read binds: plain values only (dates as the caller's dialect stores them, booleans as the ORM does). */
export type ReadParam = string | number | bigint | null;

/** The part of better-sqlite3 used here (the package ships no types). */
interface SqliteClient {
  readonly open: boolean;
  readonly inTransaction: boolean;
  prepare(sql: string): SqliteStatement;
}

interface SqliteStatement {
  /** Whether the statement returns rows (a SELECT, or a write with RETURNING). */
  readonly reader: boolean;
  all(...params: ReadParam[]): unknown[];
  run(...params: ReadParam[]): { changes: number };
}

/** The part of pg's Pool used here. */
interface PgPool {
  query(query: { name: string; text: string; values: ReadParam[] }): Promise<PgResult>;
}

interface PgResult {
  rows: unknown[];
  rowCount?: number | null;
}

/**
 * Reads for the paths every request takes (key lookup, roles, records, list pages), served from statements prepared
 * once per connection on the ORM's own connection and returning plain rows: MikroORM 7 formats every query to literal
 * SQL and prepares it anew, and hydrating entities nobody changes costs more than the query. Inside a transaction
 * (`Database.transaction`) a read runs on that transaction's connection and sees its uncommitted writes, like a
 * query through its entity manager. Writes and relations stay with the ORM. SQL uses `?` placeholders on both
 * dialects.
 */
export interface PreparedReads {
  all<T>(sql: string, params?: readonly ReadParam[]): Promise<T[]>;
  one<T>(sql: string, params?: readonly ReadParam[]): Promise<T | null>;
}

/**
 * Statements prepared once per connection, run in the transaction whose ORM context is given (undefined: outside
 * any). The hot reads and the typed queries (typed-queries.ts) both run on them.
 */
export interface PreparedStatements {
  /** The rows of a read, or of a write with RETURNING. */
  all(sql: string, params: readonly ReadParam[], transaction: unknown): Promise<unknown[]>;
  /** How many rows a write changed. */
  run(sql: string, params: readonly ReadParam[], transaction: unknown): Promise<number>;
}

/** How a statement runs when the fast path may not: through the ORM's connection, queued like any other query. */
export interface QueuedStatements {
  all(sql: string, params: unknown[]): Promise<unknown[]>;
  run(sql: string, params: unknown[]): Promise<number>;
}

export function preparedStatements(dialect: 'sqlite' | 'postgresql', orm: MikroORM, queued: QueuedStatements): PreparedStatements {
  const nativeClient = () => (orm.em.getConnection() as unknown as { getNativeClient(): Promise<unknown> }).getNativeClient();
  return dialect === 'sqlite'
    ? sqliteStatements(nativeClient as () => Promise<SqliteClient>, queued)
    : postgresStatements(nativeClient as () => Promise<PgPool>);
}

/** Hot reads in the transaction the caller runs in on this database (`openTransaction`), if any. */
export function preparedReads(statements: PreparedStatements, openTransaction: () => { getTransactionContext(): unknown } | null): PreparedReads {
  const all = (sql: string, params: readonly ReadParam[] = []) => statements.all(sql, params, openTransaction()?.getTransactionContext());
  return {
    all: all as PreparedReads['all'],
    one: async <T>(sql: string, params: readonly ReadParam[] = []) => ((await all(sql, params))[0] as T | undefined) ?? null,
  };
}

/**
 * SQLite has one connection. A transaction the caller runs in is open on it, so its statements run straight on the
 * native client and see the transaction's writes. While a transaction of other code is open, a statement run that
 * way would see its uncommitted rows; such a statement takes the queued path instead, which waits for the
 * transaction to end, exactly like an ORM query. Statements are cached per native client, so a reconnect prepares
 * afresh; the client itself is asked of the ORM again only once the one in hand has been closed.
 */
function sqliteStatements(client: () => Promise<SqliteClient>, queued: QueuedStatements): PreparedStatements {
  const statements = new WeakMap<SqliteClient, Map<string, SqliteStatement>>();
  let current: SqliteClient | null = null;
  const prepared = async (sql: string, transaction: unknown): Promise<SqliteStatement | null> => {
    if (!current?.open) current = await client();
    const native = current;
    if (native.inTransaction && transaction === undefined) return null;
    let cache = statements.get(native);
    if (!cache) statements.set(native, (cache = new Map()));
    let statement = cache.get(sql);
    if (!statement) cache.set(sql, (statement = native.prepare(sql)));
    return statement;
  };
  return {
    async all(sql, params, transaction) {
      const statement = await prepared(sql, transaction);
      return statement ? statement.all(...params) : queued.all(sql, [...params]);
    },
    async run(sql, params, transaction) {
      const statement = await prepared(sql, transaction);
      if (!statement) return queued.run(sql, [...params]);
      return statement.reader ? statement.all(...params).length : statement.run(...params).changes;
    },
  };
}

/**
 * PostgreSQL: named statements. pg parses a named statement once per connection and then only binds and executes
 * it; the ORM's type parsers apply (timestamps arrive as text, bigint counts as strings). Outside a transaction the
 * statement runs on any connection of the ORM's pool; inside one, on the transaction's own connection, through the
 * transaction's query queue (Kysely's). Kysely hands a query's `sql` to pg's `client.query` as it is, and pg takes
 * a `{ name, text }` there as a named statement: the one way to reach the transaction's client, which Kysely keeps
 * private.
 */
function postgresStatements(pool: () => Promise<PgPool>): PreparedStatements {
  const prepared = new Map<string, { name: string; text: string }>();
  const execute = async (sql: string, params: readonly ReadParam[], transaction: unknown): Promise<{ rows: unknown[]; changed: number }> => {
    let statement = prepared.get(sql);
    if (!statement) prepared.set(sql, (statement = { name: statementName(sql), text: numberedPlaceholders(sql) }));
    if (transaction) {
      const result = await (transaction as TransactionQueries).executeQuery(namedQuery(statement, params));
      return { rows: result.rows, changed: Number(result.numAffectedRows ?? result.rows.length) };
    }
    const result = await (await pool()).query({ ...statement, values: [...params] });
    return { rows: result.rows, changed: result.rowCount ?? 0 };
  };
  return {
    all: async (sql, params, transaction) => (await execute(sql, params, transaction)).rows,
    run: async (sql, params, transaction) => (await execute(sql, params, transaction)).changed,
  };
}

/** The part of a Kysely transaction (the ORM's transaction context on PostgreSQL) used here. */
interface TransactionQueries {
  executeQuery(query: NamedQuery): Promise<{ rows: unknown[]; numAffectedRows?: bigint }>;
}

/** A Kysely compiled query whose `sql` is a pg query config (see postgresReads). */
interface NamedQuery {
  sql: { name: string; text: string };
  parameters: ReadParam[];
  query: { kind: 'RawNode'; sqlFragments: string[]; parameters: [] };
  queryId: { queryId: string };
}

function namedQuery(statement: { name: string; text: string }, params: readonly ReadParam[]): NamedQuery {
  // pg writes the values onto the config it is given: a fresh object per query.
  return {
    sql: { ...statement },
    parameters: [...params],
    query: { kind: 'RawNode', sqlFragments: [statement.text], parameters: [] },
    queryId: { queryId: statement.name },
  };
}

function statementName(sql: string): string {
  return `hot_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
}

/** `?` → `$1, $2, ...` (hot-read SQL carries no literal question marks; a typed query's SQL is numbered already). */
function numberedPlaceholders(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${(index += 1)}`);
}
