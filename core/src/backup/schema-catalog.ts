import type { EntityManager } from '@mikro-orm/core';
import type { Database } from '../db/database.ts';

// What a schema holds, read from the database's catalogue: the tables and their columns a backup carries, the
// order rows can go in without breaking a foreign key, and the auto-numbered columns whose counters follow the rows.

/** Migration bookkeeping is rebuilt by running migrations; who was running and which leases they held is not data. */
export const NOT_BACKED_UP = new Set(['portcullis_migrations', 'portcullis_instances', 'portcullis_leases']);

/** The tables a backup carries, each with its columns in order. */
export async function dataTables(database: Database, em?: EntityManager): Promise<Map<string, string[]>> {
  const sql =
    database.dialect === 'postgresql'
      ? `SELECT c.table_name AS "table", c.column_name AS "column" FROM information_schema.columns c
         JOIN pg_tables t ON t.tablename = c.table_name AND t.schemaname = c.table_schema
         WHERE c.table_schema = current_schema() ORDER BY c.table_name, c.ordinal_position`
      : `SELECT m.name AS "table", p.name AS "column" FROM sqlite_master m JOIN pragma_table_info(m.name) p
         WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' ORDER BY m.name, p.cid`;
  const tables = new Map<string, string[]>();
  for (const row of await database.execute<{ table: string; column: string }>(sql, [], em)) {
    if (NOT_BACKED_UP.has(row.table)) continue;
    tables.set(row.table, [...(tables.get(row.table) ?? []), row.column]);
  }
  return tables;
}

/** The primary key's columns of a table (rows are read in that order: the audit log only appends at its end). */
export async function primaryKey(database: Database, table: string, em?: EntityManager): Promise<string[]> {
  const sql =
    database.dialect === 'postgresql'
      ? `SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
         WHERE i.indrelid = quote_ident(?)::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`
      : 'SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk';
  return (await database.execute<{ name: string }>(sql, [table], em)).map((row) => row.name);
}

/** The tables in an order where each comes after the tables its foreign keys point at. */
export async function insertionOrder(database: Database, tables: string[], em: EntityManager): Promise<string[]> {
  const references = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  const sql =
    database.dialect === 'postgresql'
      ? `SELECT child.relname AS "table", parent.relname AS parent FROM pg_constraint c
         JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
         WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`
      : `SELECT m.name AS "table", f."table" AS parent FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`;
  for (const row of await database.execute<{ table: string; parent: string }>(sql, [], em)) {
    if (row.parent !== row.table) references.get(row.table)?.add(row.parent);
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of references.get(table) ?? []) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered.filter((table) => references.has(table));
}

/** PostgreSQL: each serial or identity column's sequence, set past the largest value restored. */
export async function advanceSequences(database: Database, em: EntityManager): Promise<void> {
  if (database.dialect !== 'postgresql') return;
  const serials = await database.execute<{ table: string; column: string; sequence: string }>(
    `SELECT table_name AS "table", column_name AS "column", pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
     FROM information_schema.columns WHERE table_schema = current_schema() AND (column_default LIKE 'nextval(%' OR is_identity = 'YES')`,
    [],
    em,
  );
  for (const { table, column, sequence } of serials) {
    if (!sequence) continue;
    await database.execute(`SELECT setval(?::regclass, GREATEST(COALESCE(MAX("${column}"), 0), 1), COUNT(*) > 0) FROM "${table}"`, [sequence], em);
  }
}
