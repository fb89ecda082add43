import { AsyncLocalStorage } from 'node:async_hooks';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DriverException, type EntityManager, type EntitySchema, type MikroORM } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Dialect } from './migration.ts';
import { type PreparedReads, preparedReads, preparedStatements } from './prepared-reads.ts';
import { type TypedQueries, typedQueryRunner } from './typed-queries.ts';

export interface DatabaseOptions {
  /** postgresql://... or undefined for SQLite in `dataDir`. */
  url: string | undefined;
  dataDir: string;
  entities: EntitySchema[];
  logger: Logger;
  /** Tests point this at a file of their own. */
  sqliteFile?: string;
}

/** Where the SQLite database of a data directory lives. */
export function sqliteFile(dataDir: string): string {
  return join(resolve(dataDir), 'portcullis.db');
}

type TransactionalEntityManager = EntityManager & { getTransactionContext(): unknown };

/**
 * The transaction the calling code runs in (`Database.current()`): what must commit with the change (an event, say)
 * is added before it commits, in its entity manager; what must wait for the commit runs after it.
 */
export interface TransactionScope {
  readonly em: EntityManager;
  /** Runs inside the transaction, after its work, in the order added; a failure rolls the transaction back. */
  beforeCommit(step: (em: EntityManager) => Promise<void>): void;
  /** Runs once the transaction has committed (never after a rollback); errors are the step's own to handle. */
  afterCommit(step: () => void): void;
}

class OpenTransaction implements TransactionScope {
  open = true;
  readonly em: EntityManager;
  /** The database it was opened on (a process may hold two: tests, restores). */
  readonly database: Database;
  private readonly before: Array<(em: EntityManager) => Promise<void>> = [];
  private readonly after: Array<() => void> = [];

  constructor(em: EntityManager, database: Database) {
    this.em = em;
    this.database = database;
  }

  beforeCommit(step: (em: EntityManager) => Promise<void>): void {
    this.before.push(step);
  }

  afterCommit(step: () => void): void {
    this.after.push(step);
  }

  /** The steps added before the commit, including those a step adds itself. */
  async finish(): Promise<void> {
    for (let step = this.before.shift(); step; step = this.before.shift()) await step(this.em);
  }

  committed(): void {
    for (const step of this.after) step();
  }

  close(): void {
    this.open = false;
  }
}

// SQLite runs on one connection: inside a transaction, a query that does not go through the transaction's entity
// manager (or a second transaction) waits for that very transaction to end, forever. Such calls fail loudly here
// instead; PostgreSQL would run them on another connection, outside the transaction, which is rarely what was meant.
// The store is the open transaction, closed when it ends: work scheduled from inside it (an event subscriber, say)
// runs later in the same async context but no longer inside the transaction.
const insideTransaction = new AsyncLocalStorage<OpenTransaction>();
const OUTSIDE_TRANSACTION = "a query outside the open transaction would wait for it forever on SQLite; pass the transaction's entity manager (em) to this call";

/**
 * The one MikroORM instance over every enabled plugin's entities, plus the few raw operations the kernel needs
 * (migrations, leases, locks) expressed once for both dialects.
 */
export class Database {
  readonly dialect: Dialect;
  readonly orm: MikroORM;
  /** Hot reads on statements prepared once per connection, returning plain rows (see prepared-reads.ts). */
  readonly reads: PreparedReads;
  /** Queries written with Kysely, typed from the entities, run like the hot reads (see typed-queries.ts). */
  readonly queries: TypedQueries;

  private constructor(dialect: Dialect, orm: MikroORM) {
    this.dialect = dialect;
    this.orm = orm;
    const statements = preparedStatements(dialect, orm, { all: (sql, params) => this.execute(sql, params), run: (sql, params) => this.run(sql, params) });
    this.reads = preparedReads(statements, () => this.openTransaction());
    this.queries = typedQueryRunner({ dialect, orm, statements, transactionOf: (em) => this.transactionOf(em) });
  }

  static async open(options: DatabaseOptions): Promise<Database> {
    const common = {
      entities: options.entities,
      discovery: { warnWhenNoEntities: false },
      allowGlobalContext: false,
      forceUtcTimezone: true,
      debug: false,
      logger: (message: string) => options.logger.debug({ orm: message }, 'orm'),
    };
    if (options.url) {
      const { MikroORM: PostgresORM } = await import('@mikro-orm/postgresql');
      const orm = await PostgresORM.init({ ...common, clientUrl: options.url });
      return new Database('postgresql', orm as unknown as MikroORM);
    }
    const file = options.sqliteFile ?? sqliteFile(options.dataDir);
    ownerOnly(file);
    const { MikroORM: SqliteORM } = await import('@mikro-orm/sqlite');
    const orm = await SqliteORM.init({ ...common, dbName: file });
    const database = new Database('sqlite', orm as unknown as MikroORM);
    // WAL lets readers proceed during a write; the busy timeout makes a second process wait instead of failing.
    // Recursive triggers make the rows a REPLACE deletes fire their delete triggers (the append-only audit log).
    for (const pragma of ['journal_mode = WAL', 'busy_timeout = 5000', 'foreign_keys = ON', 'synchronous = NORMAL', 'recursive_triggers = ON']) {
      await database.execute(`PRAGMA ${pragma}`);
    }
    return database;
  }

  /** A fresh entity manager with its own identity map. */
  fork(): EntityManager {
    return this.orm.em.fork();
  }

