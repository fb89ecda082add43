// ConfigureProviderRefresh and DeleteProviderRefresh on the 0.1 line (docs/openshell-0.1.md §2.14): the request is checked
// (a known strategy, secret keys that name material), then the provider and credential must exist; the status
// answered never carries a material value; a configured credential can be refreshed, a removed one is static again;
// the delete answers COMPLETED, or NOT_FOUND / ALREADY_ABSENT (allow_missing) without a configuration; request_id
// replays as on every other mutation.
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rejects } from './helpers.ts';
import type { Harness01 } from './helpers-01.ts';
import { detailsOf, scope, startHarness01 } from './helpers-01.ts';

let h: Harness01;
test.before(async () => {
  h = await startHarness01({
    providerProfiles: ['github'],
    providers: [{ name: 'gh', type: 'github', credentials: { GITHUB_TOKEN: 'ghp-1', OTHER_TOKEN: 'o-1' } }],
  });
});
test.after(() => h.close());

const SECRET = 'refresh-token-never-echoed';
const EXPIRES = { seconds: Math.floor(Date.parse('2031-01-01T00:00:00Z') / 1000), nanos: 0 };
const configure = (extra: object = {}) => ({
  provider: 'gh',
  credential_key: 'GITHUB_TOKEN',
  strategy: 'PROVIDER_CREDENTIAL_REFRESH_STRATEGY_OAUTH2_REFRESH_TOKEN',
  material: { token_url: 'https://github.example/token', client_id: 'portcullis', refresh_token: SECRET },
  secret_material_keys: ['refresh_token'],
  expiration_time: EXPIRES,
  ...scope(),
  ...extra,
});
const statusOf = async (key = 'GITHUB_TOKEN') => (await h.call('GetProviderRefreshStatus', { provider: 'gh', credential_key: key, ...scope() })).credentials[0];

test('configure: the credential takes the strategy and expiry, is due for a refresh, and no material value comes back', async () => {
  const { status } = await h.call('ConfigureProviderRefresh', configure());
  assert.equal(
    [status.credential_key, status.strategy, status.status, status.recovery_action],
    ['GITHUB_TOKEN', 'PROVIDER_CREDENTIAL_REFRESH_STRATEGY_OAUTH2_REFRESH_TOKEN', 'configured', 'PROVIDER_CREDENTIAL_REFRESH_RECOVERY_ACTION_UNSPECIFIED'],
  );
  assert.equal(status.expiration_time, EXPIRES);
  assert.ok(status.next_refresh_time, 'the gateway refreshes it before it expires');
  assert.not.ok(JSON.stringify(status).includes(SECRET));
  assert.equal(await statusOf(), status, 'GetProviderRefreshStatus reports the same');
  assert.equal(h.sim.control.credentialRefreshConfiguration('gh', 'GITHUB_TOKEN'), {
    strategy: 'OAUTH2_REFRESH_TOKEN',
    material: { token_url: 'https://github.example/token', client_id: 'portcullis', refresh_token: SECRET },
    secretMaterialKeys: ['refresh_token'],
  });
  assert.not.ok(JSON.stringify(await h.call('GetProvider', { name: 'gh', ...scope() })).includes(SECRET), 'nor does the provider');

  const rotated = await h.call('RotateProviderCredential', { provider: 'gh', credential_key: 'GITHUB_TOKEN', ...scope() });
  assert.equal([rotated.status.status, rotated.status.strategy], ['refreshed', 'PROVIDER_CREDENTIAL_REFRESH_STRATEGY_OAUTH2_REFRESH_TOKEN']);
});

test('a new configuration replaces the old one and clears its failure; a static strategy cannot be refreshed', async () => {
  h.sim.control.setCredentialRefresh('gh', 'GITHUB_TOKEN', 'configuration_required', 'invalid_client');
  const { status } = await h.call('ConfigureProviderRefresh', configure({ strategy: 'PROVIDER_CREDENTIAL_REFRESH_STRATEGY_OAUTH2_CLIENT_CREDENTIALS' }));
  assert.equal([status.status, status.last_error, status.recovery_action], ['configured', '', 'PROVIDER_CREDENTIAL_REFRESH_RECOVERY_ACTION_UNSPECIFIED']);
  assert.is(h.sim.control.credentialRefreshConfiguration('gh', 'GITHUB_TOKEN')!.strategy, 'OAUTH2_CLIENT_CREDENTIALS');

  const fixed = await h.call('ConfigureProviderRefresh', configure({ credential_key: 'OTHER_TOKEN', strategy: 'PROVIDER_CREDENTIAL_REFRESH_STRATEGY_STATIC' }));
  assert.equal([fixed.status.strategy, fixed.status.next_refresh_time], ['PROVIDER_CREDENTIAL_REFRESH_STRATEGY_STATIC', null]);
  await rejects(
    h.call('RotateProviderCredential', { provider: 'gh', credential_key: 'OTHER_TOKEN', ...scope() }),
    grpc.status.FAILED_PRECONDITION,
    "credential 'OTHER_TOKEN' of provider 'gh' has no refresh configuration",
  );
});

