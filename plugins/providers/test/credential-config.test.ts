// A provider credential's refresh configuration on an OpenShell 0.1 gateway (the v0.1.2 simulator profile): set or
// replaced (PUT …/credentials/{key}/refresh) and removed (DELETE), by operators, audited write-ahead with their events,
// the stored credential state kept in step, and the material's values nowhere but on the gateway (not in answers,
// audit rows, events or error messages). A 0.0 gateway (v0.0.111) has none of it: a 409 naming the capability, nothing
// sent or written.

import { deliveriesSettled } from '@portcullis/plugin-webhooks/testing';
import { auditRows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type CredentialGateways, PROVIDER, withCredentialGateways } from './credential-gateways.ts';
import { rows } from './helpers.ts';

const CONFIG = `${PROVIDER}/credentials/GITHUB_TOKEN/refresh`;
const SECRET = 'refresh-token-kept-on-the-gateway';
const EXPIRES_AT = '2031-01-01T00:00:00.000Z';
const BODY = {
  strategy: 'oauth2_refresh_token',
  material: { token_url: 'https://github.example/token', client_id: 'portcullis', refresh_token: SECRET },
  secret_material_keys: ['refresh_token'],
  expires_at: EXPIRES_AT,
};

const config = suite<CredentialGateways>('provider credential refresh configuration');

withCredentialGateways(config);

const statusOf = async (t: TestKernel, key = 'GITHUB_TOKEN') => {
  const response = await t.http.as('viewer').get(PROVIDER);
  assert.is(response.status, 200, response.text);
  assert.not.ok(response.text.includes(SECRET));
  return response.body.credential_status.find((entry: { credential_key: string }) => entry.credential_key === key);
};

const stateRow = async (t: TestKernel, key = 'GITHUB_TOKEN') =>
  (
    await rows(t, 'SELECT state, recovery_action FROM provider_credential_states WHERE gateway = ? AND provider = ? AND credential_key = ?', [
      'edge',
      'gh',
      key,
    ])
  )[0];

/** Nothing the service keeps or announces holds a material value. */
const assertNoSecretKept = async (t: TestKernel) => {
  assert.not.ok(JSON.stringify(await auditRows(t)).includes(SECRET), 'no audit row holds a material value');
  assert.not.ok(JSON.stringify(t.events).includes(SECRET), 'no event holds a material value');
};

config('an operator configures a refresh: the state afterwards, one gRPC call, audited write-ahead, announced, recorded', async ({ t, sim }) => {
  const calls = sim.control.calls('ConfigureProviderRefresh');
  const configured = await t.http.as('operator').put(CONFIG, BODY);
  assert.is(configured.status, 200, configured.text);
  assert.not.ok(configured.text.includes(SECRET), 'the answer holds no material value');
  assert.equal(
    [configured.body.credential_key, configured.body.strategy, configured.body.state, configured.body.recovery_action, configured.body.expires_at],
    ['GITHUB_TOKEN', 'oauth2_refresh_token', 'configured', 'unspecified', EXPIRES_AT],
  );
  assert.is(sim.control.calls('ConfigureProviderRefresh'), calls + 1);
  assert.equal(sim.control.credentialRefreshConfiguration('gh', 'GITHUB_TOKEN'), {
    strategy: 'OAUTH2_REFRESH_TOKEN',
    material: BODY.material,
    secretMaterialKeys: ['refresh_token'],
  });
  const shown = await statusOf(t);
  assert.equal([shown.strategy, shown.state, shown.expires_at], ['oauth2_refresh_token', 'configured', EXPIRES_AT]);

  const audit = await auditRows(t, 'provider.credential_refresh_configure');
  assert.equal(
    audit.map((row) => [row.outcome, row.actor, row.gateway, row.resource_id]),
    [
      ['pending', 'operator@test.local', 'edge', 'gh'],
      ['succeeded', 'operator@test.local', 'edge', 'gh'],
    ],
  );
  const shape = {
    workspace: 'default',
    credential_key: 'GITHUB_TOKEN',
    strategy: 'oauth2_refresh_token',
    material_keys: ['client_id', 'refresh_token', 'token_url'],
    secret_material_keys: ['refresh_token'],
    expires_at: EXPIRES_AT,
  };
  assert.equal(audit[0]!.detail, shape);
  assert.equal(audit[1]!.detail, { ...shape, state: 'configured', recovery_action: 'unspecified' });
  const event = t.eventsNamed('provider.credential_configured').at(-1)!.data as Record<string, unknown>;
  assert.equal(event, {
    actor: 'operator@test.local',
    gateway: 'edge',
    ...shape,
    provider: 'gh',
    state: 'configured',
    recovery_action: 'unspecified',
    message: null,
  });
  assert.equal(await stateRow(t), { state: 'configured', recovery_action: 'unspecified' });
  await assertNoSecretKept(t);

  const refreshed = await t.http.as('operator').post(CONFIG);
  assert.equal([refreshed.status, refreshed.body.state], [200, 'refreshed'], 'a configured credential can be refreshed');
});

