import { type Actor, definePlugin, type Role } from '@portcullis/core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fourTierRole } from '../src/services/role-resolver.ts';
import { auditRows, bootUsers, setupAdmin, userWithRole } from './helpers.ts';

/** A route per required role on a gateway path, answering the caller's effective role there. */
const roleProbe = definePlugin({
  id: 'role-probe',
  description: 'test routes with per-gateway roles',
  register(api) {
    api.route({ method: 'GET', path: '/api/probe/{gw}', access: 'viewer', summary: 'probe', handler: (request) => ({ role: request.role }) });
    api.route({ method: 'POST', path: '/api/probe/{gw}', access: 'operator', summary: 'probe', handler: (request) => ({ role: request.role }) });
  },
});

const knownGateways = new Set(['gw-a', 'gw-b']);
/** Stands in for the gateways plugin: exports `gatewayRegistry` with `exists(name)`, the agreed contract. */
const fakeGateways = definePlugin({
  id: 'gateways',
  description: 'test stand-in for the gateway registry',
  register(api) {
    api.provide('gatewayRegistry' as never, (() => ({ exists: async (name: string) => knownGateways.has(name) })) as never);
  },
});

test('fourTierRole: the first tier with a value decides; within a tier the highest rank wins', () => {
  const none = { individualGateway: null, groupGateway: [], individualGlobal: null, groupGlobal: [] };
  assert.is(fourTierRole(none), null);
  assert.is(fourTierRole({ ...none, groupGlobal: ['viewer', 'admin', 'operator'] }), 'admin');
  assert.is(fourTierRole({ ...none, individualGlobal: 'viewer', groupGlobal: ['admin'] }), 'viewer');
  assert.is(fourTierRole({ ...none, groupGateway: ['viewer', 'operator'], individualGlobal: 'admin' }), 'operator');
  assert.is(fourTierRole({ ...none, individualGateway: 'viewer', groupGateway: ['admin'], individualGlobal: 'admin' }), 'viewer');
});

interface Scenario {
  name: string;
  role: Role | null;
  groups: string[];
  overrides?: Record<string, Role>;
  expect: { 'gw-a': Role | null; 'gw-b': Role | null; global: Role | null };
}

// Groups: their global role, and their per-gateway overrides.
const GROUPS: Record<string, { role: Role | null; overrides: Record<string, Role> }> = {
  readers: { role: 'viewer', overrides: {} },
  operators: { role: 'operator', overrides: {} },
  admins: { role: 'admin', overrides: {} },
  'a-viewers': { role: null, overrides: { 'gw-a': 'viewer' } },
  'a-operators': { role: null, overrides: { 'gw-a': 'operator' } },
  'b-admins': { role: 'viewer', overrides: { 'gw-b': 'admin' } },
};

const SCENARIOS: Scenario[] = [
  { name: 'individual global role only', role: 'operator', groups: [], expect: { 'gw-a': 'operator', 'gw-b': 'operator', global: 'operator' } },
  {
    name: 'individual gateway role beats individual global',
    role: 'viewer',
    groups: [],
    overrides: { 'gw-a': 'admin' },
    expect: { 'gw-a': 'admin', 'gw-b': 'viewer', global: 'viewer' },
  },
  {
    name: 'individual gateway role beats group gateway role (even a higher one)',
    role: 'admin',
    groups: ['b-admins'],
    overrides: { 'gw-b': 'viewer' },
    expect: { 'gw-a': 'admin', 'gw-b': 'viewer', global: 'admin' },
  },
  {
    name: 'group gateway role beats individual global role (also downwards)',
    role: 'admin',
    groups: ['a-viewers'],
    expect: { 'gw-a': 'viewer', 'gw-b': 'admin', global: 'admin' },
  },
  {
    name: 'several group gateway roles: the highest wins',
    role: 'viewer',
    groups: ['a-viewers', 'a-operators'],
    expect: { 'gw-a': 'operator', 'gw-b': 'viewer', global: 'viewer' },
  },
  {
    name: 'individual global role beats group global role (also downwards)',
    role: 'viewer',
    groups: ['admins'],
    expect: { 'gw-a': 'viewer', 'gw-b': 'viewer', global: 'viewer' },
  },
  { name: 'no individual role: group global role', role: null, groups: ['operators'], expect: { 'gw-a': 'operator', 'gw-b': 'operator', global: 'operator' } },
  {
    name: 'no individual role, groups of different rank: the highest wins',
    role: null,
    groups: ['readers', 'admins', 'operators'],
    expect: { 'gw-a': 'admin', 'gw-b': 'admin', global: 'admin' },
  },
  {
    name: 'group gateway role over group global roles of another group',
    role: null,
    groups: ['admins', 'a-viewers'],
    expect: { 'gw-a': 'viewer', 'gw-b': 'admin', global: 'admin' },
  },
  {
    name: 'gateway roles equal to the global role: no gateway differs',
    role: 'operator',
    groups: ['a-operators'],
    overrides: { 'gw-b': 'operator' },
    expect: { 'gw-a': 'operator', 'gw-b': 'operator', global: 'operator' },
  },
  { name: 'group with gateway and global role', role: null, groups: ['b-admins'], expect: { 'gw-a': 'viewer', 'gw-b': 'admin', global: 'viewer' } },
  {
    name: 'only a per-gateway grant: no role anywhere else',
    role: null,
    groups: [],
    overrides: { 'gw-b': 'operator' },
    expect: { 'gw-a': null, 'gw-b': 'operator', global: null },
  },
  { name: 'only a group gateway grant', role: null, groups: ['a-operators'], expect: { 'gw-a': 'operator', 'gw-b': null, global: null } },
  { name: 'no role at all', role: null, groups: [], expect: { 'gw-a': null, 'gw-b': null, global: null } },
];

