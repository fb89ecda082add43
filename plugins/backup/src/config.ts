import { setting } from '@portcullis/core';
import { z } from 'zod';

// Settings of the backup plugin (namespace `backup`: SERVICE_BACKUP_*), named by docs/decisions.md §11.

export const backupConfigSchema = z.object({
  enabled: setting.bool(
    false,
    'Write a backup every SERVICE_BACKUP_INTERVAL_HOURS into SERVICE_BACKUP_DIR (on one replica at a time; a restart does not delay one that is due). GET /api/system/backup and the backup command work either way.',
  ),
  interval_hours: setting.int(24, 'Hours between scheduled backups.', { min: 1, max: 8760 }),
  dir: setting.optionalString('Where scheduled backups (and `backup` without --out) are written. Unset: `<data dir>/backups`.'),
  keep: setting.int(7, 'How many backups SERVICE_BACKUP_DIR keeps: after each scheduled backup, the oldest beyond this many are removed.', {
    min: 1,
    max: 1000,
  }),
});

export type BackupConfig = z.output<typeof backupConfigSchema>;
