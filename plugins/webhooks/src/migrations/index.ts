import type { PluginMigrations } from '@portcullis/core';
import { postgresqlMigrations } from './postgresql.ts';
import { sqliteMigrations } from './sqlite.ts';

export const webhooksMigrations: PluginMigrations = { sqlite: sqliteMigrations, postgresql: postgresqlMigrations };
