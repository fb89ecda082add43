import type { TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ADMIN_EMAIL, auditRows, Browser, bootUsers, setupAdmin, userWithRole } from './helpers.ts';

let t: TestKernel;
let admin: Browser;

test.before.each(async () => {
  t = await bootUsers({ testActors: false });
  admin = await setupAdmin(t);
});
test.after.each(async () => {
  await t.stop();
});

test('admins list users with paging; viewers and anonymous callers may not', async () => {
  for (let i = 0; i < 3; i += 1) {
    assert.is((await admin.post('/api/auth/users', { email: `user${i}@example.test`, role: 'viewer', password: 'a-fine-password-77' })).status, 201);
  }
  const page = await admin.get('/api/auth/users?offset=1&limit=2');
  assert.is(page.status, 200);
  assert.is(page.body.total, 4);
  assert.equal(
    page.body.items.map((user: { email: string }) => user.email),
    ['user0@example.test', 'user1@example.test'],
  );
  const item = page.body.items[0];
  assert.equal(Object.keys(item).sort(), [
    'created_at',
    'display_name',
    'email',
    'groups',
    'has_password',
    'id',
    'last_login_at',
    'oidc_provider',
    'oidc_sub',
    'role',
    'status',
    'updated_at',
  ]);
  assert.is(item.has_password, true);
  assert.not.ok(JSON.stringify(page.body).includes('scrypt'), 'no password hash is ever returned');
  assert.is((await admin.get('/api/auth/users?limit=1001')).status, 400);

  const viewer = await userWithRole(t, admin, 'viewer@example.test', 'viewer');
  const refused = await viewer.get('/api/auth/users');
  assert.is(refused.status, 403);
  assert.is(refused.body.code, 'PERMISSION_DENIED');
  assert.is((await new Browser(t).get('/api/auth/users')).status, 401);
});

test('creating a user with a password stores them active; a duplicate email is 409', async () => {
  const created = await admin.post('/api/auth/users', { email: 'Op@Example.test', role: 'operator', password: 'a-fine-password-77' });
  assert.is(created.status, 201);
  assert.is(created.body.email, 'op@example.test');
  assert.is(created.body.role, 'operator');
  assert.is(created.body.status, 'active');
  assert.is(created.body.invite_token, undefined);
  const again = await admin.post('/api/auth/users', { email: 'op@example.test', role: 'viewer', password: 'a-fine-password-77' });
  assert.is(again.status, 409);
  assert.is(again.body.code, 'ALREADY_EXISTS');
  const bad = await admin.post('/api/auth/users', { email: 'not-an-email', role: 'superuser' });
  assert.is(bad.status, 400);
  assert.equal(bad.body.errors.map((error: { path: string }) => error.path).sort(), ['body.email', 'body.role']);
  const [row] = await auditRows(t, 'user.create');
  assert.is(row!.actor, ADMIN_EMAIL);
  assert.equal(row!.detail, { email: 'op@example.test', role: 'operator' });
});

