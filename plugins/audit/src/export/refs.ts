import { createServiceRef } from '@portcullis/core';
import type { ExportCursors } from './cursors.ts';
import type { AuditExporter } from './exporter.ts';

export const auditExporterRef = createServiceRef<AuditExporter>({ id: 'audit.exporter' });
export const exportCursorsRef = createServiceRef<ExportCursors>({ id: 'audit.exportCursors' });
