import { mkdir } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { ChainKey } from '../audit/chain.ts';
import { type OpenedBackup, openBackup } from '../backup/archive-reader.ts';
import { type BackupSchema, backupSchema } from '../backup/backup-migrations.ts';
import type { BackupManifest } from '../backup/manifest.ts';
import { describeTarget, inspectTarget, putInPlace, type RestoreTarget } from '../backup/restore.ts';
import type { Environment } from '../config/load.ts';
import { kernelMigrations } from '../db/kernel-migrations.ts';
import { appliedMigrations, type MigrationSet } from '../db/migrate.ts';
import { Problem } from '../errors.ts';
import { Kernel } from '../kernel/kernel.ts';
import { type ResolvedSetup, resolveSetup } from '../kernel/resolve.ts';
import { SecretBox, secretKeyFile } from '../secrets.ts';
import type { CliCommandSpec, CliInput } from '../system/extension-points.ts';

// `npm run portcullis -- restore <file> [--force]`. It runs before anything opens the database (it replaces it),
// so it is the kernel's own command rather than one contributed by a booted plugin. After the data is in place,
// booting the configured plugins applies the migrations this release has and the backup lacks, and the restore is
// audited in the restored log.

const CLI_ACTOR = { name: 'cli', type: 'system' } as const;

export const restoreCommand: CliCommandSpec = {
  name: 'restore',
  summary: 'Restore a backup (.tar.gz) into the configured database; the service must be stopped.',
  description: [
    'The backup must come from the same kind of database (SQLite or PostgreSQL) and from this release or an older one',
    '(a backup with migrations this release or plugin list does not know is refused); an older one is migrated. A',
    'database that a running service uses is never replaced; one that holds Portcullis data only with --force. The',
    'secrets in a backup are encrypted with the service key: restore it where SERVICE_SECRET_KEY, or the secret.key',
    'kept with the backup in the data directory, is the key it was made with.',
  ].join('\n'),
  options: { force: { type: 'boolean', description: 'Replace a database that holds Portcullis data, or restore with another secret key.' } },
  positionals: [{ name: 'file', description: 'A backup made by GET /api/system/backup, `backup`, or the backup schedule.' }],
};

export interface RestoreIo {
  out(line: string): void;
  err(line: string): void;
}

export async function restore(input: CliInput, io: RestoreIo, env: Environment): Promise<number> {
  const setup = await resolveSetup({ env });
  const config = setup.kernelConfig;
  const target: RestoreTarget = { dialect: config.database_url ? 'postgresql' : 'sqlite', databaseUrl: config.database_url, dataDir: config.data_dir };
  await mkdir(resolve(config.data_dir), { recursive: true, mode: 0o700 });
  const file = input.positionals[0]!;
  const backup = await openBackup(file, config.data_dir);
  try {
    const schema = backupSchema(backup.manifest.migrations, shippedMigrations(setup), target.dialect);
    const refusal = await refusalOf(backup.manifest, schema, setup, target, input.options.force === true);
    if (refusal) {
      io.err(refusal);
      return 1;
    }
    await putInPlace(backup, target, schema.sets);
    const migrated = await migrateAndRecord(env, backup, file);
    io.out(`Restored ${basename(file)} (made ${backup.manifest.created_at} by Portcullis ${backup.manifest.version}) into ${describeTarget(target)}.`);
    io.out(migrated.length > 0 ? `Migrated to this release: ${migrated.join(', ')}.` : "It was already at this release's schema; no migration was needed.");
    return 0;
  } finally {
    await backup.dispose();
  }
}

/** Why this backup may not go into this target (null: it may), checked before anything is written. */
async function refusalOf(manifest: BackupManifest, schema: BackupSchema, setup: ResolvedSetup, target: RestoreTarget, force: boolean): Promise<string | null> {
  if (manifest.dialect !== target.dialect) {
    return `This backup is of a ${manifest.dialect} database, but ${target.dialect === 'sqlite' ? 'SQLite is' : 'PostgreSQL (SERVICE_DATABASE_URL) is'} configured: restore it into the kind of database it was made from.`;
  }
  if (schema.unknown.length > 0) {
    return `This backup's schema is newer than this Portcullis knows (made by ${manifest.version}; unknown migrations: ${schema.unknown.join(', ')}). Restore it with that release, or with the plugins that made these migrations enabled.`;
  }
  if (schema.outOfOrder.length > 0) {
    return `This backup's manifest names migrations without the ones before them (${schema.outOfOrder.join(', ')}): no database this release migrated is in that state, so it is not restored.`;
  }
  const state = await inspectTarget(target, Date.now());
  if (state.live.length > 0) {
    const [instance] = state.live;
    return `A Portcullis service is running on ${describeTarget(target)} (instance ${instance!.id}, last heartbeat ${instance!.secondsAgo} s ago): stop it first (after a crash, wait 30 s), then restore.`;
  }
  if (state.migrations > 0 && !force) {
    return `${describeTarget(target)} already holds a Portcullis database (${state.migrations} migrations applied, ${state.auditRows} audit rows); restoring would replace it. Stop the service, keep a backup of it if it matters, and run again with --force.`;
  }
  const here = SecretBox.existing(setup.kernelConfig.secret_key, setup.kernelConfig.data_dir);
  const keyId = here ? ChainKey.fromSecrets(here).alg : null;
  if (keyId !== manifest.key_id && !force) {
    const where = setup.kernelConfig.secret_key
      ? 'SERVICE_SECRET_KEY is another key'
      : keyId
        ? `${secretKeyFile(setup.kernelConfig.data_dir)} is another key`
        : `there is no SERVICE_SECRET_KEY and no ${secretKeyFile(setup.kernelConfig.data_dir)}`;
    return `This backup was made with another secret key than this service would use (${where}): its encrypted credentials would not decrypt and its audit rows would verify as "hashed with another key". Set SERVICE_SECRET_KEY to the key it was made with, or put the secret.key kept with it into the data directory, and run again (--force restores it anyway).`;
  }
  return null;
}

/** The migrations this release and the configured plugins ship, in the order the kernel applies them. */
function shippedMigrations(setup: ResolvedSetup): MigrationSet[] {
  return [
    { plugin: 'core', migrations: kernelMigrations },
    ...setup.plugins.flatMap((plugin) => (plugin.migrations ? [{ plugin: plugin.id, migrations: plugin.migrations }] : [])),
  ];
}

/** Boots the configured plugins on the restored database (applying what the backup lacks) and audits the restore. */
async function migrateAndRecord(env: Environment, backup: OpenedBackup, file: string): Promise<string[]> {
  const kernel = await Kernel.boot({ mode: 'cli', env: { SERVICE_LOG_LEVEL: 'warn', ...env } }).catch((error: unknown) => {
    throw new Problem(500, 'RESTORE_INCOMPLETE', { detail: `the data is restored, but migrating it failed: ${(error as Error).message}` });
  });
  try {
    const had = new Set(backup.manifest.migrations);
    const migrated = (await appliedMigrations(kernel.database)).filter((id) => !had.has(id)).sort();
    await kernel.database.transaction((em) =>
      kernel.resolve('audit').append(em, {
        action: 'backup.restore',
        resourceType: 'database',
        actor: CLI_ACTOR,
        detail: {
          file: basename(file),
          backup_created_at: backup.manifest.created_at,
          backup_version: backup.manifest.version,
          dialect: backup.manifest.dialect,
          migrated,
        },
      }),
    );
    return migrated;
  } finally {
    await kernel.stop();
  }
}
