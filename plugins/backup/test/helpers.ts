import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestKernel, type TestDatabase, type TestKernel, type TestKernelOptions } from '@portcullis/testing';

const CLI = fileURLToPath(new URL('../../../core/src/cli.ts', import.meta.url));
export const KEY = 'backup-test-secret-key-0123456789abcdef';
export const PLUGINS = ['users', 'gateways', 'openshell-0-0', 'openshell-0-1', 'audit', 'backup'];

export function bootBackup(database: TestDatabase, options: TestKernelOptions = {}): Promise<TestKernel> {
  return createTestKernel({
    plugins: PLUGINS,
    database,
    ...options,
    env: { SERVICE_SECRET_KEY: KEY, SERVICE_LOCAL_MODE: 'true', SERVICE_AUTH_PASSWORD_HASH_COST: '10', ...options.env },
  });
}

/**
 * `npm run portcullis -- ...` against a test database, with the plugins and key of `bootBackup` unless told otherwise
 * (undefined unsets); `nodeFlags` go to the Node.js process before the CLI.
 */
export function portcullis(database: TestDatabase, args: string[], env: Record<string, string | undefined> = {}, nodeFlags: string[] = []) {
  const all = {
    PATH: process.env.PATH ?? '',
    SERVICE_PLUGINS: PLUGINS.join(','),
    SERVICE_SECRET_KEY: KEY,
    SERVICE_AUTH_PASSWORD_HASH_COST: '10',
    ...database.env,
    ...env,
  };
  const result = spawnSync(process.execPath, [...nodeFlags, CLI, ...args], {
    env: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)) as Record<string, string>,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Downloads GET /api/system/backup into `dir`; returns the file. */
export async function download(t: TestKernel, dir: string, name = 'backup.tar.gz'): Promise<string> {
  const response = await fetch(t.http.url('/api/system/backup'), { headers: { 'x-portcullis-test-actor': JSON.stringify({ role: 'admin' }) } });
  if (response.status !== 200) throw new Error(`backup answered ${response.status}: ${await response.text()}`);
  const file = join(dir, name);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

/** What must survive a backup and restore: users, gateways, and the audit log row by row. */
export async function snapshotOf(t: TestKernel): Promise<Record<string, unknown[]>> {
  const db = t.kernel.database;
  return {
    users: await db.execute('SELECT email, role, password_hash FROM users ORDER BY email'),
    gateways: await db.execute('SELECT name, endpoint, auth_mode, api_key_sealed FROM gateways ORDER BY name'),
    audit: (await db.execute<{ id: number | string; action: string; hash: string }>('SELECT id, action, hash FROM audit_log ORDER BY id')).map((row) => ({
      ...row,
      id: Number(row.id),
    })),
  };
}
