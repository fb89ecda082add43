// A sandbox with a workflow is watched, not polled (docs/plugins.md, approval detection): the poll cycle of the
// replica that owns its gateway keeps a status-only watch stream on it, before any sandbox without one when the
// gateway has more running sandboxes than `watch_per_gateway`; each draft change arrives there as a snapshot
// (docs/openshell-0.0.md §b.6) and reaches approval.pending without a poll; the stream closes when the gateway is
// another replica's, and goes to the next sandbox when the workflow goes. Both wire lines.
import type { VersionProfile } from '@portcullis/openshell-sim';
import { deny, type Fixture, poll } from '@portcullis/plugin-approvals/testing';
import { eventually } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BOB, quorumFixture, setWorkflow } from './helpers.ts';

const drafts = (f: Fixture) => f.sim.control.calls('GetDraftPolicy');

for (const profile of ['head', 'v0.1.2'] satisfies VersionProfile[]) {
  const streamed = suite<{ f: Fixture }>(`approval detection through the watch stream (${profile})`);
  streamed.before.each(async (context) => {
    context.f = await quorumFixture({ sim: { profile } });
    await setWorkflow(context.f, { required_votes: 2, voters: [BOB, 'sre'] });
    await poll(context.f);
    // Open once its first snapshot was looked at: what happened before the stream is seen too.
    await eventually(() => context.f.t.resolve('approvalDraftStreams', 'approvals').live({ gateway: { name: 'gw' } as never, workspace: 'default' }, 'box'));
  });
  streamed.after.each(async ({ f }) => {
    await f.close();
  });

  streamed('a new chunk reaches approval.pending through the stream; the poll cycles after it do not ask for it', async ({ f }) => {
    assert.is(f.sim.control.openWatchStreams('box'), 1);
    const id = deny(f, { host: 'api.github.com', port: 443, binary: '/usr/bin/curl' });
    const event = await eventually(() => f.t.eventsNamed('approval.pending')[0]);
    assert.is((event.data as any).chunk_id, id);
    // A snapshot that came while a look was under way makes it look once more: counted once that is done.
    await f.t.resolve('approvalDraftCheck', 'approvals').settled();
    const looked = drafts(f);
    for (let cycle = 0; cycle < 3; cycle += 1) await poll(f);
    assert.is(drafts(f), looked, 'no GetDraftPolicy poll for the streamed sandbox');
    assert.is(f.sim.control.openWatchStreams('box'), 1, 'one stream, kept across cycles');
  });

  streamed("the stream closes when the gateway is another replica's", async ({ f }) => {
    const poller = f.t.resolve('approvalPoller', 'approvals');
    await poller.runCycle(new AbortController().signal, () => false);
    await eventually(() => f.sim.control.openWatchStreams('box') === 0);
    await poll(f);
    await eventually(() => f.sim.control.openWatchStreams('box') === 1);
  });

  streamed.run();

  const capped = suite<{ f: Fixture }>(`a workflow comes first for the gateway's watch streams (${profile})`);
  capped.before.each(async (context) => {
    // One stream per gateway, and `a-box` comes first by name.
    context.f = await quorumFixture({ sim: { profile }, sandboxes: ['a-box', 'box'], env: { SERVICE_APPROVALS_WATCH_PER_GATEWAY: '1' } });
  });
  capped.after.each(async ({ f }) => {
    await f.close();
  });

  capped('the sandbox with a workflow has the stream; without the workflow the stream goes to the first by name, and it is polled again', async ({ f }) => {
    await setWorkflow(f, { required_votes: 2, voters: [BOB, 'sre'] });
    await poll(f);
    await eventually(() => f.sim.control.openWatchStreams('box') === 1);
    assert.is(f.sim.control.openWatchStreams('a-box'), 0);
    assert.is((await f.t.http.delete(`${f.box()}/approval-workflow`)).status, 204);
    await poll(f);
    await eventually(() => f.sim.control.openWatchStreams('box') === 0 && f.sim.control.openWatchStreams('a-box') === 1);
    // Polled again instead (at the idle pace: the longest gap is 60 s by default, twelve cycles here).
    deny(f, { host: 'api.github.com', port: 443, binary: '/usr/bin/curl' });
    for (let cycle = 0; cycle < 12 && f.t.eventsNamed('approval.pending').length === 0; cycle += 1) await poll(f);
    assert.is(f.t.eventsNamed('approval.pending').length, 1);
    assert.is(f.sim.control.openWatchStreams('box'), 0);
  });

  capped.run();
}
