// List with label filters and a real total, get, PATCH of our metadata, delete, start/stop, workspaces, roles.

import type { TestKernel } from '@portcullis/testing';
import { eventually } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Bench, boot, json, rows, settled, shutdown, viewer } from './helpers.ts';

const manage = suite<{ bench: Bench }>('managing sandboxes');
manage.before(async (context) => {
  const bench = await boot({ sim: { workspaces: [{ name: 'team' }] } });
  context.bench = bench;
  for (const name of ['alpha', 'beta', 'gamma', 'delta']) bench.sim.control.seedSandbox({ name });
  bench.sim.control.seedSandbox({ name: 'alpha', workspace: 'team' });
  await eventually(() => bench.sim.control.state().sandboxes.every((sandbox) => sandbox.phase === 'SANDBOX_PHASE_READY'));
  const labels: Record<string, Record<string, string>> = { alpha: { env: 'prod', tier: 'a:b' }, beta: { env: 'prod', region: 'eu' }, gamma: { env: 'dev' } };
  for (const [name, value] of Object.entries(labels)) {
    const response = await bench.t.http.as('operator').patch(`${bench.base}/${name}`, { labels: value });
    assert.is(response.status, 200, response.text);
  }
});
manage.after(async ({ bench }) => {
  await shutdown(bench);
});

const names = (body: { items: Array<{ name: string }> }) => body.items.map((item) => item.name);

manage('list: every sandbox with our labels; label filters AND-combined; total counts before paging', async ({ bench }) => {
  const { t, base } = bench;
  const all = await t.http.as('viewer').get(base);
  assert.is(all.status, 200, all.text);
  assert.equal([names(all.body), all.body.total], [['alpha', 'beta', 'delta', 'gamma'], 4]);
  assert.equal(all.body.items[0].labels, { env: 'prod', tier: 'a:b' });
  assert.equal(all.body.items[0].state, 'running');
  const prod = await t.http.get(base, { query: { label: 'env:prod' } });
  assert.equal([names(prod.body), prod.body.total], [['alpha', 'beta'], 2]);
  const prodEu = await t.http.get(base, { query: { label: ['env:prod', 'region:eu'] } });
  assert.equal([names(prodEu.body), prodEu.body.total], [['beta'], 1]);
  assert.equal(names((await t.http.get(base, { query: { label: 'tier:a:b' } })).body), ['alpha'], 'values may contain colons');
  const paged = await t.http.get(base, { query: { limit: '2', offset: '1' } });
  assert.equal([names(paged.body), paged.body.total], [['beta', 'delta'], 4]);
  const bad = await t.http.get(base, { query: { label: 'nocolon', limit: '1001' } });
  assert.equal([bad.status, bad.body.errors.map((e: { path: string }) => e.path).sort()], [400, ['query.label.0', 'query.limit']]);
  const team = await t.http.get(base, { query: { workspace: 'team' } });
  assert.equal([names(team.body), team.body.items[0].workspace, team.body.items[0].labels], [['alpha'], 'team', {}], 'labels are per workspace');
  assert.is((await t.http.as(null).get(base)).status, 401);
});

manage('list pages through more than one upstream page', async ({ bench }) => {
  const { t, sim } = bench;
  sim.control.addWorkspace('big');
  for (let i = 0; i < 1005; i += 1) sim.control.seedSandbox({ name: `s${i}`, workspace: 'big' });
  sim.control.resetCalls();
  const response = await t.http.get(bench.base, { query: { workspace: 'big', limit: '3', offset: '1002' } });
  assert.equal([response.body.total, response.body.items.length], [1005, 3]);
  assert.is(sim.control.calls('ListSandboxes'), 2);
});