config('a new configuration clears a failure that needed a person; the recorded state follows', async ({ t, sim }) => {
  sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', 'configuration_required', 'invalid_client');
  assert.is((await statusOf(t)).recovery_action, 'fix_configuration');
  const fixed = await t.http
    .as('operator')
    .put(CONFIG, { ...BODY, strategy: 'oauth2_client_credentials', material: { client_secret: SECRET }, secret_material_keys: ['client_secret'] });
  assert.equal(
    [fixed.status, fixed.body.strategy, fixed.body.state, fixed.body.needs_attention],
    [200, 'oauth2_client_credentials', 'configured', false],
    fixed.text,
  );
  assert.equal(await stateRow(t), { state: 'configured', recovery_action: 'unspecified' });
  await assertNoSecretKept(t);
});

config('an operator removes the configuration: static again, audited, announced, the recorded state forgotten; again is a 404', async ({ t, sim }) => {
  assert.is((await t.http.as('operator').put(CONFIG, BODY)).status, 200);
  const calls = sim.control.calls('DeleteProviderRefresh');
  const removed = await t.http.as('operator').delete(CONFIG);
  assert.is(removed.status, 204, removed.text);
  assert.is(sim.control.calls('DeleteProviderRefresh'), calls + 1);
  assert.is(sim.control.credentialRefreshConfiguration('gh', 'GITHUB_TOKEN'), null);
  assert.equal([(await statusOf(t)).strategy, (await statusOf(t)).state], ['static', 'static']);
  assert.is(await stateRow(t), undefined);

  const audit = await auditRows(t, 'provider.credential_refresh_remove');
  assert.equal(
    audit.map((row) => [row.outcome, row.detail]),
    [
      ['pending', { workspace: 'default', credential_key: 'GITHUB_TOKEN' }],
      ['succeeded', { workspace: 'default', credential_key: 'GITHUB_TOKEN', outcome: 'completed' }],
    ],
  );
  const events = t.eventsNamed('provider.credential_refresh_removed');
  assert.equal(events.at(-1)!.data, { actor: 'operator@test.local', gateway: 'edge', workspace: 'default', provider: 'gh', credential_key: 'GITHUB_TOKEN' });

  const again = await t.http.as('operator').delete(CONFIG);
  assert.equal([again.status, again.body.code], [404, 'PROVIDER_CREDENTIAL_REFRESH_NOT_FOUND'], again.text);
  assert.match(again.body.detail, /GITHUB_TOKEN of provider 'gh' has no refresh configuration/);
  assert.is(t.eventsNamed('provider.credential_refresh_removed').length, events.length, 'nothing removed, nothing announced');
});

config('a provider or credential the gateway lacks is a 404 naming which, for both', async ({ t }) => {
  for (const [path, detail] of [
    ['/api/gateways/edge/providers/nobody/credentials/GITHUB_TOKEN/refresh', /provider not found/],
    [`${PROVIDER}/credentials/NOPE/refresh`, /credential 'NOPE' not found on provider 'gh'/],
  ] as const) {
    const configured = await t.http.as('operator').put(path, BODY);
    assert.equal([configured.status, configured.body.code], [404, 'PROVIDER_CREDENTIAL_NOT_FOUND'], configured.text);
    assert.match(configured.body.detail, detail);
    const removed = await t.http.as('operator').delete(path);
    assert.equal([removed.status, removed.body.code], [404, 'PROVIDER_CREDENTIAL_NOT_FOUND'], removed.text);
    assert.match(removed.body.detail, detail);
  }
  assert.equal((await auditRows(t, 'provider.credential_refresh_configure')).at(-1)!.outcome, 'failed', 'a refusal is the failed outcome of its intent');
  await assertNoSecretKept(t);
});

config('a bad strategy or body is a 400 before anything is sent; a value is never echoed', async ({ t, sim }) => {
  const calls = sim.control.calls('ConfigureProviderRefresh');
  const audited = (await auditRows(t)).length;
  const bodies = [
    { ...BODY, strategy: 'unspecified' },
    { ...BODY, strategy: 'magic' },
    { ...BODY, secret_material_keys: ['client_secret'] },
    { ...BODY, material: { refresh_token: '' } },
    { ...BODY, material: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, SECRET])) },
    { ...BODY, material: { refresh_token: SECRET.repeat(400) } },
    { ...BODY, expires_at: 'soon' },
    { strategy: 'oauth2_refresh_token' },
  ];
  for (const body of bodies) {
    const refused = await t.http.as('operator').put(CONFIG, body);
    assert.is(refused.status, 400, `${JSON.stringify(body).slice(0, 80)}: ${refused.text}`);
    assert.not.ok(refused.text.includes(SECRET));
  }
  const strategy = await t.http.as('operator').put(CONFIG, { ...BODY, strategy: 'magic' });
  assert.equal(
    strategy.body.errors.map((error: { path: string }) => error.path),
    ['body.strategy'],
    strategy.text,
  );
  assert.is(sim.control.calls('ConfigureProviderRefresh'), calls);
  assert.is((await auditRows(t)).length, audited);
});

