// The OIDC login flow against two real providers (oidc-provider on loopback), through the real redirects.

import { ADMIN_EMAIL, type Browser, setupAdmin } from '@portcullis/plugin-users/testing';
import { auditRows, rows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootOidc, providersFor } from './helpers.ts';
import { CLIENT_ID, REDIRECT_URI, startIdentityProvider, type TestIdentityProvider } from './identity-provider.ts';
import { OidcBrowser } from './oidc-browser.ts';

interface Context {
  corp: TestIdentityProvider;
  hub: TestIdentityProvider;
  t: TestKernel;
  admin: Browser;
}

const oidc = suite<Context>('OIDC login');

oidc.before(async (context) => {
  context.corp = await startIdentityProvider();
  context.hub = await startIdentityProvider({ conformIdTokenClaims: false });
});
oidc.after(async ({ corp, hub }) => {
  await corp.close();
  await hub.close();
});
oidc.before.each(async (context) => {
  context.corp.accounts.clear();
  context.hub.accounts.clear();
  context.t = await bootOidc(providersFor(context.corp, context.hub));
  context.admin = await setupAdmin(context.t);
});
oidc.after.each(async ({ t }) => {
  await t.stop();
});

oidc('the providers are listed with public data only, and advertised in /api/auth/check', async ({ t }) => {
  const browser = new OidcBrowser(t);
  const listed = JSON.parse((await browser.request('GET', '/api/auth/oidc/providers')).body);
  const expected = [
    { name: 'corp', display_name: 'Corp SSO', login_url: '/api/auth/oidc/login/corp' },
    { name: 'hub', display_name: 'hub', login_url: '/api/auth/oidc/login/hub' },
  ];
  assert.equal(listed, { items: expected, total: 2 });
  const check = await browser.check();
  assert.equal(check.oidc_providers, expected);
  assert.equal(check.login_methods, ['password', 'oidc']);
  const unknown = await browser.request('GET', '/api/auth/oidc/login/nope');
  assert.is(unknown.status, 404);
  assert.is(JSON.parse(unknown.body).code, 'NOT_FOUND');
});

oidc('login starts with a 307 to the provider: PKCE S256, state, nonce, the registered redirect URI, a signed state cookie', async ({ t, corp }) => {
  const browser = new OidcBrowser(t);
  const response = await fetch(`${t.url}/api/auth/oidc/login/corp?next=/sandboxes`, { redirect: 'manual' });
  assert.is(response.status, 307);
  const target = new URL(response.headers.get('location')!);
  assert.is(target.origin + target.pathname, `${corp.issuer}/auth`);
  const params = Object.fromEntries(target.searchParams);
  assert.equal(
    { ...params, code_challenge: params.code_challenge!.length, state: params.state!.length > 20, nonce: params.nonce!.length > 20 },
    {
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: 43,
      code_challenge_method: 'S256',
      state: true,
      nonce: true,
    },
  );
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('svc_oidc_state='))!;
  const lifetime = Date.parse(/expires=([^;]+)/i.exec(cookie)![1]!) - Date.now();
  assert.ok(lifetime > 290_000 && lifetime <= 300_000, `the cookie lives SERVICE_OIDC_STATE_MAX_AGE (300 s), not ${lifetime} ms`);
  assert.match(cookie, /; path=\/api\/auth\/oidc;/i);
  assert.match(cookie, /; samesite=lax/i);
  assert.match(cookie, /; httponly/i);
  const value = /^svc_oidc_state=([^;]+)/.exec(cookie)![1]!;
  const payload = JSON.parse(Buffer.from(value.split('.')[0]!, 'base64url').toString());
  assert.is(payload.s, params.state, 'the cookie carries the state it was sent with');
  assert.ok(value.split('.')[1]!.length >= 43, 'and a signature');
  assert.ok(browser);
});

oidc('a first login creates the account (oidc.create) with the default role and a session; then the sub finds it', async ({ t, corp, admin }) => {
  corp.accounts.set('sub-ana', { email: 'Ana@Corp.test', email_verified: true, name: 'Ana' });
  const browser = new OidcBrowser(t);
  const answer = await browser.login('corp', 'sub-ana', { next: '/sandboxes?view=mine' });
  assert.is(answer.status, 303, answer.body);
  assert.is(answer.location, `${t.url}/sandboxes?view=mine`);
  assert.ok(browser.cookie('svc_session'), 'the svc_session cookie is set');
  assert.is(browser.cookie('svc_oidc_state'), undefined, 'the state cookie is spent');
  const check = await browser.check();
  assert.equal([check.authenticated, check.user.email, check.role], [true, 'ana@corp.test', 'viewer']);
  assert.equal((await corp.hits.get('/me')) ?? 0, 1, 'the email came from the userinfo endpoint (corp keeps it out of the ID token)');
  assert.ok((corp.hits.get('/jwks') ?? 0) >= 1, "the ID token's signature was checked against the provider's key set");

  const user = (await admin.get('/api/auth/users/ana@corp.test')).body;
  assert.equal([user.oidc_provider, user.oidc_sub, user.has_password, user.display_name], ['corp', 'sub-ana', false, 'Ana']);
  const [created] = await auditRows(t, 'oidc.create');
  assert.equal(created!.detail, { email: 'ana@corp.test', role: 'viewer', provider: 'corp', subject: 'sub-ana' });
  assert.is(created!.actor, 'ana@corp.test');
  const login = (await auditRows(t, 'user.login')).at(-1)!;
  assert.equal(login.detail, { email: 'ana@corp.test', method: 'oidc', provider: 'corp' });
  const [session] = await rows(t, 'SELECT method FROM user_sessions WHERE user_id = ?', [user.id]);
  assert.is(session!.method, 'oidc');

  // The provider changed her email: the subject still finds the same account.
  corp.accounts.set('sub-ana', { email: 'ana.new@corp.test', email_verified: true });
  const again = new OidcBrowser(t);
  assert.is((await again.login('corp', 'sub-ana')).status, 303);
  assert.is((await again.check()).user.id, user.id);
  assert.is((await auditRows(t, 'oidc.create')).length, 1);
  assert.is((await auditRows(t, 'oidc.link')).length, 0);
  assert.is((await rows(t, 'SELECT id FROM users')).length, 2, 'the admin and Ana');
});

