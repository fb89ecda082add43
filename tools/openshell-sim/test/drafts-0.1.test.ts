// Draft chunks on the 0.1 line: HEAD's stored review tokens and selective approve-all apply (docs/openshell-0.0.md
// §g.2), with chunk and history times as Timestamps, proposed endpoints with enum fields, and ApproveAllDraftChunks'
// fields 3 (approvals) and 4 (workspace_scope) swapped relative to the 0.0 line (docs/openshell-0.1.md §2.2).
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { basePolicy, rejects } from './helpers.ts';
import type { Harness01 } from './helpers-01.ts';
import { readySandbox01, scope, startHarness01 } from './helpers-01.ts';

let h: Harness01;
test.before(async () => {
  h = await startHarness01();
  await readySandbox01(h, 'agent', { policy: basePolicy() });
});
test.after(() => h.close());

const draft = async (status_filter = '') => h.call('GetDraftPolicy', { sandbox: 'agent', status_filter, ...scope() });
const chunkFor = async (host: string) => (await draft()).chunks.find((c: any) => c.proposed_rule.endpoints[0].host === host);
const deny = (host: string, extra: object = {}) => h.sim.control.simulateDenial({ sandbox: 'agent', host, port: 443, binary: '/usr/bin/python3', ...extra });
const approve = (chunk: any, review_token = chunk.review_token) =>
  h.call('ApproveDraftChunk', { sandbox: 'agent', chunk_id: chunk.id, review_token, ...scope() });

test('chunks on the wire: Timestamps, endpoint enums, the stored review token', async () => {
  deny('pypi.org', { method: 'GET', path: '/simple/requests/', count: 12 });
  h.sim.control.flushDenials();
  const response = await draft();
  const chunk = response.chunks[0];
  assert.equal([chunk.status, chunk.rule_name, chunk.hit_count], ['pending', 'allow_pypi_org_443', 12]);
  for (const time of [chunk.created_time, chunk.first_seen_time, chunk.last_seen_time]) assert.ok(Number(time.seconds) > 0);
  assert.is(chunk.decided_time, null, 'undecided');
  assert.equal(response.last_analyzed_time, chunk.created_time);
  const endpoint = chunk.proposed_rule.endpoints[0];
  assert.equal([endpoint.protocol, endpoint.enforcement, endpoint.tls], ['rest', 'NETWORK_ENFORCEMENT_MODE_ENFORCE', 'NETWORK_TLS_MODE_UNSPECIFIED']);
  assert.equal(chunk.proposed_rule.binaries, [{ path: '/usr/bin/python3' }], 'NetworkBinary.harness is gone');
  assert.match(chunk.review_token, /^[0-9a-f]{64}$/);
});

test('approve needs the stored token; a policy change refreshes it and the first approve fails once', async () => {
  const chunk = await chunkFor('pypi.org');
  await rejects(approve(chunk, ''), grpc.status.FAILED_PRECONDITION, 'review token does not match the fetched proposal; refetch and review again');
  await h.call('UpdateConfig', {
    sandbox: 'agent',
    merge_operations: [
      { add_rule: { rule_name: 'npm', rule: { endpoints: [{ host: 'registry.npmjs.org', port: 443 }], binaries: [{ path: '/usr/bin/node' }] } } },
    ],
    ...scope(),
  });
  await rejects(approve(chunk), grpc.status.FAILED_PRECONDITION, 'proposal inputs changed; evaluation refreshed, refetch and review again');
  const refreshed = await chunkFor('pypi.org');
  assert.not.equal(refreshed.review_token, chunk.review_token);
  const approved = await approve(refreshed);
  assert.ok(approved.policy_version > 0);
  const history = (await h.call('GetDraftHistory', { sandbox: 'agent', ...scope() })).entries;
  assert.equal(
    history.map((e: any) => e.event_type),
    ['proposed', 'approved'],
  );
  assert.ok(history.every((e: any) => Number(e.event_time.seconds) > 0));
});

test('ApproveAllDraftChunks reads approvals (3) and workspace_scope (4) and approves only the chunks listed', async () => {
  deny('files.example.org');
  deny('cdn.example.org');
  h.sim.control.flushDenials();
  const files = await chunkFor('files.example.org');
  const result = await h.call('ApproveAllDraftChunks', { sandbox: 'agent', approvals: [{ chunk_id: files.id, review_token: files.review_token }], ...scope() });
  assert.equal([result.chunks_approved, result.chunks_skipped], [1, 0]);
  assert.equal([(await chunkFor('files.example.org')).status, (await chunkFor('cdn.example.org')).status], ['approved', 'pending']);
  await rejects(
    h.call('ApproveAllDraftChunks', { sandbox: 'agent', approvals: [{ chunk_id: files.id, review_token: files.review_token }], ...scope() }),
    grpc.status.FAILED_PRECONDITION,
    `chunk '${files.id}' is not pending; refetch before bulk approval`,
  );
});

test('reject, undo, edit (with enums) and clear', async () => {
  const cdn = await chunkFor('cdn.example.org');
  await h.call('EditDraftChunk', {
    sandbox: 'agent',
    chunk_id: cdn.id,
    proposed_rule: {
      endpoints: [{ host: 'cdn.example.org', port: 443, protocol: 'rest', access: 'NETWORK_ACCESS_PRESET_READ_ONLY' }],
      binaries: [{ path: '/usr/bin/python3' }],
    },
    ...scope(),
  });
  const edited = await chunkFor('cdn.example.org');
  assert.equal([edited.status, edited.proposed_rule.endpoints[0].access], ['pending', 'NETWORK_ACCESS_PRESET_READ_ONLY']);
  await h.call('RejectDraftChunk', { sandbox: 'agent', chunk_id: edited.id, reason: 'not needed', ...scope() });
  const rejected = await chunkFor('cdn.example.org');
  assert.equal([rejected.status, rejected.rejection_reason, Number(rejected.decided_time.seconds) > 0], ['rejected', 'not needed', true]);
  const files = await chunkFor('files.example.org');
  assert.ok((await h.call('UndoDraftChunk', { sandbox: 'agent', chunk_id: files.id, ...scope() })).policy_version > 0);
  assert.is((await chunkFor('files.example.org')).status, 'pending');
  assert.is((await h.call('ClearDraftChunks', { sandbox: 'agent', ...scope() })).chunks_cleared, 1);
  await rejects(h.call('GetDraftPolicy', { sandbox: '', ...scope() }), grpc.status.INVALID_ARGUMENT, 'sandbox is required');
});

test.run();
