import { csvLine } from './csv.ts';
import { type AuditEntryJson, ENTRY_COLUMNS } from './entry.ts';
import type { AuditFilter } from './filters.ts';
import type { AuditReader } from './reader.ts';

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CONTENT_TYPES: Record<ExportFormat, string> = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' };

/** Counts what an export wrote, for its result line. */
export interface ExportTally {
  rows: number;
}

/**
 * The export as text chunks, one per batch of rows: CSV with a header line, or one JSON array. Nothing but the
 * current batch is held, whatever the number of rows.
 */
export async function* exportChunks(reader: AuditReader, filter: AuditFilter, format: ExportFormat, tally: ExportTally = { rows: 0 }): AsyncGenerator<string> {
  const render = format === 'csv' ? csvRows : jsonRows;
  yield format === 'csv' ? csvLine([...ENTRY_COLUMNS]) : '[';
  for await (const batch of reader.batches(filter)) {
    yield render(batch, tally.rows === 0);
    tally.rows += batch.length;
  }
  if (format === 'json') yield tally.rows === 0 ? ']\n' : '\n]\n';
}

function csvRows(batch: AuditEntryJson[]): string {
  return batch.map((entry) => csvLine(ENTRY_COLUMNS.map((column) => entry[column]))).join('');
}

function jsonRows(batch: AuditEntryJson[], first: boolean): string {
  return `${first ? '\n' : ',\n'}${batch.map((entry) => JSON.stringify(entry)).join(',\n')}`;
}

/** `audit-2026-04-10T12-00-00Z.csv` */
export function exportFileName(format: ExportFormat, now: Date): string {
  return `audit-${now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.${format}`;
}
