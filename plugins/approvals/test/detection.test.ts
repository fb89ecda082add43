// How a new chunk is detected (docs/plugins.md, approval detection): a watch stream (a console viewer's, or the
// poll cycle's own on up to `watch_per_gateway` running sandboxes of each gateway) brings a snapshot at each draft
// change (docs/openshell-0.0.md §b.6) and that is a look at once, without any poll; a sandbox past the cap is polled,
// less often while nothing changes, and a change brings it back to every cycle. Both wire lines.
import type { VersionProfile } from '@portcullis/openshell-sim';
import sandboxes from '@portcullis/plugin-sandboxes';
import { eventually } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { deny, type Fixture, fixture, poll } from './helpers.ts';

for (const profile of ['head', 'v0.1.2'] satisfies VersionProfile[]) {
  const detection = suite<{ f: Fixture }>(`approval detection (${profile})`);
  detection.before.each(async (context) => {
    // Idle polls space out to every fourth cycle at most; no sandbox is watched by the poll cycle itself.
    context.f = await fixture({
      sim: { profile },
      after: [sandboxes],
      env: { SERVICE_APPROVALS_POLL_IDLE_MAX_SECONDS: '20', SERVICE_APPROVALS_WATCH_PER_GATEWAY: '0' },
    });
  });
  detection.after.each(async ({ f }) => {
    await f.close();
  });

  detection("a viewer's stream: a new chunk reaches approval.pending with no poll cycle at all", async ({ f }) => {
    const socket = new WebSocket(`${f.t.url.replace('http', 'ws')}/ws/gw/box`, { headers: { 'x-portcullis-test-actor': JSON.stringify({ role: 'viewer' }) } });
    socket.on('error', () => {});
    try {
      await eventually(() => f.sim.control.openWatchStreams('box') === 1);
      const id = deny(f, { host: 'api.github.com', port: 443, binary: '/usr/bin/curl' });
      const event = await eventually(() => f.t.eventsNamed('approval.pending')[0]);
      assert.equal([(event.data as any).chunk_id, (event.data as any).sandbox], [id, 'box']);
      const task = f.t.kernel.scheduler.snapshot().find((state) => state.id === 'approvals.poll')!;
      assert.is(task.last_run_at ?? null, null, 'the poll task never ran');
    } finally {
      socket.close();
    }
  });

  detection('fallback poll: an idle sandbox is polled less and less often, and a new chunk is found within the longest gap', async ({ f }) => {
    const looks: number[] = [];
    for (let cycle = 0; cycle < 8; cycle += 1) {
      const before = f.sim.control.calls('GetDraftPolicy');
      await poll(f);
      looks.push(f.sim.control.calls('GetDraftPolicy') - before);
    }
    assert.equal(looks, [1, 1, 0, 1, 0, 0, 0, 1], 'gaps of 5, 10 and 20 s (the longest) at a cycle every 5 s');
    assert.is(f.sim.control.openWatchStreams('box'), 0, 'no stream with a cap of 0 and no viewer');
    const id = deny(f, { host: 'api.github.com', port: 443, binary: '/usr/bin/curl' });
    let cycles = 0;
    while (f.t.eventsNamed('approval.pending').length === 0) {
      assert.ok(cycles < 4, 'found within four cycles');
      await poll(f);
      cycles += 1;
    }
    assert.is((f.t.eventsNamed('approval.pending')[0]!.data as any).chunk_id, id);
    // The change brings the sandbox back to every cycle.
    const before = f.sim.control.calls('GetDraftPolicy');
    await poll(f);
    assert.is(f.sim.control.calls('GetDraftPolicy') - before, 1);
  });

  detection.run();

  const watched = suite<{ f: Fixture }>(`approval detection through the poll cycle's own streams (${profile})`);
  watched.before.each(async (context) => {
    context.f = await fixture({ sim: { profile }, sandboxes: ['box-a', 'box-b', 'box-c'], env: { SERVICE_APPROVALS_WATCH_PER_GATEWAY: '2' } });
  });
  watched.after.each(async ({ f }) => {
    await f.close();
  });

  watched('up to the cap per gateway, running sandboxes are watched, not polled; a new chunk on one reaches approval.pending without a poll', async ({ f }) => {
    await poll(f);
    const streams = f.t.resolve('approvalDraftStreams', 'approvals');
    const scope = { gateway: { name: 'gw' } as never, workspace: 'default' };
    await eventually(() => streams.live(scope, 'box-a') && streams.live(scope, 'box-b'));
    assert.equal(
      ['box-a', 'box-b', 'box-c'].map((name) => f.sim.control.openWatchStreams(name)),
      [1, 1, 0],
      'the first two by name',
    );
    await f.t.resolve('approvalDraftCheck', 'approvals').settled();
    const looked = f.sim.control.calls('GetDraftPolicy');
    const id = deny(f, { host: 'api.github.com', port: 443, binary: '/usr/bin/curl' }, 'box-b');
    const event = await eventually(() => f.t.eventsNamed('approval.pending')[0]);
    assert.equal([(event.data as any).chunk_id, (event.data as any).sandbox], [id, 'box-b']);
    await f.t.resolve('approvalDraftCheck', 'approvals').settled();
    assert.is(f.sim.control.calls('GetDraftPolicy') - looked, 1, 'one look, on the snapshot the denial brought');
    // The next cycle polls only the sandbox past the cap.
    const before = f.sim.control.calls('GetDraftPolicy');
    await poll(f);
    assert.is(f.sim.control.calls('GetDraftPolicy') - before, 1);
  });

  watched.run();
}
