import { isoTimestamp, type PluginApi } from '@portcullis/core';
import { z } from 'zod';
import type { LaneStatus } from './exporter.ts';
import { auditExporterRef } from './refs.ts';

const instant = (ms: number | null) => (ms === null ? null : isoTimestamp(new Date(ms)));

export const exportLaneSchema = z.object({
  lane: z.string(),
  description: z.string(),
  position: z.number().int(),
  exported: z.number().int(),
  lag_rows: z.number().int(),
  lag_seconds: z.number(),
  consecutive_failures: z.number().int(),
  last_error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});

export type ExportLaneJson = z.output<typeof exportLaneSchema>;

function laneJson(status: LaneStatus): ExportLaneJson {
  return {
    lane: status.lane,
    description: status.description,
    position: status.position,
    exported: status.exported,
    lag_rows: status.rows,
    lag_seconds: Math.round(status.seconds * 1000) / 1000,
    consecutive_failures: status.consecutiveFailures,
    last_error: status.lastError,
    last_attempt_at: instant(status.lastAttemptAt),
    last_success_at: instant(status.lastSuccessAt),
    next_attempt_at: instant(status.nextAttemptAt),
  };
}

export function exportLaneRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: '/api/audit/export-lanes',
    access: 'admin',
    tags: ['audit'],
    summary: 'The audit export lanes (SIEM) and where each stands: cursor position, lag, last error.',
    description:
      "`position` is the id of the last audit row the lane's receiver acknowledged; `lag_rows` and `lag_seconds` what is still to send and the age of its oldest row; `next_attempt_at` the end of the backoff after a failure. Empty when no export lane plugin is configured (docs/audit-export.md §1).",
    response: z.object({ items: z.array(exportLaneSchema) }),
    handler: async (request) => ({ items: (await request.resolve(auditExporterRef).status()).map(laneJson) }),
  });
}
