// GET /api/budgets: budgets near their limit across gateways, the most used first, with the requests used in each
// window; `near` chooses how near; a caller sees only the gateways it has a role on (docs/roles.md).

import { registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { signedInWithGatewayRoles, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootBudgets, closeSimulators, gatewayWithSandboxes, poll, requests } from './helpers.ts';

const standing = suite<{ t: TestKernel }>('budgets: near their limit');

const budget = (t: TestKernel, gateway: string, sandbox: string, limit: number) =>
  t.http.as('operator').put(`/api/gateways/${gateway}/sandboxes/${sandbox}/budget`, { limit_requests: limit, window: 'daily', action: 'notify' });

standing.before(async (context) => {
  const t = await bootBudgets({ plugins: ['users'] });
  context.t = t;
  const sim = await gatewayWithSandboxes(t, ['full', 'most', 'little']);
  const other = await startTestSimulator();
  await registerSimulator(t, 'other', other);
  other.control.seedSandbox({ name: 'elsewhere' });
  await poll(t);
  requests(sim, 'full', 5);
  requests(sim, 'most', 9);
  requests(sim, 'little', 1);
  await poll(t);
  for (const [gateway, sandbox, limit] of [
    ['sim', 'full', 5],
    ['sim', 'most', 10],
    ['sim', 'little', 10],
    ['other', 'elsewhere', 0],
  ] as const) {
    assert.ok([200, 201].includes((await budget(t, gateway, sandbox, limit)).status));
  }
});
standing.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const shown = (body: { items: Array<{ gateway: string; sandbox: string; used: number; used_share: number }> }) =>
  body.items.map((item) => `${item.gateway}/${item.sandbox} ${item.used} (${item.used_share})`);

standing('budgets at 80 % of their limit or more, the most used first; near=0 lists every one', async ({ t }) => {
  const near = await t.http.as('viewer').get('/api/budgets');
  assert.is(near.status, 200, near.text);
  assert.equal(shown(near.body), ['other/elsewhere 0 (1)', 'sim/full 5 (1)', 'sim/most 9 (0.9)']);
  assert.is(near.body.items[1].exceeded, true);
  assert.equal(shown((await t.http.as('viewer').get('/api/budgets?near=0')).body).at(-1), 'sim/little 1 (0.1)');
  assert.is((await t.http.as('viewer').get('/api/budgets?near=2')).status, 400);
});

standing('a caller with a role on one gateway sees only its budgets; anonymous is 401', async ({ t }) => {
  const headers = await signedInWithGatewayRoles(t, 'sim-viewer@example.com', { sim: 'viewer' });
  const seen = await t.http.as(null).get('/api/budgets', { headers });
  assert.is(seen.status, 200, seen.text);
  assert.equal(shown(seen.body), ['sim/full 5 (1)', 'sim/most 9 (0.9)']);
  assert.is((await t.http.as(null).get('/api/budgets')).status, 401);
});

standing.run();
