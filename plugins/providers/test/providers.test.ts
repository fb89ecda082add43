// Provider CRUD against a real simulator: credentials are write-only everywhere (responses, logs, audit, events),
// duplicates, merge-semantics updates, delete while attached, validation before any RPC, roles and paging.

import type { Simulator } from '@portcullis/openshell-sim';
import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootProviders, closeSimulators, detailOf, registerPlain, rows, simulator } from './helpers.ts';

interface Context {
  t: TestKernel;
  sim: Simulator;
}

const KEY = 'sk-live-FIRST-key-0123456789abcdef';
const NEW_KEY = 'sk-live-SECOND-key-fedcba9876543210';
const EXTRA_SECRET = 'extra-secret-value-4242';
const BASE = '/api/gateways/sim/providers';

const providers = suite<Context>('providers');

providers.before(async (context) => {
  context.t = await bootProviders();
  context.sim = await simulator({ workspaces: [{ name: 'team' }] });
  context.sim.control.seedSandbox({ name: 'agent-one' });
  context.sim.control.seedSandbox({ name: 'agent-two' });
  await registerPlain(context.t, 'sim', context.sim);
});
providers.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const upstream = (sim: Simulator, name: string) => sim.control.state().providers.find((provider) => provider.name === name);

/** Everything a secret could leak into: the captured log, every audit row, every event. */
async function everywhere(t: TestKernel): Promise<string> {
  return [t.logs.text(), JSON.stringify(await rows(t, 'SELECT * FROM audit_log')), JSON.stringify(t.events)].join('\n');
}

providers("create with an api key: stored under the profile's credential; no response, log line, audit row or event holds it", async ({ t, sim }) => {
  const created = await t.http.as('operator').post(BASE, {
    name: 'openai-main',
    type: 'openai',
    api_key: KEY,
    config: { base_url: 'https://llm.example/v1' },
    credentials: { OPENAI_ORG: EXTRA_SECRET },
  });
  assert.is(created.status, 201, created.text);
  assert.is(created.headers.get('location'), '/api/gateways/sim/providers/openai-main');
  assert.equal(
    { ...created.body, id: undefined, created_at: undefined },
    {
      name: 'openai-main',
      type: 'openai',
      workspace: 'default',
      credential_keys: ['OPENAI_API_KEY', 'OPENAI_ORG'],
      api_key_credential: 'OPENAI_API_KEY',
      has_api_key: true,
      config: { base_url: 'https://llm.example/v1' },
      credential_expires_at: {},
      credential_status: null,
      id: undefined,
      resource_version: 1,
      created_at: undefined,
      warnings: [],
    },
  );
  assert.match(created.body.created_at, /^\d{4}-\d\d-\d\dT.*Z$/);
  assert.equal(upstream(sim, 'openai-main')?.credentialKeys.sort(), ['OPENAI_API_KEY', 'OPENAI_ORG']);

  const got = await t.http.as('viewer').get(`${BASE}/openai-main`);
  assert.is(got.status, 200);
  assert.equal(
    [got.body.credential_keys, got.body.has_api_key, got.body.config],
    [['OPENAI_API_KEY', 'OPENAI_ORG'], true, { base_url: 'https://llm.example/v1' }],
  );
  const listed = await t.http.as('viewer').get(BASE);
  assert.is(listed.status, 200);
  const updated = await t.http.as('operator').put(`${BASE}/openai-main`, { api_key: NEW_KEY });
  assert.is(updated.status, 200, updated.text);

  for (const response of [created, got, listed, updated]) {
    for (const secret of [KEY, NEW_KEY, EXTRA_SECRET]) assert.not.ok(response.text.includes(secret), 'a response carries a credential value');
    assert.not.ok(response.text.includes('REDACTED'), 'not even a placeholder pretending to be a value');
  }
  const seen = await everywhere(t);
  for (const secret of [KEY, NEW_KEY, EXTRA_SECRET]) assert.not.ok(seen.includes(secret), 'a log line, audit row or event carries a credential value');

  const [intent, audit] = await rows<{ actor: string; resource_id: string; gateway: string; detail: unknown; outcome: string }>(
    t,
    "SELECT actor, resource_id, gateway, detail, outcome FROM audit_log WHERE action = 'provider.create' ORDER BY id",
  );
  assert.equal([intent?.outcome, audit?.outcome], ['pending', 'succeeded']);
  assert.equal([audit?.actor, audit?.resource_id, audit?.gateway], ['operator@test.local', 'openai-main', 'sim']);
  assert.equal(detailOf(audit!), { workspace: 'default', type: 'openai', credential_keys: ['OPENAI_API_KEY', 'OPENAI_ORG'], config_keys: ['base_url'] });
});

