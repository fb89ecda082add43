import { type EntityMetadata, type EntityProperty, JsonType, type MikroORM } from '@mikro-orm/core';
import {
  ColumnNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RawBuilder,
  RawNode,
  type ReferenceNode,
  type RootOperationNode,
  type Selectable,
  SelectQueryNode,
  sql,
  type UnknownRow,
  ValueNode,
  WhereNode,
} from 'kysely';
import type { Dialect } from './migration.ts';
import type { ReadParam } from './prepared-reads.ts';

/** How a column given explicitly to `rowsOf` is typed and stored. */
export type RowKind = 'text' | 'integer' | 'real' | 'boolean' | 'datetime' | 'json';

interface KindValues {
  text: string;
  integer: number;
  real: number;
  boolean: boolean;
  datetime: Date;
  json: unknown;
}

/** Rows whose columns are typed explicitly: `{ id: 'text', dueAt: 'integer' }`. */
export type RowsOfKinds<Kinds extends Record<string, RowKind>> = { [K in keyof Kinds]: KindValues[Kinds[K]] | null };

/** Rows whose columns are typed like the same-named columns of `Tables[Table]`. */
export type RowsLike<Tables, Table extends keyof Tables, Columns extends keyof Tables[Table]> = {
  [K in Columns]: K extends keyof Selectable<Tables[Table]> ? Selectable<Tables[Table]>[K] : never;
};

/** The part of the query helpers that turns an array of records into a derived table (see QueryHelpers.rowsOf). */
export interface RowsHelper<Tables> {
  rowsOf<Table extends keyof Tables & string, Columns extends keyof Tables[Table] & string, Row extends RowsLike<Tables, Table, Columns>>(
    rows: readonly Row[],
    table: Table,
    columns: readonly Columns[],
  ): RawBuilder<Pick<Row, Columns>>;
  rowsOf<Kinds extends Record<string, RowKind>>(rows: ReadonlyArray<RowsOfKinds<Kinds>>, columns: Kinds): RawBuilder<RowsOfKinds<Kinds>>;
}

/** A column of a derived table: its name, how a value (or null) is written into the JSON argument, its PostgreSQL type. */
interface RowColumn {
  name: string;
  encode: (value: unknown) => unknown;
  postgresType: string;
}

/**
 * The records of a rowsOf table in a compiled query: the argument that holds them (or the records the query fixes),
 * and how they become the JSON text a run binds.
 */
export class RowsParameter {
  readonly argument: string | null;
  readonly fixed: unknown;
  readonly encode: (rows: unknown) => ReadParam;
  constructor(argument: string | null, fixed: unknown, encode: (rows: unknown) => ReadParam) {
    this.argument = argument;
    this.fixed = fixed;
    this.encode = encode;
  }
}

const POSTGRES_TYPES: Record<RowKind, string> = {
  text: 'text',
  integer: 'bigint',
  real: 'double precision',
  boolean: 'boolean',
  datetime: 'timestamptz',
  json: 'jsonb',
};

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * `rowsOf(rows, table, columns)` / `rowsOf(rows, kinds)`: the records travel as one JSON argument, written as the
 * ORM writes each column (epoch milliseconds and 0/1 on SQLite, TIMESTAMPTZ and booleans on PostgreSQL, JSON as
 * its text on SQLite), and each dialect unpacks them into typed columns under the records' own keys.
 * `argumentName` tells an argument placeholder (its name) from a value the query fixes.
 */
export function rowsHelper(dialect: Dialect, orm: MikroORM, argumentName: (value: unknown) => string | null): RowsHelper<never>['rowsOf'] {
  return ((rows: unknown, tableOrKinds: string | Record<string, RowKind>, names?: readonly string[]) => {
    const columns = typeof tableOrKinds === 'string' ? entityColumns(dialect, orm, tableOrKinds, names ?? []) : kindColumns(dialect, tableOrKinds);
    for (const column of columns) if (!IDENTIFIER.test(column.name)) throw new Error(`rowsOf: column name ${JSON.stringify(column.name)} is not an identifier`);
    const encode = (records: unknown): string =>
      JSON.stringify(
        (records as Array<Record<string, unknown>>).map((record) =>
          Object.fromEntries(columns.map((column) => [column.name, column.encode(record[column.name])])),
        ),
      );
    const argument = argumentName(rows);
    return derivedTable(dialect, columns, new RowsParameter(argument, argument === null ? rows : null, encode));
  }) as RowsHelper<never>['rowsOf'];
}

function derivedTable(dialect: Dialect, columns: RowColumn[], records: RowsParameter): RawBuilder<unknown> {
  if (dialect === 'postgresql') {
    const definitions = columns.map((column) => `"${column.name}" ${column.postgresType}`).join(', ');
    return sql`(select * from jsonb_to_recordset(${records}::jsonb) as "rows"(${sql.raw(definitions)}))`;
  }
  const selections = columns.map((column) => `json_extract(value, '$.${column.name}') as "${column.name}"`).join(', ');
  return sql`(select ${sql.raw(selections)} from json_each(${records}))`;
}

