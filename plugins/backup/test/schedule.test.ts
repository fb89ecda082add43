// Scheduled backups (SERVICE_BACKUP_*: a global task that keeps the newest SERVICE_BACKUP_KEEP files and makes a
// due backup at start rather than one interval later) and the `backup` CLI command.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditRows, createTestDatabase, ManualClock, type TestKernel, testDialect } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootBackup, portcullis } from './helpers.ts';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 3, 10, 12, 0, 0);
const database = await createTestDatabase();
test.after(async () => {
  await database.drop();
});

const dir = mkdtempSync(join(tmpdir(), 'portcullis-scheduled-'));
const settings = { SERVICE_BACKUP_ENABLED: 'true', SERVICE_BACKUP_DIR: dir, SERVICE_BACKUP_KEEP: '2', SERVICE_BACKUP_INTERVAL_HOURS: '24' };
const files = () =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.tar.gz'))
    .sort();

async function scheduled(clock: ManualClock, work: (t: TestKernel) => Promise<void>): Promise<void> {
  const t = await bootBackup(database, { clock, env: settings });
  try {
    await work(t);
  } finally {
    await t.stop({ keepDatabase: true });
  }
}

test('the schedule writes a backup at start and every interval, keeps the newest SERVICE_BACKUP_KEEP, and audits each', async () => {
  const clock = new ManualClock(T0);
  await scheduled(clock, async (t) => {
    await t.tick();
    assert.equal(files(), ['portcullis-backup-2026-04-10T12-00-00-000Z.tar.gz'], 'made at start');
    clock.advance(HOUR);
    await t.tick();
    assert.is(files().length, 1, 'nothing before the interval');
    for (const day of [1, 2]) {
      clock.advance(24 * HOUR);
      await t.tick();
      assert.is(files().length, 2, `day ${day}`);
    }
    assert.equal(files(), ['portcullis-backup-2026-04-11T13-00-00-000Z.tar.gz', 'portcullis-backup-2026-04-12T13-00-00-000Z.tar.gz']);
    const rows = await auditRows(t, 'backup.create');
    assert.equal(
      rows.map((row) => [row.actor, row.detail.trigger, row.detail.file, row.detail.removed]),
      [
        ['system', 'schedule', join(dir, 'portcullis-backup-2026-04-10T12-00-00-000Z.tar.gz'), []],
        ['system', 'schedule', join(dir, 'portcullis-backup-2026-04-11T13-00-00-000Z.tar.gz'), []],
        ['system', 'schedule', join(dir, 'portcullis-backup-2026-04-12T13-00-00-000Z.tar.gz'), ['portcullis-backup-2026-04-10T12-00-00-000Z.tar.gz']],
      ],
    );
    assert.ok(rows.every((row) => row.detail.bytes > 0 && row.detail.dialect === testDialect()));
  });
});

test('a restart neither skips a due backup nor adds one that is not due', async () => {
  await scheduled(new ManualClock(T0 + 50 * HOUR), async (t) => {
    await t.tick();
    assert.is(files().length, 2, 'the newest is 1 h old: not due');
  });
  await scheduled(new ManualClock(T0 + 73 * HOUR), async (t) => {
    await t.tick();
    assert.equal(files().at(-1), 'portcullis-backup-2026-04-13T13-00-00-000Z.tar.gz', 'due while the service was down: made at start');
  });
});

test('the backup command writes a new file (or into SERVICE_BACKUP_DIR) and never over one', () => {
  const out = join(mkdtempSync(join(tmpdir(), 'portcullis-cli-backup-')), 'now.tar.gz');
  const written = portcullis(database, ['backup', '--out', out]);
  assert.is(written.code, 0, written.stderr);
  assert.match(written.stdout, new RegExp(`^Backup written to ${out} \\(\\d+ bytes\\)\\.\\n$`));
  const again = portcullis(database, ['backup', '--out', out]);
  assert.equal([again.code, again.stderr], [1, `backup failed: ${out} exists; backups are never written over.\n`]);
  const before = files().length;
  const defaulted = portcullis(database, ['backup'], { SERVICE_BACKUP_DIR: dir });
  assert.is(defaulted.code, 0, defaulted.stderr);
  assert.is(files().length, before + 1, 'into the backup directory, under a name with the time');
  assert.ok(!readdirSync(dir).some((name) => name.endsWith('.partial')), 'no partial file left behind');
});

test('scheduled backups are off unless SERVICE_BACKUP_ENABLED; the task is listed as disabled', async () => {
  const t = await bootBackup(database, { env: { SERVICE_BACKUP_DIR: mkdtempSync(join(tmpdir(), 'portcullis-off-')) } });
  try {
    const task = (await t.http.get('/api/system/tasks')).body.items.find((item: { id: string }) => item.id === 'backup.scheduled');
    assert.equal([task.enabled, task.healthy], [false, true]);
  } finally {
    await t.stop({ keepDatabase: true });
  }
});

test.run();
