// What the 0.0 line does in its own words (docs/wire-lines.md): L7 merges address their endpoint by host and port,
// and lists page by offset.

import type { Simulator } from '@portcullis/openshell-sim';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import { closeTestSimulators, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

interface Context {
  t: TestKernel;
  sim: Simulator;
  scope: GatewayScope;
}

const line = suite<Context>('the 0.0 line');

line.before(async (context) => {
  context.t = await gatewayTestKernel({ plugins: ['sandboxes', 'policies'] });
  context.sim = await startTestSimulator({ profile: 'v0.0.111' });
  await registerSimulator(context.t, 'gw', context.sim);
  context.sim.control.seedSandbox({ name: 'box', image: 'base' });
  const gateway = await context.t.resolve('gatewayRegistry', 'sandboxes').require('gw');
  context.scope = { gateway, workspace: 'default' };
});
line.after(async ({ t }) => {
  await t.stop();
  await closeTestSimulators();
});

const api = (t: TestKernel) => t.resolve('gatewayApi', 'sandboxes');

line('a list longer than a page is read by offset to its end', async ({ t, sim }) => {
  for (let i = 0; i < 1204; i += 1) sim.control.seedSandbox({ name: `bulk-${String(i).padStart(4, '0')}` });
  sim.control.resetCalls();
  const listed = await t.http.get('/api/gateways/gw/sandboxes', { query: { limit: '1', offset: '1204' } });
  assert.equal([listed.status, listed.body.total, listed.body.items.map((item: { name: string }) => item.name)], [200, 1205, ['bulk-1203']]);
  assert.is(sim.control.calls('ListSandboxes'), 2, 'two pages of at most 1000');
});

line("an L7 merge reaches the target's endpoint by host and port", async ({ t, scope }) => {
  const added = await t.http.as('operator').post('/api/gateways/gw/sandboxes/box/policy/network-rules', {
    key: 'api',
    rule: {
      endpoints: [{ host: 'api.example.com', port: 443, protocol: 'rest', rules: [{ allow: { method: 'GET', path: '/v1/**' } }] }],
      binaries: [{ path: '/usr/bin/curl' }],
    },
  });
  assert.is(added.status, 201, added.text);
  const target = { ruleName: 'api', host: 'api.example.com', ports: [443], binaries: ['/usr/bin/curl'], anyBinary: false };
  await api(t).policies.update(scope, 'box', { mergeOperations: [{ add_allow_rules: { target, rules: [{ allow: { method: 'POST', path: '/v1/jobs' } }] } }] });
  await api(t).policies.update(scope, 'box', { mergeOperations: [{ add_deny_rules: { target, deny_rules: [{ method: 'DELETE', path: '/v1/**' }] } }] });
  const endpoint = (await t.http.get('/api/gateways/gw/sandboxes/box/policy')).body.policy.network_policies.api.endpoints[0];
  assert.equal(
    endpoint.rules.map((rule: { allow: { method: string; path: string } }) => `${rule.allow.method} ${rule.allow.path}`),
    ['GET /v1/**', 'POST /v1/jobs'],
  );
  assert.equal(endpoint.deny_rules, [{ method: 'DELETE', path: '/v1/**' }]);
});

line.run();
