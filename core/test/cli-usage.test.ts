// test-dialects: none
// The operator CLI's help and usage errors (`npm run portcullis -- ...`): every command has --help (exit 0); unknown
// commands and flags, missing and extra arguments are clear errors (exit 2) without a stack trace; a plugin
// author's command whose package (@portcullis/create-plugin) is not installed says how to install it. None of it
// depends on the database, so it runs once, on SQLite; cli.test.ts runs the commands on each database.

import { createTestDatabase, type TestDatabase } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runDeveloperCommand } from '../src/cli/developer.ts';
import { runCli as cli, STACK } from './fixtures/run-cli.ts';

let database: TestDatabase;
test.before(async () => {
  database = await createTestDatabase('sqlite');
});
test.after(async () => {
  await database.drop();
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
    'plugin new',
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
  assert.match(overview.stdout, /plugin new +Write a new plugin package \(no configuration or database needed\)\./, 'from @portcullis/create-plugin');
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
    [['plugin', 'new'], /^plugin new: missing <id>\nusage: npm run portcullis -- plugin new \[--dir <path>\]/],
    [['plugin', 'nwe', 'acme'], /^unknown command 'plugin nwe' \(did you mean plugin new\?\)/],
  ];
  for (const [args, message] of cases) {
    const result = cli(database, args);
    assert.is(result.code, 2, `${args.join(' ')}: ${result.stderr}`);
    assert.match(result.stderr, message, args.join(' '));
    assert.not.match(result.stderr, STACK, `${args.join(' ')} printed a stack trace`);
    assert.is(result.stdout, '', args.join(' '));
  }
});

test('without @portcullis/create-plugin, plugin new says how to install it (exit 1) instead of failing to load it', async () => {
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line), cwd: process.cwd() };
  assert.is(await runDeveloperCommand(['plugin', 'new', 'acme-notes'], false, io, '@portcullis/not-installed'), 1);
  const message = lines.join('\n');
  assert.match(message, /^plugin new is a plugin author's command, in @portcullis\/not-installed, which is not installed beside @portcullis\/core\./);
  assert.match(message, 'npm install @portcullis/not-installed');
  assert.not.match(message, STACK);
});

test.run();
