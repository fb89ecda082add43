import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/database.ts';
import { appliedMigrations } from '../db/migrate.ts';
import { Problem } from '../errors.ts';
import { lazily } from '../lazy.ts';
import { VERSION } from '../version.ts';
import { type BackupManifest, DATABASE_FILES, MANIFEST_FILE, manifestSchema } from './manifest.ts';
import { checkToolVersion, connectionOf, runTool, toolFailure } from './pg-tools.ts';

/** A snapshot and its manifest in a work directory, ready to be archived; `dispose` removes them. */
/** tar is needed only by a backup or a restore. */
const tar = lazily(() => import('tar'));

export interface PreparedBackup {
  manifest: BackupManifest;
  /** The .tar.gz, built as it is read. */
  archive(): Readable;
  dispose(): Promise<void>;
}

export interface BackupSource {
  database: Database;
  /** PostgreSQL: the URL pg_dump connects to. */
  databaseUrl: string | undefined;
  /** Names the secret key the snapshot's secrets and audit chain need (ChainKey.alg). */
  keyId: string;
  /** A directory of the service's own (the data directory): snapshots can be as large as the database. */
  workDir: string;
  now: Date;
}

/**
 * Takes a consistent snapshot (SQLite: the online backup API; PostgreSQL: pg_dump, which reads one transaction
 * snapshot) with a manifest of what made it. Problems: 503 BACKUP_TOOL_MISSING (pg_dump absent or older than the
 * server), 503 BACKUP_FAILED.
 */
export async function prepareBackup(source: BackupSource): Promise<PreparedBackup> {
  await mkdir(source.workDir, { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(join(source.workDir, '.backup-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const { database } = source;
    const databaseFile = DATABASE_FILES[database.dialect];
    const migrations = await appliedMigrations(database);
    if (database.dialect === 'sqlite') await database.backupSqliteTo(join(dir, databaseFile));
    else await pgDump(database, source.databaseUrl!, join(dir, databaseFile));
    const manifest: BackupManifest = {
      format: 'portcullis-backup',
      format_version: 1,
      version: VERSION,
      dialect: database.dialect,
      created_at: source.now.toISOString(),
      migrations,
      key_id: source.keyId,
    };
    await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const { create: createTar } = await tar();
    return {
      manifest,
      archive: () => Readable.from(createTar({ gzip: true, cwd: dir, portable: true }, [MANIFEST_FILE, databaseFile])),
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function pgDump(database: Database, url: string, file: string): Promise<void> {
  const [server] = await database.execute<{ major: number | string }>("SELECT current_setting('server_version_num')::int / 10000 AS major");
  await checkToolVersion('pg_dump', Number(server!.major));
  const { dbname, env } = connectionOf(url);
  const run = await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
  if (run.code !== 0) throw toolFailure('pg_dump', run);
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

/** An archive unpacked into a work directory: only the manifest and a database file are taken from it. */
export interface OpenedBackup {
  manifest: BackupManifest;
  databaseFile: string;
  dispose(): Promise<void>;
}

export async function openBackup(file: string, workDir: string): Promise<OpenedBackup> {
  if (!existsSync(file)) throw new Problem(404, 'BACKUP_NOT_FOUND', { detail: `${file} does not exist.` });
  const dir = await mkdtemp(join(workDir, '.restore-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const wanted = new Set([MANIFEST_FILE, ...Object.values(DATABASE_FILES)]);
  try {
    const { extract: extractTar } = await tar();
    await extractTar({ file, cwd: dir, strict: true, filter: (path) => wanted.has(path) }).catch((error: Error) => {
      throw unreadable(file, error.message);
    });
    const text = await readFile(join(dir, MANIFEST_FILE), 'utf8').catch(() => {
      throw unreadable(file, `it has no ${MANIFEST_FILE}`);
    });
    const parsed = manifestSchema.safeParse(parseJson(text));
    if (!parsed.success)
      throw unreadable(file, `its manifest is not one this release reads (${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')})`);
    const databaseFile = join(dir, DATABASE_FILES[parsed.data.dialect]);
    if (!existsSync(databaseFile)) throw unreadable(file, `it has no ${DATABASE_FILES[parsed.data.dialect]}`);
    return { manifest: parsed.data, databaseFile, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function unreadable(file: string, why: string): Problem {
  return new Problem(400, 'BACKUP_UNREADABLE', { detail: `${file} is not a Portcullis backup: ${why}.` });
}
