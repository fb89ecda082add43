// The kill switch on a gateway that confirms provider changes with receipts (OpenShell 0.1, docs/wire-lines.md): a
// detach has taken effect only when its receipt says REVOKED. `engaged` comes after that and not before, with the
// providers `pending` meanwhile; a detach never confirmed leaves the switch `failed`, announced once, until a later
// look finds it revoked.

import type { Simulator } from '@portcullis/openshell-sim';
import { registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { eventually, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { attachedTo, bootKillSwitch, closeSimulators, PROVIDERS } from './helpers.ts';

const RECEIPT_DELAY_MS = 400;

const receipts = suite<{ t: TestKernel; sim: Simulator }>('the kill switch on receipts');

receipts.before(async (context) => {
  context.t = await bootKillSwitch({ env: { SERVICE_KILL_SWITCH_CONFIRM_TIMEOUT_SECONDS: '2' } });
  context.sim = await startTestSimulator({
    profile: 'v0.1.2',
    providerProfiles: ['openai', 'github', 'nvidia'],
    providers: PROVIDERS.filter((provider) => provider.type !== 'generic'),
    timings: { readyDelayMs: 20, receiptDelayMs: RECEIPT_DELAY_MS },
  });
  await registerSimulator(context.t, 'sim', context.sim);
});
receipts.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const path = (sandbox: string, action = '') => `/api/gateways/sim/sandboxes/${sandbox}/kill-switch${action}`;

receipts('engaged only once every detach is confirmed revoked; pending meanwhile; resume waits for ready', async ({ t, sim }) => {
  sim.control.seedSandbox({ name: 'alpha', providers: ['openai', 'github'] });
  const engaging = t.http.as('operator').post(path('alpha', '/engage'));
  const during = await eventually(async () => {
    const view = (await t.http.get(path('alpha'))).body;
    return view.pending.length === 2 ? view : null;
  }, 10_000);
  assert.equal([during.state, during.engaged, [...during.pending].sort()], ['engaging', true, ['github', 'openai']]);
  assert.equal(t.eventsNamed('kill_switch.engaged'), [], 'not announced before the gateway confirmed');
  const engaged = await engaging;
  assert.equal([engaged.status, engaged.body.state, engaged.body.pending, engaged.body.failure], [200, 'engaged', [], null], engaged.text);
  assert.ok(sim.control.calls('GetSandboxProviderStatus') >= 2);
  assert.equal(attachedTo(sim, 'alpha'), []);
  await t.kernel.events.settled();
  assert.is(t.eventsNamed('kill_switch.engaged').length, 1);

  sim.control.resetCalls();
  const resumed = await t.http.as('operator').post(path('alpha', '/resume'));
  assert.equal([resumed.status, resumed.body.state], [200, 'released'], resumed.text);
  assert.ok(sim.control.calls('GetSandboxProviderStatus') >= 2, 'the re-attaches were confirmed ready');
  assert.equal(attachedTo(sim, 'alpha').sort(), ['github', 'openai']);
});

const sandboxOf = (event: { data: unknown }) => (event.data as { sandbox: string }).sandbox;

receipts('a detach never confirmed: failed with the reason, announced once; confirmed later, engaged', async ({ t, sim }) => {
  sim.control.seedSandbox({ name: 'beta', providers: ['nvidia'] });
  sim.control.holdReceipts('beta');
  const failed = await t.http.as('operator').post(path('beta', '/engage'));
  assert.equal([failed.status, failed.body.state, failed.body.engaged, failed.body.pending], [200, 'failed', true, ['nvidia']], failed.text);
  assert.match(failed.body.failure, /the gateway did not confirm the detach of nvidia \(receipt pending\) within 2 s/);
  assert.equal(attachedTo(sim, 'beta'), [], 'the detach itself was done');
  await t.kernel.events.settled();
  assert.equal(
    t.eventsNamed('kill_switch.failed').map((event) => [sandboxOf(event), (event.data as { providers: string[] }).providers]),
    [['beta', ['nvidia']]],
  );
  assert.equal(
    t.eventsNamed('kill_switch.engaged').filter((event) => sandboxOf(event) === 'beta'),
    [],
  );

  sim.control.holdReceipts('beta', false);
  await t.kernel.scheduler.runNow('kill-switch.reconcile');
  const engaged = (await t.http.get(path('beta'))).body;
  assert.equal([engaged.state, engaged.pending, engaged.failure], ['engaged', [], null]);
  await t.kernel.events.settled();
  assert.is(t.eventsNamed('kill_switch.engaged').filter((event) => sandboxOf(event) === 'beta').length, 1);
  assert.is(t.eventsNamed('kill_switch.failed').length, 1, 'the failure was announced once');
});

receipts.run();
