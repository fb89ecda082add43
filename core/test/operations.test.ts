import { request as httpRequest } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTestDatabase, createTestKernel, eventually, type TestKernel } from '../src/testing/index.ts';
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
      res.on('data', (chunk) => { text += chunk; });
      res.on('end', () => resolve(text.split('\n\n').filter((block) => block.startsWith('event:')).map((block) => {
        const [eventLine, dataLine] = block.split('\n');
        return { event: eventLine!.slice(7), data: JSON.parse(dataLine!.slice(6)) };
      })));
    }).on('error', reject).end();
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
    assert.equal({ status: done.status, progress: done.progress, result: done.result, error: done.error, resource: done.resource },
      { status: 'succeeded', progress: 100, result: { done: true }, error: null, resource: 'succeed' });
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

test('existing() finds what an idempotent retry would get, without starting anything', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin] });
  try {
    const operations = t.resolve('operations');
    const key = { scope: 'notes:peek', key: 'k-1', fingerprint: 'a' };
    assert.is(await operations.existing(key), null, 'nothing yet');
    const { operation } = await operations.start({ type: 'notes.peek', idempotency: key }, async () => ({ ok: true }));
    assert.is((await operations.existing(key))?.id, operation.id);
    assert.is(await operations.existing({ ...key, key: 'k-2' }), null, 'another key');
    assert.is(await operations.existing({ ...key, scope: 'notes:other' }), null, 'another scope');
    try {
      await operations.existing({ ...key, fingerprint: 'b' });
      assert.unreachable('a different fingerprint must be refused');
    } catch (error) {
      assert.equal([(error as { status: number }).status, (error as { code: string }).code], [409, 'IDEMPOTENCY_KEY_REUSED']);
    }
    t.manualClock!.advance(25 * 3_600_000);
    assert.is(await operations.existing(key), null, 'after 24 h the key is free again');
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
