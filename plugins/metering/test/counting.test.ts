// What the metering poll counts, against the simulator's log hooks: spec-style lines, OCSF inference lines, lines
// that are not requests, bursts sharing one millisecond (across polls and a restart), every workspace, a sandbox
// that stopped before its last lines were read; and where the counts show (sandbox JSON, usage summary).

import type { Simulator } from '@portcullis/openshell-sim';
import { WIRE_LINE_PLUGINS } from '@portcullis/plugin-gateways/testing';
import { createTestKernel, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootMetering, closeSimulators, counted, line, meteredGateway, poll, runningSandboxes } from './helpers.ts';

interface Context {
  t: TestKernel;
  sim: Simulator;
}

const counting = suite<Context>('metering: counting');

counting.before(async (context) => {
  context.t = await bootMetering();
  context.sim = await meteredGateway(context.t, { workspaces: [{ name: 'team' }] });
  await runningSandboxes(context.sim, ['alpha', 'beta', 'gamma', 'burst', 'quitter']);
  await runningSandboxes(context.sim, ['alpha'], 'team');
  await poll(context.t);
});
counting.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const OCSF_CALL = line('API:INFERENCE [INFO] SUCCESS meta/llama via nvidia 180ms [POST /v1/chat/completions]', { target: 'ocsf', level: 'OCSF' });

counting('realistic model calls count once each (the OCSF API:INFERENCE line); their router and network lines do not', async ({ t, sim }) => {
  sim.control.emitInference('alpha', 3, { mode: 'realistic' });
  await poll(t);
  assert.is((await counted(t))['sim/default/alpha'], 3);
});

counting('spec-style lines count by source and by a target that mentions inference', async ({ t, sim }) => {
  sim.control.emitInference('beta', 2, { mode: 'spec' });
  sim.control.emitLog('beta', [
    line('completion', { source: 'proxy', target: 'edge' }),
    line('served', { source: 'sandbox', target: 'acme::Inference_Router' }),
  ]);
  await poll(t);
  assert.is((await counted(t))['sim/default/beta'], 2 * 2 + 2, 'two lines per spec-style call, plus the two single lines');
});

counting('lines that are not requests count nothing', async ({ t, sim }) => {
  sim.control.emitLog('gamma', [
    line('NET:OPEN [INFO] ALLOWED node(77) -> inference.local:443 [policy:inference engine:router]', { target: 'ocsf', level: 'OCSF' }),
    line('HTTP:GET [MED] DENIED curl(88) -> GET https://example.com/ [policy:- engine:l7]', { target: 'ocsf', level: 'OCSF' }),
    line('routing proxy inference request', { target: 'openshell_router' }),
    line('Sandbox phase changed', { source: 'gateway', target: 'openshell_server::grpc' }),
    line('API:INFERENCE written by an agent', { target: 'agent', level: 'INFO' }),
  ]);
  await poll(t);
  assert.is((await counted(t))['sim/default/gamma'], undefined);
});

counting('a burst in one millisecond is counted exactly once across two polls and a restart', async (context) => {
  const { sim } = context;
  const ms = Date.now();
  const at = { ...OCSF_CALL, timestampMs: ms };
  sim.control.emitLog('burst', [at, at, at, at, at, { ...line('noise'), timestampMs: ms }, { ...line('noise'), timestampMs: ms }]);
  await poll(context.t);
  assert.is((await counted(context.t))['sim/default/burst'], 5);
  sim.control.emitLog('burst', [at, at, at]);
  await poll(context.t);
  assert.is((await counted(context.t))['sim/default/burst'], 8, 'the three new lines of the same millisecond, not the five again');
  await poll(context.t);
  assert.is((await counted(context.t))['sim/default/burst'], 8);

  const database = context.t.database;
  await context.t.stop({ keepDatabase: true });
  context.t = await createTestKernel({
    database,
    plugins: ['gateways', ...WIRE_LINE_PLUGINS, 'sandboxes', 'metering'],
    env: { SERVICE_LOCAL_MODE: 'true', SERVICE_BUDGET_METERING_ENABLED: 'true', SERVICE_HEALTH_INTERVAL_SECONDS: '3600' },
  });
  await poll(context.t);
  assert.is((await counted(context.t))['sim/default/burst'], 8, 'a restarted service reads from the stored cursor');
  sim.control.emitLog('burst', [at, at, { ...OCSF_CALL, timestampMs: ms + 1 }]);
  await poll(context.t);
  assert.is((await counted(context.t))['sim/default/burst'], 11);
});

