// test-dialects: postgresql
// Two replicas on one PostgreSQL database checking at the same moment (their tasks and the check called directly, so
// the task lease does not keep one of them out): each expired lease's action runs once, each event fires once.
import { auditRows, createTestDatabase, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { leaseExpiryRef } from '../src/refs.ts';
import { bootLeases, closeSimulators, gatewayWithSandboxes, leasePath, phaseOf } from './helpers.ts';

const own = (kernel: TestKernel, name: string) => kernel.eventsNamed(name).filter((event) => event.origin === kernel.kernel.instanceId);

test('two replicas: stop and delete at expiry exactly once, sandbox.expiring and sandbox.expired once each', async () => {
  const database = await createTestDatabase();
  const a = await bootLeases({ database });
  const b = await bootLeases({ database });
  try {
    const sim = await gatewayWithSandboxes(a, ['shared-stop', 'shared-delete']);
    await a.http.put('/api/gateways/sim/lease-policy', { warn_before_seconds: 30 });
    await a.http.as('operator').put(leasePath('shared-stop'), { ttl_seconds: 60, action: 'stop' });
    await b.http.as('operator').put(leasePath('shared-delete'), { ttl_seconds: 60, action: 'delete' });
    const check = (kernel: TestKernel) => kernel.resolve(leaseExpiryRef).run(new AbortController().signal);
    for (let round = 0; round < 4; round += 1) {
      for (const kernel of [a, b]) kernel.manualClock!.advance(20_000);
      await Promise.all([a.tick(), b.tick(), check(a), check(b), check(a), check(b)]);
    }
    await Promise.all([a.kernel.events.settled(), b.kernel.events.settled()]);
    assert.equal([sim.control.calls('StopSandbox'), sim.control.calls('DeleteSandbox')], [1, 1]);
    assert.equal([phaseOf(sim, 'shared-stop'), phaseOf(sim, 'shared-delete')], ['SANDBOX_PHASE_STOPPED', undefined]);
    for (const name of ['sandbox.expiring', 'sandbox.expired', 'sandbox.deleted']) {
      assert.is(own(a, name).length + own(b, name).length, name === 'sandbox.deleted' ? 1 : 2, name);
    }
    assert.equal((await auditRows(a, 'lease.expire')).map((row) => [row.resource_id, row.detail.outcome]).sort(), [
      ['shared-delete', 'deleted'],
      ['shared-stop', 'stopped'],
    ]);
    assert.is((await auditRows(a, 'lease.claim')).length, 2);
  } finally {
    await a.stop({ keepDatabase: true });
    await b.stop({ keepDatabase: true });
    await closeSimulators();
    await database.drop();
  }
});

test.run();
