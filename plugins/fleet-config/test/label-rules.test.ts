// Label rules as declarable kinds of their plugins: budget rules of the budgets plugin, declared by rule name and
// set and removed through its store (audit rows, budget.rule_updated), planned field by field, pruned on request
// only, and exported so that a fresh instance applying the export has nothing left to change.

import { auditRows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { actions, bootFleetConfig, plan, planAndApply } from './helpers.ts';

const RULE_KERNEL = { plugins: ['providers', 'sandboxes', 'kill-switch', 'metering', 'budgets'], env: { SERVICE_BUDGET_METERING_ENABLED: 'true' } };

const DOCUMENT: { version: number; budget_rules: Record<string, Record<string, unknown>> } = {
  version: 1,
  budget_rules: {
    'ml-prod': { gateways: { env: 'prod' }, sandboxes: { team: 'ml' }, limit_requests: 5000, window: 'daily', action: 'detach' },
    'web-prod': { gateways: { env: 'prod' }, sandboxes: { team: 'web' }, limit_requests: 800, window: 'weekly', action: 'notify' },
  },
};

const rules = suite<{ t: TestKernel }>('label rules in a fleet document');

rules.before(async (context) => {
  context.t = await bootFleetConfig(RULE_KERNEL);
});
rules.after(async ({ t }) => {
  await t.stop();
});

rules('budget rules are created through the plugin, then unchanged; a fresh instance applying the export has nothing left to change', async ({ t }) => {
  assert.equal(actions((await plan(t, DOCUMENT)).body), ['budget_rules/ml-prod create', 'budget_rules/web-prod create']);
  await planAndApply(t, DOCUMENT);
  assert.equal(
    (await auditRows(t, 'budget.rule.set')).map((row) => row.resource_id),
    ['ml-prod', 'web-prod'],
  );
  assert.equal((await t.http.get('/api/budget-rules/ml-prod')).body.limit_requests, 5000);
  const exported = (await t.http.get('/api/config/export')).text;
  assert.equal(actions((await plan(t, exported)).body), ['budget_rules/ml-prod unchanged', 'budget_rules/web-prod unchanged']);
  const target = await bootFleetConfig(RULE_KERNEL);
  try {
    await planAndApply(target, exported);
    assert.equal(actions((await plan(target, exported)).body), ['budget_rules/ml-prod unchanged', 'budget_rules/web-prod unchanged']);
    assert.is((await target.http.get('/api/config/export')).text, exported);
  } finally {
    await target.stop();
  }
});

rules('a changed budget rule plans only the changed fields; a rule set through the API drifts', async ({ t }) => {
  const changed = structuredClone(DOCUMENT);
  changed.budget_rules['ml-prod'] = { ...changed.budget_rules['ml-prod'], limit_requests: 6000, sandboxes: { team: 'ml', tier: 'gpu' } };
  const planned = await plan(t, changed);
  assert.equal(planned.body.objects[0].fields, [
    { field: 'limit_requests', from: 5000, to: 6000 },
    { field: 'sandboxes', from: { team: 'ml' }, to: { team: 'ml', tier: 'gpu' } },
  ]);
  await planAndApply(t, changed);
  assert.is((await t.http.put('/api/budget-rules/web-prod', { ...DOCUMENT.budget_rules['web-prod'], action: 'detach' })).status, 200);
  assert.equal((await t.http.get('/api/config/drift')).body.objects, [
    { kind: 'budget_rules', name: 'web-prod', state: 'changed', fields: [{ field: 'action', from: 'notify', to: 'detach' }] },
  ]);
});

rules('a rule the document no longer declares is kept, and removed through the plugin only with prune', async ({ t }) => {
  const fewer = { version: 1, budget_rules: { 'ml-prod': DOCUMENT.budget_rules['ml-prod'] } };
  assert.equal(actions((await plan(t, fewer)).body).at(-1), 'budget_rules/web-prod kept');
  await planAndApply(t, fewer);
  assert.is((await t.http.get('/api/budget-rules/web-prod')).status, 200);
  await planAndApply(t, fewer, { prune: 'true' });
  assert.equal(
    (await auditRows(t, 'budget.rule.delete')).map((row) => row.resource_id),
    ['web-prod'],
  );
  assert.is((await t.http.get('/api/budget-rules/web-prod')).status, 404);
});

rules.run();
