import { join, resolve } from 'node:path';
import { cliCommands, definePlugin } from '@portcullis/core';
import './types.ts';
import { Backups } from './backups.ts';
import { backupCommand } from './cli.ts';
import { backupConfigSchema } from './config.ts';
import { backupRoute } from './route.ts';

export default definePlugin({
  id: 'backup',
  description:
    'Backups: GET /api/system/backup streams a .tar.gz snapshot with a manifest, SERVICE_BACKUP_* writes them on a schedule with retention, and the backup CLI command.',
  config: { namespace: 'backup', schema: backupConfigSchema },
  register(api) {
    const config = api.config;
    const intervalMs = config.interval_hours * 3_600_000;
    const dir = resolve(config.dir ?? join(api.kernelConfig.data_dir, 'backups'));
    api.provide(
      'backups',
      (s) =>
        new Backups({
          database: s.database,
          audit: s.audit,
          secrets: s.secrets,
          kernelConfig: s.kernelConfig,
          clock: s.clock,
          settings: { dir, keep: config.keep, intervalMs },
        }),
    );
    backupRoute(api);
    api.contributeWith(cliCommands, (s) => backupCommand(s.backups));
    // Runs at start too: a backup that fell due while the service was down is made at once, not one interval later.
    api.task({
      id: 'backup.scheduled',
      every: intervalMs,
      timeout: '2h',
      scope: 'global',
      enabled: config.enabled,
      runAtStart: true,
      run: async ({ resolve: resolveService, logger }) => {
        const written = await resolveService('backups').scheduled();
        if (written) logger.info({ file: written.path, bytes: written.bytes, removed: written.removed }, 'scheduled backup written');
      },
    });
  },
});
