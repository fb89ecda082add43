import type { PluginMigrations } from '@portcullis/core';
import { postgresqlMigrations } from './postgresql.ts';
import { sqliteMigrations } from './sqlite.ts';

export const oidcMigrations: PluginMigrations = { sqlite: sqliteMigrations, postgresql: postgresqlMigrations };
