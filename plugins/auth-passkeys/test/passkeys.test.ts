// Passkeys through headless Chromium and its WebAuthn virtual authenticator (the browser part is skipped, loudly,
// only when Chromium cannot be installed), and the endpoints' rules without a browser.

import { ADMIN_EMAIL, Browser, setupAdmin } from '@portcullis/plugin-users/testing';
import { auditRows, type ChromiumBrowser, createTestKernel, launchChromium, rows, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PasskeyBrowser } from './passkey-browser.ts';

let t: TestKernel;
let chromium: ChromiumBrowser | null = null;
let browser: PasskeyBrowser | null = null;

function boot(env: Record<string, string> = {}): Promise<TestKernel> {
  return createTestKernel({
    plugins: ['users', 'auth-passkeys'],
    testActors: false,
    env: { SERVICE_AUTH_PASSWORD_HASH_COST: '10', SERVICE_AUTH_METRICS_PUBLIC: 'true', ...env },
  });
}

/** A browser test: needs Chromium (installed when missing; the test fails when it cannot be). */
function browserTest(name: string, body: (session: PasskeyBrowser) => Promise<void>): void {
  test(name, async () => {
    chromium ??= await launchChromium('the passkey browser tests');
    t = await boot();
    browser = await PasskeyBrowser.open(chromium, t);
    const setup = await browser.post('/api/auth/setup', { email: ADMIN_EMAIL, password: 'correct-horse-42-battery' });
    assert.is(setup.status, 201, 'setup from the page logs the browser in');
    await body(browser);
  });
}

test.after.each(async () => {
  await browser?.close();
  browser = null;
  await t?.stop();
});
test.after(async () => {
  await chromium?.close();
});

browserTest('register a passkey from the profile, log out, log in with it (no email typed): a session', async (session) => {
  const registered = await session.register('laptop');
  assert.is(registered.status, 201, JSON.stringify(registered.body));
  assert.is(registered.body.name, 'laptop');
  assert.equal([registered.body.device_type, registered.body.last_used_at], ['singleDevice', null]);
  const listed = await session.get('/api/auth/passkeys');
  assert.equal(
    listed.body.items.map((item: { id: string }) => item.id),
    [registered.body.id],
  );

  assert.is((await session.post('/api/auth/logout')).status, 204);
  assert.is((await session.get('/api/auth/check')).body.authenticated, false);

  const login = await session.login();
  assert.is(login.status, 200, JSON.stringify(login.body));
  assert.equal(login.body, { email: ADMIN_EMAIL, role: 'admin' });
  const check = (await session.get('/api/auth/check')).body;
  assert.equal([check.authenticated, check.user.email, check.passkeys_enabled], [true, ADMIN_EMAIL, true]);
  assert.ok(check.login_methods.includes('passkey'));
  const [sessionRow] = await rows(t, 'SELECT method FROM user_sessions');
  assert.is(sessionRow!.method, 'passkey');

  const [register] = await auditRows(t, 'passkey.register');
  assert.equal(register!.detail, { email: ADMIN_EMAIL, passkey_id: registered.body.id, name: 'laptop', device_type: 'singleDevice' });
  assert.equal((await auditRows(t, 'user.login')).at(-1)!.detail, { email: ADMIN_EMAIL, method: 'passkey', passkey_id: registered.body.id });
  const [stored] = await rows(t, 'SELECT counter, last_used_at FROM passkey_credentials');
  assert.ok(Number(stored!.counter) >= 1 && stored!.last_used_at !== null, 'the counter moved with the login');
});

browserTest("email first: the options offer that account's passkeys; an unknown email gets no list", async (session) => {
  const registered = await session.register();
  await session.post('/api/auth/logout');
  const { options, response } = await session.assertion(ADMIN_EMAIL);
  assert.equal(
    options.allowCredentials.map((item: { id: string }) => item.id),
    [registered.body.id],
  );
  assert.is((await session.post('/api/auth/passkeys/login', { response })).status, 200);
  const unknown = await session.post('/api/auth/passkeys/login/options', { email: 'nobody@example.test' });
  assert.equal(unknown.body.allowCredentials, []);
});

