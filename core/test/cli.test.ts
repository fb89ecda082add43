// The operator CLI (`npm run portcullis -- ...`) on this run's database: success prints a result line; a global
// task whose lease the running service holds says so instead of pretending it ran; a refused configuration is a
// message, not a stack trace. Its help and usage errors, which no database changes, are in cli-usage.test.ts.

import { createTestDatabase, createTestKernel, type TestDatabase } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli as cli, STACK } from './fixtures/run-cli.ts';

let database: TestDatabase;
test.before(async () => {
  database = await createTestDatabase();
});
test.after(async () => {
  await database.drop();
});

test('migrate applies and lists the migrations, then says the database is up to date', () => {
  const migrated = cli(database, ['migrate']);
  assert.is(migrated.code, 0, migrated.stderr);
  const lines = migrated.stdout.trim().split('\n');
  assert.equal(lines.slice(0, 3), ['core:0001_audit_log', 'core:0002_operations', 'core:0003_scheduler']);
  assert.ok(
    lines.slice(0, -1).every((id) => /^[a-z][a-z0-9-]*:\d{4}_[a-z0-9_]+$/.test(id)),
    lines.join(', '),
  );
  assert.match(lines.at(-1)!, /^The database is up to date: \d+ migrations applied\.$/);
});

test('a task runs and says so; a global task whose lease a running service holds is not run here (exit 1)', async () => {
  const ran = cli(database, ['tasks', 'run', 'core.retention']);
  assert.equal([ran.code, ran.stdout], [0, 'Task core.retention ran.\n'], ran.stderr);
  const t = await createTestKernel({ plugins: ['users'], database });
  try {
    assert.equal(await t.kernel.scheduler.runNow('core.retention'), { status: 'succeeded' }, 'the service takes the lease');
    const elsewhere = cli(database, ['tasks', 'run', 'core.retention']);
    assert.is(elsewhere.code, 1);
    assert.is(elsewhere.stderr, 'Task core.retention did not run here: a running service holds its lease and runs it on its schedule.\n');
  } finally {
    await t.stop();
  }
});

test('a configuration the kernel refuses is reported without a stack trace (exit 1)', () => {
  const result = cli(database, ['migrate'], { SERVICE_PORT: 'abc' });
  assert.is(result.code, 1);
  assert.match(result.stderr, /^Portcullis cannot start; fix these and try again:\n {2}- SERVICE_PORT: expected an integer \(got abc\)/);
  assert.not.match(result.stderr, STACK);
});

test.run();
