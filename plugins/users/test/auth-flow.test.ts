import { definePlugin } from '@portcullis/core';
import type { TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ADMIN_EMAIL, ADMIN_PASSWORD, auditRows, Browser, bootUsers, ORIGIN, sessionCookie, setupAdmin } from './helpers.ts';

let t: TestKernel;

test.before.each(async () => {
  t = await bootUsers({ testActors: false });
});
test.after.each(async () => {
  await t.stop();
});

test('setup creates the first admin once, logs them in, then answers 409', async () => {
  const anonymous = new Browser(t);
  const before = await anonymous.get('/api/auth/check');
  assert.is(before.status, 200);
  assert.is(before.body.needs_setup, true);
  assert.is(before.body.authenticated, false);

  const browser = new Browser(t);
  const first = await browser.post('/api/auth/setup', { email: 'Admin@Example.test', password: ADMIN_PASSWORD });
  assert.is(first.status, 201, first.text);
  assert.equal(first.body, { email: ADMIN_EMAIL, role: 'admin' });
  assert.ok(browser.cookie, 'setup logs the admin in');

  const again = await new Browser(t).post('/api/auth/setup', { email: 'other@example.test', password: 'another-pass-123' });
  assert.is(again.status, 409);
  assert.is(again.body.code, 'ALREADY_SET_UP');
  const users = await browser.get('/api/auth/users');
  assert.is(users.body.total, 1, 'the refused setup stored nothing');

  const after = await anonymous.get('/api/auth/check');
  assert.is(after.body.needs_setup, false);
  const [row] = await auditRows(t, 'user.setup');
  assert.is(row!.actor, ADMIN_EMAIL);
  assert.equal(row!.detail, { email: ADMIN_EMAIL, role: 'admin' });
});

