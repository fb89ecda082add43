// Provider-change receipts (docs/openshell-0.1.md §2.11, §3 "Receipts"): Attach / Detach answer a receipt that
// GetSandboxProviderStatus follows from PERSISTED through PENDING to READY / REVOKED after receiptDelayMs; a newer
// change supersedes older receipts; holdReceipts keeps a sandbox's receipts PENDING until released.
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rejects, waitFor } from './helpers.ts';
import type { Harness01 } from './helpers-01.ts';
import { readySandbox01, scope, startHarness01 } from './helpers-01.ts';

const RECEIPT_DELAY_MS = 300;

let h: Harness01;
test.before(async () => {
  h = await startHarness01({
    providerProfiles: ['openai', 'github'],
    providers: [
      { name: 'oai', type: 'openai', credentials: { OPENAI_API_KEY: 'k' } },
      { name: 'gh', type: 'github', credentials: { GITHUB_TOKEN: 't' } },
    ],
    timings: { readyDelayMs: 30, stopDelayMs: 10, policyLoadDelayMs: 10, deleteDelayMs: 20, flushIntervalMs: 0, receiptDelayMs: RECEIPT_DELAY_MS },
  });
  await readySandbox01(h, 'agent');
  await readySandbox01(h, 'other');
});
test.after(() => h.close());

const status = async (sandbox: string, provider: string, receipt_id = '') =>
  (await h.call('GetSandboxProviderStatus', { sandbox, provider, receipt_id, ...scope() })).status;

/** The states a receipt goes through until `final`, as seen by polling. */
async function progression(sandbox: string, provider: string, receiptId: string, final: string): Promise<string[]> {
  const seen: string[] = [];
  await waitFor(
    async () => {
      const { state } = await status(sandbox, provider, receiptId);
      if (seen.at(-1) !== state) seen.push(state);
      return state === final;
    },
    RECEIPT_DELAY_MS * 10,
    final,
  );
  return seen;
}

test('attach answers an ATTACH receipt that goes PERSISTED -> PENDING -> READY', async () => {
  const response = await h.call('AttachSandboxProvider', { sandbox: 'agent', provider: 'oai', ...scope() });
  assert.is(response.attached, true);
  const { receipt } = response;
  assert.equal([receipt.kind, receipt.provider, receipt.workspace], ['PROVIDER_MUTATION_KIND_ATTACH', 'oai', 'default']);
  assert.match(receipt.receipt_id, /^[0-9a-f-]{36}$/);
  assert.match(receipt.mutation_id, /^[0-9a-f-]{36}$/);
  assert.equal([receipt.desired.sandbox, receipt.desired.sandbox_id], ['agent', response.sandbox.metadata.id]);
  assert.ok(receipt.desired.provider_id && Math.abs(Number(receipt.persisted_time.seconds) - Date.now() / 1000) < 60);
  const seen = await progression('agent', 'oai', receipt.receipt_id, 'PROVIDER_READINESS_STATE_READY');
  const order = ['PROVIDER_READINESS_STATE_PERSISTED', 'PROVIDER_READINESS_STATE_PENDING', 'PROVIDER_READINESS_STATE_READY'];
  assert.equal(seen, order.slice(order.indexOf(seen[0]!)), `in order, from wherever the first poll landed: ${seen}`);
  const ready = await status('agent', 'oai', receipt.receipt_id);
  assert.equal([ready.observed.credentials_installed, ready.receipt.receipt_id], [true, receipt.receipt_id]);
  // attaching again changes nothing and answers the latest receipt
  const again = await h.call('AttachSandboxProvider', { sandbox: 'agent', provider: 'oai', ...scope() });
  assert.equal([again.attached, again.receipt.receipt_id], [false, receipt.receipt_id]);
});

test('a receipt is PERSISTED right after the change (a long delay leaves time to look)', async () => {
  const slow = await startHarness01({
    providerProfiles: ['openai'],
    providers: [{ name: 'oai', type: 'openai', credentials: { OPENAI_API_KEY: 'k' } }],
    timings: { readyDelayMs: 30, flushIntervalMs: 0, receiptDelayMs: 20_000 },
  });
  try {
    await readySandbox01(slow, 'agent');
    const { receipt } = await slow.call('AttachSandboxProvider', { sandbox: 'agent', provider: 'oai', ...scope() });
    const { status } = await slow.call('GetSandboxProviderStatus', { sandbox: 'agent', provider: 'oai', receipt_id: receipt.receipt_id, ...scope() });
    assert.equal(
      [status.state, status.reason, status.observed],
      ['PROVIDER_READINESS_STATE_PERSISTED', 'PROVIDER_READINESS_REASON_WAITING_FOR_SUPERVISOR', null],
    );
  } finally {
    await slow.close();
  }
});

