// test-dialects: sqlite, postgresql
// Fleet runs asked for many times at once: one Idempotency-Key is one operation and one pass over the gateways,
// another body with that key is refused, and many cancels of a run that drives the gateways are one cancel. The
// tests share one kernel and act on separate gateways (gw-a, then gw-b or gw-c), the cancel last on all of them.
// On PostgreSQL the key holds across two replicas too.

import { auditRows, createTestDatabase, eventually, rows, type TestDatabase, type TestKernel, type TestResponse, testDialect } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootFleet, changingCalls, closeSimulators, type Fleet, settled, threeGateways } from './helpers.ts';

const PARALLEL = 20;

const fleet = suite<Fleet>('fleet runs asked for at once');

fleet.before(async (context) => {
  // One target at a time per gateway, two overall: a cancel finds targets not yet started.
  context.t = await bootFleet({ env: { SERVICE_FLEET_CONCURRENCY: '2', SERVICE_FLEET_GATEWAY_CONCURRENCY: '1' } });
  context.sims = await threeGateways(context.t);
});
fleet.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

function post(t: TestKernel, body: Record<string, unknown>, key: string): Promise<TestResponse> {
  return t.http.as('operator').post('/api/fleet/actions', body, { headers: { 'idempotency-key': key } });
}

async function fleetOperations(t: TestKernel): Promise<string[]> {
  // The test clock stands still: sorted ids, not creation times, give a stable order.
  return (await rows(t, "SELECT id FROM operations WHERE type = 'fleet.action'")).map((row) => row.id as string).sort();
}

const ENGAGE_A = { action: 'kill_switch_engage', selector: { gateways: ['gw-a'] } };

fleet('twenty parallel runs with one Idempotency-Key: one operation, one audit row, each target sent to its gateway once', async ({ t, sims }) => {
  const answers = await Promise.all(Array.from({ length: PARALLEL }, () => post(t, ENGAGE_A, 'engage-a-1')));
  assert.equal([...new Set(answers.map((answer) => answer.status))], [202], answers.map((answer) => answer.text).join('\n'));
  const ids = new Set(answers.map((answer) => answer.body.operation_id as string));
  assert.is(ids.size, 1, 'every answer names the same operation');
  const [id] = [...ids] as [string];
  assert.ok(answers.every((answer) => answer.headers.get('location') === `/api/operations/${id}`));
  assert.equal(await fleetOperations(t), [id], 'one operation was created');

  const operation = await settled(t, id);
  assert.equal([operation.status, operation.result.summary], ['succeeded', { done: 3, skipped: 0, failed: 0 }]);
  assert.equal(
    (await auditRows(t, 'fleet.action')).map((row) => row.resource_id),
    [id],
    'the run is on record once',
  );
  assert.is((await auditRows(t, 'kill_switch.engage')).length, 3, 'one engage per target');
  assert.equal(changingCalls(sims['gw-a']), { DetachSandboxProvider: 3 }, "each target's provider detached once");
  assert.equal([changingCalls(sims['gw-b']), changingCalls(sims['gw-c'])], [{}, {}]);

  const retried = await post(t, { selector: { gateways: ['gw-a'] }, action: 'kill_switch_engage' }, 'engage-a-1');
  assert.equal([retried.status, retried.body.operation_id, retried.body.status], [202, id, 'succeeded'], 'a later retry (keys in another order) gets it too');
  assert.equal(await fleetOperations(t), [id]);
  assert.equal(changingCalls(sims['gw-a']), { DetachSandboxProvider: 3 });
  const other = await post(t, ENGAGE_A, 'engage-a-2');
  assert.is((await settled(t, other.body.operation_id)).result.summary.skipped, 3, 'another key is another run (it changes nothing: already engaged)');
  const preview = await post(t, { ...ENGAGE_A, dry_run: true }, 'engage-a-1');
  assert.equal([preview.status, preview.body.targets.length], [200, 3], 'a dry run ignores the key');
  const malformed = await post(t, ENGAGE_A, 'two words');
  assert.equal([malformed.status, malformed.body.errors?.[0]?.path], [400, 'headers.idempotency-key']);
  assert.is((await fleetOperations(t)).length, 2);
});

fleet('one Idempotency-Key with two bodies at once: one of them runs, every request with the other is 409, never two operations', async ({ t, sims }) => {
  const before = await fleetOperations(t);
  const bodies = [
    { action: 'kill_switch_engage', selector: { gateways: ['gw-b'] } },
    { action: 'kill_switch_engage', selector: { gateways: ['gw-c'] } },
  ];
  const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, index) => post(t, bodies[index % 2]!, 'engage-b-or-c')));
  const accepted = answers.filter((answer) => answer.status === 202);
  const winner = answers.indexOf(accepted[0]!) % 2;
  answers.forEach((answer, index) => {
    const expected = index % 2 === winner ? '202 undefined' : '409 IDEMPOTENCY_KEY_REUSED';
    assert.is(`${answer.status} ${answer.body.code}`, expected, answer.text);
  });
  assert.is(new Set(accepted.map((answer) => answer.body.operation_id)).size, 1);
  const id = accepted[0]!.body.operation_id as string;
  assert.equal(await fleetOperations(t), [...before, id].sort(), 'one operation more');
  assert.is((await settled(t, id)).result.summary.done, 2);
  assert.equal(
    (await auditRows(t, 'fleet.action')).filter((row) => !before.includes(row.resource_id)).map((row) => row.resource_id),
    [id],
  );
  const [ran, untouched] = winner === 0 ? [sims['gw-b'], sims['gw-c']] : [sims['gw-c'], sims['gw-b']];
  assert.equal([changingCalls(ran), changingCalls(untouched)], [{ DetachSandboxProvider: 2 }, {}], 'only the winning body reached a gateway');
});