test('invite → accept-invite sets the password once and logs in; a reused token is 400', async () => {
  const invited = await admin.post('/api/auth/users', { email: 'new@example.test', role: 'operator' });
  assert.is(invited.status, 201);
  assert.is(invited.body.status, 'invited');
  assert.is(invited.body.has_password, false);
  const token = invited.body.invite_token as string;
  assert.ok(token.length >= 40);
  assert.is(invited.body.invite_expires_at, new Date(t.clock.now() + 7 * 86_400_000).toISOString());
  assert.is(
    (await new Browser(t).post('/api/auth/login', { email: 'new@example.test', password: 'anything-at-all-1' })).status,
    401,
    'an invited user cannot log in yet',
  );
  assert.not.ok(JSON.stringify((await admin.get('/api/auth/users')).body).includes(token), 'the token is shown only once');

  const weak = await new Browser(t).post('/api/auth/accept-invite', { token, password: 'password123' });
  assert.is(weak.status, 400);
  assert.match(weak.body.detail, /too common/);

  const browser = new Browser(t);
  const accepted = await browser.post('/api/auth/accept-invite', { token, password: 'my-own-secret-42' });
  assert.is(accepted.status, 200, 'a refused password did not use up the invitation');
  assert.equal(accepted.body, { email: 'new@example.test', role: 'operator' });
  assert.is((await browser.get('/api/auth/check')).body.user.email, 'new@example.test');
  await new Browser(t).login('new@example.test', 'my-own-secret-42');

  const reused = await new Browser(t).post('/api/auth/accept-invite', { token, password: 'another-secret-42' });
  assert.is(reused.status, 400);
  assert.is(reused.body.code, 'INVALID_INVITE');
  assert.match(reused.body.detail, /already been used/);
  await new Browser(t).login('new@example.test', 'my-own-secret-42');
  assert.is((await new Browser(t).post('/api/auth/accept-invite', { token: 'made-up', password: 'another-secret-42' })).status, 400);
  assert.equal(
    (await auditRows(t, 'user.invite')).map((row) => row.detail.email),
    ['new@example.test'],
  );
  assert.is((await auditRows(t, 'user.invite_accept')).length, 1);
});

test('an expired invitation is 400', async () => {
  const invited = await admin.post('/api/auth/users', { email: 'late@example.test', role: 'viewer' });
  t.manualClock!.advance(7 * 86_400_000 + 1000);
  const response = await new Browser(t).post('/api/auth/accept-invite', { token: invited.body.invite_token, password: 'my-own-secret-42' });
  assert.is(response.status, 400);
  assert.is(response.body.code, 'INVALID_INVITE');
  assert.match(response.body.detail, /expired/);
});

test('deleting: by body or ?email=, sessions die at once; the last admin and oneself are refused', async () => {
  const victim = await userWithRole(t, admin, 'victim@example.test', 'operator');
  assert.is((await victim.get('/api/auth/check')).body.authenticated, true);
  const deleted = await admin.delete('/api/auth/users', { email: 'victim@example.test' });
  assert.is(deleted.status, 204);
  const after = await victim.get('/api/auth/check');
  assert.is(after.body.authenticated, false, "the deleted user's session is gone");
  assert.is((await victim.get('/api/system/version')).status, 401);
  const sessions = await t.kernel.database.execute('SELECT id FROM user_sessions WHERE user_id = ?', [victim.id]);
  assert.is(sessions.length, 0);

  await userWithRole(t, admin, 'second@example.test', 'viewer');
  assert.is((await admin.delete('/api/auth/users?email=second@example.test')).status, 204);
  assert.is((await admin.delete('/api/auth/users?email=second@example.test')).status, 404);
  assert.is((await admin.delete('/api/auth/users')).status, 400, 'the email is required');

  const self = await admin.delete('/api/auth/users', { email: ADMIN_EMAIL });
  assert.is(self.status, 409);
  assert.is(self.body.code, 'CANNOT_DELETE_SELF');

  const other = await userWithRole(t, admin, 'other-admin@example.test', 'admin');
  assert.is((await other.delete('/api/auth/users', { email: ADMIN_EMAIL })).status, 204, 'one admin may delete another');
  const last = await other.patch(`/api/auth/users/${other.id}`, { role: 'viewer' });
  assert.is(last.status, 409);
  assert.is(last.body.code, 'LAST_ADMIN');
  assert.is((await other.get('/api/auth/users')).status, 200, 'the refused demotion changed nothing');
  assert.equal(
    (await auditRows(t, 'user.delete')).map((row) => row.detail.email),
    ['victim@example.test', 'second@example.test', ADMIN_EMAIL],
  );
});

