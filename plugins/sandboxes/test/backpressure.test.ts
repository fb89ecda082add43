// Backpressure on the live stream: a viewer that never reads is cut off after the drop limit (1013) while a normal
// viewer keeps receiving everything; heartbeats after idle carry the viewer's dropped_events.

import { eventually, metricValue } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Bench, boot, shutdown, type Viewer, viewer } from './helpers.ts';

const LINE = 'x'.repeat(8000);
const BATCH = 100;

const logCount = (v: Viewer) => v.messages.filter((m) => m.type === 'log' && m.data.message.startsWith('bulk-')).length;
const hub = (bench: Bench) => bench.t.resolve('sandboxLiveHub', 'sandboxes');

/** Emits 8 kB lines in batches, each after the reading viewer got the previous one, until `done()` or `maxBatches`. */
async function flood(bench: Bench, reader: Viewer, done: () => boolean, maxBatches = 120): Promise<number> {
  const before = logCount(reader);
  let sent = 0;
  for (let batch = 0; batch < maxBatches && !done(); batch += 1) {
    bench.sim.control.emitLog(
      'box',
      Array.from({ length: BATCH }, (_, i) => ({ message: `bulk-${before + sent + i} ${LINE}`, source: 'sandbox' })),
    );
    sent += BATCH;
    await eventually(() => logCount(reader) === before + sent, 10_000, 5);
  }
  return sent;
}

async function readyBox(bench: Bench): Promise<void> {
  bench.sim.control.seedSandbox({ name: 'box' });
  await eventually(() => bench.sim.control.state().sandboxes.every((sandbox) => sandbox.phase === 'SANDBOX_PHASE_READY'));
}

const slow = suite<{ bench: Bench }>('a viewer that never reads');
slow.before(async (context) => {
  context.bench = await boot({ env: { SERVICE_WS_QUEUE_SIZE: '50', SERVICE_WS_BACKPRESSURE_DROP_LIMIT: '20', SERVICE_WS_HEARTBEAT_IDLE_MS: '60000' } });
  await readyBox(context.bench);
});
slow.after(async ({ bench }) => {
  await shutdown(bench);
});

slow('is disconnected with 1013 after the drop limit, while a normal viewer receives every line', async ({ bench }) => {
  const { t } = bench;
  const reader = await viewer(t, '/ws/gw/box');
  const stalled = await viewer(t, '/ws/gw/box');
  for (const v of [reader, stalled]) await v.next((m) => m.type === 'status');
  const clients = () => metricValue(t, 'websocket_clients', { route: '/ws/{gw}/{name}' });
  assert.is(await clients(), 2);
  stalled.socket.pause();
  const sent = await flood(bench, reader, () => hub(bench).stats().viewers === 1);
  assert.is(hub(bench).stats().viewers, 1, `the stalled viewer was dropped (after ${sent} lines)`);
  assert.ok((await metricValue(t, 'websocket_dropped_messages_total')) >= 20, 'its drops are counted in the metrics');
  // Keeps flowing to the reader after the stalled one is gone.
  const more = await flood(bench, reader, () => false, 3);
  assert.is(logCount(reader), sent + more, 'every line reached the reading viewer');
  assert.ok(!reader.messages.some((m) => m.type === 'error'), 'the upstream never lagged');
  assert.is(bench.sim.control.openWatchStreams('box'), 1);
  stalled.socket.resume();
  const closed = await stalled.closed;
  assert.equal(closed, { code: 1013, reason: 'too slow: 20 messages dropped in a row' });
  assert.ok(logCount(stalled) < sent, `it got ${logCount(stalled)} of ${sent}`);
  await reader.close();
  await eventually(async () => (await clients()) === 0);
});

slow.run();

const heartbeat = suite<{ bench: Bench }>('heartbeats');
heartbeat.before(async (context) => {
  context.bench = await boot({ env: { SERVICE_WS_QUEUE_SIZE: '5', SERVICE_WS_BACKPRESSURE_DROP_LIMIT: '1000000', SERVICE_WS_HEARTBEAT_IDLE_MS: '300' } });
  await readyBox(context.bench);
});
heartbeat.after(async ({ bench }) => {
  await shutdown(bench);
});

heartbeat('an idle viewer gets a heartbeat with dropped_events, and the count is what it missed', async ({ bench }) => {
  const { t } = bench;
  const reader = await viewer(t, '/ws/gw/box');
  await reader.next((m) => m.type === 'status');
  const idle = await reader.next((m) => m.type === 'heartbeat', 3000);
  assert.equal(idle.data, { dropped_events: 0 });

  const lagging = await viewer(t, '/ws/gw/box');
  await lagging.next((m) => m.type === 'status');
  lagging.socket.pause();
  const sent = await flood(bench, reader, () => hub(bench).stats().dropped > 0);
  assert.ok(hub(bench).stats().dropped > 0, `nothing dropped after ${sent} lines`);
  lagging.socket.resume();
  await eventually(
    () => logCount(lagging) > 0 && lagging.messages.some((m, i) => m.type === 'heartbeat' && m.data.dropped_events > 0 && i > lagging.messages.length - 3),
    5000,
  );
  const beat = [...lagging.messages].reverse().find((m) => m.type === 'heartbeat')!;
  assert.ok(logCount(lagging) < sent, 'it missed lines');
  // Everything not delivered was counted (heartbeats that did not fit while it stalled count too).
  assert.ok(logCount(lagging) + beat.data.dropped_events >= sent, `${logCount(lagging)} + ${beat.data.dropped_events} < ${sent}`);
  assert.is(lagging.socket.readyState, lagging.socket.OPEN, 'below the drop limit it stays connected');
  await Promise.all([reader.close(), lagging.close()]);
});

heartbeat.run();
