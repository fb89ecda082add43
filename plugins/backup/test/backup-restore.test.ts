// Backup and restore end to end, on SQLite and PostgreSQL: GET /api/system/backup → `restore <file>` into an empty
// data directory → the same users, gateways (credentials still decrypt) and audit rows, the chain intact and
// growing. Then what restore refuses: a running service's database, one holding data without --force, another
// secret key, a newer schema, another dialect, something that is not a backup; and an older backup is migrated.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditRows, connectTestDatabase, createTestDatabase, type TestDatabase } from '@portcullis/testing';
import { create as createTar, extract as extractTar, list as listTar } from 'tar';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pack, unpack } from './archives.ts';
import { bootBackup, download, KEY, portcullis, snapshotOf } from './helpers.ts';

const work = mkdtempSync(join(tmpdir(), 'portcullis-backups-'));
const databases: TestDatabase[] = [];
async function fresh(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}
test.after(async () => {
  for (const database of databases) await database.drop();
});

// The source: two users, a gateway with an API key (sealed with the service key), and their audit rows.
const source = await fresh();
const t = await bootBackup(source);
assert.is((await t.http.as(null).post('/api/auth/setup', { email: 'admin@example.test', password: 'a-long-passphrase-42' })).status, 201);
assert.is((await t.http.post('/api/auth/users', { email: 'ops@example.test', role: 'operator', password: 'another-passphrase-7' })).status, 201);
assert.is(
  (await t.http.post('/api/gateway/register', { name: 'sim', endpoint: 'http://127.0.0.1:1', auth_mode: 'api_key', api_key: 'gateway-token-123' })).status,
  201,
);
const earlyBackup = await download(t, work, 'early.tar.gz');
assert.is((await t.http.post('/api/auth/users', { email: 'late@example.test', role: 'viewer', password: 'late-passphrase-99' })).status, 201);
// What the backup holds: everything before it (its own backup.create row comes after the snapshot).
const before = await snapshotOf(t);
const backup = await download(t, work);

test('the download is a .tar.gz of a manifest and a snapshot; it is audited', async () => {
  const entries: string[] = [];
  await listTar({
    file: backup,
    onReadEntry: (entry) => {
      entries.push(entry.path);
    },
  });
  assert.is(entries[0], 'manifest.json', 'the manifest comes first');
  assert.ok(
    entries.slice(1).every((entry) => /^tables\/[a-z_0-9]+\.ndjson$/.test(entry)),
    `then rows per table, no SQL and no database file: ${entries.join(', ')}`,
  );
  assert.ok(entries.includes('tables/users.ndjson') && entries.includes('tables/audit_log.ndjson'));
  assert.not.ok(entries.includes('tables/portcullis_instances.ndjson'), 'process state is not data');
  const applied = (await t.kernel.database.execute<{ id: string }>('SELECT id FROM portcullis_migrations ORDER BY applied_at, id')).map((row) => row.id);
  const [created] = (await auditRows(t, 'backup.create')).slice(-1);
  assert.equal(created!.detail, { trigger: 'download', dialect: t.database.dialect, migrations: applied.length, created_at: created!.detail.created_at });
  assert.is(created!.actor, 'admin@test.local');
  assert.is((await t.http.as('operator').get('/api/system/backup')).status, 403, 'admins only');
});

