// Budgets against the simulator: input rules and roles, notify once per window, detach through the kill switch and
// back by resume, and the replicas of one PostgreSQL database firing each event once.

import type { Simulator } from '@portcullis/openshell-sim';
import { auditRows, createTestDatabase, type TestKernel, testDialect } from '@portcullis/testing';
import { suite, test } from 'uvu';
import * as assert from 'uvu/assert';
import { attachedTo, bootBudgets, budgetRows, closeSimulators, gatewayWithSandboxes, poll, requests } from './helpers.ts';

interface Context {
  t: TestKernel;
  sim: Simulator;
}

const budgets = suite<Context>('budgets');

budgets.before(async (context) => {
  context.t = await bootBudgets();
  context.sim = await gatewayWithSandboxes(context.t, ['chatty', 'spender', 'plain']);
  await poll(context.t);
});
budgets.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const path = (sandbox: string) => `/api/gateways/sim/sandboxes/${sandbox}/budget`;
const exceeded = (t: TestKernel, sandbox: string) =>
  t
    .eventsNamed('budget.exceeded')
    .filter((event) => (event.data as { sandbox: string }).sandbox === sandbox)
    .map((event) => event.data);

budgets('bad input is 400 naming the field, an unknown sandbox 404, a viewer 403: nothing stored', async ({ t, sim }) => {
  const operator = t.http.as('operator');
  const cases: Array<[unknown, string]> = [
    [{ limit_requests: 10, window: 'hourly', action: 'notify' }, 'body.window'],
    [{ limit_requests: 10, window: 'daily', action: 'delete' }, 'body.action'],
    [{ limit_requests: -1, window: 'daily', action: 'notify' }, 'body.limit_requests'],
    [{ limit_requests: 1.5, window: 'daily', action: 'notify' }, 'body.limit_requests'],
    [{ limit_requests: '10', window: 'daily', action: 'notify' }, 'body.limit_requests'],
    [{ window: 'daily', action: 'notify' }, 'body.limit_requests'],
  ];
  const calls = sim.control.calls('GetSandbox');
  for (const [body, field] of cases) {
    const response = await operator.put(path('plain'), body);
    assert.equal(
      [response.status, response.body.code, response.body.errors.map((error: { path: string }) => error.path)],
      [400, 'VALIDATION_ERROR', [field]],
      JSON.stringify(body),
    );
  }
  assert.is(sim.control.calls('GetSandbox'), calls, 'refused before any gateway call');
  const viewer = await t.http.as('viewer').put(path('plain'), { limit_requests: 10, window: 'daily', action: 'notify' });
  assert.equal([viewer.status, viewer.body.code], [403, 'PERMISSION_DENIED']);
  assert.is((await t.http.as('viewer').delete(path('plain'))).status, 403);
  const unknown = await operator.put(path('nobody'), { limit_requests: 10, window: 'daily', action: 'notify' });
  assert.equal([unknown.status, unknown.body.code], [404, 'SANDBOX_NOT_FOUND']);
  assert.equal(await budgetRows(t), []);
  assert.equal(await auditRows(t, 'budget.set'), []);
  assert.equal((await t.http.as('viewer').get(path('plain'))).body.code, 'BUDGET_NOT_FOUND');
});

budgets('set, replace, read with its usage, delete', async ({ t, sim }) => {
  const operator = t.http.as('operator');
  const created = await operator.put(path('plain'), { limit_requests: 100, window: 'weekly', action: 'notify' });
  assert.equal(
    [created.status, created.body.limit_requests, created.body.window, created.body.used, created.body.exceeded, created.body.updated_by],
    [201, 100, 'weekly', 0, false, 'operator@test.local'],
  );
  requests(sim, 'plain', 3);
  await poll(t);
  const replaced = await operator.put(path('plain'), { limit_requests: 50, window: 'total', action: 'detach' });
  assert.equal(
    [replaced.status, replaced.body.limit_requests, replaced.body.window, replaced.body.action, replaced.body.used, replaced.body.window_start],
    [200, 50, 'total', 'detach', 3, null],
  );
  const read = await t.http.as('viewer').get(path('plain'));
  assert.equal([read.status, read.body.used, read.body.notified], [200, 3, false]);
  assert.equal(
    (await auditRows(t, 'budget.set')).map((row) => [row.resource_id, row.detail.limit_requests, row.detail.previous?.limit_requests ?? null]),
    [
      ['plain', 100, null],
      ['plain', 50, 100],
    ],
  );
  assert.is((await operator.delete(path('plain'))).status, 204);
  assert.equal([(await operator.delete(path('plain'))).status, (await t.http.as('viewer').get(path('plain'))).status], [404, 404]);
});

