// The health monitor: status and last_seen per probe, one gateway.unreachable / gateway.recovered per transition
// however many probes fail, /readyz and the portcullis_gateways metric, bounded concurrency and probe deadlines.

import type { EventEnvelope } from '@portcullis/core';
import type { Simulator } from '@portcullis/openshell-sim';
import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootGateways, closeSimulator, closeSimulators, registerPlain, simulator } from './helpers.ts';

interface Context {
  t: TestKernel;
  watched: Simulator;
  steady: Simulator;
  old: Simulator;
  cycles: number;
}

const INTERVAL_MS = 30_000;
const monitor = suite<Context>('health monitor');

monitor.before(async (context) => {
  context.t = await bootGateways();
  context.watched = await simulator();
  context.steady = await simulator();
  context.old = await simulator({ version: '0.0.100' });
  await registerPlain(context.t, 'watched', context.watched);
  await registerPlain(context.t, 'steady', context.steady);
  await registerPlain(context.t, 'old', context.old);
  context.cycles = 0;
});
monitor.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

/** One scheduled cycle: the first runs at start, each next one after the interval on the manual clock. */
async function cycle(context: Context): Promise<void> {
  if (context.cycles > 0) context.t.manualClock!.advance(INTERVAL_MS);
  await context.t.tick();
  context.cycles += 1;
}

const health = async (t: TestKernel, name: string) => (await t.http.as('viewer').get(`/api/gateways/${name}/health`)).body;
const named = (t: TestKernel, event: string, gateway: string) => t.eventsNamed(event).filter((e) => (e.data as { gateway: string }).gateway === gateway);

monitor('before the first probe every gateway is unknown; the first cycle sets status and last_seen', async (context) => {
  const { t } = context;
  assert.is((await health(t, 'watched')).status, 'unknown');
  assert.is((await t.http.get('/readyz')).body.checks.gateways.unknown, 3);
  await cycle(context);
  const watched = await health(t, 'watched');
  assert.equal(
    [watched.status, watched.last_seen, watched.version, watched.supported, watched.error],
    ['connected', new Date(t.clock.now()).toISOString(), '0.0.111', true, null],
  );
  assert.type(watched.latency_ms, 'number');
  const old = await health(t, 'old');
  assert.equal([old.status, old.supported, old.last_seen], ['degraded', false, null]);
  assert.match(old.error, /gateway version 0\.0\.100 is not supported: the 0\.0 line is supported from 0\.0\.105 to 0\.0\.116/);
});

monitor('/readyz reports the summary (verbose: per gateway); the metric counts by status', async ({ t }) => {
  const ready = await t.http.as(null).get('/readyz');
  assert.is(ready.status, 200);
  assert.equal(ready.body.checks.gateways, { total: 3, connected: 2, degraded: 1, unreachable: 0, unknown: 0 });
  const verbose = await t.http.as(null).get('/readyz', { query: { verbose: 'true' } });
  assert.equal(
    verbose.body.checks.gateways.items.map((item: { name: string; status: string }) => [item.name, item.status]),
    [
      ['old', 'degraded'],
      ['steady', 'connected'],
      ['watched', 'connected'],
    ],
  );
  const metrics = (await t.http.get('/metrics')).text;
  for (const [status, count] of [
    ['connected', 2],
    ['degraded', 1],
    ['unreachable', 0],
    ['unknown', 0],
  ] as const) {
    assert.match(metrics, new RegExp(`^portcullis_gateways\\{status="${status}"\\} ${count}$`, 'm'));
  }
});

monitor('a stopped gateway becomes unreachable with exactly one event, however many probes fail', async (context) => {
  const { t, watched } = context;
  const seen = (await health(t, 'watched')).last_seen;
  await closeSimulator(watched);
  for (let i = 0; i < 4; i += 1) await cycle(context);
  const state = await health(t, 'watched');
  assert.equal([state.status, state.last_seen], ['unreachable', seen], 'last_seen only moves on success');
  assert.is(state.error, 'connection refused');
  const events = named(t, 'gateway.unreachable', 'watched');
  assert.is(events.length, 1);
  assert.equal({ ...(events[0]!.data as object), error: 'x' }, { actor: 'system', gateway: 'watched', previous_status: 'connected', error: 'x' });
  assert.is(named(t, 'gateway.unreachable', 'steady').length, 0);
  const ready = await t.http.get('/readyz');
  assert.is(ready.status, 200, 'gateway status is informational');
  assert.equal(ready.body.checks.gateways, { total: 3, connected: 1, degraded: 1, unreachable: 1, unknown: 0 });
  assert.match((await t.http.get('/metrics')).text, /^portcullis_gateways\{status="unreachable"\} 1$/m);
});

