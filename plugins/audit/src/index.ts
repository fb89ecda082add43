import { cliCommands, definePlugin } from '@portcullis/core';
import './types.ts';
import { exportCommand, listCommand, verifyCommand } from './cli.ts';
import { auditExportConfigSchema } from './export/config.ts';
import { AuditExportCursor } from './export/cursor-entity.ts';
import { ExportCursors } from './export/cursors.ts';
import { AuditExporter } from './export/exporter.ts';
import { auditExportLanes } from './export/lane.ts';
import { auditExporterRef, exportCursorsRef } from './export/refs.ts';
import { exportLaneRoutes } from './export/routes.ts';
import { AuditExportSource } from './export/source.ts';
import { auditMigrations } from './migrations.ts';
import { AuditReader } from './reader.ts';
import { auditRoutes } from './routes.ts';
import { AuditLogRowCount } from './row-count.ts';

export { type AuditEntryJson, auditEntrySchema } from './entry.ts';
export { type AuditExportLane, type AuditExportRecord, auditExportLanes } from './export/lane.ts';
export { type BatchPost, postBatch } from './export/post.ts';
export { type ExportLaneJson, exportLaneSchema } from './export/routes.ts';

export default definePlugin({
  id: 'audit',
  description:
    'Audit log reader: query with filters and paging, streamed CSV and JSON export, hash-chain verification, the audit CLI commands, and the export lanes to a SIEM (durable cursors, one runner across replicas, lag metric).',
  config: { namespace: 'audit_export', schema: auditExportConfigSchema },
  entities: [AuditExportCursor, AuditLogRowCount],
  migrations: auditMigrations,
  register(api) {
    api.provide('auditReader', (s) => new AuditReader(s.database));
    api.contributeWith(cliCommands, (s) => listCommand(s.auditReader));
    api.contributeWith(cliCommands, (s) => exportCommand(s.auditReader, s.audit, s.database));
    api.contributeWith(cliCommands, (s) => verifyCommand(s.audit));
    auditRoutes(api);
    api.extensionPoint(auditExportLanes);
    api.provide(exportCursorsRef, (s) => new ExportCursors({ database: s.database, clock: s.clock }), { private: true });
    api.provide(
      auditExporterRef,
      (s, resolve) =>
        new AuditExporter({
          cursors: resolve(exportCursorsRef),
          source: new AuditExportSource(s.database),
          config: api.config,
          clock: s.clock,
          logger: api.logger,
          metrics: s.metrics,
        }),
      { private: true },
    );
    // Global: one replica at a time moves the cursors, so two replicas never send the same rows side by side.
    api.task({
      id: 'audit.export',
      every: api.config.interval * 1000,
      timeout: Math.max(api.config.interval * 1000, 120_000),
      scope: 'global',
      runAtStart: true,
      run: async ({ resolve, signal }) => {
        const exporter = resolve(auditExporterRef);
        if (exporter.enabled) await exporter.run(signal);
      },
    });
    exportLaneRoutes(api);
  },
  start(runtime) {
    runtime.resolve(auditExporterRef).install(runtime.contributions(auditExportLanes));
  },
});
