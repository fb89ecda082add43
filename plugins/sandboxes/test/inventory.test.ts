// GET /api/sandboxes across three simulated gateways: filters, order, paging, a gateway that is down or too slow
// (listed in `unavailable`, never failing the request), visibility by role, and one ListSandboxes per visible gateway.

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulator, closeTestSimulators, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { eventually, type TestKernel, type TestResponse } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

/** Per gateway: sandbox name → our labels. */
const FLEET: Record<string, Record<string, Record<string, string>>> = {
  'gw-a': { 'a-web': { team: 'web' }, 'a-db': { team: 'data', tier: 'gold' }, 'a-job': { team: 'web', tier: 'gold' } },
  'gw-b': { 'b-web': { team: 'web' }, 'b-api': { team: 'data' } },
  'gw-c': { 'c-web': { team: 'web', tier: 'gold' }, 'c-tool': {} },
};
const TIMEOUT_MS = 400;

interface Context {
  t: TestKernel;
  sims: Record<string, Simulator>;
}

const inventory = suite<Context>('sandboxes across gateways');

inventory.before(async (context) => {
  const t = await gatewayTestKernel({
    plugins: ['users', 'sandboxes'],
    env: {
      SERVICE_HEALTH_INTERVAL_SECONDS: '3600',
      SERVICE_SANDBOX_INVENTORY_GATEWAY_TIMEOUT_MS: String(TIMEOUT_MS),
      SERVICE_SANDBOX_INVENTORY_CONCURRENCY: '2',
    },
  });
  const sims: Record<string, Simulator> = {};
  for (const [gateway, sandboxes] of Object.entries(FLEET)) {
    const sim = await startTestSimulator(gateway === 'gw-a' ? { workspaces: [{ name: 'team' }] } : {});
    await registerSimulator(t, gateway, sim);
    for (const name of Object.keys(sandboxes)) sim.control.seedSandbox({ name });
    await eventually(() => sim.control.state().sandboxes.every((sandbox) => sandbox.phase === 'SANDBOX_PHASE_READY'));
    for (const [name, labels] of Object.entries(sandboxes)) {
      const patched = await t.http.as('operator').patch(`/api/gateways/${gateway}/sandboxes/${name}`, { labels });
      assert.is(patched.status, 200, patched.text);
    }
    sims[gateway] = sim;
  }
  sims['gw-a']!.control.seedSandbox({ name: 'a-team', workspace: 'team' });
  sims['gw-c']!.control.forceSandboxError('c-tool', { reason: 'CrashLoop', message: 'it crashed' });
  Object.assign(context, { t, sims });
});

inventory.after(async ({ t }) => {
  await t?.stop();
  await closeTestSimulators();
});

const list = (t: TestKernel, query = '', as: 'viewer' | null = 'viewer', headers: Record<string, string> = {}) =>
  t.http.as(as).get(`/api/sandboxes${query}`, { headers });
const refs = (response: TestResponse) => response.body.items.map((item: { gateway: string; name: string }) => `${item.gateway}/${item.name}`);
const listCalls = (sims: Record<string, Simulator>) =>
  Object.fromEntries(Object.entries(sims).map(([gateway, sim]) => [gateway, sim.control.calls('ListSandboxes')]));
const resetCalls = (sims: Record<string, Simulator>) => {
  for (const sim of Object.values(sims)) sim.control.resetCalls();
};

