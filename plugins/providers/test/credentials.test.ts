// Provider credential refresh on an OpenShell 0.1 gateway (the v0.1.2 simulator profile): each credential's state and
// recovery action in the provider JSON, a refresh on request (operators, audited, with its event), a person's fix
// through the provider update, and the periodic check that announces a credential needing a person once per
// transition (event and webhook). A 0.0 gateway (v0.0.111) has none of it: null, and a 409 naming the capability.

import { deliveriesSettled } from '@portcullis/plugin-webhooks/testing';
import { auditRows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type CredentialGateways, PROVIDER, withCredentialGateways } from './credential-gateways.ts';

const REFRESH = `${PROVIDER}/credentials/GITHUB_TOKEN/refresh`;
// Past the check interval (SERVICE_PROVIDER_CREDENTIAL_CHECK_INTERVAL_SECONDS, default 300).
const PAST_CHECK_INTERVAL_MS = 301_000;

const credentials = suite<CredentialGateways>('provider credential refresh');

withCredentialGateways(credentials, (sim) => sim.control.seedSandbox({ name: 'agent', providers: ['gh'] }));

const statusOf = async (t: TestKernel, key = 'GITHUB_TOKEN') => {
  const response = await t.http.as('viewer').get(PROVIDER);
  assert.is(response.status, 200, response.text);
  return response.body.credential_status.find((entry: { credential_key: string }) => entry.credential_key === key);
};

// Deliveries are attempted before the clock moves on again: a jump past their deadline would have them retried.
const checkNow = async (t: TestKernel) => {
  t.manualClock!.advance(PAST_CHECK_INTERVAL_MS);
  await t.tick();
  await deliveriesSettled(t);
};

const attention = (t: TestKernel) => t.eventsNamed('provider.credential_attention').map((event) => event.data as Record<string, unknown>);

credentials('a 0.1 provider shows each credential: static until the gateway refreshes it, then its times', async ({ t, sim }) => {
  const listed = await t.http.as('viewer').get('/api/gateways/edge/providers');
  assert.is(listed.status, 200, listed.text);
  assert.equal(
    listed.body.items[0].credential_status.map((entry: { credential_key: string; state: string }) => [entry.credential_key, entry.state]),
    [
      ['GITHUB_REFRESH', 'static'],
      ['GITHUB_TOKEN', 'static'],
    ],
  );
  const attached = await t.http.as('viewer').get('/api/gateways/edge/sandboxes/agent/providers');
  assert.is(attached.status, 200, attached.text);
  assert.equal(attached.body.items[0].credential_status, listed.body.items[0].credential_status, "a sandbox's providers show the same");
  const fixed = await statusOf(t);
  assert.equal([fixed.strategy, fixed.recovery_action, fixed.needs_attention, fixed.message], ['static', 'unspecified', false, null]);

  sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', 'refreshed');
  const refreshed = await statusOf(t);
  assert.equal([refreshed.strategy, refreshed.state, refreshed.recovery_action], ['oauth2_refresh_token', 'refreshed', 'unspecified']);
  assert.ok(Date.parse(refreshed.expires_at) > Date.parse(refreshed.last_refreshed_at), 'a refreshed token expires after it was refreshed');
  assert.ok(Date.parse(refreshed.next_refresh_at) < Date.parse(refreshed.expires_at));
});

credentials('each failed state names its recovery action, and whether it needs a person', async ({ t, sim }) => {
  const expected = [
    ['error', 'retry', false],
    ['reauthorization_required', 'reauthorize', true],
    ['configuration_required', 'fix_configuration', true],
    ['investigation_required', 'investigate', true],
  ] as const;
  for (const [state, action, needsAttention] of expected) {
    sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', state, `the token endpoint said ${state}`);
    const shown = await statusOf(t);
    assert.equal([shown.state, shown.recovery_action, shown.needs_attention], [state, action, needsAttention]);
    assert.is(shown.message, `the token endpoint said ${state}`);
    assert.ok(shown.failure_code);
    assert.ok(shown.last_error_at);
  }
});

