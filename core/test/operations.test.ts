import { request as httpRequest } from 'node:http';
import { createTestDatabase, createTestKernel, eventually, jsonColumn, rows, type TestKernel, testDialect } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type Actor, definePlugin, roleResolvers } from '../src/index.ts';
import { closeGate, gate, notesPlugin } from './fixtures/notes-plugin.ts';

async function settled(t: TestKernel, id: string) {
  return eventually(async () => {
    const response = await t.http.get(`/api/operations/${id}`);
    return ['succeeded', 'failed'].includes(response.body.status) ? response.body : null;
  });
}

/** Collects server-sent events until the server ends the stream. */
function readSse(url: string, path: string): Promise<Array<{ event: string; data: Record<string, unknown> }>> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    httpRequest({ hostname, port, path, headers: { 'x-portcullis-test-actor': '{"role":"viewer"}', accept: 'text/event-stream' } }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve(
          text
            .split('\n\n')
            .filter((block) => block.startsWith('event:'))
            .map((block) => {
              const [eventLine, dataLine] = block.split('\n');
              return { event: eventLine!.slice(7), data: JSON.parse(dataLine!.slice(6)) };
            }),
        ),
      );
    })
      .on('error', reject)
      .end();
  });
}

test('an operation answers 202 with Location and ends succeeded with its result', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin] });
  try {
    const started = await t.http.as('operator').post('/api/notes/jobs', { mode: 'succeed' });
    assert.is(started.status, 202);
    assert.is(started.headers.get('location'), `/api/operations/${started.body.operation_id}`);
    assert.equal({ status: started.body.status, type: started.body.type }, { status: 'pending', type: 'notes.job' });
    const done = await settled(t, started.body.operation_id);
    assert.equal(
      { status: done.status, progress: done.progress, result: done.result, error: done.error, resource: done.resource },
      { status: 'succeeded', progress: 100, result: { done: true }, error: null, resource: 'succeed' },
    );
    assert.type(done.completed_at, 'string');
    const failed = await t.http.as('operator').post('/api/notes/jobs', { mode: 'fail' });
    const end = await settled(t, failed.body.operation_id);
    assert.equal({ status: end.status, error: end.error }, { status: 'failed', error: { code: 'NOTES_FAILED', message: 'asked to fail' } });
    const unknown = await t.http.get('/api/operations/5f0c1f6e-0000-4000-8000-000000000000');
    assert.equal({ status: unknown.status, code: unknown.body.code }, { status: 404, code: 'OPERATION_NOT_FOUND' });
    const metrics = await t.http.get('/metrics');
    assert.match(metrics.text, /portcullis_operations\{status="succeeded"\} 1/);
    assert.match(metrics.text, /portcullis_operations\{status="failed"\} 1/);
  } finally {
    await t.stop();
  }
});

test('the SSE stream replays every step so far, follows the rest, and closes after the terminal one', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin] });
  try {
    closeGate();
    const started = await t.http.as('operator').post('/api/notes/jobs', { mode: 'gated' });
    const id = started.body.operation_id;
    await eventually(async () => (await t.http.get(`/api/operations/${id}`)).body.progress === 50);
    const stream = readSse(t.url, `/api/operations/${id}/stream`);
    await eventually(() => t.kernel.streams.size === 1);
    gate.open();
    const events = await stream;
    const statuses = events.map((event) => `${event.data.status}:${event.data.progress}`);
    assert.equal(statuses, ['pending:0', 'running:0', 'running:50', 'succeeded:100'], 'opened late, the stream still shows every step once');
    assert.ok(events.every((event) => event.event === 'operation'));
    assert.equal(events[3]!.data.result, { done: true });
    assert.is(events[0]!.data.result, null, 'a replayed step carries no result');
  } finally {
    await t.stop();
  }
});