manage('get: the detail with raw phase, state mapping and 404 SANDBOX_NOT_FOUND', async ({ bench }) => {
  const { t, base } = bench;
  const got = await t.http.as('viewer').get(`${base}/beta`);
  assert.equal([got.status, got.body.name, got.body.state, got.body.phase, got.body.metered_requests_today], [200, 'beta', 'running', 'READY', null]);
  const missing = await t.http.get(`${base}/nope`);
  assert.equal([missing.status, missing.body.code], [404, 'SANDBOX_NOT_FOUND']);
  const wrongWorkspace = await t.http.get(`${base}/beta`, { query: { workspace: 'team' } });
  assert.is(wrongWorkspace.status, 404);
  const badWorkspace = await t.http.get(`${base}/beta`, { query: { workspace: 'Not_A_Label' } });
  assert.equal([badWorkspace.status, badWorkspace.body.errors[0].path], [400, 'query.workspace']);
});

manage('PATCH: absent keeps, null clears, empty body 400, gateway limits apply, operator only, audited', async ({ bench }) => {
  const { t, base } = bench;
  const described = await t.http.as('operator').patch(`${base}/gamma`, { description: 'dev box' });
  assert.equal([described.status, described.body.description, described.body.labels], [200, 'dev box', { env: 'dev' }]);
  const cleared = await t.http.as('operator').patch(`${base}/gamma`, { labels: null });
  assert.equal([cleared.body.labels, cleared.body.description], [{}, 'dev box']);
  const both = await t.http.as('operator').patch(`${base}/gamma`, { labels: { env: 'dev' }, description: null });
  assert.equal([both.body.labels, both.body.description], [{ env: 'dev' }, null]);
  const cases: Array<[unknown, string]> = [
    [{}, 'body'],
    [{ description: 'd'.repeat(1001) }, 'body.description'],
    [{ labels: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) }, 'body.labels'],
    [{ labels: { ['k'.repeat(64)]: 'v' } }, `body.labels.${'k'.repeat(64)}`],
    [{ labels: { k: 'v'.repeat(254) } }, 'body.labels.k'],
    [{ labels: { k: 1 } }, 'body.labels.k'],
    [{ name: 'x' }, 'body'],
  ];
  for (const [body, path] of cases) {
    const response = await t.http.as('operator').patch(`${base}/gamma`, body);
    assert.equal([response.status, response.body.errors?.[0]?.path], [400, path], JSON.stringify(body).slice(0, 50));
  }
  const denied = await t.http.as('viewer').patch(`${base}/gamma`, { description: 'x' });
  assert.equal([denied.status, denied.body.code], [403, 'PERMISSION_DENIED']);
  const missing = await t.http.as('operator').patch(`${base}/nope`, { description: 'x' });
  assert.equal([missing.status, missing.body.code], [404, 'SANDBOX_NOT_FOUND']);
  assert.is((await rows(t, "SELECT id FROM sandbox_metadata WHERE name = 'nope'")).length, 0, 'nothing stored for a sandbox that does not exist');
  const audits = await rows(t, "SELECT actor, detail FROM audit_log WHERE action = 'sandbox.update' AND resource_id = 'gamma' ORDER BY id");
  assert.equal(
    audits.map((row) => json(row.detail).changed),
    [['labels'], ['description'], ['labels'], ['description', 'labels']],
  );
  assert.is(audits[1]!.actor, 'operator@test.local');
});

/** Another client of the gateway deletes the sandbox (no audit row, no event of ours). */
async function deleteBehindOurBack(t: TestKernel, name: string): Promise<void> {
  const gateway = await t.resolve('gatewayRegistry', 'sandboxes').require('gw');
  await t.resolve('gatewayApi', 'sandboxes').sandboxes.delete({ gateway, workspace: gateway.defaultWorkspace }, name);
}

manage('metadata belongs to one upstream sandbox: re-created behind our back, it starts empty', async ({ bench }) => {
  const { t, sim, base } = bench;
  await t.http.as('operator').patch(`${base}/delta`, { labels: { owner: 'x' } });
  await deleteBehindOurBack(t, 'delta');
  // Deletion is asynchronous upstream: the name is free once the gateway has removed the sandbox.
  await eventually(() => !sim.control.state().sandboxes.some((sandbox) => sandbox.name === 'delta' && sandbox.workspace === 'default'));
  sim.control.seedSandbox({ name: 'delta' });
  const again = await t.http.get(`${base}/delta`);
  assert.equal([again.status, again.body.labels], [200, {}]);
});

