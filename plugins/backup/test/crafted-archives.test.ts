// Restore trusts nothing in an archive, on SQLite and PostgreSQL: SQL dumps and database files (format 1, or slipped
// into format 2), tables, columns and names our schema lacks, manifests that lie about the schema or the content,
// and gzip bombs are refused, and the database it would replace is left exactly as it was. What does go in is data:
// a value that reads like SQL is stored as text, and the audit log's guards are ours even when the backup's source
// had lost them.
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { connectTestDatabase, createTestDatabase, type TestDatabase, testDialect } from '@portcullis/testing';
import { create as createTar, Header } from 'tar';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pack, setTable, tableLines, type Unpacked, unpack } from './archives.ts';
import { bootBackup, download, portcullis } from './helpers.ts';

const work = mkdtempSync(join(tmpdir(), 'portcullis-crafted-'));
const databases: TestDatabase[] = [];
async function fresh(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}
test.after(async () => {
  for (const database of databases) await database.drop();
});

const source = await fresh();
const t = await bootBackup(source);
assert.is((await t.http.as(null).post('/api/auth/setup', { email: 'admin@example.test', password: 'a-long-passphrase-42' })).status, 201);
assert.is((await t.http.post('/api/auth/users', { email: 'ops@example.test', role: 'operator', password: 'another-passphrase-7' })).status, 201);
const good = await download(t, work, 'good.tar.gz');
await t.stop({ keepDatabase: true });

// The target already holds a Portcullis database: every refusal below must leave it as it is (restores use --force).
const target = await fresh();
const first = portcullis(target, ['restore', good]);
assert.is(first.code, 0, first.stderr);

/** What a restore must not change: the SQLite data directory byte for byte; PostgreSQL's objects and rows. */
async function fingerprint(database: TestDatabase): Promise<unknown> {
  if (database.dialect === 'sqlite') {
    return readdirSync(database.dataDir)
      .sort()
      .map((name) => [
        name,
        name.endsWith('.db')
          ? createHash('sha256')
              .update(readFileSync(join(database.dataDir, name)))
              .digest('hex')
          : null,
      ]);
  }
  const raw = await connectTestDatabase(database);
  try {
    return {
      tables: await raw.execute('SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1'),
      functions: await raw.execute('SELECT proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema() ORDER BY 1'),
      triggers: await raw.execute('SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1'),
      extensions: await raw.execute('SELECT extname FROM pg_extension ORDER BY 1'),
      users: await raw.execute('SELECT email, role FROM users ORDER BY email'),
      audit: await raw.execute('SELECT id::text AS id, hash FROM audit_log ORDER BY id'),
    };
  } finally {
    await raw.close();
  }
}

/** Restores `archive` over the target: refused with `reason`, and the target exactly as it was. */
async function refusedUntouched(archive: string, reason: RegExp, nodeFlags: string[] = []): Promise<string> {
  const before = await fingerprint(target);
  const run = portcullis(target, ['restore', '--force', archive], {}, nodeFlags);
  assert.is(run.code, 1, run.stderr);
  assert.match(run.stderr, reason, run.stderr);
  assert.not.match(run.stdout, /Restored|Migrated/);
  assert.equal(await fingerprint(target), before, 'the target is untouched');
  assert.equal(
    readdirSync(target.dataDir).filter((name) => name.startsWith('.restore-') || name.endsWith('.restoring')),
    [],
    'no work files left behind',
  );
  return run.stderr;
}

const marker = join(tmpdir(), `portcullis-pwned-${randomBytes(4).toString('hex')}`);
const manifestOf = (archive: Unpacked) => archive.manifest;

test('format 1 archives (a pg_dump, a SQLite file) are refused unread, with what to do instead', async () => {
  const dir = mkdtempSync(join(work, 'format1-'));
  const dump = [
    `COPY (SELECT 1) TO PROGRAM 'touch ${marker}';`,
    'CREATE FUNCTION evil() RETURNS trigger AS $$ BEGIN RETURN NEW; END $$ LANGUAGE plpgsql;',
    'CREATE TRIGGER evil AFTER INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION evil();',
    'CREATE EXTENSION IF NOT EXISTS pgcrypto;',
  ].join('\n');
  writeFileSync(join(dir, 'database.pgdump'), dump);
  writeFileSync(join(dir, 'database.sqlite'), 'CREATE TRIGGER evil AFTER INSERT ON audit_log BEGIN DELETE FROM users; END;');
  const manifest = { ...manifestOf(await unpack(good, work)), format_version: 1, dialect: testDialect() };
  delete (manifest as Record<string, unknown>).tables;
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  for (const snapshot of ['database.pgdump', 'database.sqlite']) {
    const file = join(dir, `${snapshot}.tar.gz`);
    await createTar({ gzip: true, cwd: dir, file }, ['manifest.json', snapshot]);
    const stderr = await refusedUntouched(file, /in backup format 1; this release restores format 2 only/);
    assert.match(stderr, /Restore it with the release that made it, then take a new backup\.\n$/);
  }
  assert.not.ok(existsSync(marker), 'COPY TO PROGRAM never ran');
});

