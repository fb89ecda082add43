// Budget rules against the simulator: a rule gives every sandbox its selectors match a budget unless the sandbox has
// its own, fires once per window, detaches through the kill switch, is listed among the standing budgets; input
// rules and roles of its routes.

import type { Simulator } from '@portcullis/openshell-sim';
import { auditRows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { attachedTo, bootBudgets, closeSimulators, gatewayWithSandboxes, poll, requests } from './helpers.ts';

interface Context {
  t: TestKernel;
  sim: Simulator;
}

const rules = suite<Context>('budget rules');

const ML_DAILY = { gateways: { env: 'prod' }, sandboxes: { team: 'ml' }, limit_requests: 2, window: 'daily', action: 'detach' };

rules.before(async (context) => {
  context.t = await bootBudgets();
  context.sim = await gatewayWithSandboxes(context.t, ['ml-ruled', 'ml-own', 'web'], { labels: { env: 'prod' } });
  const labels = { 'ml-ruled': { team: 'ml' }, 'ml-own': { team: 'ml' }, web: { team: 'web' } };
  for (const [name, value] of Object.entries(labels)) {
    const patched = await context.t.http.patch(`/api/gateways/sim/sandboxes/${name}`, { labels: value });
    assert.is(patched.status, 200, patched.text);
  }
  await poll(context.t);
});
rules.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const exceededSandboxes = (t: TestKernel) => t.eventsNamed('budget.exceeded').map((event) => event.data as { sandbox: string; rule: string | null });

rules('bad input is 400 naming the field, an operator 403, an unknown rule 404: nothing stored', async ({ t }) => {
  const cases: Array<[string, unknown, string]> = [
    ['ml', { ...ML_DAILY, window: 'hourly' }, 'body.window'],
    ['ml', { ...ML_DAILY, sandboxes: { team: 7 } }, 'body.sandboxes.team'],
    ['ml', { ...ML_DAILY, gateways: undefined }, 'body.gateways'],
    ['ML_Rule', ML_DAILY, 'params.name'],
  ];
  for (const [name, body, field] of cases) {
    const response = await t.http.put(`/api/budget-rules/${name}`, body);
    assert.equal([response.status, response.body.errors?.map((error: { path: string }) => error.path)], [400, [field]], JSON.stringify(body));
  }
  assert.is((await t.http.as('operator').put('/api/budget-rules/ml', ML_DAILY)).status, 403);
  assert.equal((await t.http.as('viewer').get('/api/budget-rules/ml')).body.code, 'BUDGET_RULE_NOT_FOUND');
  assert.is((await t.http.delete('/api/budget-rules/ml')).status, 404);
  assert.equal((await t.http.as('viewer').get('/api/budget-rules')).body.items, []);
  assert.equal(await auditRows(t, 'budget.rule.set'), []);
});

rules("a rule limits the matching sandbox without a budget; the own budget wins; another team's is untouched", async ({ t, sim }) => {
  const created = await t.http.put('/api/budget-rules/ml-daily', ML_DAILY);
  assert.equal([created.status, created.body.sandboxes, created.body.updated_by], [201, { team: 'ml' }, 'admin@test.local']);
  assert.equal(
    t.eventsNamed('budget.rule_updated').map((event) => event.data),
    [{ name: 'ml-daily', action: 'set', actor: 'admin@test.local' }],
  );
  assert.is(
    (await t.http.as('operator').put('/api/gateways/sim/sandboxes/ml-own/budget', { limit_requests: 100, window: 'daily', action: 'notify' })).status,
    201,
  );
  for (const name of ['ml-ruled', 'ml-own', 'web']) requests(sim, name, 3);
  await poll(t);
  assert.equal(
    exceededSandboxes(t).map((event) => [event.sandbox, event.rule]),
    [['ml-ruled', 'ml-daily']],
  );
  assert.equal(attachedTo(sim, 'ml-ruled'), [], 'detached by the kill switch');
  assert.equal(attachedTo(sim, 'web'), ['openai', 'nvidia']);
  assert.equal(attachedTo(sim, 'ml-own'), ['openai', 'nvidia']);
  assert.equal(
    (await auditRows(t, 'budget.exceeded')).map((row) => [row.resource_id, (row.detail as { rule: string }).rule]),
    [['ml-ruled', 'ml-daily']],
  );
  await poll(t);
  assert.is(exceededSandboxes(t).length, 1, 'once per window');

  const standing = await t.http.as('viewer').get('/api/budgets', { query: { near: '0' } });
  assert.equal(
    standing.body.items.map((budget: { sandbox: string; rule: string | null; used: number; notified: boolean }) => [
      budget.sandbox,
      budget.rule,
      budget.used,
      budget.notified,
    ]),
    [
      ['ml-ruled', 'ml-daily', 3, true],
      ['ml-own', null, 3, false],
    ],
  );
});

rules('a changed limit fires again; a removed rule leaves no budget behind', async ({ t }) => {
  const changed = await t.http.put('/api/budget-rules/ml-daily', { ...ML_DAILY, limit_requests: 3, action: 'notify' });
  assert.is(changed.status, 200);
  await poll(t);
  assert.equal(
    exceededSandboxes(t).map((event) => event.sandbox),
    ['ml-ruled', 'ml-ruled'],
  );
  assert.is((await t.http.delete('/api/budget-rules/ml-daily')).status, 204);
  assert.equal(
    t.eventsNamed('budget.rule_updated').map((event) => (event.data as { action: string }).action),
    ['set', 'set', 'removed'],
  );
  const standing = await t.http.as('viewer').get('/api/budgets', { query: { near: '0' } });
  assert.equal(
    standing.body.items.map((budget: { sandbox: string }) => budget.sandbox),
    ['ml-own'],
  );
});

rules.run();
