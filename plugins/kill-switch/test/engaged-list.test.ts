// GET /api/kill-switches: the switches engaged across gateways, most recent first, with who engaged them; released
// ones are gone from it; a caller sees only the gateways it has a role on (docs/roles.md).

import { registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { signedInWithGatewayRoles, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootKillSwitch, closeSimulators, gatewayWithProviders, PROVIDERS } from './helpers.ts';

const engagedList = suite<{ t: TestKernel }>('kill switch: engaged across gateways');

engagedList.before(async (context) => {
  context.t = await bootKillSwitch({ plugins: ['users'] });
  const sim = await gatewayWithProviders(context.t);
  const other = await startTestSimulator({ providers: PROVIDERS });
  await registerSimulator(context.t, 'other', other);
  for (const name of ['alpha', 'beta']) sim.control.seedSandbox({ name, providers: ['openai'] });
  other.control.seedSandbox({ name: 'gamma', providers: ['github'] });
});
engagedList.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const engage = (t: TestKernel, gateway: string, sandbox: string, action = 'engage') =>
  t.http.as('operator').post(`/api/gateways/${gateway}/sandboxes/${sandbox}/kill-switch/${action}`);
const shown = (body: { items: Array<{ gateway: string; sandbox: string; engaged_by: string }> }) =>
  body.items.map((item) => `${item.gateway}/${item.sandbox} by ${item.engaged_by}`);

engagedList('engaged switches of every gateway, newest first; a resumed one leaves the list', async ({ t }) => {
  assert.is((await t.http.as('viewer').get('/api/kill-switches')).body.total, 0);
  for (const [gateway, sandbox] of [
    ['sim', 'alpha'],
    ['other', 'gamma'],
    ['sim', 'beta'],
  ] as const) {
    assert.is((await engage(t, gateway, sandbox)).status, 200);
    t.manualClock!.advance(1000);
  }
  const listed = await t.http.as('viewer').get('/api/kill-switches');
  assert.is(listed.status, 200, listed.text);
  assert.equal(shown(listed.body), ['sim/beta by manual', 'other/gamma by manual', 'sim/alpha by manual']);
  assert.equal(listed.body.items[0].providers, ['openai']);
  assert.is((await engage(t, 'sim', 'alpha', 'resume')).status, 200);
  assert.equal(shown((await t.http.as('viewer').get('/api/kill-switches?limit=1')).body), ['sim/beta by manual']);
  assert.is((await t.http.as('viewer').get('/api/kill-switches')).body.total, 2);
});

engagedList('a caller with a role on one gateway sees only its switches; anonymous is 401', async ({ t }) => {
  const headers = await signedInWithGatewayRoles(t, 'other-viewer@example.com', { other: 'viewer' });
  const seen = await t.http.as(null).get('/api/kill-switches', { headers });
  assert.is(seen.status, 200, seen.text);
  assert.equal(shown(seen.body), ['other/gamma by manual']);
  assert.is((await t.http.as(null).get('/api/kill-switches')).status, 401);
});

engagedList.run();
