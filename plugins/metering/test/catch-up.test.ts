// Gateways that fail are skipped and caught up from their log ring; when the ring wraps past the cursor the loss
// is counted in a metric; two replicas polling one database count each line once.

import type { Simulator } from '@portcullis/openshell-sim';
import { createTestDatabase, eventually, rows, type TestKernel, testDialect } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootMetering, closeSimulators, counted, line, meteredGateway, poll, runningSandboxes } from './helpers.ts';

const OCSF_CALL = line('API:INFERENCE [INFO] SUCCESS meta/llama via nvidia 180ms [POST /v1/chat/completions]', { target: 'ocsf', level: 'OCSF' });
const kernels: TestKernel[] = [];

async function setUp(options: Parameters<typeof bootMetering>[0] = {}): Promise<{ t: TestKernel; sim: Simulator }> {
  const t = await bootMetering(options);
  kernels.push(t);
  const sim = await meteredGateway(t);
  await runningSandboxes(sim, ['box']);
  await poll(t);
  return { t, sim };
}

test.after.each(async () => {
  for (const t of kernels.splice(0)) await t.stop();
  await closeSimulators();
});

/** The value of a metric sample in the /metrics text, or 0 when it has none yet. */
async function metric(t: TestKernel, sample: string): Promise<number> {
  const text = (await t.http.get('/metrics')).text;
  const found = text.split('\n').find((row) => row.startsWith(`${sample} `));
  return found ? Number(found.split(' ')[1]) : 0;
}

test('a gateway that fails is skipped, then caught up from what its ring holds', async () => {
  const { t, sim } = await setUp();
  sim.control.emitInference('box', 3);
  sim.control.failNext('ListSandboxes', { code: 'UNAVAILABLE', message: 'gateway restarting' });
  await poll(t);
  assert.equal(await counted(t), {}, 'nothing counted while the gateway failed');
  sim.control.failNext('GetSandboxLogs', { code: 'UNAVAILABLE', message: 'gateway restarting' });
  await poll(t);
  assert.equal(await counted(t), {});
  sim.control.emitInference('box', 2);
  await poll(t);
  assert.equal(await counted(t), { 'sim/default/box': 5 });
  assert.is(await metric(t, 'portcullis_metering_requests_total{gateway="sim"}'), 5);
  assert.is(await metric(t, 'portcullis_metering_ring_overruns_total{gateway="sim"}'), 0);
});

test('a ring that wrapped past the cursor: what it still holds is counted, the overrun is a metric', async () => {
  const { t, sim } = await setUp();
  const start = Date.now() + 10;
  // 2500 lines after the cursor, one per millisecond: the first 500 (all requests) fall out of the 2000-line ring.
  const lines = Array.from({ length: 2500 }, (_, i) => ({ ...(i < 500 || i % 100 === 0 ? OCSF_CALL : line(`work ${i}`)), timestampMs: start + i }));
  sim.control.emitLog('box', lines);
  await poll(t);
  assert.equal(await counted(t), { 'sim/default/box': 20 }, 'the requests among the last 2000 lines (every 100th line)');
  assert.is(await metric(t, 'portcullis_metering_ring_overruns_total{gateway="sim"}'), 1);
  sim.control.emitLog('box', [{ ...OCSF_CALL, timestampMs: start + 3000 }]);
  await poll(t);
  assert.equal(await counted(t), { 'sim/default/box': 21 });
  assert.is(await metric(t, 'portcullis_metering_ring_overruns_total{gateway="sim"}'), 1, 'a poll that reached its cursor is no overrun');
});

test("a deleted sandbox's cursor goes at the next poll; its counts stay", async () => {
  const { t, sim } = await setUp();
  sim.control.emitInference('box', 2);
  await poll(t);
  assert.is((await rows(t, 'SELECT sandbox FROM metering_cursors')).length, 1);
  assert.is((await t.http.as('operator').delete('/api/gateways/sim/sandboxes/box')).status, 202);
  await eventually(() => !sim.control.state().sandboxes.some((box) => box.name === 'box'));
  await poll(t);
  assert.equal(await rows(t, 'SELECT sandbox FROM metering_cursors'), []);
  assert.equal(await counted(t), { 'sim/default/box': 2 });
});

if (testDialect() === 'postgresql') {
  test('two replicas polling one database at the same time count each line once', async () => {
    const database = await createTestDatabase();
    try {
      const a = await bootMetering({ database });
      const b = await bootMetering({ database });
      kernels.push(a, b);
      const sim = await meteredGateway(a);
      await runningSandboxes(sim, ['shared']);
      for (let round = 1; round <= 5; round += 1) {
        sim.control.emitInference('shared', 4);
        // The lease keeps the task on one replica; here both run the poll itself at once, which only the cursor's
        // compare-and-swap can sort out.
        await Promise.all([a, b].map((kernel) => kernel.resolve('meter', 'metering').runPoll(new AbortController().signal)));
        assert.equal(await counted(a), { 'sim/default/shared': 4 * round }, `round ${round}`);
      }
    } finally {
      for (const t of kernels.splice(0)) await t.stop({ keepDatabase: true });
      await database.drop();
    }
  });
}

test.run();
