// Providers (docs/openshell-0.0.md §b.7, §f.9): redaction, merge updates, immutable type, delete refusals, profiles,
// attach/detach.
import { status } from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from './helpers.ts';
import { readySandbox, rejects, startHarness } from './helpers.ts';

let h: Harness;
test.before(async () => {
  h = await startHarness();
});
test.after(() => h.close());

const provider = (name: string, extra: object = {}) => ({
  provider: { metadata: { name }, type: 'openai', credentials: { OPENAI_API_KEY: 'sk-secret' }, config: { region: 'eu' }, ...extra },
});

test('create redacts credential values but keeps key names', async () => {
  const created = (await h.call('CreateProvider', provider('openai'))).provider;
  assert.equal(created.credentials, { OPENAI_API_KEY: 'REDACTED' });
  assert.equal(created.config, { region: 'eu' });
  assert.is(created.metadata.resource_version, 1);
  assert.match(created.metadata.id, /^[0-9a-f-]{36}$/);
  assert.equal((await h.call('GetProvider', { name: 'openai' })).provider.credentials, { OPENAI_API_KEY: 'REDACTED' });
  const listed = (await h.call('ListProviders', {})).providers;
  assert.ok(listed.every((p: any) => Object.values(p.credentials).every((v) => v === 'REDACTED')));
  assert.not.ok(JSON.stringify(listed).includes('sk-secret'));
});

test('create errors: missing provider/type/credentials, duplicates', async () => {
  await rejects(h.call('CreateProvider', {}), status.INVALID_ARGUMENT, 'provider is required');
  await rejects(
    h.call('CreateProvider', { provider: { metadata: { name: 'x' }, credentials: { K: 'v' } } }),
    status.INVALID_ARGUMENT,
    'provider.type is required',
  );
  await rejects(h.call('CreateProvider', { provider: { metadata: { name: 'x' }, type: 'openai' } }), status.INVALID_ARGUMENT, /credentials/);
  await rejects(h.call('CreateProvider', provider('openai')), status.ALREADY_EXISTS, 'provider already exists');
  const generic = (await h.call('CreateProvider', { provider: { metadata: { name: 'env' }, type: 'generic' } })).provider;
  assert.is(generic.type, 'generic', 'generic allows empty credentials');
  const unnamed = (await h.call('CreateProvider', { provider: { type: 'github', credentials: { GITHUB_TOKEN: 't' } } })).provider;
  assert.match(unnamed.metadata.name, /^github-/);
  await rejects(h.call('GetProvider', { name: '' }), status.INVALID_ARGUMENT, 'name is required');
  await rejects(h.call('GetProvider', { name: 'ghost' }), status.NOT_FOUND, 'provider not found');
});

test('update merges: empty value deletes, unsent keys stay, type is immutable, CAS on resource_version', async () => {
  await h.call('CreateProvider', provider('merge', { credentials: { A: '1', B: '2' }, config: { keep: 'k', drop: 'd' } }));
  const updated = (await h.call('UpdateProvider', { provider: { metadata: { name: 'merge' }, credentials: { A: '', C: '3' }, config: { drop: '' } } }))
    .provider;
  assert.equal(Object.keys(updated.credentials).sort(), ['B', 'C']);
  assert.equal(updated.config, { keep: 'k' });
  assert.is(updated.metadata.resource_version, 2);
  await rejects(
    h.call('UpdateProvider', { provider: { metadata: { name: 'merge' }, type: 'anthropic' } }),
    status.INVALID_ARGUMENT,
    'provider type cannot be changed',
  );
  await rejects(
    h.call('UpdateProvider', { provider: { metadata: { name: 'merge', resource_version: 1 } } }),
    status.ABORTED,
    'provider update failed due to concurrent modification (current resource_version: 2)',
  );
  await rejects(h.call('UpdateProvider', { provider: { metadata: { name: 'ghost' } } }), status.NOT_FOUND, 'provider not found');
});