credentials('an operator retries a refresh: audited write-ahead, with its event', async ({ t, sim }) => {
  sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', 'error');
  const refreshed = await t.http.as('operator').post(REFRESH);
  assert.is(refreshed.status, 200, refreshed.text);
  assert.equal([refreshed.body.credential_key, refreshed.body.state, refreshed.body.recovery_action], ['GITHUB_TOKEN', 'refreshed', 'unspecified']);
  assert.is((await statusOf(t)).state, 'refreshed');

  const audit = await auditRows(t, 'provider.credential_refresh');
  assert.equal(
    audit.map((row) => row.outcome),
    ['pending', 'succeeded'],
  );
  assert.equal(audit[0]!.detail, { workspace: 'default', credential_key: 'GITHUB_TOKEN' });
  assert.equal(audit[1]!.detail, { workspace: 'default', credential_key: 'GITHUB_TOKEN', state: 'refreshed', recovery_action: 'unspecified' });
  const event = t.eventsNamed('provider.credential_refreshed').at(-1)!.data as Record<string, unknown>;
  assert.equal(
    [event.gateway, event.workspace, event.provider, event.credential_key, event.state, event.actor],
    ['edge', 'default', 'gh', 'GITHUB_TOKEN', 'refreshed', 'operator@test.local'],
  );
});

credentials('a retry cannot reauthorize: the state stays; a new credential value through the update recovers it', async ({ t, sim }) => {
  sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', 'reauthorization_required');
  const retried = await t.http.as('operator').post(REFRESH);
  assert.equal([retried.status, retried.body.state, retried.body.recovery_action], [200, 'reauthorization_required', 'reauthorize'], retried.text);

  const updated = await t.http.as('operator').put(PROVIDER, { credentials: { GITHUB_TOKEN: 'ghp-2' } });
  assert.is(updated.status, 200, updated.text);
  const token = updated.body.credential_status.find((entry: { credential_key: string }) => entry.credential_key === 'GITHUB_TOKEN');
  assert.equal([token.state, token.needs_attention], ['refreshed', false]);

  sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', 'configuration_required');
  assert.is((await t.http.as('operator').put(PROVIDER, { config: { token_url: 'https://github.example/token' } })).status, 200);
  assert.is((await statusOf(t)).state, 'refreshed', 'a new configuration fixes it');
});

credentials('a static credential cannot be refreshed, a missing one is a 404: the gateway says which', async ({ t }) => {
  const refused = await t.http.as('operator').post(`${PROVIDER}/credentials/GITHUB_REFRESH/refresh`);
  assert.equal([refused.status, refused.body.code], [409, 'GATEWAY_PRECONDITION_FAILED'], refused.text);
  assert.match(refused.body.detail, /no refresh configuration/);
  const outcome = (await auditRows(t, 'provider.credential_refresh')).at(-1)!;
  assert.is(outcome.outcome, 'failed');

  const missing = await t.http.as('operator').post(`${PROVIDER}/credentials/NOPE/refresh`);
  assert.equal([missing.status, missing.body.code], [404, 'PROVIDER_CREDENTIAL_NOT_FOUND'], missing.text);
  assert.match(missing.body.detail, /credential 'NOPE' not found on provider 'gh'/);
  const nobody = await t.http.as('operator').post('/api/gateways/edge/providers/nobody/credentials/GITHUB_TOKEN/refresh');
  assert.equal([nobody.status, nobody.body.code], [404, 'PROVIDER_CREDENTIAL_NOT_FOUND'], nobody.text);
  assert.match(nobody.body.detail, /provider not found/);
});