oidc('a local account with the same email is linked (oidc.link) and keeps its password', async ({ t, corp, admin }) => {
  await admin.post('/api/auth/users', { email: 'dev@corp.test', role: 'operator', password: 'a-fine-password-77' });
  corp.accounts.set('sub-dev', { email: 'dev@corp.test', email_verified: true });
  const browser = new OidcBrowser(t);
  assert.is((await browser.login('corp', 'sub-dev')).status, 303);
  assert.equal([(await browser.check()).user.email, (await browser.check()).role], ['dev@corp.test', 'operator'], 'the linked account keeps its role');
  const [link] = await auditRows(t, 'oidc.link');
  assert.equal(link!.detail, { email: 'dev@corp.test', provider: 'corp', subject: 'sub-dev' });
  const user = (await admin.get('/api/auth/users/dev@corp.test')).body;
  assert.equal([user.oidc_provider, user.oidc_sub, user.has_password], ['corp', 'sub-dev', true]);
  assert.is((await admin.post('/api/auth/logout')).status, 204);
  assert.is(
    (
      await fetch(`${t.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'dev@corp.test', password: 'a-fine-password-77' }),
      })
    ).status,
    200,
  );
  await t.kernel.events.settled();
  assert.equal(
    t.eventsNamed('user.updated').map((event) => (event.data as { changed: string[] }).changed),
    [['oidc_identity']],
  );
});

oidc('an email the provider has not verified is never linked to an existing account', async ({ t, corp }) => {
  corp.accounts.set('sub-x', { email: ADMIN_EMAIL, email_verified: false });
  const browser = new OidcBrowser(t);
  const answer = await browser.login('corp', 'sub-x');
  assert.is(answer.location, `${t.url}/login?error=Authentication+failed&reason=email_not_verified`);
  assert.is(browser.cookie('svc_session'), undefined);
  const [admin] = await rows(t, 'SELECT oidc_provider FROM users WHERE email = ?', [ADMIN_EMAIL]);
  assert.is(admin!.oidc_provider, null);
});

oidc('role mapping: the highest mapped value wins, and is applied again at every login, demotions too', async ({ t, hub, admin }) => {
  hub.accounts.set('sub-sam', { email: 'sam@hub.test', groups: ['pc-readers', 'unrelated', 'pc-ops'] });
  const browser = new OidcBrowser(t);
  await browser.login('hub', 'sub-sam');
  assert.is((await browser.check()).role, 'operator', 'of viewer and operator, operator');
  assert.is(hub.hits.get('/me') ?? 0, 0, 'hub puts the claims into the ID token; userinfo is not needed');

  hub.accounts.set('sub-sam', { email: 'sam@hub.test', groups: ['pc-ops', 'pc-admins'] });
  await browser.login('hub', 'sub-sam');
  assert.is((await browser.check()).role, 'admin', 'promoted at the next login');

  hub.accounts.set('sub-sam', { email: 'sam@hub.test', groups: ['pc-readers'] });
  const other = new OidcBrowser(t);
  await other.login('hub', 'sub-sam');
  assert.is((await other.check()).role, 'viewer', 'demoted at the next login');
  assert.is((await browser.check()).role, 'viewer', 'and the earlier session sees the demotion at once');

  hub.accounts.set('sub-sam', { email: 'sam@hub.test', groups: ['unrelated'] });
  await admin.patch('/api/auth/users/sam@hub.test', { role: 'admin' });
  await other.login('hub', 'sub-sam');
  assert.is((await other.check()).role, 'viewer', 'no mapped value: the default role, whatever was set here');

  const syncs = (await auditRows(t, 'user.update'))
    .filter((row) => row.detail.source === 'oidc')
    .map((row) => `${row.detail.before.role}->${row.detail.after.role}`);
  assert.equal(syncs, ['operator->admin', 'admin->viewer', 'admin->viewer']);
});

oidc.run();
