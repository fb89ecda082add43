// `audit list` and `audit export` from the CLI: the API's filters as flags (checked by the same schemas), a result
// line on success, exports to a new file or to standard output, never over an existing file.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditRows, createTestDatabase, type TestDatabase } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootAudit, record } from './helpers.ts';

const CLI = fileURLToPath(new URL('../../../core/src/cli.ts', import.meta.url));

function cli(database: TestDatabase, args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', SERVICE_PLUGINS: 'audit', ...database.env },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const database = await createTestDatabase();
const t = await bootAudit({ database });
for (let n = 1; n <= 4; n += 1) {
  await record(t, {
    action: n % 2 ? 'sandbox.create' : 'sandbox.delete',
    resourceType: 'sandbox',
    resourceId: `box-${n}`,
    gateway: 'gw',
    actor: { name: n < 3 ? 'alice' : 'bob', type: 'user' },
  });
}
test.after(async () => {
  await t.stop();
  await database.drop();
});

test('audit list prints one line per entry, newest first, and which entries of how many it showed', () => {
  const listed = cli(database, ['audit', 'list', '--actor', 'alice']);
  assert.is(listed.code, 0, listed.stderr);
  assert.equal(listed.stdout.split('\n'), [
    '2\t2026-04-10T12:02:00.000Z\talice\tsandbox.delete\tsandbox/box-2\tgw\t-',
    '1\t2026-04-10T12:01:00.000Z\talice\tsandbox.create\tsandbox/box-1\tgw\t-',
    'Entries 1-2 of 2 (newest first).',
    '',
  ]);
  const paged = cli(database, ['audit', 'list', '--action', 'sandbox.create', '--limit', '1', '--offset', '1', '--json']);
  assert.equal(JSON.parse(paged.stdout).total, 2);
  assert.equal(
    JSON.parse(paged.stdout).items.map((item: { id: number }) => item.id),
    [1],
  );
  const none = cli(database, ['audit', 'list', '--resource-id', 'nothing']);
  assert.equal([none.code, none.stdout], [0, 'No entries shown; 0 match.\n']);
  const bad = cli(database, ['audit', 'list', '--limit', '5000', '--until', 'soon']);
  assert.is(bad.code, 2);
  assert.match(bad.stderr, /^audit list: --until must be an ISO 8601 timestamp \(2026-04-10 or 2026-04-10T12:00:00Z\); --limit must be at most 1000\n/);
});

test('audit export writes a new file (never over an existing one) or standard output, and is audited', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portcullis-export-'));
  const file = join(dir, 'audit.csv');
  const written = cli(database, ['audit', 'export', '--gateway', 'gw', '--out', file]);
  assert.equal([written.code, written.stdout], [0, `Exported 4 audit entries as csv to ${file}.\n`], written.stderr);
  const lines = readFileSync(file, 'utf8').split('\r\n');
  assert.equal([lines.length, lines[1]!.split(',').slice(0, 5)], [6, ['1', '2026-04-10T12:01:00.000Z', 'alice', 'user', 'sandbox.create']]);
  const again = cli(database, ['audit', 'export', '--out', file]);
  assert.is(again.code, 1);
  assert.match(again.stderr, /^audit export failed: EEXIST/);
  const piped = cli(database, ['audit', 'export', '--format', 'json', '--actor', 'bob']);
  assert.equal(
    [piped.code, JSON.parse(piped.stdout).map((entry: { id: number }) => entry.id), piped.stderr],
    [0, [3, 4], 'Exported 2 audit entries as json.\n'],
  );
  const exports = await auditRows(t, 'audit.export');
  assert.equal(
    exports.map((row) => [row.actor, row.detail.format, row.detail.via]),
    [
      ['cli', 'csv', 'cli'],
      ['cli', 'csv', 'cli'],
      ['cli', 'json', 'cli'],
    ],
  );
  assert.is(cli(database, ['audit', 'export', '--format', 'xml']).code, 2);
});

test('a reader that stops early (audit list | head -1) ends the command quietly with status 0', async () => {
  for (const args of [
    ['audit', 'list'],
    ['audit', 'export', '--format', 'json'],
  ]) {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', SERVICE_PLUGINS: 'audit', ...database.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Closed before the command has printed anything, so its every write finds no reader.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const [code] = await once(child, 'close');
    assert.equal({ code, stderr }, { code: 0, stderr: '' }, args.join(' '));
  }
});

test.run();
