// Providers and provider profiles on the 0.1 line (docs/openshell-0.1.md §2.10, §3 "Profiles", "Deletes"): an empty
// catalogue at start, import validating like lint, exact types (no aliases), failures naming the missing profile,
// refusals while in use or attached, DeletionOutcome, Timestamp expiries, and the seeding options.
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startSimulator } from '../src/index.ts';
import { rejects } from './helpers.ts';
import type { Harness01 } from './helpers-01.ts';
import { detailsOf, readySandbox01, scope, startHarness01 } from './helpers-01.ts';

let h: Harness01;
test.before(async () => {
  h = await startHarness01({ workspaces: [{ name: 'team' }] });
});
test.after(() => h.close());

const profile = (id: string, extra: object = {}) => ({
  id,
  display_name: id.toUpperCase(),
  category: 'PROVIDER_PROFILE_CATEGORY_INFERENCE',
  credentials: [{ name: 'api_key', env_vars: [`${id.toUpperCase().replaceAll('-', '_')}_KEY`], required: true }],
  endpoints: [{ host: `api.${id}.example.com`, port: 443 }],
  ...extra,
});
const provider = (name: string, type: string, credentials: Record<string, string> = { [`${name.toUpperCase()}_KEY`]: 'secret' }) => ({
  provider: { metadata: { name }, type, credentials },
});
const at = (iso: string) => ({ seconds: Math.floor(Date.parse(iso) / 1000), nanos: 0 });

test('a fresh 0.1 gateway has no profiles; a provider of an unimported type fails naming the profile', async () => {
  assert.equal((await h.call('ListProviderProfiles', {})).profiles, []);
  assert.equal((await h.call('ListProviderProfiles', scope())).profiles, []);
  const error = await rejects(
    h.call('CreateProvider', { ...provider('oai', 'openai'), ...scope() }),
    grpc.status.FAILED_PRECONDITION,
    "provider profile 'openai' is not imported in workspace 'default'",
  );
  assert.equal(detailsOf(error)?.errorInfo, {
    reason: 'PROVIDER_PROFILE_NOT_IMPORTED',
    domain: 'openshell.nvidia.com',
    metadata: { profile: 'openai', workspace: 'default' },
  });
});

test('lint reports diagnostics without importing; import of a batch with an error imports nothing', async () => {
  const lint = await h.call('LintProviderProfiles', { profiles: [{ profile: profile('acme'), source: 'acme.yaml' }] });
  assert.equal([lint.valid, lint.diagnostics], [true, []]);
  const broken = { profile: { id: 'Bad Id', credentials: [{ name: 'k', env_vars: ['not valid'] }], endpoints: [{ host: '*', port: 0 }] }, source: 'bad.yaml' };
  const bad = await h.call('LintProviderProfiles', { profiles: [broken] });
  assert.is(bad.valid, false);
  assert.equal(
    bad.diagnostics.filter((d: any) => d.severity === 'error').map((d: any) => d.field),
    ['id', 'display_name', 'credentials[0].env_vars', 'endpoints[0].host', 'endpoints[0].port'],
  );
  assert.ok(bad.diagnostics.every((d: any) => d.source === 'bad.yaml'));
  const refused = await h.call('ImportProviderProfiles', { profiles: [{ profile: profile('acme'), source: 'a' }, broken] });
  assert.equal([refused.imported, refused.profiles], [false, []]);
  assert.equal((await h.call('ListProviderProfiles', {})).profiles, [], 'nothing was imported');
});