function nullOr(encode: (value: unknown) => unknown): (value: unknown) => unknown {
  return (value) => (value === null || value === undefined ? null : encode(value));
}

function kindColumns(dialect: Dialect, kinds: Record<string, RowKind>): RowColumn[] {
  return Object.entries(kinds).map(([name, kind]) => ({ name, encode: nullOr(encoder(dialect, kind)), postgresType: POSTGRES_TYPES[kind] }));
}

function entityColumns(dialect: Dialect, orm: MikroORM, table: string, names: readonly string[]): RowColumn[] {
  const meta = [...(orm.getMetadata().getAll().values() as Iterable<EntityMetadata>)].find((candidate) => candidate.tableName === table);
  if (!meta) throw new Error(`rowsOf: no entity has the table ${table}`);
  return names.map((name) => {
    const prop = meta.properties[name] as EntityProperty | undefined;
    if (!prop?.columnTypes?.[0]) throw new Error(`rowsOf: ${table} has no column ${name}`);
    return { name, encode: nullOr(encoder(dialect, kindOf(prop))), postgresType: prop.columnTypes[0] };
  });
}

function kindOf(prop: EntityProperty): RowKind {
  if (prop.runtimeType === 'Date') return 'datetime';
  if (prop.runtimeType === 'boolean') return 'boolean';
  if (prop.customType instanceof JsonType) return 'json';
  // Strings and numbers go into the JSON as they are; the column's own type (postgresType) reads them back.
  return 'text';
}

/**
 * A value as it goes into the JSON argument. JSON on SQLite travels as its text (json_extract then answers that
 * text, as the ORM stores it); on PostgreSQL as itself, into a jsonb column of the record set.
 */
function encoder(dialect: Dialect, kind: RowKind): (value: unknown) => unknown {
  const sqlite = dialect === 'sqlite';
  switch (kind) {
    case 'datetime':
      return (value) => (sqlite ? (value as Date).getTime() : (value as Date).toISOString());
    case 'boolean':
      return (value) => (sqlite ? Number(value) : value);
    case 'json':
      return (value) => (sqlite ? JSON.stringify(value) : value);
    default:
      return (value) => (typeof value === 'bigint' ? String(value) : value);
  }
}

/**
 * Keeps a derived table's columns under the names its records have, and keeps an INSERT's ON CONFLICT apart from
 * its SELECT (withConflictSeparated). The ORM's Kysely plugin renames a column
 * reference after the first entity of its query when the owner of the reference is unknown to it (a derived table's
 * alias), so `probe.latencyMs` would become `probe.latency_ms` in an UPDATE ... FROM; this plugin runs before it and
 * turns references to a rows alias into fixed text.
 */
export class RowsReferences implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = withConflictSeparated(args.node);
    const aliases = rowsAliases(node);
    return aliases.size === 0 ? node : new AliasedRowsReferences(aliases).transformNode(node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/**
 * An INSERT ... SELECT ... ON CONFLICT whose SELECT has no WHERE gets `WHERE true`: SQLite would read the ON of
 * ON CONFLICT right after the SELECT's FROM as a join's.
 */
function withConflictSeparated(node: RootOperationNode): RootOperationNode {
  if (!InsertQueryNode.is(node) || !node.onConflict) return node;
  const select = node.values;
  if (!select || !SelectQueryNode.is(select) || select.where) return node;
  const separated: SelectQueryNode = { ...select, where: WhereNode.create(ValueNode.createImmediate(true)) };
  return { ...node, values: separated };
}

class AliasedRowsReferences extends OperationNodeTransformer {
  readonly #aliases: Set<string>;
  constructor(aliases: Set<string>) {
    super();
    this.#aliases = aliases;
  }

  protected override transformReference(node: ReferenceNode): ReferenceNode {
    const table = node.table?.table.identifier.name;
    if (table && this.#aliases.has(table) && ColumnNode.is(node.column)) {
      return RawNode.createWithSql(`"${table}"."${node.column.column.name}"`) as unknown as ReferenceNode;
    }
    return super.transformReference(node);
  }
}

/** The aliases given to rowsOf tables anywhere in a query. */
function rowsAliases(node: unknown, aliases = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) rowsAliases(child, aliases);
  } else if (node && typeof node === 'object') {
    const candidate = node as OperationNode & { node?: { kind?: string; parameters?: unknown[] }; alias?: { kind?: string; name?: string } };
    if (candidate.kind === 'AliasNode' && candidate.node?.kind === 'RawNode' && candidate.alias?.name && holdsRows(candidate.node.parameters ?? [])) {
      aliases.add(candidate.alias.name);
    }
    for (const child of Object.values(node)) rowsAliases(child, aliases);
  }
  return aliases;
}

function holdsRows(parameters: unknown[]): boolean {
  return parameters.some((parameter) => {
    const value = parameter as { kind?: string; value?: unknown };
    return value.kind === 'ValueNode' && value.value instanceof RowsParameter;
  });
}
