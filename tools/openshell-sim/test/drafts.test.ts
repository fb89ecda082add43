// Draft policy chunks (docs/openshell-0.0.md §d, §f.8, corrected by §g.2): denial flush, dedupe, flags, the stored
// evaluation and review token, every decision move and its errors, bulk approval, auto mode and history. HEAD profile.
import { status } from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from './helpers.ts';
import { basePolicy, readySandbox, rejects, startHarness } from './helpers.ts';

let h: Harness;
test.before(async () => {
  h = await startHarness();
  await readySandbox(h, 'agent', { policy: basePolicy() });
  await readySandbox(h, 'other');
});
test.after(() => h.close());

const draft = (status_filter = '', name = 'agent') => h.call('GetDraftPolicy', { name, status_filter });
const chunkFor = async (host: string, binary?: string) =>
  (await draft()).chunks.find((c: any) => c.proposed_rule.endpoints[0].host === host && (!binary || c.binary === binary));
const deny = (input: object) => h.sim.control.simulateDenial({ sandbox: 'agent', binary: '/usr/bin/python3', port: 443, ...input } as never);
const rules = async () => (await h.call('GetSandboxPolicyStatus', { name: 'agent' })).revision.policy.network_policies;
const approve = (chunk: any, review_token = chunk.review_token) => h.call('ApproveDraftChunk', { name: 'agent', chunk_id: chunk.id, review_token });
const addRule = (rule_name: string, host: string) =>
  h.call('UpdateConfig', {
    name: 'agent',
    merge_operations: [
      {
        add_rule: {
          rule_name,
          rule: { endpoints: [{ host, port: 443 }], binaries: [{ path: '/usr/bin/node' }] },
        },
      },
    ],
  });

