// Every way an OIDC login can fail ends at the login page with a readable error, counted, logged without tokens,
// and without a session. Real providers (oidc-provider on loopback), real redirects.

import { Egress, EgressRefused } from '@portcullis/core';
import { setupAdmin } from '@portcullis/plugin-users/testing';
import { rows, type TestKernel } from '@portcullis/testing';
import { suite, test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeEndpoints } from '../src/provider-clients.ts';
import { bootOidc, metric, providersFor } from './helpers.ts';
import { CLIENT_ID, CLIENT_SECRET, startIdentityProvider, type TestIdentityProvider } from './identity-provider.ts';
import { OidcBrowser } from './oidc-browser.ts';

interface Context {
  corp: TestIdentityProvider;
  hub: TestIdentityProvider;
  t: TestKernel;
}

const FAILED = 'Authentication failed';
const DENIED = 'Login was denied by the identity provider';

const failures = suite<Context>('OIDC login failures');

failures.before(async (context) => {
  context.corp = await startIdentityProvider();
  context.hub = await startIdentityProvider({ conformIdTokenClaims: false });
});
failures.after(async ({ corp, hub }) => {
  await corp.close();
  await hub.close();
});
failures.before.each(async (context) => {
  context.corp.accounts.clear();
  context.corp.accounts.set('sub-ana', { email: 'ana@corp.test', email_verified: true });
  context.corp.hits.clear();
  context.corp.discoveryOverride = null;
  context.t = await bootOidc(providersFor(context.corp, context.hub));
});
failures.after.each(async ({ t }) => {
  await t.stop();
});

function loginPage(t: TestKernel, message: string, reason: string): string {
  return `${t.url}/login?${new URLSearchParams({ error: message, reason })}`;
}

/** Nobody logged in, and no session row exists. */
async function assertNoSession(t: TestKernel, browser: OidcBrowser): Promise<void> {
  assert.is(browser.cookie('svc_session'), undefined);
  assert.is((await browser.check()).authenticated, false);
  assert.equal(await rows(t, 'SELECT id FROM user_sessions'), []);
}

failures('consent denied at the provider: "Login was denied by the identity provider", counted, no session', async ({ t }) => {
  const browser = new OidcBrowser(t);
  const answer = await browser.login('corp', 'sub-ana', { decision: 'deny' });
  assert.is(answer.status, 303);
  assert.is(answer.location, loginPage(t, DENIED, 'denied'));
  await assertNoSession(t, browser);
  assert.equal(await rows(t, 'SELECT id FROM users'), [], 'no account either');
  assert.is(await metric(t, 'portcullis_oidc_login_failures_total{provider="corp",reason="denied"}'), 1);
  const logged = t.logs.entries().find((entry) => entry.msg === 'OIDC login failed');
  assert.equal([logged!.provider, logged!.reason], ['corp', 'denied']);
});

failures('a tampered state cookie is refused before the provider is asked for tokens', async ({ t, corp }) => {
  const browser = new OidcBrowser(t);
  const started = await browser.begin('corp', '/');
  const callback = await browser.authorize(started.location!, 'sub-ana');
  const [payload, signature] = browser.cookie('svc_oidc_state')!.split('.');
  const altered = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  altered.r = '//evil.example';
  browser.setCookie('svc_oidc_state', `${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`, '/api/auth/oidc');
  const answer = await browser.finish(callback);
  assert.is(answer.location, loginPage(t, FAILED, 'bad_state'));
  assert.is(corp.hits.get('/token') ?? 0, 0, 'no code exchange');
  await assertNoSession(t, browser);
  assert.is(await metric(t, 'portcullis_oidc_login_failures_total{provider="unknown",reason="bad_state"}'), 1);
});

failures('a callback whose state is not the one in the cookie is refused (login CSRF)', async ({ t, corp }) => {
  const victim = new OidcBrowser(t);
  await victim.begin('corp', '/');
  const attacker = new OidcBrowser(t);
  const started = await attacker.begin('corp', '/');
  const attackersCallback = await attacker.authorize(started.location!, 'sub-ana');
  const answer = await victim.finish(attackersCallback);
  assert.is(answer.location, loginPage(t, FAILED, 'bad_state'));
  assert.is(corp.hits.get('/token') ?? 0, 0);
  await assertNoSession(t, victim);
});

failures('without the state cookie the callback is refused', async ({ t }) => {
  const browser = new OidcBrowser(t);
  const started = await browser.begin('corp', '/');
  const callback = await browser.authorize(started.location!, 'sub-ana');
  const answer = await new OidcBrowser(t).finish(callback);
  assert.is(answer.location, loginPage(t, FAILED, 'missing_state'));
});

