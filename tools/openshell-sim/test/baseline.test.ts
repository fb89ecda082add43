// A fresh sandbox already has a policy (docs/openshell-0.0.md §g.4): without a create-time policy the supervisor syncs
// the image's baseline as revision 1 once the sandbox runs, and revisions load only while it runs.
import { status } from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sameDocument } from '../src/policy/canonical.ts';
import { imageBaselinePolicy, imageFamily } from '../src/policy/image-baseline.ts';
import type { Harness } from './helpers.ts';
import { basePolicy, readySandbox, rejects, sleep, startHarness, waitFor, waitReady } from './helpers.ts';

let h: Harness;
test.before(async () => {
  h = await startHarness();
});
test.after(() => h.close());

const revision = async (name: string, version = 0) => (await h.call('GetSandboxPolicyStatus', { name, version })).revision;
const ruleNames = async (name: string) => Object.keys((await revision(name)).policy.network_policies ?? {}).sort();
const addRule = (name: string, ruleName: string, host: string, binaries: string[]) =>
  h.call('UpdateConfig', {
    name,
    merge_operations: [{ add_rule: { rule_name: ruleName, rule: { endpoints: [{ host, port: 443 }], binaries: binaries.map((path) => ({ path })) } } }],
  });

test('the image family decides the baseline network rules, deterministically', () => {
  assert.equal(['node:22', 'docker.io/library/python:3.12-slim', 'ghcr.io/x/golang:1.23@sha256:ab', 'ubuntu'].map(imageFamily), [
    'node',
    'python',
    'golang',
    'ubuntu',
  ]);
  const rulesOf = (image: string) => Object.keys(imageBaselinePolicy(image).network_policies ?? {}).sort();
  assert.equal(rulesOf('node:22'), ['npm_registry']);
  assert.equal(rulesOf('python:3.12'), ['pypi']);
  assert.equal(rulesOf('rust:1'), ['crates_io']);
  assert.equal(rulesOf('ghcr.io/nvidia/openshell-community/sandboxes/base:latest'), ['npm_registry', 'pypi']);
  assert.equal(rulesOf('alpine:3'), []);
  assert.equal(imageBaselinePolicy('node:22'), imageBaselinePolicy('node:22'));
});

test('no revision before the sandbox runs; then the synced baseline is revision 1, LOADED and backfilled', async () => {
  h.sim.control.seedSandbox({ name: 'fresh', image: 'node:22' });
  h.sim.control.holdProvisioning('fresh');
  await rejects(h.call('GetSandboxPolicyStatus', { name: 'fresh', version: 0 }), status.NOT_FOUND, 'no policy revision found for this sandbox');
  h.sim.control.holdProvisioning('fresh', false);
  const ready = await waitReady(h, 'fresh');
  const first = await revision('fresh');
  assert.equal([first.version, first.status, ready.status.current_policy_version], [1, 'POLICY_STATUS_LOADED', 1]);
  assert.ok(sameDocument(first.policy, imageBaselinePolicy('node:22')), 'the image baseline, as synced');
  const npm = first.policy.network_policies.npm_registry;
  assert.equal(
    npm.endpoints.map((e: any) => [e.host, e.port]),
    [['registry.npmjs.org', 443]],
  );
  assert.equal(first.policy.filesystem.read_write, ['/tmp', '/dev/null']);
  assert.equal([first.policy.landlock.compatibility, first.policy.process.run_as_user], ['best_effort', 'sandbox']);
  assert.equal(ready.spec.policy.network_policies.npm_registry.name, 'npm_registry', 'spec.policy backfilled');
  const logs = (await h.call('GetSandboxLogs', { sandbox_id: ready.metadata.id, sources: ['gateway'] })).logs;
  assert.ok(logs.some((l: any) => l.message === 'UpdateConfig: backfilled spec.policy from sandbox-discovered policy'));
});

test('a full policy must keep the baseline static sections; a preset for the same registry folds into its rule', async () => {
  await readySandbox(h, 'py', { template: { image: 'python:3.12' } });
  const mine = basePolicy();
  await rejects(
    h.call('UpdateConfig', { name: 'py', policy: mine }),
    status.INVALID_ARGUMENT,
    "filesystem read_only path '/lib' cannot be removed on a live sandbox",
  );
  const baseline = (await revision('py')).policy;
  const kept = { ...baseline, network_policies: { ...baseline.network_policies, ...mine.network_policies } };
  assert.is((await h.call('UpdateConfig', { name: 'py', policy: kept })).version, 2);
  await addRule('py', 'preset_pypi', 'pypi.org', ['/usr/bin/python3', '/usr/bin/pip']);
  assert.equal(await ruleNames('py'), ['github', 'pypi'], 'the preset key never appears');
});

test('a write to a stopped sandbox stays PENDING until it runs again', async () => {
  await readySandbox(h, 'napping', { template: { image: 'alpine:3' } });
  await h.call('StopSandbox', { name: 'napping' });
  const { version } = await addRule('napping', 'docs', 'docs.example.com', ['/usr/bin/curl']);
  assert.is(version, 2);
  await sleep(150); // several load delays: a running supervisor would have loaded it by now
  assert.is((await revision('napping')).status, 'POLICY_STATUS_PENDING');
  assert.is((await h.call('GetSandbox', { name: 'napping' })).sandbox.status.current_policy_version, 1);
  await h.call('StartSandbox', { name: 'napping' });
  const ready = await waitReady(h, 'napping');
  assert.equal([(await revision('napping')).status, ready.status.current_policy_version], ['POLICY_STATUS_LOADED', 2]);
  assert.is((await revision('napping', 1)).status, 'POLICY_STATUS_SUPERSEDED');
});

test('a policy written before the first start becomes the baseline instead of the image one', async () => {
  h.sim.control.seedSandbox({ name: 'early', image: 'node:22' });
  h.sim.control.holdProvisioning('early');
  const written = await h.call('UpdateConfig', { name: 'early', policy: basePolicy() });
  assert.is(written.version, 1);
  assert.is((await revision('early')).status, 'POLICY_STATUS_PENDING');
  h.sim.control.holdProvisioning('early', false);
  await waitReady(h, 'early');
  await waitFor(async () => (await revision('early')).status === 'POLICY_STATUS_LOADED');
  assert.equal(await ruleNames('early'), ['github'], 'no image sync over a policy that exists');
  assert.is((await h.call('ListSandboxPolicies', { name: 'early' })).revisions.length, 1);
});

test.run();
