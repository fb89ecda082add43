// The fleet document against a real kernel: export → apply to a fresh instance → nothing left to change, field-level
// plans, idempotent apply, prune only when asked, stale plans refused, drift and its event, roles, hostile input.

import { auditRows, rows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { actions, applyRequest, bootFleetConfig, plan, planAndApply } from './helpers.ts';

interface Context {
  t: TestKernel;
}

interface DeclaredGateway {
  endpoint: string;
  auth_mode: string;
  description?: string;
  labels?: Record<string, string>;
}

const DOCUMENT: { version: number; gateways: Record<string, DeclaredGateway> } = {
  version: 1,
  gateways: {
    'prod-eu': { endpoint: 'http://127.0.0.1:1', auth_mode: 'none', description: 'Production, EU', labels: { env: 'prod', region: 'eu' } },
    'staging-eu': { endpoint: '127.0.0.1:2', auth_mode: 'none', labels: { env: 'staging' } },
  },
};

const fleet = suite<Context>('fleet document');

function detailOf(row: Record<string, unknown>): Record<string, unknown> {
  return typeof row.detail === 'string' ? JSON.parse(row.detail) : (row.detail as Record<string, unknown>);
}

async function gatewayNamed(t: TestKernel, name: string): Promise<Record<string, any> | undefined> {
  return (await t.http.get('/api/gateway/list')).body.items.find((gateway: { name: string }) => gateway.name === name);
}

fleet.before(async (context) => {
  context.t = await bootFleetConfig();
});
fleet.after(async ({ t }) => {
  await t.stop();
});

fleet('a plan of a new document creates every object, field by field, and changes nothing', async ({ t }) => {
  const asOperator = await plan(t, DOCUMENT, { as: 'operator' });
  assert.equal(
    asOperator.body.objects.map((object: { refusal: string }) => object.refusal),
    ['needs the admin role on gateway prod-eu', 'needs the admin role on gateway staging-eu'],
    'the role rule that would refuse the apply shows in the plan',
  );
  const planned = await plan(t, DOCUMENT);
  assert.is(planned.status, 200, planned.text);
  assert.equal(actions(planned.body), ['gateways/prod-eu create', 'gateways/staging-eu create']);
  const staging = planned.body.objects[1];
  assert.equal(
    staging.fields.find((diff: { field: string }) => diff.field === 'endpoint'),
    { field: 'endpoint', from: null, to: 'http://127.0.0.1:2' },
    'the endpoint as the registry stores it',
  );
  assert.equal(planned.body.summary, { create: 2, change: 0, unchanged: 0, delete: 0, kept: 0, refused: 0 });
  assert.match(planned.body.plan_hash, /^[0-9a-f]{64}$/);
  assert.equal(await rows(t, 'SELECT name FROM gateways'), [], 'read-only');
});

fleet('apply creates them through the gateways plugin (its audit rows and events), as one audited operation', async ({ t }) => {
  const result = await planAndApply(t, DOCUMENT);
  assert.equal(result.summary, { done: 2, failed: 0 });
  assert.equal(
    result.outcomes.map((outcome: { name: string; action: string; outcome: string }) => `${outcome.name} ${outcome.action} ${outcome.outcome}`),
    ['prod-eu create done', 'staging-eu create done'],
  );
  const registered = await auditRows(t, 'gateway.register');
  assert.equal(registered.map((row) => row.resource_id).sort(), ['prod-eu', 'staging-eu']);
  const [apply] = await auditRows(t, 'config.apply');
  const operationOf = (row: Record<string, unknown>) => detailOf(row).operation_id;
  assert.ok(operationOf(apply!));
  assert.ok(
    registered.every((row) => operationOf(row) === operationOf(apply!)),
    'rows name the operation',
  );
  assert.equal(
    t.eventsNamed('gateway.registered').map((event) => (event.data as { labels: unknown }).labels),
    [{ env: 'prod', region: 'eu' }, { env: 'staging' }],
  );
  assert.is(t.eventsNamed('config.applied').length, 1);
});

fleet('applying the same document again changes nothing', async ({ t }) => {
  const planned = await plan(t, DOCUMENT);
  assert.equal(planned.body.summary, { create: 0, change: 0, unchanged: 2, delete: 0, kept: 0, refused: 0 });
  const gatewayRows = (await rows(t, "SELECT id FROM audit_log WHERE action LIKE 'gateway.%'")).length;
  const result = await planAndApply(t, DOCUMENT);
  assert.equal(result, { outcomes: [], summary: { done: 0, failed: 0 } });
  assert.is((await rows(t, "SELECT id FROM audit_log WHERE action LIKE 'gateway.%'")).length, gatewayRows);
  assert.is(t.eventsNamed('gateway.updated').length, 0);
});

fleet('a changed document plans exactly the changed fields; apply makes that change with one update', async ({ t }) => {
  const changed = structuredClone(DOCUMENT);
  changed.gateways['prod-eu']!.labels = { env: 'prod', region: 'eu', tier: 'gold' };
  changed.gateways['staging-eu']!.description = 'Staging';
  const planned = await plan(t, changed);
  assert.equal(actions(planned.body), ['gateways/prod-eu change', 'gateways/staging-eu change']);
  assert.equal(planned.body.objects[0].fields, [{ field: 'labels', from: { env: 'prod', region: 'eu' }, to: { env: 'prod', region: 'eu', tier: 'gold' } }]);
  assert.equal(planned.body.objects[1].fields, [{ field: 'description', from: null, to: 'Staging' }]);
  await planAndApply(t, changed);
  assert.equal(
    t
      .eventsNamed('gateway.updated')
      .map((event) => event.data as Record<string, unknown>)
      .map(({ gateway, changed: fields }) => ({ gateway, fields })),
    [
      { gateway: 'prod-eu', fields: ['labels'] },
      { gateway: 'staging-eu', fields: ['description'] },
    ],
  );
  assert.equal(actions((await plan(t, changed)).body), ['gateways/prod-eu unchanged', 'gateways/staging-eu unchanged']);
});

fleet('what the document does not declare is kept, and deleted only with prune', async ({ t }) => {
  const registered = await t.http.post('/api/gateway/register', { name: 'adhoc', endpoint: 'http://127.0.0.1:3', auth_mode: 'none' });
  assert.is(registered.status, 201);
  const kept = await plan(t, DOCUMENT);
  assert.equal(kept.body.objects.find((object: { name: string }) => object.name === 'adhoc').action, 'kept');
  assert.equal(
    (await planAndApply(t, DOCUMENT)).outcomes.map((outcome: { name: string }) => outcome.name),
    ['prod-eu', 'staging-eu'],
  );
  assert.ok(await gatewayNamed(t, 'adhoc'), 'kept without prune');
  const pruning = await plan(t, DOCUMENT, { query: { prune: 'true' } });
  assert.equal(pruning.body.summary.delete, 1);
  assert.equal((await planAndApply(t, DOCUMENT, { prune: 'true' })).outcomes, [
    { kind: 'gateways', name: 'adhoc', action: 'delete', outcome: 'done', code: null, detail: null },
  ]);
  assert.equal(
    (await auditRows(t, 'gateway.unregister')).map((row) => row.resource_id),
    ['adhoc'],
  );
});

fleet('a plan whose live state changed since is refused (409 PLAN_STALE) and changes nothing', async ({ t }) => {
  const changed = structuredClone(DOCUMENT);
  changed.gateways['staging-eu']!.labels = { env: 'staging', owner: 'qa' };
  const planned = await plan(t, changed);
  assert.is((await t.http.patch('/api/gateway/staging-eu', { description: 'changed by hand' })).status, 200);
  const stale = await applyRequest(t, changed, planned.body.plan_hash);
  assert.equal([stale.status, stale.body.code], [409, 'PLAN_STALE']);
  const otherDocument = await applyRequest(t, DOCUMENT, (await plan(t, changed)).body.plan_hash);
  assert.equal([otherDocument.status, otherDocument.body.code], [409, 'PLAN_STALE'], 'a hash approves its own document only');
  assert.equal((await gatewayNamed(t, 'staging-eu'))?.labels, { env: 'staging' });
});

fleet('drift: an API change after an apply is reported field by field, and config.drifted fires once', async ({ t }) => {
  await planAndApply(t, DOCUMENT, { prune: 'true' });
  assert.equal((await t.http.get('/api/config/drift', { as: 'operator' })).body.drifted, false);
  await t.http.patch('/api/gateway/prod-eu', { labels: { env: 'test' } });
  const drift = await t.http.get('/api/config/drift', { as: 'operator' });
  assert.equal(drift.body.objects, [
    { kind: 'gateways', name: 'prod-eu', state: 'changed', fields: [{ field: 'labels', from: { env: 'prod', region: 'eu' }, to: { env: 'test' } }] },
  ]);
  t.manualClock!.advance(300_000);
  await t.tick();
  const [event] = t.eventsNamed('config.drifted');
  assert.equal(
    { ...(event?.data as Record<string, unknown>), actor: undefined },
    { actor: undefined, objects: [{ kind: 'gateways', name: 'prod-eu', state: 'changed', fields: ['labels'] }] },
  );
  t.manualClock!.advance(300_000);
  await t.tick();
  assert.is(t.eventsNamed('config.drifted').length, 1, 'the same drift is announced once');
  const declared = (await t.http.get('/api/system/events')).body.items.map((item: { name: string }) => item.name);
  assert.ok(declared.includes('config.drifted'), 'declared, so webhooks may subscribe to it');
  await t.http.post('/api/gateway/register', { name: 'extra', endpoint: 'http://127.0.0.1:4', auth_mode: 'none' });
  const more = await t.http.get('/api/config/drift');
  assert.equal(
    more.body.objects.map((object: { name: string; state: string }) => `${object.name} ${object.state}`),
    ['prod-eu changed', 'extra extra'],
  );
});

fleet('roles: a viewer cannot plan, neither a viewer nor an operator can apply or export', async ({ t }) => {
  const planned = await plan(t, DOCUMENT);
  assert.is((await plan(t, DOCUMENT, { as: 'viewer' })).status, 403);
  for (const role of ['viewer', 'operator'] as const) {
    const refused = await applyRequest(t, DOCUMENT, planned.body.plan_hash, { as: role });
    assert.equal([refused.status, refused.body.code], [403, 'PERMISSION_DENIED'], role);
    assert.is((await t.http.get('/api/config/export', { as: role })).status, 403);
  }
  assert.is((await t.http.get('/api/config/drift', { as: 'viewer' })).status, 403);
});

fleet('hostile documents are 4xx with the field named: wrong types, unknown keys, an alias bomb, too large, too deep', async ({ t }) => {
  const wrong = await plan(t, { version: 1, gateways: { 'prod-eu': { endpoint: 5, auth_mode: 'magic', labels: 'x' } } });
  assert.equal([wrong.status, wrong.body.code], [400, 'VALIDATION_ERROR']);
  assert.equal(wrong.body.errors.map((error: { path: string }) => error.path).sort(), [
    'body.gateways.prod-eu.auth_mode',
    'body.gateways.prod-eu.endpoint',
    'body.gateways.prod-eu.labels',
  ]);
  const inline = await plan(t, { version: 1, gateways: { a: { endpoint: 'http://127.0.0.1:5', auth_mode: 'api_key', api_key: 'sk-inline' } } });
  assert.equal(
    inline.body.errors.map((error: { path: string }) => error.path),
    ['body.gateways.a'],
    'a secret value inline is refused',
  );
  assert.equal((await plan(t, { version: 2 })).body.errors[0].path, 'body.version');
  const bomb = [
    'a: &a [x, x, x, x, x, x, x, x, x, x]',
    ...Array.from(
      { length: 12 },
      (_, i) =>
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}]`,
    ),
  ].join('\n');
  assert.is((await plan(t, bomb)).status, 400, 'alias bomb');
  assert.is((await plan(t, `version: 1\nx: "${'y'.repeat(2 * 1024 * 1024)}"`)).status, 413, 'too large');
  assert.is((await plan(t, `${'['.repeat(200)}${']'.repeat(200)}`)).status, 400, 'too deep');
  assert.is((await plan(t, '{version: 1, gateways: [')).status, 400, 'not YAML');
  const missingHash = await t.http.request('POST', '/api/config/apply', { raw: 'version: 1', headers: { 'content-type': 'application/yaml' } });
  assert.equal([missingHash.status, missingHash.body.errors?.[0]?.path], [400, 'query.plan_hash']);
});

fleet.run();

const fresh = suite('export → apply to a fresh instance');

fresh('the exported document applied to a fresh instance plans no changes there', async () => {
  const source = await bootFleetConfig();
  const target = await bootFleetConfig();
  try {
    await source.http.post('/api/gateway/register', { name: 'gw-a', endpoint: '127.0.0.1:10', auth_mode: 'none', labels: { env: 'prod' }, description: 'A' });
    await source.http.post('/api/gateway/register', { name: 'gw-b', endpoint: 'http://127.0.0.1:11', auth_mode: 'none', default_workspace: 'team-b' });
    const exported = await source.http.get('/api/config/export');
    assert.equal([exported.status, exported.headers.get('content-type')?.split(';')[0]], [200, 'application/yaml']);
    assert.equal(actions((await plan(source, exported.text)).body), ['gateways/gw-a unchanged', 'gateways/gw-b unchanged'], 'the export is the live state');
    assert.equal(actions((await plan(target, exported.text)).body), ['gateways/gw-a create', 'gateways/gw-b create']);
    await planAndApply(target, exported.text);
    assert.equal(actions((await plan(target, exported.text)).body), ['gateways/gw-a unchanged', 'gateways/gw-b unchanged']);
    assert.is((await target.http.get('/api/config/export')).text, exported.text);
  } finally {
    await source.stop();
    await target.stop();
  }
});

fresh.run();

const rules = suite('owner rules in a plan');

rules('a rule of the owning plugin that would refuse an object shows in the plan, and apply is refused', async () => {
  const t = await bootFleetConfig({ env: { SERVICE_LOCAL_MODE: 'false' } });
  try {
    const document = { version: 1, gateways: { inside: { endpoint: 'http://10.1.2.3:8080', auth_mode: 'none' } } };
    const planned = await plan(t, document);
    assert.match(planned.body.objects[0].refusal, /private|not allowed/i);
    assert.is(planned.body.summary.refused, 1);
    const refused = await applyRequest(t, document, planned.body.plan_hash);
    assert.equal([refused.status, refused.body.code, refused.body.objects?.[0]?.name], [409, 'PLAN_REFUSED', 'inside']);
    assert.equal((await t.http.get('/api/gateway/list')).body.items, []);
  } finally {
    await t.stop();
  }
});

rules.run();
