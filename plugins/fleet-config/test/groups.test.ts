// Groups and users' per-gateway roles as declarable kinds of the users plugin: groups by name with their members
// (by email; users are never declared) and gateway roles, users' gateway roles by email, applied after the gateways
// through the same service methods as the routes (same audit rows and events), refused in the plan when a member,
// a gateway or the last admin would be missing, pruned only with the flag.

import { auditRows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { actions, applyRequest, assertExportRoundTrips, bootFleetConfig, plan, planAndApply } from './helpers.ts';

const ALICE = 'alice@example.test';
const BOB = 'bob@example.test';
const CAROL = 'carol@example.test';

const DOCUMENT = {
  version: 1,
  gateways: { 'prod-eu': { endpoint: 'http://127.0.0.1:1', auth_mode: 'none' } },
  groups: {
    sre: { description: 'On call', role: 'operator', members: [BOB, ALICE], gateway_roles: { 'prod-eu': 'admin' } },
    auditors: { members: [CAROL] },
  },
  user_gateway_roles: { [CAROL]: { gateway_roles: { 'prod-eu': 'operator' } } },
};

function boot(): Promise<TestKernel> {
  return bootFleetConfig({ plugins: ['users'], env: { SERVICE_AUTH_PASSWORD_HASH_COST: '10' } });
}

async function invite(t: TestKernel, ...emails: string[]): Promise<void> {
  for (const email of emails) assert.is((await t.http.post('/api/auth/users', { email, role: 'viewer' })).status, 201);
}

/** An audit row as the API and a document both write it: the ids and the operation aside. */
function shapeOf(row: Record<string, any>): Record<string, unknown> {
  const { operation_id: _operation, user_id: _user, ...detail } = row.detail ?? {};
  return { action: row.action, resource_type: row.resource_type, gateway: row.gateway, detail };
}

async function identityRows(t: TestKernel, since = 0): Promise<Array<Record<string, any>>> {
  return (await auditRows(t)).filter((row) => /^(group\.|user\.gateway_role\.)/.test(row.action)).slice(since);
}

const groups = suite<{ t: TestKernel }>('groups and gateway roles in a fleet document');

groups.before(async (context) => {
  context.t = await boot();
  await invite(context.t, ALICE, BOB, CAROL);
});
groups.after(async ({ t }) => {
  await t.stop();
});

groups('groups and gateway roles are created after their gateway with the audit rows the routes write, then unchanged', async ({ t }) => {
  assert.equal(actions((await plan(t, DOCUMENT)).body), [
    'gateways/prod-eu create',
    'groups/auditors create',
    'groups/sre create',
    `user_gateway_roles/${CAROL} create`,
  ]);
  await planAndApply(t, DOCUMENT);
  const declared = await identityRows(t);
  assert.equal(
    declared.map((row) => row.action),
    ['group.create', 'group.member.add', 'group.create', 'group.member.add', 'group.member.add', 'group.gateway_role.set', 'user.gateway_role.set'],
  );
  assert.ok(
    declared.every((row) => row.detail.operation_id),
    'each row names the apply operation',
  );
  assert.equal(
    t.eventsNamed('group.created').map((event) => (event.data as { name: string }).name),
    ['auditors', 'sre'],
  );

  // The same changes through the API write the same rows.
  const api = await t.http.post('/api/auth/groups', { name: 'sre-api', description: 'On call', role: 'operator' });
  await t.http.post('/api/auth/groups/sre-api/members', { email: ALICE });
  await t.http.put('/api/auth/groups/sre-api/gateway-roles/prod-eu', { role: 'admin' });
  const viaApi = (await identityRows(t, declared.length)).map(shapeOf);
  const sre = declared.slice(2, 4).concat(declared[5]!).map(shapeOf);
  assert.equal(JSON.parse(JSON.stringify(viaApi).replaceAll('sre-api', 'sre')), sre);
  assert.is((await t.http.delete(`/api/auth/groups/${api.body.id}`)).status, 204);

  assert.equal(
    actions((await plan(t, DOCUMENT)).body).filter((action) => !action.endsWith('unchanged')),
    [],
  );
  assert.equal((await planAndApply(t, DOCUMENT)).outcomes, [], 'applying again changes nothing');
});

groups('export applied to a fresh kernel with the same users plans no change', async ({ t }) => {
  const exported = (await t.http.get('/api/config/export')).text;
  assert.equal(parse(exported).groups.sre, { description: 'On call', role: 'operator', members: [ALICE, BOB], gateway_roles: { 'prod-eu': 'admin' } });
  const fresh = await boot();
  await invite(fresh, ALICE, BOB, CAROL);
  await assertExportRoundTrips(t, fresh);
});

groups('a changed group plans exact field diffs and applies only them, members and roles one by one', async ({ t }) => {
  const changed = structuredClone(DOCUMENT);
  Object.assign(changed.groups.sre, { description: 'Paging', members: [ALICE], gateway_roles: {} });
  changed.user_gateway_roles[CAROL]!.gateway_roles['prod-eu'] = 'viewer';
  const planned = (await plan(t, changed)).body.objects;
  assert.equal(planned.find((object: { name: string }) => object.name === 'sre').fields, [
    { field: 'description', from: 'On call', to: 'Paging' },
    { field: 'members', from: [ALICE, BOB], to: [ALICE] },
    { field: 'gateway_roles', from: { 'prod-eu': 'admin' }, to: {} },
  ]);
  assert.equal(planned.find((object: { name: string }) => object.name === CAROL).fields, [
    { field: 'gateway_roles', from: { 'prod-eu': 'operator' }, to: { 'prod-eu': 'viewer' } },
  ]);
  const before = (await identityRows(t)).length;
  await planAndApply(t, changed);
  const rows = await identityRows(t, before);
  assert.equal(
    rows.map((row) => row.action),
    ['group.update', 'group.member.remove', 'group.gateway_role.remove', 'user.gateway_role.set'],
  );
  assert.equal(rows[0]!.detail.before, { name: 'sre', description: 'On call', role: 'operator' });
  assert.equal(rows[3]!.detail, { subject: CAROL, role: 'viewer', previous_role: 'operator', operation_id: rows[3]!.detail.operation_id });
  assert.equal(
    (await t.http.get('/api/auth/groups/sre/members')).body.items.map((member: { email: string }) => member.email),
    [ALICE],
  );
});

groups('prune removes undeclared groups and gateway roles only with the flag; users stay', async ({ t }) => {
  const fewer = { version: 1, groups: { sre: { description: 'Paging', role: 'operator', members: [ALICE] } }, user_gateway_roles: {} };
  assert.equal(actions((await plan(t, fewer)).body).slice(1), ['groups/auditors kept', 'groups/sre unchanged', `user_gateway_roles/${CAROL} kept`]);
  const before = (await identityRows(t)).length;
  await planAndApply(t, fewer, { prune: 'true' });
  assert.equal(
    (await identityRows(t, before)).map((row) => row.action),
    ['user.gateway_role.remove', 'group.delete'],
  );
  const carol = await t.http.get(`/api/auth/users/${CAROL}`);
  assert.equal([carol.status, carol.body.groups], [200, []]);
  assert.equal((await t.http.get(`/api/auth/users/${CAROL}/gateway-roles`)).body.items, []);
});

groups('refusals in the plan: an unknown member or gateway, the last admin, a caller below admin', async ({ t }) => {
  const root = await t.http.post('/api/auth/users', { email: 'root@example.test', role: null, password: 'a long unusual passphrase 93' });
  assert.is(root.status, 201, root.text);
  await t.http.post('/api/auth/groups', { name: 'admins', role: 'admin' });
  await t.http.post('/api/auth/groups/admins/members', { email: 'root@example.test' });
  const refused = {
    version: 1,
    groups: {
      admins: { role: 'operator', members: ['root@example.test'] },
      ghosts: { members: ['nobody@example.test'] },
      far: { gateway_roles: { nowhere: 'admin' } },
    },
    user_gateway_roles: { 'nobody@example.test': { gateway_roles: { 'prod-eu': 'viewer' } } },
  };
  const planned = await plan(t, refused);
  const refusals = Object.fromEntries(
    planned.body.objects
      .filter((object: { action: string }) => object.action !== 'kept')
      .map((object: { name: string; refusal: string | null }) => [object.name, object.refusal]),
  );
  assert.equal(refusals, {
    admins: 'This would leave no active admin; make someone else an admin first.',
    far: 'no gateway named nowhere',
    ghosts: 'no user nobody@example.test: users are not declared, create or invite them first',
    'nobody@example.test': 'no user nobody@example.test: users are not declared, create or invite them first',
  });
  const applied = await applyRequest(t, refused, planned.body.plan_hash);
  assert.equal([applied.status, applied.body.code], [409, 'PLAN_REFUSED']);
  assert.is((await t.http.get('/api/auth/groups/admins')).body.role, 'admin');

  const operator = await t.http.as('operator').post('/api/config/plan', { version: 1, groups: { sre: { role: 'admin' } } });
  assert.is(operator.body.objects.find((object: { name: string }) => object.name === 'sre').refusal, 'needs the admin role');
});

groups.run();
