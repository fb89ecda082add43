// WatchSandbox (docs/openshell-0.0.md §b.6, §f.6): snapshot first, tails, live items, stop_on_terminal, delete, lag.
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from './helpers.ts';
import { collect, readySandbox, startHarness, stream, waitFor } from './helpers.ts';

let h: Harness;
test.before(async () => {
  h = await startHarness();
});
test.after(() => h.close());

const watch = (request: object) => stream<any>(h.clients.openshell, 'WatchSandbox', request);

test('stop_on_terminal: snapshot first, provisioning events, ends OK after the READY snapshot', async () => {
  const { id } = h.sim.control.seedSandbox({ name: 'w-create' });
  h.sim.control.holdProvisioning('w-create'); // the stream is open before anything happens
  const result = collect(watch({ id, follow_status: true, follow_events: true, stop_on_terminal: true }));
  await waitFor(() => h.sim.control.openWatchStreams('w-create') === 1);
  h.sim.control.holdProvisioning('w-create', false);
  const { events, error } = await result;
  assert.is(error, undefined);
  assert.is(events[0].payload, 'sandbox');
  assert.is(events.at(-1).sandbox.status.phase, 'SANDBOX_PHASE_READY');
  const platform = events.filter((e) => e.payload === 'event').map((e) => e.event);
  assert.ok(platform.some((e: any) => e.source === 'docker' && e.reason === 'Pulled' && e.type === 'Normal'));
  assert.ok(platform.some((e: any) => e.reason === 'Started'));
  assert.ok(events.every((e) => e.payload !== 'warning' && e.payload !== 'draft_policy_update'));
});

test('stop_on_terminal on a sandbox that is already READY: the snapshot alone, then OK', async () => {
  const sandbox = await readySandbox(h, 'w-ready');
  const { events, error } = await collect(watch({ id: sandbox.metadata.id, follow_logs: true, follow_events: true, event_tail: 10, stop_on_terminal: true }));
  assert.is(error, undefined);
  assert.equal(
    events.map((e) => e.payload),
    ['sandbox'],
  );
});

test('stop_on_terminal does not stop on ERROR', async () => {
  const created = (await h.call('CreateSandbox', { name: 'w-error', spec: {} })).sandbox;
  h.sim.control.holdProvisioning('w-error');
  const call = watch({ id: created.metadata.id, follow_status: true, stop_on_terminal: true });
  const result = collect(call);
  await waitFor(() => h.sim.control.openWatchStreams('w-error') === 1);
  h.sim.control.forceSandboxError('w-error', { reason: 'Crash' });
  await new Promise((r) => setTimeout(r, 50));
  assert.is(h.sim.control.openWatchStreams('w-error'), 1, 'still open after ERROR');
  call.cancel();
  await result;
  await waitFor(() => h.sim.control.openWatchStreams('w-error') === 0, 1000, 'cancel unsubscribes');
});

test('initial snapshot even without follow_status, then the filtered log tail, then live logs', async () => {
  const sandbox = await readySandbox(h, 'w-logs');
  h.sim.control.emitLog('w-logs', [
    { message: 'tail-1', source: 'sandbox', level: 'INFO', target: 't' },
    { message: 'tail-debug', source: 'sandbox', level: 'DEBUG', target: 't' },
    { message: 'tail-2', source: 'sandbox', level: 'INFO', target: 't' },
  ]);
  const received: any[] = [];
  const call = watch({ id: sandbox.metadata.id, follow_logs: true, log_tail_lines: 3, log_min_level: 'INFO', log_sources: ['sandbox'] });
  call.on('data', (event) => received.push(event));
  call.on('error', () => {});
  await waitFor(() => received.length >= 3);
  assert.is(received[0].payload, 'sandbox', 'snapshot first even without follow_status');
  assert.equal(
    received.slice(1, 3).map((e) => e.log.message),
    ['tail-1', 'tail-2'],
  );
  h.sim.control.emitLog('w-logs', [
    { message: 'live-gateway', source: 'gateway', level: 'INFO', target: 't' },
    { message: 'live-sandbox', source: 'sandbox', level: 'WARN', target: 't' },
  ]);
  await waitFor(() => received.some((e) => e.log?.message === 'live-sandbox'));
  assert.not.ok(
    received.some((e) => e.log?.message === 'live-gateway'),
    'source filter applies live',
  );
  await h.call('StopSandbox', { name: 'w-logs' });
  await new Promise((r) => setTimeout(r, 30));
  assert.not.ok(
    received.slice(1).some((e) => e.payload === 'sandbox'),
    'no live snapshots without follow_status',
  );
  call.cancel();
});

test('default tail is 200 lines', async () => {
  const sandbox = await readySandbox(h, 'w-tail');
  h.sim.control.emitLog(
    'w-tail',
    Array.from({ length: 300 }, (_, i) => ({ message: `n${i}`, target: 'x' })),
  );
  const call = watch({ id: sandbox.metadata.id, follow_logs: true });
  const received: any[] = [];
  call.on('data', (event) => received.push(event));
  call.on('error', () => {});
  await waitFor(() => received.length >= 201);
  await new Promise((r) => setTimeout(r, 20));
  assert.is(received.filter((e) => e.payload === 'log').length, 200);
  assert.is(received.at(-1).log.message, 'n299');
  call.cancel();
});