  /** Raw SQL with `?` placeholders, inside `em`'s transaction when it has one. */
  async execute<T = Record<string, unknown>>(sql: string, params: unknown[] = [], em?: EntityManager): Promise<T[]> {
    this.guardOutside(em);
    const manager = (em ?? this.orm.em) as TransactionalEntityManager;
    const connection = (
      manager as unknown as { getConnection(): { execute(sql: string, params: unknown[], method: string, ctx?: unknown): Promise<unknown> } }
    ).getConnection();
    const result = await connection
      .execute(sql, params, 'all', em ? manager.getTransactionContext() : undefined)
      .catch((error: unknown) => this.rethrow(error));
    return (Array.isArray(result) ? result : []) as T[];
  }

  /** Number of rows changed by an INSERT/UPDATE/DELETE. */
  async run(sql: string, params: unknown[] = [], em?: EntityManager): Promise<number> {
    this.guardOutside(em);
    const manager = (em ?? this.orm.em) as TransactionalEntityManager;
    const connection = (
      manager as unknown as { getConnection(): { execute(sql: string, params: unknown[], method: string, ctx?: unknown): Promise<{ affectedRows?: number }> } }
    ).getConnection();
    const result = await connection
      .execute(sql, params, 'run', em ? manager.getTransactionContext() : undefined)
      .catch((error: unknown) => this.rethrow(error));
    return result.affectedRows ?? 0;
  }

  /**
   * Raw SQL fails with the same exception classes as the ORM's own queries (a duplicate key is a
   * UniqueConstraintViolationException on both dialects), so callers and the problem handler test one type.
   */
  private rethrow(error: unknown): never {
    if (error instanceof DriverException || !(error instanceof Error)) throw error;
    throw this.orm.em
      .getPlatform()
      .getExceptionConverter()
      .convertException(error as Error & Record<string, unknown>);
  }

  async transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    this.guardOutside(undefined);
    // One element once the ORM has begun the transaction (a list: TypeScript does not follow assignments in callbacks).
    const opened: OpenTransaction[] = [];
    try {
      const result = await this.fork().transactional((em) => {
        const transaction = new OpenTransaction(em, this);
        opened.push(transaction);
        return insideTransaction.run(transaction, async () => {
          const value = await work(em);
          await transaction.finish();
          return value;
        });
      });
      for (const transaction of opened) {
        transaction.close();
        transaction.committed();
      }
      return result;
    } finally {
      for (const transaction of opened) transaction.close();
    }
  }

  /** The transaction the caller runs in, or null outside one. */
  current(): TransactionScope | null {
    const transaction = insideTransaction.getStore();
    return transaction?.open ? transaction : null;
  }

  /** The entity manager of the transaction the caller runs in on this database, or null. */
  private openTransaction(): TransactionalEntityManager | null {
    const transaction = insideTransaction.getStore();
    return transaction?.open && transaction.database === this ? (transaction.em as TransactionalEntityManager) : null;
  }

  /**
   * The ORM transaction context a typed query runs in: `em`'s, or the caller's open transaction's. An `em` outside
   * any transaction, passed while one is open, is refused on SQLite like a raw query without one.
   */
  private transactionOf(em: EntityManager | undefined): unknown {
    if (!em) return this.openTransaction()?.getTransactionContext();
    const context = (em as TransactionalEntityManager).getTransactionContext();
    if (context === undefined) this.guardOutside(undefined);
    return context;
  }

  private guardOutside(em: EntityManager | undefined): void {
    if (!em && this.dialect === 'sqlite' && insideTransaction.getStore()?.open === true) throw new Error(OUTSIDE_TRANSACTION);
  }

  /**
   * Serialises writers that read-then-write shared rows (audit chain, migrations) until the transaction ends.
   * PostgreSQL: a transaction-scoped advisory lock. SQLite: transactions already run one at a time.
   */
  async lock(em: EntityManager, name: string): Promise<void> {
    if (this.dialect === 'postgresql') await this.execute('SELECT pg_advisory_xact_lock(hashtext(?))', [name], em);
  }

  /** Every table of the schema, by name (tests compare row counts across requests). */
  async tableNames(): Promise<string[]> {
    const sql =
      this.dialect === 'postgresql'
        ? 'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename'
        : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name";
    return (await this.execute<{ name: string }>(sql)).map((row) => row.name);
  }

  /**
   * SQLite only: a consistent copy of the whole database in `file`, taken with SQLite's online backup API on the
   * ORM's own connection, so writers carry on meanwhile (pages they change during the copy are copied again).
   */
  async backupSqliteTo(file: string): Promise<void> {
    if (this.dialect !== 'sqlite') throw new Error('backupSqliteTo is for SQLite; PostgreSQL is read in one transaction');
    const connection = this.orm.em.getConnection() as unknown as { getNativeClient(): Promise<{ backup(destination: string): Promise<unknown> }> };
    await (await connection.getNativeClient()).backup(file);
  }

  async ping(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const query = this.execute('SELECT 1 AS ok').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.orm.close(true);
  }
}

/**
 * The database holds password hashes, sessions and sealed credentials, so only the service's user may read it,
 * like secret.key. SQLite gives its -wal and -shm files the database file's mode, so creating the file 0600
 * before SQLite opens it (or tightening one an older version left world-readable) covers them too. A data
 * directory we create is 0700; one the operator made keeps its mode.
 */
function ownerOnly(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}

/**
 * `Database.open` for packages outside the kernel that open a connection of their own (the test kit's raw
 * connections): the plugin API exports `Database` as a type only, so the class's static is out of their reach.
 */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return Database.open(options);
}
