import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AuditEntry, auditHashInput, chainHash, GENESIS_HASH } from '../src/index.ts';
import { createTestDatabase, createTestKernel } from '../src/testing/index.ts';
import { notesMigrations, notesPlugin } from './fixtures/notes-plugin.ts';

test('migrations run twice change nothing', async () => {
  const database = await createTestDatabase();
  try {
    const first = await createTestKernel({ plugins: [notesPlugin], database });
    const applied = await first.kernel.database.execute<{ id: string }>('SELECT id FROM portcullis_migrations ORDER BY id');
    assert.equal(applied.map((row) => row.id), ['core:0001_audit_log', 'core:0002_operations', 'core:0003_scheduler', 'core:0004_operation_history', 'core:0005_operation_idempotency', 'core:0006_operation_actor_ref', 'notes:0001_notes', 'notes:0002_notes_index']);
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
    const logged = current.logs.entries().filter((line) => line.msg === 'migration applied').map((line) => line.migration);
    assert.equal(logged, ['notes:0002_notes_index']);
    const index = current.kernel.database.dialect === 'sqlite'
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
    await audit.record({ action: 'test.one', resourceType: 'thing', resourceId: '1' });
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
      await db.run('TRUNCATE audit_log').then(() => assert.unreachable('TRUNCATE allowed'), (error: Error) => assert.match(error.message, /append-only/));
    }
    const rows = await db.execute<{ action: string }>('SELECT action FROM audit_log');
    assert.equal(rows.map((row) => row.action), ['test.one']);
  } finally {
    await t.stop();
  }
});

test('audit rows form a hash chain; retention removes only old rows through the purge path', async () => {
  const t = await createTestKernel();
  try {
    const audit = t.resolve('audit');
    await audit.record({ action: 'a.old', resourceType: 'x', detail: { n: 1, password: 'should-not-appear' } });
    t.manualClock!.advance(400 * 86_400_000);
    await audit.record({ action: 'b.new', resourceType: 'x', detail: { n: 2 } });
    await audit.record({ action: 'c.new', resourceType: 'x', gateway: 'gw', detail: { nested: { z: 1, a: [1, 2] } } });
    const rows = await t.kernel.database.fork().find(AuditEntry, {}, { orderBy: { id: 'asc' } });
    let previous = GENESIS_HASH;
    for (const row of rows) {
      assert.is(row.prevHash, previous);
      assert.is(row.hash, chainHash(row.prevHash, auditHashInput({ ...row, resourceId: row.resourceId ?? null, gateway: row.gateway ?? null, detail: row.detail ?? null, clientIp: row.clientIp ?? null, requestId: row.requestId ?? null })));
      previous = row.hash;
    }
    assert.is(rows[0]!.detail!.password, '[REDACTED]');
    const removed = await audit.purgeOlderThan(new Date(t.clock.now() - 365 * 86_400_000));
    assert.is(removed, 1);
    const left = await t.kernel.database.execute<{ action: string }>('SELECT action FROM audit_log ORDER BY id');
    assert.equal(left.map((row) => row.action), ['b.new', 'c.new']);
    const guard = await t.kernel.database.execute('SELECT * FROM audit_purge');
    assert.is(guard.length, 0, 'the purge window is closed again');
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
      await attempt.then(() => assert.unreachable('should refuse'), (error: Error) => assert.match(error.message, /pass the transaction's entity manager/));
      const nested = db.transaction(() => db.transaction(async () => undefined));
      await nested.then(() => assert.unreachable('should refuse'), (error: Error) => assert.match(error.message, /wait for it forever/));
    } else {
      await attempt;
    }
    let later: Promise<unknown> | null = null;
    await db.transaction(async () => { later = new Promise((resolve) => setImmediate(() => resolve(db.execute('SELECT 1 AS one')))); });
    assert.equal(await later, [{ one: 1 }], 'work scheduled from a transaction runs normally once it has ended');
  } finally {
    await t.stop();
  }
});

test.run();
