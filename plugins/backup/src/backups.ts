import { mkdirSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  type AuditInput,
  type AuditWriter,
  ChainKey,
  type Clock,
  type Database,
  type KernelConfig,
  type PreparedBackup,
  prepareBackup,
  type SecretBox,
  writeBackupFile,
} from '@portcullis/core';

/** How a backup was asked for: a download, the schedule, or the CLI. */
export type BackupTrigger = 'download' | 'schedule' | 'cli';

export interface BackupSettings {
  dir: string;
  keep: number;
  intervalMs: number;
}

export interface WrittenBackup {
  path: string;
  bytes: number;
  /** Older backups removed to keep SERVICE_BACKUP_KEEP. */
  removed: string[];
}

const NAME = /^portcullis-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

/** `portcullis-backup-2026-04-10T12-00-00-000Z.tar.gz`: names sort by time. */
export function backupFileName(now: Date): string {
  return `portcullis-backup-${now.toISOString().replaceAll(':', '-').replace('.', '-')}.tar.gz`;
}

/** When a backup named by `backupFileName` was made (by the service's clock, which named it). */
function madeAt(name: string): number {
  const [, date, hours, minutes, seconds, ms] = /^portcullis-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(name)!;
  return Date.parse(`${date}T${hours}:${minutes}:${seconds}.${ms}Z`);
}

/**
 * Backups of the service's database (the kernel takes the snapshot: rows per table, at one point in time), each
 * audited as `backup.create`. Files go to SERVICE_BACKUP_DIR unless told otherwise; the schedule keeps the newest
 * SERVICE_BACKUP_KEEP there.
 */
export class Backups {
  private readonly deps: { database: Database; audit: AuditWriter; secrets: SecretBox; kernelConfig: KernelConfig; clock: Clock; settings: BackupSettings };

  constructor(deps: Backups['deps']) {
    this.deps = deps;
  }

  get dir(): string {
    return this.deps.settings.dir;
  }

  /** A snapshot ready to stream; the caller disposes of it. */
  prepare(): Promise<PreparedBackup> {
    const { database, kernelConfig, secrets, clock } = this.deps;
    return prepareBackup({
      database,
      keyId: ChainKey.fromSecrets(secrets).alg,
      workDir: resolve(kernelConfig.data_dir),
      now: new Date(clock.now()),
    });
  }

  /** The audit row of a backup (the caller writes it: in a request, its actor is the caller). */
  auditEntry(prepared: PreparedBackup, trigger: BackupTrigger, written?: WrittenBackup): AuditInput {
    return {
      action: 'backup.create',
      resourceType: 'database',
      detail: {
        trigger,
        dialect: prepared.manifest.dialect,
        migrations: prepared.manifest.migrations.length,
        created_at: prepared.manifest.created_at,
        ...(written ? { file: written.path, bytes: written.bytes, removed: written.removed } : {}),
      },
    };
  }

  /** A backup written to `path`, or into the backup directory under its standard name. */
  async write(trigger: BackupTrigger, path?: string, actor?: AuditInput['actor']): Promise<WrittenBackup> {
    const prepared = await this.prepare();
    try {
      const target = path ?? join(this.ensureDir(), backupFileName(new Date(this.deps.clock.now())));
      const bytes = await writeBackupFile(prepared, target);
      const removed = trigger === 'schedule' ? await this.prune() : [];
      const written = { path: target, bytes, removed };
      const entry = { ...this.auditEntry(prepared, trigger, written), ...(actor ? { actor } : {}) };
      await this.deps.database.transaction((em) => this.deps.audit.append(em, entry));
      return written;
    } finally {
      await prepared.dispose();
    }
  }

  /** The schedule's run: a backup unless the newest one in the directory is younger than the interval. */
  async scheduled(): Promise<WrittenBackup | null> {
    const newest = (await this.files()).at(-1);
    // A little slack: the next interval starts when a run ends, so a due backup must not wait one more interval.
    if (newest && this.deps.clock.now() - madeAt(newest) < this.deps.settings.intervalMs * 0.95) return null;
    return this.write('schedule');
  }

  /** Backup files in the directory, oldest first. */
  async files(): Promise<string[]> {
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return names.filter((name) => NAME.test(name)).sort();
  }

  private async prune(): Promise<string[]> {
    const files = await this.files();
    const removed = files.slice(0, Math.max(0, files.length - this.deps.settings.keep));
    for (const name of removed) await rm(join(this.dir, name), { force: true });
    return removed;
  }

  private ensureDir(): string {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    return this.dir;
  }
}