test('the same Idempotency-Key and body give the same operation; a different body is 409', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin] });
  try {
    const headers = { 'idempotency-key': 'create-once-1' };
    const first = await t.http.as('operator').post('/api/notes/jobs', { mode: 'succeed' }, { headers });
    const again = await t.http.as('operator').post('/api/notes/jobs', { mode: 'succeed' }, { headers });
    assert.is(again.status, 202);
    assert.is(again.body.operation_id, first.body.operation_id);
    const different = await t.http.as('operator').post('/api/notes/jobs', { mode: 'fail' }, { headers });
    assert.equal({ status: different.status, code: different.body.code }, { status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    t.manualClock!.advance(25 * 3_600_000);
    const later = await t.http.as('operator').post('/api/notes/jobs', { mode: 'fail' }, { headers });
    assert.is(later.status, 202, 'after 24 h the key is free again');
    assert.is.not(later.body.operation_id, first.body.operation_id);
  } finally {
    await t.stop();
  }
});

test('ten parallel requests with one Idempotency-Key get one operation', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin] });
  try {
    const headers = { 'idempotency-key': 'burst-1' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.http.as('operator').post('/api/notes/jobs', { mode: 'succeed' }, { headers })));
    assert.equal([...new Set(answers.map((answer) => answer.status))], [202]);
    assert.is(new Set(answers.map((answer) => answer.body.operation_id)).size, 1, 'every answer names the same operation');
    assert.is((await rows(t, "SELECT id FROM operations WHERE type = 'notes.job'")).length, 1);
  } finally {
    await t.stop();
  }
});

/** A startOnce preparation that counts its runs and waits until released (a gateway call in flight). */
function heldPreparation() {
  const held = { runs: 0, release: () => {}, fail: false };
  const gate = new Promise<void>((resolve) => {
    held.release = resolve;
  });
  const prepare = async () => {
    held.runs += 1;
    await gate;
    if (held.fail) throw new Error('the gateway refused');
    return { type: 'notes.once', work: async () => ({ ok: true }) };
  };
  return { held, prepare };
}

test('startOnce: the work before the operation runs once for parallel callers; they all get its operation', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin] });
  try {
    const operations = t.resolve('operations');
    const key = { scope: 'notes:once', key: 'k-1', fingerprint: 'a' };
    const { held, prepare } = heldPreparation();
    const callers = Array.from({ length: 10 }, () => operations.startOnce(key, prepare));
    await eventually(() => held.runs === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.is(held.runs, 1, 'the others wait instead of preparing again');
    held.release();
    const started = await Promise.all(callers);
    assert.is(new Set(started.map((result) => result.operation.id)).size, 1);
    assert.equal(started.map((result) => result.reused).sort(), [false, ...Array(9).fill(true)]);
    assert.is((await operations.startOnce(key, prepare)).operation.id, started[0]!.operation.id, 'a later retry gets it at once');
    assert.is(held.runs, 1);
    try {
      await operations.startOnce({ ...key, fingerprint: 'b' }, prepare);
      assert.unreachable('a different fingerprint must be refused');
    } catch (error) {
      assert.equal([(error as { status: number }).status, (error as { code: string }).code], [409, 'IDEMPOTENCY_KEY_REUSED']);
    }
    t.manualClock!.advance(25 * 3_600_000);
    assert.is.not(
      (await operations.startOnce({ ...key, fingerprint: 'b' }, prepare)).operation.id,
      started[0]!.operation.id,
      'after 24 h the key is free again',
    );
  } finally {
    await t.stop();
  }
});

test('startOnce: when the work before the operation fails, nothing is started and the next caller runs it again', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin] });
  try {
    const operations = t.resolve('operations');
    const key = { scope: 'notes:once', key: 'k-2', fingerprint: 'a' };
    const { held, prepare } = heldPreparation();
    held.fail = true;
    const first = operations.startOnce(key, prepare).then(
      () => 'started',
      (error: Error) => error.message,
    );
    await eventually(() => held.runs === 1);
    held.release();
    assert.is(await first, 'the gateway refused');
    held.fail = false;
    const retried = await operations.startOnce(key, prepare);
    assert.equal([held.runs, retried.reused], [2, false]);
    assert.is((await rows(t, "SELECT id FROM operations WHERE type = 'notes.once'")).length, 1);
  } finally {
    await t.stop();
  }
});