manage("start and stop: the gateway's snapshot, its refusals as 409, operator only, audited", async ({ bench }) => {
  const { t, sim, base } = bench;
  const stopped = await t.http.as('operator').post(`${base}/beta/stop`);
  assert.equal([stopped.status, stopped.body.state, stopped.body.phase, stopped.body.labels], [200, 'stopped', 'STOPPED', { env: 'prod', region: 'eu' }]);
  const again = await t.http.as('operator').post(`${base}/beta/stop`);
  assert.equal([again.status, again.body.phase], [200, 'STOPPED'], 'stopping a stopped sandbox is fine');
  const started = await t.http.as('operator').post(`${base}/beta/start`);
  assert.equal([started.status, started.body.state, started.body.phase], [200, 'creating', 'STARTING']);
  await eventually(async () => (await t.http.get(`${base}/beta`)).body.state === 'running');
  const refused = await t.http.as('operator').post(`${base}/alpha/start`);
  assert.equal([refused.status], [200], 'start of a running sandbox is a no-op upstream');
  // A sandbox still provisioning (held there) can be neither stopped nor started: the gateway's refusals pass on.
  sim.control.seedSandbox({ name: 'pending' });
  sim.control.holdProvisioning('pending');
  const stopPending = await t.http.as('operator').post(`${base}/pending/stop`);
  assert.equal([stopPending.status, stopPending.body.code], [409, 'GATEWAY_PRECONDITION_FAILED']);
  assert.match(stopPending.body.detail, /sandbox must be Ready to stop \(current phase: Provisioning\)/i);
  const startPending = await t.http.as('operator').post(`${base}/pending/start`);
  assert.equal([startPending.status, startPending.body.code], [409, 'GATEWAY_PRECONDITION_FAILED']);
  assert.match(startPending.body.detail, /sandbox must be Stopped to start/i);
  await deleteBehindOurBack(t, 'pending');
  await eventually(() => !sim.control.state().sandboxes.some((sandbox) => sandbox.name === 'pending'));
  for (const action of ['start', 'stop']) assert.is((await t.http.as('viewer').post(`${base}/beta/${action}`)).status, 403);
  assert.equal([(await t.http.as('operator').post(`${base}/nope/stop`)).body.code], ['SANDBOX_NOT_FOUND']);
  const audits = await rows(
    t,
    "SELECT action, outcome FROM audit_log WHERE action IN ('sandbox.start', 'sandbox.stop') AND resource_id IN ('beta', 'pending') ORDER BY id",
  );
  assert.equal(
    audits.map((row) => `${row.action} ${row.outcome}`),
    [
      'sandbox.stop pending',
      'sandbox.stop succeeded',
      'sandbox.stop pending',
      'sandbox.stop succeeded',
      'sandbox.start pending',
      'sandbox.start succeeded',
      'sandbox.stop pending',
      'sandbox.stop failed',
      'sandbox.start pending',
      'sandbox.start failed',
    ],
    'each call has its intent before it and its outcome after it, refusals included',
  );
});