monitor('restarting it fires exactly one gateway.recovered and moves last_seen', async (context) => {
  const { t } = context;
  const port = Number(context.watched.address.split(':').pop());
  context.watched = await simulator({ port });
  for (let i = 0; i < 3; i += 1) await cycle(context);
  const state = await health(t, 'watched');
  assert.equal([state.status, state.last_seen, state.error], ['connected', new Date(t.clock.now()).toISOString(), null]);
  const recovered = named(t, 'gateway.recovered', 'watched');
  assert.is(recovered.length, 1);
  assert.equal(recovered[0]!.data, { actor: 'system', gateway: 'watched', status: 'connected', version: '0.0.111' });
  assert.is(named(t, 'gateway.unreachable', 'watched').length, 1);
});

monitor('one Health and one GetGatewayInfo per gateway per cycle', async (context) => {
  assert.is(context.steady.control.calls('Health'), context.cycles);
  assert.is(context.steady.control.calls('GetGatewayInfo'), context.cycles);
  const tasks = await context.t.http.get('/api/system/tasks');
  const task = tasks.body.items.find((item: { id: string }) => item.id === 'gateways.health-probe');
  assert.equal([task.scope, task.healthy, task.consecutive_failures], ['sharded', true, 0]);
});

monitor.run();

const bounded = suite('probe concurrency and deadlines');

bounded('at most SERVICE_HEALTH_PROBE_CONCURRENCY probes run at once; a slow gateway is cut at the probe timeout', async () => {
  const t = await bootGateways({ env: { SERVICE_HEALTH_PROBE_CONCURRENCY: '2', SERVICE_HEALTH_PROBE_TIMEOUT_SECONDS: '1' } });
  try {
    const sim = await simulator();
    for (let i = 0; i < 6; i += 1) await registerPlain(t, `slow-${i}`, sim);
    sim.control.setDelay('Health', 250);
    const runner = t.resolve('gatewayHealthMonitor', 'gateways');
    const limited = await runner.runCycle();
    assert.equal(limited.counts, { connected: 6, degraded: 0, unreachable: 0 });
    assert.ok(limited.durationMs >= 3 * 250, `6 probes two at a time take three rounds (took ${limited.durationMs} ms)`);
    sim.control.setDelay('Health', 5000);
    const started = Date.now();
    const cut = await runner.runCycle();
    assert.equal(cut.counts, { connected: 0, degraded: 0, unreachable: 6 });
    assert.ok(Date.now() - started < 3 * 1000 + 1500, 'each probe ends at its 1 s deadline');
    assert.is((await t.http.get('/api/gateways/slow-0/health')).body.error, 'timeout');
  } finally {
    await t.stop();
    await closeSimulators();
  }
});

bounded.run();

const replicas = suite('two probers on one database');

replicas('a transition is recorded, and announced, once even when two replicas probe at the same time', async () => {
  const first = await bootGateways();
  const second = await bootGateways({ database: first.database });
  try {
    const sim = await simulator();
    await registerPlain(first, 'shared', sim);
    await Promise.all([first, second].map((t) => t.resolve('gatewayHealthMonitor', 'gateways').runCycle()));
    await closeSimulator(sim);
    await Promise.all([first, second].map((t) => t.resolve('gatewayHealthMonitor', 'gateways').runCycle()));
    await Promise.all([first.kernel.events.settled(), second.kernel.events.settled()]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ids = new Set<string>();
    for (const t of [first, second]) for (const event of t.eventsNamed('gateway.unreachable') as EventEnvelope[]) ids.add(event.id);
    assert.is(ids.size, 1);
  } finally {
    await second.stop({ keepDatabase: true });
    await first.stop();
    await closeSimulators();
  }
});

replicas.run();