test('startOnce: a claim left by a process that died before starting anything is taken over', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin] });
  try {
    const now = t.clock.now();
    await t.kernel.database.run('INSERT INTO portcullis_instances (id, started_at, heartbeat_at) VALUES (?, ?, ?)', ['crashed-1', now - 120_000, now - 60_000]);
    await t.kernel.database.run(
      `INSERT INTO operation_idempotency (scope, idempotency_key, fingerprint, operation_id, holder, token, created_at)
      VALUES ('notes:once', 'k-3', 'a', NULL, 'crashed-1', 'stale-token', ?)`,
      [now - 60_000],
    );
    const { held, prepare } = heldPreparation();
    held.release();
    const started = await t.resolve('operations').startOnce({ scope: 'notes:once', key: 'k-3', fingerprint: 'a' }, prepare);
    assert.equal([held.runs, started.reused], [1, false]);
  } finally {
    await t.stop();
  }
});

// Roles per gateway as an identity plugin would resolve them: `g1-*` callers have roles on gateway g1 only.
const perGatewayRoles = definePlugin({
  id: 'gateway-roles',
  description: 'Test fixture: callers with roles on one gateway only, and a route that starts operations there.',
  register(api) {
    api.contribute(roleResolvers, {
      effectiveRole: async (actor: Actor, gateway: string | null) => (actor.id.startsWith('g1-') ? (gateway === 'g1' ? 'operator' : null) : actor.role),
    });
    api.route({
      method: 'POST',
      path: '/api/gateways/{gw}/jobs',
      access: 'operator',
      summary: 'Start an operation on a gateway.',
      handler: async (request) => {
        const { operation } = await request.resolve('operations').start({ type: 'gateway.job', gateway: request.params.gw }, async () => ({ ok: true }));
        return { operation_id: operation.id };
      },
    });
  },
});

test('operations are readable by whoever started them and by anyone who may view their gateway', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin, perGatewayRoles] });
  try {
    const starter = { role: 'viewer' as const, id: 'g1-starter', name: 'starter@test.local' };
    const colleague = { role: 'viewer' as const, id: 'g1-colleague', name: 'colleague@test.local' };
    const started = await t.http.as(starter).post('/api/gateways/g1/jobs');
    assert.is(started.status, 200, started.text);
    const path = `/api/operations/${started.body.operation_id}`;
    assert.is((await t.http.as(starter).get(path)).status, 200, 'a caller with roles on one gateway only reads the operation it started');
    assert.is((await t.http.as(colleague).get(path)).status, 200, 'and so does anyone with a role on its gateway');
    assert.is((await t.http.as('viewer').get(path)).status, 200, 'and anyone with a global role');

    const elsewhere = await t.http.as('operator').post('/api/gateways/g2/jobs');
    const other = await t.http.as(starter).get(`/api/operations/${elsewhere.body.operation_id}`);
    assert.equal([other.status, other.body.code], [403, 'PERMISSION_DENIED'], 'not one on a gateway where it has no role');
    const global = await t.http.as('operator').post('/api/notes/jobs', { mode: 'succeed' });
    assert.is((await t.http.as(starter).get(`/api/operations/${global.body.operation_id}`)).status, 403, 'nor one without a gateway that someone else started');
    assert.is((await t.http.as(null).get(path)).status, 401);
  } finally {
    await t.stop();
  }
});

test('an operation left running across a restart ends failed with ORPHANED', async () => {
  const database = await createTestDatabase();
  try {
    const first = await createTestKernel({ plugins: [notesPlugin], database });
    const started = await first.http.as('operator').post('/api/notes/jobs', { mode: 'wait' });
    const id = started.body.operation_id;
    await eventually(async () => (await first.http.get(`/api/operations/${id}`)).body.status === 'running');
    await first.stop();
    const second = await createTestKernel({ plugins: [notesPlugin], database });
    const after = await second.http.get(`/api/operations/${id}`);
    assert.equal({ status: after.body.status, code: after.body.error.code }, { status: 'failed', code: 'ORPHANED' });
    await second.stop();
  } finally {
    await database.drop();
  }
});