providers('duplicate name: 409 ALREADY_EXISTS, the first provider untouched', async ({ t, sim }) => {
  const before = upstream(sim, 'openai-main');
  const duplicate = await t.http.post(BASE, { name: 'openai-main', type: 'anthropic', api_key: 'another-key' });
  assert.equal([duplicate.status, duplicate.body.code], [409, 'ALREADY_EXISTS']);
  assert.equal(upstream(sim, 'openai-main'), before);
  const outcomes = await rows<{ outcome: string }>(
    t,
    "SELECT outcome FROM audit_log WHERE action = 'provider.create' AND resource_id = 'openai-main' AND outcome <> 'pending' ORDER BY id",
  );
  assert.equal(
    outcomes.map((row) => row.outcome),
    ['succeeded', 'failed'],
    'the refused duplicate is on record as failed',
  );
});

providers('ten parallel creates of one name: the gateway keeps one, the others are 409 ALREADY_EXISTS', async ({ t }) => {
  const answers = await Promise.all(Array.from({ length: 10 }, () => t.http.post(BASE, { name: 'twin', type: 'openai', api_key: KEY })));
  assert.equal(answers.map((answer) => `${answer.status} ${answer.body.code ?? ''}`).sort(), ['201 ', ...Array(9).fill('409 ALREADY_EXISTS')]);
  const outcomes = await rows<{ outcome: string }>(
    t,
    "SELECT outcome FROM audit_log WHERE action = 'provider.create' AND resource_id = 'twin' AND intent_id IS NOT NULL",
  );
  assert.equal(
    outcomes.map((row) => row.outcome).sort(),
    [...Array(9).fill('failed'), 'succeeded'],
    'every attempt is on record: one made it, nine were refused',
  );
});

providers('update merges: a new key replaces the old, a config key sent as null is removed, unsent keys stay', async ({ t, sim }) => {
  await t.http.post(BASE, { name: 'merge-me', type: 'nvidia', api_key: KEY, config: { base_url: 'https://nim.example/v1', region: 'eu' } });
  const version = upstream(sim, 'merge-me')!.resourceVersion;
  const newKey = await t.http.put(`${BASE}/merge-me`, { api_key: NEW_KEY });
  assert.equal([newKey.status, newKey.body.credential_keys, newKey.body.has_api_key], [200, ['NVIDIA_API_KEY'], true]);
  assert.is(upstream(sim, 'merge-me')!.resourceVersion, version + 1, 'the gateway stored the new key');

  const removeConfig = await t.http.put(`${BASE}/merge-me`, { config: { base_url: null } });
  assert.equal([removeConfig.status, removeConfig.body.config], [200, { region: 'eu' }], 'base_url removed, region kept');
  const addAndRemove = await t.http.put(`${BASE}/merge-me`, { credentials: { EXTRA_TOKEN: EXTRA_SECRET }, config: { region: '' } });
  assert.equal([addAndRemove.body.credential_keys, addAndRemove.body.config], [['EXTRA_TOKEN', 'NVIDIA_API_KEY'], {}]);
  const removeKey = await t.http.put(`${BASE}/merge-me`, { api_key: null, credentials: { EXTRA_TOKEN: '' } });
  assert.equal([removeKey.body.credential_keys, removeKey.body.has_api_key], [[], false]);

  const details = (
    await rows<{ detail: unknown }>(
      t,
      "SELECT detail FROM audit_log WHERE action = 'provider.update' AND resource_id = 'merge-me' AND outcome = 'succeeded' ORDER BY id",
    )
  ).map(detailOf);
  assert.equal(
    details.map((detail) => [detail.credential_keys_set, detail.credential_keys_removed, detail.config_keys_set, detail.config_keys_removed]),
    [
      [['NVIDIA_API_KEY'], [], [], []],
      [[], [], [], ['base_url']],
      [['EXTRA_TOKEN'], [], [], ['region']],
      [[], ['EXTRA_TOKEN', 'NVIDIA_API_KEY'], [], []],
    ],
  );
  assert.not.ok((await everywhere(t)).includes(EXTRA_SECRET));
});

providers("update: the type is immutable (400 with the gateway's message); unknown provider 404; empty body 400", async ({ t }) => {
  const retype = await t.http.put(`${BASE}/merge-me`, { type: 'openai' });
  assert.equal([retype.status, retype.body.code, retype.body.detail], [400, 'VALIDATION_ERROR', 'provider type cannot be changed']);
  const same = await t.http.put(`${BASE}/merge-me`, { type: 'nvidia', config: { region: 'us' } });
  assert.equal([same.status, same.body.config], [200, { region: 'us' }]);
  const unknown = await t.http.put(`${BASE}/nope`, { config: { a: 'b' } });
  assert.equal([unknown.status, unknown.body.code], [404, 'PROVIDER_NOT_FOUND']);
  const empty = await t.http.put(`${BASE}/merge-me`, {});
  assert.equal([empty.status, empty.body.errors[0].path], [400, 'body']);
});