failures('a replayed callback (same cookie, same URL) is refused; the code is exchanged once', async ({ t, corp }) => {
  const browser = new OidcBrowser(t);
  const started = await browser.begin('corp', '/');
  const state = browser.cookie('svc_oidc_state')!;
  const callback = await browser.authorize(started.location!, 'sub-ana');
  assert.is((await browser.finish(callback)).location, `${t.url}/`);
  const thief = new OidcBrowser(t);
  thief.setCookie('svc_oidc_state', state, '/api/auth/oidc');
  const replay = await thief.finish(callback);
  assert.is(replay.location, loginPage(t, FAILED, 'replayed_state'));
  assert.is(corp.hits.get('/token'), 1, 'the second callback never reached the token endpoint');
  assert.is(thief.cookie('svc_session'), undefined);
  assert.is((await rows(t, 'SELECT id FROM user_sessions')).length, 1, "only the first callback's session");
});

failures('a used state is remembered until it expires, then purged', async ({ t }) => {
  const usedStates = t.resolve('oidcUsedStates', 'auth-oidc');
  const now = t.clock.now();
  assert.is(await usedStates.consume('early', now + 1000), true);
  assert.is(await usedStates.consume('late', now + 2000), true);
  assert.is(await usedStates.consume('early', now + 1000), false, 'used before');
  t.manualClock!.advance(1000);
  assert.is(await usedStates.purgeExpired(), 1);
  assert.is(await usedStates.consume('late', now + 2000), false, 'not expired yet: still remembered');
  assert.is(await usedStates.consume('early', now + 1000), true, 'expired and purged');
});

failures('an expired state (SERVICE_OIDC_STATE_MAX_AGE) is refused', async ({ t, corp }) => {
  const browser = new OidcBrowser(t);
  const started = await browser.begin('corp', '/');
  const callback = await browser.authorize(started.location!, 'sub-ana');
  t.manualClock!.advance(301_000);
  const answer = await browser.finish(callback);
  assert.is(answer.location, loginPage(t, FAILED, 'expired_state'));
  assert.is(corp.hits.get('/token') ?? 0, 0);
  await assertNoSession(t, browser);
});

failures('`next` must be a path on this site: //evil.example and /\\evil.example land on /', async ({ t }) => {
  for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/a\r\nSet-Cookie: x=1', 'evil.example']) {
    const answer = await new OidcBrowser(t).login('corp', 'sub-ana', { next });
    assert.is(answer.location, `${t.url}/`, `next=${JSON.stringify(next)}`);
  }
  const kept = await new OidcBrowser(t).login('corp', 'sub-ana', { next: '/gateways/gw-1?tab=policy' });
  assert.is(kept.location, `${t.url}/gateways/gw-1?tab=policy`);
});

failures('a code the provider refuses (token exchange failure) ends at the login page', async ({ t, corp }) => {
  const browser = new OidcBrowser(t);
  const started = await browser.begin('corp', '/');
  const callback = new URL(await browser.authorize(started.location!, 'sub-ana'));
  callback.searchParams.set('code', 'not-the-code');
  const answer = await browser.finish(callback.toString());
  assert.is(answer.location, loginPage(t, FAILED, 'token_exchange'));
  assert.is(corp.hits.get('/token'), 1);
  await assertNoSession(t, browser);
  const logged = JSON.stringify(t.logs.entries().filter((entry) => entry.msg === 'OIDC login failed'));
  assert.match(logged, /token_exchange/);
  assert.not.match(logged, /eyJ/, 'no token in the log');
  assert.not.match(t.logs.text(), CLIENT_SECRET, 'the client secret is never logged');
});

failures("an ID token signed with a key that is not in the provider's key set is refused (unverifiable token)", async ({ t, corp, hub }) => {
  // The corp provider's document names the hub provider's key set: its ID tokens no longer verify.
  corp.discoveryOverride = (real) => ({ ...real, jwks_uri: `${hub.issuer}/jwks` });
  const browser = new OidcBrowser(t);
  const answer = await browser.login('corp', 'sub-ana');
  assert.is(answer.location, loginPage(t, FAILED, 'invalid_token'));
  await assertNoSession(t, browser);
  assert.equal(await rows(t, 'SELECT id FROM users'), []);
});

failures('an ID token or userinfo without an email cannot log in', async ({ t, corp }) => {
  corp.accounts.set('sub-anon', { name: 'No Email' });
  const browser = new OidcBrowser(t);
  assert.is((await browser.login('corp', 'sub-anon')).location, loginPage(t, FAILED, 'missing_email'));
  await assertNoSession(t, browser);
});

failures('a discovery document that names a plain-http endpoint elsewhere is refused before any token request', async ({ t, corp }) => {
  corp.discoveryOverride = (real) => ({ ...real, token_endpoint: 'http://idp.example.net/token' });
  const browser = new OidcBrowser(t);
  const answer = await browser.begin('corp', '/');
  assert.is(answer.location, loginPage(t, FAILED, 'insecure_endpoint'));
  assert.is(corp.hits.get('/auth') ?? 0, 0, 'the browser was never sent to the provider');
});

