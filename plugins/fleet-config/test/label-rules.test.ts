// Label rules as declarable kinds of their plugins: budget rules (budgets plugin) and preset rules (sandboxes plugin,
// with policies), declared by rule name and set and removed through their stores (audit rows, events), planned field
// by field, pruned on request only, and exported so that a fresh instance applying the export has nothing to change.

import { auditRows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { actions, bootFleetConfig, plan, planAndApply } from './helpers.ts';

const RULE_KERNEL = { plugins: ['providers', 'policies', 'sandboxes', 'kill-switch', 'metering', 'budgets'], env: { SERVICE_BUDGET_METERING_ENABLED: 'true' } };

const DOCUMENT: { version: number; budget_rules: Record<string, Record<string, unknown>>; preset_rules: Record<string, Record<string, unknown>> } = {
  version: 1,
  budget_rules: {
    'ml-prod': { gateways: { env: 'prod' }, sandboxes: { team: 'ml' }, limit_requests: 5000, window: 'daily', action: 'detach' },
    'web-prod': { gateways: { env: 'prod' }, sandboxes: { team: 'web' }, limit_requests: 800, window: 'weekly', action: 'notify' },
  },
  preset_rules: { 'ml-prod': { gateways: { env: 'prod' }, sandboxes: { team: 'ml' }, presets: ['pypi'] } },
};

const ALL_UNCHANGED = ['budget_rules/ml-prod unchanged', 'budget_rules/web-prod unchanged', 'preset_rules/ml-prod unchanged'];

const rules = suite<{ t: TestKernel }>('label rules in a fleet document');

rules.before(async (context) => {
  context.t = await bootFleetConfig(RULE_KERNEL);
});
rules.after(async ({ t }) => {
  await t.stop();
});

rules('label rules are created through their plugins, then unchanged; a fresh instance applying the export has nothing left to change', async ({ t }) => {
  assert.equal(actions((await plan(t, DOCUMENT)).body), ['budget_rules/ml-prod create', 'budget_rules/web-prod create', 'preset_rules/ml-prod create']);
  await planAndApply(t, DOCUMENT);
  assert.equal(
    (await auditRows(t, 'budget.rule.set')).map((row) => row.resource_id),
    ['ml-prod', 'web-prod'],
  );
  assert.equal(
    (await auditRows(t, 'sandbox.preset_rule.set')).map((row) => row.resource_id),
    ['ml-prod'],
  );
  assert.equal((await t.http.get('/api/preset-rules/ml-prod')).body.presets, ['pypi']);
  assert.equal((await t.http.get('/api/budget-rules/ml-prod')).body.limit_requests, 5000);
  const exported = (await t.http.get('/api/config/export')).text;
  assert.equal(actions((await plan(t, exported)).body), ALL_UNCHANGED);
  const target = await bootFleetConfig(RULE_KERNEL);
  try {
    await planAndApply(target, exported);
    assert.equal(actions((await plan(target, exported)).body), ALL_UNCHANGED);
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
  changed.preset_rules['ml-prod'] = { ...changed.preset_rules['ml-prod'], presets: ['pypi', 'docker'] };
  assert.equal((await plan(t, changed)).body.objects[2].fields, [{ field: 'presets', from: ['pypi'], to: ['pypi', 'docker'] }]);
  const unknown = await plan(t, { version: 1, preset_rules: { 'ml-prod': { ...DOCUMENT.preset_rules['ml-prod'], presets: ['nosuch'] } } });
  assert.equal(unknown.body.objects.find((object: { kind: string }) => object.kind === 'preset_rules').refusal, 'unknown preset nosuch');
  await planAndApply(t, changed);
  assert.is((await t.http.put('/api/budget-rules/web-prod', { ...DOCUMENT.budget_rules['web-prod'], action: 'detach' })).status, 200);
  assert.equal((await t.http.get('/api/config/drift')).body.objects, [
    { kind: 'budget_rules', name: 'web-prod', state: 'changed', fields: [{ field: 'action', from: 'notify', to: 'detach' }] },
  ]);
});

rules('a rule the document no longer declares is kept, and removed through the plugin only with prune', async ({ t }) => {
  const fewer = { version: 1, budget_rules: { 'ml-prod': DOCUMENT.budget_rules['ml-prod'] }, preset_rules: {} };
  assert.equal(actions((await plan(t, fewer)).body).slice(1), ['budget_rules/web-prod kept', 'preset_rules/ml-prod kept']);
  await planAndApply(t, fewer);
  assert.is((await t.http.get('/api/budget-rules/web-prod')).status, 200);
  await planAndApply(t, fewer, { prune: 'true' });
  assert.equal(
    (await auditRows(t, 'budget.rule.delete')).map((row) => row.resource_id),
    ['web-prod'],
  );
  assert.is((await t.http.get('/api/budget-rules/web-prod')).status, 404);
  assert.is((await t.http.get('/api/preset-rules/ml-prod')).status, 404);
});

rules.run();