browserTest('a cloned authenticator whose signature counter is behind is refused, and the original keeps working', async (session) => {
  await session.register();
  await session.post('/api/auth/logout');
  for (let i = 0; i < 3; i += 1) {
    assert.is((await session.login()).status, 200);
    await session.post('/api/auth/logout');
  }
  const [original] = await session.credentials();
  assert.ok(original!.signCount >= 3);
  const [before] = await rows(t, 'SELECT counter FROM passkey_credentials');

  await session.cloneInto(original!, 1);
  const cloned = await session.login();
  assert.is(cloned.status, 401);
  assert.is(cloned.body.code, 'AUTHENTICATION_REQUIRED');
  assert.is((await session.get('/api/auth/check')).body.authenticated, false);
  assert.equal(
    (await auditRows(t, 'user.login_failed')).map((row) => row.detail),
    [{ email: ADMIN_EMAIL, method: 'passkey', reason: 'counter_mismatch' }],
  );
  const [after] = await rows(t, 'SELECT counter FROM passkey_credentials');
  assert.is(Number(after!.counter), Number(before!.counter), 'the refused answer did not move the counter');

  await session.cloneInto({ ...original!, signCount: original!.signCount }, original!.signCount);
  assert.is((await session.login()).status, 200, 'an authenticator ahead of the stored counter is accepted');
});

browserTest('challenges are single-use and short-lived', async (session) => {
  await session.register();
  await session.post('/api/auth/logout');
  const { response } = await session.assertion();
  assert.is((await session.post('/api/auth/passkeys/login', { response })).status, 200);
  await session.post('/api/auth/logout');
  const replayed = await session.post('/api/auth/passkeys/login', { response });
  assert.is(replayed.status, 401, 'the same answer again');

  const late = await session.assertion();
  t.manualClock!.advance(301_000);
  assert.is((await session.post('/api/auth/passkeys/login', { response: late.response })).status, 401, 'answered after SERVICE_PASSKEY_CHALLENGE_SECONDS');
  const reasons = (await auditRows(t, 'user.login_failed')).map((row) => row.detail.reason);
  assert.equal(reasons, ['invalid_challenge', 'invalid_challenge']);

  assert.is((await session.post('/api/auth/login', { email: ADMIN_EMAIL, password: 'correct-horse-42-battery' })).status, 200);
  await session.useNewAuthenticator();
  const options = await session.post('/api/auth/passkeys/register/options');
  t.manualClock!.advance(301_000);
  const credential = await session.page.evaluate((o) => (globalThis as any).portcullis.create(o), options.body);
  const stale = await session.post('/api/auth/passkeys/register', { response: credential });
  assert.is(stale.status, 400, 'a registration answered too late');
  assert.is(stale.body.code, 'PASSKEY_INVALID');
  assert.match(stale.body.detail, /challenge is unknown, used, expired or not yours/);
});

browserTest("deleting a passkey: only one's own; a deleted passkey logs nobody in", async (session) => {
  const registered = await session.register();
  const admin = new Browser(t);
  await admin.login(ADMIN_EMAIL, 'correct-horse-42-battery');
  await admin.post('/api/auth/users', { email: 'eve@example.test', role: 'admin', password: 'a-fine-password-77' });
  const eve = new Browser(t);
  await eve.login('eve@example.test', 'a-fine-password-77');
  assert.is((await eve.delete(`/api/auth/passkeys/${registered.body.id}`)).status, 404, "someone else's passkey is not found");
  assert.is((await session.post('/api/auth/logout')).status, 204);
  const { response } = await session.assertion();
  assert.is((await admin.delete(`/api/auth/passkeys/${registered.body.id}`)).status, 204, 'its owner, from another device');
  assert.equal(await rows(t, 'SELECT id FROM passkey_credentials'), []);
  assert.is((await session.post('/api/auth/passkeys/login', { response })).status, 401);
  assert.equal(
    (await auditRows(t, 'user.login_failed')).map((row) => row.detail.reason),
    ['unknown_passkey'],
  );
  assert.is((await auditRows(t, 'passkey.delete')).length, 1);
});