failures('the client secret is redacted in /api/system/config', async ({ t }) => {
  const admin = await setupAdmin(t);
  const config = await admin.get('/api/system/config');
  assert.is(config.body.oidc.providers_json[0].client_secret, '[REDACTED]');
  assert.is(config.body.oidc.providers_json[0].client_id, CLIENT_ID);
  assert.not.match(config.text, CLIENT_SECRET);
});

failures.run();

test('without providers OIDC is off: no endpoints, no advertisement, and the plugin says why', async () => {
  const t = await bootOidc([]);
  try {
    const admin = await setupAdmin(t);
    const browser = new OidcBrowser(t);
    assert.is((await browser.request('GET', '/api/auth/oidc/providers')).status, 404);
    assert.is((await browser.request('GET', '/api/auth/oidc/login/corp')).status, 404);
    assert.is((await browser.request('GET', '/api/auth/oidc/callback?code=x&state=y')).status, 404);
    const check = await browser.check();
    assert.equal([check.oidc_providers, check.login_methods], [[], ['password']]);
    const status = (await admin.get('/api/system/plugins')).body.items.find((item: { id: string }) => item.id === 'auth-oidc');
    assert.equal([status.enabled, status.reason], [false, 'no OIDC providers configured (SERVICE_OIDC_PROVIDERS_JSON is empty)']);
  } finally {
    await t.stop();
  }
});

test('outside local mode a provider at a private address is refused: no connection is made', async () => {
  const idp = await startIdentityProvider();
  const port = new URL(idp.issuer).port;
  const t = await bootOidc([{ name: 'corp', issuer: `https://127.0.0.1:${port}`, client_id: CLIENT_ID, client_secret: CLIENT_SECRET }], {
    SERVICE_LOCAL_MODE: 'false',
  });
  try {
    const browser = new OidcBrowser(t);
    const answer = await browser.begin('corp', '/');
    assert.is(answer.location, loginPage(t, FAILED, 'address_refused'));
    assert.is(browser.cookie('svc_oidc_state'), undefined, 'no login was started');
    assert.equal([...idp.hits], [], 'the provider saw no request');
    const logged = t.logs.entries().find((entry) => entry.msg === 'OIDC login failed')!;
    assert.match(String(logged.error), /127\.0\.0\.1 is loopback/);
  } finally {
    await t.stop();
    await idp.close();
  }
});

test('outside local mode a plain-http issuer is a configuration error at start-up', async () => {
  const error = await bootOidc([{ name: 'corp', issuer: 'http://127.0.0.1:1', client_id: CLIENT_ID }], { SERVICE_LOCAL_MODE: 'false' }).then(
    async (t) => {
      await t.stop();
      return null;
    },
    (caught: Error) => caught,
  );
  assert.match(String(error), /provider corp: issuer http:\/\/127\.0\.0\.1:1 is plain http/);
  const scopes = await bootOidc([{ name: 'corp', issuer: 'https://idp.example', client_id: CLIENT_ID, scopes: ['email'] }]).then(
    async (t) => {
      await t.stop();
      return null;
    },
    (caught: Error) => caught,
  );
  assert.match(String(scopes), /SERVICE_OIDC_PROVIDERS_JSON\[0\.scopes\]: must include openid/);
});

test('a discovery document naming private addresses for the key set or token endpoint is refused outside local mode', async () => {
  const idp = await startIdentityProvider();
  try {
    const document = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as Record<string, string>;
    const outside = Egress.fromSettings({ localMode: false, dnsServers: [], dnsTimeoutMs: 2000 });
    const publicDocument = { ...document, authorization_endpoint: 'https://idp.example/auth' };
    for (const [field, url, reason] of [
      ['jwks_uri', 'https://10.1.2.3/jwks', 'private (RFC 1918)'],
      ['token_endpoint', 'https://169.254.169.254/token', 'the cloud metadata service'],
      ['userinfo_endpoint', 'https://[fd00::5]/me', 'private (unique local)'],
    ] as const) {
      const refused = await judgeEndpoints(
        {
          ...publicDocument,
          token_endpoint: 'https://93.184.215.14/token',
          jwks_uri: 'https://93.184.215.14/jwks',
          userinfo_endpoint: 'https://93.184.215.14/me',
          [field]: url,
        },
        outside,
      ).then(
        () => null,
        (error: Error) => error,
      );
      assert.instance(refused, EgressRefused, field);
      assert.match(refused!.message, `${field}: `);
      assert.match(refused!.message, reason);
    }
    const local = Egress.fromSettings({ localMode: true, dnsServers: [], dnsTimeoutMs: 2000 });
    await judgeEndpoints(document, local);
  } finally {
    await idp.close();
  }
});

test.run();