test('an admin through a group counts as an admin, and the last one cannot lose the role through the group', async () => {
  const group = await admin.post('/api/auth/groups', { name: 'Admins', role: 'admin' });
  const groupAdmin = await userWithRole(t, admin, 'via-group@example.test', null);
  assert.is((await admin.post(`/api/auth/groups/${group.body.id}/members`, { email: 'via-group@example.test' })).status, 201);
  assert.is((await groupAdmin.get('/api/auth/users')).status, 200, 'admin through the group');
  assert.is((await groupAdmin.delete('/api/auth/users', { email: ADMIN_EMAIL })).status, 204, 'another admin exists (through a group)');
  const lastByGroup = await groupAdmin.delete(`/api/auth/groups/${group.body.id}/members/via-group@example.test`);
  assert.is(lastByGroup.status, 409, 'removing the last admin from the admin group is refused');
  assert.is((await groupAdmin.patch(`/api/auth/groups/${group.body.id}`, { role: 'operator' })).body.code, 'LAST_ADMIN');
  assert.is((await groupAdmin.delete(`/api/auth/groups/${group.body.id}`)).status, 409);
});

test("a demoted user's next request uses the new role", async () => {
  const user = await userWithRole(t, admin, 'ops@example.test', 'admin');
  assert.is((await user.get('/api/auth/users')).status, 200);
  const demoted = await admin.patch(`/api/auth/users/${user.id}`, { role: 'viewer' });
  assert.is(demoted.status, 200);
  assert.is(demoted.body.role, 'viewer');
  assert.is((await user.get('/api/auth/users')).status, 403, 'the same session, the new role');
  assert.is((await user.get('/api/auth/check')).body.role, 'viewer');
  const [row] = await auditRows(t, 'user.update');
  assert.equal(row!.detail, { email: 'ops@example.test', before: { role: 'admin', display_name: null }, after: { role: 'viewer', display_name: null } });
  assert.is((await admin.patch(`/api/auth/users/${user.id}`, {})).status, 400, 'an empty change is refused');
  assert.is((await admin.get('/api/auth/users/ops@example.test')).body.role, 'viewer', 'users can be named by email');
  assert.is((await admin.get('/api/auth/users/no-such-id')).body.code, 'USER_NOT_FOUND');
});

test('registration is refused unless enabled', async () => {
  const response = await new Browser(t).post('/api/auth/register', { email: 'self@example.test', password: 'a-fine-password-77' });
  assert.is(response.status, 403);
  assert.is(response.body.code, 'REGISTRATION_DISABLED');
  assert.is((await admin.get('/api/auth/users')).body.total, 1);
});

test('with registration enabled, registered users are viewers and logged in', async () => {
  await t.stop();
  t = await bootUsers({ testActors: false, env: { SERVICE_AUTH_REGISTRATION_ENABLED: 'true' } });
  const early = await new Browser(t).post('/api/auth/register', { email: 'early@example.test', password: 'a-fine-password-77' });
  assert.is(early.status, 409, 'not before the first admin exists');
  assert.is(early.body.code, 'SETUP_REQUIRED');
  admin = await setupAdmin(t);
  assert.is((await new Browser(t).get('/api/auth/check')).body.registration_enabled, true);
  const browser = new Browser(t);
  const registered = await browser.post('/api/auth/register', { email: 'self@example.test', password: 'a-fine-password-77' });
  assert.is(registered.status, 201);
  assert.equal(registered.body, { email: 'self@example.test', role: 'viewer' });
  assert.is((await browser.get('/api/auth/check')).body.role, 'viewer');
  assert.is((await browser.get('/api/auth/users')).status, 403);
  assert.is((await new Browser(t).post('/api/auth/register', { email: 'self@example.test', password: 'a-fine-password-77' })).status, 409);
  assert.is((await new Browser(t).post('/api/auth/register', { email: 'weak@example.test', password: 'weakweak' })).status, 400);
  assert.is((await auditRows(t, 'user.register')).length, 1);
});

test.run();
