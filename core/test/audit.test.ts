// The audit log: effects recorded write-ahead (intent before the call, outcome after), intents left open by a
// dead process resolved, content no column can hold made storable, the database refusing every way around
// append-only (REPLACE, upserts, ids out of place, purges of recent rows), and the keyed hash chain verified.

import { appendAuditRow, auditRows, createTestDatabase, createTestKernel, ManualClock, rows, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import {
  AuditEntry,
  type AuditInput,
  auditHashInput,
  ChainKey,
  chainHash,
  type Database,
  definePlugin,
  effectReconcilers,
  GENESIS_HASH,
  problems,
  verifyAuditChain,
} from '../src/index.ts';

const DAY = 86_400_000;

// A stand-in for a gateway: what it has made, and how the next call ends.
const upstream = { made: new Set<string>(), next: 'ok' as 'ok' | 'refuse' | 'lose', seenDuringCall: [] as Array<Record<string, unknown>> };

const effectsPlugin = definePlugin({
  id: 'effects',
  description: 'Test fixture: effects on a stand-in upstream, audited write-ahead.',
  register(api) {
    api.route({
      method: 'POST',
      path: '/api/things/{name}',
      access: 'operator',
      summary: 'Make a thing upstream.',
      status: 201,
      params: z.object({ name: z.string() }),
      handler: (request) =>
        request.auditedEffect(
          { action: 'thing.make', resourceType: 'thing', resourceId: request.params.name, detail: { size: 3 } },
          async () => {
            // What another connection sees while the upstream call runs: the intent is already committed.
            upstream.seenDuringCall = await request.resolve('database').execute('SELECT action, outcome, resource_id FROM audit_log ORDER BY id DESC LIMIT 1');
            if (upstream.next === 'refuse') throw problems.conflict('THING_EXISTS', 'upstream refused');
            if (upstream.next === 'lose') throw new Error('connection reset after the request was sent');
            upstream.made.add(request.params.name);
            return { serial: upstream.made.size };
          },
          { outcome: (made) => ({ serial: made.serial }) },
        ),
    });
    api.contribute(effectReconcilers, {
      action: 'thing.make',
      reconcile: async (intent) =>
        upstream.made.has(intent.resourceId ?? '') ? { outcome: 'succeeded', detail: { found: true } } : { outcome: 'failed', detail: { found: false } },
    });
  },
});

async function withKernel(work: (t: TestKernel) => Promise<void>, options: Parameters<typeof createTestKernel>[0] = {}): Promise<void> {
  const t = await createTestKernel({ plugins: [effectsPlugin], ...options });
  try {
    await work(t);
  } finally {
    await t.stop();
  }
}

/** The error message of a statement the database must refuse, or a failure when it did not. */
async function refusal(db: Database, sql: string, params: unknown[] = []): Promise<string> {
  try {
    await db.run(sql, params);
  } catch (error) {
    return (error as Error).message;
  }
  assert.unreachable(`the database accepted: ${sql}`);
  return '';
}

const nowParam = (db: Database, ms: number) => (db.dialect === 'sqlite' ? ms : new Date(ms).toISOString());

test('an effect commits its intent before the call and its outcome (linked, merged detail) after it', () =>
  withKernel(async (t) => {
    upstream.next = 'ok';
    const response = await t.http.as('operator').post('/api/things/alpha');
    assert.equal([response.status, response.body], [201, { serial: 1 }], response.text);
    assert.equal(upstream.seenDuringCall, [{ action: 'thing.make', outcome: 'pending', resource_id: 'alpha' }]);
    const [intent, outcome] = await auditRows(t, 'thing.make');
    assert.equal([intent!.outcome, intent!.intent_id, intent!.detail, intent!.actor], ['pending', null, { size: 3 }, 'operator@test.local']);
    assert.equal(
      [outcome!.outcome, Number(outcome!.intent_id), outcome!.detail, outcome!.actor],
      ['succeeded', Number(intent!.id), { size: 3, serial: 1 }, 'operator@test.local'],
    );
    assert.is(outcome!.request_id, intent!.request_id);
    assert.equal(await rows(t, 'SELECT * FROM audit_open_intents'), [], 'nothing left open');
  }));

test('a refused call is recorded failed, a call that may have reached upstream unknown; both answer as before', () =>
  withKernel(async (t) => {
    upstream.next = 'refuse';
    const refused = await t.http.as('operator').post('/api/things/beta');
    assert.equal([refused.status, refused.body.code], [409, 'THING_EXISTS']);
    upstream.next = 'lose';
    const lost = await t.http.as('operator').post('/api/things/gamma');
    assert.is(lost.status, 500);
    const outcomes = (await auditRows(t, 'thing.make')).filter((row) => row.outcome !== 'pending');
    assert.equal(
      outcomes.map((row) => [row.resource_id, row.outcome, row.detail.error]),
      [
        ['beta', 'failed', 'THING_EXISTS'],
        ['gamma', 'unknown', 'INTERNAL_ERROR'],
      ],
    );
    assert.equal(await rows(t, 'SELECT * FROM audit_open_intents'), []);
  }));

test('an effect says how a failed call ends, gives back what was set aside, and may commit rows with its intent', () =>
  withKernel(async (t) => {
    const audit = t.resolve('audit');
    const given: unknown[] = [];
    const refusal = problems.conflict('THING_BUSY', 'busy');
    const failing = audit.effect({ action: 'thing.make', resourceType: 'thing', resourceId: 'late' }, () => Promise.reject(refusal), {
      failure: () => ({ detail: { stage: 'late' }, outcome: 'unknown' }),
      abandon: async (error) => {
        given.push(error);
      },
    });
    assert.is(await failing.catch((error: unknown) => error), refusal);
    assert.equal(given, [refusal], 'abandoned with the failure');
    const made = await audit.effect(
      async (em) => {
        await audit.append(em, { action: 'thing.reserve', resourceType: 'thing', resourceId: 'early' });
        return { action: 'thing.make', resourceType: 'thing', resourceId: 'early' };
      },
      async () => 'made',
    );
    assert.is(made, 'made');
    const rowsOf = (await auditRows(t)).map((row) => [row.action, row.resource_id, row.outcome, row.detail ?? {}]);
    assert.equal(rowsOf, [
      ['thing.make', 'late', 'pending', {}],
      ['thing.make', 'late', 'unknown', { error: 'THING_BUSY', stage: 'late' }],
      ['thing.reserve', 'early', null, {}],
      ['thing.make', 'early', 'pending', {}],
      ['thing.make', 'early', 'succeeded', {}],
    ]);
    assert.equal(await rows(t, 'SELECT * FROM audit_open_intents'), [], 'nothing left open');
  }));

test('when the intent cannot be written, the call is never made', () =>
  withKernel(async (t) => {
    upstream.next = 'ok';
    const made = upstream.made.size;
    // Any refusal of the write-ahead rows will do (the database refused NUL and lone surrogates before they were made storable).
    await t.kernel.database.run('DROP TABLE audit_open_intents');
    const response = await t.http.as('operator').post('/api/things/never-called');
    assert.is(response.status, 500);
    assert.is(upstream.made.size, made, 'upstream untouched');
    assert.equal(await auditRows(t, 'thing.make'), [], 'and nothing half-written');
  }));

test('intents left open by a process that died are reconciled or marked unknown; live owners keep theirs', () =>
  withKernel(async (t) => {
    const audit = t.resolve('audit');
    const db = t.kernel.database;
    upstream.made.add('kept');
    const now = t.clock.now();
    // Pending rows as effects leave them, owned by a process that crashed, one that lives, and this one.
    const openIntent = async (input: AuditInput, owner: string, createdAt = now) => {
      const id = await db.transaction((em) => audit.append(em, input, { outcome: 'pending' }));
      await db.run('INSERT INTO audit_open_intents (intent_id, owner, created_at) VALUES (?, ?, ?)', [id, owner, createdAt]);
      return id;
    };
    await db.run('INSERT INTO portcullis_instances (id, started_at, heartbeat_at) VALUES (?, ?, ?), (?, ?, ?)', [
      'crashed',
      0,
      now - 120_000,
      'replica-2',
      now,
      now,
    ]);
    await openIntent({ action: 'thing.make', resourceType: 'thing', resourceId: 'kept' }, 'crashed');
    await openIntent({ action: 'thing.make', resourceType: 'thing', resourceId: 'never' }, 'crashed');
    await openIntent({ action: 'thing.paint', resourceType: 'thing', resourceId: 'wall', detail: { colour: 'red' } }, 'crashed');
    const busy = await openIntent({ action: 'thing.make', resourceType: 'thing', resourceId: 'busy' }, 'replica-2');
    // This process lost track of one of its own (its outcome could not be written): a pending row nobody works on.
    await openIntent({ action: 'thing.paint', resourceType: 'thing', resourceId: 'door' }, t.kernel.instanceId, now - 60_000);

    await t.kernel.scheduler.runNow('core.audit-intents');
    const outcomes = (await auditRows(t)).filter((row) => row.intent_id !== null);
    assert.equal(
      outcomes.map((row) => [row.resource_id, row.outcome, row.detail]),
      [
        ['kept', 'succeeded', { found: true, resolution: 'reconciled' }],
        ['never', 'failed', { found: false, resolution: 'reconciled' }],
        ['wall', 'unknown', { colour: 'red', resolution: 'interrupted' }],
        ['door', 'unknown', { resolution: 'interrupted' }],
      ],
    );
    const open = await rows<{ intent_id: number | string }>(t, 'SELECT intent_id FROM audit_open_intents');
    assert.equal(
      open.map((row) => Number(row.intent_id)),
      [busy],
      'the live replica keeps its intent',
    );
    await t.kernel.scheduler.runNow('core.audit-intents');
    assert.is((await auditRows(t)).filter((row) => row.intent_id !== null).length, 4, 'resolved once');
    assert.ok(t.logs.text().includes('resolved in the audit log'));
  }));

test('content no column can hold is made storable, so an audit write never fails on it', () =>
  withKernel(async (t) => {
    const audit = t.resolve('audit');
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    let deep: Record<string, unknown> = { bottom: true };
    for (let level = 0; level < 40; level += 1) deep = { deeper: deep };
    const ran: string[] = [];
    await audit.effect(
      {
        action: 'thing.exec',
        resourceType: 'thing',
        resourceId: `r\u0000${'x'.repeat(600)}`,
        gateway: 'g\ud800w',
        detail: {
          command: ['echo', 'a\ud800b', 'nul\u0000end'],
          ['label\u0000']: 1,
          count: 10n,
          ratio: Number.POSITIVE_INFINITY,
          at: new Date(0),
          circular,
          deep,
        },
      },
      async () => {
        ran.push('called');
      },
    );
    assert.equal(ran, ['called']);
    const [intent, outcome] = await auditRows(t, 'thing.exec');
    assert.is(outcome!.outcome, 'succeeded');
    assert.is(Array.from(intent!.resource_id as string).length, 512, 'cut to the column width');
    assert.ok((intent!.resource_id as string).startsWith('r\uFFFDx'));
    assert.is(intent!.gateway, 'g\uFFFDw');
    assert.equal(intent!.detail.command, ['echo', 'a\uFFFDb', 'nul\uFFFDend']);
    assert.equal([intent!.detail['label\uFFFD'], intent!.detail.count, intent!.detail.ratio, intent!.detail.at], [1, '10', null, '1970-01-01T00:00:00.000Z']);
    assert.equal(intent!.detail.circular, { name: 'loop', self: '[circular]' });
    assert.match(JSON.stringify(intent!.detail.deep), /"\[too deep\]"/);
    assert.is((await audit.verify()).ok, true, 'stored rows are exactly what was hashed');
  }));

test('REPLACE, INSERT OR REPLACE, upserts and ids out of place are refused; rows stay as they were', () =>
  withKernel(async (t) => {
    const audit = t.resolve('audit');
    await appendAuditRow(t, { action: 'test.one', resourceType: 'thing' });
    await appendAuditRow(t, { action: 'test.two', resourceType: 'thing' });
    const db = t.kernel.database;
    const before = await rows(t, 'SELECT * FROM audit_log ORDER BY id');
    const firstId = Number(before[0]!.id);
    const columns = '(id, timestamp, actor, actor_type, action, resource_type, prev_hash, hash, hash_alg)';
    const values = (id: number) =>
      `(${id}, ${db.dialect === 'sqlite' ? Date.now() : 'now()'}, 'mallory', 'user', 'forged', 'thing', '${GENESIS_HASH}', '${GENESIS_HASH}', 'sha256')`;
    const statements =
      db.dialect === 'sqlite'
        ? [
            `INSERT OR REPLACE INTO audit_log ${columns} VALUES ${values(firstId)}`,
            `REPLACE INTO audit_log ${columns} VALUES ${values(firstId)}`,
            `INSERT INTO audit_log ${columns} VALUES ${values(firstId)} ON CONFLICT (id) DO UPDATE SET action = 'forged'`,
            `INSERT INTO audit_log ${columns} VALUES ${values(-5)}`,
            `UPDATE OR REPLACE audit_log SET id = ${firstId} WHERE id = ${firstId + 1}`,
          ]
        : [
            `INSERT INTO audit_log ${columns} VALUES ${values(firstId)} ON CONFLICT (id) DO UPDATE SET action = 'forged'`,
            `INSERT INTO audit_log ${columns} VALUES ${values(firstId)} ON CONFLICT (id) DO NOTHING`,
            `INSERT INTO audit_log ${columns} VALUES ${values(0)}`,
            'TRUNCATE audit_log',
          ];
    for (const statement of statements) assert.match(await refusal(db, statement), /append-only/, statement);
    if (db.dialect === 'sqlite') assert.equal(await db.execute('PRAGMA recursive_triggers'), [{ recursive_triggers: 1 }]);
    assert.equal(await rows(t, 'SELECT * FROM audit_log ORDER BY id'), before);

    // A row appended by hand after the last one passes the database, but not the chain.
    await db.run(`INSERT INTO audit_log ${columns} VALUES ${values(firstId + 10)}`);
    assert.equal((await audit.verify()).first_broken, { id: firstId + 10, reason: 'prev_hash does not match the hash of the row before' });
  }));

test('the purge path cannot be used to delete recent rows, and every purge leaves its own record', async () => {
  const clock = new ManualClock(Date.now() - 400 * DAY);
  await withKernel(
    async (t) => {
      const audit = t.resolve('audit');
      const db = t.kernel.database;
      await appendAuditRow(t, { action: 'a.old', resourceType: 'x', detail: { n: 1, password: 'should-not-appear' } });
      clock.advance(400 * DAY);
      await appendAuditRow(t, { action: 'b.new', resourceType: 'x' });
      const now = Date.now();
      assert.match(await refusal(db, 'INSERT INTO audit_purge (cutoff) VALUES (?)', [nowParam(db, now + DAY)]), /retention period/);
      assert.match(await refusal(db, 'INSERT INTO audit_purge (cutoff) VALUES (?)', [nowParam(db, now - 300 * DAY)]), /retention period/);
      assert.match(await refusal(db, 'UPDATE audit_settings SET retention_days = 0'), /CHECK|check/);
      // Someone with SQL access lowers the retention and opens a purge window: recent rows still cannot go.
      await db.run('UPDATE audit_settings SET retention_days = 1');
      await db.run('INSERT INTO audit_purge (cutoff) VALUES (?)', [nowParam(db, now - DAY - 60_000)]);
      assert.match(await refusal(db, 'DELETE FROM audit_log'), /append-only/, 'no announcement, and recent rows');
      assert.match(await refusal(db, "DELETE FROM audit_log WHERE action = 'a.old'"), /append-only/, 'an old row without an announced purge');
      await db.run('DELETE FROM audit_purge');
      await db.run('UPDATE audit_settings SET retention_days = 365');

      await audit.purgeOlderThan(new Date(now - DAY)).then(
        () => assert.unreachable('purged inside the retention period'),
        (error: Error) => assert.match(error.message, /retention period/),
      );
      assert.is(await audit.purgeOlderThan(new Date(now - 365 * DAY)), 1);
      const left = await auditRows(t);
      assert.equal(
        left.map((row) => row.action),
        ['b.new', 'audit.purge'],
      );
      assert.equal(
        { ...left[1]!.detail, through_hash: undefined },
        { cutoff: new Date(now - 365 * DAY).toISOString(), retention_days: 365, rows: 1, through_id: 1, through_hash: undefined },
      );
      assert.equal(await rows(t, 'SELECT * FROM audit_purge'), [], 'the purge window is closed again');
      const verdict = await audit.verify();
      assert.equal(
        { ...verdict, last: undefined },
        { ok: true, checked: 2, keyed: 2, legacy: 0, first_broken: null, last: undefined },
        'the chain still verifies from the purge',
      );
      assert.equal(verdict.last, { id: Number(left[1]!.id), hash: left[1]!.hash }, 'the head to keep outside the database');
      assert.is(await audit.purgeOlderThan(new Date(now - 365 * DAY)), 0, 'nothing more to purge, and no announcement for nothing');
    },
    { clock },
  );
});

test('the chain is keyed: tampering is found, a legacy row after keyed ones is a downgrade, another key is named', () =>
  withKernel(async (t) => {
    const audit = t.resolve('audit');
    const db = t.kernel.database;
    // Rows from before the upgrade: plain SHA-256 links, as 0001_audit_log wrote them.
    let previous = GENESIS_HASH;
    for (const action of ['legacy.one', 'legacy.two']) {
      const fields = {
        timestamp: new Date(t.clock.now()),
        actor: 'system',
        actorType: 'system',
        action,
        resourceType: 'x',
        resourceId: null,
        gateway: null,
        detail: null,
        clientIp: null,
        requestId: null,
      };
      const hash = chainHash(previous, auditHashInput(fields));
      await db.run('INSERT INTO audit_log (timestamp, actor, actor_type, action, resource_type, prev_hash, hash, hash_alg) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
        nowParam(db, fields.timestamp.getTime()),
        'system',
        'system',
        action,
        'x',
        previous,
        hash,
        'sha256',
      ]);
      previous = hash;
    }
    for (const n of [1, 2, 3]) await appendAuditRow(t, { action: 'keyed.row', resourceType: 'x', detail: { n } });
    assert.equal({ ...(await audit.verify()), last: undefined }, { ok: true, checked: 5, keyed: 3, legacy: 2, first_broken: null, last: undefined });
    const ids = (await rows<{ id: number | string }>(t, 'SELECT id FROM audit_log ORDER BY id')).map((row) => Number(row.id));

    const other = await verifyAuditChain(db, new ChainKey(Buffer.alloc(32, 7)));
    assert.equal([other.ok, other.first_broken?.id], [false, ids[2]]);
    assert.match(other.first_broken!.reason, /another key/);

    // Tampering needs the triggers gone (a database owner can drop them); the chain still tells.
    await db.run(db.dialect === 'sqlite' ? 'DROP TRIGGER audit_log_no_update' : 'DROP TRIGGER audit_log_append_only ON audit_log');
    const detail = JSON.stringify({ n: 20 });
    await db.run('UPDATE audit_log SET detail = ? WHERE id = ?', [detail, ids[3]]);
    assert.equal((await audit.verify()).first_broken, { id: ids[3]!, reason: 'the row does not match its hash' });
    assert.equal((await audit.verify({ fromId: ids[4] })).ok, true, 'a range after the change does not include it');

    // Re-chaining from there on with the unkeyed algorithm (all an attacker without the key can do) is a downgrade.
    let prev = (await rows<{ hash: string }>(t, 'SELECT hash FROM audit_log WHERE id = ?', [ids[2]]))[0]!.hash;
    for (const row of await db.fork().find(AuditEntry, { id: { $gte: ids[3]! } }, { orderBy: { id: 'asc' } })) {
      const hash = chainHash(
        prev,
        auditHashInput({
          ...row,
          resourceId: row.resourceId ?? null,
          gateway: row.gateway ?? null,
          detail: row.detail ?? null,
          clientIp: row.clientIp ?? null,
          requestId: row.requestId ?? null,
        }),
      );
      await db.run("UPDATE audit_log SET prev_hash = ?, hash = ?, hash_alg = 'sha256' WHERE id = ?", [prev, hash, row.id]);
      prev = hash;
    }
    assert.equal((await audit.verify()).first_broken, { id: ids[3]!, reason: 'a legacy (unkeyed) row after keyed rows' });
    await db.run('UPDATE audit_log SET action = ? WHERE id = ?', ['legacy.forged', ids[0]]);
    assert.equal((await audit.verify()).first_broken, { id: ids[0]!, reason: 'the row does not match its hash' }, 'legacy rows are still checked');
  }));

test('the retention period is stored for the database guard at start-up; a change is audited once', async () => {
  const database = await createTestDatabase();
  try {
    for (const round of [1, 2]) {
      const t = await createTestKernel({ database, env: { SERVICE_AUDIT_RETENTION_DAYS: '30' } });
      try {
        assert.equal(
          (await rows(t, 'SELECT retention_days FROM audit_settings')).map((row) => Number(row.retention_days)),
          [30],
        );
        assert.equal(
          (await auditRows(t, 'audit.retention.set')).map((row) => row.detail),
          [{ retention_days: 30, previous_retention_days: 365 }],
          `round ${round}`,
        );
      } finally {
        await t.stop();
      }
    }
  } finally {
    await database.drop();
  }
});

test.run();
