// Backups taken apart and put together again, changed the way a hostile or damaged archive would be.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { create as createTar, extract as extractTar } from 'tar';

export interface TableEntry {
  name: string;
  columns: string[];
  rows: number;
  bytes: number;
  sha256: string;
}

export interface Unpacked {
  dir: string;
  manifest: Record<string, unknown> & { tables: TableEntry[]; migrations: string[] };
}

export async function unpack(file: string, work: string): Promise<Unpacked> {
  const dir = mkdtempSync(join(work, 'crafted-'));
  await extractTar({ file, cwd: dir });
  return { dir, manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) };
}

export function tableLines(archive: Unpacked, table: string): string[] {
  return readFileSync(join(archive.dir, 'tables', `${table}.ndjson`), 'utf8')
    .split('\n')
    .slice(0, -1);
}

/** A table file with new content, and the manifest entry made to agree with it (a consistent lie). */
export function setTable(archive: Unpacked, name: string, columns: string[], lines: string[]): void {
  mkdirSync(join(archive.dir, 'tables'), { recursive: true });
  const content = Buffer.from(lines.map((line) => `${line}\n`).join(''));
  writeFileSync(join(archive.dir, 'tables', `${name}.ndjson`), content);
  const entry = { name, columns, rows: lines.length, bytes: content.length, sha256: createHash('sha256').update(content).digest('hex') };
  const at = archive.manifest.tables.findIndex((table) => table.name === name);
  if (at === -1) archive.manifest.tables.push(entry);
  else archive.manifest.tables[at] = entry;
}

/** The archive again: the manifest first, its tables, then `extra` files of the directory. */
export async function pack(archive: Unpacked, name: string, extra: string[] = []): Promise<string> {
  writeFileSync(join(archive.dir, 'manifest.json'), JSON.stringify(archive.manifest));
  const file = join(archive.dir, name);
  const tables = archive.manifest.tables.map((table) => `tables/${table.name}.ndjson`);
  await createTar({ gzip: true, cwd: archive.dir, file, portable: true }, ['manifest.json', ...tables, ...extra]);
  return file;
}
