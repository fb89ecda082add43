import type { PluginMigrations } from '@portcullis/core';
import { postgresqlMigrations } from './postgresql.ts';
import { sqliteMigrations } from './sqlite.ts';

export const passkeysMigrations: PluginMigrations = { sqlite: sqliteMigrations, postgresql: postgresqlMigrations };
