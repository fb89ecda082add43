import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTestDatabase } from '../src/testing/index.ts';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

function cli(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

test('the operator CLI migrates the configured database and lists commands', async () => {
  const database = await createTestDatabase();
  try {
    const env = database.env;
    const migrated = cli(['migrate'], env);
    assert.is(migrated.code, 0, migrated.stderr);
    const applied = migrated.stdout.trim().split('\n');
    assert.equal(applied.slice(0, 3), ['core:0001_audit_log', 'core:0002_operations', 'core:0003_scheduler']);
    assert.ok(applied.every((id) => /^[a-z][a-z0-9-]*:\d{4}_[a-z0-9_]+$/.test(id)), applied.join(', '));
    const help = cli(['help'], env);
    assert.is(help.code, 0);
    assert.match(help.stderr, /tasks run <task-id>/);
    const unknown = cli(['no-such-command'], env);
    assert.is(unknown.code, 2);
    const ran = cli(['tasks', 'run', 'core.retention'], env);
    assert.is(ran.code, 0, ran.stderr);
  } finally {
    await database.drop();
  }
});

test.run();
