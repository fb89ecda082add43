import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appendAuditRow, createTestDatabase, createTestKernel, testDialect } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { notesMigrations, notesPlugin } from './fixtures/notes-plugin.ts';

test('migrations run twice change nothing', async () => {
  const database = await createTestDatabase();
  try {
    const first = await createTestKernel({ plugins: [notesPlugin], database });
    const applied = await first.kernel.database.execute<{ id: string }>('SELECT id FROM portcullis_migrations ORDER BY id');
    assert.equal(
      applied.map((row) => row.id),
      [
        'core:0001_audit_log',
        'core:0002_operations',
        'core:0003_scheduler',
        'core:0004_operation_history',
        'core:0005_audit_intents',
        'core:0006_audit_keyed_chain',
        'core:0007_audit_guards',
        'core:0008_operation_idempotency',
        'core:0009_operation_actor_ref',
        'core:0010_operation_cancel',
        'core:0011_event_log',
        'core:0012_instance_serves',
        'notes:0001_notes',
        'notes:0002_notes_index',
      ],
    );
    await first.http.as('operator').post('/api/notes', { text: 'kept' });
    await first.stop();
    const second = await createTestKernel({ plugins: [notesPlugin], database });
    const again = await second.kernel.database.execute<{ id: string }>('SELECT id FROM portcullis_migrations ORDER BY id');
    assert.equal(again, applied);
    assert.not.match(second.logs.text(), /migration applied/);
    assert.is((await second.http.get('/api/notes')).body.total, 1);
    await second.stop();
  } finally {
    await database.drop();
  }
});

test('a database left at an older migration is brought forward', async () => {
  const database = await createTestDatabase();
  try {
    const older = { ...notesPlugin, migrations: { sqlite: notesMigrations.sqlite.slice(0, 1), postgresql: notesMigrations.postgresql.slice(0, 1) } };
    const first = await createTestKernel({ plugins: [older], database });
    await first.stop();
    const current = await createTestKernel({ plugins: [notesPlugin], database });
    const logged = current.logs
      .entries()
      .filter((line) => line.msg === 'migration applied')
      .map((line) => line.migration);
    assert.equal(logged, ['notes:0002_notes_index']);
    const index =
      current.kernel.database.dialect === 'sqlite'
        ? await current.kernel.database.execute("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'notes_created'")
        : await current.kernel.database.execute("SELECT indexname FROM pg_indexes WHERE indexname = 'notes_created'");
    assert.is(index.length, 1);
    await current.stop();
  } finally {
    await database.drop();
  }
});

test('the audit table refuses UPDATE and DELETE at the database level', async () => {
  const t = await createTestKernel();
  try {
    const audit = t.resolve('audit');
    await appendAuditRow(t, { action: 'test.one', resourceType: 'thing', resourceId: '1' });
    const db = t.kernel.database;
    for (const statement of ["UPDATE audit_log SET action = 'forged'", 'DELETE FROM audit_log']) {
      let refused = '';
      try {
        await db.run(statement);
      } catch (error) {
        refused = (error as Error).message;
      }
      assert.match(refused, /audit_log is append-only/, statement);
    }
    if (db.dialect === 'postgresql') {
      await db.run('TRUNCATE audit_log').then(
        () => assert.unreachable('TRUNCATE allowed'),
        (error: Error) => assert.match(error.message, /append-only/),
      );
    }
    const rows = await db.execute<{ action: string }>('SELECT action FROM audit_log');
    assert.equal(
      rows.map((row) => row.action),
      ['test.one'],
    );
  } finally {
    await t.stop();
  }
});

test('on SQLite, a query that bypasses the open transaction fails loudly instead of waiting forever', async () => {
  const t = await createTestKernel();
  try {
    const db = t.kernel.database;
    const attempt = db.transaction(async (em) => {
      await db.execute('SELECT 1 AS one', [], em);
      await db.execute('SELECT 1 AS one');
    });
    if (db.dialect === 'sqlite') {
      await attempt.then(
        () => assert.unreachable('should refuse'),
        (error: Error) => assert.match(error.message, /pass the transaction's entity manager/),
      );
      const nested = db.transaction(() => db.transaction(async () => undefined));
      await nested.then(
        () => assert.unreachable('should refuse'),
        (error: Error) => assert.match(error.message, /wait for it forever/),
      );
    } else {
      await attempt;
    }
    let later: Promise<unknown> | null = null;
    await db.transaction(async () => {
      later = new Promise((resolve) => setImmediate(() => resolve(db.execute('SELECT 1 AS one'))));
    });
    assert.equal(await later, [{ one: 1 }], 'work scheduled from a transaction runs normally once it has ended');
  } finally {
    await t.stop();
  }
});

if (testDialect() === 'sqlite') {
  const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

  test('the SQLite database and its -wal and -shm files are readable by the service user only', async () => {
    const database = await createTestDatabase();
    const dataDir = join(database.dataDir, 'fresh');
    const t = await createTestKernel({ plugins: [notesPlugin], database, env: { SERVICE_DATA_DIR: dataDir } });
    try {
      assert.is((await t.http.as('operator').post('/api/notes', { text: 'in the WAL' })).status, 201);
      const file = t.database.sqliteFile!;
      assert.equal([mode(file), mode(`${file}-wal`), mode(`${file}-shm`)], ['600', '600', '600']);
      assert.is(mode(join(dataDir, 'secret.key')), '600');
      assert.is(mode(dataDir), '700');
    } finally {
      await t.stop();
    }
  });

  test('a world-readable database file left by an older version is made private at start', async () => {
    const database = await createTestDatabase();
    mkdirSync(database.dataDir, { recursive: true });
    writeFileSync(database.sqliteFile!, '', { mode: 0o644 });
    const t = await createTestKernel({ plugins: [notesPlugin], database });
    try {
      assert.is(mode(database.sqliteFile!), '600');
    } finally {
      await t.stop();
    }
  });
}

test.run();
