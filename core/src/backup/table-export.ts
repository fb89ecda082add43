import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import type { Database } from '../db/database.ts';
import { type TableEntry, tableFile } from './manifest.ts';
import { dataTables, primaryKey } from './schema-catalog.ts';
import { encodeCell, selectColumn } from './table-rows.ts';

// Rows out of a database into one file per table (manifest.ts), read a page at a time so a large audit log never
// sits in memory whole.

const PAGE = 1000;

/**
 * PostgreSQL: one read-only REPEATABLE READ transaction, so every table is read at the same snapshot while the
 * service keeps writing. SQLite: `database` is a copy taken with the online backup API, which nothing else writes.
 */
export async function exportTables(database: Database, dir: string): Promise<TableEntry[]> {
  await mkdir(join(dir, 'tables'), { recursive: true, mode: 0o700 });
  if (database.dialect === 'sqlite') return exportAll(database, dir);
  return database.transaction(async (em) => {
    await database.execute('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY', [], em);
    return exportAll(database, dir, em);
  });
}

async function exportAll(database: Database, dir: string, em?: EntityManager): Promise<TableEntry[]> {
  const entries: TableEntry[] = [];
  for (const [name, columns] of await dataTables(database, em)) {
    const file = new TableFile(join(dir, tableFile(name)));
    for await (const page of pagesOf(database, name, columns, em)) {
      for (const row of page) await file.write(`${JSON.stringify(columns.map((column) => encodeCell(row[column])))}\n`);
    }
    entries.push({ name, columns, ...(await file.close()) });
  }
  return entries;
}

async function* pagesOf(database: Database, table: string, columns: string[], em?: EntityManager): AsyncGenerator<Array<Record<string, unknown>>> {
  const select = columns.map((column) => selectColumn(database.dialect, column)).join(', ');
  if (database.dialect === 'sqlite') {
    // Keyset paging on the rowid: the order rows were added in, and for the audit log its id.
    let after = Number.MIN_SAFE_INTEGER;
    for (;;) {
      const page = await database.execute<Record<string, unknown>>(
        `SELECT rowid AS "_backup_rowid", ${select} FROM "${table}" WHERE rowid > ? ORDER BY rowid LIMIT ${PAGE}`,
        [after],
      );
      if (page.length === 0) return;
      yield page;
      after = Number(page.at(-1)!._backup_rowid);
    }
  }
  const key = await primaryKey(database, table, em);
  const order = key.length > 0 ? ` ORDER BY ${key.map((column) => `"${table}"."${column}"`).join(', ')}` : '';
  await database.execute(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ${select} FROM "${table}"${order}`, [], em);
  try {
    for (;;) {
      const page = await database.execute<Record<string, unknown>>(`FETCH ${PAGE} FROM backup_rows`, [], em);
      if (page.length === 0) return;
      yield page;
    }
  } finally {
    await database.execute('CLOSE backup_rows', [], em);
  }
}

/** A table file being written, with the size, row count and digest its manifest entry states. */
class TableFile {
  private readonly stream;
  private readonly hash = createHash('sha256');
  private bytes = 0;
  private rows = 0;

  constructor(path: string) {
    this.stream = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  }

  async write(line: string): Promise<void> {
    const chunk = Buffer.from(line);
    this.hash.update(chunk);
    this.bytes += chunk.length;
    this.rows += 1;
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async close(): Promise<{ rows: number; bytes: number; sha256: string }> {
    this.stream.end();
    await once(this.stream, 'close');
    return { rows: this.rows, bytes: this.bytes, sha256: this.hash.digest('hex') };
  }
}