credentials('the check announces a credential that starts to need a person once, by event and webhook', async ({ t, sim, receiver }) => {
  const webhook = await t.http.post('/api/webhooks', { url: receiver.url, channel_type: 'generic', event_types: ['provider.credential_attention'] });
  assert.is(webhook.status, 201, webhook.text);
  sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', 'refreshed');
  await checkNow(t);
  const before = attention(t).length;

  sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', 'reauthorization_required', 'refresh token revoked');
  await checkNow(t);
  await checkNow(t);
  assert.equal(attention(t).slice(before), [
    {
      actor: 'system',
      gateway: 'edge',
      workspace: 'default',
      provider: 'gh',
      credential_key: 'GITHUB_TOKEN',
      state: 'reauthorization_required',
      recovery_action: 'reauthorize',
      message: 'refresh token revoked',
    },
  ]);

  sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', 'investigation_required');
  await checkNow(t);
  sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', 'error');
  await checkNow(t);
  sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', 'reauthorization_required');
  await checkNow(t);
  assert.equal(
    attention(t)
      .slice(before)
      .map((data) => data.recovery_action),
    ['reauthorize', 'investigate', 'reauthorize'],
    'a new action needed, or needed again after a passing error, is a new transition',
  );

  await deliveriesSettled(t);
  const delivered = receiver.requests.map((request) => request.json);
  assert.is(delivered.length, 3);
  assert.equal([delivered[0].event, delivered[0].data.provider, delivered[0].data.recovery_action], ['provider.credential_attention', 'gh', 'reauthorize']);
});

credentials('a 0.0 gateway has no credential refresh: null in the JSON, a 409 naming the capability, nothing sent', async ({ t, classic }) => {
  const shown = await t.http.as('viewer').get('/api/gateways/classic/providers/gh');
  assert.is(shown.status, 200, shown.text);
  assert.is(shown.body.credential_status, null);
  const audited = (await auditRows(t)).length;
  const refused = await t.http.as('operator').post('/api/gateways/classic/providers/gh/credentials/GITHUB_TOKEN/refresh');
  assert.equal([refused.status, refused.body.code, refused.body.capability], [409, 'GATEWAY_CAPABILITY_UNAVAILABLE', 'credentialRefresh'], refused.text);
  assert.match(refused.body.detail, /no provider credential refresh/);
  assert.is((await auditRows(t)).length, audited, 'no intent was written');
  assert.is(classic.control.calls('RotateProviderCredential'), 0);

  const [edge, old] = await Promise.all([t.http.get('/api/gateway/edge/info'), t.http.get('/api/gateway/classic/info')]);
  assert.equal([edge.body.capabilities.credential_refresh, old.body.capabilities.credential_refresh], [true, false]);
});

credentials('roles: viewers read states, operators refresh; per-gateway roles apply', async ({ t, sim }) => {
  sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', 'error');
  assert.is((await t.http.as('viewer').post(REFRESH)).status, 403);
  assert.is((await t.http.as(null).post(REFRESH)).status, 401);
  const calls = sim.control.calls('RotateProviderCredential');

  const user = async (email: string, role: string) => {
    const created = await t.http.post('/api/auth/users', { email, role: null, password: 'a-fine-password-77' });
    assert.is(created.status, 201, created.text);
    assert.is((await t.http.put(`/api/auth/users/${created.body.id}/gateway-roles/edge`, { role })).status, 200);
    return t.http.as({ type: 'user', id: created.body.id, name: email, role: 'viewer' });
  };
  const edgeViewer = await user('edge-viewer@example.test', 'viewer');
  assert.is((await edgeViewer.get(PROVIDER)).status, 200);
  assert.is((await edgeViewer.post(REFRESH)).status, 403);
  assert.is(sim.control.calls('RotateProviderCredential'), calls, 'refused before the gateway was asked');

  const edgeOperator = await user('edge-operator@example.test', 'operator');
  const refreshed = await edgeOperator.post(REFRESH);
  assert.equal([refreshed.status, refreshed.body.state], [200, 'refreshed'], refreshed.text);
  assert.is((await edgeOperator.post('/api/gateways/classic/providers/gh/credentials/GITHUB_TOKEN/refresh')).status, 403);
});

credentials('a credential key that is no environment variable name is a 400 before anything is sent', async ({ t, sim }) => {
  const calls = sim.control.calls('RotateProviderCredential');
  const refused = await t.http.as('operator').post(`${PROVIDER}/credentials/${encodeURIComponent('NOT A KEY')}/refresh`);
  assert.is(refused.status, 400, refused.text);
  assert.is(sim.control.calls('RotateProviderCredential'), calls);
});

credentials.run();
