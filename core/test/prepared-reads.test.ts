import type { EntityManager } from '@mikro-orm/core';
import { appendAuditRow, createTestKernel, eventually, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AuditEntry } from '../src/audit/entity.ts';
import type { Database } from '../src/db/database.ts';
import { rowDate, rowDateOrNull, rowJson, rowNumber } from '../src/index.ts';
import { Operation } from '../src/operations/entity.ts';
import { Note, notesPlugin } from './fixtures/notes-plugin.ts';

async function withKernel(work: (t: TestKernel) => Promise<void>): Promise<void> {
  const t = await createTestKernel({ plugins: [notesPlugin] });
  try {
    await work(t);
  } finally {
    await t.stop();
  }
}

interface NoteRow {
  id: string;
  text: string;
  gateway: string | null;
  created_at: unknown;
}
const NOTES = 'SELECT id, text, gateway, created_at FROM notes';
const noteOf = (row: NoteRow) => ({ id: row.id, text: row.text, gateway: row.gateway, createdAt: rowDate(row.created_at) });

test('a hot read answers what the ORM answers: text, nulls, datetimes, counts', async () => {
  await withKernel(async (t) => {
    const http = t.http.as('operator');
    await http.post('/api/notes', { text: 'first' });
    await http.post('/api/notes', { text: 'with a gateway', gateway: 'gw-1' });
    const database = t.kernel.database;
    const orm = (await database.fork().find(Note, {}, { orderBy: { id: 'asc' } })).map((note) => ({
      id: note.id,
      text: note.text,
      gateway: note.gateway ?? null,
      createdAt: note.createdAt,
    }));
    const hot = (await database.reads.all<NoteRow>(`${NOTES} ORDER BY id`)).map(noteOf);
    assert.equal(hot, orm);
    assert.is(orm.length, 2);
    const one = await database.reads.one<NoteRow>(`${NOTES} WHERE id = ?`, [orm[1]!.id]);
    assert.equal(noteOf(one!), orm[1]);
    assert.is(await database.reads.one(`${NOTES} WHERE id = ?`, ['missing']), null);
    assert.is(rowNumber((await database.reads.one<{ total: unknown }>('SELECT count(*) AS total FROM notes'))!.total), 2);
  });
});

test('audit rows read hot match the ORM: JSON detail, nullable columns, timestamps', async () => {
  await withKernel(async (t) => {
    await appendAuditRow(t, { action: 'test.hot', resourceType: 'thing', resourceId: '1', detail: { nested: { n: 1 }, list: ['a'] } });
    const [entry] = await t.kernel.database.fork().find(AuditEntry, { action: 'test.hot' });
    const row = await t.kernel.database.reads.one<{ timestamp: unknown; detail: unknown; gateway: unknown }>(
      'SELECT timestamp, detail, gateway FROM audit_log WHERE action = ?',
      ['test.hot'],
    );
    assert.equal(rowDate(row!.timestamp), entry!.timestamp);
    assert.equal(rowJson(row!.detail), entry!.detail);
    assert.is(rowDateOrNull(null), null);
    assert.is(row!.gateway ?? null, entry!.gateway ?? null);
  });
});

test("an operation read hot is the ORM's record: JSON result, error and history, nullable times, idempotency fields", async () => {
  await withKernel(async (t) => {
    const operator = t.http.as('operator');
    const ids = [
      (await operator.post('/api/notes/jobs', { mode: 'succeed' }, { headers: { 'idempotency-key': 'k-1' } })).body.operation_id as string,
      (await operator.post('/api/notes/jobs', { mode: 'fail' })).body.operation_id as string,
    ];
    const operations = t.resolve('operations');
    for (const id of ids) await eventually(async () => ((await operations.get(id))?.completedAt ? true : null));
    for (const id of ids) {
      const entity = await t.kernel.database.fork().findOne(Operation, { id });
      assert.equal({ ...(await operations.get(id)) }, { ...entity }, id);
    }
    assert.is(await operations.get('missing'), null);
  });
});

test('a cached statement sees every committed write at once', async () => {
  await withKernel(async (t) => {
    const count = async () => rowNumber((await t.kernel.database.reads.one<{ total: unknown }>('SELECT count(*) AS total FROM notes'))!.total);
    assert.is(await count(), 0);
    for (let n = 1; n <= 3; n += 1) {
      await t.http.as('operator').post('/api/notes', { text: `note ${n}` });
      assert.is(await count(), n);
    }
  });
});

const insertNote = (database: Database, id: string, em: EntityManager) =>
  database.run(
    "INSERT INTO notes (id, text, gateway, created_at) VALUES (?, 'x', NULL, ?)",
    [id, database.dialect === 'sqlite' ? Date.now() : new Date().toISOString()],
    em,
  );

test("inside a transaction a hot read runs on the transaction's connection and sees its writes, from a cached statement", async () => {
  await withKernel(async (t) => {
    const database = t.kernel.database;
    const seen = await database.transaction(async (em) => {
      const before = await database.reads.all<NoteRow>(NOTES);
      await insertNote(database, 'inside', em);
      const after = await database.reads.all<NoteRow>(NOTES);
      const again = await database.reads.one<NoteRow>(`${NOTES} WHERE id = ?`, ['inside']);
      // PostgreSQL: the named statement was prepared on the transaction's own connection (the view lists that
      // session's statements only).
      const prepared =
        database.dialect === 'postgresql'
          ? (await database.execute<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE name LIKE 'hot%'", [], em)).length
          : null;
      return { before: before.length, after: after.map((row) => row.id), again: again?.id, prepared };
    });
    assert.equal(seen.before, 0);
    assert.equal(seen.after, ['inside']);
    assert.is(seen.again, 'inside');
    if (database.dialect === 'postgresql') assert.ok((seen.prepared ?? 0) >= 2, `prepared on the transaction's connection: ${seen.prepared}`);
    assert.equal(
      (await database.reads.all<NoteRow>(NOTES)).map((row) => row.id),
      ['inside'],
    );
  });
});

test('a rolled-back write read inside its transaction is gone afterwards', async () => {
  await withKernel(async (t) => {
    const database = t.kernel.database;
    const inside = await database
      .transaction(async (em) => {
        await insertNote(database, 'rolled-back', em);
        const rows = await database.reads.all<NoteRow>(NOTES);
        throw Object.assign(new Error('roll back'), { rows });
      })
      .catch((error: Error & { rows?: NoteRow[] }) => error.rows?.map((row) => row.id));
    assert.equal(inside, ['rolled-back']);
    assert.equal(await database.reads.all(NOTES), []);
  });
});

test("outside a transaction a hot read never sees another transaction's uncommitted rows", async () => {
  await withKernel(async (t) => {
    const database = t.kernel.database;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const written = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const writer = database.transaction(async (em) => {
      await insertNote(database, 'uncommitted', em);
      inserted();
      await held;
    });
    await written;
    const reader = database.reads.all<NoteRow>(NOTES);
    // PostgreSQL reads on another connection: the uncommitted row is invisible. SQLite has one connection: the read
    // waits for the commit, then sees the row — never the row while it is still uncommitted.
    const early = database.dialect === 'postgresql' ? await reader : null;
    release();
    await writer;
    if (early) assert.equal(early, []);
    else
      assert.equal(
        (await reader).map((row) => row.id),
        ['uncommitted'],
      );
  });
});

test.run();