config("a gateway's refusal is a 4xx problem without the material it was sent", async ({ t, sim }) => {
  sim.control.failNext('ConfigureProviderRefresh', { code: 'INVALID_ARGUMENT', message: `token endpoint refused refresh_token ${SECRET}` });
  const refused = await t.http.as('operator').put(CONFIG, BODY);
  assert.equal([refused.status, refused.body.code], [400, 'VALIDATION_ERROR'], refused.text);
  assert.is(refused.body.detail, 'token endpoint refused refresh_token [REDACTED]');
  assert.is((await auditRows(t, 'provider.credential_refresh_configure')).at(-1)!.outcome, 'failed');
  await assertNoSecretKept(t);
});

config('webhooks can subscribe to the configuration events', async ({ t, receiver }) => {
  const webhook = await t.http.post('/api/webhooks', {
    url: receiver.url,
    channel_type: 'generic',
    event_types: ['provider.credential_configured', 'provider.credential_refresh_removed'],
  });
  assert.is(webhook.status, 201, webhook.text);
  assert.is((await t.http.as('operator').put(CONFIG, BODY)).status, 200);
  assert.is((await t.http.as('operator').delete(CONFIG)).status, 204);
  await deliveriesSettled(t);
  const delivered = receiver.requests.map((request) => request.json);
  assert.equal(
    delivered.map((body) => [body.event, body.data.credential_key]),
    [
      ['provider.credential_configured', 'GITHUB_TOKEN'],
      ['provider.credential_refresh_removed', 'GITHUB_TOKEN'],
    ],
  );
  assert.not.ok(JSON.stringify(delivered).includes(SECRET));
});

config('a 0.0 gateway has no credential refresh: a 409 naming the capability, nothing written or sent', async ({ t, classic }) => {
  const audited = (await auditRows(t)).length;
  const path = '/api/gateways/classic/providers/gh/credentials/GITHUB_TOKEN/refresh';
  for (const refused of [await t.http.as('operator').put(path, BODY), await t.http.as('operator').delete(path)]) {
    assert.equal([refused.status, refused.body.code, refused.body.capability], [409, 'GATEWAY_CAPABILITY_UNAVAILABLE', 'credentialRefresh'], refused.text);
    assert.match(refused.body.detail, /no provider credential refresh/);
  }
  assert.is((await auditRows(t)).length, audited, 'no intent was written');
  assert.equal(classic.control.allCalls()['ConfigureProviderRefresh'] ?? 0, 0);
  assert.equal(classic.control.allCalls()['DeleteProviderRefresh'] ?? 0, 0);
});

config('roles: viewers may not configure or remove, operators and admins may; per-gateway roles apply', async ({ t, sim }) => {
  const calls = () => sim.control.calls('ConfigureProviderRefresh') + sim.control.calls('DeleteProviderRefresh');
  const before = calls();
  assert.is((await t.http.as('viewer').put(CONFIG, BODY)).status, 403);
  assert.is((await t.http.as('viewer').delete(CONFIG)).status, 403);
  assert.is((await t.http.as(null).put(CONFIG, BODY)).status, 401);
  assert.is((await t.http.as(null).delete(CONFIG)).status, 401);
  assert.is(calls(), before, 'refused before the gateway was asked');
  assert.is((await t.http.as('admin').put(CONFIG, BODY)).status, 200);
  assert.is((await t.http.as('admin').delete(CONFIG)).status, 204);

  const user = async (email: string, role: string) => {
    const created = await t.http.post('/api/auth/users', { email, role: null, password: 'a-fine-password-77' });
    assert.is(created.status, 201, created.text);
    assert.is((await t.http.put(`/api/auth/users/${created.body.id}/gateway-roles/edge`, { role })).status, 200);
    return t.http.as({ type: 'user', id: created.body.id, name: email, role: 'viewer' });
  };
  const edgeViewer = await user('edge-viewer@example.test', 'viewer');
  assert.is((await edgeViewer.put(CONFIG, BODY)).status, 403);
  assert.is((await edgeViewer.delete(CONFIG)).status, 403);
  const edgeOperator = await user('edge-operator@example.test', 'operator');
  assert.is((await edgeOperator.put(CONFIG, BODY)).status, 200);
  assert.is((await edgeOperator.delete(CONFIG)).status, 204);
  assert.is((await edgeOperator.put('/api/gateways/classic/providers/gh/credentials/GITHUB_TOKEN/refresh', BODY)).status, 403);
  assert.is((await edgeOperator.delete('/api/gateways/classic/providers/gh/credentials/GITHUB_TOKEN/refresh')).status, 403);
});

config.run();