test('live snapshots on phase, policy and provider changes; removal after delete ends the stream CANCELLED', async () => {
  const sandbox = await readySandbox(h, 'w-live');
  h.sim.control.seedProvider({ name: 'gh', type: 'github', credentials: { GITHUB_TOKEN: 'x' } });
  const call = watch({ id: sandbox.metadata.id, follow_status: true });
  const result = collect(call);
  await waitFor(() => h.sim.control.openWatchStreams('w-live') === 1);
  await h.call('AttachSandboxProvider', { sandbox_name: 'w-live', provider_name: 'gh' });
  await h.call('UpdateConfig', {
    name: 'w-live',
    merge_operations: [
      {
        add_rule: {
          rule_name: 'r1',
          rule: {
            endpoints: [{ host: 'example.com', port: 443 }],
            binaries: [{ path: '/usr/bin/curl' }],
          },
        },
      },
    ],
  });
  await waitFor(async () => (await h.call('GetSandbox', { name: 'w-live' })).sandbox.status.current_policy_version === 2);
  await h.call('DeleteSandbox', { name: 'w-live' });
  const { events, error } = await result;
  assert.equal([error?.code, error?.details], [grpc.status.CANCELLED, 'stream closed']);
  const snapshots = events.filter((e) => e.payload === 'sandbox').map((e) => e.sandbox);
  assert.ok(
    snapshots.some((s: any) => s.spec.providers.includes('gh')),
    'provider attach snapshot',
  );
  assert.ok(
    snapshots.some((s: any) => s.status.current_policy_version === 2),
    'policy load snapshot',
  );
  assert.is(snapshots.at(-1).status.phase, 'SANDBOX_PHASE_DELETING');
  assert.not.ok(
    h.sim.control.state().sandboxes.some((s) => s.name === 'w-live'),
    'record removed',
  );
});

test('draft activity: a fresh snapshot without any chunk payload (never draft_policy_update), as upstream', async () => {
  const sandbox = await readySandbox(h, 'w-draft');
  const received: any[] = [];
  const call = watch({ id: sandbox.metadata.id, follow_status: true });
  call.on('data', (event) => received.push(event));
  call.on('error', () => {});
  await waitFor(() => received.length === 1);
  h.sim.control.simulateDenial({ sandbox: 'w-draft', host: 'api.github.com', port: 443, binary: '/usr/bin/curl' });
  h.sim.control.flushDenials('w-draft');
  await waitFor(() => received.length === 2);
  assert.equal(
    received.map((e) => e.payload),
    ['sandbox', 'sandbox'],
  );
  call.cancel();
});

test('lag injection ends the stream with RESOURCE_EXHAUSTED', async () => {
  const sandbox = await readySandbox(h, 'w-lag');
  const call = watch({ id: sandbox.metadata.id, follow_status: true });
  const result = collect(call);
  await waitFor(() => h.sim.control.openWatchStreams('w-lag') === 1);
  assert.is(h.sim.control.injectWatchLag('w-lag', 42), 1);
  const { error } = await result;
  assert.is(error?.code, grpc.status.RESOURCE_EXHAUSTED);
  assert.is(error?.details, 'watch stream lagged; dropped 42 messages');
  assert.is(h.sim.control.openWatchStreams('w-lag'), 0);
});

test('a consumer that stops reading overflows the bounded buffer', async () => {
  const small = await startHarnessWithSmallBuffer();
  try {
    const sandbox = await readySandbox(small, 'w-slow');
    const call = stream<any>(small.clients.openshell, 'WatchSandbox', { id: sandbox.metadata.id, follow_logs: true });
    let error: grpc.ServiceError | undefined;
    call.on('error', (e: grpc.ServiceError) => {
      error = e;
    });
    call.pause(); // never read: flow control fills and the server-side queue overflows
    await waitFor(() => small.sim.control.openWatchStreams('w-slow') === 1);
    const big = 'x'.repeat(8192);
    for (let i = 0; i < 40 && small.sim.control.openWatchStreams('w-slow') > 0; i++) {
      small.sim.control.emitLog(
        'w-slow',
        Array.from({ length: 50 }, () => ({ message: big, target: 'flood' })),
      );
      await new Promise((r) => setTimeout(r, 5));
    }
    assert.is(small.sim.control.openWatchStreams('w-slow'), 0, 'server ended the stream');
    call.resume();
    await waitFor(() => error !== undefined, 3000, 'lag error');
    assert.is(error?.code, grpc.status.RESOURCE_EXHAUSTED);
    assert.match(error?.details ?? '', /^watch stream lagged; dropped \d+ messages$/);
  } finally {
    await small.close();
  }
});

async function startHarnessWithSmallBuffer() {
  return startHarness({ watchBufferSize: 16 });
}

test('bad requests: empty id INVALID_ARGUMENT, unknown id NOT_FOUND', async () => {
  const empty = await collect(watch({ id: '' }));
  assert.is(empty.error?.code, grpc.status.INVALID_ARGUMENT);
  assert.is(empty.error?.details, 'id is required');
  const unknown = await collect(watch({ id: 'missing' }));
  assert.is(unknown.error?.code, grpc.status.NOT_FOUND);
});

test.run();
