import { chmod, copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { Database, sqliteFile } from '../db/database.ts';
import type { Dialect } from '../db/migration.ts';
import { ALIVE_WINDOW_MS } from '../kernel/instances.ts';
import { createLogger } from '../logger.ts';
import type { OpenedBackup } from './archive.ts';
import { connectionOf, runTool, toolFailure, checkToolVersion } from './pg-tools.ts';

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
    const live = await database.execute<{ id: string; heartbeat_at: number | string }>('SELECT id, heartbeat_at FROM portcullis_instances WHERE heartbeat_at > ?', [now - ALIVE_WINDOW_MS]).catch(() => []);
    return {
      migrations: await count('SELECT COUNT(*) AS n FROM portcullis_migrations'),
      auditRows: await count('SELECT COUNT(*) AS n FROM audit_log'),
      live: live.map((row) => ({ id: row.id, secondsAgo: Math.max(0, Math.round((now - Number(row.heartbeat_at)) / 1000)) })),
    };
  } finally {
    await database.close();
  }
}

/** Replaces the target's content with the backup's database (the caller has checked that it may). */
export async function putInPlace(backup: OpenedBackup, target: RestoreTarget): Promise<void> {
  if (target.dialect === 'sqlite') await replaceSqliteFile(backup.databaseFile, sqliteFile(target.dataDir));
  else await pgRestore(backup.databaseFile, target.databaseUrl!);
}

/** The new file is copied beside the old one and renamed over it, so the target is never half written. */
async function replaceSqliteFile(source: string, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const incoming = `${file}.restoring`;
  await copyFile(source, incoming);
  await chmod(incoming, 0o600);
  // The old database's write-ahead log must not be replayed into the new one.
  for (const stale of [`${file}-wal`, `${file}-shm`]) await rm(stale, { force: true });
  await rename(incoming, file);
}

/**
 * Empties the schema (the tables and functions of whatever was there), then pg_restore loads the dump in one
 * transaction. The audit log's id sequence is set past its last row, as the append-at-end trigger refuses any id
 * at or below it.
 */
async function pgRestore(dump: string, url: string): Promise<void> {
  const database = await openRaw({ dialect: 'postgresql', databaseUrl: url, dataDir: '.' });
  try {
    const [server] = await database.execute<{ major: number | string }>("SELECT current_setting('server_version_num')::int / 10000 AS major");
    await checkToolVersion('pg_restore', Number(server!.major));
    await emptySchema(database);
    const { dbname, env } = connectionOf(url);
    const run = await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dump], env);
    if (run.code !== 0) throw toolFailure('pg_restore', run);
    await database.execute(`SELECT setval(pg_get_serial_sequence('audit_log', 'id'), GREATEST(COALESCE(MAX(id), 0), 1), COUNT(*) > 0) FROM audit_log`);
  } finally {
    await database.close();
  }
}

async function emptySchema(database: Database): Promise<void> {
  const tables = await database.execute<{ name: string }>('SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()');
  if (tables.length > 0) await database.run(`DROP TABLE IF EXISTS ${tables.map((table) => `"${table.name}"`).join(', ')} CASCADE`);
  const functions = await database.execute<{ signature: string }>(
    'SELECT p.oid::regprocedure::text AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema()');
  for (const { signature } of functions) await database.run(`DROP FUNCTION IF EXISTS ${signature} CASCADE`);
}

function openRaw(target: RestoreTarget): Promise<Database> {
  return Database.open({
    url: target.databaseUrl, dataDir: target.dataDir, entities: [], logger: createLogger({ level: 'silent' }),
  });
}