manage('a name no gateway can hold is a 400 on every sandbox route and the WebSocket, before any RPC', async ({ bench }) => {
  const { t, sim } = bench;
  const document = (await t.http.get('/api/system/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  const routes = Object.entries(document.paths)
    .filter(([path]) => path.includes('/sandboxes/{name}'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
  assert.ok(routes.length >= 9, `only ${routes.length} sandbox routes`);
  const before = sim.control.allCalls();
  for (const bad of ['Alpha', 'a'.repeat(20), 'a--b', '-a', 'a_b', 'a%2Fb']) {
    for (const { method, path } of routes) {
      const response = await t.http.as('admin').request(
        method,
        path
          .replace('{gw}', 'gw')
          .replace('{name}', bad)
          .replace(/\{[a-z_]+\}/g, 'x'),
        method === 'GET' ? {} : { body: {} },
      );
      assert.is(response.status, 400, `${method} ${path} with ${bad}: ${response.text}`);
      assert.ok(
        response.body.errors.some((error: { path: string }) => error.path === 'params.name'),
        `${method} ${path} with ${bad}`,
      );
    }
    const refused = await viewer(t, `/ws/gw/${bad}`).then(
      () => 'opened',
      (error: Error) => error.message,
    );
    assert.is(refused, 'upgrade refused: 400', bad);
  }
  assert.equal(sim.control.allCalls(), before, 'no RPC reached the gateway');
  assert.is((await rows(t, "SELECT id FROM audit_log WHERE resource_id LIKE '%a%b%' OR resource_id = 'Alpha'")).length, 0);
});

manage('lone surrogates and NUL in a path, a query or a body are a 400 naming them; nothing is stored or sent', async ({ bench }) => {
  const { t, sim, base } = bench;
  const before = sim.control.allCalls();
  const stored = async () => JSON.stringify([await rows(t, 'SELECT * FROM sandbox_metadata ORDER BY id'), await rows(t, 'SELECT id FROM audit_log')]);
  const storedBefore = await stored();
  const path = await t.http.get('/api/gateways/%ED%A0%80/sandboxes');
  assert.equal([path.status, path.body.errors[0].path], [400, 'params.gw']);
  const query = await t.http.get(base, { query: { label: 'a:\u0000' } });
  assert.equal([query.status, query.body.errors[0].path], [400, 'query.label']);
  const body = await t.http.as('operator').patch(`${base}/delta`, undefined, {
    raw: '{"description":"lone \\ud800","labels":{"k":"nul \\u0000"}}',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal([body.status, body.body.errors.map((error: { path: string }) => error.path)], [400, ['body.description', 'body.labels.k']]);
  assert.equal(sim.control.allCalls(), before, 'no RPC');
  assert.is(await stored(), storedBefore, 'no metadata or audit row changed');
});

manage('labels named __proto__, constructor or prototype are refused, not dropped', async ({ bench }) => {
  const { t, base } = bench;
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    const response = await t.http
      .as('operator')
      .patch(`${base}/delta`, undefined, { raw: `{"labels":{"${key}":"x"}}`, headers: { 'content-type': 'application/json' } });
    assert.equal([response.status, response.body.errors[0].path], [400, `body.labels.${key}`], key);
  }
  assert.equal((await t.http.get(`${base}/delta`)).body.labels, {});
});

manage(
  'delete: 202 and an operation that waits while the sandbox shows deleting; re-creating it meanwhile is 409; then gone, announced once, metadata removed',
  async ({ bench }) => {
    const { t, sim, base } = bench;
    assert.equal([(await t.http.as('viewer').delete(`${base}/alpha`)).status], [403]);
    sim.control.holdDeletion('alpha');
    sim.control.resetCalls();
    const deleted = await t.http.as('operator').delete(`${base}/alpha`);
    assert.is(deleted.status, 202, deleted.text);
    assert.equal([deleted.body.type, deleted.headers.get('location')], ['sandbox.delete', `/api/operations/${deleted.body.operation_id}`]);
    assert.is(sim.control.calls('DeleteSandbox'), 1);
    const deleting = await t.http.get(`${base}/alpha`);
    assert.equal([deleting.body.state, deleting.body.phase], ['deleting', 'DELETING'], 'docs/decisions.md §3 said stopped; docs/openshell-0.0.md §g.3 wins');
    assert.equal((await t.http.get(base)).body.items.find((item: { name: string }) => item.name === 'alpha').state, 'deleting');
    const recreate = await t.http.as('operator').post(base, { name: 'alpha' });
    assert.equal([recreate.status, recreate.body.code], [409, 'SANDBOX_DELETING']);
    assert.match(recreate.body.detail, /^Sandbox alpha is still being deleted on gateway gw; create it again once it is gone/);
    await eventually(async () => (await t.http.get(`/api/operations/${deleted.body.operation_id}`)).body.status === 'running');
    await t.kernel.events.settled();
    assert.is(t.eventsNamed('sandbox.deleted').length, 0, 'not gone yet');

    sim.control.holdDeletion('alpha', false);
    const done = await settled(t, deleted.body.operation_id);
    assert.equal([done.status, done.result.sandbox, done.result.deleted, done.resource], ['succeeded', 'alpha', true, 'alpha']);
    assert.ok(!sim.control.state().sandboxes.some((sandbox) => sandbox.name === 'alpha' && sandbox.workspace === 'default'));
    assert.ok(
      sim.control.state().sandboxes.some((sandbox) => sandbox.name === 'alpha' && sandbox.workspace === 'team'),
      "the other workspace's alpha stays",
    );
    await t.kernel.events.settled();
    assert.equal(
      t.eventsNamed('sandbox.deleted').map((event) => event.data),
      [{ actor: 'operator@test.local', gateway: 'gw', sandbox: 'alpha', workspace: 'default' }],
    );
    assert.is((await rows(t, "SELECT id FROM sandbox_metadata WHERE name = 'alpha' AND workspace = 'default'")).length, 0);
    const audits = await rows(t, "SELECT outcome, intent_id, id FROM audit_log WHERE action = 'sandbox.delete' AND resource_id = 'alpha' ORDER BY id");
    assert.equal(
      audits.map((row) => row.outcome),
      ['pending', 'succeeded'],
    );
    assert.is(Number(audits[1]!.intent_id), Number(audits[0]!.id));
    const again = await t.http.as('operator').delete(`${base}/alpha`);
    assert.equal([again.status, again.body.code], [404, 'SANDBOX_NOT_FOUND']);
    assert.is((await t.http.get(`${base}/alpha`)).status, 404);
    assert.is(sim.control.calls('DeleteSandbox'), 1, 'an unknown sandbox is a 404 before any delete');
  },
);

manage('a sandbox still deleting after SERVICE_SANDBOX_DELETE_TIMEOUT fails the delete operation; it stays deleting', async ({ bench }) => {
  const { t, sim, base } = bench;
  sim.control.seedSandbox({ name: 'sticky' });
  await eventually(async () => (await t.http.get(`${base}/sticky`)).body.state === 'running');
  sim.control.holdDeletion('sticky');
  sim.control.resetCalls();
  const deleted = await t.http.as('operator').delete(`${base}/sticky`);
  assert.is(deleted.status, 202, deleted.text);
  // The route's own look, then the operation's first poll: its deadline is set from then on.
  await eventually(() => sim.control.calls('GetSandbox') >= 2);
  t.manualClock!.advance(301_000);
  const done = await settled(t, deleted.body.operation_id);
  assert.equal([done.status, done.error.code], ['failed', 'SANDBOX_DELETE_TIMEOUT']);
  assert.match(done.error.message, /still being deleted after 300 s/);
  assert.is((await t.http.get(`${base}/sticky`)).body.state, 'deleting');
  sim.control.holdDeletion('sticky', false);
});

manage('unregistering the gateway removes what we kept about its sandboxes', async ({ bench }) => {
  const { t } = bench;
  assert.ok((await rows(t, "SELECT id FROM sandbox_metadata WHERE gateway = 'gw'")).length > 0);
  assert.is((await t.http.delete('/api/gateway/gw')).status, 204);
  await eventually(async () => (await rows(t, "SELECT id FROM sandbox_metadata WHERE gateway = 'gw'")).length === 0);
  const gone = await t.http.get(bench.base);
  assert.equal([gone.status, gone.body.code], [404, 'GATEWAY_NOT_FOUND']);
});

manage.run();
