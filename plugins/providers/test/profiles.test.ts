// Provider profiles on an OpenShell 0.1 gateway, whose catalogue starts empty: checked by the gateway, imported,
// removed, audited; operators only; and a provider of a type without a profile refused (naming it) before anything is
// sent. On a 0.0 gateway the catalogue is built in and there is nothing to import.

import type { Simulator } from '@portcullis/openshell-sim';
import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootProviders, closeSimulators, registerPlain, rows, simulator } from './helpers.ts';

interface Context {
  t: TestKernel;
  sim: Simulator;
}

const TYPES = '/api/gateways/sim/providers/types';

const GITHUB = {
  id: 'github',
  display_name: 'GitHub',
  category: 'source_control',
  credentials: [{ name: 'token', env_vars: ['GITHUB_TOKEN'], required: true }],
  endpoints: [{ host: 'api.github.com', port: 443 }],
};

const profiles = suite<Context>('provider profiles on a 0.1 gateway');

profiles.before(async (context) => {
  context.t = await bootProviders();
  context.sim = await simulator({ profile: 'v0.1.2' });
  context.sim.control.seedSandbox({ name: 'agent' });
  await registerPlain(context.t, 'sim', context.sim);
});
profiles.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const ids = async (t: TestKernel) => (await t.http.get(TYPES)).body.items.map((type: { id: string }) => type.id);

profiles('an empty catalogue; a provider of a type without a profile is refused, naming it and the way out', async ({ t, sim }) => {
  assert.equal(await ids(t), []);
  const calls = sim.control.calls('CreateProvider');
  const refused = await t.http.as('operator').post('/api/gateways/sim/providers', { name: 'gh', type: 'github', api_key: 'ghp-x' });
  assert.equal([refused.status, refused.body.code, refused.body.profile], [409, 'PROVIDER_PROFILE_MISSING', 'github'], refused.text);
  assert.match(refused.body.detail, /POST \/api\/gateways\/sim\/providers\/types\/import/);
  assert.is(sim.control.calls('CreateProvider'), calls, 'nothing was sent');
});

profiles('profiles the gateway finds wrong are a 400 naming each problem, and nothing is imported', async ({ t, sim }) => {
  const wrong = { ...GITHUB, credentials: [{ name: 'token', env_vars: ['OPENSHELL_TOKEN'] }], endpoints: [{ host: 'not a host', port: 443 }] };
  const linted = await t.http.as('operator').post(`${TYPES}/lint`, { profiles: [wrong] });
  assert.equal([linted.status, linted.body.valid], [200, false], linted.text);
  assert.ok(linted.body.diagnostics.length > 0);
  const refused = await t.http.as('operator').post(`${TYPES}/import`, { profiles: [wrong] });
  assert.equal([refused.status, refused.body.code], [400, 'VALIDATION_ERROR'], refused.text);
  assert.ok(refused.body.errors.every((error: { path: string }) => error.path.startsWith('body.profiles.github.')));
  assert.is(sim.control.calls('ImportProviderProfiles'), 0);
  assert.equal(await ids(t), []);
});

profiles('bad bodies are a 400 before the gateway is asked; viewers may not import', async ({ t, sim }) => {
  for (const body of [{}, { profiles: [] }, { profiles: [{ ...GITHUB, id: 'Not A Slug' }] }, { profiles: [{ ...GITHUB, extra: 1 }] }]) {
    const response = await t.http.as('operator').post(`${TYPES}/import`, body);
    assert.equal([response.status, response.body.code], [400, 'VALIDATION_ERROR'], JSON.stringify(body));
  }
  const viewer = await t.http.as('viewer').post(`${TYPES}/import`, { profiles: [GITHUB] });
  assert.is(viewer.status, 403);
  assert.is(sim.control.calls('ImportProviderProfiles'), 0);
});

profiles('import, then a provider of that type is created and attached; removing the profile is audited', async ({ t }) => {
  const imported = await t.http.as('operator').post(`${TYPES}/import`, { profiles: [GITHUB] });
  assert.equal([imported.status, imported.body.imported, imported.body.items[0].category], [201, ['github'], 'source_control'], imported.text);
  assert.equal(await ids(t), ['github']);
  const created = await t.http.as('operator').post('/api/gateways/sim/providers', { name: 'gh', type: 'github', api_key: 'ghp-x' });
  assert.equal([created.status, created.body.api_key_credential], [201, 'GITHUB_TOKEN'], created.text);
  const attached = await t.http.as('operator').post('/api/gateways/sim/sandboxes/agent/providers/gh');
  assert.equal([attached.status, attached.body.providers], [200, ['gh']], attached.text);

  const inUse = await t.http.as('operator').delete(`${TYPES}/github`);
  assert.equal([inUse.status], [409], inUse.text);
  await t.http.as('operator').delete('/api/gateways/sim/sandboxes/agent/providers/gh');
  await t.http.as('operator').delete('/api/gateways/sim/providers/gh');
  const removed = await t.http.as('operator').delete(`${TYPES}/github`);
  assert.is(removed.status, 204, removed.text);
  assert.equal(await ids(t), []);
  const again = await t.http.as('operator').delete(`${TYPES}/github`);
  assert.equal([again.status, again.body.code], [404, 'PROVIDER_TYPE_NOT_FOUND']);

  const audit = await rows<{ action: string; outcome: string; resource_id: string }>(
    t,
    "SELECT action, outcome, resource_id FROM audit_log WHERE action LIKE 'provider_type.%' AND outcome <> 'pending' ORDER BY id",
  );
  assert.equal(
    audit.map((row) => [row.action, row.outcome, row.resource_id]),
    [
      ['provider_type.import', 'succeeded', 'github'],
      ['provider_type.delete', 'failed', 'github'],
      ['provider_type.delete', 'succeeded', 'github'],
      ['provider_type.delete', 'succeeded', 'github'],
    ],
  );
});

profiles.run();

const builtIn = suite<Context>('provider profiles on a 0.0 gateway');
builtIn.before(async (context) => {
  context.t = await bootProviders();
  context.sim = await simulator();
  await registerPlain(context.t, 'sim', context.sim);
});
builtIn.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});
builtIn('the catalogue is built in; lint, import and delete answer that the gateway has none to import, unaudited', async ({ t, sim }) => {
  assert.ok((await ids(t)).includes('github'));
  const callsBefore = JSON.stringify(sim.control.allCalls());
  for (const [method, path] of [
    ['post', `${TYPES}/lint`],
    ['post', `${TYPES}/import`],
    ['delete', `${TYPES}/github`],
  ] as const) {
    const response = method === 'post' ? await t.http.as('operator').post(path, { profiles: [GITHUB] }) : await t.http.as('operator').delete(path);
    assert.equal([response.status, response.body.code], [409, 'GATEWAY_CAPABILITY_UNAVAILABLE'], `${method} ${path}`);
  }
  assert.equal(await rows(t, "SELECT id FROM audit_log WHERE action LIKE 'provider_type.%'"), [], 'nothing reached the gateway, so nothing is audited');
  assert.is(JSON.stringify(sim.control.allCalls()), callsBefore, 'no call was made');
});
builtIn.run();
