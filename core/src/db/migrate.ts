import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Database } from './database.ts';
import type { Migration, PluginMigrations } from './migration.ts';

export interface MigrationSet {
  plugin: string;
  migrations: PluginMigrations;
}

export interface MigrationResult {
  applied: string[];
  alreadyApplied: number;
}

const TABLE = 'portcullis_migrations';

export function migrationId(plugin: string, name: string): string {
  return `${plugin}:${name}`;
}

/** Both dialect lists must name the same steps in the same order, or one dialect would silently diverge. */
export function checkMigrationSets(sets: MigrationSet[]): string[] {
  const problems: string[] = [];
  for (const { plugin, migrations } of sets) {
    const sqlite = migrations.sqlite.map((m) => m.name).join(',');
    const postgresql = migrations.postgresql.map((m) => m.name).join(',');
    if (sqlite !== postgresql) problems.push(`plugin ${plugin}: sqlite and postgresql migrations differ (${sqlite} vs ${postgresql})`);
    const names = migrations.sqlite.map((m) => m.name);
    if (new Set(names).size !== names.length) problems.push(`plugin ${plugin}: duplicate migration names`);
  }
  return problems;
}

/**
 * Applies every pending migration of every enabled plugin, in plugin graph order, in one transaction, under a lock
 * so that replicas starting together migrate once. Running it again changes nothing.
 */
export async function migrate(database: Database, sets: MigrationSet[], logger: Logger): Promise<MigrationResult> {
  await database.execute(CREATE_TABLE).catch(async (error: unknown) => {
    // Two PostgreSQL replicas may race on CREATE TABLE IF NOT EXISTS; the loser sees a duplicate type.
    const exists = await database.execute(`SELECT 1 FROM ${TABLE} LIMIT 1`).then(
      () => true,
      () => false,
    );
    if (!exists) throw error;
  });
  return database.transaction((em) => applyMigrations(database, sets, em, logger));
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS ${TABLE} (id VARCHAR(255) PRIMARY KEY, plugin VARCHAR(100) NOT NULL, name VARCHAR(200) NOT NULL, applied_at VARCHAR(40) NOT NULL)`;

/** The pending migrations of `sets`, applied inside the caller's transaction (a restore builds a schema in one). */
export async function applyMigrations(database: Database, sets: MigrationSet[], em: EntityManager, logger: Logger): Promise<MigrationResult> {
  await database.execute(CREATE_TABLE, [], em);
  await database.lock(em, TABLE);
  // SQLite: this write takes the database write lock before anything is read (a second process waits here).
  await database.run(`UPDATE ${TABLE} SET applied_at = applied_at WHERE id = ?`, ['lock'], em);
  const rows = await database.execute<{ id: string }>(`SELECT id FROM ${TABLE}`, [], em);
  const done = new Set(rows.map((row) => row.id));
  const applied: string[] = [];
  for (const { plugin, migrations } of sets) {
    for (const migration of migrations[database.dialect]) {
      const id = migrationId(plugin, migration.name);
      if (done.has(id)) continue;
      await runMigration(database, migration, em);
      await database.run(`INSERT INTO ${TABLE} (id, plugin, name, applied_at) VALUES (?, ?, ?, ?)`, [id, plugin, migration.name, new Date().toISOString()], em);
      applied.push(id);
      logger.info({ migration: id }, 'migration applied');
    }
  }
  return { applied, alreadyApplied: done.size };
}

async function runMigration(database: Database, migration: Migration, em: EntityManager): Promise<void> {
  if (typeof migration.up === 'function') {
    await migration.up({ dialect: database.dialect, em, execute: (sql, params) => database.execute(sql, params ?? [], em) });
    return;
  }
  for (const statement of migration.up) await database.execute(statement, [], em);
}

export async function appliedMigrations(database: Database): Promise<string[]> {
  const rows = await database.execute<{ id: string }>(`SELECT id FROM ${TABLE} ORDER BY applied_at, id`).catch(() => []);
  return rows.map((row) => row.id);
}