inventory('every sandbox of every gateway, by name; each as the per-gateway list shows it; one ListSandboxes per gateway', async ({ t, sims }) => {
  resetCalls(sims);
  const all = await list(t);
  assert.is(all.status, 200, all.text);
  assert.equal(
    refs(all),
    ['a-db', 'a-job', 'a-web', 'b-api', 'b-web', 'c-tool', 'c-web'].map((name) => `gw-${name[0]!}/${name}`),
  );
  assert.is(all.body.total, 7);
  assert.equal(all.body.unavailable, []);
  assert.equal(listCalls(sims), { 'gw-a': 1, 'gw-b': 1, 'gw-c': 1 }, 'one list RPC per visible gateway');

  const perGateway = await t.http.as('viewer').get('/api/gateways/gw-b/sandboxes');
  assert.equal(
    all.body.items.filter((item: { gateway: string }) => item.gateway === 'gw-b'),
    perGateway.body.items,
    'the same JSON as the per-gateway list',
  );
  const errored = all.body.items.find((item: { name: string }) => item.name === 'c-tool');
  assert.equal([errored.state, errored.workspace, errored.labels], ['error', 'default', {}]);
});

inventory('filters are AND-combined: gateway (repeatable), state, label (repeatable), q (case-insensitive), workspace', async ({ t, sims }) => {
  assert.equal(refs(await list(t, '?gateway=gw-a&gateway=gw-c')), ['gw-a/a-db', 'gw-a/a-job', 'gw-a/a-web', 'gw-c/c-tool', 'gw-c/c-web']);
  assert.equal(refs(await list(t, '?state=error')), ['gw-c/c-tool']);
  assert.equal(refs(await list(t, '?label=team:web&label=tier:gold')), ['gw-a/a-job', 'gw-c/c-web']);
  assert.equal(refs(await list(t, '?q=API')), ['gw-b/b-api'], 'case-insensitive');
  assert.equal(refs(await list(t, '?q=web&gateway=gw-b&state=running')), ['gw-b/b-web']);
  resetCalls(sims);
  const named = await list(t, '?gateway=gw-b');
  assert.equal(listCalls(sims), { 'gw-a': 0, 'gw-b': 1, 'gw-c': 0 }, 'gateways left out by the filter are not asked');
  assert.is(named.body.total, 2);

  const team = await list(t, '?workspace=team');
  assert.is(team.status, 200, team.text);
  assert.equal(
    team.body.items.map((item: { gateway: string; workspace: string; name: string }) => `${item.gateway}/${item.workspace}/${item.name}`),
    ['gw-a/team/a-team'],
  );
  assert.equal(team.body.unavailable, [], 'a gateway without the workspace has no sandboxes in it, it is not unavailable');

  const bad = await list(t, '?state=sleeping&label=nocolon&sort=size');
  assert.is(bad.status, 400, bad.text);
  assert.equal(bad.body.errors.map((error: { path: string }) => error.path).sort(), ['query.label.0', 'query.sort', 'query.state']);
});

inventory('sort by name, gateway, state or created_at, `-` descending; paging with limit and offset over the total', async ({ t }) => {
  assert.equal(refs(await list(t, '?sort=-name')), ['gw-c/c-web', 'gw-c/c-tool', 'gw-b/b-web', 'gw-b/b-api', 'gw-a/a-web', 'gw-a/a-job', 'gw-a/a-db']);
  assert.equal(refs(await list(t, '?sort=-gateway&limit=3')), ['gw-c/c-tool', 'gw-c/c-web', 'gw-b/b-api'], 'ties by name');
  assert.equal(refs(await list(t, '?sort=state'))[0], 'gw-c/c-tool', 'error sorts before running');
  const byCreated = await list(t, '?sort=-created_at');
  const created = byCreated.body.items.map((item: { created_at: string }) => item.created_at);
  assert.ok(created.every(Boolean), 'every seeded sandbox has a creation time');
  assert.equal(created, [...created].sort().reverse(), 'newest first');

  const page = await list(t, '?limit=2&offset=2');
  assert.equal([refs(page), page.body.total], [['gw-a/a-web', 'gw-b/b-api'], 7]);
  const past = await list(t, '?limit=2&offset=10');
  assert.equal([refs(past), past.body.total], [[], 7]);
});

