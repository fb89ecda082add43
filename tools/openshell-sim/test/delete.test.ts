// Asynchronous delete (docs/openshell-0.0.md §g.3 and the corrected DeleteSandbox row of §b.2): DELETING at once and
// for as long as the driver takes, deleted=true again while it lasts, the name still taken, watch streams ending
// CANCELLED.
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from './helpers.ts';
import { collect, readySandbox, rejects, startHarness, stream, waitFor } from './helpers.ts';

let h: Harness;
test.before(async () => {
  h = await startHarness();
});
test.after(() => h.close());

const phase = async (name: string) => (await h.call('GetSandbox', { name })).sandbox.status.phase;

test('a deleted sandbox stays DELETING until removal is confirmed; a second delete is also true', async () => {
  const sandbox = await readySandbox(h, 'doomed');
  h.sim.control.holdDeletion('doomed');
  assert.equal(await h.call('DeleteSandbox', { name: 'doomed' }), { deleted: true });
  const deleting = (await h.call('GetSandbox', { name: 'doomed' })).sandbox;
  assert.is(deleting.status.phase, 'SANDBOX_PHASE_DELETING');
  assert.ok(deleting.metadata.deletion_timestamp_ms > 0);
  assert.ok(deleting.status.conditions.some((c: any) => c.type === 'Ready' && c.status === 'False' && c.reason === 'Deleting'));
  assert.ok(
    (await h.call('ListSandboxes', {})).sandboxes.some((s: any) => s.metadata.name === 'doomed'),
    'still listed',
  );
  assert.equal(await h.call('DeleteSandbox', { name: 'doomed' }), { deleted: true });
  assert.is(h.sim.control.calls('DeleteSandbox'), 2);
  const exec = await collect<any>(stream(h.clients.openshell, 'ExecSandbox', { sandbox_id: sandbox.metadata.id, command: ['true'] }));
  assert.equal([exec.error?.code, exec.error?.details], [grpc.status.FAILED_PRECONDITION, 'sandbox is not ready']);
  await rejects(h.call('StopSandbox', { name: 'doomed' }), grpc.status.FAILED_PRECONDITION, 'sandbox must be Ready to stop (current phase: Deleting)');
  h.sim.control.holdDeletion('doomed', false);
  await rejects(h.call('GetSandbox', { name: 'doomed' }), grpc.status.NOT_FOUND, 'sandbox not found');
});

test('re-creating the name while the old sandbox is DELETING is ALREADY_EXISTS; afterwards it works', async () => {
  await readySandbox(h, 'reborn');
  h.sim.control.holdDeletion('reborn');
  await h.call('DeleteSandbox', { name: 'reborn' });
  await rejects(h.call('CreateSandbox', { name: 'reborn', spec: {} }), grpc.status.ALREADY_EXISTS, "sandbox 'reborn' already exists");
  h.sim.control.holdDeletion('reborn', false);
  const again = (await h.call('CreateSandbox', { name: 'reborn', spec: {} })).sandbox;
  assert.is(again.status.phase, 'SANDBOX_PHASE_PROVISIONING');
});

test('watch streams see the DELETING snapshot, then end CANCELLED "stream closed" when the record goes', async () => {
  const sandbox = await readySandbox(h, 'watched');
  h.sim.control.holdDeletion('watched');
  const result = collect<any>(stream(h.clients.openshell, 'WatchSandbox', { id: sandbox.metadata.id, follow_status: true }));
  await waitFor(() => h.sim.control.openWatchStreams('watched') === 1);
  await h.call('DeleteSandbox', { name: 'watched' });
  await waitFor(async () => (await phase('watched')) === 'SANDBOX_PHASE_DELETING');
  assert.is(h.sim.control.openWatchStreams('watched'), 1, 'still open while DELETING');
  h.sim.control.holdDeletion('watched', false);
  const { events, error } = await result;
  assert.equal([error?.code, error?.details], [grpc.status.CANCELLED, 'stream closed']);
  assert.is(events.filter((e) => e.payload === 'sandbox').at(-1).sandbox.status.phase, 'SANDBOX_PHASE_DELETING');
});

test('without a hold the record goes after deleteDelayMs', async () => {
  const slow = await startHarness({ timings: { readyDelayMs: 20, deleteDelayMs: 1000, flushIntervalMs: 0 } });
  try {
    await readySandbox(slow, 'timed');
    await slow.call('DeleteSandbox', { name: 'timed' });
    assert.is((await slow.call('GetSandbox', { name: 'timed' })).sandbox.status.phase, 'SANDBOX_PHASE_DELETING');
    await waitFor(async () => !slow.sim.control.state().sandboxes.some((s) => s.name === 'timed'), 5000, 'removal');
  } finally {
    await slow.close();
  }
});

test.run();