providers('delete while attached: 409 naming the sandboxes; after detach it is deleted; then 404', async ({ t, sim }) => {
  await t.http.post(BASE, { name: 'shared', type: 'github', api_key: 'ghp_secret' });
  for (const sandbox of ['agent-one', 'agent-two']) {
    const attach = await t.http.post(`/api/gateways/sim/sandboxes/${sandbox}/providers/shared`);
    assert.equal([attach.status, attach.body.attached], [200, true]);
  }
  const refused = await t.http.as('operator').delete(`${BASE}/shared`);
  assert.equal([refused.status, refused.body.code, refused.body.attached_sandboxes], [409, 'GATEWAY_PRECONDITION_FAILED', ['agent-one', 'agent-two']]);
  assert.is(refused.body.detail, "provider 'shared' is attached to sandbox(es): agent-one, agent-two");
  assert.ok(upstream(sim, 'shared'), 'still there');
  assert.equal(
    (await rows<{ outcome: string }>(t, "SELECT outcome FROM audit_log WHERE action = 'provider.delete' AND outcome <> 'pending'")).map((row) => row.outcome),
    ['failed'],
  );

  for (const sandbox of ['agent-one', 'agent-two']) {
    assert.equal((await t.http.delete(`/api/gateways/sim/sandboxes/${sandbox}/providers/shared`)).body.detached, true);
  }
  const deleted = await t.http.as('operator').delete(`${BASE}/shared`);
  assert.is(deleted.status, 204, deleted.text);
  assert.is(upstream(sim, 'shared'), undefined);
  assert.equal(
    (
      await rows<{ outcome: string }>(
        t,
        "SELECT outcome FROM audit_log WHERE action = 'provider.delete' AND resource_id = 'shared' AND outcome <> 'pending' ORDER BY id",
      )
    ).map((row) => row.outcome),
    ['failed', 'succeeded'],
  );
  const again = await t.http.delete(`${BASE}/shared`);
  assert.equal([again.status, again.body.code], [404, 'PROVIDER_NOT_FOUND']);
  assert.equal([(await t.http.get(`${BASE}/shared`)).body.code], ['PROVIDER_NOT_FOUND']);
});

providers('validation: precise 400 paths, and nothing reaches the gateway on bad input', async ({ t, sim }) => {
  const creates = sim.control.calls('CreateProvider');
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ name: 'Bad_Name', type: 'openai', api_key: 'k' }, 'body.name'],
    [{ name: 'x'.repeat(64), type: 'openai', api_key: 'k' }, 'body.name'],
    [{ type: 'openai', api_key: 'k' }, 'body.name'],
    [{ name: 'ok', type: '', api_key: 'k' }, 'body.type'],
    [{ name: 'ok', type: 't'.repeat(65), api_key: 'k' }, 'body.type'],
    [{ name: 'ok', type: 'openai', api_key: '' }, 'body.api_key'],
    [{ name: 'ok', type: 'openai', api_key: 7 }, 'body.api_key'],
    [{ name: 'ok', type: 'openai', credentials: { '1BAD': 'v' } }, 'body.credentials.1BAD'],
    [{ name: 'ok', type: 'openai', credentials: { GOOD: '' } }, 'body.credentials.GOOD'],
    [{ name: 'ok', type: 'openai', config: { base_url: 5 } }, 'body.config.base_url'],
    [{ name: 'ok', type: 'openai', credential_expires_at: { OPENAI_API_KEY: 'tomorrow' } }, 'body.credential_expires_at.OPENAI_API_KEY'],
    [{ name: 'ok', type: 'openai', api_key: 'k', surprise: true }, 'body'],
    [{ name: 'ok', type: 'openai', api_key: 'k', credentials: { OPENAI_API_KEY: 'k2' } }, 'body.api_key'],
  ];
  for (const [body, path] of cases) {
    const response = await t.http.post(BASE, body);
    assert.is(response.status, 400, `${JSON.stringify(body)}: ${response.text}`);
    assert.is(response.body.code, 'VALIDATION_ERROR');
    assert.ok(
      response.body.errors.some((error: { path: string }) => error.path === path),
      `${JSON.stringify(body)} → ${JSON.stringify(response.body.errors)}`,
    );
    assert.not.ok(response.text.includes('k2'), 'a refused secret is not echoed');
  }
  assert.is(sim.control.calls('CreateProvider'), creates, 'no CreateProvider for a refused body');
  const badUpdate = await t.http.put(`${BASE}/merge-me`, { credentials: { 'no-dashes': 'x' } });
  assert.equal([badUpdate.status, badUpdate.body.errors[0].path], [400, 'body.credentials.no-dashes']);
  const badPaging = await t.http.get(BASE, { query: { limit: '1001' } });
  assert.equal([badPaging.status, badPaging.body.errors[0].path], [400, 'query.limit']);
});

