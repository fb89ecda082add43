import { appendAuditRow, createTestKernel, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AuditEntry } from '../src/audit/entity.ts';
import type { Database } from '../src/db/database.ts';
import { type TablesOf, typedQueries } from '../src/index.ts';
import { Note, notesPlugin } from './fixtures/notes-plugin.ts';

const query = typedQueries<TablesOf<typeof Note | typeof AuditEntry>>();
const allNotes = query((db) => db.selectFrom('notes').selectAll().orderBy('id'));
const noteById = query((db, args: { id: string }) => db.selectFrom('notes').select(['id', 'text', 'createdAt']).where('id', '=', args.id));
const insertNote = query((db, args: { id: string; createdAt: Date }) =>
  db.insertInto('notes').values({ id: args.id, text: 'typed', gateway: null, createdAt: args.createdAt }),
);
const notesAmong = query((db, args: { ids: string[] }, { listOf }) => db.selectFrom('notes').select('id').where('id', 'in', listOf(args.ids)).orderBy('id'));
const notesPerDay = query((db, _args, { utcDay }) =>
  db
    .selectFrom('notes')
    .select((eb) => [utcDay(eb.ref('createdAt')).as('day'), eb.fn.countAll().as('notes')])
    .groupBy((eb) => utcDay(eb.ref('createdAt')))
    .orderBy('day'),
);
type NoteRow = { id: string; text: string; gateway: string | null; createdAt: Date };
const notesInserted = query((db, args: { notes: NoteRow[] }, { rowsOf }) =>
  db
    .insertInto('notes')
    .columns(['id', 'text', 'gateway', 'createdAt'])
    .expression(
      db
        .selectFrom(rowsOf(args.notes, 'notes', ['id', 'text', 'gateway', 'createdAt']).as('note'))
        .select(['note.id', 'note.text', 'note.gateway', 'note.createdAt']),
    ),
);
const newNotesInserted = query((db, args: { notes: NoteRow[] }, { rowsOf }) =>
  db
    .insertInto('notes')
    .columns(['id', 'text', 'gateway', 'createdAt'])
    .expression(
      db
        .selectFrom(rowsOf(args.notes, 'notes', ['id', 'text', 'gateway', 'createdAt']).as('note'))
        .select(['note.id', 'note.text', 'note.gateway', 'note.createdAt']),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id'),
);
const notesRetexted = query((db, args: { texts: Array<{ id: string; text: string }> }, { rowsOf }) =>
  db
    .updateTable('notes')
    .from(rowsOf(args.texts, 'notes', ['id', 'text']).as('change'))
    .set((eb) => ({ text: eb.ref('change.text') }))
    .whereRef('notes.id', '=', 'change.id'),
);
const flaggedNames = query((db, args: { rows: Array<{ name: string | null; flag: boolean; at: Date; doc: unknown; n: number }> }, { rowsOf }) =>
  db
    .selectFrom(rowsOf(args.rows, { name: 'text', flag: 'boolean', at: 'datetime', doc: 'json', n: 'integer' }).as('row'))
    .select(['row.name', 'row.n'])
    .where('row.flag', '=', true),
);
const fixedNotes = query((db, _args, { rowsOf }) =>
  db
    .selectFrom('notes')
    .select('notes.id')
    .where('notes.id', 'in', (eb) => eb.selectFrom(rowsOf([{ id: 'b' }, { id: "quote'd" }], 'notes', ['id']).as('fixed')).select('fixed.id'))
    .orderBy('notes.id'),
);
const auditInserted = query((db, args: { entries: Array<{ action: string; timestamp: Date; detail: Record<string, unknown> | null }> }, { rowsOf }) =>
  db
    .insertInto('audit_log')
    .columns(['action', 'timestamp', 'detail', 'actor', 'actorType', 'resourceType', 'prevHash', 'hash', 'hashAlg'])
    .expression(
      db
        .selectFrom(rowsOf(args.entries, 'audit_log', ['action', 'timestamp', 'detail']).as('entry'))
        .select((eb) => [
          'entry.action',
          'entry.timestamp',
          'entry.detail',
          eb.val('tester').as('actor'),
          eb.val('user').as('actorType'),
          eb.val('thing').as('resourceType'),
          eb.val('').as('prevHash'),
          eb.val('').as('hash'),
          eb.val('sha256').as('hashAlg'),
        ]),
    ),
);
const auditByAction = query((db, args: { action: string }) =>
  db.selectFrom('audit_log').select(['id', 'timestamp', 'detail', 'gateway', 'intentId']).where('action', '=', args.action),
);

async function withKernel(work: (database: Database, t: TestKernel) => Promise<void>): Promise<void> {
  const t = await createTestKernel({ plugins: [notesPlugin] });
  try {
    await work(t.kernel.database, t);
  } finally {
    await t.stop();
  }
}

test('a typed read answers what the ORM answers, under property names: datetimes, JSON, bigint ids, nulls', async () => {
  await withKernel(async (database, t) => {
    await t.http.as('operator').post('/api/notes', { text: 'first' });
    const [note] = await database.fork().find(Note, {});
    assert.equal(await database.queries.all(allNotes, {}), [{ id: note!.id, text: 'first', gateway: null, createdAt: note!.createdAt }]);
    assert.equal(await database.queries.one(noteById, { id: note!.id }), { id: note!.id, text: 'first', createdAt: note!.createdAt });
    assert.is(await database.queries.one(noteById, { id: 'missing' }), null);

    await appendAuditRow(t, { action: 'test.typed', resourceType: 'thing', resourceId: '1', detail: { nested: { n: 1 }, list: ['a'] } });
    const [entry] = await database.fork().find(AuditEntry, { action: 'test.typed' });
    const row = await database.queries.one(auditByAction, { action: 'test.typed' });
    assert.equal(row, { id: entry!.id, timestamp: entry!.timestamp, detail: entry!.detail, gateway: null, intentId: null });
  });
});

test("inside a transaction a typed read sees the transaction's uncommitted write; outside, it never does", async () => {
  await withKernel(async (database) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: (ids: string[]) => void;
    const seenInside = new Promise<string[]>((resolve) => {
      inserted = resolve;
    });
    const writer = database.transaction(async () => {
      assert.is(await database.queries.run(insertNote, { id: 'uncommitted', createdAt: new Date() }), 1);
      inserted((await database.queries.all(allNotes, {})).map((note) => note.id));
      await held;
    });
    assert.equal(await seenInside, ['uncommitted']);
    const outside = database.queries.all(allNotes, {});
    // PostgreSQL reads on another connection: the uncommitted row is invisible. SQLite has one connection: the read
    // waits for the commit, then sees the row, never the row while it is still uncommitted.
    const early = database.dialect === 'postgresql' ? await outside : null;
    release();
    await writer;
    if (early) assert.equal(early, []);
    else
      assert.equal(
        (await outside).map((note) => note.id),
        ['uncommitted'],
      );
  });
});

