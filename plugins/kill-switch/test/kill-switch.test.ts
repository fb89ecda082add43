// The kill switch against a real simulator: record first, then detach; resume re-attaches exactly what was
// recorded; owners release only their own hold; every change audited; events once.

import type { Simulator } from '@portcullis/openshell-sim';
import { auditRows, eventually, jsonColumn, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { attachedTo, bootKillSwitch, closeSimulators, gatewayWithProviders, providerCalls, ref, switchRows } from './helpers.ts';

interface Context {
  t: TestKernel;
  sim: Simulator;
}

const killSwitch = suite<Context>('kill switch');

killSwitch.before(async (context) => {
  context.t = await bootKillSwitch();
  context.sim = await gatewayWithProviders(context.t);
  for (const name of ['alpha', 'beta', 'gamma', 'delta', 'slow', 'flaky', 'gone']) context.sim.control.seedSandbox({ name, providers: ['openai', 'github'] });
  context.sim.control.seedSandbox({ name: 'lonely', providers: ['openai', 'scratch'] });
  context.sim.control.seedSandbox({ name: 'retried', providers: ['openai', 'github'] });
});
killSwitch.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const path = (sandbox: string, action = '') => `/api/gateways/sim/sandboxes/${sandbox}/kill-switch${action}`;
const service = (t: TestKernel) => t.resolve('killSwitch', 'kill-switch');
const eventsFor = (t: TestKernel, name: string, sandbox: string) =>
  t.eventsNamed(name).filter((event) => (event.data as { sandbox: string }).sandbox === sandbox);

killSwitch('engage by hand: the providers are recorded, detached (one call each), audited, announced once', async ({ t, sim }) => {
  const before = providerCalls(sim);
  const response = await t.http.as('operator').post(path('alpha', '/engage'));
  assert.is(response.status, 200, response.text);
  assert.equal(
    { ...response.body, engaged_at: undefined },
    {
      gateway: 'sim',
      workspace: 'default',
      sandbox: 'alpha',
      engaged: true,
      state: 'engaged',
      engaged_by: 'manual',
      holders: ['manual'],
      providers: ['openai', 'github'],
      engaged_at: undefined,
      engaged_actor: 'operator@test.local',
      pending: [],
      failure: null,
    },
  );
  assert.equal(attachedTo(sim, 'alpha'), []);
  assert.equal(providerCalls(sim), { attach: before.attach, detach: before.detach + 2 });
  await t.kernel.events.settled();
  assert.equal(
    eventsFor(t, 'kill_switch.engaged', 'alpha').map((event) => event.data),
    [
      {
        actor: 'operator@test.local',
        gateway: 'sim',
        workspace: 'default',
        sandbox: 'alpha',
        engaged_by: 'manual',
        holders: ['manual'],
        providers: ['openai', 'github'],
      },
    ],
  );
  const engageRows = (await auditRows(t, 'kill_switch.engage')).filter((row) => row.resource_id === 'alpha');
  assert.equal(
    engageRows.map((row) => [row.actor, row.gateway, row.detail]),
    [['operator@test.local', 'sim', { workspace: 'default', owner: 'manual', holders: ['manual'], providers: ['openai', 'github'] }]],
  );
  const detaches = (await auditRows(t, 'sandbox.provider.detach')).filter((row) => row.resource_id === 'alpha' && row.outcome !== 'pending');
  assert.equal(
    detaches.map((row) => [row.outcome, row.detail.provider, row.detail.reason]),
    [
      ['succeeded', 'openai', 'kill switch engaged (manual)'],
      ['succeeded', 'github', 'kill switch engaged (manual)'],
    ],
    'each detach is a write-ahead audited effect',
  );

  const metrics = (await t.http.get('/metrics')).text;
  assert.match(metrics, /^portcullis_kill_switches_engaged\{owner="manual"\} 1$/m);
  assert.match(metrics, /^portcullis_kill_switches_engaged\{owner="curfew"\} 0$/m);

  const again = await t.http.as('operator').post(path('alpha', '/engage'));
  assert.equal([again.status, again.body.state, again.body.holders], [200, 'engaged', ['manual']]);
  assert.is(providerCalls(sim).detach, before.detach + 2, 'engaging again detaches nothing');
  const viewed = await t.http.as('viewer').get(path('alpha'));
  assert.equal([viewed.status, viewed.body.state, viewed.body.providers], [200, 'engaged', ['openai', 'github']]);
});

killSwitch('resume re-attaches exactly the recorded providers, not one attached meanwhile; announced once', async ({ t, sim }) => {
  await t.http.as('operator').post(path('beta', '/engage'));
  const attachedMeanwhile = await t.http.as('operator').post('/api/gateways/sim/sandboxes/beta/providers/nvidia');
  assert.is(attachedMeanwhile.status, 200);
  const before = providerCalls(sim);
  const response = await t.http.as('operator').post(path('beta', '/resume'));
  assert.equal([response.status, response.body.state, response.body.engaged, response.body.providers], [200, 'released', false, []], response.text);
  assert.equal(providerCalls(sim), { attach: before.attach + 2, detach: before.detach });
  assert.equal([...attachedTo(sim, 'beta')].sort(), ['github', 'nvidia', 'openai']);
  await t.kernel.events.settled();
  assert.equal(
    eventsFor(t, 'kill_switch.released', 'beta').map((event) => event.data),
    [
      {
        actor: 'operator@test.local',
        gateway: 'sim',
        workspace: 'default',
        sandbox: 'beta',
        released_by: 'manual',
        engaged_by: 'manual',
        providers: ['openai', 'github'],
        not_reattached: [],
      },
    ],
  );
  assert.equal(
    (await switchRows(t)).filter((row) => row.sandbox === 'beta'),
    [],
  );
  const again = await t.http.as('operator').post(path('beta', '/resume'));
  assert.equal([again.status, again.body.state], [200, 'released']);
  assert.is(providerCalls(sim).attach, before.attach + 2, 'resuming a released switch attaches nothing');
});

killSwitch("owners: a release by one owner never lifts another's; the last one brings the providers back", async ({ t, sim }) => {
  const switches = service(t);
  const before = providerCalls(sim);
  await switches.engage(ref('gamma'), 'curfew');
  const joined = await switches.engage(ref('gamma'), 'manual');
  assert.equal([joined.engaged_by, joined.holders], ['curfew', ['curfew', 'manual']]);
  assert.is(providerCalls(sim).detach, before.detach + 2, 'the second owner detaches nothing more');
  const curfewEnds = await switches.release(ref('gamma'), 'curfew');
  assert.equal([curfewEnds.state, curfewEnds.holders], ['engaged', ['manual']], 'the manual switch survives the curfew end');
  const budgetNeverHeld = await switches.release(ref('gamma'), 'budget');
  assert.equal([budgetNeverHeld.state, budgetNeverHeld.holders], ['engaged', ['manual']]);
  assert.equal(attachedTo(sim, 'gamma'), []);
  assert.is(providerCalls(sim).attach, before.attach);
  const released = await switches.release(ref('gamma'), 'manual');
  assert.is(released.state, 'released');
  assert.equal(attachedTo(sim, 'gamma'), ['openai', 'github']);
  assert.is(providerCalls(sim).attach, before.attach + 2);
  await t.kernel.events.settled();
  assert.is(eventsFor(t, 'kill_switch.engaged', 'gamma').length, 1);
  assert.equal(
    eventsFor(t, 'kill_switch.released', 'gamma').map((event) => (event.data as { released_by: string }).released_by),
    ['manual'],
  );
  const releases = (await auditRows(t, 'kill_switch.release')).filter((row) => row.resource_id === 'gamma');
  assert.equal(
    releases.map((row) => [row.detail.owner, row.detail.holders]),
    [
      ['curfew', ['manual']],
      ['manual', []],
    ],
  );
});

killSwitch('parallel engages of one sandbox record one switch and detach each provider once', async ({ t, sim }) => {
  const before = providerCalls(sim);
  const responses = await Promise.all(Array.from({ length: 5 }, () => t.http.as('operator').post(path('delta', '/engage'))));
  assert.equal(
    responses.map((response) => [response.status, response.body.state]),
    Array.from({ length: 5 }, () => [200, 'engaged']),
  );
  assert.is(providerCalls(sim).detach, before.detach + 2);
  await t.kernel.events.settled();
  assert.is(eventsFor(t, 'kill_switch.engaged', 'delta').length, 1);
});

killSwitch('the record is written before the first provider is detached', async ({ t, sim }) => {
  sim.control.setDelay('DetachSandboxProvider', 300);
  try {
    const engaging = t.http.as('operator').post(path('slow', '/engage'));
    const during = await eventually(async () => (await switchRows(t)).find((row) => row.sandbox === 'slow'));
    assert.equal([during.state, jsonColumn(during.providers)], ['engaging', ['openai', 'github']]);
    assert.equal(attachedTo(sim, 'slow'), ['openai', 'github'], 'recorded while both are still attached');
    assert.is((await engaging).body.state, 'engaged');
  } finally {
    sim.control.setDelay('DetachSandboxProvider', 0);
  }
});

killSwitch('a gateway failing mid-engage: the answer is its error, the record stays, the reconciliation finishes it', async ({ t, sim }) => {
  sim.control.failNext('DetachSandboxProvider', { code: 'UNAVAILABLE', message: 'connection reset' });
  const failed = await t.http.as('operator').post(path('flaky', '/engage'));
  assert.equal([failed.status, failed.body.code], [503, 'GATEWAY_UNAVAILABLE']);
  assert.equal((await t.http.get(path('flaky'))).body.state, 'engaging');
  assert.equal(attachedTo(sim, 'flaky'), ['openai', 'github']);
  await t.kernel.events.settled();
  assert.is(eventsFor(t, 'kill_switch.engaged', 'flaky').length, 0);
  const before = providerCalls(sim);
  await t.kernel.scheduler.runNow('kill-switch.reconcile');
  assert.equal(attachedTo(sim, 'flaky'), []);
  assert.is(providerCalls(sim).detach, before.detach + 2);
  assert.equal((await t.http.get(path('flaky'))).body.state, 'engaged');
  await t.kernel.events.settled();
  assert.is(eventsFor(t, 'kill_switch.engaged', 'flaky').length, 1);
  await t.kernel.scheduler.runNow('kill-switch.reconcile');
  assert.is(providerCalls(sim).detach, before.detach + 2, 'nothing left to finish');
});

killSwitch('an engage asked again after a gateway failure finishes the detaching at once', async ({ t, sim }) => {
  sim.control.failNext('GetSandbox', { code: 'UNAVAILABLE', message: 'connection reset' });
  const failed = await t.http.as('operator').post(path('retried', '/engage'));
  assert.equal([failed.status, failed.body.code], [503, 'GATEWAY_UNAVAILABLE']);
  const recorded = await t.http.get(path('retried'));
  assert.equal([recorded.body.state, recorded.body.providers], ['engaging', []], 'recorded before the providers could be read');
  const before = providerCalls(sim);
  const again = await t.http.as('operator').post(path('retried', '/engage'));
  assert.equal([again.status, again.body.state, again.body.providers], [200, 'engaged', ['openai', 'github']]);
  assert.equal(attachedTo(sim, 'retried'), []);
  assert.is(providerCalls(sim).detach - before.detach, 2);
  await t.kernel.events.settled();
  assert.is(eventsFor(t, 'kill_switch.engaged', 'retried').length, 1);
});

killSwitch('a recorded provider deleted while detached is reported, the others come back', async ({ t, sim }) => {
  await t.http.as('operator').post(path('lonely', '/engage'));
  const deleted = await t.http.delete('/api/gateways/sim/providers/scratch');
  assert.is(deleted.status, 204, deleted.text);
  const resumed = await t.http.as('operator').post(path('lonely', '/resume'));
  assert.equal([resumed.status, resumed.body.state], [200, 'released']);
  assert.equal(attachedTo(sim, 'lonely'), ['openai']);
  await t.kernel.events.settled();
  assert.equal(
    eventsFor(t, 'kill_switch.released', 'lonely').map((event) => (event.data as { not_reattached: string[] }).not_reattached),
    [['scratch']],
  );
});

killSwitch('roles, unknown sandboxes and bad names: nothing is stored and nothing reaches the gateway', async ({ t, sim }) => {
  const before = JSON.stringify(sim.control.allCalls());
  const rowsBefore = await switchRows(t);
  for (const action of ['/engage', '/resume']) {
    const viewer = await t.http.as('viewer').post(path('gone', action));
    assert.equal([viewer.status, viewer.body.code], [403, 'PERMISSION_DENIED']);
    const badName = await t.http.as('operator').post(path('Not_A_Name', action));
    assert.equal([badName.status, badName.body.code, badName.body.errors[0].path], [400, 'VALIDATION_ERROR', 'params.name']);
  }
  assert.is(JSON.stringify(sim.control.allCalls()), before);
  const unknown = await t.http.as('operator').post(path('nobody', '/engage'));
  assert.equal([unknown.status, unknown.body.code], [404, 'SANDBOX_NOT_FOUND']);
  const unknownGateway = await t.http.as('operator').post('/api/gateways/nowhere/sandboxes/alpha/kill-switch/engage');
  assert.equal([unknownGateway.status, unknownGateway.body.code], [404, 'GATEWAY_NOT_FOUND']);
  assert.equal(await switchRows(t), rowsBefore);
  assert.is(sim.control.calls('DetachSandboxProvider'), JSON.parse(before).DetachSandboxProvider ?? 0);
});

killSwitch('a deleted sandbox takes its switch with it: one created again under its name starts released', async ({ t, sim }) => {
  await t.http.as('operator').post(path('gone', '/engage'));
  const deleted = await t.http.as('operator').delete('/api/gateways/sim/sandboxes/gone');
  assert.is(deleted.status, 202, deleted.text);
  await eventually(async () => (await t.http.get(path('gone'))).body.state === 'released', 10_000);
  assert.equal(
    (await switchRows(t)).filter((row) => row.sandbox === 'gone'),
    [],
  );
  assert.not.ok(sim.control.state().sandboxes.some((box) => box.name === 'gone' && box.phase !== 'SANDBOX_PHASE_DELETING'));
});

killSwitch.run();
