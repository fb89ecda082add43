import type { TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ADMIN_EMAIL, Browser, bootUsers, setupAdmin } from './helpers.ts';

let t: TestKernel;

test.before.each(async () => {
  t = await bootUsers({ testActors: false });
});
test.after.each(async () => {
  await t.stop();
});

async function events(name: string): Promise<Array<Record<string, unknown>>> {
  await t.kernel.events.settled();
  return t.eventsNamed(name).map((event) => event.data as Record<string, unknown>);
}

test('the identity events are declared for webhooks, with the users plugin as their source', async () => {
  const admin = await setupAdmin(t);
  // /api/system/events needs the kernel's admin role: the setup admin has it.
  const listed = await admin.get('/api/system/events');
  const names = (listed.body.items as Array<{ name: string; plugin: string }>).filter((item) => item.plugin === 'users').map((item) => item.name);
  assert.equal(names, ['group.created', 'group.deleted', 'group.updated', 'user.created', 'user.deleted', 'user.session_ended', 'user.updated']);
});

test('user events: created (setup, admin, invite), updated with what changed, deleted; never a secret', async () => {
  const admin = await setupAdmin(t);
  const created = await admin.post('/api/auth/users', { email: 'ops@example.test', role: 'operator', password: 'a-fine-password-77' });
  const invited = await admin.post('/api/auth/users', { email: 'new@example.test', role: 'viewer' });
  await admin.patch(`/api/auth/users/${created.body.id}`, { role: 'viewer', display_name: 'Ops' });
  await admin.patch(`/api/auth/users/${created.body.id}`, { role: 'viewer' });
  await new Browser(t).post('/api/auth/accept-invite', { token: invited.body.invite_token, password: 'another-fine-pass-5' });
  await admin.delete('/api/auth/users', { email: 'ops@example.test' });

  const setupId = (await admin.get('/api/auth/check')).body.user.id;
  assert.equal(await events('user.created'), [
    { actor: ADMIN_EMAIL, gateway: null, user_id: setupId, email: ADMIN_EMAIL, role: 'admin', status: 'active', source: 'setup' },
    { actor: ADMIN_EMAIL, gateway: null, user_id: created.body.id, email: 'ops@example.test', role: 'operator', status: 'active', source: 'admin' },
    { actor: ADMIN_EMAIL, gateway: null, user_id: invited.body.id, email: 'new@example.test', role: 'viewer', status: 'invited', source: 'admin' },
  ]);
  assert.equal(
    await events('user.updated'),
    [
      {
        actor: ADMIN_EMAIL,
        gateway: null,
        user_id: created.body.id,
        email: 'ops@example.test',
        role: 'viewer',
        changed: ['role', 'display_name'],
        before: { role: 'operator', display_name: null },
        after: { role: 'viewer', display_name: 'Ops' },
      },
      {
        actor: 'new@example.test',
        gateway: null,
        user_id: invited.body.id,
        email: 'new@example.test',
        role: 'viewer',
        changed: ['status', 'password'],
        before: { status: 'invited' },
        after: { status: 'active' },
      },
    ],
    'a PATCH that changes nothing announces nothing',
  );
  assert.equal(await events('user.deleted'), [{ actor: ADMIN_EMAIL, gateway: null, user_id: created.body.id, email: 'ops@example.test', role: 'viewer' }]);
  assert.not.match(JSON.stringify(t.events), /a-fine-password-77|another-fine-pass-5/);
  assert.not.match(JSON.stringify(t.events), invited.body.invite_token);
});

test('logout announces the ended session, once, and a logout without a session announces nothing', async () => {
  const admin = await setupAdmin(t);
  const setupId = (await admin.get('/api/auth/check')).body.user.id;
  assert.is((await admin.post('/api/auth/logout')).status, 204);
  assert.is((await admin.post('/api/auth/logout')).status, 204);
  assert.equal(await events('user.session_ended'), [{ actor: ADMIN_EMAIL, gateway: null, user_id: setupId, email: ADMIN_EMAIL, role: 'admin' }]);
});

test('per-gateway role changes of users and groups carry the gateway', async () => {
  const admin = await setupAdmin(t);
  const user = await admin.post('/api/auth/users', { email: 'ops@example.test', role: 'viewer', password: 'a-fine-password-77' });
  const group = await admin.post('/api/auth/groups', { name: 'platform', role: null });
  await admin.put(`/api/auth/users/${user.body.id}/gateway-roles/gw-east`, { role: 'operator' });
  await admin.delete(`/api/auth/users/${user.body.id}/gateway-roles/gw-east`);
  await admin.put('/api/auth/groups/platform/gateway-roles/gw-west', { role: 'admin' });

  const [set, removed] = await events('user.updated');
  assert.equal(set, {
    actor: ADMIN_EMAIL,
    gateway: 'gw-east',
    user_id: user.body.id,
    email: 'ops@example.test',
    role: 'viewer',
    changed: ['gateway_role'],
    before: { gateway_role: null },
    after: { gateway_role: 'operator' },
  });
  assert.equal(removed!.after, { gateway_role: null });
  const [groupSet] = await events('group.updated');
  assert.equal(groupSet, {
    actor: ADMIN_EMAIL,
    gateway: 'gw-west',
    group_id: group.body.id,
    name: 'platform',
    role: null,
    changed: ['gateway_role'],
    before: { gateway_role: null },
    after: { gateway_role: 'admin' },
  });
});

test('group events: created, renamed, members added and removed, deleted', async () => {
  const admin = await setupAdmin(t);
  const user = await admin.post('/api/auth/users', { email: 'ops@example.test', role: 'viewer', password: 'a-fine-password-77' });
  const group = await admin.post('/api/auth/groups', { name: 'platform', role: 'operator' });
  await admin.patch('/api/auth/groups/platform', { name: 'platform-team' });
  await admin.post('/api/auth/groups/platform-team/members', { email: 'ops@example.test' });
  await admin.delete('/api/auth/groups/platform-team/members/ops@example.test');
  await admin.delete('/api/auth/groups/platform-team');

  const id = group.body.id;
  assert.equal(await events('group.created'), [{ actor: ADMIN_EMAIL, gateway: null, group_id: id, name: 'platform', role: 'operator' }]);
  const base = { actor: ADMIN_EMAIL, gateway: null, group_id: id, name: 'platform-team', role: 'operator' };
  const member = { user_id: user.body.id, email: 'ops@example.test' };
  assert.equal(await events('group.updated'), [
    { ...base, changed: ['name'], before: { name: 'platform' }, after: { name: 'platform-team' } },
    { ...base, changed: ['members'], before: {}, after: {}, member: { ...member, action: 'added' } },
    { ...base, changed: ['members'], before: {}, after: {}, member: { ...member, action: 'removed' } },
  ]);
  assert.equal(await events('group.deleted'), [base]);
});

test('a refused change announces nothing', async () => {
  const admin = await setupAdmin(t);
  const self = (await admin.get('/api/auth/check')).body.user.id;
  assert.is((await admin.patch(`/api/auth/users/${self}`, { role: 'viewer' })).status, 409, 'the last admin');
  assert.is((await admin.post('/api/auth/groups', { name: 'bad/name' })).status, 400);
  assert.equal(await events('user.updated'), []);
  assert.equal(await events('group.created'), []);
});

test.run();