test('restore into an empty data directory gives the same users, gateways and audit rows; the chain still verifies and grows', async () => {
  await t.stop({ keepDatabase: true });
  const target = await fresh();
  const restored = portcullis(target, ['restore', backup]);
  assert.is(restored.code, 0, restored.stderr);
  assert.match(
    restored.stdout,
    /^Restored backup\.tar\.gz \(made \S+ by Portcullis \d+\.\d+\.\d+\) into .+\.\nIt was already at this release's schema; no migration was needed\.\n$/,
  );
  const raw = await connectTestDatabase(target);
  try {
    assert.equal(await raw.execute('SELECT id FROM portcullis_instances'), [], "the source's running instance is not restored as if it were alive");
  } finally {
    await raw.close();
  }
  const r = await bootBackup(target);
  try {
    const after = await snapshotOf(r);
    assert.equal(after.users, before.users);
    assert.equal(after.gateways, before.gateways);
    assert.equal(after.audit!.slice(0, before.audit!.length), before.audit, 'every audit row, same ids and hashes');
    const restoreRow = (await auditRows(r)).find((row) => row.action === 'backup.restore')!;
    assert.equal([restoreRow.actor, restoreRow.detail.file, restoreRow.detail.migrated], ['cli', 'backup.tar.gz', []]);
    const { secrets } = await r.resolve('gatewayRegistry', 'gateways').connection('sim');
    assert.is(secrets.apiKey, 'gateway-token-123', 'sealed credentials decrypt with the same key');
    assert.is(
      (await r.http.post('/api/auth/users', { email: 'new@example.test', role: 'viewer', password: 'newest-passphrase-5' })).status,
      201,
      'new audit rows append after the restored ones',
    );
    const verdict = (await r.http.get('/api/audit/verify')).body;
    assert.equal([verdict.ok, verdict.checked], [true, before.audit!.length + 2]);
    assert.is(
      (await r.http.as(null).post('/api/auth/login', { email: 'ops@example.test', password: 'another-passphrase-7' })).status,
      200,
      'a restored user logs in',
    );
  } finally {
    await r.stop({ keepDatabase: true });
  }
});

test("restore refuses a running service's database, and one with data unless --force (which replaces it)", async () => {
  const live = await bootBackup(source);
  try {
    const refused = portcullis(source, ['restore', '--force', earlyBackup]);
    assert.is(refused.code, 1);
    assert.match(refused.stderr, /^A Portcullis service is running on .+ \(instance \S+, last heartbeat \d+ s ago\): stop it first/);
  } finally {
    await live.stop({ keepDatabase: true });
  }
  const held = portcullis(source, ['restore', earlyBackup]);
  assert.is(held.code, 1);
  assert.match(
    held.stderr,
    /already holds a Portcullis database \(\d+ migrations applied, \d+ audit rows\); restoring would replace it\. Stop the service, keep a backup of it if it matters, and run again with --force\.\n$/,
  );
  const forced = portcullis(source, ['restore', '--force', earlyBackup]);
  assert.is(forced.code, 0, forced.stderr);
  const r = await bootBackup(source);
  try {
    const emails = (await r.kernel.database.execute<{ email: string }>('SELECT email FROM users ORDER BY email')).map((row) => row.email);
    assert.equal(emails, ['admin@example.test', 'ops@example.test'], "the earlier backup's users, not the later one");
    assert.is((await r.http.get('/api/audit/verify')).body.ok, true);
  } finally {
    await r.stop({ keepDatabase: true });
  }
});

test('restore refuses another secret key (naming what to keep with a backup) unless --force', async () => {
  const target = await fresh();
  const noKey = portcullis(target, ['restore', backup], { SERVICE_SECRET_KEY: undefined });
  assert.is(noKey.code, 1);
  assert.ok(
    noKey.stderr.startsWith(
      `This backup was made with another secret key than this service would use (there is no SERVICE_SECRET_KEY and no ${join(target.dataDir, 'secret.key')})`,
    ),
    noKey.stderr,
  );
  assert.match(noKey.stderr, /Set SERVICE_SECRET_KEY to the key it was made with, or put the secret\.key kept with it into the data directory/);
  const other = portcullis(target, ['restore', backup], { SERVICE_SECRET_KEY: `${KEY}-other` });
  assert.match(other.stderr, /\(SERVICE_SECRET_KEY is another key\)/);
  assert.not.ok(existsSync(join(target.dataDir, 'secret.key')), 'no key was generated and no database written before the refusal');
  assert.not.ok(existsSync(join(target.dataDir, 'portcullis.db')));
});

/** The backup with its manifest changed (a backup from elsewhere, as far as restore can tell). */
async function withManifest(file: string, change: (manifest: Record<string, unknown>) => void): Promise<string> {
  const archive = await unpack(file, work);
  change(archive.manifest);
  return pack(archive, 'crafted.tar.gz');
}

