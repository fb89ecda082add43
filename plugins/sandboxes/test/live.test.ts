// The live stream /ws/{gw}/{name}: authentication, one shared upstream watch per sandbox, late joiners, approvals,
// fresh status on PATCH, reconnect after the upstream breaks, clean close on delete, and the linger.

import { eventually } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Bench, boot, shutdown, type Viewer, viewer } from './helpers.ts';

const live = suite<{ bench: Bench }>('live stream');
live.before(async (context) => {
  const bench = await boot({
    plugins: ['users', 'service-principals'],
    env: { SERVICE_SANDBOX_WS_UPSTREAM_LINGER_MS: '100', SERVICE_SANDBOX_WS_REPLAY_LINES: '3', SERVICE_AUTH_PASSWORD_HASH_COST: '10' },
  });
  context.bench = bench;
  for (const name of ['box', 'other', 'doomed']) bench.sim.control.seedSandbox({ name });
  await eventually(() => bench.sim.control.state().sandboxes.every((sandbox) => sandbox.phase === 'SANDBOX_PHASE_READY'));
});
live.after(async ({ bench }) => {
  await shutdown(bench);
});

const logs = (v: Viewer) => v.messages.filter((m) => m.type === 'log').map((m) => m.data.message);
const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'opened',
    (error: Error) => error.message,
  );
const hub = (bench: Bench) => bench.t.resolve('sandboxLiveHub', 'sandboxes');

live('unauthenticated upgrades are refused; a viewer key in ?token= is accepted', async ({ bench }) => {
  const { t } = bench;
  assert.match(await refusal(viewer(t, '/ws/gw/box', { role: null })), /upgrade refused: 401/);
  assert.match(await refusal(viewer(t, '/ws/gw/box?token=svc_wrong', { role: null })), /upgrade refused: 401/);
  assert.is(bench.sim.control.calls('WatchSandbox'), 0, 'nothing reached the gateway');
  const created = await t.http.post('/api/auth/service-principals', { name: 'dashboard', role: 'viewer' });
  assert.is(created.status, 201, created.text);
  const keyed = await viewer(t, `/ws/gw/box?token=${encodeURIComponent(created.body.key)}`, { role: null });
  const status = await keyed.next((m) => m.type === 'status');
  assert.equal([status.data.name, status.data.state, status.data.gateway], ['box', 'running', 'gw']);
  await keyed.close();
});

live('two viewers of one sandbox share one upstream WatchSandbox; both get status, logs and events', async ({ bench }) => {
  const { t, sim } = bench;
  await eventually(() => sim.control.openWatchStreams('box') === 0, 2000);
  sim.control.resetCalls();
  const first = await viewer(t, '/ws/gw/box');
  const second = await viewer(t, '/ws/gw/box', { role: 'operator' });
  for (const v of [first, second]) await v.next((m) => m.type === 'status' && m.data.state === 'running');
  sim.control.emitLog('box', [
    { message: 'shared-1', source: 'sandbox' },
    { message: 'shared-2', source: 'sandbox', level: 'WARN' },
  ]);
  for (const v of [first, second]) await v.next((m) => m.type === 'log' && m.data.message === 'shared-2');
  assert.equal(first.messages.find((m) => m.data.message === 'shared-2')!.data, second.messages.find((m) => m.data.message === 'shared-2')!.data);
  assert.equal(Object.keys(first.messages.find((m) => m.type === 'log')!.data).sort(), ['fields', 'level', 'message', 'source', 'target', 'timestamp']);
  assert.is(sim.control.openWatchStreams('box'), 1, 'one upstream stream for both browsers');
  assert.is(sim.control.calls('WatchSandbox'), 1);
  assert.equal(hub(bench).stats(), { feeds: 1, viewers: 2, dropped: 0 });
  const third = await viewer(t, '/ws/gw/other');
  await third.next((m) => m.type === 'status');
  assert.equal([sim.control.openWatchStreams('other'), sim.control.calls('WatchSandbox')], [1, 2], 'another sandbox has its own');
  await Promise.all([first.close(), second.close(), third.close()]);
});

