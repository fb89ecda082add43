import { createReadStream } from 'node:fs';
import type { EntityManager } from '@mikro-orm/core';
import type { Database } from '../db/database.ts';
import { applyMigrations, type MigrationSet } from '../db/migrate.ts';
import { Problem } from '../errors.ts';
import { createLogger } from '../logger.ts';
import type { OpenedBackup } from './archive-reader.ts';
import type { TableEntry } from './manifest.ts';
import { advanceSequences, dataTables, insertionOrder } from './schema-catalog.ts';
import { decodeRow } from './table-rows.ts';

// A backup's rows into a schema this release creates: our migrations (the ones the backup names) build it, rows
// go in through parameterised inserts into the tables and columns those migrations made, and the row counts are
// checked against the manifest. Nothing from the archive is ever executed, so the schema's own guards (the audit
// log's append-only triggers among them) are the ones our migrations create, whatever the backup held.

/** A row is one line; one larger than this is not a row any table of ours holds. */
const MAX_ROW_BYTES = 16 * 1024 * 1024;
/** Bound parameters per INSERT, below both dialects' limits. */
const PARAMETERS_PER_INSERT = 900;

/** Inside the caller's transaction, on an empty schema: a failure rolls back everything, target untouched. */
export async function loadBackup(database: Database, em: EntityManager, backup: OpenedBackup, migrations: MigrationSet[]): Promise<void> {
  await applyMigrations(database, migrations, em, createLogger({ level: 'silent' }));
  const schema = await dataTables(database, em);
  checkTablesMatch(schema, backup.manifest.tables);
  const entries = new Map(backup.manifest.tables.map((table) => [table.name, table]));
  const seeded: string[] = [];
  const empty: string[] = [];
  for (const table of await insertionOrder(database, [...schema.keys()], em)) {
    const [row] = await database.execute(`SELECT 1 AS seeded FROM "${table}" LIMIT 1`, [], em);
    (row ? seeded : empty).push(table);
  }
  // Tables our migrations seed (settings, counters) are taken first, so the triggers of the others see the backup's
  // settings, and again last, so counters those triggers kept hold the backup's values.
  for (const table of seeded) await replaceRows(database, em, entries.get(table)!, backup.tablePath(table));
  for (const table of empty) await insertRows(database, em, entries.get(table)!, backup.tablePath(table));
  for (const table of seeded) await replaceRows(database, em, entries.get(table)!, backup.tablePath(table));
  await advanceSequences(database, em);
}

/** The backup's tables and columns are exactly those the migrations it names create: no more, no fewer. */
function checkTablesMatch(schema: Map<string, string[]>, tables: TableEntry[]): void {
  const problems: string[] = [];
  for (const table of tables) {
    const columns = schema.get(table.name);
    if (!columns) {
      problems.push(`table ${table.name} is not in that schema`);
      continue;
    }
    const unknown = table.columns.filter((column) => !columns.includes(column));
    const missing = columns.filter((column) => !table.columns.includes(column));
    if (unknown.length > 0) problems.push(`${table.name} has columns that schema lacks (${unknown.join(', ')})`);
    if (missing.length > 0) problems.push(`${table.name} lacks columns of that schema (${missing.join(', ')})`);
    if (new Set(table.columns).size !== table.columns.length) problems.push(`${table.name} names a column twice`);
  }
  const named = new Set(tables.map((table) => table.name));
  const absent = [...schema.keys()].filter((table) => !named.has(table));
  if (absent.length > 0) problems.push(`it lacks the tables ${absent.join(', ')}`);
  if (problems.length > 0) {
    throw new Problem(400, 'BACKUP_CONTENT_MISMATCH', {
      detail: `the backup's content does not match the schema of the migrations its manifest names: ${problems.join('; ')}.`,
    });
  }
}

async function replaceRows(database: Database, em: EntityManager, table: TableEntry, path: string): Promise<void> {
  await database.run(`DELETE FROM "${table.name}"`, [], em);
  await insertRows(database, em, table, path);
}

async function insertRows(database: Database, em: EntityManager, table: TableEntry, path: string): Promise<void> {
  const perInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / table.columns.length));
  const columns = table.columns.map((column) => `"${column}"`).join(', ');
  const placeholders = `(${table.columns.map(() => '?').join(', ')})`;
  let batch: unknown[][] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const sql = `INSERT INTO "${table.name}" (${columns}) VALUES ${batch.map(() => placeholders).join(', ')}`;
    await database.run(sql, batch.flat(), em).catch((error: unknown) => {
      throw new Problem(400, 'BACKUP_CONTENT_MISMATCH', {
        detail: `lines ${rows + 1} to ${rows + batch.length} of ${table.name} cannot be restored: ${driverReason(error)}.`,
      });
    });
    rows += batch.length;
    batch = [];
  };
  for await (const line of linesOf(path)) {
    const values = decodeRow(line, table.columns.length, database.dialect);
    if (!values) throw mismatch(`line ${rows + batch.length + 1} of ${table.name} is not a row of ${table.columns.length} values`);
    batch.push(values);
    if (batch.length === perInsert) await flush();
  }
  await flush();
  if (rows !== table.rows) throw mismatch(`${table.name} holds ${rows} rows, its manifest says ${table.rows}`);
}

/** The lines of a table file, each ending in a newline, none longer than a row may be. */
async function* linesOf(path: string): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      pending.push(chunk.subarray(start, end));
      yield Buffer.concat(pending).toString('utf8');
      pending = [];
      pendingBytes = 0;
      start = end + 1;
    }
    pending.push(chunk.subarray(start));
    pendingBytes += chunk.length - start;
    if (pendingBytes > MAX_ROW_BYTES) throw mismatch(`a row is longer than ${MAX_ROW_BYTES} bytes`);
  }
  if (pendingBytes > 0) throw mismatch('a table file ends in the middle of a row');
}

/** What the database said, without the statement the driver prefixes (it would echo the backup's values). */
function driverReason(error: unknown): string {
  const [line = ''] = (error as Error).message.split('\n');
  const at = line.lastIndexOf(' - ');
  return (at === -1 ? line : line.slice(at + 3)).slice(0, 300);
}

function mismatch(why: string): Problem {
  return new Problem(400, 'BACKUP_CONTENT_MISMATCH', { detail: `the backup's content does not match its manifest: ${why}.` });
}
