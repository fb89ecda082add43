import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, type Database, openDatabase } from '@portcullis/core';
import pg from 'pg';

export type TestDialect = 'sqlite' | 'postgresql';

export interface TestDatabase {
  dialect: TestDialect;
  /** Settings that point a kernel at this database. */
  env: Record<string, string>;
  sqliteFile?: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** The dialect a test run asked for: `PORTCULLIS_TEST_DATABASE=postgresql` (the runner runs both). */
export function testDialect(): TestDialect {
  return process.env.PORTCULLIS_TEST_DATABASE === 'postgresql' ? 'postgresql' : 'sqlite';
}

/**
 * Every dialect of the run, for a file the runner starts once (`// test-dialects: once`) because its costly setup
 * serves both databases: PORTCULLIS_TEST_DIALECTS, else the one dialect asked for.
 */
export function testDialects(): TestDialect[] {
  if (process.env.PORTCULLIS_TEST_DATABASE) return [testDialect()];
  const named = (process.env.PORTCULLIS_TEST_DIALECTS ?? '').split(',').filter((name) => name === 'sqlite' || name === 'postgresql');
  return named.length > 0 ? (named as TestDialect[]) : [testDialect()];
}

export function adminUrl(): string {
  return process.env.PORTCULLIS_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
}

/** A fresh, empty database: a SQLite file in a temp directory, or a new PostgreSQL database. */
export async function createTestDatabase(dialect: TestDialect = testDialect()): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portcullis-test-'));
  if (dialect === 'sqlite') {
    const sqliteFile = join(dataDir, 'portcullis.db');
    return { dialect, env: { SERVICE_DATA_DIR: dataDir }, sqliteFile, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `portcullis_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    dialect,
    dataDir,
    env: { SERVICE_DATA_DIR: dataDir, SERVICE_DATABASE_URL: url.toString() },
    drop: async () => {
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A connection of the test's own to a test database, for raw queries while a kernel (or a service running in a
 * child process) uses it too. No entities, no migrations: `execute` and `run` only.
 */
export function connectTestDatabase(database: TestDatabase): Promise<Database> {
  return openDatabase({
    url: database.env.SERVICE_DATABASE_URL,
    dataDir: database.dataDir,
    entities: [],
    logger: createLogger({ level: 'silent' }),
    ...(database.sqliteFile ? { sqliteFile: database.sqliteFile } : {}),
  });
}
