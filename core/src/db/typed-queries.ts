import type { EntityManager, EntityMetadata, EntityProperty, MikroORM, Platform } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { type Compilable, type CompiledQuery, type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from './migration.ts';
import type { PreparedStatements, ReadParam } from './prepared-reads.ts';
import { type RowsHelper, RowsParameter, RowsReferences, rowsHelper } from './query-rows.ts';
import { rowDate } from './row-values.ts';

/**
 * The tables of some entities as a typed query sees them: each table under its table name, each column under its
 * entity property name, with the value an entity holds (a Date, a boolean, parsed JSON).
 */
export type TablesOf<Entities extends { name: string }> = InferKyselyDB<Entities, { columnNamingStrategy: 'property' }>;

/** What a typed query is written with: Kysely over `Tables` (see TablesOf). */
export type TypedDb<Tables> = Kysely<Tables>;

/** What a query is built with besides the database and its arguments. */
export interface QueryHelpers<Tables = never> {
  /**
   * A list argument as one parameter, for `in`: `.where('id', 'in', listOf(args.ids))` matches any of the strings the
   * run binds, however many, with the same prepared statement (the list travels as JSON and each dialect unpacks it).
   */
  listOf(values: readonly string[]): RawBuilder<string>;
  /**
   * The UTC day of a datetime as `YYYY-MM-DD` text, for grouping by day: `.select((eb) => utcDay(eb.ref('createdAt')).as('day'))`.
   * Each dialect stores datetimes its own way (epoch milliseconds on SQLite), so the day is computed in its own terms.
   */
  utcDay(datetime: Expression<Date>): RawBuilder<string>;
  /**
   * An array of records as one parameter, as a derived table: `db.selectFrom(rowsOf(args.rows, 'notes', ['id',
   * 'text']).as('row'))`, for a batch INSERT ... SELECT or an UPDATE ... FROM of any size on the same prepared
   * statement. Columns are typed like the same-named columns of a table, or explicitly (`rowsOf(args.rows, { id:
   * 'text', dueAt: 'integer' })`); reference them through the alias (`row.text`). See query-rows.ts.
   */
  rowsOf: RowsHelper<Tables>['rowsOf'];
}

/** A query written once with Kysely and run on a prepared statement; `Args` are the values each run binds. */
export interface TypedQuery<Args, Row> {
  readonly build: (db: Kysely<never>, args: Args, helpers: QueryHelpers<never>) => Compilable<Row>;
}

/**
 * Typed queries over `Tables` (see TablesOf): `query((db, args: { name: string }) => db.selectFrom(...)...)`. The
 * builder runs once per database, with each argument standing in for its value, and its SQL is prepared once per
 * connection; every run only binds the arguments. So a query's shape may not depend on an argument's value: a list
 * of any length goes in as one argument through `helpers.listOf`.
 */
export function typedQueries<Tables>() {
  return <Row, Args extends object = Record<never, never>>(
    build: (db: TypedDb<Tables>, args: Args, helpers: QueryHelpers<Tables>) => Compilable<Row>,
  ): TypedQuery<Args, Row> => ({
    build: build as unknown as TypedQuery<Args, Row>['build'],
  });
}

/** Runs typed queries in the caller's transaction (or `em`'s), on statements prepared once per connection. */
export interface TypedQueries {
  all<Args, Row>(query: TypedQuery<Args, Row>, args: Args, em?: EntityManager): Promise<Row[]>;
  one<Args, Row>(query: TypedQuery<Args, Row>, args: Args, em?: EntityManager): Promise<Row | null>;
  /** A write: how many rows it changed. */
  run<Args, Row>(query: TypedQuery<Args, Row>, args: Args, em?: EntityManager): Promise<number>;
}

/** What typed queries ask of the database they run on. */
export interface TypedQueryContext {
  dialect: Dialect;
  orm: MikroORM;
  statements: PreparedStatements;
  /** The ORM transaction context a query runs in: `em`'s, else the caller's open transaction's, else undefined. */
  transactionOf(em: EntityManager | undefined): unknown;
}

/** Where a compiled query's parameter comes from: an argument, by name, or a value fixed in the query. */
type Slot = { argument: string; encode?: (value: unknown) => ReadParam } | { value: ReadParam };

interface Statement {
  sql: string;
  slots: Slot[];
  /** Property metadata of the tables the query names, by column name (how result rows become entity values). */
  columns: Map<string, EntityProperty>;
  /** Built from the first row read: the same query always answers the same columns. */
  convert?: RowConverter;
}

type RowConverter = (rows: Array<Record<string, unknown>>) => unknown[];

class Argument {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

/** Stands in for the arguments while a query is built: each one becomes a parameter that names its argument. */
const placeholders = new Proxy({}, { get: (_target, name) => new Argument(String(name)) });

export function typedQueryRunner(context: TypedQueryContext): TypedQueries {
  const compiled = new WeakMap<TypedQuery<never, unknown>, Statement>();
  const platform = context.orm.em.getPlatform();
  const toDatabase = databaseValue(context.dialect);
  const helpers = queryHelpers(context.dialect, context.orm);
  const statementOf = (query: TypedQuery<never, unknown>): Statement => {
    let statement = compiled.get(query);
    if (!statement) compiled.set(query, (statement = compile(context.orm, query, helpers, toDatabase)));
    return statement;
  };
  const bind = (statement: Statement, args: unknown): ReadParam[] =>
    statement.slots.map((slot) => ('argument' in slot ? (slot.encode ?? toDatabase)((args as Record<string, unknown>)[slot.argument]) : slot.value));
  const all = async (query: TypedQuery<never, unknown>, args: unknown, em?: EntityManager): Promise<unknown[]> => {
    const statement = statementOf(query);
    const rows = (await context.statements.all(statement.sql, bind(statement, args), context.transactionOf(em))) as Array<Record<string, unknown>>;
    if (rows.length === 0) return rows;
    statement.convert ??= rowConverter(Object.keys(rows[0]!), statement.columns, platform);
    return statement.convert(rows);
  };
  return {
    all: all as TypedQueries['all'],
    one: (async (query: TypedQuery<never, unknown>, args: unknown, em?: EntityManager) => (await all(query, args, em))[0] ?? null) as TypedQueries['one'],
    run: (async (query: TypedQuery<never, unknown>, args: unknown, em?: EntityManager) => {
      const statement = statementOf(query);
      return context.statements.run(statement.sql, bind(statement, args), context.transactionOf(em));
    }) as TypedQueries['run'],
  };
}

/**
 * Compiled with the ORM's own Kysely plugin, which turns property names into column names, so a query names what
 * the entity names.
 */
function compile(orm: MikroORM, query: TypedQuery<never, unknown>, helpers: QueryHelpers<never>, toDatabase: (value: unknown) => ReadParam): Statement {
  const em = orm.em as unknown as { getKysely(options: object): Kysely<never> };
  const compiledQuery: CompiledQuery = query
    .build(withRowsReferences(em.getKysely({ columnNamingStrategy: 'property' })), placeholders as never, helpers)
    .compile();
  const slots = compiledQuery.parameters.map((parameter): Slot => {
    if (parameter instanceof Argument) return { argument: parameter.name };
    if (parameter instanceof RowsParameter) {
      return parameter.argument === null ? { value: parameter.encode(parameter.fixed) } : { argument: parameter.argument, encode: parameter.encode };
    }
    return { value: toDatabase(parameter) };
  });
  return { sql: compiledQuery.sql, slots, columns: columnsOf(orm, tableNames(compiledQuery.query)) };
}

/** The ORM's plugins, preceded by the one that keeps rowsOf columns under their own names (see RowsReferences). */
function withRowsReferences(kysely: Kysely<never>): Kysely<never> {
  return kysely.getExecutor().plugins.reduce((ordered, plugin) => ordered.withPlugin(plugin), kysely.withoutPlugins().withPlugin(new RowsReferences()));
}

/**
 * A list argument is bound as JSON text (see databaseValue), which each dialect turns into rows of text. A datetime
 * is epoch milliseconds on SQLite (as the ORM writes it) and a TIMESTAMPTZ on PostgreSQL.
 */
function queryHelpers(dialect: Dialect, orm: MikroORM): QueryHelpers<never> {
  return {
    rowsOf: rowsHelper(dialect, orm, (value) => (value instanceof Argument ? value.name : null)),
    listOf: (values) =>
      dialect === 'postgresql' ? sql<string>`(select jsonb_array_elements_text(${values}::jsonb))` : sql<string>`(select value from json_each(${values}))`,
    utcDay: (datetime) =>
      dialect === 'postgresql'
        ? sql<string>`to_char(${datetime} at time zone 'UTC', 'YYYY-MM-DD')`
        : sql<string>`strftime('%Y-%m-%d', ${datetime} / 1000, 'unixepoch')`,
  };
}

/** Every table a query's syntax tree names. */
function tableNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) tableNames(child, names);
  } else if (node && typeof node === 'object') {
    const candidate = node as { kind?: string; table?: { identifier?: { name?: string } } };
    if (candidate.kind === 'TableNode' && candidate.table?.identifier?.name) names.add(candidate.table.identifier.name);
    for (const child of Object.values(node)) tableNames(child, names);
  }
  return names;
}