test('a typed write rolled back with its transaction is gone', async () => {
  await withKernel(async (database) => {
    const inside = await database
      .transaction(async (em) => {
        await database.queries.run(insertNote, { id: 'rolled-back', createdAt: new Date() }, em);
        throw Object.assign(new Error('roll back'), { rows: await database.queries.all(allNotes, {}, em) });
      })
      .catch((error: Error & { rows?: Array<{ id: string }> }) => error.rows?.map((row) => row.id));
    assert.equal(inside, ['rolled-back']);
    assert.equal(await database.queries.all(allNotes, {}), []);
  });
});

test('on SQLite a typed query given an entity manager outside the open transaction fails instead of waiting for it', async () => {
  await withKernel(async (database) => {
    if (database.dialect !== 'sqlite') return;
    const failure = await database
      .transaction(() => database.queries.all(allNotes, {}, database.fork()))
      .then(
        () => null,
        (error: Error) => error.message,
      );
    assert.match(failure ?? '', /outside the open transaction/);
  });
});

test('a typed query is compiled and prepared once, then only bound', async () => {
  await withKernel(async (database) => {
    const connection = database.orm.em.getConnection() as unknown as { getNativeClient(): Promise<{ prepare(sql: string): unknown }> };
    const prepared: string[] = [];
    if (database.dialect === 'sqlite') {
      const native = await connection.getNativeClient();
      const prepare = native.prepare.bind(native);
      native.prepare = (sql: string) => {
        prepared.push(sql);
        return prepare(sql);
      };
    }
    let builds = 0;
    const counted = query((db, args: { id: string }) => {
      builds += 1;
      return db.selectFrom('notes').select('id').where('id', '=', args.id);
    });
    const statements = await database.transaction(async (em) => {
      for (const id of ['a', 'b', 'c']) await database.queries.one(counted, { id });
      // PostgreSQL: the named statements of the transaction's session.
      return database.dialect === 'postgresql'
        ? (await database.execute<{ statement: string }>("SELECT statement FROM pg_prepared_statements WHERE name LIKE 'hot%'", [], em)).map(
            (row) => row.statement,
          )
        : prepared;
    });
    assert.is(builds, 1);
    assert.is(statements.filter((sql) => sql.includes('from "notes" where "id" =')).length, 1, statements.join('\n'));
  });
});

