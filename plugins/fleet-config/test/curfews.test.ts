// Curfews as a declarable kind of the curfew plugin: declared by gateway name beside the gateway they belong to,
// applied after it through the curfew store (its audit row), planned field by field, and never pruned (the API has
// no way to remove a curfew, so a plan that would is refused).

import { auditRows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { actions, applyRequest, bootFleetConfig, plan, planAndApply } from './helpers.ts';

const DOCUMENT: {
  version: number;
  gateways: Record<string, unknown>;
  curfews: Record<string, { enabled: boolean; start_minute: number; end_minute: number; timezone: string }>;
} = {
  version: 1,
  gateways: { 'prod-eu': { endpoint: 'http://127.0.0.1:1', auth_mode: 'none' } },
  curfews: { 'prod-eu': { enabled: true, start_minute: 1320, end_minute: 360, timezone: 'Europe/Berlin' } },
};

const curfews = suite<{ t: TestKernel }>('curfews in a fleet document');

curfews.before(async (context) => {
  context.t = await bootFleetConfig({ plugins: ['providers', 'sandboxes', 'kill-switch', 'curfew'], env: { SERVICE_CURFEW_CHECK_INTERVAL: '3600' } });
});
curfews.after(async ({ t }) => {
  await t.stop();
});

curfews('a gateway and its curfew are created in one apply, the gateway first', async ({ t }) => {
  assert.equal(actions((await plan(t, DOCUMENT)).body), ['gateways/prod-eu create', 'curfews/prod-eu create']);
  const result = await planAndApply(t, DOCUMENT);
  assert.equal(
    result.outcomes.map((outcome: { kind: string; outcome: string }) => `${outcome.kind} ${outcome.outcome}`),
    ['gateways done', 'curfews done'],
  );
  const [set] = await auditRows(t, 'curfew.set');
  assert.is(set?.resource_id, 'prod-eu');
  assert.equal((await t.http.get('/api/gateway/prod-eu/curfew')).body.start_minute, 1320);
  assert.equal(actions((await plan(t, DOCUMENT)).body), ['gateways/prod-eu unchanged', 'curfews/prod-eu unchanged']);
});

curfews('a changed window plans only that field; a curfew set through the API drifts', async ({ t }) => {
  const changed = structuredClone(DOCUMENT);
  changed.curfews['prod-eu']!.end_minute = 420;
  const planned = await plan(t, changed);
  assert.equal(planned.body.objects[1].fields, [{ field: 'end_minute', from: 360, to: 420 }]);
  await planAndApply(t, changed);
  const put = await t.http.put('/api/gateway/prod-eu/curfew', { enabled: false, start_minute: 1320, end_minute: 420, timezone: 'Europe/Berlin' });
  assert.is(put.status, 200);
  assert.equal((await t.http.get('/api/config/drift')).body.objects, [
    { kind: 'curfews', name: 'prod-eu', state: 'changed', fields: [{ field: 'enabled', from: true, to: false }] },
  ]);
});

curfews('pruning a curfew is refused in the plan and by apply', async ({ t }) => {
  const without = { ...DOCUMENT, curfews: {} };
  const planned = await plan(t, without, { query: { prune: 'true' } });
  const pruned = planned.body.objects.find((object: { kind: string }) => object.kind === 'curfews');
  assert.equal([pruned.action, pruned.refusal], ['delete', 'a curfew is switched off with enabled: false, never removed']);
  const refused = await applyRequest(t, without, planned.body.plan_hash, { query: { prune: 'true' } });
  assert.equal([refused.status, refused.body.code], [409, 'PLAN_REFUSED']);
  assert.ok((await t.http.get('/api/gateway/prod-eu/curfew')).status === 200);
});

curfews.run();
