import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createGunzip } from 'node:zlib';
import type { ReadEntry } from 'tar';
import { Problem } from '../errors.ts';
import { lazily } from '../lazy.ts';
import {
  type BackupManifest,
  FORMAT_VERSION,
  MANIFEST_FILE,
  MANIFEST_MAX_BYTES,
  manifestHeaderSchema,
  manifestSchema,
  type TableEntry,
  tableFile,
} from './manifest.ts';

// Reading an archive trusts nothing in it. The manifest must come first and be small; after it, only the table
// files it names are taken, each exactly as large as it says and with the digest it says, and decompression stops
// as soon as the archive inflates past what the manifest accounts for (a gzip bomb costs at most that much disk
// and a few buffers of memory, never the process).

const tar = lazily(() => import('tar'));

/** Room for tar's headers, padding and end blocks around the entries' content. */
const TAR_OVERHEAD_PER_ENTRY = 1024;
const TAR_TRAILER = 20 * 1024;
/** A tar header begins with the entry's name, NUL-terminated. */
const FIRST_HEADER = Buffer.from(`${MANIFEST_FILE}\0`);

/** An archive unpacked into a work directory: its manifest, and its table files, checked against it. */
export interface OpenedBackup {
  manifest: BackupManifest;
  /** Where the rows of a table the manifest names are. */
  tablePath(table: string): string;
  dispose(): Promise<void>;
}