test('a list argument matches any of its values, however many, on one prepared statement', async () => {
  await withKernel(async (database) => {
    for (const id of ['a', 'b', 'c', "quote'd"]) await database.queries.run(insertNote, { id, createdAt: new Date() });
    const ids = async (among: string[]) => (await database.queries.all(notesAmong, { ids: among })).map((note) => note.id);
    assert.equal(await ids([]), []);
    assert.equal(await ids(['b']), ['b']);
    assert.equal(await ids(['c', 'a', 'missing', "quote'd"]), ['a', 'c', "quote'd"]);
    assert.equal(await ids(Array.from({ length: 2000 }, (_, i) => (i === 1999 ? 'a' : `x${i}`))), ['a']);
  });
});

test('rowsOf inserts a batch of any size in one statement, each value as the ORM stores it', async () => {
  await withKernel(async (database) => {
    const noteOf = (id: string, index: number): NoteRow => ({
      id,
      text: index % 2 === 0 ? `it's "quoted" \\ ${id} — ünïcødé 🚦` : `plain ${id}`,
      gateway: index % 3 === 0 ? null : `gw-${index}`,
      createdAt: new Date(Date.UTC(2026, 2, 1) + index * 1001 + 7),
    });
    let expected: NoteRow[] = [];
    for (const [size, prefix] of [
      [0, 'none'],
      [1, 'one'],
      [3, 'few'],
      [2000, 'many'],
    ] as const) {
      const batch = Array.from({ length: size }, (_, index) => noteOf(`${prefix}-${String(index).padStart(4, '0')}`, index));
      assert.is(await database.queries.run(notesInserted, { notes: batch }), size);
      expected = [...expected, ...batch].sort((a, b) => (a.id < b.id ? -1 : 1));
      assert.equal(await database.queries.all(allNotes, {}), expected);
    }
    const [stored] = await database.fork().find(Note, { id: 'one-0000' });
    assert.equal(
      { ...stored },
      expected.find((note) => note.id === 'one-0000'),
    );
  });
});

test('rowsOf inserts with ON CONFLICT DO NOTHING, as written, on both databases: only the new rows, their ids returned', async () => {
  await withKernel(async (database) => {
    const note = (id: string, text: string): NoteRow => ({ id, text, gateway: null, createdAt: new Date(Date.UTC(2026, 2, 1)) });
    assert.equal(await database.queries.all(newNotesInserted, { notes: [note('a', 'first'), note('b', 'first')] }), [{ id: 'a' }, { id: 'b' }]);
    const added = await database.queries.all(newNotesInserted, { notes: [note('b', 'second'), note('c', 'second')] });
    assert.equal(added, [{ id: 'c' }]);
    assert.equal(
      (await database.queries.all(allNotes, {})).map((row) => [row.id, row.text]),
      [
        ['a', 'first'],
        ['b', 'first'],
        ['c', 'second'],
      ],
    );
  });
});

