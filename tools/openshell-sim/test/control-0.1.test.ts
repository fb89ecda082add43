// The control hooks the 0.1 line brought, over the JSON control API (README "JSON control API"): provider profiles,
// main-process exit, configuration rejection, credential refresh states, receipt holds, dropped responses and replay
// counts; state reports the profile; the x-request-id values clients sent.
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rejects, waitFor } from './helpers.ts';
import type { Harness01 } from './helpers-01.ts';
import { readySandbox01, scope, startHarness01 } from './helpers-01.ts';

let h: Harness01;
test.before(async () => {
  h = await startHarness01({ controlPort: 0, workspaces: [{ name: 'team' }] });
});
test.after(() => h.close());

async function control(method: 'GET' | 'POST', path: string, body?: object) {
  const response = await fetch(`${h.sim.controlUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as any };
}

test('state reports the profile; provider profiles are seeded by id or whole', async () => {
  assert.is((await control('GET', '/control/state')).body.profile, 'v0.1.2');
  assert.is((await control('POST', '/control/provider-profiles', { id: 'openai' })).status, 200);
  const whole = { id: 'team-llm', display_name: 'Team LLM', credentials: [{ name: 'k', env_vars: ['TEAM_LLM_KEY'] }] };
  assert.is((await control('POST', '/control/provider-profiles', { profile: whole, workspace: 'team' })).status, 200);
  assert.is((await control('POST', '/control/provider-profiles', { id: 'claude' })).status, 400, 'no aliases');
  assert.equal((await control('GET', '/control/state')).body.providerProfiles, ['openai', 'team/team-llm']);
  assert.is((await h.call('GetProviderProfile', { id: 'team-llm', ...scope('team') })).profile.display_name, 'Team LLM');
});

test('exit-main-process and reject-configuration', async () => {
  await readySandbox01(h, 'runner');
  await control('POST', '/control/exit-main-process', { sandbox: 'runner', exitCode: 0 });
  assert.is((await h.call('GetSandbox', { name: 'runner', ...scope() })).sandbox.status.phase, 'SANDBOX_PHASE_COMPLETED');
  assert.is((await control('POST', '/control/exit-main-process', { sandbox: 'runner' })).status, 400);
  await readySandbox01(h, 'picky');
  await control('POST', '/control/reject-configuration', { sandbox: 'picky', message: 'bad config' });
  const held = (await h.call('GetSandbox', { name: 'picky', ...scope() })).sandbox;
  assert.equal([held.status.phase, held.status.configuration_admission.error], ['SANDBOX_PHASE_PROVISIONING', 'bad config']);
  await control('POST', '/control/reject-configuration', { sandbox: 'picky', message: null });
  await waitFor(async () => (await h.call('GetSandbox', { name: 'picky', ...scope() })).sandbox.status.phase === 'SANDBOX_PHASE_READY');
});

test('hold-receipts, drop-next-response and replays', async () => {
  await control('POST', '/control/providers', { name: 'oai', type: 'openai', credentials: { OPENAI_API_KEY: 'k' } });
  await readySandbox01(h, 'keyed');
  await control('POST', '/control/hold-receipts', { sandbox: 'keyed' });
  const { receipt } = await h.call('AttachSandboxProvider', { sandbox: 'keyed', provider: 'oai', ...scope() });
  await waitFor(async () => (await control('GET', '/control/state')).body.receipts.some((r: any) => r.id === receipt.receipt_id && r.state === 'PENDING'));
  await control('POST', '/control/hold-receipts', { sandbox: 'keyed', hold: false });
  await waitFor(async () => (await control('GET', '/control/state')).body.receipts.some((r: any) => r.id === receipt.receipt_id && r.state === 'READY'));
  assert.is((await control('POST', '/control/drop-next-response', { rpc: 'CreateSandbox' })).status, 200);
  const request = { name: 'lost', spec: {}, request_id: randomUUID(), ...scope() };
  await rejects(h.call('CreateSandbox', request), grpc.status.UNAVAILABLE);
  await h.call('CreateSandbox', request);
  assert.equal((await control('GET', '/control/replays?rpc=CreateSandbox')).body, { rpc: 'CreateSandbox', replays: 1 });
});

test('credential-refresh puts a provider credential into a refresh state, and refuses what it does not know', async () => {
  await control('POST', '/control/provider-profiles', { id: 'github' });
  await control('POST', '/control/providers', { name: 'gh', type: 'github', credentials: { GITHUB_TOKEN: 'k' } });
  const set = await control('POST', '/control/credential-refresh', {
    provider: 'gh',
    credential: 'GITHUB_TOKEN',
    state: 'configuration_required',
    message: 'bad client id',
  });
  assert.is(set.status, 200, JSON.stringify(set.body));
  const [status] = (await h.call('GetProviderRefreshStatus', { provider: 'gh', ...scope() })).credentials;
  assert.equal(
    [status.status, status.recovery_action, status.last_error],
    ['configuration_required', 'PROVIDER_CREDENTIAL_REFRESH_RECOVERY_ACTION_FIX_CONFIGURATION', 'bad client id'],
  );
  assert.is((await control('POST', '/control/credential-refresh', { provider: 'gh', credential: 'GITHUB_TOKEN', state: null })).status, 200);
  assert.is((await h.call('GetProviderRefreshStatus', { provider: 'gh', ...scope() })).credentials[0].status, 'static');
  assert.is((await control('POST', '/control/credential-refresh', { provider: 'gh', credential: 'GITHUB_TOKEN', state: 'fine' })).status, 400);
  assert.is((await control('POST', '/control/credential-refresh', { provider: 'team/gh', credential: 'GITHUB_TOKEN', state: 'error' })).status, 400);
});

test('request-ids lists the x-request-id values clients sent, and reset-calls clears them', async () => {
  await control('POST', '/control/reset-calls');
  const metadata = new grpc.Metadata();
  metadata.set('x-request-id', 'trace-1');
  await h.call('ListSandboxes', scope(), metadata);
  await h.call('ListSandboxes', scope());
  assert.equal((await control('GET', '/control/request-ids?rpc=ListSandboxes')).body, { rpc: 'ListSandboxes', request_ids: ['trace-1'] });
  await control('POST', '/control/reset-calls');
  assert.equal(h.sim.control.requestIds('ListSandboxes'), []);
});

test.run();
