// For the tests of export lane plugins: a kernel with the audit plugin and the lane, rows appended through the
// kernel's writer, export runs driven by the manual clock, and the lane's status as the API reports it.
import { type AuditEntry, type TablesOf, typedQueries } from '@portcullis/core';
import { appendAuditRow, createTestKernel, ManualClock, type TestKernel } from '@portcullis/testing';
import type { ExportLaneJson } from './routes.ts';

export const EXPORT_T0 = Date.UTC(2026, 10, 1, 12, 0, 0);

export function bootExport(lanePlugin: string, env: Record<string, string>, options: { database?: TestKernel['database'] } = {}): Promise<TestKernel> {
  return createTestKernel({ plugins: ['audit', lanePlugin], clock: new ManualClock(EXPORT_T0), env, ...options });
}

/** Appends `count` rows (one second apart) and returns the ids of every row now in the log, oldest first. */
export async function appendRows(t: TestKernel, count: number, action = 'sandbox.create'): Promise<number[]> {
  for (let index = 0; index < count; index += 1) {
    t.manualClock!.advance(1000);
    await appendAuditRow(t, { action, resourceType: 'sandbox', resourceId: `box-${index}`, gateway: 'sim', detail: { index } });
  }
  return auditIds(t);
}

const allAuditIds = typedQueries<TablesOf<typeof AuditEntry>>()((db) => db.selectFrom('audit_log').select('id').orderBy('id'));

export async function auditIds(t: TestKernel): Promise<number[]> {
  return (await t.kernel.database.queries.all(allAuditIds, {})).map((row) => row.id);
}

/** Moves the manual clock by `ms` and runs what is due (the export task among them). */
export async function exportAfter(t: TestKernel, ms: number): Promise<void> {
  t.manualClock!.advance(ms);
  await t.tick();
}

export async function laneStatus(t: TestKernel, lane: string): Promise<ExportLaneJson> {
  const response = await t.http.get('/api/audit/export-lanes');
  if (response.status !== 200) throw new Error(`export-lanes answered ${response.status}`);
  const found = (response.body as { items: ExportLaneJson[] }).items.find((item) => item.lane === lane);
  if (!found) throw new Error(`no export lane ${lane}`);
  return found;
}
