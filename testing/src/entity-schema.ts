// Holds the entities to the schema the migrations built: the migrations are written by hand per dialect, the
// entities are what the ORM reads and writes, and nothing else keeps the two in step (docs/plugins.md, "Entities and migrations").

import { type AbstractSqlConnection, type AbstractSqlPlatform, type Column, DatabaseSchema, type DatabaseTable, type IndexDef } from '@mikro-orm/sql';
import type { Database, Dialect } from '@portcullis/core';

/** One difference between the entities and the database; `key` names it for an allow-list. */
export interface SchemaDrift {
  key: string;
  message: string;
}

interface ColumnShape {
  type: string;
  nullable: boolean;
}

interface IndexShape {
  name: string;
  columns: string[];
  unique: boolean;
  where: string;
}

interface TableShape {
  columns: Map<string, ColumnShape>;
  primaryKey: string[];
  indexes: IndexShape[];
}

type SchemaShape = Map<string, TableShape>;

/**
 * Every difference between the schema the ORM would build from the entities and the one the migrations built, in
 * what the ORM relies on: tables, columns, column types (by family: lengths are the migrations' own), nullability,
 * primary keys, unique constraints and indexes.
 */
export async function entitySchemaDrift(database: Database): Promise<SchemaDrift[]> {
  const generator = database.orm.schema as unknown as { getTargetSchema(): DatabaseSchema };
  const entities = shapeOf(generator.getTargetSchema(), database.dialect);
  const migrated = shapeOf(await introspect(database), database.dialect);
  if (database.dialect === 'sqlite') await addSqliteTableUniques(database, migrated);
  return compareShapes(entities, migrated);
}

async function introspect(database: Database): Promise<DatabaseSchema> {
  const em = database.fork();
  const platform = em.getPlatform() as AbstractSqlPlatform;
  const connection = em.getConnection() as unknown as AbstractSqlConnection;
  return DatabaseSchema.create(connection, platform, database.orm.config, platform.getDefaultSchemaName());
}

function shapeOf(schema: DatabaseSchema, dialect: Dialect): SchemaShape {
  const shape: SchemaShape = new Map();
  for (const table of schema.getTables()) shape.set(table.name, tableShape(table, dialect));
  return shape;
}

function tableShape(table: DatabaseTable, dialect: Dialect): TableShape {
  const primaryKey = table.getPrimaryKey()?.columnNames ?? [];
  const columns = new Map<string, ColumnShape>();
  for (const column of table.getColumns()) {
    // SQLite lets a primary key column other than INTEGER hold NULL unless it says NOT NULL, a legacy quirk no
    // write of ours relies on: a key is never null, whatever the introspection says.
    const nullable = column.nullable === true && !primaryKey.includes(column.name);
    columns.set(column.name, { type: typeFamily(column, dialect), nullable });
  }
  const indexes = table
    .getIndexes()
    .filter((index) => !index.primary)
    .map((index) => indexShape(index));
  return { columns, primaryKey, indexes };
}

function indexShape(index: IndexDef): IndexShape {
  const columns = index.columnNames.length > 0 ? index.columnNames : [`(${index.expression ?? '?'})`];
  return { name: index.keyName, columns, unique: index.unique, where: normalisedWhere(index.where) };
}