if (testDialect() === 'postgresql') {
  test('a replica starting beside a live one leaves its running operations alone', async () => {
    const database = await createTestDatabase();
    const first = await createTestKernel({ plugins: [notesPlugin], database });
    let second: TestKernel | null = null;
    try {
      const started = await first.http.as('operator').post('/api/notes/jobs', { mode: 'wait' });
      const id = started.body.operation_id;
      await eventually(async () => (await first.http.get(`/api/operations/${id}`)).body.status === 'running');
      second = await createTestKernel({ plugins: [notesPlugin], database });
      assert.is((await second.http.get(`/api/operations/${id}`)).body.status, 'running', 'the first replica is alive: its presence lock is held');
    } finally {
      await second?.stop();
      await first.stop();
      await database.drop();
    }
  });

  test('a cancel asked of another replica stops the work where it runs', async () => {
    const database = await createTestDatabase();
    const first = await createTestKernel({ plugins: [notesPlugin], database });
    let second: TestKernel | null = null;
    try {
      second = await createTestKernel({ plugins: [notesPlugin], database });
      const id = (await first.http.as('operator').post('/api/notes/jobs', { mode: 'cancellable' })).body.operation_id;
      await eventually(async () => (await first.http.get(`/api/operations/${id}`)).body.status === 'running');
      assert.is((await second.http.as('operator').post(`/api/operations/${id}/cancel`)).status, 202);
      const end = await eventually(async () => {
        const body = (await second!.http.get(`/api/operations/${id}`)).body;
        return body.status === 'cancelled' ? body : null;
      });
      assert.equal(end.result, { stopped: true }, "the first replica's work saw its signal abort");
    } finally {
      await second?.stop();
      await first.stop();
      await database.drop();
    }
  });
}

test('a cancellable operation stops when asked: its work sees the signal, it ends cancelled with its result; others are 409', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin] });
  try {
    const started = await t.http.as('operator').post('/api/notes/jobs', { mode: 'cancellable' });
    const id = started.body.operation_id;
    const [step] = await eventually(async () => {
      const found = await rows(t, "SELECT detail FROM audit_log WHERE action = 'notes.job.step'");
      return found.length ? found : null;
    });
    assert.is(jsonColumn(step!.detail).operation_id, id, 'an audit row written by the work names its operation');
    assert.is((await t.http.get(`/api/operations/${id}`)).body.cancellable, true);
    assert.is(
      (await t.http.as({ role: 'viewer', id: 'someone-else' }).post(`/api/operations/${id}/cancel`)).status,
      403,
      'a viewer who did not start it may not',
    );
    const cancelled = await t.http.as('operator').post(`/api/operations/${id}/cancel`);
    assert.equal([cancelled.status, cancelled.body.id], [202, id]);
    const end = await eventually(async () => {
      const body = (await t.http.get(`/api/operations/${id}`)).body;
      return body.status === 'cancelled' ? body : null;
    });
    assert.equal([end.result, end.error, end.message], [{ stopped: true }, null, 'Cancelled']);
    assert.equal((await t.http.as('operator').post(`/api/operations/${id}/cancel`)).body.code, 'OPERATION_FINISHED');
    assert.equal(
      (await rows(t, "SELECT resource_id FROM audit_log WHERE action = 'operation.cancel'")).map((row) => row.resource_id),
      [id],
    );

    closeGate();
    const plain = await t.http.as('operator').post('/api/notes/jobs', { mode: 'gated' });
    const refused = await t.http.as('operator').post(`/api/operations/${plain.body.operation_id}/cancel`);
    assert.equal([refused.status, refused.body.code], [409, 'OPERATION_NOT_CANCELLABLE']);
    gate.open();
    assert.is((await settled(t, plain.body.operation_id)).status, 'succeeded');
  } finally {
    await t.stop();
  }
});

test('finished operations are purged after the retention period', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin], env: { SERVICE_OPERATIONS_RETENTION_DAYS: '7' } });
  try {
    const started = await t.http.as('operator').post('/api/notes/jobs', { mode: 'succeed' });
    await settled(t, started.body.operation_id);
    t.manualClock!.advance(6 * 86_400_000);
    await t.kernel.scheduler.runNow('core.retention');
    assert.is((await t.http.get(`/api/operations/${started.body.operation_id}`)).status, 200);
    t.manualClock!.advance(2 * 86_400_000);
    await t.kernel.scheduler.runNow('core.retention');
    assert.is((await t.http.get(`/api/operations/${started.body.operation_id}`)).status, 404);
  } finally {
    await t.stop();
  }
});

test.run();