test('import, get, update (guarded by resource_version) and exact types', async () => {
  const imported = await h.call('ImportProviderProfiles', {
    profiles: [
      { profile: profile('acme'), source: 'a' },
      { profile: profile('claude-code'), source: 'b' },
    ],
  });
  assert.equal(
    [imported.imported, imported.profiles.map((p: any) => [p.id, p.resource_version, p.source, p.scope])],
    [
      true,
      [
        ['acme', 1, 'user', 'platform'],
        ['claude-code', 1, 'user', 'platform'],
      ],
    ],
  );
  const again = await h.call('ImportProviderProfiles', { profiles: [{ profile: profile('acme'), source: 'a' }] });
  assert.equal([again.imported, again.diagnostics[0].message], [false, "provider profile 'acme' already exists; update it instead"]);
  assert.is((await h.call('GetProviderProfile', { id: 'acme' })).profile.display_name, 'ACME');
  await rejects(h.call('GetProviderProfile', { id: 'nope' }), grpc.status.NOT_FOUND, "provider profile 'nope' not found");
  const stale = await rejects(
    h.call('UpdateProviderProfiles', { id: 'acme', profile: { profile: profile('acme', { display_name: 'Acme 2' }) }, expected_resource_version: 7 }),
    grpc.status.ABORTED,
  );
  assert.equal(detailsOf(stale)?.errorInfo?.reason, 'RESOURCE_VERSION_CONFLICT');
  assert.equal(detailsOf(stale)?.errorInfo?.metadata.current_resource_version, '1');
  await rejects(
    h.call('UpdateProviderProfiles', { id: 'acme', profile: { profile: profile('acme') } }),
    grpc.status.INVALID_ARGUMENT,
    'expected_resource_version is required',
  );
  const updated = await h.call('UpdateProviderProfiles', {
    id: 'acme',
    profile: { profile: profile('acme', { display_name: 'Acme 2' }) },
    expected_resource_version: 1,
  });
  assert.equal([updated.updated, updated.profile.display_name, updated.profile.resource_version], [true, 'Acme 2', 2]);
  // no aliases: `claude` is not `claude-code`
  await rejects(
    h.call('CreateProvider', { ...provider('claude', 'claude'), ...scope() }),
    grpc.status.FAILED_PRECONDITION,
    "provider profile 'claude' is not imported in workspace 'default'",
  );
  const created = (await h.call('CreateProvider', { ...provider('cc', 'claude-code'), ...scope() })).provider;
  assert.equal([created.type, created.credentials], ['claude-code', { CC_KEY: 'REDACTED' }]);
  await rejects(
    h.call('CreateProvider', { provider: { metadata: { name: 'empty' }, type: 'acme' }, ...scope() }),
    grpc.status.INVALID_ARGUMENT,
    'provider.credentials must not be empty',
  );
});

test('credential expiry is a map of Timestamps; UpdateProvider merges 102 and clears 103', async () => {
  const created = (
    await h.call('CreateProvider', {
      provider: { metadata: { name: 'exp' }, type: 'acme', credentials: { A: '1', B: '2' }, credential_expiration_times: { A: at('2030-01-01T00:00:00Z') } },
      ...scope(),
    })
  ).provider;
  assert.equal(created.credential_expiration_times, { A: at('2030-01-01T00:00:00Z') });
  const updated = await h.call('UpdateProvider', {
    provider: { metadata: { name: 'exp' }, config: { region: 'eu' } },
    credential_expiration_times: { B: at('2031-06-01T00:00:00Z') },
    clear_credential_expiration_keys: ['A'],
    ...scope(),
  });
  assert.equal(updated.provider.credential_expiration_times, { B: at('2031-06-01T00:00:00Z') });
  assert.equal([updated.target_receipts, typeof updated.mutation_id], [[], 'string']);
  const stale = await rejects(h.call('UpdateProvider', { provider: { metadata: { name: 'exp', resource_version: 1 } }, ...scope() }), grpc.status.ABORTED);
  assert.equal(detailsOf(stale)?.errorInfo?.metadata.current_resource_version, '2');
});

test('deletes: a provider attached is refused as on 0.0; missing ones are NOT_FOUND or ALREADY_ABSENT; profiles in use stay', async () => {
  await h.call('CreateProvider', { ...provider('keep', 'acme'), ...scope() });
  await readySandbox01(h, 'user-a', { providers: ['keep'] });
  await readySandbox01(h, 'user-b', { providers: ['keep'] });
  await rejects(
    h.call('DeleteProvider', { name: 'keep', ...scope() }),
    grpc.status.FAILED_PRECONDITION,
    "provider 'keep' is attached to sandbox(es): user-a, user-b",
  );
  await rejects(h.call('DeleteProvider', { name: 'ghost', ...scope() }), grpc.status.NOT_FOUND, 'provider not found');
  assert.equal(await h.call('DeleteProvider', { name: 'ghost', allow_missing: true, ...scope() }), { outcome: 'DELETION_OUTCOME_ALREADY_ABSENT' });
  assert.equal(await h.call('DeleteProvider', { name: 'exp', ...scope() }), { outcome: 'DELETION_OUTCOME_COMPLETED' });
  await rejects(
    h.call('DeleteProviderProfile', { id: 'acme' }),
    grpc.status.FAILED_PRECONDITION,
    "provider profile 'acme' is used by provider(s): default/keep",
  );
  await rejects(h.call('DeleteProviderProfile', { id: 'nope' }), grpc.status.NOT_FOUND, "provider profile 'nope' not found");
  assert.equal(await h.call('DeleteProviderProfile', { id: 'nope', allow_missing: true }), { outcome: 'DELETION_OUTCOME_ALREADY_ABSENT' });
});