function normalisedWhere(where: string | undefined): string {
  return (where ?? '')
    .replace(/["`()]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

// How each dialect names one family of storage. SQLite: every integer is 64-bit and booleans are stored as
// integers (the ORM maps `p.boolean()` to integer); VARCHAR(n) is TEXT (SQLite ignores lengths).
const FAMILIES: Record<Dialect, Record<string, string>> = {
  sqlite: { int: 'integer', bigint: 'integer', boolean: 'integer', varchar: 'text', 'character varying': 'text' },
  postgresql: {
    int8: 'bigint',
    bigserial: 'bigint',
    int4: 'integer',
    int: 'integer',
    serial: 'integer',
    bool: 'boolean',
    'character varying': 'varchar',
    'timestamp with time zone': 'timestamptz',
  },
};

/** The column's type without length or precision, in the dialect's one name for it. */
export function typeFamily(column: Pick<Column, 'type'>, dialect: Dialect): string {
  const bare = column.type
    .toLowerCase()
    .replace(/\(.*\)/, '')
    .trim();
  return FAMILIES[dialect][bare] ?? bare;
}

/**
 * MikroORM's SQLite introspection leaves out the indexes SQLite creates for UNIQUE constraints written in
 * CREATE TABLE (`sqlite_autoindex_*`); they are the constraint, so they are read here.
 */
async function addSqliteTableUniques(database: Database, shape: SchemaShape): Promise<void> {
  for (const [name, table] of shape) {
    const list = await database.execute<{ name: string; unique: number; origin: string }>(`PRAGMA index_list("${name}")`);
    for (const index of list.filter((row) => row.origin === 'u' && row.name.startsWith('sqlite_autoindex_'))) {
      const columns = (await database.execute<{ name: string }>(`PRAGMA index_info("${index.name}")`)).map((row) => row.name);
      table.indexes.push({ name: index.name, columns, unique: true, where: '' });
    }
  }
}

export function compareShapes(entities: SchemaShape, migrated: SchemaShape): SchemaDrift[] {
  const drift: SchemaDrift[] = [];
  for (const [name, table] of migrated) {
    const entity = entities.get(name);
    if (entity) drift.push(...compareTables(name, entity, table));
    else drift.push({ key: `table ${name}`, message: `table ${name}: the migrations create it but no entity maps it` });
  }
  for (const name of entities.keys()) {
    if (!migrated.has(name)) drift.push({ key: `table ${name}`, message: `table ${name}: an entity maps it but no migration creates it` });
  }
  return drift;
}

function compareTables(name: string, entity: TableShape, migrated: TableShape): SchemaDrift[] {
  const drift: SchemaDrift[] = [];
  for (const [column, actual] of migrated.columns) {
    const expected = entity.columns.get(column);
    const key = `column ${name}.${column}`;
    if (!expected) {
      drift.push({ key, message: `${name}.${column}: a migration creates the column but the entity has no property for it` });
      continue;
    }
    if (expected.type !== actual.type) drift.push({ key, message: `${name}.${column}: the migrations make it ${actual.type}, the entity ${expected.type}` });
    if (expected.nullable !== actual.nullable)
      drift.push({ key, message: `${name}.${column}: the migrations make it ${nullability(actual)}, the entity ${nullability(expected)}` });
  }
  for (const column of entity.columns.keys()) {
    if (!migrated.columns.has(column))
      drift.push({ key: `column ${name}.${column}`, message: `${name}.${column}: the entity maps the column but no migration creates it` });
  }
  if (entity.primaryKey.join() !== migrated.primaryKey.join())
    drift.push({
      key: `primary key ${name}`,
      message: `${name}: the migrations key it on (${migrated.primaryKey.join(', ')}), the entity on (${entity.primaryKey.join(', ')})`,
    });
  drift.push(...compareIndexes(name, entity.indexes, migrated.indexes));
  return drift;
}

function nullability(column: ColumnShape): string {
  return column.nullable ? 'nullable' : 'NOT NULL';
}

function compareIndexes(table: string, entity: IndexShape[], migrated: IndexShape[]): SchemaDrift[] {
  const drift: SchemaDrift[] = [];
  const entityKeys = new Set(entity.map(indexKey));
  const migratedKeys = new Set(migrated.map(indexKey));
  for (const index of migrated) {
    if (!entityKeys.has(indexKey(index)))
      drift.push({ key: `index ${table}.${index.name}`, message: `${table}: the migrations create ${describe(index)}, the entity does not declare it` });
  }
  for (const index of entity) {
    if (!migratedKeys.has(indexKey(index)))
      drift.push({ key: `index ${table}.${index.name}`, message: `${table}: the entity declares ${describe(index)}, no migration creates it` });
  }
  return drift;
}

/** Indexes are the same when they cover the same columns in order, with the same uniqueness and predicate. */
function indexKey(index: IndexShape): string {
  return `${index.unique ? 'unique ' : ''}(${index.columns.join(', ')})${index.where ? ` where ${index.where}` : ''}`;
}

function describe(index: IndexShape): string {
  return `${index.unique ? 'unique index' : 'index'} ${index.name} (${index.columns.join(', ')})${index.where ? ` WHERE ${index.where}` : ''}`;
}
