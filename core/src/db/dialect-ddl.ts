import type { Dialect, Migration, PluginMigrations } from './migration.ts';

/**
 * The column types a migration writes where SQLite and PostgreSQL differ, and the ones that are the same on both
 * but stand for a convention (so a migration says what a column holds, not only how it is stored).
 */
export interface DialectTypes {
  dialect: Dialect;
  /**
   * A timestamp the ORM reads and writes (`p.datetime()`): DATETIME holding epoch milliseconds on SQLite,
   * TIMESTAMPTZ on PostgreSQL.
   */
  timestamp: string;
  /** A timestamp written by raw SQL, as epoch milliseconds (`p.bigint('number')`): BIGINT on both. */
  epochMs: string;
  /** A JSON document (`p.json<T>()`): JSON (text) on SQLite, JSONB on PostgreSQL. */
  json: string;
  /** `p.boolean()`: BOOLEAN on both (SQLite stores 0 and 1). */
  boolean: string;
  /** An auto-numbered primary key, the whole column definition after its name. */
  serialPrimaryKey: string;
  /** A column that holds the value of an auto-numbered key: INTEGER on SQLite, BIGINT on PostgreSQL. */
  serialReference: string;
}

const TYPES: Record<Dialect, DialectTypes> = {
  sqlite: {
    dialect: 'sqlite',
    timestamp: 'DATETIME',
    epochMs: 'BIGINT',
    json: 'JSON',
    boolean: 'BOOLEAN',
    serialPrimaryKey: 'INTEGER PRIMARY KEY AUTOINCREMENT',
    serialReference: 'INTEGER',
  },
  postgresql: {
    dialect: 'postgresql',
    timestamp: 'TIMESTAMPTZ',
    epochMs: 'BIGINT',
    json: 'JSONB',
    boolean: 'BOOLEAN',
    serialPrimaryKey: 'BIGSERIAL PRIMARY KEY',
    serialReference: 'BIGINT',
  },
};

/**
 * A plugin's migrations written once for both databases: `write` gets each dialect's column types and returns the
 * ordered steps (so both lists name the same steps in the same order by construction). Statements that differ by
 * more than a type branch on `types.dialect`.
 *
 *     migrations: dialectMigrations((types) => [
 *       { name: '0001_notes', up: [`CREATE TABLE acme_notes (id VARCHAR(36) PRIMARY KEY, body ${types.json} NOT NULL, created_at ${types.timestamp} NOT NULL)`] },
 *     ])
 */
export function dialectMigrations(write: (types: DialectTypes) => Migration[]): PluginMigrations {
  return { sqlite: write(TYPES.sqlite), postgresql: write(TYPES.postgresql) };
}
