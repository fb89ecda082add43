import type { EntityManager } from '@mikro-orm/core';

export type Dialect = 'sqlite' | 'postgresql';

/** One schema step. `up` is a list of SQL statements, or a function for data migrations. */
export interface Migration {
  name: string;
  up: string[] | ((context: MigrationContext) => Promise<void>);
}

export interface MigrationContext {
  dialect: Dialect;
  execute(sql: string, params?: unknown[]): Promise<unknown[]>;
  em: EntityManager;
}

/** Each plugin lists its migrations per dialect, in order; both lists carry the same names. */
export interface PluginMigrations {
  sqlite: Migration[];
  postgresql: Migration[];
}
