// Real runs across three labelled gateways: one operation whose steps are the targets, each effect audited with
// the operation's id and announced by its plugin, re-runs that change nothing, cancellation midway, and a gateway
// that is down (partial success).

import { auditRows, eventually } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  bootFleet,
  brief,
  changingCalls,
  closeSimulators,
  closeTestSimulator,
  type Fleet,
  followOperation,
  phaseOf,
  settled,
  startAction,
  threeGateways,
} from './helpers.ts';

const run = suite<Fleet>('fleet runs');

run.before(async (context) => {
  // One target at a time per gateway, two overall: cancellation finds targets not yet started.
  context.t = await bootFleet({ env: { SERVICE_FLEET_CONCURRENCY: '2', SERVICE_FLEET_GATEWAY_CONCURRENCY: '1' } });
  context.sims = await threeGateways(context.t);
});
run.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const PROD_TEAM_A = { gateway_labels: ['env:prod'], sandbox_labels: ['team:a'] };
const PROD_TEAM_A_TARGETS = ['gw-a/a-job', 'gw-a/a-web', 'gw-b/b-api', 'gw-b/b-web'];

run('kill switch engage: 202, one step per target on the stream, an audit row with the operation id and an event per target', async ({ t, sims }) => {
  const id = await startAction(t, { action: 'kill_switch_engage', selector: PROD_TEAM_A });
  const stream = await followOperation(t, id);
  const operation = await settled(t, id);
  assert.equal([operation.type, operation.status, operation.cancellable], ['fleet.action', 'succeeded', true]);
  assert.equal(
    brief(operation.result.targets),
    PROD_TEAM_A_TARGETS.map((target) => `${target} done`),
  );
  assert.equal(operation.result.summary, { done: 4, skipped: 0, failed: 0 });
  const steps = stream.filter((step) => step.status === 'running' && /^done /.test(step.message ?? '')).map((step) => step.message as string);
  assert.equal(
    steps.map((message) => message.split(':')[0]).sort(),
    PROD_TEAM_A_TARGETS.map((target) => `done ${target}`),
    'each outcome is a step of the stream',
  );
  assert.equal(stream[stream.length - 1]!.status, 'succeeded');

  const engaged = (await auditRows(t, 'kill_switch.engage')).map((row) => [row.gateway, row.resource_id, row.actor, row.detail.operation_id]);
  assert.equal(
    engaged.sort(),
    [
      ['gw-a', 'a-job'],
      ['gw-a', 'a-web'],
      ['gw-b', 'b-api'],
      ['gw-b', 'b-web'],
    ].map(([gw, sb]) => [gw, sb, 'operator@test.local', id]),
  );
  const detaches = (await auditRows(t, 'sandbox.provider.detach')).filter((row) => row.outcome === 'succeeded');
  assert.is(detaches.length, 4);
  assert.ok(
    detaches.every((row) => row.detail.operation_id === id),
    'the gateway effects name the fleet operation too',
  );
  const [started] = await auditRows(t, 'fleet.action');
  assert.equal([started!.resource_id, started!.detail.action, started!.detail.selector], [id, 'kill_switch_engage', PROD_TEAM_A]);
  const events = t.eventsNamed('kill_switch.engaged').map((event) => `${(event.data as any).gateway}/${(event.data as any).sandbox}`);
  assert.equal(events.sort(), PROD_TEAM_A_TARGETS);
  assert.equal(changingCalls(sims['gw-c']), {}, 'gw-c was not selected');

  // The same action again changes nothing.
  const detachCalls = sims['gw-a'].control.calls('DetachSandboxProvider') + sims['gw-b'].control.calls('DetachSandboxProvider');
  const again = await settled(t, await startAction(t, { action: 'kill_switch_engage', selector: PROD_TEAM_A }));
  assert.equal(
    again.result.targets.map((target: any) => target.reason),
    Array(4).fill('kill switch already engaged by hand'),
  );
  assert.is(sims['gw-a'].control.calls('DetachSandboxProvider') + sims['gw-b'].control.calls('DetachSandboxProvider'), detachCalls);
  assert.is(t.eventsNamed('kill_switch.engaged').length, 4);

  const resumed = await settled(t, await startAction(t, { action: 'kill_switch_resume', selector: PROD_TEAM_A }));
  assert.equal(resumed.result.summary, { done: 4, skipped: 0, failed: 0 });
  assert.is(t.eventsNamed('kill_switch.released').length, 4);
});

