// Version profiles: `head` (default), the `v0.0.111` release and the `v0.0.105` floor differ where upstream changed after v0.0.111
// (review tokens, selective bulk approval into one revision, advisor canonicalisation, covered-chunk rejection) and
// in the wire (fields newer than the release are neither sent nor read). `0.0.0` is an untagged source build.
import { status } from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from './helpers.ts';
import { basePolicy, readySandbox, rejects, startHarness } from './helpers.ts';

let h: Harness;
test.before(async () => {
  h = await startHarness({ profile: 'v0.0.105' });
  await readySandbox(h, 'old', { policy: basePolicy() });
});
test.after(() => h.close());

const draft = () => h.call('GetDraftPolicy', { name: 'old', status_filter: '' });
const chunkFor = async (host: string, binary: string) =>
  (await draft()).chunks.find((c: any) => c.proposed_rule.endpoints[0].host === host && c.binary === binary);
const deny = (host: string, binary: string, port = 443) => h.sim.control.simulateDenial({ sandbox: 'old', host, port, binary });
const revisions = async () => (await h.call('ListSandboxPolicies', { name: 'old' })).revisions.length;

test('v0.0.105 reports its release, serves Start/Stop and sends no field newer than itself', async () => {
  assert.equal([(await h.call('Health')).version, h.sim.profile], ['0.0.105', 'v0.0.105']);
  const sandbox = (await h.call('GetSandbox', { name: 'old' })).sandbox;
  assert.equal(
    [sandbox.spec.command, sandbox.spec.tty, sandbox.status.main_process_instance_id],
    [[], false, ''],
    'the v0.0.111 main-process fields are unknown to it',
  );
  await h.call('StopSandbox', { name: 'old' });
  await h.call('StartSandbox', { name: 'old' });
});

test('v0.0.105 chunks carry no review token or evaluation; approve needs none and ignores one', async () => {
  deny('pypi.org', '/usr/bin/pip');
  deny('api.github.com', '/usr/bin/curl');
  h.sim.control.flushDenials();
  const pip = await chunkFor('pypi.org', '/usr/bin/pip');
  assert.equal([pip.review_token, pip.application_error, pip.current_effective_policy_hash, pip.current_effective_policy], ['', '', '', null]);
  const covered = await chunkFor('api.github.com', '/usr/bin/curl');
  assert.equal([covered.rule_name, covered.status], ['allow_api_github_com_443', 'pending'], 'no canonicalisation and no covered-chunk rejection before HEAD');
  await h.call('UpdateConfig', {
    name: 'old',
    merge_operations: [
      {
        add_rule: {
          rule_name: 'docs',
          rule: {
            endpoints: [{ host: 'docs.example.com', port: 443 }],
            binaries: [{ path: '/usr/bin/curl' }],
          },
        },
      },
    ],
  });
  const approved = await h.call('ApproveDraftChunk', { name: 'old', chunk_id: pip.id, review_token: 'whatever' });
  assert.ok(approved.policy_version > 0, 'no token check, even after a policy change');
});

test('v0.0.105 approve-all takes every unflagged pending chunk, ignores approvals[], one revision each', async () => {
  deny('registry.npmjs.org', '/usr/bin/npm');
  deny('db.example.com', '/usr/bin/psql', 5432);
  h.sim.control.flushDenials();
  const before = await revisions();
  const result = await h.call('ApproveAllDraftChunks', { name: 'old', approvals: [{ chunk_id: 'ignored', review_token: 'x' }] });
  assert.equal([result.chunks_approved, result.chunks_skipped], [2, 1], 'github and npm approved, the database chunk flagged');
  assert.is(await revisions(), before + 2);
  assert.is(result.policy_version, (await h.call('GetSandboxPolicyStatus', { name: 'old' })).revision.version);
  const rules = (await h.call('GetSandboxPolicyStatus', { name: 'old' })).revision.policy.network_policies;
  assert.not.ok(rules.allow_api_github_com_443, 'the same binary for the same endpoint folds into github');
  assert.equal(
    [rules.github.binaries.map((b: any) => b.path), rules.github.endpoints[0].advisor_proposed],
    [['/usr/bin/curl'], true],
    'without canonicalisation the advisor marker lands on the existing endpoint',
  );
});

test('head is the default: its own version, tokens on chunks, and every RPC of the newest wire', async () => {
  const head = await startHarness();
  try {
    assert.equal([(await head.call('Health')).version, head.sim.profile], ['0.0.111', 'head']);
    await readySandbox(head, 'new');
    head.sim.control.simulateDenial({ sandbox: 'new', host: 'pypi.org', port: 443, binary: '/usr/bin/pip' });
    head.sim.control.flushDenials();
    const [chunk] = (await head.call('GetDraftPolicy', { name: 'new' })).chunks;
    assert.match(chunk.review_token, /^[0-9a-f]{64}$/);
    await rejects(
      head.call('ApproveDraftChunk', { name: 'new', chunk_id: chunk.id }),
      status.FAILED_PRECONDITION,
      'review token does not match the fetched proposal; refetch and review again',
    );
  } finally {
    await head.close();
  }
});

test('v0.0.111 is the release: main-process fields, no review tokens, non-selective bulk approval', async () => {
  const release = await startHarness({ profile: 'v0.0.111' });
  try {
    assert.equal([(await release.call('Health')).version, release.sim.profile], ['0.0.111', 'v0.0.111']);
    const sandbox = await readySandbox(release, 'rel', { policy: basePolicy(), command: ['sleep', 'infinity'] });
    assert.equal([sandbox.spec.command, sandbox.spec.tty], [['sleep', 'infinity'], false], 'spec.command/tty are v0.0.111 fields');
    assert.match(sandbox.status.main_process_instance_id, /^[0-9a-f-]{36}$/);
    release.sim.control.forceSandboxError('rel', { exitCode: 3 });
    assert.is((await release.call('GetSandbox', { name: 'rel' })).sandbox.status.exit_code, 3);
    await readySandbox(release, 'rel2', { policy: basePolicy() });
    for (const host of ['pypi.org', 'api.github.com']) {
      release.sim.control.simulateDenial({ sandbox: 'rel2', host, port: 443, binary: '/usr/bin/curl' });
    }
    release.sim.control.flushDenials();
    const chunks = (await release.call('GetDraftPolicy', { name: 'rel2' })).chunks;
    assert.equal(
      chunks.map((c: any) => [c.review_token, c.current_effective_policy, c.status]),
      [
        ['', null, 'pending'],
        ['', null, 'pending'],
      ],
      'no HEAD evaluation fields, and no covered-chunk rejection',
    );
    const result = await release.call('ApproveAllDraftChunks', { name: 'rel2', approvals: [{ chunk_id: 'ignored', review_token: 'x' }] });
    assert.equal([result.chunks_approved, result.chunks_skipped], [2, 0], 'approvals[] is unknown to the release');
  } finally {
    await release.close();
  }
});

test('an untagged source build reports 0.0.0 and has every RPC', async () => {
  const untagged = await startHarness({ version: '0.0.0' });
  try {
    assert.is((await untagged.call('Health')).version, '0.0.0');
    assert.is((await untagged.call('GetGatewayInfo')).gateway_version, '0.0.0');
    await rejects(untagged.call('StartSandbox', { name: 'none' }), status.NOT_FOUND, 'sandbox not found');
  } finally {
    await untagged.close();
  }
});

test.run();