test('configure refuses an unspecified or unknown strategy and secret keys outside the material, before looking anything up', async () => {
  for (const strategy of ['PROVIDER_CREDENTIAL_REFRESH_STRATEGY_UNSPECIFIED', 99]) {
    const error = await rejects(h.call('ConfigureProviderRefresh', configure({ strategy, provider: 'nobody' })), grpc.status.INVALID_ARGUMENT);
    assert.match(error.details, /^strategy must be a supported refresh strategy/);
    assert.equal(
      detailsOf(error)?.fieldViolations?.map((v) => v.field),
      ['strategy'],
    );
  }
  const outside = await rejects(
    h.call('ConfigureProviderRefresh', configure({ secret_material_keys: ['client_secret'] })),
    grpc.status.INVALID_ARGUMENT,
    "secret_material_keys names 'client_secret', which is not in material",
  );
  assert.not.ok(outside.details.includes(SECRET));
  await rejects(h.call('ConfigureProviderRefresh', configure({ credential_key: '' })), grpc.status.INVALID_ARGUMENT, 'credential_key is required');
});

test('configure and delete: a missing provider or credential is NOT_FOUND', async () => {
  for (const method of ['ConfigureProviderRefresh', 'DeleteProviderRefresh']) {
    await rejects(h.call(method, configure({ provider: 'nobody' })), grpc.status.NOT_FOUND, 'provider not found');
    await rejects(h.call(method, configure({ credential_key: 'NOPE' })), grpc.status.NOT_FOUND, "credential 'NOPE' not found on provider 'gh'");
  }
  await rejects(h.call('ConfigureProviderRefresh', configure({ workspace_scope: undefined })), grpc.status.INVALID_ARGUMENT, 'workspace_scope is required');
});

test('delete: COMPLETED and static again; without a configuration NOT_FOUND, or ALREADY_ABSENT with allow_missing', async () => {
  await h.call('ConfigureProviderRefresh', configure());
  const target = { provider: 'gh', credential_key: 'GITHUB_TOKEN', ...scope() };
  assert.equal(await h.call('DeleteProviderRefresh', target), { outcome: 'DELETION_OUTCOME_COMPLETED' });
  const after = await statusOf();
  assert.equal([after.strategy, after.status], ['PROVIDER_CREDENTIAL_REFRESH_STRATEGY_STATIC', 'static']);
  assert.is(h.sim.control.credentialRefreshConfiguration('gh', 'GITHUB_TOKEN'), null);
  await rejects(h.call('DeleteProviderRefresh', target), grpc.status.NOT_FOUND, "credential 'GITHUB_TOKEN' of provider 'gh' has no refresh configuration");
  assert.equal(await h.call('DeleteProviderRefresh', { ...target, allow_missing: true }), { outcome: 'DELETION_OUTCOME_ALREADY_ABSENT' });
});

test('request_id: the same configuration replays its answer; another payload under the id is a mismatch', async () => {
  const request = configure({ request_id: randomUUID() });
  const first = await h.callWithMetadata('ConfigureProviderRefresh', request);
  const again = await h.callWithMetadata('ConfigureProviderRefresh', request);
  assert.equal(again.metadata.get('openshell-replayed'), ['true']);
  assert.equal(again.response, first.response);
  const mismatch = await rejects(
    h.call('ConfigureProviderRefresh', { ...request, material: { refresh_token: 'another' }, secret_material_keys: [] }),
    grpc.status.FAILED_PRECONDITION,
  );
  assert.is(detailsOf(mismatch)?.errorInfo?.reason, 'REQUEST_ID_PAYLOAD_MISMATCH');

  const removal = { provider: 'gh', credential_key: 'GITHUB_TOKEN', request_id: randomUUID(), ...scope() };
  const removed = await h.callWithMetadata('DeleteProviderRefresh', removal);
  const replayed = await h.callWithMetadata('DeleteProviderRefresh', removal);
  assert.equal(
    [removed.response.outcome, replayed.response.outcome],
    ['DELETION_OUTCOME_COMPLETED', 'DELETION_OUTCOME_COMPLETED'],
    'not NOT_FOUND the second time',
  );
  assert.equal(replayed.metadata.get('openshell-replayed'), ['true']);
});

test.run();