test('create, attach and CreateSandbox with a provider whose profile is missing fail naming it', async () => {
  h.sim.control.seedProvider({ name: 'orphan', type: 'gh', credentials: { GH_TOKEN: 't' } });
  await rejects(
    h.call('CreateSandbox', { name: 'needs-gh', spec: { providers: ['orphan'] }, ...scope() }),
    grpc.status.FAILED_PRECONDITION,
    "provider profile 'gh' is not imported in workspace 'default'",
  );
  await readySandbox01(h, 'plain');
  await rejects(
    h.call('AttachSandboxProvider', { sandbox: 'plain', provider: 'orphan', ...scope() }),
    grpc.status.FAILED_PRECONDITION,
    "provider profile 'gh' is not imported in workspace 'default'",
  );
  await rejects(
    h.call('AttachSandboxProvider', { sandbox: 'plain', provider: 'nobody', ...scope() }),
    grpc.status.FAILED_PRECONDITION,
    "provider 'nobody' not found",
  );
  const stale = await rejects(
    h.call('AttachSandboxProvider', { sandbox: 'plain', provider: 'keep', expected_resource_version: 1, ...scope() }),
    grpc.status.ABORTED,
  );
  assert.equal(detailsOf(stale)?.errorInfo?.reason, 'RESOURCE_VERSION_CONFLICT');
});

test('workspace profiles serve that workspace; platform ones every workspace', async () => {
  await h.call('ImportProviderProfiles', { profiles: [{ profile: profile('team-only') }], ...scope('team') });
  const teamProvider = (await h.call('CreateProvider', { ...provider('t1', 'team-only'), ...scope('team') })).provider;
  assert.is(teamProvider.profile_workspace, 'team', 'where its profile lives');
  await rejects(
    h.call('CreateProvider', { ...provider('t2', 'team-only'), ...scope() }),
    grpc.status.FAILED_PRECONDITION,
    "provider profile 'team-only' is not imported in workspace 'default'",
  );
  const listed = (await h.call('ListProviderProfiles', scope('team'))).profiles.map((p: any) => `${p.id}:${p.scope}`);
  assert.ok(listed.includes('team-only:workspace') && listed.includes('acme:platform'), String(listed));
  assert.is((await h.call('GetProviderProfile', { id: 'acme', ...scope('team') })).profile.id, 'acme');
});

test('GetProviderRefreshStatus reports static credentials, and what to do about an expired one', async () => {
  await h.call('CreateProvider', {
    provider: {
      metadata: { name: 'old' },
      type: 'acme',
      credentials: { OLD_KEY: 'k', FRESH_KEY: 'k' },
      credential_expiration_times: { OLD_KEY: at('2020-01-01T00:00:00Z') },
    },
    ...scope(),
  });
  const { credentials } = await h.call('GetProviderRefreshStatus', { provider: 'old', ...scope() });
  assert.equal(
    credentials.map((c: any) => [c.credential_key, c.status, c.recovery_action]),
    [
      ['FRESH_KEY', 'static', 'PROVIDER_CREDENTIAL_REFRESH_RECOVERY_ACTION_UNSPECIFIED'],
      ['OLD_KEY', 'expired', 'PROVIDER_CREDENTIAL_REFRESH_RECOVERY_ACTION_REAUTHORIZE'],
    ],
  );
  await rejects(
    h.call('GetProviderRefreshStatus', { provider: 'old', credential_key: 'NOPE', ...scope() }),
    grpc.status.NOT_FOUND,
    "credential 'NOPE' not found on provider 'old'",
  );
});

