// Presets against a gateway that merges by endpoint overlap (docs/openshell-0.0.md §g.1): what a preset added is read
// back and recorded, its status comes from the live document, and removal takes out exactly what it added.

import { eventually, jsonColumn, rows } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type PolicyFixture, policyFixture } from './helpers.ts';

const presets = suite<{ f: PolicyFixture }>('presets');
presets.before.each(async (context) => {
  context.f = await policyFixture();
});
presets.after.each(async ({ f }) => {
  await f.close();
});

const NPM_BINARIES = ['**/node', '**/npm*', '**/pnpm*', '**/yarn*'];

/** The rule keys of a sandbox's active policy with their binaries. */
async function activeRules(f: PolicyFixture, sandbox = 'box'): Promise<Record<string, string[]>> {
  const response = await f.t.http.get(`/api/gateways/gw/sandboxes/${sandbox}/policy`);
  assert.is(response.status, 200, response.text);
  return Object.fromEntries(
    Object.entries(response.body.policy.network_policies ?? {}).map(([key, rule]: [string, any]) => [
      key,
      (rule.binaries ?? []).map((binary: { path: string }) => binary.path),
    ]),
  );
}

/**
 * A sandbox running with its image's baseline policy (docs/openshell-0.0.md §g.4): python images ship a `pypi` rule.
 */
async function pythonSandbox(f: PolicyFixture, name: string): Promise<string> {
  f.sim.control.seedSandbox({ name, image: 'python:3.12' });
  await eventually(async () => (await f.t.http.get(`/api/gateways/gw/sandboxes/${name}/policy`)).body.revision?.status === 'loaded', 5000);
  return `/api/gateways/gw/sandboxes/${name}`;
}

presets("a preset folded into the image's rule is recorded as what it added, shown applied, and its removal takes out only that", async ({ f }) => {
  const { t, sim } = f;
  const base = await pythonSandbox(f, 'py');
  assert.equal(await activeRules(f, 'py'), { pypi: ['/usr/bin/python3', '/usr/bin/pip', '/usr/bin/pip3'] });
  const applied = await t.http.as('operator').post(`${base}/policy/presets/pypi`);
  assert.is(applied.status, 201, applied.text);
  assert.equal(
    [applied.body.preset, applied.body.changed, applied.body.contributions],
    ['pypi', true, [{ rule_key: 'pypi', created: false, binaries: ['**/python*', '**/pip*', '**/uv'], endpoints: [] }]],
  );
  assert.equal(Object.keys(await activeRules(f, 'py')), ['pypi'], "the preset's own key never appeared: it was folded into the image's rule");

  const state = await t.http.as('viewer').get(`${base}/policy/presets/pypi`);
  assert.equal([state.status, state.body.status, state.body.covered, state.body.total], [200, 'applied', 6, 6]);
  assert.equal(
    [state.body.application.version, state.body.application.applied_by, state.body.application.contributions],
    [applied.body.version, 'operator@test.local', applied.body.contributions],
  );
  const all = await t.http.as('viewer').get(`${base}/policy/presets`);
  const byName = Object.fromEntries(all.body.items.map((item: { name: string; status: string }) => [item.name, item.status]));
  assert.equal([byName.pypi, byName.npm, all.body.total], ['applied', 'not_applied', all.body.items.length]);

  sim.control.resetCalls();
  const removed = await t.http.as('operator').delete(`${base}/policy/presets/pypi`);
  assert.is(removed.status, 200, removed.text);
  assert.is(sim.control.calls('UpdateConfig'), 1, 'one merge takes it out');
  assert.equal(await activeRules(f, 'py'), { pypi: ['/usr/bin/python3', '/usr/bin/pip', '/usr/bin/pip3'] }, "the image's rule as it was");
  assert.equal((await t.http.get(`${base}/policy/presets/pypi`)).body.status, 'not_applied');
  const [audit] = await rows(t, "SELECT detail FROM audit_log WHERE action = 'policy.preset.remove' AND outcome = 'succeeded'");
  assert.equal(
    [jsonColumn(audit!.detail).recorded, jsonColumn(audit!.detail).operations],
    [true, ['remove binary **/python* from pypi', 'remove binary **/pip* from pypi', 'remove binary **/uv from pypi']],
  );
  const again = await t.http.as('operator').delete(`${base}/policy/presets/pypi`);
  assert.equal([again.status, again.body.code], [404, 'PRESET_NOT_APPLIED']);
  assert.is((await rows(t, 'SELECT id FROM policy_preset_applications')).length, 0, 'the record went with the removal');
});

