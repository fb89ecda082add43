// The operator CLI (`npm run portcullis -- ...`): every command has --help (exit 0); unknown commands and flags,
// missing and extra arguments are clear errors (exit 2) without a stack trace; success prints a result line; a
// global task whose lease the running service holds says so instead of pretending it ran.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTestDatabase, createTestKernel, type TestDatabase } from '../src/testing/index.ts';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const STACK = /^\s+at .*:\d+:\d+\)?$/m;

function cli(database: TestDatabase, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', SERVICE_PLUGINS: 'users,audit', ...database.env, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

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

test("--help, help and no arguments list every command (exit 0); each command's --help shows its usage (exit 0)", () => {
  const overview = cli(database, ['--help'], { SERVICE_PLUGINS: '' });
  assert.is(overview.code, 0, overview.stderr);
  assert.equal(cli(database, ['help'], { SERVICE_PLUGINS: '' }).stdout, overview.stdout);
  assert.equal(cli(database, [], { SERVICE_PLUGINS: '' }).stdout, overview.stdout);
  const names = overview.stdout
    .split('\n')
    .filter((line) => /^ {2}[a-z]/.test(line))
    .map((line) => line.trim().split(/\s{2,}/)[0]!);
  for (const expected of [
    'migrate',
    'tasks run',
    'restore',
    'backup',
    'audit list',
    'audit export',
    'audit verify',
    'users create-admin',
    'gateways list',
    'gateways test-connection',
  ]) {
    assert.ok(names.includes(expected), `${expected} in ${names.join(', ')}`);
  }
  for (const name of names) {
    const help = cli(database, [...name.split(' '), '--help'], { SERVICE_PLUGINS: '' });
    assert.is(help.code, 0, `${name} --help: ${help.stderr}`);
    assert.ok(help.stdout.startsWith(`usage: npm run portcullis -- ${name}`), help.stdout);
    assert.match(help.stdout, /--help +Show this help\./);
  }
  assert.match(cli(database, ['help', 'tasks', 'run']).stdout, /usage: npm run portcullis -- tasks run <task-id>/);
});

test('unknown commands, unknown flags, missing and extra arguments exit 2 with a clear message and no stack trace', () => {
  const cases: Array<[string[], RegExp]> = [
    [['migrat'], /^unknown command 'migrat' \(did you mean migrate\?\)/],
    [['tasks'], /^'tasks' needs a subcommand: tasks run/],
    [['tasks', 'rnu', 'core.retention'], /^unknown command 'tasks rnu' \(did you mean tasks run\?\): tasks run/],
    [['frobnicate'], /^unknown command 'frobnicate'\n\(npm run portcullis -- --help lists the commands\)/],
    [['migrate', '--bogus'], /^migrate: unknown option --bogus\nusage: npm run portcullis -- migrate\n/],
    [['tasks', 'run'], /^tasks run: missing <task-id>/],
    [['tasks', 'run', 'core.retention', 'extra'], /^tasks run: unexpected argument 'extra'/],
    [['tasks', 'run', 'core.retentoin'], /^tasks run: unknown task core\.retentoin \(did you mean core\.retention\?\); tasks: /],
    [['restroe', 'x.tar.gz'], /^unknown command 'restroe' \(did you mean restore\?\)/],
    [['audti', 'list'], /^unknown command 'audti list' \(did you mean audit list\?\)/],
    [['restore'], /^restore: missing <file>\nusage: npm run portcullis -- restore \[--force\] <file>/],
    [['audit', 'verify', '--from', 'x'], /^audit verify: --from must be a row id\n/],
    [['audit', 'list', '--since', 'yesterday'], /^audit list: --since must be an ISO 8601 timestamp/],
    [['audit', 'verify', '--from'], /^audit verify: --from needs a value/],
    [['audit', 'verify', '--fro', '1'], /^audit verify: unknown option --fro \(did you mean --from\?\)/],
    [['users', 'create-admin', '--email'], /^users create-admin: --email needs a value/],
  ];
  for (const [args, message] of cases) {
    const result = cli(database, args);
    assert.is(result.code, 2, `${args.join(' ')}: ${result.stderr}`);
    assert.match(result.stderr, message, args.join(' '));
    assert.not.match(result.stderr, STACK, `${args.join(' ')} printed a stack trace`);
    assert.is(result.stdout, '', args.join(' '));
  }
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