test('a SQL dump or a database file slipped into a format 2 archive is refused', async () => {
  for (const smuggled of ['database.pgdump', 'database.sqlite']) {
    const archive = await unpack(good, work);
    writeFileSync(join(archive.dir, smuggled), `COPY (SELECT 1) TO PROGRAM 'touch ${marker}';\n`);
    await refusedUntouched(
      await pack(archive, 'smuggled.tar.gz', [smuggled]),
      new RegExp(`it holds ${smuggled.replace('.', '\\.')}, which its manifest does not name`),
    );
  }
  assert.not.ok(existsSync(marker));
});

test('tables and columns our schema lacks, or lacking ones it has, and hostile names are refused', async () => {
  const extraTable = await unpack(good, work);
  setTable(extraTable, 'evil', ['payload'], ['["CREATE TRIGGER evil AFTER INSERT ON audit_log BEGIN DELETE FROM users; END"]']);
  await refusedUntouched(await pack(extraTable, 'extra-table.tar.gz'), /table evil is not in that schema/);

  const extraColumn = await unpack(good, work);
  const users = extraColumn.manifest.tables.find((table) => table.name === 'users')!;
  const widened = tableLines(extraColumn, 'users').map((line) => JSON.stringify([...JSON.parse(line), 'x']));
  setTable(extraColumn, 'users', [...users.columns, 'evil'], widened);
  await refusedUntouched(await pack(extraColumn, 'extra-column.tar.gz'), /users has columns that schema lacks \(evil\)/);

  const missing = await unpack(good, work);
  missing.manifest.tables = missing.manifest.tables.filter((table) => table.name !== 'user_sessions');
  await refusedUntouched(await pack(missing, 'missing-table.tar.gz'), /it lacks the tables user_sessions/);

  const named = await unpack(good, work);
  const hostileName = 'users"; DROP TABLE audit_log; --';
  copyFileSync(join(named.dir, 'tables', 'users.ndjson'), join(named.dir, 'tables', `${hostileName}.ndjson`));
  named.manifest.tables.find((table) => table.name === 'users')!.name = hostileName;
  await refusedUntouched(await pack(named, 'hostile-name.tar.gz'), /its manifest is not one this release reads \(tables\.\d+\.name\)/);
});