test('the options: RP id from SERVICE_PUBLIC_URL, the account as user handle, discoverable credentials; challenges stored as hashes', async () => {
  t = await boot();
  const admin = await setupAdmin(t);
  const me = (await admin.get('/api/auth/check')).body.user;
  const options = await admin.post('/api/auth/passkeys/register/options');
  assert.is(options.status, 200);
  assert.equal(options.body.rp, { name: 'Portcullis', id: 'localhost' });
  assert.equal(options.body.user, { id: Buffer.from(me.id).toString('base64url'), name: ADMIN_EMAIL, displayName: ADMIN_EMAIL });
  assert.equal(options.body.authenticatorSelection, { residentKey: 'required', userVerification: 'preferred', requireResidentKey: true });
  assert.is(options.body.timeout, 300_000);
  const stored = await rows(t, 'SELECT challenge_hash, purpose, user_id FROM passkey_challenges');
  assert.equal(
    stored.map((row) => [row.purpose, row.user_id]),
    [['register', me.id]],
  );
  assert.is.not(stored[0]!.challenge_hash, options.body.challenge);

  const pinned = await boot({ SERVICE_PASSKEY_RP_ID: 'example.com' }).then(
    async (kernel) => {
      await kernel.stop();
      return null;
    },
    (error: Error) => error,
  );
  assert.match(String(pinned), /SERVICE_PASSKEY_RP_ID example\.com must be the host of SERVICE_PUBLIC_URL \(localhost\)/);
});

test('a challenge answers once; the purge removes the expired ones and keeps the live ones', async () => {
  t = await boot();
  const challenges = t.resolve('passkeyChallenges', 'auth-passkeys');
  const expired = Buffer.from(await challenges.issue('login', null)).toString('base64url');
  t.manualClock!.advance(challenges.lifetimeSeconds * 1000);
  const live = Buffer.from(await challenges.issue('login', null)).toString('base64url');
  assert.is(await challenges.purgeExpired(), 1);
  assert.is(await challenges.consume(expired, 'login'), null, 'purged');
  assert.equal(await challenges.consume(live, 'login'), { purpose: 'login', userId: null });
  assert.is(await challenges.consume(live, 'login'), null, 'used up');
  assert.equal(await rows(t, 'SELECT purpose FROM passkey_challenges'), []);
});

test('registering needs a person logged in; a login posted from another site is refused; garbage is a 400', async () => {
  t = await boot();
  await setupAdmin(t);
  const anonymous = new Browser(t);
  assert.is((await anonymous.post('/api/auth/passkeys/register/options')).status, 401);
  assert.is((await anonymous.get('/api/auth/passkeys')).status, 401);
  const foreign = new Browser(t, { origin: 'https://evil.example' });
  assert.is((await foreign.post('/api/auth/passkeys/login/options', {})).status, 403);
  const garbage = await anonymous.post('/api/auth/passkeys/login', {
    response: {
      id: 'a',
      rawId: 'a',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    },
  });
  assert.is(garbage.status, 401, 'an answer for no registered passkey proves nothing');
  const malformed = await anonymous.post('/api/auth/passkeys/login', { response: { id: 'not base64!' } });
  assert.is(malformed.status, 400);
  assert.is(malformed.body.code, 'VALIDATION_ERROR');
});

test('switching passkeys off removes their endpoints and their advertisement', async () => {
  t = await boot({ SERVICE_PASSKEYS_ENABLED: 'false' });
  const admin = await setupAdmin(t);
  const check = await new Browser(t).get('/api/auth/check');
  assert.equal([check.body.passkeys_enabled, check.body.login_methods], [false, ['password']]);
  assert.is((await admin.post('/api/auth/passkeys/register/options')).status, 404);
  assert.is((await new Browser(t).post('/api/auth/passkeys/login/options', {})).status, 404);
  await t.stop();
  t = await boot();
  assert.is((await new Browser(t).get('/api/auth/check')).body.passkeys_enabled, true, 'on by default');
});

test.run();