test('profiles: a static catalogue with categories', async () => {
  const profiles = (await h.call('ListProviderProfiles', {})).profiles;
  const byId = Object.fromEntries(profiles.map((p: any) => [p.id, p]));
  for (const id of ['claude', 'openai', 'anthropic', 'nvidia', 'github', 'gitlab', 'generic']) assert.ok(byId[id], id);
  assert.is(byId.openai.category, 'PROVIDER_PROFILE_CATEGORY_INFERENCE');
  assert.is(byId.github.category, 'PROVIDER_PROFILE_CATEGORY_SOURCE_CONTROL');
  assert.is(byId.openai.inference_capable, true);
});

test('attach/detach: idempotent, CAS, unknown provider, sandbox list, delete refusal', async () => {
  const sandbox = await readySandbox(h, 'kit');
  await h.call('CreateProvider', provider('second', { credentials: { SECOND_API_KEY: 'sk-2' } }));
  const attached = await h.call('AttachSandboxProvider', { sandbox_name: 'kit', provider_name: 'openai' });
  assert.is(attached.attached, true);
  assert.equal(attached.sandbox.spec.providers, ['openai']);
  assert.ok(attached.sandbox.metadata.resource_version > sandbox.metadata.resource_version);
  const again = await h.call('AttachSandboxProvider', { sandbox_name: 'kit', provider_name: 'openai' });
  assert.is(again.attached, false);
  await rejects(h.call('AttachSandboxProvider', { sandbox_name: 'kit', provider_name: 'nope' }), status.FAILED_PRECONDITION, "provider 'nope' not found");
  const rv = again.sandbox.metadata.resource_version;
  await rejects(
    h.call('AttachSandboxProvider', { sandbox_name: 'kit', provider_name: 'second', expected_resource_version: rv - 1 }),
    status.ABORTED,
    `attach provider failed due to concurrent modification (current resource_version: ${rv})`,
  );
  await h.call('AttachSandboxProvider', { sandbox_name: 'kit', provider_name: 'second', expected_resource_version: rv });
  const listed = (await h.call('ListSandboxProviders', { sandbox_name: 'kit' })).providers;
  assert.equal(
    listed.map((p: any) => p.metadata.name),
    ['openai', 'second'],
  );
  assert.equal(listed[0].credentials, { OPENAI_API_KEY: 'REDACTED' });
  await rejects(h.call('ListSandboxProviders', { sandbox_name: '' }), status.INVALID_ARGUMENT, 'sandbox_name is required');
  await h.call('CreateSandbox', { name: 'kit2', spec: { providers: ['openai'] } });
  await rejects(h.call('DeleteProvider', { name: 'openai' }), status.FAILED_PRECONDITION, "provider 'openai' is attached to sandbox(es): kit, kit2");
  const detached = await h.call('DetachSandboxProvider', { sandbox_name: 'kit', provider_name: 'openai' });
  assert.is(detached.detached, true);
  assert.equal(detached.sandbox.spec.providers, ['second']);
  assert.is((await h.call('DetachSandboxProvider', { sandbox_name: 'kit', provider_name: 'openai' })).detached, false);
});

test('delete: unknown name is deleted=false, not an error', async () => {
  assert.equal(await h.call('DeleteProvider', { name: 'never-existed' }), { deleted: false });
  await h.call('CreateProvider', provider('temp'));
  assert.equal(await h.call('DeleteProvider', { name: 'temp' }), { deleted: true });
});

test('attaching more than 32 providers is refused', async () => {
  await readySandbox(h, 'many');
  for (let i = 0; i < 32; i++) {
    h.sim.control.seedProvider({ name: `p${i}`, type: 'generic' });
    await h.call('AttachSandboxProvider', { sandbox_name: 'many', provider_name: `p${i}` });
  }
  h.sim.control.seedProvider({ name: 'p32', type: 'generic' });
  await rejects(h.call('AttachSandboxProvider', { sandbox_name: 'many', provider_name: 'p32' }), status.INVALID_ARGUMENT, /33 > 32/);
});

test.run();
