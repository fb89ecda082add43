import type { CliCommand } from '@portcullis/core';
import type { Backups } from './backups.ts';

const CLI_ACTOR = { name: 'cli', type: 'system' } as const;

export function backupCommand(backups: Backups): CliCommand {
  return {
    name: 'backup',
    summary: 'Write a backup (.tar.gz: database snapshot and manifest) to a new file; the service may keep running.',
    description: `Without --out it goes to ${backups.dir} (SERVICE_BACKUP_DIR) under a name with the time. Restore it with \`restore <file>\`, where the secret key it was made with is set (SERVICE_SECRET_KEY, or the data directory's secret.key: keep it with the backup).`,
    options: { out: { type: 'string', value: 'file', description: 'Write here (a new file; an existing one is never overwritten).' } },
    run: async (input, io) => {
      const out = typeof input.options.out === 'string' ? input.options.out : undefined;
      const written = await backups.write('cli', out, CLI_ACTOR);
      io.out(`Backup written to ${written.path} (${written.bytes} bytes).`);
      return 0;
    },
  };
}