live('a viewer joining later gets the latest status and the recent lines, then live ones', async ({ bench }) => {
  const { t, sim } = bench;
  const early = await viewer(t, '/ws/gw/box');
  await early.next((m) => m.type === 'status');
  sim.control.emitLog(
    'box',
    ['r1', 'r2', 'r3', 'r4'].map((message) => ({ message })),
  );
  await early.next((m) => m.data?.message === 'r4');
  sim.control.resetCalls();
  const late = await viewer(t, '/ws/gw/box');
  await late.next((m) => m.type === 'log' && m.data.message === 'r4');
  assert.is(late.messages[0]!.type, 'status', 'status first');
  assert.equal(logs(late), ['r2', 'r3', 'r4'], 'the last SERVICE_SANDBOX_WS_REPLAY_LINES lines');
  assert.is(sim.control.calls('WatchSandbox'), 0, 'the open upstream is reused');
  sim.control.emitLog('box', { message: 'after-join' });
  await late.next((m) => m.data?.message === 'after-join');
  await Promise.all([early.close(), late.close()]);
});

live('approval events reach the viewers of that sandbox only', async ({ bench }) => {
  const { t } = bench;
  const box = await viewer(t, '/ws/gw/box');
  const other = await viewer(t, '/ws/gw/other');
  for (const v of [box, other]) await v.next((m) => m.type === 'status');
  t.kernel.events.emit('approval.pending' as never, { gateway: 'gw', sandbox: 'box', chunk_id: 'c-1', rule_name: 'allow_pypi_443' } as never);
  const pushed = await box.next((m) => m.type === 'approval');
  assert.equal(pushed.data, { actor: 'system', gateway: 'gw', sandbox: 'box', chunk_id: 'c-1', rule_name: 'allow_pypi_443', event: 'approval.pending' });
  t.kernel.events.emit('approval.approved' as never, { gateway: 'gw', sandbox: 'box', chunk_id: 'c-1' } as never);
  await box.next((m) => m.type === 'approval' && m.data.event === 'approval.approved');
  t.kernel.events.emit('approval.pending' as never, { gateway: 'other-gw', sandbox: 'box', chunk_id: 'c-2' } as never);
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal([box.messages.filter((m) => m.type === 'approval').length, other.messages.filter((m) => m.type === 'approval').length], [2, 0]);
  await Promise.all([box.close(), other.close()]);
});

live('a PATCH of labels sends viewers a fresh status', async ({ bench }) => {
  const { t, base } = bench;
  const v = await viewer(t, '/ws/gw/box');
  await v.next((m) => m.type === 'status');
  await t.http.as('operator').patch(`${base}/box`, { labels: { shown: 'live' }, description: 'watched' });
  const fresh = await v.next((m) => m.type === 'status' && m.data.labels.shown === 'live');
  assert.is(fresh.data.description, 'watched');
  await v.close();
});

live('when the upstream breaks, viewers are told and the stream resumes without repeating lines', async ({ bench }) => {
  const { t, sim } = bench;
  const v = await viewer(t, '/ws/gw/box');
  await v.next((m) => m.type === 'status');
  sim.control.emitLog('box', [{ message: 'before-lag' }, { message: 'before-lag' }]);
  await eventually(() => logs(v).filter((line) => line === 'before-lag').length === 2);
  sim.control.resetCalls();
  assert.is(sim.control.injectWatchLag('box'), 1);
  const error = await v.next((m) => m.type === 'error');
  assert.equal(error.data, { code: 'RATE_LIMITED', message: 'watch stream lagged; dropped 1025 messages', reconnecting: true });
  await eventually(() => sim.control.openWatchStreams('box') === 1 && sim.control.calls('WatchSandbox') === 1, 3000);
  const errorAt = v.messages.indexOf(error);
  await eventually(() => v.messages.some((m, index) => index > errorAt && m.type === 'status' && m.data.state === 'running'));
  sim.control.emitLog('box', { message: 'after-lag' });
  await v.next((m) => m.data?.message === 'after-lag');
  assert.is(logs(v).filter((line) => line === 'before-lag').length, 2, 'the replayed tail is not delivered twice');
  await v.close();
});