/** What `/api/auth/check` names in `gateway_roles`: each gateway where the effective role is not the global one. */
function differingRoles(expected: Scenario['expect']): Record<string, Role> {
  const { global, ...gateways } = expected;
  return Object.fromEntries(Object.entries(gateways).filter((entry): entry is [string, Role] => entry[1] !== null && entry[1] !== global));
}

test('the four tiers, table-driven over users, groups and overrides, for two gateways (through the real routes and resolver)', async () => {
  const t = await bootUsers({ testActors: false, plugins: ['users', roleProbe] });
  try {
    const admin = await setupAdmin(t);
    const groupIds: Record<string, string> = {};
    for (const [name, group] of Object.entries(GROUPS)) {
      const created = await admin.post('/api/auth/groups', { name, role: group.role });
      assert.is(created.status, 201, created.text);
      groupIds[name] = created.body.id;
      for (const [gateway, role] of Object.entries(group.overrides)) {
        assert.is((await admin.put(`/api/auth/groups/${name}/gateway-roles/${gateway}`, { role })).status, 200);
      }
    }
    const access = t.resolve('access');
    for (const [index, scenario] of SCENARIOS.entries()) {
      const email = `user${index}@example.test`;
      const user = await userWithRole(t, admin, email, scenario.role);
      for (const group of scenario.groups) {
        assert.is((await admin.post(`/api/auth/groups/${groupIds[group]}/members`, { email })).status, 201);
      }
      for (const [gateway, role] of Object.entries(scenario.overrides ?? {})) {
        assert.is((await admin.put(`/api/auth/users/${user.id}/gateway-roles/${gateway}`, { role })).status, 200);
      }
      const actor: Actor = { type: 'user', id: user.id, name: email, role: 'viewer', method: 'session' };
      for (const gateway of ['gw-a', 'gw-b'] as const) {
        assert.is(await access.effectiveRole({ ...actor }, gateway), scenario.expect[gateway], `${scenario.name}: ${gateway}`);
        const probe = await user.get(`/api/probe/${gateway}`);
        const expected = scenario.expect[gateway];
        assert.is(probe.status, expected ? 200 : 403, `${scenario.name}: HTTP on ${gateway}`);
        if (expected) assert.is(probe.body.role, expected);
        const write = await user.post(`/api/probe/${gateway}`);
        assert.is(write.status, expected === 'operator' || expected === 'admin' ? 200 : 403, `${scenario.name}: operator route on ${gateway}`);
      }
      assert.is(await access.effectiveRole({ ...actor }, null), scenario.expect.global, `${scenario.name}: global`);
      const check = (await user.get('/api/auth/check')).body;
      assert.is(check.role, scenario.expect.global, `${scenario.name}: /check`);
      assert.equal(check.gateway_roles, differingRoles(scenario.expect), `${scenario.name}: /check gateway_roles`);
    }
  } finally {
    await t.stop();
  }
});

