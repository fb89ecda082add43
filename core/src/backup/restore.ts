import { existsSync, statSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Database, sqliteFile } from '../db/database.ts';
import type { Dialect } from '../db/migration.ts';
import { Problem } from '../errors.ts';
import { ALIVE_WINDOW_MS } from '../kernel/instances.ts';
import { createLogger } from '../logger.ts';
import type { OpenedBackup } from './archive.ts';
import { checkToolVersion, connectionOf, runTool, toolFailure } from './pg-tools.ts';

// Putting a backup's database where the configured one is. What the target holds is looked at first: a database a
// running service uses is never replaced, one that holds Portcullis data only when the operator insists.

export interface RestoreTarget {
  dialect: Dialect;
  databaseUrl: string | undefined;
  dataDir: string;
}

export interface TargetState {
  /** Migrations applied there (0: empty, or not a Portcullis database). */
  migrations: number;
  auditRows: number;
  /** Instances that beat recently: a service is running on it. */
  live: Array<{ id: string; secondsAgo: number }>;
}

export function describeTarget(target: RestoreTarget): string {
  return target.dialect === 'sqlite' ? sqliteFile(target.dataDir) : `the PostgreSQL database ${new URL(target.databaseUrl!).pathname.slice(1)}`;
}

/** What the target holds now; a SQLite file that does not exist yet holds nothing. */
export async function inspectTarget(target: RestoreTarget, now: number): Promise<TargetState> {
  if (target.dialect === 'sqlite' && (!existsSync(sqliteFile(target.dataDir)) || statSync(sqliteFile(target.dataDir)).size === 0)) {
    return { migrations: 0, auditRows: 0, live: [] };
  }
  const database = await openRaw(target);
  try {
    const count = async (sql: string) => Number((await database.execute<{ n: number | string }>(sql).catch(() => [{ n: 0 }]))[0]?.n ?? 0);
    const live = await database
      .execute<{ id: string; heartbeat_at: number | string }>('SELECT id, heartbeat_at FROM portcullis_instances WHERE heartbeat_at > ?', [
        now - ALIVE_WINDOW_MS,
      ])
      .catch(() => []);
    return {
      migrations: await count('SELECT COUNT(*) AS n FROM portcullis_migrations'),
      auditRows: await count('SELECT COUNT(*) AS n FROM audit_log'),
      live: live.map((row) => ({ id: row.id, secondsAgo: Math.max(0, Math.round((now - Number(row.heartbeat_at)) / 1000)) })),
    };
  } finally {
    await database.close();
  }
}

// Who was running when the snapshot was taken, and which leases they held, is not data: restored, those rows would
// pass for a live service (refusing the next restore) and keep global tasks from running until the leases expired.
const PROCESS_STATE = ['DELETE FROM portcullis_instances', 'DELETE FROM portcullis_leases'];

/** Replaces the target's content with the backup's database (the caller has checked that it may). */
export async function putInPlace(backup: OpenedBackup, target: RestoreTarget): Promise<void> {
  if (target.dialect === 'postgresql') {
    await pgRestore(backup.databaseFile, target.databaseUrl!);
    return;
  }
  const incoming = await checkedSqliteCopy(backup.databaseFile, sqliteFile(target.dataDir));
  await rename(incoming, sqliteFile(target.dataDir));
}

/**
 * The snapshot, copied beside the target and checked there (a damaged file is refused before it replaces anything),
 * without the process state; renamed over the target next, so the target is never half written.
 */
