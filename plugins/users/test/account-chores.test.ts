import { rows, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ADMIN_EMAIL, ADMIN_PASSWORD, auditRows, Browser, bootUsers, setupAdmin } from './helpers.ts';

let t: TestKernel;

test.before.each(async () => {
  t = await bootUsers({ testActors: false });
});
test.after.each(async () => {
  await t.stop();
});

const NEW_PASSWORD = 'a-brand-new-secret-93';

test('changing the password needs the current one and ends the sessions of other devices, not this one', async () => {
  const laptop = await setupAdmin(t);
  const phone = new Browser(t);
  await phone.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  assert.is((await phone.get('/api/auth/users')).status, 200);

  const changed = await laptop.post('/api/auth/change-password', { current_password: ADMIN_PASSWORD, new_password: NEW_PASSWORD });
  assert.is(changed.status, 200, changed.text);
  assert.equal(changed.body, { sessions_ended: 1 });
  assert.is((await laptop.get('/api/auth/users')).status, 200, 'the device that changed it stays logged in');
  assert.is((await phone.get('/api/auth/users')).status, 401, "the other device's session ended");

  assert.is((await new Browser(t).post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status, 401, 'the old password is gone');
  await new Browser(t).login(ADMIN_EMAIL, NEW_PASSWORD);
  const [row] = await auditRows(t, 'user.password_change');
  assert.equal(row!.detail, { email: ADMIN_EMAIL, sessions_ended: 1 });
  assert.is(row!.actor, ADMIN_EMAIL);
  await t.kernel.events.settled();
  const event = t.eventsNamed('user.updated').at(-1)!;
  assert.equal((event.data as { changed: string[] }).changed, ['password']);
  assert.not.match(JSON.stringify(t.events), NEW_PASSWORD, 'no event carries the password');
  assert.not.match(JSON.stringify(await auditRows(t)), NEW_PASSWORD, 'no audit row does');
});

test('a wrong current password is a 400 on that field and counts as a failed login; a weak new one costs nothing', async () => {
  const admin = await setupAdmin(t);
  const weak = await admin.post('/api/auth/change-password', { current_password: ADMIN_PASSWORD, new_password: 'short1' });
  assert.is(weak.status, 400);
  assert.ok(weak.body.errors.every((error: { path: string }) => error.path === 'body.new_password'));
  for (let i = 0; i < 5; i += 1) {
    const wrong = await admin.post('/api/auth/change-password', { current_password: `not-it-${i}`, new_password: NEW_PASSWORD });
    assert.is(wrong.status, 400);
    assert.equal(wrong.body.errors, [{ path: 'body.current_password', message: 'is not your current password' }]);
  }
  const locked = await admin.post('/api/auth/change-password', { current_password: ADMIN_PASSWORD, new_password: NEW_PASSWORD });
  assert.is(locked.status, 429, 'guessing the password through a stolen session locks the account like the login does');
  assert.is(locked.body.code, 'ACCOUNT_LOCKED');
  assert.is((await auditRows(t, 'user.password_change_failed')).length, 5);
  assert.is((await auditRows(t, 'user.password_change')).length, 0);
  assert.is((await new Browser(t).post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status, 429);
});

test('an account without a local password has none to change (409); anonymous callers get 401', async () => {
  const admin = await setupAdmin(t);
  assert.is((await new Browser(t).post('/api/auth/change-password', { current_password: 'x', new_password: NEW_PASSWORD })).status, 401);
  // As an account that only ever logged in through an identity provider.
  await t.kernel.database.execute('UPDATE users SET password_hash = NULL WHERE email = ?', [ADMIN_EMAIL]);
  const response = await admin.post('/api/auth/change-password', { current_password: ADMIN_PASSWORD, new_password: NEW_PASSWORD });
  assert.is(response.status, 409);
  assert.is(response.body.code, 'NO_LOCAL_PASSWORD');
  assert.equal(await rows(t, 'SELECT password_hash FROM users'), [{ password_hash: null }]);
});

async function invite(admin: Browser, email: string): Promise<string> {
  const created = await admin.post('/api/auth/users', { email, role: 'viewer' });
  assert.is(created.status, 201);
  return created.body.invite_token;
}

test('resending an invitation issues a new token and the earlier one stops working', async () => {
  const admin = await setupAdmin(t);
  const first = await invite(admin, 'new@example.test');
  const resent = await admin.post('/api/auth/users/new@example.test/invite');
  assert.is(resent.status, 201, resent.text);
  assert.is(resent.body.email, 'new@example.test');
  assert.is.not(resent.body.invite_token, first);
  assert.ok(Date.parse(resent.body.invite_expires_at) > t.clock.now());

  const stale = await new Browser(t).post('/api/auth/accept-invite', { token: first, password: 'a-fine-password-77' });
  assert.is(stale.status, 400);
  assert.is(stale.body.code, 'INVALID_INVITE');
  const accepted = await new Browser(t).post('/api/auth/accept-invite', { token: resent.body.invite_token, password: 'a-fine-password-77' });
  assert.is(accepted.status, 200);

  const again = await admin.post('/api/auth/users/new@example.test/invite');
  assert.is(again.status, 409, 'an active account needs no invitation');
  assert.is(again.body.code, 'NOT_INVITED');
  const [row] = await auditRows(t, 'user.invite_resend');
  assert.equal(row!.detail, { email: 'new@example.test', invite_expires_at: resent.body.invite_expires_at });
  assert.not.match(JSON.stringify(row), resent.body.invite_token, 'the token is never stored in the audit log');
});

test('revoking an invitation makes its token useless; the account stays, invited', async () => {
  const admin = await setupAdmin(t);
  const token = await invite(admin, 'new@example.test');
  assert.is((await admin.delete('/api/auth/users/new@example.test/invite')).status, 204);
  const refused = await new Browser(t).post('/api/auth/accept-invite', { token, password: 'a-fine-password-77' });
  assert.is(refused.status, 400);
  assert.is(refused.body.code, 'INVALID_INVITE');
  const again = await admin.delete('/api/auth/users/new@example.test/invite');
  assert.is(again.status, 404, 'nothing left to revoke');
  assert.is((await admin.get('/api/auth/users/new@example.test')).body.status, 'invited');
  assert.equal(
    (await auditRows(t, 'user.invite_revoke')).map((row) => row.detail),
    [{ email: 'new@example.test', revoked: 1 }],
  );
  assert.is((await new Browser(t).delete('/api/auth/users/new@example.test/invite')).status, 401);
});

test('the cleanup removes sessions that idled out and login failures past their windows, and keeps the rest', async () => {
  await t.stop();
  t = await bootUsers({ testActors: false, env: { SERVICE_SESSION_IDLE_SECONDS: '600' } });
  const clock = t.manualClock!;
  const idle = await setupAdmin(t);
  const guess = await new Browser(t).post('/api/auth/login', { email: 'nobody@example.test', password: 'not-the-password-1' });
  assert.is(guess.status, 401);
  clock.advance(301_000);
  const live = new Browser(t);
  await live.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  clock.advance(300_000);

  assert.is(await t.resolve('sessions', 'users').purgeExpired(), 1, 'the session unused for longer than the idle timeout');
  assert.is((await idle.get('/api/auth/users')).status, 401);
  assert.is((await live.get('/api/auth/users')).status, 200, 'the session in use stays');
  assert.is(await t.resolve('usersLoginGuard', 'users').purgeStale(), 1, "the failed attempt left the address window; the account's failure is still counted");
  assert.equal(await rows(t, 'SELECT failures FROM login_throttle'), [{ failures: 1 }]);
  clock.advance(300_000);
  assert.is(await t.resolve('usersLoginGuard', 'users').purgeStale(), 1, 'the failure is older than the lockout and forgotten');
  assert.equal(await rows(t, 'SELECT email FROM login_throttle'), []);
});

test('the cleanup removes invitations a week after they were used or expired, and keeps the rest', async () => {
  const week = 7 * 86_400_000;
  const admin = await setupAdmin(t);
  const used = await invite(admin, 'used@example.test');
  assert.is((await new Browser(t).post('/api/auth/accept-invite', { token: used, password: 'a-fine-password-77' })).status, 200);
  await invite(admin, 'unused@example.test');
  const invites = t.resolve('usersInvites', 'users');
  t.manualClock!.advance(week + 1000);
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await invite(admin, 'later@example.test');
  assert.is(await invites.purgeStale(), 1, 'used a week ago');
  t.manualClock!.advance(week);
  assert.is(await invites.purgeStale(), 1, 'expired a week ago');
  const [later] = await rows(t, "SELECT id FROM users WHERE email = 'later@example.test'");
  assert.equal(await rows(t, 'SELECT user_id FROM user_invites'), [{ user_id: later!.id }]);
});

test.run();
