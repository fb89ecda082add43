import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Database } from '../db/database.ts';
import { appliedMigrations } from '../db/migrate.ts';
import { Problem } from '../errors.ts';
import { lazily } from '../lazy.ts';
import { createLogger } from '../logger.ts';
import { VERSION } from '../version.ts';
import { type BackupManifest, FORMAT_VERSION, MANIFEST_FILE, type TableEntry, tableFile } from './manifest.ts';
import { exportTables } from './table-export.ts';

/** tar is needed only by a backup or a restore. */
const tar = lazily(() => import('tar'));

/** A snapshot and its manifest in a work directory, ready to be archived; `dispose` removes them. */
export interface PreparedBackup {
  manifest: BackupManifest;
  /** The .tar.gz, built as it is read. */
  archive(): Readable;
  dispose(): Promise<void>;
}

export interface BackupSource {
  database: Database;
  /** Names the secret key the snapshot's secrets and audit chain need (ChainKey.alg). */
  keyId: string;
  /** A directory of the service's own (the data directory): snapshots can be as large as the database. */
  workDir: string;
  now: Date;
}

/**
 * Takes a consistent snapshot of every table's rows (SQLite: from an online backup copy; PostgreSQL: in one
 * read-only transaction) with a manifest of what made it and what each table file holds.
 */
export async function prepareBackup(source: BackupSource): Promise<PreparedBackup> {
  await mkdir(source.workDir, { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(join(source.workDir, '.backup-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const { database } = source;
    const migrations = await appliedMigrations(database);
    const tables = await snapshotTables(database, dir);
    const manifest: BackupManifest = {
      format: 'portcullis-backup',
      format_version: FORMAT_VERSION,
      version: VERSION,
      dialect: database.dialect,
      created_at: source.now.toISOString(),
      migrations,
      key_id: source.keyId,
      tables,
    };
    await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const { create: createTar } = await tar();
    return {
      manifest,
      archive: () => Readable.from(createTar({ gzip: true, cwd: dir, portable: true }, [MANIFEST_FILE, ...tables.map((table) => tableFile(table.name))])),
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** SQLite: the rows are read from a copy taken with the online backup API, so writers carry on meanwhile. */
async function snapshotTables(database: Database, dir: string): Promise<TableEntry[]> {
  if (database.dialect === 'postgresql') return exportTables(database, dir);
  const copy = join(dir, 'snapshot.sqlite');
  await database.backupSqliteTo(copy);
  const snapshot = await Database.open({ url: undefined, dataDir: dir, sqliteFile: copy, entities: [], logger: createLogger({ level: 'silent' }) });
  try {
    return await exportTables(snapshot, dir);
  } finally {
    await snapshot.close();
  }
}

/** The archive written to `path` (a new file: never over an existing one); returns its size in bytes. */
export async function writeBackupFile(prepared: PreparedBackup, path: string): Promise<number> {
  if (existsSync(path)) throw new Problem(409, 'BACKUP_EXISTS', { detail: `${path} exists; backups are never written over.` });
  const partial = `${path}.partial`;
  try {
    await pipeline(prepared.archive(), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(path)).size;
}