test('a caller whose only role is on one gateway reads what the console needs: its roles and the plugin list', async () => {
  const t = await bootUsers({ testActors: false, plugins: ['users', roleProbe] });
  try {
    const admin = await setupAdmin(t);
    const user = await userWithRole(t, admin, 'gateway-only@example.test', null);
    await admin.put(`/api/auth/users/${user.id}/gateway-roles/gw-a`, { role: 'admin' });
    const check = await user.get('/api/auth/check');
    assert.equal([check.body.role, check.body.gateway_roles, check.body.demoted_on], [null, { 'gw-a': 'admin' }, []]);
    const plugins = await user.get('/api/system/plugins');
    assert.is(plugins.status, 200, plugins.text);
    assert.ok(plugins.body.items.some((item: { id: string; enabled: boolean }) => item.id === 'users' && item.enabled));
    assert.is((await user.get('/api/system/events')).status, 403, 'the rest of the system pages stays with global roles');
  } finally {
    await t.stop();
  }
});

test('changes to groups and overrides apply on the next request', async () => {
  const t = await bootUsers({ testActors: false, plugins: ['users', roleProbe] });
  try {
    const admin = await setupAdmin(t);
    const user = await userWithRole(t, admin, 'u@example.test', 'viewer');
    assert.is((await user.post('/api/probe/gw-a')).status, 403);
    await admin.post('/api/auth/groups', { name: 'ops', role: 'operator' });
    await admin.put('/api/auth/groups/ops/gateway-roles/gw-a', { role: 'operator' });
    await admin.post('/api/auth/groups/ops/members', { email: 'u@example.test' });
    assert.is((await user.post('/api/probe/gw-a')).status, 200, 'group gateway role');
    assert.is((await admin.delete('/api/auth/groups/ops/gateway-roles/gw-a')).status, 204);
    assert.is((await user.post('/api/probe/gw-a')).status, 403, 'individual viewer wins over the group global role');
    await admin.put(`/api/auth/users/${user.id}/gateway-roles/gw-a`, { role: 'admin' });
    assert.is((await user.get('/api/probe/gw-a')).body.role, 'admin');
    const listed = await admin.get(`/api/auth/users/${user.id}/gateway-roles`);
    assert.equal(
      listed.body.items.map((item: { gateway: string; role: string }) => [item.gateway, item.role]),
      [['gw-a', 'admin']],
    );
    assert.is((await admin.delete(`/api/auth/users/${user.id}/gateway-roles/gw-a`)).status, 204);
    assert.is((await admin.delete(`/api/auth/users/${user.id}/gateway-roles/gw-a`)).status, 404, 'nothing left to remove');
    assert.is((await user.get('/api/probe/gw-a')).body.role, 'viewer');
    const refused = await user.put(`/api/auth/users/${user.id}/gateway-roles/gw-a`, { role: 'admin' });
    assert.is(refused.status, 403, 'a viewer cannot grant itself a role');
    const gatewayAdmin = await userWithRole(t, admin, 'gwadmin@example.test', 'viewer');
    await admin.put(`/api/auth/users/${gatewayAdmin.id}/gateway-roles/gw-a`, { role: 'admin' });
    const escalation = await gatewayAdmin.put(`/api/auth/users/${user.id}/gateway-roles/gw-a`, { role: 'admin' });
    assert.is(escalation.status, 403, 'admin on one gateway is not enough to hand out roles: it needs a global admin');
    assert.is((await admin.put(`/api/auth/users/${user.id}/gateway-roles/gw-a`, { role: 'owner' })).status, 400);
    assert.is((await admin.put(`/api/auth/users/${user.id}/gateway-roles/bad%20name`, { role: 'admin' })).status, 400);
    assert.is((await admin.put('/api/auth/users/nobody@example.test/gateway-roles/gw-a', { role: 'admin' })).body.code, 'USER_NOT_FOUND');
  } finally {
    await t.stop();
  }
});