test('a manifest that lies about the schema or the content is refused', async () => {
  const older = await unpack(good, work);
  // An older release: the audit plugin before its row count (and so before everything after it).
  assert.ok(older.manifest.migrations.includes('audit:0002_row_count'));
  older.manifest.migrations = older.manifest.migrations.filter((id) => !id.startsWith('audit:') || id === 'audit:0001_query_indexes');
  await refusedUntouched(await pack(older, 'older-schema.tar.gz'), /table audit_log_rows is not in that schema/);

  const gap = await unpack(good, work);
  gap.manifest.migrations = gap.manifest.migrations.filter((id) => id !== 'core:0001_audit_log');
  await refusedUntouched(await pack(gap, 'gap.tar.gz'), /names migrations without the ones before them \(core:/);

  const rows = await unpack(good, work);
  rows.manifest.tables.find((table) => table.name === 'users')!.rows += 1;
  await refusedUntouched(await pack(rows, 'rows.tar.gz'), /users holds 2 rows, its manifest says 3/);

  const digest = await unpack(good, work);
  const file = join(digest.dir, 'tables', 'users.ndjson');
  writeFileSync(file, readFileSync(file, 'utf8').replace('ops@example.test', 'ops@example.tesT'));
  await refusedUntouched(await pack(digest, 'digest.tar.gz'), /tables\/users\.ndjson does not have the SHA-256 digest its manifest states/);

  const width = await unpack(good, work);
  const columns = width.manifest.tables.find((table) => table.name === 'users')!.columns;
  setTable(width, 'users', columns, ['["only one value"]']);
  await refusedUntouched(await pack(width, 'width.tar.gz'), new RegExp(`line 1 of users is not a row of ${columns.length} values`));

  const typed = await unpack(good, work);
  const email = columns.indexOf('email');
  const nulled = tableLines(typed, 'users').map((line) => JSON.stringify((JSON.parse(line) as unknown[]).map((cell, i) => (i === email ? null : cell))));
  setTable(typed, 'users', columns, nulled);
  await refusedUntouched(await pack(typed, 'typed.tar.gz'), /lines 1 to 2 of users cannot be restored: /);
});

test('a value that reads like SQL is restored as text and never run', async () => {
  const archive = await unpack(good, work);
  const columns = archive.manifest.tables.find((table) => table.name === 'users')!.columns;
  const email = columns.indexOf('email');
  const hostile = `x'); DROP TABLE audit_log; COPY (SELECT 1) TO PROGRAM 'touch ${marker}'; --`;
  const lines = tableLines(archive, 'users').map((line) => {
    const row = JSON.parse(line) as unknown[];
    if (row[email] === 'ops@example.test') row[email] = hostile;
    return JSON.stringify(row);
  });
  setTable(archive, 'users', columns, lines);
  const into = await fresh();
  const restored = portcullis(into, ['restore', await pack(archive, 'values.tar.gz')]);
  assert.is(restored.code, 0, restored.stderr);
  const raw = await connectTestDatabase(into);
  try {
    assert.equal(
      (await raw.execute<{ email: string }>('SELECT email FROM users ORDER BY email')).map((row) => row.email),
      ['admin@example.test', hostile],
    );
    assert.ok((await raw.execute('SELECT id FROM audit_log')).length > 0, 'the audit log is there');
  } finally {
    await raw.close();
  }
  assert.not.ok(existsSync(marker));
});

const GUARDS = {
  sqlite: ['DROP TRIGGER audit_log_no_update', 'DROP TRIGGER audit_log_no_delete'],
  postgresql: ['DROP TRIGGER audit_log_append_only ON audit_log', 'DROP TRIGGER audit_log_no_truncate ON audit_log'],
};

test("restore re-creates the audit log's append-only guards that the backup's source had lost", async () => {
  const stripped = await fresh();
  const s = await bootBackup(stripped);
  assert.is((await s.http.as(null).post('/api/auth/setup', { email: 'admin@example.test', password: 'a-long-passphrase-42' })).status, 201);
  await s.stop({ keepDatabase: true });
  const raw = await connectTestDatabase(stripped);
  try {
    for (const sql of GUARDS[stripped.dialect]) await raw.run(sql);
    assert.ok((await raw.run("UPDATE audit_log SET actor = 'forged' WHERE id = 1")) === 1, 'the source lets the audit log be rewritten');
  } finally {
    await raw.close();
  }
  const file = join(work, 'stripped.tar.gz');
  const made = portcullis(stripped, ['backup', '--out', file]);
  assert.is(made.code, 0, made.stderr);
  const into = await fresh();
  const restored = portcullis(into, ['restore', file]);
  assert.is(restored.code, 0, restored.stderr);
  const check = await connectTestDatabase(into);
  try {
    assert.equal((await check.execute<{ actor: string }>('SELECT actor FROM audit_log WHERE id = 1'))[0]?.actor, 'forged', 'the rows are the backup’s');
    for (const sql of ["UPDATE audit_log SET actor = 'again' WHERE id = 1", 'DELETE FROM audit_log WHERE id = 1']) {
      const outcome = await check.run(sql).then(
        () => 'changed',
        (error: Error) => error.message,
      );
      assert.match(outcome, /audit_log is append-only/, sql);
    }
  } finally {
    await check.close();
  }
});

const PEAK_RSS = ['--import', fileURLToPath(new URL('./peak-rss.mjs', import.meta.url))];
const GIB = 1024 * 1024 * 1024;
/** A restore that refuses a bomb before opening any database stays well below this; the bombs inflate to 1 GiB. */
const MEMORY_BOUND_KIB = 300 * 1024;

function peakOf(stderr: string): number {
  return Number(/peak-rss-kib (\d+)/.exec(stderr)?.[1]);
}

/** A gzip file of `head` followed by `zeros` zero bytes: about a megabyte per gigabyte. */
async function bomb(name: string, head: Buffer, zeros: number): Promise<string> {
  const file = join(work, name);
  const chunk = Buffer.alloc(1024 * 1024);
  async function* content() {
    yield head;
    for (let left = zeros; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
  }
  await pipeline(content(), createGzip({ level: 9 }), createWriteStream(file));
  return file;
}

test('a gzip bomb is refused as it inflates, in bounded memory', async () => {
  // A genuine backup with a gigabyte of zeros after its last entry, in the same gzip stream.
  const padded = await bomb('padded-bomb.tar.gz', gunzipSync(readFileSync(good)), GIB);
  const stderr = await refusedUntouched(padded, /it inflates past the \d+ bytes its manifest accounts for/, PEAK_RSS);
  assert.ok(peakOf(stderr) > 0 && peakOf(stderr) < MEMORY_BOUND_KIB, `peak RSS ${peakOf(stderr)} KiB`);

  // A manifest entry that says it is a gigabyte long.
  const header = new Header({ path: 'manifest.json', size: GIB, type: 'File', mode: 0o644, mtime: new Date(0) });
  const block = Buffer.alloc(512);
  header.encode(block, 0);
  const huge = await bomb('manifest-bomb.tar.gz', block, GIB);
  const refused = await refusedUntouched(huge, /its manifest\.json is larger than 1048576 bytes/, PEAK_RSS);
  assert.ok(peakOf(refused) > 0 && peakOf(refused) < MEMORY_BOUND_KIB, `peak RSS ${peakOf(refused)} KiB`);

  // A tar compressed twice, which tar would otherwise inflate by itself, past the count.
  const nested = join(work, 'nested.tar.gz');
  writeFileSync(nested, gzipSync(readFileSync(good)));
  await refusedUntouched(nested, /its first entry is not manifest\.json/);
});

if (testDialect() === 'postgresql') {
  test('PostgreSQL: a role that only owns its database restores, over its own data too (docs/backup-restore.md)', async () => {
    const owned = await fresh();
    const role = `portcullis_owner_${randomBytes(4).toString('hex')}`;
    const url = new URL(owned.env.SERVICE_DATABASE_URL!);
    const admin = await connectTestDatabase(owned);
    try {
      await admin.execute(`CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`);
      await admin.execute(`ALTER DATABASE ${url.pathname.slice(1)} OWNER TO ${role}`);
      url.username = role;
      const asOwner = { ...owned, env: { ...owned.env, SERVICE_DATABASE_URL: url.toString() } };
      for (const args of [
        ['restore', good],
        ['restore', '--force', good],
      ]) {
        const run = portcullis(asOwner, args);
        assert.is(run.code, 0, run.stderr);
      }
      const [owner] = await admin.execute<{ superuser: boolean; tables: string }>(
        `SELECT r.rolsuper AS superuser, (SELECT COUNT(*) FROM pg_tables WHERE schemaname = 'public' AND tableowner = r.rolname)::text AS tables FROM pg_roles r WHERE r.rolname = ?`,
        [role],
      );
      assert.equal(owner?.superuser, false);
      assert.ok(Number(owner?.tables) > 10, "the tables are the role's own");
      assert.equal(
        (await admin.execute<{ email: string }>('SELECT email FROM users ORDER BY email')).map((row) => row.email),
        ['admin@example.test', 'ops@example.test'],
      );
    } finally {
      await admin.execute(`REASSIGN OWNED BY ${role} TO CURRENT_USER`).catch(() => undefined);
      await admin.execute(`DROP OWNED BY ${role}`).catch(() => undefined);
      await admin.close();
      await owned.drop();
      const cleanup = await connectTestDatabase(target);
      await cleanup.execute(`DROP ROLE IF EXISTS ${role}`).finally(() => cleanup.close());
    }
  });
}

test('the normal backup still restores after all the refusals', async () => {
  const again = portcullis(target, ['restore', '--force', good]);
  assert.is(again.code, 0, again.stderr);
  const raw = await connectTestDatabase(target);
  try {
    assert.equal(
      (await raw.execute<{ email: string }>('SELECT email FROM users ORDER BY email')).map((row) => row.email),
      ['admin@example.test', 'ops@example.test'],
    );
  } finally {
    await raw.close();
  }
});

test.run();