budgets('notify fires budget.exceeded once per window, and again in the next window', async ({ t, sim }) => {
  await t.http.as('operator').put(path('chatty'), { limit_requests: 3, window: 'daily', action: 'notify' });
  requests(sim, 'chatty', 2);
  await poll(t);
  assert.equal(exceeded(t, 'chatty'), [], 'below the limit');
  requests(sim, 'chatty', 2);
  await poll(t);
  assert.equal(exceeded(t, 'chatty'), [
    { actor: 'system', gateway: 'sim', workspace: 'default', sandbox: 'chatty', used: 4, limit: 3, window: 'daily', action: 'notify', rule: null },
  ]);
  requests(sim, 'chatty', 5);
  await poll(t);
  await poll(t);
  assert.is(exceeded(t, 'chatty').length, 1, 'once per window');
  assert.equal([(await t.http.get(path('chatty'))).body.notified, attachedTo(sim, 'chatty')], [true, ['openai', 'nvidia']], 'notify detaches nothing');

  t.manualClock!.advance(86_400_000);
  requests(sim, 'chatty', 3, t.clock.now());
  await poll(t);
  assert.equal(
    exceeded(t, 'chatty').map((event) => (event as { used: number }).used),
    [4, 3],
    'the next UTC day is a new window',
  );
  assert.equal(
    (await auditRows(t, 'budget.exceeded')).map((row) => row.detail.window),
    [`daily:${new Date(Date.now()).toISOString().slice(0, 10)}`, `daily:${new Date(t.clock.now()).toISOString().slice(0, 10)}`],
  );
  t.manualClock!.set(Date.now());
});

budgets('detach engages the kill switch as budget; resume re-attaches exactly the recorded providers; no re-engage in the window', async ({ t, sim }) => {
  await t.http.as('operator').put(path('spender'), { limit_requests: 2, window: 'monthly', action: 'detach' });
  const before = { attach: sim.control.calls('AttachSandboxProvider'), detach: sim.control.calls('DetachSandboxProvider') };
  requests(sim, 'spender', 2);
  await poll(t);
  assert.is(exceeded(t, 'spender').length, 1);
  assert.equal(attachedTo(sim, 'spender'), []);
  assert.is(sim.control.calls('DetachSandboxProvider') - before.detach, 2);
  const engaged = t.eventsNamed('kill_switch.engaged').filter((event) => (event.data as { sandbox: string }).sandbox === 'spender');
  assert.equal(
    engaged.map((event) => [(event.data as { engaged_by: string }).engaged_by, (event.data as { providers: string[] }).providers]),
    [['budget', ['openai', 'nvidia']]],
  );
  const status = await t.http.get('/api/gateways/sim/sandboxes/spender/kill-switch');
  assert.equal([status.body.engaged_by, status.body.holders], ['budget', ['budget']]);

  const resumed = await t.http.as('operator').post('/api/gateways/sim/sandboxes/spender/kill-switch/resume');
  assert.is(resumed.body.state, 'released');
  assert.equal(attachedTo(sim, 'spender'), ['openai', 'nvidia']);
  assert.is(sim.control.calls('AttachSandboxProvider') - before.attach, 2);
  requests(sim, 'spender', 4);
  await poll(t);
  assert.equal([exceeded(t, 'spender').length, attachedTo(sim, 'spender')], [1, ['openai', 'nvidia']], 'the resumed window is not detached again');
  assert.ok(
    sim.control.state().sandboxes.some((box) => box.name === 'spender'),
    'budgets never delete sandboxes',
  );
});

budgets.run();

if (testDialect() === 'postgresql') {
  test('two replicas on one PostgreSQL database: budget.exceeded and kill_switch.engaged fire once', async () => {
    const database = await createTestDatabase();
    const a = await bootBudgets({ database });
    const b = await bootBudgets({ database });
    try {
      const sim = await gatewayWithSandboxes(a, ['shared']);
      await a.http.as('operator').put(path('shared'), { limit_requests: 5, window: 'daily', action: 'detach' });
      await Promise.all([a, b].map((kernel) => kernel.kernel.scheduler.runNow('metering.poll')));
      requests(sim, 'shared', 6);
      for (let round = 0; round < 3; round += 1) {
        // The metering task holds a lease; both replicas also run the poll and the budget check themselves, at once.
        for (const kernel of [a, b]) kernel.manualClock!.advance(61_000);
        await Promise.all([a.tick(), b.tick(), ...[a, b].map((kernel) => kernel.resolve('meter', 'metering').runPoll(new AbortController().signal))]);
      }
      await Promise.all([a.kernel.events.settled(), b.kernel.events.settled()]);
      const own = (kernel: TestKernel, name: string) => kernel.eventsNamed(name).filter((event) => event.origin === kernel.kernel.instanceId).length;
      assert.is(own(a, 'budget.exceeded') + own(b, 'budget.exceeded'), 1);
      assert.is(own(a, 'kill_switch.engaged') + own(b, 'kill_switch.engaged'), 1);
      assert.equal(attachedTo(sim, 'shared'), []);
      assert.equal((await auditRows(a, 'budget.exceeded')).length, 1);
    } finally {
      await a.stop({ keepDatabase: true });
      await b.stop({ keepDatabase: true });
      await closeSimulators();
      await database.drop();
    }
  });
  test.run();
}
