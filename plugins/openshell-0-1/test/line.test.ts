// What the 0.1 line does that the 0.0 line does not (docs/wire-lines.md): lists that follow page tokens, enums in
// policy endpoints, structured errors in problems, the resource version a conflict reports, and L7 merges that name
// their whole target.

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

const line = suite<Context>('the 0.1 line');

line.before(async (context) => {
  context.t = await gatewayTestKernel({ plugins: ['sandboxes', 'policies'] });
  context.sim = await startTestSimulator({ profile: 'v0.1.2' });
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

line('a list longer than a page follows the page tokens to its end', async ({ t, sim }) => {
  for (let i = 0; i < 1204; i += 1) sim.control.seedSandbox({ name: `bulk-${String(i).padStart(4, '0')}` });
  sim.control.resetCalls();
  const listed = await t.http.get('/api/gateways/gw/sandboxes', { query: { limit: '1', offset: '1204' } });
  assert.equal([listed.status, listed.body.total, listed.body.items.map((item: { name: string }) => item.name)], [200, 1205, ['bulk-1203']]);
  assert.is(sim.control.calls('ListSandboxes'), 2, 'two pages of at most 1000');
});

line('policy endpoints: enums on the wire, our words in the API; words the enum lacks are refused before sending', async ({ t, sim }) => {
  const rule = (key: string, endpoint: Record<string, unknown>) => ({
    key,
    rule: { endpoints: [{ host: `${key}.example.com`, port: 443, protocol: 'rest', access: 'full', ...endpoint }] },
  });
  const added = await t.http.as('operator').post('/api/gateways/gw/sandboxes/box/policy/network-rules', rule('docs', { tls: 'skip', enforcement: 'audit' }));
  assert.is(added.status, 201, added.text);
  const policy = (await t.http.get('/api/gateways/gw/sandboxes/box/policy')).body.policy;
  assert.equal(
    [policy.network_policies.docs.endpoints[0].tls, policy.network_policies.docs.endpoints[0].enforcement, policy.network_policies.docs.endpoints[0].access],
    ['skip', 'audit', 'full'],
  );
  const calls = sim.control.calls('UpdateConfig');
  const unknown = await t.http.as('operator').post('/api/gateways/gw/sandboxes/box/policy/network-rules', rule('other', { tls: 'mutual' }));
  assert.equal([unknown.status, unknown.body.code, unknown.body.errors?.[0]?.path], [400, 'VALIDATION_ERROR', 'policy.endpoint.tls'], unknown.text);
  assert.is(sim.control.calls('UpdateConfig'), calls, 'nothing was sent');
  const deprecated = await t.http.as('operator').post('/api/gateways/gw/sandboxes/box/policy/network-rules', rule('legacy', { tls: 'terminate' }));
  assert.equal([deprecated.status, deprecated.body.code], [400, 'VALIDATION_ERROR'], deprecated.text);
  assert.ok(
    (deprecated.body.errors ?? []).some((error: { path: string }) => error.path.startsWith('gateway.')),
    `the gateway's field violations reach the problem: ${deprecated.text}`,
  );
});

line("a stale resource version is a 409 that carries the gateway's current one", async ({ t, scope }) => {
  const current = (await api(t).sandboxes.get(scope, 'box')).resourceVersion;
  await api(t)
    .policies.update(scope, 'box', { policy: { network_policies: {} }, expectedResourceVersion: current - 1 })
    .then(
      () => assert.unreachable('a stale write was taken'),
      (error: { status: number; code: string; extensions: Record<string, unknown> }) => {
        assert.equal([error.status, error.code, error.extensions.reason], [409, 'CONCURRENT_MODIFICATION', 'RESOURCE_VERSION_CONFLICT']);
        assert.is(error.extensions.current_resource_version, current);
      },
    );
});

line('an L7 merge names its whole target: rule, host, ports and binaries', async ({ t, scope }) => {
  await t.http.as('operator').post('/api/gateways/gw/sandboxes/box/policy/network-rules', {
    key: 'api',
    rule: {
      endpoints: [{ host: 'api.example.com', port: 443, protocol: 'rest', rules: [{ allow: { method: 'GET', path: '/v1/**' } }] }],
      binaries: [{ path: '/usr/bin/curl' }],
    },
  });
  const target = { ruleName: 'api', host: 'api.example.com', ports: [443], binaries: ['/usr/bin/curl'], anyBinary: false };
  await api(t).policies.update(scope, 'box', { mergeOperations: [{ add_allow_rules: { target, rules: [{ allow: { method: 'POST', path: '/v1/jobs' } }] } }] });
  const rules = (await t.http.get('/api/gateways/gw/sandboxes/box/policy')).body.policy.network_policies.api.endpoints[0].rules;
  assert.equal(
    rules.map((rule: { allow: { method: string; path: string } }) => `${rule.allow.method} ${rule.allow.path}`),
    ['GET /v1/**', 'POST /v1/jobs'],
  );
  const missing = { ...target, ruleName: '', host: '' };
  await api(t)
    .policies.update(scope, 'box', { mergeOperations: [{ add_allow_rules: { target: missing, rules: [{ allow: { method: 'PUT', path: '/' } }] } }] })
    .then(
      () => assert.unreachable('an incomplete target was taken'),
      (error: { status: number }) => assert.is(error.status, 400),
    );
});

line.run();