live('an unreachable gateway: viewers hear of each failed attempt, and the stream comes back by itself', async ({ bench }) => {
  const { t, sim } = bench;
  const v = await viewer(t, '/ws/gw/box');
  await v.next((m) => m.type === 'status');
  sim.control.resetCalls();
  sim.control.failNext('WatchSandbox', { code: 'UNAVAILABLE', message: 'connection refused', times: 2 });
  sim.control.injectWatchLag('box');
  await eventually(() => v.messages.filter((m) => m.type === 'error' && m.data.code === 'GATEWAY_UNAVAILABLE').length === 2, 5000);
  assert.equal(v.messages.filter((m) => m.type === 'error' && m.data.code === 'GATEWAY_UNAVAILABLE')[0]!.data, {
    code: 'GATEWAY_UNAVAILABLE',
    message: 'connection refused',
    reconnecting: true,
  });
  await eventually(() => sim.control.openWatchStreams('box') === 1, 5000);
  assert.is(sim.control.calls('WatchSandbox'), 3, 'two refused attempts, then the one that holds');
  sim.control.emitLog('box', { message: 'back-again' });
  await v.next((m) => m.data?.message === 'back-again');
  await v.close();
});

live('deleting the sandbox closes its viewers with 1000 and a reason; unknown sandboxes and gateways close with 4404', async ({ bench }) => {
  const { t, sim, base } = bench;
  const v = await viewer(t, '/ws/gw/doomed');
  await v.next((m) => m.type === 'status');
  assert.is((await t.http.as('operator').delete(`${base}/doomed`)).status, 202);
  assert.equal(await v.closed, { code: 1000, reason: 'sandbox deleted' });
  assert.ok(
    v.messages.some((m) => m.type === 'status' && m.data.state === 'deleting'),
    'viewers see it deleting first',
  );
  assert.equal(
    v.messages.filter((m) => m.type === 'error'),
    [],
    'a stream that ends CANCELLED after DELETING means deleted, not broken',
  );
  await eventually(() => !sim.control.state().sandboxes.some((sandbox) => sandbox.name === 'doomed'));
  const missing = await viewer(t, '/ws/gw/nope');
  assert.equal(await missing.closed, { code: 4404, reason: 'SANDBOX_NOT_FOUND' });
  assert.equal(
    missing.messages.map((m) => [m.type, m.data.code]),
    [['error', 'SANDBOX_NOT_FOUND']],
  );
  const noGateway = await viewer(t, '/ws/nogw/box');
  assert.equal(await noGateway.closed, { code: 4404, reason: 'GATEWAY_NOT_FOUND' });
});

live('a workspace the 0.1 gateway does not have closes the viewer with 4404 before anything is watched', async () => {
  const modern = await boot({ sim: { profile: 'v0.1.2' } });
  try {
    modern.sim.control.seedSandbox({ name: 'box' });
    const nowhere = await viewer(modern.t, '/ws/gw/box?workspace=nowhere');
    assert.equal(await nowhere.closed, { code: 4404, reason: 'WORKSPACE_NOT_FOUND' });
    assert.is(modern.sim.control.calls('WatchSandbox'), 0);
    const home = await viewer(modern.t, '/ws/gw/box?workspace=default');
    await home.next((m) => m.type === 'status');
    await home.close();
  } finally {
    await shutdown(modern);
  }
});

live('the upstream closes shortly after the last viewer leaves, and opens again for the next one', async ({ bench }) => {
  const { t, sim } = bench;
  const v = await viewer(t, '/ws/gw/other');
  await v.next((m) => m.type === 'status');
  assert.is(sim.control.openWatchStreams('other'), 1);
  await v.close();
  await eventually(() => sim.control.openWatchStreams('other') === 0, 2000);
  assert.equal(hub(bench).stats(), { feeds: 0, viewers: 0, dropped: 0 });
  sim.control.resetCalls();
  const again = await viewer(t, '/ws/gw/other');
  await again.next((m) => m.type === 'status');
  assert.is(sim.control.calls('WatchSandbox'), 1);
  await again.close();
});

live.run();