test('rowsOf carries JSON as the ORM stores it, nulls as nulls', async () => {
  await withKernel(async (database) => {
    const detail = { nested: { n: 1.5, ok: true }, list: ["it's", 'ü'], empty: null };
    const timestamp = new Date('2026-03-01T12:34:56.789Z');
    await database.queries.run(auditInserted, {
      entries: [
        { action: 'rows.json', timestamp, detail },
        { action: 'rows.null', timestamp, detail: null },
      ],
    });
    const row = await database.queries.one(auditByAction, { action: 'rows.json' });
    assert.equal({ timestamp: row!.timestamp, detail: row!.detail, gateway: row!.gateway }, { timestamp, detail, gateway: null });
    assert.is((await database.queries.one(auditByAction, { action: 'rows.null' }))!.detail, null);
    const [entry] = await database.fork().find(AuditEntry, { action: 'rows.json' });
    assert.equal(entry!.detail, detail);
  });
});

test('rowsOf updates many rows from their own records in one UPDATE ... FROM', async () => {
  await withKernel(async (database) => {
    for (const id of ['a', 'b', 'c']) await database.queries.run(insertNote, { id, createdAt: new Date() });
    const changed = await database.queries.run(notesRetexted, {
      texts: [
        { id: 'a', text: 'first' },
        { id: 'c', text: "thïrd's" },
        { id: 'missing', text: 'none' },
      ],
    });
    assert.is(changed, 2);
    assert.equal(
      (await database.queries.all(allNotes, {})).map((note) => [note.id, note.text]),
      [
        ['a', 'first'],
        ['b', 'typed'],
        ['c', "thïrd's"],
      ],
    );
    assert.is(await database.queries.run(notesRetexted, { texts: [] }), 0);
  });
});

test('rowsOf with columns typed explicitly: booleans compare with bound booleans, nulls stay null', async () => {
  await withKernel(async (database) => {
    const at = new Date();
    const rows = [
      { name: 'yes', flag: true, at, doc: { a: 1 }, n: 1 },
      { name: 'no', flag: false, at, doc: null, n: 2 },
      { name: null, flag: true, at, doc: 'text', n: 3 },
    ];
    const found = await database.queries.all(flaggedNames, { rows });
    assert.equal(
      found.map((row) => ({ name: row.name, n: Number(row.n) })),
      [
        { name: 'yes', n: 1 },
        { name: null, n: 3 },
      ],
    );
  });
});

test('rowsOf with records the query fixes binds them like an argument', async () => {
  await withKernel(async (database) => {
    for (const id of ['a', 'b', "quote'd"]) await database.queries.run(insertNote, { id, createdAt: new Date() });
    assert.equal(
      (await database.queries.all(fixedNotes, {})).map((note) => note.id),
      ['b', "quote'd"],
    );
  });
});

test('utcDay groups datetimes by their UTC day on either database', async () => {
  await withKernel(async (database) => {
    const instants = ['2026-03-01T00:00:00.000Z', '2026-03-01T23:59:59.999Z', '2026-03-02T00:00:00.000Z'];
    for (const [index, instant] of instants.entries()) await database.queries.run(insertNote, { id: `n${index}`, createdAt: new Date(instant) });
    const days = (await database.queries.all(notesPerDay, {})).map((row) => ({ day: row.day, notes: Number(row.notes) }));
    assert.equal(days, [
      { day: '2026-03-01', notes: 2 },
      { day: '2026-03-02', notes: 1 },
    ]);
  });
});

test.run();