async function checkedSqliteCopy(source: string, file: string): Promise<string> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const incoming = `${file}.restoring`;
  await copyFile(source, incoming);
  await chmod(incoming, 0o600);
  try {
    const database = await openRaw({ dialect: 'sqlite', databaseUrl: undefined, dataDir: dirname(file) }, incoming);
    try {
      const [check] = await database.execute<{ integrity_check: string }>('PRAGMA integrity_check');
      if (check?.integrity_check !== 'ok')
        throw new Problem(400, 'BACKUP_UNREADABLE', { detail: `the backup's database is damaged: ${check?.integrity_check ?? 'no answer'}.` });
      for (const sql of PROCESS_STATE) await database.run(sql);
    } finally {
      await database.close();
    }
  } catch (error) {
    await rm(incoming, { force: true });
    throw error instanceof Problem
      ? error
      : new Problem(400, 'BACKUP_UNREADABLE', { detail: `the backup's database cannot be read: ${(error as Error).message}.` });
  }
  // The old database's write-ahead log must not be replayed into the new one.
  for (const stale of [`${file}-wal`, `${file}-shm`]) await rm(stale, { force: true });
  return incoming;
}

/**
 * One transaction replaces everything: psql runs the tables and functions of whatever is there being dropped, the
 * dump (as SQL, from pg_restore), the audit id sequence being set past its last row (the append-at-end trigger
 * refuses any id at or below it) and the process state being cleared, with --single-transaction, so a failure
 * leaves the database as it was.
 */
async function pgRestore(dump: string, url: string): Promise<void> {
  const database = await openRaw({ dialect: 'postgresql', databaseUrl: url, dataDir: '.' });
  const scripts = await mkdtemp(join(dirname(dump), 'sql-'));
  try {
    const [server] = await database.execute<{ major: number | string }>("SELECT current_setting('server_version_num')::int / 10000 AS major");
    await checkToolVersion('pg_restore', Number(server!.major));
    const restoreSql = join(scripts, 'restore.sql');
    const converted = await runTool('pg_restore', ['--no-owner', '--no-privileges', `--file=${restoreSql}`, dump]);
    if (converted.code !== 0) throw toolFailure('pg_restore', converted);
    await writeFile(join(scripts, 'before.sql'), await dropStatements(database));
    // The dump empties search_path for its session; the sequence is named in the schema it was restored into.
    await writeFile(join(scripts, 'after.sql'), ['RESET search_path', SET_AUDIT_SEQUENCE, ...PROCESS_STATE].map((sql) => `${sql};\n`).join(''));
    const { dbname, env } = connectionOf(url);
    const files = ['before.sql', 'restore.sql', 'after.sql'].flatMap((file) => ['--file', join(scripts, file)]);
    const run = await runTool('psql', ['--no-psqlrc', '--quiet', '--set', 'ON_ERROR_STOP=1', '--single-transaction', ...files, `--dbname=${dbname}`], env);
    if (run.code !== 0) throw toolFailure('psql', run);
  } finally {
    await rm(scripts, { recursive: true, force: true });
    await database.close();
  }
}

const SET_AUDIT_SEQUENCE = "SELECT setval(pg_get_serial_sequence('audit_log', 'id'), GREATEST(COALESCE(MAX(id), 0), 1), COUNT(*) > 0) FROM audit_log";

/** What removes the tables and functions now in the schema (nothing for an empty database). */
async function dropStatements(database: Database): Promise<string> {
  const tables = await database.execute<{ name: string }>('SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()');
  const functions = await database.execute<{ signature: string }>(
    'SELECT p.oid::regprocedure::text AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema()',
  );
  return [
    ...(tables.length > 0 ? [`DROP TABLE IF EXISTS ${tables.map((table) => `"${table.name}"`).join(', ')} CASCADE;`] : []),
    ...functions.map(({ signature }) => `DROP FUNCTION IF EXISTS ${signature} CASCADE;`),
    '',
  ].join('\n');
}

function openRaw(target: RestoreTarget, sqliteFileOverride?: string): Promise<Database> {
  return Database.open({
    url: target.databaseUrl,
    dataDir: target.dataDir,
    entities: [],
    logger: createLogger({ level: 'silent' }),
    ...(sqliteFileOverride ? { sqliteFile: sqliteFileOverride } : {}),
  });
}
