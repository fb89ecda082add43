import { cliCommands, definePlugin } from '@portcullis/core';
import './types.ts';
import { exportCommand, listCommand, verifyCommand } from './cli.ts';
import { auditMigrations } from './migrations.ts';
import { AuditReader } from './reader.ts';
import { auditRoutes } from './routes.ts';

export { type AuditEntryJson, auditEntrySchema } from './entry.ts';

export default definePlugin({
  id: 'audit',
  description: 'Audit log reader: query with filters and paging, streamed CSV and JSON export, hash-chain verification, and the audit CLI commands.',
  migrations: auditMigrations,
  register(api) {
    api.provide('auditReader', (s) => new AuditReader(s.database));
    api.contributeWith(cliCommands, (s) => listCommand(s.auditReader));
    api.contributeWith(cliCommands, (s) => exportCommand(s.auditReader, s.audit));
    api.contributeWith(cliCommands, (s) => verifyCommand(s.audit));
    auditRoutes(api);
  },
});