providers('expiry per credential: set as ISO 8601, shown, removed with null', async ({ t }) => {
  const created = await t.http.post(BASE, {
    name: 'expiring',
    type: 'gitlab',
    api_key: 'glpat-x',
    credential_expires_at: { GITLAB_TOKEN: '2030-01-02T03:04:05Z' },
  });
  assert.equal([created.status, created.body.credential_expires_at], [201, { GITLAB_TOKEN: '2030-01-02T03:04:05.000Z' }]);
  const removed = await t.http.put(`${BASE}/expiring`, { credential_expires_at: { GITLAB_TOKEN: null } });
  assert.equal(removed.body.credential_expires_at, {});
});

providers('roles: viewers read; writes need an operator (403 for viewers, nothing changes)', async ({ t, sim }) => {
  const viewer = t.http.as('viewer');
  assert.is((await viewer.get(BASE)).status, 200);
  assert.is((await viewer.get(`${BASE}/merge-me`)).status, 200);
  assert.is((await viewer.get('/api/gateways/sim/sandboxes/agent-one/providers')).status, 200);
  const calls = sim.control.allCalls();
  const writes: Array<[string, string, unknown?]> = [
    ['POST', BASE, { name: 'by-viewer', type: 'openai', api_key: 'k' }],
    ['PUT', `${BASE}/merge-me`, { config: { region: 'ap' } }],
    ['DELETE', `${BASE}/merge-me`],
    ['POST', '/api/gateways/sim/sandboxes/agent-one/providers/merge-me'],
    ['DELETE', '/api/gateways/sim/sandboxes/agent-one/providers/merge-me'],
  ];
  for (const [method, path, body] of writes) {
    const response = await viewer.request(method, path, body === undefined ? {} : { body });
    assert.equal([response.status, response.body.code], [403, 'PERMISSION_DENIED'], `${method} ${path}`);
  }
  assert.equal(sim.control.allCalls(), calls, 'no RPC for a refused caller');
  assert.is((await t.http.as(null).get(BASE)).status, 401);
});

providers('list: {items, total} with offset and limit over every page of the gateway; workspaces are separate', async ({ t }) => {
  for (const name of ['page-a', 'page-b', 'page-c']) assert.is((await t.http.post(BASE, { name, type: 'generic' })).status, 201);
  const all = await t.http.get(BASE);
  const names = all.body.items.map((item: { name: string }) => item.name);
  assert.is(all.body.total, names.length);
  const paged = await t.http.get(BASE, { query: { offset: '1', limit: '2' } });
  assert.equal([paged.body.items.map((item: { name: string }) => item.name), paged.body.total], [names.slice(1, 3), names.length]);

  const inTeam = await t.http.post(BASE, { name: 'team-only', type: 'generic' }, { query: { workspace: 'team' } });
  assert.equal([inTeam.status, inTeam.body.workspace], [201, 'team']);
  const team = await t.http.get(BASE, { query: { workspace: 'team' } });
  assert.equal([team.body.items.map((item: { name: string }) => item.name), team.body.total], [['team-only'], 1]);
  assert.is((await t.http.get(`${BASE}/team-only`)).status, 404, 'not in the default workspace');
  const unknownGateway = await t.http.get('/api/gateways/nope/providers');
  assert.equal([unknownGateway.status, unknownGateway.body.code], [404, 'GATEWAY_NOT_FOUND']);
});

providers('the OpenAPI document says how an update removes a key, and every route has its role', async ({ t }) => {
  const response = await t.http.get('/api/system/openapi.json');
  assert.is(response.status, 200);
  const put = response.body.paths['/api/gateways/{gw}/providers/{name}'].put;
  assert.match(put.description, 'a key sent with `null` or an empty string `""` is removed');
  assert.match(put.description, 'Requires the operator role');
  assert.match(response.body.paths['/api/gateways/{gw}/providers/types'].get.description, 'Requires the viewer role');
  assert.match(response.body.paths['/api/gateways/{gw}/sandboxes/{name}/providers/{provider}'].post.description, 'Requires the operator role');
});

providers.run();
