import { setting } from '@portcullis/core';
import { z } from 'zod';

// Namespace `audit_export`: SERVICE_AUDIT_EXPORT_*, the engine's settings shared by every export lane
// (docs/audit-export.md §1). The lanes' own targets are their plugins' settings.
export const auditExportConfigSchema = z.object({
  interval: setting.int(5, 'Seconds between audit export runs (on one replica at a time); a run sends every export lane what was added since.', {
    min: 1,
    max: 3600,
  }),
  batch_size: setting.int(500, 'Most audit rows an export lane is handed at once; the next batch is read only after the lane acknowledged this one.', {
    min: 1,
    max: 10_000,
  }),
  batches_per_run: setting.int(
    20,
    'Most batches one export run sends per lane before yielding to the next run (a lane far behind catches up over several runs).',
    {
      min: 1,
      max: 1000,
    },
  ),
  max_backoff: setting.int(300, 'Longest wait in seconds before retrying a lane whose receiver failed (the wait doubles from 1 s per failure in a row).', {
    min: 1,
    max: 86_400,
  }),
});

export type AuditExportConfig = z.output<typeof auditExportConfigSchema>;