test('login with the right password sets an HttpOnly, SameSite=Lax session cookie; check shows the caller', async () => {
  await setupAdmin(t);
  const browser = new Browser(t);
  const response = await browser.post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  assert.is(response.status, 200);
  assert.equal(response.body, { email: ADMIN_EMAIL, role: 'admin' });
  const header = response.headers.getSetCookie().find((line) => line.startsWith('svc_session='))!;
  assert.match(header, /httponly/i);
  assert.match(header, /samesite=lax/i);
  assert.match(header, /path=\//i);
  assert.not.match(header, /secure/i, 'not Secure while the public URL is http');
  assert.ok(sessionCookie(response)!.length >= 40, 'the cookie is a long random token');

  const check = await browser.get('/api/auth/check');
  assert.is(check.body.authenticated, true);
  assert.is(check.body.role, 'admin');
  assert.is(check.body.user.email, ADMIN_EMAIL);
  assert.is(check.body.user.method, 'session');
  assert.equal(check.body.oidc_providers, []);
  assert.is(check.body.passkeys_enabled, false);
  assert.is(check.body.registration_enabled, false);

  const [row] = await auditRows(t, 'user.login');
  assert.equal(row!.detail, { email: ADMIN_EMAIL, method: 'password' });
});

test('logging in again replaces the session the browser had (no session fixation)', async () => {
  const admin = await setupAdmin(t);
  const before = admin.cookie!;
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  assert.is.not(admin.cookie, before);
  const old = new Browser(t);
  old.cookie = before;
  assert.is((await old.get('/api/auth/users')).status, 401, 'the earlier session is gone');
  assert.is((await admin.get('/api/auth/users')).status, 200);
});

test('a wrong password is 401 and sets no cookie; an unknown email is answered the same way', async () => {
  await setupAdmin(t);
  const wrong = await new Browser(t).post('/api/auth/login', { email: ADMIN_EMAIL, password: 'not-the-password-1' });
  assert.is(wrong.status, 401);
  assert.is(wrong.body.code, 'AUTHENTICATION_REQUIRED');
  assert.is(sessionCookie(wrong), null);
  const unknown = await new Browser(t).post('/api/auth/login', { email: 'nobody@example.test', password: 'not-the-password-1' });
  assert.is(unknown.status, 401);
  assert.is(unknown.body.detail, wrong.body.detail, 'the answer does not reveal whether the account exists');
  const rows = await auditRows(t, 'user.login_failed');
  assert.equal(
    rows.map((row) => row.detail),
    [
      { email: ADMIN_EMAIL, method: 'password', reason: 'wrong_password' },
      { email: 'nobody@example.test', method: 'password', reason: 'unknown_email' },
    ],
  );
  assert.ok(rows.every((row) => row.actor === 'anonymous'));
});

test('login validates its body: missing fields are 400 with the field named', async () => {
  const response = await new Browser(t).post('/api/auth/login', { email: ADMIN_EMAIL });
  assert.is(response.status, 400);
  assert.is(response.body.code, 'VALIDATION_ERROR');
  assert.ok(response.body.errors.some((error: { path: string }) => error.path === 'body.password'));
});

test('logout destroys the session server-side: the old cookie is 401 afterwards', async () => {
  const admin = await setupAdmin(t);
  const stolen = admin.cookie!;
  assert.is((await admin.get('/api/auth/users')).status, 200);
  const out = await admin.post('/api/auth/logout');
  assert.is(out.status, 204);
  assert.is(admin.cookie, null, 'the cookie is cleared');
  const replay = new Browser(t);
  replay.cookie = stolen;
  const response = await replay.get('/api/auth/users');
  assert.is(response.status, 401);
  assert.is(response.body.code, 'AUTHENTICATION_REQUIRED');
  const sessions = await t.kernel.database.execute('SELECT id FROM user_sessions');
  assert.is(sessions.length, 0, 'no session row is left');
  assert.is((await auditRows(t, 'user.logout')).length, 1);
  assert.is((await new Browser(t).post('/api/auth/logout')).status, 204, 'logging out without a session is harmless');
});

test('sessions end after the idle timeout and after their absolute lifetime', async () => {
  await t.stop();
  t = await bootUsers({ testActors: false, env: { SERVICE_SESSION_IDLE_SECONDS: '600', SERVICE_SESSION_MAX_AGE_SECONDS: '3600' } });
  const clock = t.manualClock!;
  const admin = await setupAdmin(t);
  clock.advance(599_000);
  assert.is((await admin.get('/api/auth/users')).status, 200, 'used within the idle window');
  clock.advance(599_000);
  assert.is((await admin.get('/api/auth/users')).status, 200, 'each use moves the idle window');
  clock.advance(601_000);
  assert.is((await admin.get('/api/auth/users')).status, 401, 'idle too long');

  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  for (let minutes = 0; minutes < 55; minutes += 5) {
    clock.advance(300_000);
    assert.is((await admin.get('/api/auth/users')).status, 200);
  }
  clock.advance(301_000);
  assert.is((await admin.get('/api/auth/users')).status, 401, 'past the absolute lifetime, however active');
});

test('a session in use never idles out, even when the idle timeout is shorter than a minute of requests', async () => {
  await t.stop();
  t = await bootUsers({ testActors: false, env: { SERVICE_SESSION_IDLE_SECONDS: '60' } });
  const clock = t.manualClock!;
  const admin = await setupAdmin(t);
  for (let step = 1; step <= 10; step += 1) {
    clock.advance(40_000);
    assert.is((await admin.get('/api/auth/users')).status, 200, `a request every 40 s keeps the session (${step * 40} s in)`);
  }
  clock.advance(61_000);
  assert.is((await admin.get('/api/auth/users')).status, 401, 'idle for longer than the timeout');
});

test('cookie-authenticated writes must come from our own origin', async () => {
  const admin = await setupAdmin(t);
  const body = { email: 'x@example.test', role: 'viewer', password: 'a-fine-password-77' };
  const foreign = await admin.post('/api/auth/users', body, { origin: 'https://evil.example' });
  assert.is(foreign.status, 403);
  assert.is(foreign.body.code, 'ORIGIN_NOT_ALLOWED');
  const none = new Browser(t, { origin: null });
  none.cookie = admin.cookie;
  assert.is((await none.post('/api/auth/users', body)).status, 403, 'no Origin and no Sec-Fetch-Site: refused');
  assert.is((await admin.get('/api/auth/users')).body.total, 1, 'nothing was created by the refused writes');
  assert.is((await none.get('/api/auth/users')).status, 200, 'reads need no Origin');
  const fetchSite = new Browser(t, { origin: null, headers: { 'sec-fetch-site': 'same-origin' } });
  fetchSite.cookie = admin.cookie;
  assert.is((await fetchSite.post('/api/auth/users', body)).status, 201, 'Sec-Fetch-Site: same-origin is enough');
  assert.is((await admin.post('/api/auth/users', { ...body, email: 'y@example.test' })).status, 201, `Origin ${ORIGIN} is ours`);
});

const socketProbe = definePlugin({
  id: 'socket-probe',
  description: 'a WebSocket route for the origin test',
  register(api) {
    api.websocket({
      path: '/ws/probe',
      access: 'viewer',
      summary: 'probe',
      handler: (socket, request) => {
        socket.send(request.actor.name);
        socket.close(1000);
      },
    });
  },
});

/** Node's WebSocket (undici) accepts request headers, as a browser would send Cookie and Origin. */
function openSocket(url: string, headers: Record<string, string>): Promise<string | 'refused'> {
  return new Promise((resolve) => {
    const socket = new (WebSocket as unknown as new (url: string, init: { headers: Record<string, string> }) => WebSocket)(url, { headers });
    socket.onmessage = (event) => resolve(String(event.data));
    socket.onerror = () => resolve('refused');
  });
}

test('a cookie-authenticated WebSocket must come from our own origin (no cross-site socket hijacking)', async () => {
  await t.stop();
  t = await bootUsers({ testActors: false, plugins: ['users', socketProbe] });
  const admin = await setupAdmin(t);
  const url = `${t.url.replace('http', 'ws')}/ws/probe`;
  const cookie = `svc_session=${admin.cookie}`;
  assert.is(await openSocket(url, { cookie, origin: ORIGIN }), ADMIN_EMAIL);
  assert.is(await openSocket(url, { cookie, origin: 'https://evil.example' }), 'refused');
  assert.is(await openSocket(url, { origin: ORIGIN }), 'refused', 'and without a session there is no caller');
});

test('a login form posted from another site is refused', async () => {
  await setupAdmin(t);
  const evil = new Browser(t, { origin: 'https://evil.example' });
  const response = await evil.post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  assert.is(response.status, 403);
  assert.is(sessionCookie(response), null);
  const api = new Browser(t, { origin: null });
  assert.is((await api.post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status, 200, 'non-browser clients send no Origin');
});

test('the cookie is Secure when the public URL is https', async () => {
  await t.stop();
  t = await bootUsers({ testActors: false, env: { SERVICE_PUBLIC_URL: 'https://portcullis.example' } });
  const browser = new Browser(t, { origin: 'https://portcullis.example' });
  const response = await browser.post('/api/auth/setup', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  assert.is(response.status, 201, response.text);
  const header = response.headers.getSetCookie().find((line) => line.startsWith('svc_session='))!;
  assert.match(header, /;\s*secure/i);
});

test.run();