inventory('a gateway too slow for the deadline is listed in `unavailable` as GATEWAY_TIMEOUT; the others still answer', async ({ t, sims }) => {
  sims['gw-b']!.control.setDelay('ListSandboxes', TIMEOUT_MS * 10);
  try {
    const response = await list(t);
    assert.is(response.status, 200, response.text);
    assert.equal(response.body.unavailable, [{ gateway: 'gw-b', code: 'GATEWAY_TIMEOUT', detail: `no answer within ${TIMEOUT_MS} ms` }]);
    assert.equal(refs(response), ['gw-a/a-db', 'gw-a/a-job', 'gw-a/a-web', 'gw-c/c-tool', 'gw-c/c-web']);
    assert.is(response.body.total, 5);
  } finally {
    sims['gw-b']!.control.setDelay('ListSandboxes', 0);
  }
});

inventory('a gateway that is down is listed in `unavailable` with the code of its failure', async ({ t }) => {
  const down = await startTestSimulator();
  await registerSimulator(t, 'gw-down', down);
  down.control.seedSandbox({ name: 'gone' });
  await closeTestSimulator(down);
  try {
    const response = await list(t);
    assert.is(response.status, 200, response.text);
    assert.equal(
      response.body.unavailable.map((entry: { gateway: string; code: string }) => [entry.gateway, entry.code]),
      [['gw-down', 'GATEWAY_UNAVAILABLE']],
    );
    assert.ok(response.body.unavailable[0].detail.length > 0);
    assert.is(response.body.total, 7);
  } finally {
    assert.is((await t.http.delete('/api/gateway/gw-down')).status, 204);
  }
});

/** A user with no global role and the given per-gateway roles, signed in with a session cookie as a browser is. */
async function signedIn(t: TestKernel, email: string, gatewayRoles: Record<string, string>): Promise<(query?: string) => Promise<TestResponse>> {
  const password = 'inventory-passphrase-42';
  const created = await t.http.post('/api/auth/users', { email, role: null, password });
  assert.is(created.status, 201, created.text);
  for (const [gateway, role] of Object.entries(gatewayRoles)) {
    assert.is((await t.http.put(`/api/auth/users/${created.body.id}/gateway-roles/${gateway}`, { role })).status, 200);
  }
  const origin = 'http://localhost:8888';
  const login = await t.http.as(null).post('/api/auth/login', { email, password }, { headers: { origin } });
  const cookie = login.headers
    .getSetCookie()
    .find((header) => header.startsWith('svc_session='))!
    .split(';')[0]!;
  return (query = '') => list(t, query, null, { origin, cookie });
}

inventory('a viewer of one gateway only sees that gateway, and only it is asked; a caller with no role anywhere is 403', async ({ t, sims }) => {
  const onlyB = await signedIn(t, 'b-viewer@example.com', { 'gw-b': 'viewer' });
  resetCalls(sims);
  const seen = await onlyB();
  assert.is(seen.status, 200, seen.text);
  assert.equal(refs(seen), ['gw-b/b-api', 'gw-b/b-web']);
  assert.equal(listCalls(sims), { 'gw-a': 0, 'gw-b': 1, 'gw-c': 0 });
  assert.equal(refs(await onlyB('?gateway=gw-a')), [], 'naming a gateway it may not see shows nothing of it');

  sims['gw-a']!.control.setDelay('ListSandboxes', TIMEOUT_MS * 10);
  try {
    assert.equal((await onlyB()).body.unavailable, [], 'an unavailable gateway it may not see is not named');
  } finally {
    sims['gw-a']!.control.setDelay('ListSandboxes', 0);
  }

  const nobody = await signedIn(t, 'nobody@example.com', {});
  resetCalls(sims);
  const refused = await nobody();
  assert.is(refused.status, 403, refused.text);
  assert.is(refused.body.code, 'PERMISSION_DENIED');
  assert.equal(listCalls(sims), { 'gw-a': 0, 'gw-b': 0, 'gw-c': 0 });
  assert.is((await list(t, '', null)).status, 401);
});

inventory.run();
