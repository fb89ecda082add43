// The lease check on the manual clock: the warning once per expiry, stop and delete at expiry exactly once, a crash
// of the gateway call and a restart after the claim recovered without doubling anything, the gateway's default given
// to sandboxes created through Portcullis and to those found on the gateway (adoption).

import type { Simulator } from '@portcullis/openshell-sim';
import { auditRows, eventually, ManualClock, type TestKernel } from '@portcullis/testing';
import { suite, test } from 'uvu';
import * as assert from 'uvu/assert';
import { leaseExpiryRef } from '../src/refs.ts';
import { bootLeases, closeSimulators, eventsAbout, gatewayWithSandboxes, later, leasePath, leaseRows, phaseOf, seedRunning } from './helpers.ts';

interface Context {
  t: TestKernel;
  sim: Simulator;
}

const expiry = suite<Context>('lease expiry');

expiry.before(async (context) => {
  context.t = await bootLeases();
  context.sim = await gatewayWithSandboxes(context.t, ['warned', 'stopped', 'deleted', 'flaky']);
  await context.t.http.put('/api/gateways/sim/lease-policy', { warn_before_seconds: 300 });
});
expiry.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const rowOf = async (t: TestKernel, sandbox: string) => (await leaseRows(t)).find((row) => row.sandbox === sandbox);
const auditFor = async (t: TestKernel, action: string, sandbox: string) => (await auditRows(t, action)).filter((row) => row.resource_id === sandbox);

expiry('sandbox.expiring fires once, warn_before_seconds before the expiry, and again after a renewal', async ({ t }) => {
  await t.http.as('operator').put(leasePath('warned'), { ttl_seconds: 900 });
  await later(t, 590_000);
  assert.equal(eventsAbout(t, 'sandbox.expiring', 'warned'), [], 'not yet: 310 s left');
  await later(t, 20_000);
  assert.equal(eventsAbout(t, 'sandbox.expiring', 'warned'), [
    {
      actor: 'system',
      gateway: 'sim',
      workspace: 'default',
      sandbox: 'warned',
      action: 'stop',
      expires_at: (await rowExpiry(t, 'warned'))!,
      seconds_left: 290,
    },
  ]);
  await later(t, 10_000);
  assert.is(eventsAbout(t, 'sandbox.expiring', 'warned').length, 1, 'once per expiry');
  assert.is((await t.http.get(leasePath('warned'))).body.warned, true);
  const renewed = await t.http.as('operator').post(`${leasePath('warned')}/renew`);
  assert.equal([renewed.body.warned, renewed.body.seconds_left], [false, 1180]);
  await later(t, 890_000);
  assert.is(eventsAbout(t, 'sandbox.expiring', 'warned').length, 2, 'the renewed expiry warns again');
  await t.http.as('operator').delete(leasePath('warned'));
});

async function rowExpiry(t: TestKernel, sandbox: string): Promise<string | undefined> {
  return (await t.http.get(leasePath(sandbox))).body.expires_at;
}

expiry('at expiry the sandbox is stopped once: claim, stop and end audited, sandbox.expired once', async ({ t, sim }) => {
  await t.http.as('operator').put(leasePath('stopped'), { ttl_seconds: 60, action: 'stop' });
  const stops = sim.control.calls('StopSandbox');
  await later(t, 59_000);
  assert.equal([sim.control.calls('StopSandbox') - stops, phaseOf(sim, 'stopped')], [0, 'SANDBOX_PHASE_READY'], 'not before the expiry');
  await later(t, 1_000);
  await later(t, 10_000);
  await later(t, 10_000);
  assert.is(sim.control.calls('StopSandbox') - stops, 1);
  await eventually(() => phaseOf(sim, 'stopped') === 'SANDBOX_PHASE_STOPPED');
  assert.equal(eventsAbout(t, 'sandbox.expired', 'stopped'), [
    { actor: 'system', gateway: 'sim', workspace: 'default', sandbox: 'stopped', action: 'stop', outcome: 'stopped' },
  ]);
  const lease = await t.http.as('viewer').get(leasePath('stopped'));
  assert.equal([lease.body.state, lease.body.outcome, lease.body.seconds_left], ['done', 'stopped', 0]);
  assert.equal(
    (await auditFor(t, 'lease.claim', 'stopped')).map((row) => [row.actor, row.detail.attempt, row.detail.recovered_from]),
    [['system', 1, null]],
  );
  assert.equal(
    (await auditFor(t, 'sandbox.stop', 'stopped')).map((row) => row.outcome),
    ['pending', 'succeeded'],
  );
  assert.equal(
    (await auditFor(t, 'lease.expire', 'stopped')).map((row) => row.detail.outcome),
    ['stopped'],
  );
  const renew = await t.http.as('operator').post(`${leasePath('stopped')}/renew`);
  assert.equal([renew.status, renew.body.code], [409, 'LEASE_ENDED']);
});

expiry('at expiry with action delete the sandbox is deleted once (sandbox.deleted, then sandbox.expired)', async ({ t, sim }) => {
  await t.http.as('operator').put(leasePath('deleted'), { ttl_seconds: 30, action: 'delete' });
  const deletes = sim.control.calls('DeleteSandbox');
  await later(t, 30_000);
  await later(t, 10_000);
  assert.is(sim.control.calls('DeleteSandbox') - deletes, 1);
  assert.is(phaseOf(sim, 'deleted'), undefined, 'gone from the gateway');
  assert.equal(
    [eventsAbout(t, 'sandbox.deleted', 'deleted').length, eventsAbout(t, 'sandbox.expired', 'deleted').map((data) => data.outcome)],
    [1, ['deleted']],
  );
  assert.equal(
    (await auditFor(t, 'lease.expire', 'deleted')).map((row) => [row.detail.action, row.detail.outcome]),
    [['delete', 'deleted']],
  );
});