run('presets and pins: applied through the policies plugin (policy.updated per target), pinned sandboxes skipped, re-runs skip', async ({ t, sims }) => {
  const pinned = await settled(
    t,
    await startAction(t, { action: 'pin', params: { reason: 'change freeze' }, selector: { gateways: ['gw-b'], sandbox_labels: ['team:a'] } }),
  );
  assert.equal(brief(pinned.result.targets), ['gw-b/b-api done', 'gw-b/b-web done']);
  assert.equal((await auditRows(t, 'policy.pin')).map((row) => [row.resource_id, row.detail.reason, row.detail.operation_id]).sort(), [
    ['b-api', 'change freeze', pinned.id],
    ['b-web', 'change freeze', pinned.id],
  ]);

  const merges = sims['gw-b'].control.calls('UpdateConfig');
  const applied = await settled(t, await startAction(t, { action: 'apply_preset', params: { preset: 'npm' }, selector: { sandbox_labels: ['team:a'] } }));
  assert.equal(
    applied.result.targets.map((target: any) => [`${target.gateway}/${target.sandbox}`, target.outcome, target.reason]),
    [
      ['gw-a/a-job', 'done', 'policy version 2'],
      ['gw-a/a-web', 'done', 'policy version 2'],
      ['gw-b/b-api', 'skipped', 'policy pinned by operator@test.local: change freeze'],
      ['gw-b/b-web', 'skipped', 'policy pinned by operator@test.local: change freeze'],
      ['gw-c/c-web', 'done', 'policy version 2'],
    ],
  );
  assert.is(sims['gw-b'].control.calls('UpdateConfig'), merges, 'nothing was written to the pinned sandboxes');
  const updates = t.eventsNamed('policy.updated').map((event) => `${(event.data as any).gateway}/${(event.data as any).sandbox}`);
  assert.equal(updates.sort(), ['gw-a/a-job', 'gw-a/a-web', 'gw-c/c-web']);
  assert.ok((await auditRows(t, 'policy.preset.apply')).every((row) => row.detail.operation_id === applied.id));

  const again = await settled(
    t,
    await startAction(t, { action: 'apply_preset', params: { preset: 'npm' }, selector: { gateways: ['gw-a', 'gw-c'], sandbox_labels: ['team:a'] } }),
  );
  assert.equal(
    again.result.targets.map((target: any) => target.reason),
    Array(3).fill('preset npm already applied'),
  );
  assert.is(t.eventsNamed('policy.updated').length, 3, 'a re-run writes no revision');

  const unpinned = await settled(t, await startAction(t, { action: 'unpin', selector: { gateways: ['gw-b'] } }));
  assert.equal(brief(unpinned.result.targets), ['gw-b/b-api done', 'gw-b/b-web done']);
});

run('cancel midway: targets in flight finish, the rest are skipped as cancelled, and the operation ends cancelled', async ({ t, sims }) => {
  for (const sim of Object.values(sims)) sim.control.setDelay('StopSandbox', 400);
  const id = await startAction(t, { action: 'stop', selector: {} });
  await eventually(async () => (await auditRows(t, 'sandbox.stop')).some((row) => row.outcome === 'succeeded' && row.detail.operation_id === id));
  const cancel = await t.http.as('operator').post(`/api/operations/${id}/cancel`);
  assert.equal([cancel.status, cancel.body.id], [202, id], cancel.text);
  const operation = await settled(t, id);
  for (const sim of Object.values(sims)) sim.control.setDelay('StopSandbox', 0);
  assert.is(operation.status, 'cancelled');
  const { done, skipped, failed } = operation.result.summary;
  assert.ok(done >= 1 && skipped >= 1 && failed === 0, `some done, some never started: ${JSON.stringify(operation.result.summary)}`);
  assert.is(done + skipped, 7);
  const stops = Object.values(sims).reduce((sum, sim) => sum + sim.control.calls('StopSandbox'), 0);
  assert.is(stops, done, 'no target was started after the cancel');
  assert.ok(operation.result.targets.filter((target: any) => target.outcome === 'skipped').every((target: any) => target.code === 'CANCELLED'));
  assert.equal(
    (await auditRows(t, 'operation.cancel')).map((row) => row.resource_id),
    [id],
  );
  const twice = await t.http.as('operator').post(`/api/operations/${id}/cancel`);
  assert.equal([twice.status, twice.body.code], [409, 'OPERATION_FINISHED']);
});

run('one gateway down: its entry fails at once, the others are done (partial success); a re-run changes nothing', async ({ t, sims }) => {
  await closeTestSimulator(sims['gw-c']);
  const id = await startAction(t, { action: 'stop', selector: { sandbox_labels: ['team:a'] } });
  const operation = await settled(t, id);
  assert.is(operation.status, 'succeeded');
  const entries = operation.result.targets as Array<Record<string, any>>;
  const down = entries.find((entry) => entry.gateway === 'gw-c')!;
  assert.equal([down.sandbox, down.outcome], [null, 'failed']);
  assert.match(down.reason, /^unreachable: /);
  assert.ok(entries.filter((entry) => entry.gateway !== 'gw-c').every((entry) => entry.outcome === 'done' || entry.reason === 'already stopped'));
  assert.equal(operation.result.summary.failed, 1);
  for (const name of ['a-job', 'a-web']) assert.is(phaseOf(sims['gw-a'], name), 'SANDBOX_PHASE_STOPPED');

  const deleted = await settled(t, await startAction(t, { action: 'delete', selector: { gateways: ['gw-a'], sandbox_labels: ['team:a'] } }));
  assert.equal(brief(deleted.result.targets), ['gw-a/a-job done', 'gw-a/a-web done']);
  assert.equal(
    t
      .eventsNamed('sandbox.deleted')
      .map((event) => (event.data as any).sandbox)
      .filter((name) => name.startsWith('a-'))
      .sort(),
    ['a-job', 'a-web'],
  );
  assert.ok((await auditRows(t, 'sandbox.delete')).filter((row) => row.gateway === 'gw-a').every((row) => row.detail.operation_id === deleted.id));

  const again = await settled(t, await startAction(t, { action: 'stop', selector: { gateways: ['gw-a', 'gw-b'], sandbox_labels: ['team:a'] } }));
  assert.equal(
    again.result.targets.map((target: any) => target.reason),
    ['already stopped', 'already stopped'],
  );
});

run.run();
