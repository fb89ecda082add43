// The oidc profile's OAuth2 issuer (docs/openshell-0.0.md §a.3, §g.6): discovery, JWKS, and the client-credentials
// grant whose short-lived tokens the gRPC side accepts; calls to the token endpoint are counted like RPCs.
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from './helpers.ts';
import { rejects, startHarness } from './helpers.ts';

let h: Harness;
test.before(async () => {
  h = await startHarness({
    authProfile: 'oidc',
    controlPort: 0,
    oidc: {
      issuerServer: { tokenTtlSeconds: 120 },
      clients: [{ clientId: 'portcullis', clientSecret: 's3cret:with/odd chars', roles: ['openshell-admin'] }],
    },
  });
});
test.after(() => h.close());

const bearer = (token: string) => {
  const metadata = new grpc.Metadata();
  metadata.set('authorization', `Bearer ${token}`);
  return metadata;
};

async function discovery(): Promise<any> {
  return (await fetch(`${h.sim.oidcIssuer}/.well-known/openid-configuration`)).json();
}

function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

async function requestToken(form: Record<string, string>, authorization?: string) {
  const response = await fetch((await discovery()).token_endpoint, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
  });
  return { status: response.status, body: (await response.json()) as any };
}

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

test('discovery names the issuer the gateway checks, a token endpoint and a JWKS with the signing key', async () => {
  assert.match(h.sim.oidcIssuer!, /^http:\/\/127\.0\.0\.1:\d+\/realms\/openshell$/);
  const document = await discovery();
  assert.equal(
    [document.issuer, document.grant_types_supported, document.token_endpoint_auth_methods_supported],
    [h.sim.oidcIssuer, ['client_credentials'], ['client_secret_basic', 'client_secret_post']],
  );
  const jwks = (await (await fetch(document.jwks_uri)).json()) as any;
  assert.equal(jwks, h.sim.jwks());
  assert.equal([jwks.keys[0].kty, jwks.keys[0].alg], ['RSA', 'RS256']);
});

test('client_credentials (basic or post) issues a short-lived JWT the gRPC side accepts', async () => {
  h.sim.control.resetCalls();
  const basicGrant = await requestToken({ grant_type: 'client_credentials', scope: 'openshell:all' }, basic('portcullis', 's3cret:with/odd chars'));
  assert.is(basicGrant.status, 200);
  assert.equal([basicGrant.body.token_type, basicGrant.body.expires_in, basicGrant.body.scope], ['Bearer', 120, 'openshell:all']);
  const token = claims(basicGrant.body.access_token);
  assert.equal(
    [token.iss, token.aud, token.sub, token.azp, token.exp - token.iat],
    [h.sim.oidcIssuer, 'openshell-cli', 'service-account-portcullis', 'portcullis', 120],
  );
  const user = await h.call('GetCurrentUser', {}, bearer(basicGrant.body.access_token));
  assert.equal([user.subject, user.roles, user.identity_provider], ['service-account-portcullis', ['openshell-admin'], 'oidc']);
  await h.call('GetGatewayInfo', {}, bearer(basicGrant.body.access_token));
  const postGrant = await requestToken({ grant_type: 'client_credentials', client_id: 'portcullis', client_secret: 's3cret:with/odd chars' });
  assert.is(postGrant.status, 200);
  assert.is(h.sim.control.calls('oidc.token'), 2);
});

test('wrong secrets and grants are refused the OAuth2 way; a wrong audience is refused by the gateway', async () => {
  const wrong = await requestToken({ grant_type: 'client_credentials' }, basic('portcullis', 'nope'));
  assert.equal([wrong.status, wrong.body.error], [401, 'invalid_client']);
  const unknown = await requestToken({ grant_type: 'client_credentials', client_id: 'ghost', client_secret: 'x' });
  assert.equal([unknown.status, unknown.body.error], [401, 'invalid_client']);
  const password = await requestToken({ grant_type: 'password', username: 'a', password: 'b' }, basic('portcullis', 's3cret:with/odd chars'));
  assert.equal([password.status, password.body.error], [400, 'unsupported_grant_type']);
  const elsewhere = await requestToken({ grant_type: 'client_credentials', audience: 'another-api' }, basic('portcullis', 's3cret:with/odd chars'));
  await rejects(h.call('ListSandboxes', {}, bearer(elsewhere.body.access_token)), grpc.status.UNAUTHENTICATED, 'invalid token: InvalidAudience');
});

test('clients can be added at run time (hook and control API); a rotated key invalidates issued tokens', async () => {
  h.sim.control.addOidcClient({ clientId: 'viewer', clientSecret: 'v', roles: [] });
  const viewer = await requestToken({ grant_type: 'client_credentials' }, basic('viewer', 'v'));
  await rejects(h.call('GetGatewayInfo', {}, bearer(viewer.body.access_token)), grpc.status.PERMISSION_DENIED, 'platform admin role required');
  const added = await fetch(`${h.sim.controlUrl}/control/oidc-clients`, {
    method: 'POST',
    body: JSON.stringify({ clientId: 'ops', clientSecret: 'o', roles: ['openshell-admin'] }),
  });
  assert.is(added.status, 200);
  const ops = await requestToken({ grant_type: 'client_credentials' }, basic('ops', 'o'));
  await h.call('ListSandboxes', {}, bearer(ops.body.access_token));
  assert.is((await fetch(`${h.sim.controlUrl}/control/oidc-rotate-key`, { method: 'POST' })).status, 200);
  await rejects(h.call('ListSandboxes', {}, bearer(ops.body.access_token)), grpc.status.UNAUTHENTICATED, 'invalid token: unknown signing key');
  const fresh = await requestToken({ grant_type: 'client_credentials' }, basic('ops', 'o'));
  await h.call('ListSandboxes', {}, bearer(fresh.body.access_token));
});

test('without an issuer server, adding a client is a clear error', async () => {
  const plain = await startHarness({ authProfile: 'oidc' });
  try {
    assert.is(plain.sim.oidcIssuer, undefined);
    assert.throws(() => plain.sim.control.addOidcClient({ clientId: 'x', clientSecret: 'y' }), /no OIDC issuer server/);
  } finally {
    await plain.close();
  }
});

test.run();
