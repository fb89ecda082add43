// A fourth login method, written here the way a third party would write SAML or LDAP: its own plugin, its own
// route, a contribution to `users.login-method`, and the `logins` service. Nothing in users or the kernel knows it.

import { definePlugin, problems, type Role } from '@portcullis/core';
import { rows, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { loginMethods } from '../src/index.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, auditRows, Browser, bootUsers, setupAdmin } from './helpers.ts';

interface DirectoryEntry {
  password: string;
  email: string;
  role?: Role;
}

/** The test's "LDAP directory": what the method checks passwords against, and what it maps roles from. */
const directory = new Map<string, DirectoryEntry>();

const directoryLogin = definePlugin({
  id: 'test-directory-login',
  description: 'a test-only login method against an in-memory directory',
  dependsOn: ['users'],
  register(api) {
    api.contribute(loginMethods, { id: 'ldap', advertise: () => ({ ldap_enabled: true }) });
    api.route({
      method: 'POST',
      path: '/api/auth/ldap/login',
      access: 'public',
      summary: 'Log in against the directory.',
      body: z.object({ username: z.string().min(1).max(100), password: z.string().min(1).max(200) }),
      handler: async (request) => {
        const logins = request.resolve('logins');
        const entry = directory.get(request.body.username);
        if (!entry || entry.password !== request.body.password) {
          await logins.refused(request, { method: 'ldap', email: entry?.email ?? null, reason: 'wrong_password' });
          throw problems.unauthenticated('Wrong directory credentials.');
        }
        const { user, outcome } = await logins.signIn(request, {
          method: 'ldap',
          detail: { username: request.body.username },
          identity: {
            email: entry.email,
            external: { provider: 'ldap', subject: `uid=${request.body.username}` },
            ...(entry.role ? { role: entry.role } : {}),
          },
        });
        return { email: user.email, outcome };
      },
    });
  },
});

let t: TestKernel;

test.before.each(() => {
  directory.clear();
  directory.set('alice', { password: 'alice-directory-secret', email: 'alice@corp.test' });
});
test.after.each(async () => {
  await t?.stop();
});

function boot(env: Record<string, string> = {}) {
  return bootUsers({ testActors: false, plugins: ['users', directoryLogin], env });
}

async function ldapLogin(browser: Browser, username: string, password: string) {
  return browser.post('/api/auth/ldap/login', { username, password });
}

test('the method advertises itself in /api/auth/check; without its plugin it is not offered', async () => {
  t = await boot();
  const check = await new Browser(t).get('/api/auth/check');
  assert.is(check.body.ldap_enabled, true);
  assert.equal(check.body.login_methods, ['password', 'ldap']);
  assert.is(check.body.passkeys_enabled, false, 'methods that are not installed are not offered');
  assert.equal(check.body.oidc_providers, []);
  await t.stop();

  t = await bootUsers({ testActors: false });
  const without = await new Browser(t).get('/api/auth/check');
  assert.is(without.body.ldap_enabled, undefined);
  assert.equal(without.body.login_methods, ['password']);
  assert.is((await new Browser(t).post('/api/auth/ldap/login', { username: 'alice', password: 'x' })).status, 404);
});

test('a first login creates the account with the default role and logs in through the shared session path', async () => {
  t = await boot({ SERVICE_OIDC_DEFAULT_ROLE: 'operator' });
  await setupAdmin(t);
  const browser = new Browser(t);
  const response = await ldapLogin(browser, 'alice', 'alice-directory-secret');
  assert.is(response.status, 200, response.text);
  assert.equal(response.body, { email: 'alice@corp.test', outcome: 'created' });
  assert.ok(browser.cookie, 'the same svc_session cookie as a password login');

  const check = await browser.get('/api/auth/check');
  assert.is(check.body.authenticated, true);
  assert.is(check.body.role, 'operator', 'SERVICE_OIDC_DEFAULT_ROLE applies to accounts any method creates');
  const [session] = await rows(t, 'SELECT method FROM user_sessions WHERE user_id = ?', [check.body.user.id]);
  assert.is(session!.method, 'ldap');

  const [created] = await auditRows(t, 'ldap.create');
  assert.equal(created!.detail, { email: 'alice@corp.test', role: 'operator', provider: 'ldap', subject: 'uid=alice' });
  const logins = await auditRows(t, 'user.login');
  assert.equal(logins.at(-1)!.detail, { email: 'alice@corp.test', method: 'ldap', username: 'alice' });
  await t.kernel.events.settled();
  const event = t.eventsNamed('user.created').find((candidate) => (candidate.data as { source: string }).source === 'ldap');
  assert.equal(event!.data, {
    actor: 'alice@corp.test',
    gateway: null,
    user_id: check.body.user.id,
    email: 'alice@corp.test',
    role: 'operator',
    status: 'active',
    source: 'ldap',
  });

  const again = await ldapLogin(new Browser(t), 'alice', 'alice-directory-secret');
  assert.is(again.body.outcome, 'existing', 'the second login finds the linked identity');
  assert.is((await auditRows(t, 'ldap.create')).length, 1);
});

test('a local account with the same email is linked (audited), and shows the identity', async () => {
  t = await boot();
  const admin = await setupAdmin(t);
  await admin.post('/api/auth/users', { email: 'alice@corp.test', role: 'viewer', password: 'a-fine-password-77' });
  const response = await ldapLogin(new Browser(t), 'alice', 'alice-directory-secret');
  assert.is(response.body.outcome, 'linked');
  const [link] = await auditRows(t, 'ldap.link');
  assert.equal(link!.detail, { email: 'alice@corp.test', provider: 'ldap', subject: 'uid=alice' });
  const user = await admin.get('/api/auth/users/alice@corp.test');
  assert.is(user.body.oidc_provider, 'ldap');
  assert.is(user.body.oidc_sub, 'uid=alice');
  assert.is(user.body.has_password, true, 'the local password stays usable');
  await t.kernel.events.settled();
  const updated = t.eventsNamed('user.updated').at(-1)!;
  assert.equal((updated.data as { changed: string[] }).changed, ['oidc_identity']);
});

test("a role the method vouches for is applied at every login, a demotion too; an admin's change applies at once", async () => {
  t = await boot();
  const admin = await setupAdmin(t);
  directory.get('alice')!.role = 'admin';
  const alice = new Browser(t);
  await ldapLogin(alice, 'alice', 'alice-directory-secret');
  assert.is((await alice.get('/api/auth/check')).body.role, 'admin');

  directory.get('alice')!.role = 'viewer';
  await ldapLogin(alice, 'alice', 'alice-directory-secret');
  assert.is((await alice.get('/api/auth/check')).body.role, 'viewer', 'demoted at the next login');
  const [sync] = (await auditRows(t, 'user.update')).filter((row) => row.detail.source === 'ldap' && row.detail.after.role === 'viewer');
  assert.equal(sync!.detail.before, { role: 'admin' });

  const id = (await alice.get('/api/auth/check')).body.user.id;
  await admin.patch(`/api/auth/users/${id}`, { role: 'operator' });
  assert.is((await alice.get('/api/auth/check')).body.role, 'operator', 'the session sees the change on its next request');
  await admin.delete('/api/auth/users', { email: 'alice@corp.test' });
  assert.is((await alice.get('/api/auth/check')).body.authenticated, false, 'deleting the account ends its session');
});

test('the password lockout holds for every method, and failed directory logins count towards it', async () => {
  t = await boot();
  const admin = await setupAdmin(t);
  await admin.post('/api/auth/users', { email: 'alice@corp.test', role: 'viewer', password: 'a-fine-password-77' });
  for (let i = 0; i < 5; i += 1) assert.is((await ldapLogin(new Browser(t), 'alice', `wrong-${i}`)).status, 401);
  const locked = await new Browser(t).post('/api/auth/login', { email: 'alice@corp.test', password: 'a-fine-password-77' });
  assert.is(locked.status, 429, 'five failed directory logins lock the account for passwords too');
  assert.is(locked.body.code, 'ACCOUNT_LOCKED');
  const refused = await ldapLogin(new Browser(t), 'alice', 'alice-directory-secret');
  assert.is(refused.status, 429, 'and a locked account cannot log in through the method either');
  assert.is(sessionCount(await rows(t, 'SELECT id FROM user_sessions')), 1, 'only the admin has a session');
  const reasons = (await auditRows(t, 'user.login_failed')).map((row) => `${row.detail.method}:${row.detail.reason}`);
  assert.equal(reasons, [...Array(5).fill('ldap:wrong_password'), 'password:account_locked', 'ldap:account_locked']);

  t.manualClock!.advance(16 * 60_000);
  assert.is((await ldapLogin(new Browser(t), 'alice', 'alice-directory-secret')).status, 200, 'the lock lifts as for passwords');
  assert.is((await new Browser(t).post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status, 200);
});

test('a vouched role never demotes the last admin: the login is refused and nothing changes', async () => {
  t = await boot();
  directory.get('alice')!.role = 'admin';
  // Alice is the only admin here: no setup admin.
  await ldapLogin(new Browser(t), 'alice', 'alice-directory-secret');
  directory.get('alice')!.role = 'viewer';
  const refused = await ldapLogin(new Browser(t), 'alice', 'alice-directory-secret');
  assert.is(refused.status, 409);
  assert.is(refused.body.code, 'LAST_ADMIN');
  const [user] = await rows(t, "SELECT role FROM users WHERE email = 'alice@corp.test'");
  assert.is(user!.role, 'admin');
  assert.is(sessionCount(await rows(t, 'SELECT id FROM user_sessions')), 1, 'no second session');
  assert.equal(
    (await auditRows(t, 'user.login_failed')).map((row) => row.detail.reason),
    ['last_admin'],
  );
});

function sessionCount(found: unknown[]): number {
  return found.length;
}

test.run();