fleet('twenty parallel cancels of a run in flight: one audit row, it ends cancelled once, and no target starts after the cancel', async ({ t, sims }) => {
  for (const sim of Object.values(sims)) sim.control.setDelay('StopSandbox', 400);
  try {
    const started = await t.http.as('operator').post('/api/fleet/actions', { action: 'stop', selector: {} });
    assert.is(started.status, 202, started.text);
    const id = started.body.operation_id as string;
    await eventually(async () => (await auditRows(t, 'sandbox.stop')).some((row) => row.outcome === 'succeeded' && row.detail.operation_id === id));
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.http.as('operator').post(`/api/operations/${id}/cancel`)));
    // The run may end (its last targets in flight finish) while the last cancels are still on their way.
    const accepted = answers.filter((answer) => answer.status === 202);
    assert.ok(accepted.length >= 1);
    assert.ok(
      accepted.every((answer) => answer.body.id === id && ['running', 'cancelled'].includes(answer.body.status)),
      accepted.map((answer) => answer.text).join('\n'),
    );
    assert.ok(
      answers.filter((answer) => answer.status !== 202).every((answer) => answer.status === 409 && answer.body.code === 'OPERATION_FINISHED'),
      answers.map((answer) => answer.text).join('\n'),
    );

    const operation = await settled(t, id);
    assert.is(operation.status, 'cancelled');
    const { done, skipped, failed } = operation.result.summary;
    assert.equal([done + skipped, failed], [7, 0], JSON.stringify(operation.result.summary));
    assert.ok(skipped >= 1, 'some targets never started');
    const stops = Object.values(sims).reduce((sum, sim) => sum + sim.control.calls('StopSandbox'), 0);
    assert.is(stops, done, 'a gateway saw StopSandbox once per target done, none after the cancel');
    assert.equal(
      (await auditRows(t, 'operation.cancel')).map((row) => row.resource_id),
      [id],
      'one cancel on record',
    );
    await t.kernel.events.settled();
    const endings = t
      .eventsNamed('operation.updated')
      .map((event) => (event.data as { operation: { id: string; status: string } }).operation)
      .filter((update) => update.id === id && ['succeeded', 'failed', 'cancelled'].includes(update.status));
    assert.equal(
      endings.map((update) => update.status),
      ['cancelled'],
      'one terminal event',
    );
    assert.is(t.eventsNamed('operation.cancel_requested').filter((event) => (event.data as { id: string }).id === id).length, 1);
  } finally {
    for (const sim of Object.values(sims)) sim.control.setDelay('StopSandbox', 0);
  }
});

fleet.run();

if (testDialect() === 'postgresql') {
  const replicas = suite<{ database: TestDatabase; first: TestKernel; second: TestKernel; sims: Fleet['sims'] }>('fleet runs asked of two replicas');
  const env = { SERVICE_FLEET_CONCURRENCY: '2', SERVICE_FLEET_GATEWAY_CONCURRENCY: '1' };

  replicas.before(async (context) => {
    context.database = await createTestDatabase();
    context.first = await bootFleet({ database: context.database, env });
    context.sims = await threeGateways(context.first);
    context.second = await bootFleet({ database: context.database, env });
  });
  replicas.after(async ({ database, first, second }) => {
    await second?.stop();
    await first?.stop();
    await closeSimulators();
    await database?.drop();
  });

  replicas('twenty runs with one Idempotency-Key spread over two replicas: one operation, one audit row, each target once', async ({ first, second, sims }) => {
    const kernels = [first, second];
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, index) => post(kernels[index % 2]!, ENGAGE_A, 'engage-a-replicas')));
    assert.equal([...new Set(answers.map((answer) => answer.status))], [202], answers.map((answer) => answer.text).join('\n'));
    const ids = [...new Set(answers.map((answer) => answer.body.operation_id as string))];
    assert.equal(await fleetOperations(first), ids, 'one operation, whichever replica was asked');
    const operation = await eventually(async () => {
      const body = (await first.http.get(`/api/operations/${ids[0]}`)).body;
      return body.status === 'succeeded' ? body : null;
    });
    assert.equal(operation.result.summary, { done: 3, skipped: 0, failed: 0 });
    assert.equal(
      (await auditRows(first, 'fleet.action')).map((row) => row.resource_id),
      ids,
    );
    assert.equal(changingCalls(sims['gw-a']), { DetachSandboxProvider: 3 });
  });

  replicas.run();
}