test("refresh states: each failure names its recovery action; a retry refreshes, a person's update recovers", async () => {
  await h.call('CreateProvider', { provider: { metadata: { name: 'oauth' }, type: 'acme', credentials: { TOKEN: 'k', STATIC_KEY: 'k' } }, ...scope() });
  const stateOf = async () => (await h.call('GetProviderRefreshStatus', { provider: 'oauth', credential_key: 'TOKEN', ...scope() })).credentials[0];
  const actions = {
    error: 'RETRY',
    reauthorization_required: 'REAUTHORIZE',
    configuration_required: 'FIX_CONFIGURATION',
    investigation_required: 'INVESTIGATE',
  } as const;
  for (const [state, action] of Object.entries(actions)) {
    h.sim.control.setCredentialRefresh('oauth', 'TOKEN', state as never, `failed: ${state}`);
    const status = await stateOf();
    assert.equal(
      [status.strategy, status.status, status.recovery_action, status.last_error],
      ['PROVIDER_CREDENTIAL_REFRESH_STRATEGY_OAUTH2_REFRESH_TOKEN', state, `PROVIDER_CREDENTIAL_REFRESH_RECOVERY_ACTION_${action}`, `failed: ${state}`],
    );
    assert.ok(status.failure_code && status.last_error_time);
  }

  h.sim.control.setCredentialRefresh('oauth', 'TOKEN', 'reauthorization_required');
  const stuck = await h.call('RotateProviderCredential', { provider: 'oauth', credential_key: 'TOKEN', ...scope() });
  assert.is(stuck.status.status, 'reauthorization_required', 'a retry cannot reauthorize');
  await h.call('UpdateProvider', { provider: { metadata: { name: 'oauth' }, type: 'acme', credentials: { TOKEN: 'new' } }, ...scope() });
  assert.is((await stateOf()).status, 'refreshed', 'a new credential value reauthorizes it');

  h.sim.control.setCredentialRefresh('oauth', 'TOKEN', 'error');
  const retried = await h.call('RotateProviderCredential', { provider: 'oauth', credential_key: 'TOKEN', ...scope() });
  assert.equal([retried.status.status, retried.status.recovery_action], ['refreshed', 'PROVIDER_CREDENTIAL_REFRESH_RECOVERY_ACTION_UNSPECIFIED']);
  assert.ok(retried.status.last_refresh_time && retried.status.expiration_time && retried.status.next_refresh_time);

  await rejects(
    h.call('RotateProviderCredential', { provider: 'oauth', credential_key: 'STATIC_KEY', ...scope() }),
    grpc.status.FAILED_PRECONDITION,
    "credential 'STATIC_KEY' of provider 'oauth' has no refresh configuration",
  );
  assert.throws(() => h.sim.control.setCredentialRefresh('oauth', 'TOKEN', 'bogus' as never), /unknown refresh state 'bogus'/);
  assert.throws(() => h.sim.control.setCredentialRefresh('oauth', 'NOPE', 'error'), /has no credential 'NOPE'/);
});

test('seeding: built-in profiles by id; a seeded provider must name a seeded profile', async () => {
  const seeded = await startHarness01({
    providerProfiles: ['nvidia', 'github', 'claude-code'],
    providers: [{ name: 'nv', type: 'nvidia', credentials: { NVIDIA_API_KEY: 'k' } }],
  });
  try {
    assert.equal(
      (await seeded.call('ListProviderProfiles', {})).profiles.map((p: any) => p.id),
      ['claude-code', 'github', 'nvidia'],
    );
    assert.is((await seeded.call('GetProvider', { name: 'nv', ...scope() })).provider.type, 'nvidia');
  } finally {
    await seeded.close();
  }
  try {
    await startSimulator({ profile: 'v0.1.2', providers: [{ name: 'nv', type: 'nvidia', credentials: { NVIDIA_API_KEY: 'k' } }] });
    assert.unreachable('a provider without its profile');
  } catch (error) {
    assert.match((error as Error).message, /provider profile 'nvidia' is not seeded/);
  }
  try {
    await startSimulator({ profile: 'v0.1.2', providerProfiles: ['claude'] });
    assert.unreachable('no aliases among built-in ids');
  } catch (error) {
    assert.match((error as Error).message, /unknown built-in provider profile 'claude'/);
  }
});

test.run();
