// Provider types: the gateway's catalogue (ListProviderProfiles), the static fallback for gateways before
// v0.0.37, and what the catalogue decides elsewhere: the credential `api_key` is stored under, and warnings for
// types it does not know.

import type { Simulator } from '@portcullis/openshell-sim';
import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { staticProviderTypes } from '../src/index.ts';
import { bootProviders, closeSimulators, registerPlain, simulator } from './helpers.ts';

interface Context {
  t: TestKernel;
  current: Simulator;
  old: Simulator;
}

const types = suite<Context>('provider types');

types.before(async (context) => {
  context.t = await bootProviders();
  context.current = await simulator();
  context.old = await simulator({ version: '0.0.36' });
  await registerPlain(context.t, 'current', context.current);
  await registerPlain(context.t, 'old', context.old);
});
types.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const ids = (body: { items: Array<{ id: string }> }) => body.items.map((item) => item.id);

types('a current gateway lists its own catalogue (source gateway); /types is not taken for a provider name', async ({ t, current }) => {
  const response = await t.http.as('viewer').get('/api/gateways/current/providers/types');
  assert.is(response.status, 200, response.text);
  assert.is(response.body.source, 'gateway');
  assert.ok(ids(response.body).includes('slack'), "a type only the simulator's catalogue has");
  assert.is(response.body.total, response.body.items.length);
  assert.equal(
    response.body.items.find((item: { id: string }) => item.id === 'openai'),
    {
      id: 'openai',
      display_name: 'OpenAI',
      category: 'inference',
      description: 'OpenAI API',
      credentials: [{ name: 'api_key', required: true, env_vars: ['OPENAI_API_KEY'] }],
      inference_capable: true,
    },
  );
  assert.is(current.control.calls('GetProvider'), 0, 'never mistaken for GET /providers/{name}');
  const paged = await t.http.get('/api/gateways/current/providers/types', { query: { offset: '1', limit: '2' } });
  assert.equal([ids(paged.body), paged.body.total], [ids(response.body).slice(1, 3), response.body.total]);
});

types('a gateway before v0.0.37 answers UNIMPLEMENTED: the documented static list (source static)', async ({ t, old }) => {
  const response = await t.http.get('/api/gateways/old/providers/types');
  assert.is(response.status, 200, response.text);
  assert.is(response.body.source, 'static');
  assert.equal(response.body.items, staticProviderTypes());
  assert.equal(ids(response.body), ['claude', 'openai', 'anthropic', 'nvidia', 'github', 'gitlab', 'generic']);
  assert.is(old.control.calls('ListProviderProfiles'), 1, 'asked once, and the UNIMPLEMENTED answer was not an error');
});

types("api_key is stored under the type's first credential variable, from the static list on an old gateway", async ({ t, old }) => {
  const created = await t.http.post('/api/gateways/old/providers', { name: 'gh', type: 'github', api_key: 'ghp_x' });
  assert.equal(
    [created.status, created.body.credential_keys, created.body.api_key_credential, created.body.warnings],
    [201, ['GITHUB_TOKEN'], 'GITHUB_TOKEN', []],
  );
  assert.equal(old.control.state().providers.find((provider) => provider.name === 'gh')?.credentialKeys, ['GITHUB_TOKEN']);
});

types('unknown types are accepted with a warning; their api_key is stored as API_KEY', async ({ t, current }) => {
  const created = await t.http.post('/api/gateways/current/providers', { name: 'inhouse', type: 'acme-llm', api_key: 'acme-secret' });
  assert.is(created.status, 201, created.text);
  assert.equal([created.body.credential_keys, created.body.api_key_credential, created.body.has_api_key], [['API_KEY'], 'API_KEY', true]);
  assert.equal(created.body.warnings, [
    "type 'acme-llm' is not in the gateway's provider catalogue; the gateway stores it anyway, but no provider profile applies to it",
  ]);
  const generic = await t.http.post('/api/gateways/current/providers', { name: 'plain', type: 'generic', credentials: { SOME_VAR: 'v' } });
  assert.equal([generic.status, generic.body.api_key_credential, generic.body.has_api_key, generic.body.warnings], [201, 'API_KEY', false, []]);
  const refused = await t.http.post('/api/gateways/current/providers', { name: 'empty', type: 'openai' });
  assert.equal(
    [refused.status, refused.body.code, refused.body.detail],
    [400, 'VALIDATION_ERROR', 'provider.credentials must not be empty'],
    "the gateway's own rule",
  );
  assert.not.ok(current.control.state().providers.some((provider) => provider.name === 'empty'));
});

types('the catalogue behind provider responses is reused (SERVICE_PROVIDER_TYPES_CACHE_SECONDS); /types always asks', async ({ t, current }) => {
  const before = current.control.calls('ListProviderProfiles');
  for (let i = 0; i < 3; i += 1) assert.is((await t.http.get('/api/gateways/current/providers')).status, 200);
  assert.is((await t.http.get('/api/gateways/current/providers/inhouse')).status, 200);
  assert.is(current.control.calls('ListProviderProfiles'), before, 'fresh copy reused');
  t.manualClock!.advance(301_000);
  await t.http.get('/api/gateways/current/providers');
  assert.is(current.control.calls('ListProviderProfiles'), before + 1, 'expired copy refreshed');
  await t.http.get('/api/gateways/current/providers/types');
  assert.is(current.control.calls('ListProviderProfiles'), before + 2);
});

types.run();