presets("what was merged into a preset's rule since stays when the preset goes", async ({ f }) => {
  const { t, sim, base } = f;
  const applied = await t.http.as('operator').post(`${base}/policy/presets/npm`);
  assert.equal(applied.body.contributions, [
    { rule_key: 'preset-npm', created: true, binaries: NPM_BINARIES, endpoints: [{ host: 'registry.npmjs.org', port: 443 }] },
  ]);
  // Another rule for the same endpoint is folded into the preset's rule by the gateway, as an approval would be.
  const ci = await t.http.as('operator').post(`${base}/policy/network-rules`, {
    key: 'ci',
    rule: { endpoints: [{ host: 'registry.npmjs.org', port: 443 }], binaries: [{ path: '/usr/bin/curl' }] },
  });
  assert.is(ci.status, 201, ci.text);
  assert.equal(await activeRules(f), { 'preset-npm': [...NPM_BINARIES, '/usr/bin/curl'] });
  sim.control.resetCalls();
  const removed = await t.http.as('operator').delete(`${base}/policy/presets/npm`);
  assert.is(removed.status, 200, removed.text);
  assert.is(sim.control.calls('UpdateConfig'), 1);
  assert.equal(await activeRules(f), { 'preset-npm': ['/usr/bin/curl'] }, "the preset's binaries went, curl stays");
});

presets('a preset applied without a record (by an earlier release) still goes without taking what was merged into it', async ({ f }) => {
  const { t, base } = f;
  const presetRule = (await t.http.get('/api/policies/presets/npm')).body.rules['preset-npm'];
  await t
    .resolve('policyGateway', 'policies')
    .merge({ gateway: await t.resolve('gatewayRegistry', 'policies').require('gw'), workspace: 'default' }, 'box', [
      { add_rule: { rule_name: 'preset-npm', rule: presetRule } },
    ]);
  await t.http.as('operator').post(`${base}/policy/network-rules`, {
    key: 'ci',
    rule: { endpoints: [{ host: 'registry.npmjs.org', port: 443 }], binaries: [{ path: '/usr/bin/curl' }] },
  });
  assert.equal((await t.http.get(`${base}/policy/presets/npm`)).body.application, null);
  const removed = await t.http.as('operator').delete(`${base}/policy/presets/npm`);
  assert.is(removed.status, 200, removed.text);
  assert.equal(await activeRules(f), { 'preset-npm': ['/usr/bin/curl'] });
});

presets('a preset part of which was taken out shows partially applied; applying it again restores it and the record adds up', async ({ f }) => {
  const { t, base } = f;
  const first = await t.http.as('operator').post(`${base}/policy/presets/github`);
  assert.is(first.status, 201, first.text);
  const scope = { gateway: await t.resolve('gatewayRegistry', 'policies').require('gw'), workspace: 'default' };
  await t.resolve('policyGateway', 'policies').merge(scope, 'box', [{ remove_binary: { rule_name: 'preset-github', binary_path: '**/gh' } }]);
  const partial = await t.http.get(`${base}/policy/presets/github`);
  assert.equal([partial.body.status, partial.body.covered, partial.body.total], ['partially_applied', 15, 20]);
  const second = await t.http.as('operator').post(`${base}/policy/presets/github`);
  assert.equal(second.body.contributions, [{ rule_key: 'preset-github', created: false, binaries: ['**/gh'], endpoints: [] }]);
  const restored = await t.http.get(`${base}/policy/presets/github`);
  assert.equal(
    [restored.body.status, restored.body.application.contributions[0].created, restored.body.application.contributions[0].binaries.length],
    ['applied', true, 4],
    'the record adds the second application to the first',
  );
  const unchanged = await t.http.as('operator').post(`${base}/policy/presets/github`);
  assert.equal([unchanged.status, unchanged.body.changed, unchanged.body.contributions], [201, false, []]);
  assert.is((await t.http.get(`${base}/policy/presets/nope`)).body.code, 'PRESET_NOT_FOUND');
});

presets.run();