test('a flushed denial becomes a pending chunk shaped like the mechanistic mapper, with its evaluation', async () => {
  deny({ host: 'pypi.org', method: 'GET', path: '/simple/requests/', count: 12 });
  assert.is((await draft()).chunks.length, 0, 'nothing before the flush');
  assert.is(h.sim.control.flushDenials(), 1);
  const response = await draft();
  assert.is(response.draft_version, 1);
  const chunk = response.chunks[0];
  assert.equal(
    [chunk.status, chunk.rule_name, chunk.stage, chunk.binary, chunk.hit_count],
    ['pending', 'allow_pypi_org_443', 'l7_deny', '/usr/bin/python3', 12],
  );
  const endpoint = chunk.proposed_rule.endpoints[0];
  assert.equal(
    [endpoint.host, endpoint.port, endpoint.ports, endpoint.advisor_proposed, endpoint.protocol, endpoint.enforcement],
    ['pypi.org', 443, [443], true, 'rest', 'enforce'],
  );
  assert.equal(
    endpoint.rules.map((r: any) => [r.allow.method, r.allow.path]),
    [['GET', '/simple/requests/']],
  );
  assert.equal(chunk.proposed_rule.binaries, [{ path: '/usr/bin/python3', harness: false }]);
  assert.match(chunk.rationale, /^Allow python3 to connect to pypi\.org:443 \(HTTPS\)\./);
  assert.ok(Math.abs(chunk.confidence - 0.85) < 1e-6, `confidence ${chunk.confidence}`);
  assert.equal([chunk.security_notes, chunk.validation_result, chunk.application_error], ['', 'prover: no new findings', '']);
  assert.match(chunk.review_token, /^[0-9a-f]{64}$/);
  assert.is(chunk.current_effective_policy_hash, (await h.call('GetSandboxPolicyStatus', { name: 'agent' })).revision.policy_hash);
  assert.ok(chunk.candidate_effective_policy.network_policies.allow_pypi_org_443, 'the candidate carries the rule');
  assert.is(response.last_analyzed_at_ms, chunk.created_at_ms);
  const logs = (await h.call('GetSandboxLogs', { sandbox_id: (await h.call('GetSandbox', { name: 'agent' })).sandbox.metadata.id })).logs;
  assert.ok(logs.some((l: any) => l.message === 'SubmitPolicyAnalysis: persisted draft chunks' && l.source === 'gateway'));
  assert.ok(logs.some((l: any) => l.level === 'OCSF' && /DENIED python3\(\d+\) -> GET https:\/\/pypi\.org\/simple\/requests\//.test(l.message)));
});

test('dedupe on (host, port, binary): same id, hit_count grows, draft_version + 1, stored proposal kept', async () => {
  const before = await chunkFor('pypi.org');
  deny({ host: 'pypi.org', method: 'POST', path: '/upload', count: 3 });
  h.sim.control.flushDenials('agent');
  const after = await chunkFor('pypi.org');
  assert.equal([after.id, after.hit_count, after.review_token], [before.id, 15, before.review_token]);
  assert.equal(after.proposed_rule, before.proposed_rule, 'a repeated observation never rewrites the proposal');
  assert.is((await draft()).draft_version, 2);
});

test('security notes flag private IPs, database and ephemeral ports; no proposal for loopback or metadata', async () => {
  deny({ host: 'db.internal.example', port: 5432, binary: '/usr/bin/psql' });
  deny({ host: '10.1.2.3', port: 60000, binary: '/usr/bin/nc', count: 1 });
  deny({ host: '169.254.169.254', port: 80, stage: 'ssrf' });
  deny({ host: 'localhost', port: 8080 });
  h.sim.control.flushDenials();
  const db = await chunkFor('db.internal.example');
  assert.match(db.security_notes, /5432/);
  assert.match(db.validation_result, /^prover: 1 new finding\n {2}Port 5432/);
  const ip = await chunkFor('10.1.2.3');
  assert.match(ip.security_notes, /private or internal IP/);
  assert.match(ip.security_notes, /ephemeral/);
  assert.ok(Math.abs(ip.confidence - 0.5) < 1e-6);
  assert.not.ok(await chunkFor('169.254.169.254'));
  assert.not.ok(await chunkFor('localhost'));
});

test('HEAD adopts an existing endpoint contract: a covered denial is auto-rejected, a new binary targets the rule', async () => {
  deny({ host: 'api.github.com', binary: '/usr/bin/curl' });
  deny({ host: 'api.github.com', binary: '/usr/bin/python3' });
  h.sim.control.flushDenials();
  const covered = await chunkFor('api.github.com', '/usr/bin/curl');
  assert.equal([covered.rule_name, covered.status, covered.rejection_reason], ['github', 'rejected', 'covered by active policy revision 1']);
  const python = await chunkFor('api.github.com', '/usr/bin/python3');
  assert.equal([python.rule_name, python.status], ['github', 'pending']);
  assert.not.ok(python.proposed_rule.endpoints[0].advisor_proposed, 'the existing contract, not a second L4 endpoint');
  await approve(python);
  const after = await rules();
  assert.equal(
    after.github.binaries.map((b: any) => b.path),
    ['/usr/bin/curl', '/usr/bin/python3'],
  );
  assert.not.ok(after.allow_api_github_com_443, 'no second rule for the same endpoint');
});

test('review_token is stored: a policy change makes the first approve refresh it and fail, then a refetch approves', async () => {
  const fetched = await chunkFor('pypi.org');
  assert.is((await chunkFor('pypi.org')).review_token, fetched.review_token, 'reads do not recompute it');
  await addRule('npm', 'registry.npmjs.org');
  assert.is((await chunkFor('pypi.org')).review_token, fetched.review_token, 'still the stored token after the change');
  h.sim.control.resetCalls();
  await rejects(approve(fetched), status.FAILED_PRECONDITION, 'proposal inputs changed; evaluation refreshed, refetch and review again');
  const refreshed = await chunkFor('pypi.org');
  assert.is.not(refreshed.review_token, fetched.review_token);
  assert.is(refreshed.current_effective_policy_hash, (await h.call('GetSandboxPolicyStatus', { name: 'agent' })).revision.policy_hash);
  await rejects(approve(fetched), status.FAILED_PRECONDITION, 'review token does not match the fetched proposal; refetch and review again');
  await rejects(approve(fetched, ''), status.FAILED_PRECONDITION, 'review token does not match the fetched proposal; refetch and review again');
  const approved = await approve(refreshed);
  assert.match(approved.policy_hash, /^[0-9a-f]{64}$/);
  assert.is(h.sim.control.calls('ApproveDraftChunk'), 4);
  assert.equal(
    (await rules()).allow_pypi_org_443.binaries.map((b: any) => b.path),
    ['/usr/bin/python3'],
  );
  const after = await chunkFor('pypi.org');
  assert.is(after.status, 'approved');
  assert.ok(after.decided_at_ms > 0);
  await rejects(approve(after), status.FAILED_PRECONDITION, "chunk status is 'approved', expected 'pending' or 'rejected'");
});

test('reject an approved chunk removes its binary; approve the rejected one again; undo goes back to pending', async () => {
  const approved = await chunkFor('pypi.org');
  await h.call('RejectDraftChunk', { name: 'agent', chunk_id: approved.id, reason: 'use the mirror' });
  assert.not.ok((await rules()).allow_pypi_org_443, 'binary removed, and with it the rule');
  const rejected = await chunkFor('pypi.org');
  assert.equal([rejected.status, rejected.rejection_reason], ['rejected', 'use the mirror']);
  await rejects(
    h.call('RejectDraftChunk', { name: 'agent', chunk_id: rejected.id }),
    status.FAILED_PRECONDITION,
    "chunk status is 'rejected', expected 'pending' or 'approved'",
  );
  await rejects(
    h.call('UndoDraftChunk', { name: 'agent', chunk_id: rejected.id }),
    status.FAILED_PRECONDITION,
    "chunk status is 'rejected', expected 'approved'",
  );
  // taking the binary out restored the policy the chunk was last evaluated against: its token still holds
  await approve(rejected);
  assert.is((await chunkFor('pypi.org')).status, 'approved');
  const undone = await h.call('UndoDraftChunk', { name: 'agent', chunk_id: rejected.id });
  assert.ok(undone.policy_version > 0);
  const pending = await chunkFor('pypi.org');
  assert.equal([pending.status, pending.rejection_reason, pending.decided_at_ms], ['pending', '', 0]);
  assert.not.ok((await rules()).allow_pypi_org_443);
});

test('edit keeps the chunk pending with a new evaluation; only pending chunks can be edited', async () => {
  const chunk = await chunkFor('pypi.org');
  const rule = structuredClone(chunk.proposed_rule);
  rule.endpoints[0].rules.push({ allow: { method: 'GET', path: '/packages/**' } });
  await h.call('EditDraftChunk', { name: 'agent', chunk_id: chunk.id, proposed_rule: rule });
  const edited = await chunkFor('pypi.org');
  assert.is(edited.status, 'pending');
  assert.is(edited.proposed_rule.endpoints[0].rules.length, 2);
  assert.is.not(edited.review_token, chunk.review_token);
  await rejects(h.call('EditDraftChunk', { name: 'agent', chunk_id: chunk.id }), status.INVALID_ARGUMENT, 'proposed_rule is required');
  const covered = await chunkFor('api.github.com', '/usr/bin/curl');
  await rejects(
    h.call('EditDraftChunk', { name: 'agent', chunk_id: covered.id, proposed_rule: rule }),
    status.FAILED_PRECONDITION,
    "chunk status is 'rejected', expected 'pending'",
  );
});

test('approve-all: without tokens everything is skipped; a non-pending selection fails the whole call', async () => {
  const pending = (await draft('pending')).chunks;
  assert.equal(pending.map((c: any) => c.binary).sort(), ['/usr/bin/nc', '/usr/bin/psql', '/usr/bin/python3']);
  const none = await h.call('ApproveAllDraftChunks', { name: 'agent' });
  assert.equal([none.chunks_approved, none.chunks_skipped, none.policy_version, none.policy_hash], [0, 3, 0, '']);
  const rejected = await chunkFor('api.github.com', '/usr/bin/curl');
  const revisions = (await h.call('ListSandboxPolicies', { name: 'agent' })).revisions.length;
  await rejects(
    h.call('ApproveAllDraftChunks', {
      name: 'agent',
      approvals: [
        ...pending.map((c: any) => ({ chunk_id: c.id, review_token: c.review_token })),
        { chunk_id: rejected.id, review_token: rejected.review_token },
      ],
    }),
    status.FAILED_PRECONDITION,
    `chunk '${rejected.id}' is not pending; refetch before bulk approval`,
  );
  assert.is((await draft('pending')).chunks.length, 3, 'nothing approved');
  assert.is((await h.call('ListSandboxPolicies', { name: 'agent' })).revisions.length, revisions);
});

test('approve-all: stale tokens are skipped (and refreshed); flagged ones unless included; one revision', async () => {
  const reviewed = (await draft('pending')).chunks.map((c: any) => ({ chunk_id: c.id, review_token: c.review_token }));
  await addRule('docs', 'docs.example.com');
  const stale = await h.call('ApproveAllDraftChunks', { name: 'agent', approvals: reviewed, include_security_flagged: true });
  assert.equal([stale.chunks_approved, stale.chunks_skipped], [0, 3]);
  const refetched = (await draft('pending')).chunks.map((c: any) => ({ chunk_id: c.id, review_token: c.review_token }));
  for (const fresh of refetched) {
    assert.is.not(fresh.review_token, reviewed.find((r: any) => r.chunk_id === fresh.chunk_id)!.review_token, 'refreshed');
  }
  const revisionsBefore = (await h.call('ListSandboxPolicies', { name: 'agent' })).revisions.length;
  const some = await h.call('ApproveAllDraftChunks', { name: 'agent', approvals: refetched });
  assert.equal([some.chunks_approved, some.chunks_skipped], [1, 2], 'the two flagged chunks wait');
  assert.is((await h.call('ListSandboxPolicies', { name: 'agent' })).revisions.length, revisionsBefore + 1);
  const selection = async () => (await draft('pending')).chunks.map((c: any) => ({ chunk_id: c.id, review_token: c.review_token }));
  // that approval changed the policy after the flagged chunks were last evaluated: their first attempt refreshes them
  const once = await h.call('ApproveAllDraftChunks', { name: 'agent', approvals: await selection(), include_security_flagged: true });
  assert.equal([once.chunks_approved, once.chunks_skipped], [0, 2]);
  const all = await h.call('ApproveAllDraftChunks', { name: 'agent', approvals: await selection(), include_security_flagged: true });
  assert.equal([all.chunks_approved, all.chunks_skipped], [2, 0]);
  assert.is((await h.call('ListSandboxPolicies', { name: 'agent' })).revisions.length, revisionsBefore + 2, 'one revision for both');
  assert.ok((await rules()).allow_db_internal_example_5432);
  await rejects(h.call('ApproveAllDraftChunks', { name: 'agent' }), status.FAILED_PRECONDITION, 'no pending chunks to approve');
});

test('status filter, chunk ownership, clear and history', async () => {
  assert.ok((await draft('approved')).chunks.every((c: any) => c.status === 'approved'));
  assert.is((await draft('rejected')).chunks.length, 1);
  const foreign = (await draft('approved')).chunks[0];
  await rejects(h.call('ApproveDraftChunk', { name: 'other', chunk_id: foreign.id }), status.NOT_FOUND, 'chunk not found');
  await rejects(h.call('UndoDraftChunk', { name: 'agent', chunk_id: 'missing' }), status.NOT_FOUND, 'chunk not found');
  await rejects(h.call('RejectDraftChunk', { name: 'agent', chunk_id: '' }), status.INVALID_ARGUMENT, 'chunk_id is required');
  deny({ host: 'one.example.com' });
  deny({ host: 'two.example.com' });
  h.sim.control.flushDenials();
  assert.equal(await h.call('ClearDraftChunks', { name: 'agent' }), { chunks_cleared: 2 });
  assert.not.ok(await chunkFor('one.example.com'));
  const entries = (await h.call('GetDraftHistory', { name: 'agent' })).entries;
  assert.ok(entries.some((e: any) => e.event_type === 'proposed' && /^Rule 'allow_pypi_org_443' proposed \(confidence: 85%\)$/.test(e.description)));
  assert.ok(entries.some((e: any) => e.event_type === 'approved'));
  assert.ok(entries.some((e: any) => e.event_type === 'rejected'));
  assert.not.ok(
    entries.some((e: any) => e.description.includes('one_example')),
    'cleared chunks leave no history',
  );
  const times = entries.map((e: any) => e.timestamp_ms);
  assert.equal(
    times,
    [...times].sort((a: number, b: number) => a - b),
  );
});

test('proposal_approval_mode=auto approves chunks without new findings at flush', async () => {
  await h.call('UpdateConfig', { name: 'agent', setting_key: 'proposal_approval_mode', setting_value: { string_value: 'auto' } });
  deny({ host: 'auto.example.com' });
  deny({ host: 'auto-db.example.com', port: 3306 });
  h.sim.control.flushDenials();
  assert.is((await chunkFor('auto.example.com')).status, 'approved');
  assert.is((await chunkFor('auto-db.example.com')).status, 'pending', 'flagged chunks wait for a human');
  assert.ok((await rules()).allow_auto_example_com_443);
});

test('approvals are refused while a global policy is active', async () => {
  await h.call('UpdateConfig', { global: true, policy: basePolicy() });
  const chunk = await chunkFor('auto-db.example.com');
  await rejects(
    approve(chunk),
    status.FAILED_PRECONDITION,
    'cannot approve rules while a global policy is active; delete the global policy to manage per-sandbox rules',
  );
  await rejects(h.call('ApproveAllDraftChunks', { name: 'agent' }), status.FAILED_PRECONDITION, /global policy is active/);
  await h.call('UpdateConfig', { global: true, setting_key: 'policy', delete_setting: true });
});

test.run();