test('detach answers a DETACH receipt that ends REVOKED; it supersedes the attach receipt', async () => {
  const attach = (await h.call('GetSandboxProviderStatus', { sandbox: 'agent', provider: 'oai', ...scope() })).status.receipt;
  const response = await h.call('DetachSandboxProvider', { sandbox: 'agent', provider: 'oai', ...scope() });
  assert.equal([response.detached, response.receipt.kind, response.receipt.desired.provider_id], [true, 'PROVIDER_MUTATION_KIND_DETACH', '']);
  assert.is((await status('agent', 'oai', attach.receipt_id)).state, 'PROVIDER_READINESS_STATE_SUPERSEDED');
  assert.is((await status('agent', 'oai', attach.receipt_id)).reason, 'PROVIDER_READINESS_REASON_DESIRED_STATE_CHANGED');
  const seen = await progression('agent', 'oai', response.receipt.receipt_id, 'PROVIDER_READINESS_STATE_REVOKED');
  assert.is(seen.at(-1), 'PROVIDER_READINESS_STATE_REVOKED');
  assert.is((await status('agent', 'oai')).state, 'PROVIDER_READINESS_STATE_REVOKED', 'without a receipt id: the latest');
});

test('a held sandbox keeps its receipts PENDING past the delay; released, they go on', async () => {
  h.sim.control.holdReceipts('agent');
  const held = (await h.call('AttachSandboxProvider', { sandbox: 'agent', provider: 'gh', ...scope() })).receipt;
  const free = (await h.call('AttachSandboxProvider', { sandbox: 'other', provider: 'gh', ...scope() })).receipt;
  // the unheld receipt, persisted after the held one, reaching READY shows the delay has passed
  await progression('other', 'gh', free.receipt_id, 'PROVIDER_READINESS_STATE_READY');
  assert.is((await status('agent', 'gh', held.receipt_id)).state, 'PROVIDER_READINESS_STATE_PENDING');
  h.sim.control.holdReceipts('agent', false);
  assert.is((await status('agent', 'gh', held.receipt_id)).state, 'PROVIDER_READINESS_STATE_READY');
});

test('UpdateProvider answers one UPDATE receipt per attached sandbox, sharing the mutation id', async () => {
  const response = await h.call('UpdateProvider', { provider: { metadata: { name: 'gh' }, config: { org: 'nvidia' } }, ...scope() });
  const receipts = response.target_receipts;
  assert.equal(receipts.map((r: any) => [r.desired.sandbox, r.kind]).sort(), [
    ['agent', 'PROVIDER_MUTATION_KIND_UPDATE'],
    ['other', 'PROVIDER_MUTATION_KIND_UPDATE'],
  ]);
  assert.ok(receipts.every((r: any) => r.mutation_id === response.mutation_id));
  await progression('agent', 'gh', receipts[0].receipt_id, 'PROVIDER_READINESS_STATE_READY');
});

test('unknown receipts and providers that were never attached are NOT_FOUND', async () => {
  await rejects(
    h.call('GetSandboxProviderStatus', { sandbox: 'agent', provider: 'gh', receipt_id: 'nope', ...scope() }),
    grpc.status.NOT_FOUND,
    'receipt not found',
  );
  const other = (await status('other', 'gh')).receipt.receipt_id;
  await rejects(
    h.call('GetSandboxProviderStatus', { sandbox: 'agent', provider: 'gh', receipt_id: other, ...scope() }),
    grpc.status.NOT_FOUND,
    'receipt not found',
  );
  await rejects(
    h.call('GetSandboxProviderStatus', { sandbox: 'other', provider: 'oai', ...scope() }),
    grpc.status.NOT_FOUND,
    "provider 'oai' is not attached to sandbox 'other'",
  );
});

test.run();