export async function openBackup(file: string, workDir: string): Promise<OpenedBackup> {
  if (!existsSync(file)) throw new Problem(404, 'BACKUP_NOT_FOUND', { detail: `${file} does not exist.` });
  const dir = await mkdtemp(join(workDir, '.restore-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    await mkdir(join(dir, 'tables'), { mode: 0o700 });
    const manifest = await unpack(file, dir);
    return { manifest, tablePath: (table) => join(dir, tableFile(table)), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

function unpack(file: string, dir: string): Promise<BackupManifest> {
  return tar().then(
    ({ Parser }) =>
      new Promise<BackupManifest>((resolve, reject) => {
        const source = createReadStream(file);
        const gunzip = createGunzip();
        const entries = new ArchiveEntries(file, dir);
        const parser = new Parser({
          strict: true,
          maxMetaEntrySize: 64 * 1024,
          brotli: false,
          zstd: false,
          onReadEntry: (entry) => entries.take(entry, fail),
        });
        let failed = false;
        function fail(error: unknown): void {
          if (failed) return;
          failed = true;
          source.destroy();
          gunzip.destroy();
          entries.abort();
          reject(error instanceof Problem ? error : unreadable(file, (error as Error).message));
        }
        let inflated = 0;
        gunzip.on('data', (chunk: Buffer) => {
          // The parser would inflate a compressed stream it is given by itself, past the count kept here: what it
          // gets must be a plain tar whose first header is the manifest's.
          if (inflated === 0 && !chunk.subarray(0, FIRST_HEADER.length).equals(FIRST_HEADER)) {
            fail(unreadable(file, `its first entry is not ${MANIFEST_FILE}`));
            return;
          }
          inflated += chunk.length;
          if (inflated > entries.inflatedLimit()) {
            fail(unreadable(file, `it inflates past the ${entries.inflatedLimit()} bytes its manifest accounts for`));
            return;
          }
          if (!parser.write(chunk)) {
            gunzip.pause();
            parser.once('drain', () => gunzip.resume());
          }
        });
        gunzip.on('end', () => parser.end());
        source.on('error', fail);
        gunzip.on('error', fail);
        parser.on('error', fail);
        parser.on('end', () => {
          if (!failed) entries.finished().then(resolve, fail);
        });
        source.pipe(gunzip);
      }),
  );
}

/** The entries of one archive, as the parser reads them: the manifest first, then the table files it names. */
class ArchiveEntries {
  private manifest: BackupManifest | null = null;
  private manifestBytes = 0;
  private first = true;
  private readonly written = new Map<string, Promise<void>>();
  private readonly streams = new Set<NodeJS.WritableStream & { destroy(): void }>();

  private readonly file: string;
  private readonly dir: string;

  constructor(file: string, dir: string) {
    this.file = file;
    this.dir = dir;
  }

  /** How far the archive may inflate: the manifest's limit until it is read, then what it declares. */
  inflatedLimit(): number {
    if (!this.manifest) return MANIFEST_MAX_BYTES + TAR_OVERHEAD_PER_ENTRY + TAR_TRAILER;
    const content = this.manifest.tables.reduce((sum, table) => sum + table.bytes, this.manifestBytes);
    return content + (this.manifest.tables.length + 1) * TAR_OVERHEAD_PER_ENTRY + TAR_TRAILER;
  }

  take(entry: ReadEntry, fail: (error: unknown) => void): void {
    try {
      if (entry.type !== 'File') throw this.refuse(`it holds ${entry.path} (${entry.type}), which no backup has`);
      if (this.first) {
        this.first = false;
        this.readManifest(entry, fail);
      } else this.writeTable(entry, fail);
    } catch (error) {
      entry.resume();
      fail(error);
    }
  }

  private readManifest(entry: ReadEntry, fail: (error: unknown) => void): void {
    if (entry.path !== MANIFEST_FILE) throw this.refuse(`its first entry is ${entry.path}, not ${MANIFEST_FILE}`);
    if (entry.size > MANIFEST_MAX_BYTES) throw this.refuse(`its ${MANIFEST_FILE} is larger than ${MANIFEST_MAX_BYTES} bytes`);
    this.manifestBytes = entry.size;
    const chunks: Buffer[] = [];
    entry.on('data', (chunk: Buffer) => chunks.push(chunk));
    entry.on('end', () => {
      try {
        this.manifest = this.parseManifest(Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        fail(error);
      }
    });
  }

  private parseManifest(text: string): BackupManifest {
    const json = parseJson(text);
    const header = manifestHeaderSchema.safeParse(json);
    if (!header.success) throw this.refuse(`its ${MANIFEST_FILE} is not a Portcullis manifest`);
    if (header.data.format_version !== FORMAT_VERSION) {
      throw new Problem(400, 'BACKUP_FORMAT_UNSUPPORTED', {
        detail: `${this.file} was made by Portcullis ${header.data.version} in backup format ${header.data.format_version}; this release restores format ${FORMAT_VERSION} only (rows per table, never SQL or a database file from the archive). Restore it with the release that made it, then take a new backup.`,
      });
    }
    const parsed = manifestSchema.safeParse(json);
    if (!parsed.success) {
      throw this.refuse(`its manifest is not one this release reads (${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')})`);
    }
    const names = parsed.data.tables.map((table) => table.name);
    if (new Set(names).size !== names.length) throw this.refuse('its manifest names a table twice');
    return parsed.data;
  }

  private writeTable(entry: ReadEntry, fail: (error: unknown) => void): void {
    const table = this.manifest?.tables.find((candidate) => tableFile(candidate.name) === entry.path);
    if (!table) throw this.refuse(`it holds ${entry.path}, which its manifest does not name`);
    if (this.written.has(table.name)) throw this.refuse(`it holds ${entry.path} twice`);
    if (entry.size !== table.bytes) throw this.refuse(`${entry.path} is ${entry.size} bytes, its manifest says ${table.bytes} bytes`);
    this.written.set(
      table.name,
      this.copy(entry, table).catch((error: unknown) => fail(error)),
    );
  }

  /** The entry into its file, with the digest the manifest states (the entry's size is already the stated one). */
  private async copy(entry: ReadEntry, table: TableEntry): Promise<void> {
    const out = createWriteStream(join(this.dir, tableFile(table.name)), { flags: 'wx', mode: 0o600 });
    this.streams.add(out);
    const hash = createHash('sha256');
    entry.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      if (!out.write(chunk)) {
        entry.pause();
        out.once('drain', () => entry.resume());
      }
    });
    // A write that fails (a full disk) rejects the copy rather than going unheard.
    const broken = new Promise<never>((_, reject) => out.once('error', reject));
    await Promise.race([once(entry, 'end'), broken]);
    out.end();
    await Promise.race([once(out, 'close'), broken]);
    this.streams.delete(out);
    if (hash.digest('hex') !== table.sha256) throw this.refuse(`${entry.path} does not have the SHA-256 digest its manifest states`);
  }

  /** Every table file the manifest names arrived, complete and intact. */
  async finished(): Promise<BackupManifest> {
    if (!this.manifest) throw this.refuse(`it has no ${MANIFEST_FILE}`);
    await Promise.all(this.written.values());
    const missing = this.manifest.tables.filter((table) => !this.written.has(table.name)).map((table) => tableFile(table.name));
    if (missing.length > 0) throw this.refuse(`it lacks ${missing.join(', ')}, which its manifest names`);
    return this.manifest;
  }

  abort(): void {
    for (const stream of this.streams) stream.destroy();
  }

  private refuse(why: string): Problem {
    return unreadable(this.file, why);
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