test('groups: CRUD, members and gateway roles, each with the spec audit action', async () => {
  const t = await bootUsers({ testActors: false });
  try {
    const admin = await setupAdmin(t);
    await userWithRole(t, admin, 'member@example.test', 'viewer');
    const created = await admin.post('/api/auth/groups', { name: 'Operators', description: 'on call', role: 'operator' });
    assert.is(created.status, 201);
    assert.equal(
      { ...created.body, id: undefined, created_at: undefined, updated_at: undefined },
      { id: undefined, name: 'Operators', description: 'on call', role: 'operator', member_count: 0, created_at: undefined, updated_at: undefined },
    );
    assert.is((await admin.post('/api/auth/groups', { name: 'Operators' })).status, 409);
    assert.is((await admin.post('/api/auth/groups', { name: 'team@corp' })).status, 400, 'group names never look like emails');
    const id = created.body.id as string;
    assert.is((await admin.post(`/api/auth/groups/${id}/members`, { email: 'member@example.test' })).status, 201);
    assert.is((await admin.post(`/api/auth/groups/${id}/members`, { email: 'member@example.test' })).status, 409);
    assert.is((await admin.post(`/api/auth/groups/${id}/members`, {})).status, 400);
    assert.is((await admin.put(`/api/auth/groups/${id}/gateway-roles/gw-a`, { role: 'admin' })).status, 200);
    const detail = await admin.get('/api/auth/groups/Operators');
    assert.equal(
      detail.body.members.map((member: { email: string }) => member.email),
      ['member@example.test'],
    );
    assert.equal(
      detail.body.gateway_roles.map((item: { gateway: string; role: string }) => [item.gateway, item.role]),
      [['gw-a', 'admin']],
    );
    assert.is((await admin.get('/api/auth/users/member@example.test')).body.groups[0], 'Operators');
    const renamed = await admin.patch(`/api/auth/groups/${id}`, { name: 'SRE', role: null });
    assert.is(renamed.status, 200);
    assert.is(renamed.body.role, null);
    assert.is(renamed.body.member_count, 1);
    const list = await admin.get('/api/auth/groups');
    assert.equal(
      list.body.items.map((group: { name: string }) => group.name),
      ['SRE'],
    );
    assert.is((await admin.delete(`/api/auth/groups/${id}/gateway-roles/gw-a`)).status, 204);
    assert.is((await admin.delete(`/api/auth/groups/${id}/members/member@example.test`)).status, 204);
    assert.is((await admin.delete(`/api/auth/groups/${id}/members/member@example.test`)).status, 404);
    assert.is((await admin.delete(`/api/auth/groups/${id}`)).status, 204);
    assert.is((await admin.get(`/api/auth/groups/${id}`)).status, 404);

    const actions = (await auditRows(t)).map((row) => row.action).filter((action) => action.startsWith('group.'));
    assert.equal(actions, [
      'group.create',
      'group.member.add',
      'group.gateway_role.set',
      'group.update',
      'group.gateway_role.remove',
      'group.member.remove',
      'group.delete',
    ]);
    const [set] = await auditRows(t, 'group.gateway_role.set');
    assert.is(set!.gateway, 'gw-a');
    assert.is(set!.resource_type, 'group');
    assert.equal(set!.detail, { subject: 'Operators', role: 'admin', previous_role: null });
  } finally {
    await t.stop();
  }
});

test('with the gateways plugin: an override for an unknown gateway is 404 GATEWAY_NOT_FOUND; unregistering a gateway drops its overrides', async () => {
  const t = await bootUsers({ testActors: false, plugins: [fakeGateways, 'users'] });
  try {
    const admin = await setupAdmin(t);
    const user = await userWithRole(t, admin, 'u@example.test', 'viewer');
    const unknown = await admin.put(`/api/auth/users/${user.id}/gateway-roles/gw-zzz`, { role: 'admin' });
    assert.is(unknown.status, 404);
    assert.is(unknown.body.code, 'GATEWAY_NOT_FOUND');
    await admin.post('/api/auth/groups', { name: 'g' });
    assert.is((await admin.put('/api/auth/groups/g/gateway-roles/gw-zzz', { role: 'admin' })).body.code, 'GATEWAY_NOT_FOUND');
    assert.is((await admin.put(`/api/auth/users/${user.id}/gateway-roles/gw-a`, { role: 'admin' })).status, 200);
    assert.is((await admin.put('/api/auth/groups/g/gateway-roles/gw-b', { role: 'admin' })).status, 200);
    const rows = () => t.kernel.database.execute<{ gateway: string }>('SELECT gateway FROM gateway_role_overrides ORDER BY gateway');
    assert.equal(
      (await rows()).map((row) => row.gateway),
      ['gw-a', 'gw-b'],
    );
    t.kernel.events.emit('gateway.unregistered' as never, { gateway: 'gw-a' } as never);
    await t.kernel.events.settled();
    assert.equal(
      (await rows()).map((row) => row.gateway),
      ['gw-b'],
    );
  } finally {
    await t.stop();
  }
});

test.run();
