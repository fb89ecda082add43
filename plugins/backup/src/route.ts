import { download, HANDLED, type PluginApi } from '@portcullis/core';
import { backupFileName } from './backups.ts';
import type { BackupConfig } from './config.ts';

export function backupRoute(api: PluginApi<BackupConfig>): void {
  api.route({
    method: 'GET',
    path: '/api/system/backup',
    access: 'admin',
    // The archive holds every gateway's data: an admin demoted on any gateway may not take it.
    everyGateway: true,
    tags: ['system'],
    summary: 'Download a backup: a .tar.gz with a consistent snapshot of the database and a manifest.',
    description:
      "The manifest names the release, the dialect, the applied migrations, when it was made and the id of the secret key its encrypted secrets need (keep SERVICE_SECRET_KEY or the data directory's secret.key with the backup). The snapshot is rows per table (no SQL). Restore with `npm run portcullis -- restore <file>`. Audited as `backup.create`.",
    ...download('application/gzip'),
    handler: async (request) => {
      const backups = request.resolve('backups');
      const prepared = await backups.prepare();
      try {
        await request.audit(backups.auditEntry(prepared, 'download'));
      } catch (error) {
        await prepared.dispose();
        throw error;
      }
      const { ctx } = request;
      const archive = prepared.archive();
      archive.once('close', () => {
        void prepared.dispose();
      });
      ctx.compress = false;
      ctx.status = 200;
      ctx.type = 'application/gzip';
      ctx.set({ 'Content-Disposition': `attachment; filename="${backupFileName(new Date(prepared.manifest.created_at))}"`, 'Cache-Control': 'no-store' });
      ctx.body = archive;
      return HANDLED;
    },
  });
}