counting('every workspace is metered, each under its own name', async ({ t, sim }) => {
  sim.control.emitInference('team/alpha', 4);
  await poll(t);
  const counts = await counted(t);
  assert.equal([counts['sim/team/alpha'], counts['sim/default/alpha']], [4, 3]);
});

counting('a sandbox that stopped before the poll still has its last lines counted, once', async ({ t, sim }) => {
  sim.control.emitInference('quitter', 2);
  const stopped = await t.http.as('operator').post('/api/gateways/sim/sandboxes/quitter/stop');
  assert.is(stopped.status, 200, stopped.text);
  await poll(t);
  assert.is((await counted(t))['sim/default/quitter'], 2);
  const before = sim.control.calls('GetSandboxLogs');
  await poll(t);
  assert.is(sim.control.calls('GetSandboxLogs') - before, 5, 'the stopped sandbox is not read again (five running ones are)');
});

counting('metered_requests_today on the sandbox JSON, one and listed', async ({ t }) => {
  const one = await t.http.as('viewer').get('/api/gateways/sim/sandboxes/alpha');
  assert.equal([one.status, one.body.metered_requests_today], [200, 3]);
  const team = await t.http.as('viewer').get('/api/gateways/sim/sandboxes/alpha', { query: { workspace: 'team' } });
  assert.is(team.body.metered_requests_today, 4);
  const listed = await t.http.as('viewer').get('/api/gateways/sim/sandboxes');
  const byName = Object.fromEntries(
    listed.body.items.map((sandbox: { name: string; metered_requests_today: number }) => [sandbox.name, sandbox.metered_requests_today]),
  );
  assert.equal(byName, { alpha: 3, beta: 6, burst: 11, gamma: 0, quitter: 2 });
});

counting('the usage summary: top consumers per window, paged; days move with the clock', async ({ t }) => {
  const viewer = t.http.as('viewer');
  const daily = await viewer.get('/api/usage/summary', { query: { limit: '2' } });
  assert.equal([daily.status, daily.body.window, daily.body.total], [200, 'daily', 5]);
  assert.equal(daily.body.items, [
    { gateway: 'sim', workspace: 'default', sandbox: 'burst', requests: 11 },
    { gateway: 'sim', workspace: 'default', sandbox: 'beta', requests: 6 },
  ]);
  const rest = await viewer.get('/api/usage/summary', { query: { offset: '2' } });
  assert.equal(
    rest.body.items.map((item: { sandbox: string; workspace: string }) => `${item.workspace}/${item.sandbox}`),
    ['team/alpha', 'default/alpha', 'default/quitter'],
  );
  t.manualClock!.advance(86_400_000);
  const tomorrow = await viewer.get('/api/usage/summary', { query: { window: 'daily' } });
  assert.equal([tomorrow.body.total, tomorrow.body.items], [0, []]);
  t.manualClock!.advance(40 * 86_400_000);
  for (const window of ['weekly', 'monthly']) assert.is((await viewer.get('/api/usage/summary', { query: { window } })).body.total, 0, window);
  const total = await viewer.get('/api/usage/summary', { query: { window: 'total' } });
  assert.equal([total.body.total, total.body.since, total.body.items[0].requests], [5, null, 11]);
  t.manualClock!.set(Date.now());
});

counting('bad summary queries are 400 and name the field', async ({ t }) => {
  const window = await t.http.as('viewer').get('/api/usage/summary', { query: { window: 'hourly' } });
  assert.equal([window.status, window.body.code, window.body.errors[0].path], [400, 'VALIDATION_ERROR', 'query.window']);
  const limit = await t.http.as('viewer').get('/api/usage/summary', { query: { limit: '0' } });
  assert.equal([limit.status, limit.body.errors[0].path], [400, 'query.limit']);
  assert.is((await t.http.as(null).get('/api/usage/summary')).status, 401);
});

counting.run();