test('restore refuses a newer schema, another dialect and files that are not backups, before touching anything', async () => {
  const target = await fresh();
  const newer = portcullis(target, [
    'restore',
    await withManifest(backup, (m) => {
      m.migrations = [...(m.migrations as string[]), 'webhooks:0001_webhooks'];
      m.version = '9.0.0';
    }),
  ]);
  assert.equal(
    [newer.code, newer.stderr],
    [
      1,
      "This backup's schema is newer than this Portcullis knows (made by 9.0.0; unknown migrations: webhooks:0001_webhooks). Restore it with that release, or with the plugins that made these migrations enabled.\n",
    ],
  );
  const otherDialect = t.database.dialect === 'sqlite' ? 'postgresql' : 'sqlite';
  const crossed = portcullis(target, [
    'restore',
    await withManifest(backup, (m) => {
      m.dialect = otherDialect;
    }),
  ]);
  assert.is(crossed.code, 1);
  assert.match(
    crossed.stderr,
    new RegExp(
      `^This backup is of a ${otherDialect} database, but (SQLite is|PostgreSQL \\(SERVICE_DATABASE_URL\\) is) configured: restore it into the kind of database it was made from\\.\n$`,
    ),
  );
  const junk = join(work, 'junk.tar.gz');
  writeFileSync(junk, 'not a backup');
  const unreadable = portcullis(target, ['restore', junk]);
  assert.equal([unreadable.code, unreadable.stderr.startsWith(`restore failed: ${junk} is not a Portcullis backup:`)], [1, true], unreadable.stderr);
  assert.equal([portcullis(target, ['restore']).code, portcullis(target, ['restore', join(work, 'missing.tar.gz')]).code], [2, 1]);
  const untouched = await bootBackup(target);
  try {
    assert.equal(await untouched.kernel.database.execute('SELECT email FROM users'), [], 'the target was never written');
  } finally {
    await untouched.stop({ keepDatabase: true });
  }
});

test('a backup whose table file is damaged is refused, and the database it would replace is intact', async () => {
  const dir = mkdtempSync(join(work, 'damaged-'));
  await extractTar({ file: earlyBackup, cwd: dir });
  writeFileSync(join(dir, 'tables', 'users.ndjson'), readFileSync(join(dir, 'tables', 'users.ndjson')).subarray(0, 200));
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const stated = manifest.tables.find((table: { name: string }) => table.name === 'users').bytes;
  const damaged = join(dir, 'damaged.tar.gz');
  const entries = readdirSync(join(dir, 'tables')).map((name) => `tables/${name}`);
  await createTar({ gzip: true, cwd: dir, file: damaged }, ['manifest.json', ...entries]);
  const before = portcullis(source, ['audit', 'verify', '--json']);
  const refused = portcullis(source, ['restore', '--force', damaged]);
  assert.equal(
    [refused.code, refused.stderr],
    [1, `restore failed: ${damaged} is not a Portcullis backup: tables/users.ndjson is 200 bytes, its manifest says ${stated} bytes.\n`],
  );
  const after = portcullis(source, ['audit', 'verify', '--json']);
  assert.equal(JSON.parse(after.stdout).last, JSON.parse(before.stdout).last, 'the same log, to the last row');
  assert.is(after.code, 0);
});

test('an older backup (fewer plugins, fewer migrations) is migrated by the restore, and says so', async () => {
  const small = await fresh();
  const old = await bootBackup(small, { plugins: ['users', 'backup'] });
  assert.is((await old.http.as(null).post('/api/auth/setup', { email: 'first@example.test', password: 'a-long-passphrase-42' })).status, 201);
  const file = await download(old, work, 'older.tar.gz');
  await old.stop();
  const target = await fresh();
  const restored = portcullis(target, ['restore', file]);
  assert.is(restored.code, 0, restored.stderr);
  assert.match(
    restored.stdout,
    /\nMigrated to this release: audit:0001_query_indexes, audit:0002_row_count, audit:0003_export_cursors(, gateways:\S+)+\.\n$/,
    restored.stdout,
  );
  const r = await bootBackup(target);
  try {
    const listed = (await r.http.get('/api/audit')).body;
    assert.equal(
      [listed.items[0].action, listed.total],
      ['backup.restore', (await auditRows(r)).length],
      "the audit plugin's row count covers the restored rows",
    );
    assert.ok(listed.items[0].detail.migrated.includes('audit:0002_row_count'));
    assert.equal(
      (await r.kernel.database.execute<{ email: string }>('SELECT email FROM users')).map((row) => row.email),
      ['first@example.test'],
    );
  } finally {
    await r.stop({ keepDatabase: true });
  }
});

test.run();