function columnsOf(orm: MikroORM, tables: Set<string>): Map<string, EntityProperty> {
  const columns = new Map<string, EntityProperty>();
  for (const meta of orm.getMetadata().getAll().values() as Iterable<EntityMetadata>) {
    if (!tables.has(meta.tableName)) continue;
    for (const prop of meta.props) if (prop.fieldNames?.length === 1 && !columns.has(prop.fieldNames[0]!)) columns.set(prop.fieldNames[0]!, prop);
  }
  return columns;
}

/**
 * Rows as entities hold them: each column of an entity under its property name, with the property's value
 * (datetimes as Dates, booleans, parsed JSON); any other column (an alias, a count) as the driver returns it.
 * The row function is generated once per query, an object literal of the query's columns: a generic loop over the
 * columns builds each row slower than the hand-written mappers it replaces, and lists read many rows.
 */
function rowConverter(keys: string[], columns: Map<string, EntityProperty>, platform: Platform): RowConverter {
  const fields = keys.map((key) => {
    const prop = columns.get(key);
    return { key, name: prop?.name ?? key, value: prop ? entityValue(prop, platform) : null };
  });
  if (fields.every((field) => field.name === field.key && field.value === null)) return (rows) => rows;
  const values = fields.map((field) => field.value && nullKept(field.value));
  const literal = fields
    .map((field, index) => {
      const column = `row[${JSON.stringify(field.key)}]`;
      return `${JSON.stringify(field.name)}: ${field.value ? `values[${index}](${column})` : column}`;
    })
    .join(', ');
  const entityRow = new Function('values', `return (row) => ({ ${literal} });`)(values) as (row: Record<string, unknown>) => unknown;
  return (rows) => rows.map(entityRow);
}

function nullKept(convert: (value: unknown) => unknown): (value: unknown) => unknown {
  return (value) => (value === null || value === undefined ? value : convert(value));
}

function entityValue(prop: EntityProperty, platform: Platform): ((value: unknown) => unknown) | null {
  if (prop.runtimeType === 'Date') return rowDate;
  if (prop.runtimeType === 'boolean') return (value) => value === true || value === 1;
  const type = prop.customType;
  if (type) return (value) => type.convertToJSValue(value, platform);
  return null;
}

/** An argument (or a value the query fixes) as the dialect stores it, like the ORM writes it: epoch milliseconds and 0/1 on SQLite, JSON as text. */
function databaseValue(dialect: Dialect): (value: unknown) => ReadParam {
  return (value) => {
    if (value instanceof Date) return dialect === 'sqlite' ? value.getTime() : value.toISOString();
    if (typeof value === 'boolean') return dialect === 'sqlite' ? Number(value) : (value as unknown as ReadParam);
    if (value !== null && typeof value === 'object') return JSON.stringify(value);
    return value as ReadParam;
  };
}
