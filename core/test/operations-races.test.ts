// test-dialects: sqlite, postgresql
// Cancelling an operation with many requests at once, on one replica and across two, and racing its own end: one
// cancel request is on record (one audit row, one relayed signal), the operation ends once, and a cancel that was
// accepted always ends it cancelled.

import {
  auditRows,
  createTestDatabase,
  createTestKernel,
  eventually,
  jsonColumn,
  rows,
  type TestKernel,
  type TestResponse,
  testDialect,
} from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeGate, gate, notesPlugin } from './fixtures/notes-plugin.ts';

const PARALLEL = 20;

async function startRunning(t: TestKernel, mode: string): Promise<string> {
  const started = await t.http.as('operator').post('/api/notes/jobs', { mode });
  assert.is(started.status, 202, started.text);
  const id = started.body.operation_id as string;
  await eventually(async () => (await t.http.get(`/api/operations/${id}`)).body.status === 'running');
  return id;
}

function cancelFrom(kernels: TestKernel[], id: string, count: number): Promise<TestResponse[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => kernels[index % kernels.length]!.http.as('operator').post(`/api/operations/${id}/cancel`)));
}

/** The `operation.updated` events a kernel saw that end the operation (any terminal status). */
function endings(t: TestKernel, id: string): string[] {
  return t
    .eventsNamed('operation.updated')
    .map((event) => (event.data as { operation: { id: string; status: string } }).operation)
    .filter((operation) => operation.id === id && ['succeeded', 'failed', 'cancelled'].includes(operation.status))
    .map((operation) => operation.status);
}

/** Every event so far, relayed ones included, has reached this kernel's subscribers. */
async function quiet(t: TestKernel): Promise<void> {
  await t.kernel.events.synced();
  await t.kernel.events.settled();
}

async function cancelAudits(t: TestKernel, id: string): Promise<number> {
  return (await auditRows(t, 'operation.cancel')).filter((row) => row.resource_id === id).length;
}

async function ended(t: TestKernel, id: string): Promise<Record<string, any>> {
  return eventually(async () => {
    const body = (await t.http.get(`/api/operations/${id}`)).body;
    return ['succeeded', 'failed', 'cancelled'].includes(body.status) ? body : null;
  });
}

/** Twenty cancels of one running operation (spread over the kernels given): one request on record, one end. */
async function cancelManyAtOnce(kernels: TestKernel[]): Promise<void> {
  const [first] = kernels as [TestKernel];
  closeGate();
  const id = await startRunning(first, 'cancellable-held');
  const answers = await cancelFrom(kernels, id, PARALLEL);
  assert.equal(
    [...new Set(answers.map((answer) => `${answer.status} ${answer.body.id} ${answer.body.status} ${answer.body.cancellable}`))],
    [`202 ${id} running true`],
    'every caller is told the same: the cancel is asked for, the operation still runs',
  );
  assert.is(await cancelAudits(first, id), 1, 'one cancel request on record, however many asked');
  await quiet(first);
  assert.is(first.eventsNamed('operation.cancel_requested').filter((event) => (event.data as { id: string }).id === id).length, 1);

  gate.open();
  const end = await ended(first, id);
  assert.equal([end.status, end.result, end.message], ['cancelled', { stopped: true }, 'Cancelled']);
  const [row] = await rows(first, 'SELECT history FROM operations WHERE id = ?', [id]);
  const steps = jsonColumn(row!.history) as Array<{ status: string }>;
  assert.is(steps.filter((step) => step.status === 'cancelled').length, 1, 'one cancelled step in its history');
  await quiet(first);
  assert.equal(endings(first, id), ['cancelled'], 'one terminal event');
  const late = await cancelFrom(kernels, id, 4);
  assert.equal([...new Set(late.map((answer) => `${answer.status} ${answer.body.code}`))], ['409 OPERATION_FINISHED']);
  assert.is(await cancelAudits(first, id), 1);
}

test('twenty parallel cancels of one running operation: every answer 202, one audit row, one signal, it ends cancelled once', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin] });
  try {
    await cancelManyAtOnce([t]);
  } finally {
    gate.open();
    await t.stop();
  }
});

test('cancels racing the operation ending by itself: it ends one way, once; a cancel is on record exactly when it ended cancelled', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin] });
  try {
    const seen = new Set<string>();
    for (let round = 0; round < 8; round += 1) {
      closeGate();
      const id = await startRunning(t, 'cancellable-gated');
      // Half of the cancels go out before the gate opens, half after: the end and the cancels interleave.
      const before = cancelFrom([t], id, PARALLEL / 2);
      gate.open();
      const answers = [...(await before), ...(await cancelFrom([t], id, PARALLEL / 2))];
      const end = await ended(t, id);
      seen.add(end.status);
      await quiet(t);
      assert.equal(endings(t, id), [end.status], 'one terminal event');
      const accepted = answers.filter((answer) => answer.status === 202);
      const refused = answers.filter((answer) => answer.status !== 202);
      assert.ok(
        refused.every((answer) => answer.status === 409 && answer.body.code === 'OPERATION_FINISHED'),
        refused.map((answer) => answer.text).join('\n'),
      );
      assert.ok(
        accepted.every((answer) => answer.body.id === id && ['running', 'cancelled'].includes(answer.body.status)),
        accepted.map((answer) => answer.text).join('\n'),
      );
      if (end.status === 'cancelled') {
        // Its work may have finished before the signal reached it: the result says so, the status keeps the cancel.
        assert.ok(end.result.stopped === true || end.result.done === true, JSON.stringify(end.result));
        assert.equal([accepted.length > 0, await cancelAudits(t, id)], [true, 1], 'ended cancelled: a cancel was accepted, one is on record');
      } else {
        assert.equal(
          [end.status, end.result, accepted.length, await cancelAudits(t, id)],
          ['succeeded', { done: true }, 0, 0],
          'ended by itself: no cancel was accepted, none is on record',
        );
      }
    }
    assert.ok(seen.size >= 1);
  } finally {
    gate.open();
    await t.stop();
  }
});

if (testDialect() === 'postgresql') {
  test('twenty parallel cancels spread over two replicas: one audit row, one signal, it ends cancelled once where it runs', async () => {
    const database = await createTestDatabase();
    const first = await createTestKernel({ plugins: [notesPlugin], database });
    let second: TestKernel | null = null;
    try {
      second = await createTestKernel({ plugins: [notesPlugin], database });
      await cancelManyAtOnce([first, second]);
      await quiet(second);
      assert.is(second.eventsNamed('operation.cancel_requested').length, 1, 'the other replica relayed one signal too');
    } finally {
      gate.open();
      await second?.stop();
      await first.stop();
      await database.drop();
    }
  });
}

test.run();