expiry('a failed gateway call leaves the claim; the next check takes it up and acts once', async ({ t, sim }) => {
  await t.http.as('operator').put(leasePath('flaky'), { ttl_seconds: 10 });
  sim.control.failNextStop('flaky', { code: 'UNAVAILABLE', message: 'gateway restarting' });
  const stops = sim.control.calls('StopSandbox');
  await later(t, 10_000);
  assert.equal([(await rowOf(t, 'flaky'))?.state, eventsAbout(t, 'sandbox.expired', 'flaky')], ['expiring', []]);
  await later(t, 10_000);
  await later(t, 10_000);
  assert.equal(
    eventsAbout(t, 'sandbox.expired', 'flaky').map((data) => data.outcome),
    ['stopped'],
  );
  assert.is(phaseOf(sim, 'flaky'), 'SANDBOX_PHASE_STOPPED');
  assert.ok(sim.control.calls('StopSandbox') - stops >= 2, 'tried again');
  assert.equal(
    (await auditFor(t, 'lease.claim', 'flaky')).map((row) => row.detail.attempt),
    [1, 2],
  );
  assert.equal((await auditFor(t, 'sandbox.stop', 'flaky')).filter((row) => row.outcome === 'succeeded').length, 1);
});

expiry.run();

const adoption = suite<Context>('default leases');

adoption.before(async (context) => {
  context.t = await bootLeases();
  context.sim = await gatewayWithSandboxes(context.t, ['before']);
});
adoption.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

adoption('a gateway default adopts sandboxes created on the gateway directly and those created through Portcullis', async ({ t, sim }) => {
  await t.http.put('/api/gateways/sim/lease-policy', { default_ttl_seconds: 600, default_action: 'delete', max_ttl_seconds: 3600 });
  const earlierPath = await t.http.as('viewer').get('/api/gateway/sim/lease-policy');
  assert.equal([earlierPath.status, earlierPath.body.default_ttl_seconds], [200, 600], 'the path earlier releases served still answers');
  await later(t, 10_000);
  assert.equal(
    (await leaseRows(t)).map((row) => [row.sandbox, row.source, row.action, row.state]),
    [['before', 'policy', 'delete', 'active']],
  );
  await seedRunning(sim, ['outside']);
  await later(t, 10_000);
  assert.equal(
    (await auditRows(t, 'lease.adopt')).map((row) => [row.resource_id, row.actor, row.detail.reason, row.detail.ttl_seconds]),
    [
      ['before', 'system', 'adopted', 600],
      ['outside', 'system', 'adopted', 600],
    ],
  );
  const created = await t.http.as('operator').post('/api/gateways/sim/sandboxes', { name: 'made-here' });
  assert.is(created.status, 202, created.text);
  await t.resolve('operations').settled(created.body.operation_id);
  await t.kernel.events.settled();
  const lease = await t.http.get(leasePath('made-here'));
  assert.equal([lease.status, lease.body.source, lease.body.action], [200, 'policy', 'delete']);
  assert.equal(
    (await auditFor(t, 'lease.adopt', 'made-here')).map((row) => row.detail.reason),
    ['created'],
  );
  assert.equal(
    eventsAbout(t, 'lease.set', 'outside').map((data) => [data.source, data.action]),
    [['policy', 'delete']],
  );
  await t.http.as('operator').put(leasePath('outside'), { ttl_seconds: 3000, action: 'stop' });
  await later(t, 10_000);
  assert.equal((await t.http.get(leasePath('outside'))).body.source, 'request', 'a lease set by hand is kept');
});

adoption.run();

test('kernel stopped after the claim: the restarted service recovers the claim and stops the sandbox once', async () => {
  const first = await bootLeases();
  const sim = await gatewayWithSandboxes(first, ['crashed']);
  const database = first.database;
  let second: TestKernel | null = null;
  try {
    await first.http.as('operator').put(leasePath('crashed'), { ttl_seconds: 20 });
    // The crash: the run ends between the committed claim and the sandboxes call.
    first.resolve(leaseExpiryRef).hooks.afterClaim = () => {
      throw new Error('process killed');
    };
    await later(first, 20_000);
    assert.equal([(await rowOf(first, 'crashed'))?.state, sim.control.calls('StopSandbox')], ['expiring', 0]);
    await first.stop({ keepDatabase: true });

    second = await bootLeases({ database, clock: new ManualClock(first.clock.now()) });
    await later(second, 10_000);
    await later(second, 10_000);
    assert.is(sim.control.calls('StopSandbox'), 1);
    assert.is(phaseOf(sim, 'crashed'), 'SANDBOX_PHASE_STOPPED');
    assert.equal(
      eventsAbout(second, 'sandbox.expired', 'crashed').map((data) => data.outcome),
      ['stopped'],
    );
    assert.equal(eventsAbout(first, 'sandbox.expired', 'crashed'), []);
    const claims = await auditFor(second, 'lease.claim', 'crashed');
    assert.equal(
      claims.map((row) => [row.detail.attempt, row.detail.recovered_from === first.kernel.instanceId]),
      [
        [1, false],
        [2, true],
      ],
    );
    assert.equal((await auditFor(second, 'lease.expire', 'crashed')).length, 1);
  } finally {
    await second?.stop({ keepDatabase: true });
    await database.drop();
    await closeSimulators();
  }
});

test.run();
