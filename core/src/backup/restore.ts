import { existsSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import { Database, sqliteFile } from '../db/database.ts';
import type { MigrationSet } from '../db/migrate.ts';
import type { Dialect } from '../db/migration.ts';
import { ALIVE_WINDOW_MS } from '../kernel/instances.ts';
import { createLogger } from '../logger.ts';
import type { OpenedBackup } from './archive-reader.ts';
import { loadBackup } from './table-import.ts';

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

/**
 * Replaces the target's content with the backup's rows (the caller has checked that it may). The new content is
 * built apart and swapped in whole: SQLite in a new file beside the target, renamed over it once complete;
 * PostgreSQL in one transaction that empties the schema and builds it again. A refusal at any step leaves the
 * target as it was.
 */
export async function putInPlace(backup: OpenedBackup, target: RestoreTarget, migrations: MigrationSet[]): Promise<void> {
  if (target.dialect === 'postgresql') {
    const database = await openRaw(target);
    try {
      await database.transaction(async (em) => {
        await emptySchema(database, em);
        await loadBackup(database, em, backup, migrations);
      });
    } finally {
      await database.close();
    }
    return;
  }
  const file = sqliteFile(target.dataDir);
  const incoming = await builtSqliteFile(backup, file, migrations);
  // The old database's write-ahead log must not be replayed into the new one.
  for (const stale of [`${file}-wal`, `${file}-shm`]) await rm(stale, { force: true });
  await rename(incoming, file);
}

/** A new SQLite file beside the target holding the backup; removed again if anything fails. */
async function builtSqliteFile(backup: OpenedBackup, file: string, migrations: MigrationSet[]): Promise<string> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const incoming = `${file}.restoring`;
  const removeIncoming = () => Promise.all([incoming, `${incoming}-wal`, `${incoming}-shm`].map((path) => rm(path, { force: true })));
  await removeIncoming();
  try {
    const database = await openRaw({ dialect: 'sqlite', databaseUrl: undefined, dataDir: dirname(file) }, incoming);
    try {
      await database.transaction((em) => loadBackup(database, em, backup, migrations));
    } finally {
      await database.close();
    }
  } catch (error) {
    await removeIncoming();
    throw error;
  }
  return incoming;
}

/**
 * PostgreSQL: removes what the schema holds (tables, views, sequences, functions) inside the restore's
 * transaction. The restore role owns them (see docs/backup-restore.md); it needs no other privilege.
 */
async function emptySchema(database: Database, em: EntityManager): Promise<void> {
  const objects = await database.execute<{ statement: string }>(
    `SELECT format('DROP VIEW IF EXISTS %I CASCADE', viewname) AS statement FROM pg_views WHERE schemaname = current_schema()
     UNION ALL SELECT format('DROP TABLE IF EXISTS %I CASCADE', tablename) FROM pg_tables WHERE schemaname = current_schema()
     UNION ALL SELECT format('DROP SEQUENCE IF EXISTS %I CASCADE', sequencename) FROM pg_sequences WHERE schemaname = current_schema()
     UNION ALL SELECT format('DROP FUNCTION IF EXISTS %s CASCADE', p.oid::regprocedure) FROM pg_proc p
       JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema() AND p.prokind = 'f'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
    [],
    em,
  );
  for (const { statement } of objects) await database.execute(statement, [], em);
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
