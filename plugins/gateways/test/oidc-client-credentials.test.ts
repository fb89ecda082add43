// auth_mode oidc_client_credentials against the simulator's OIDC gateway and its OAuth2 issuer (docs/openshell-0.0.md
// §g.6): tokens come from the client-credentials grant, are kept until shortly before they expire, are replaced (and
// the call made once more) when the gateway refuses them, and the client secret is never shown, logged or audited.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Egress } from '@portcullis/core';
import type { Simulator } from '@portcullis/openshell-sim';
import type { TestKernel } from '@portcullis/testing';
import { suite, test } from 'uvu';
import * as assert from 'uvu/assert';
import { issuerFetch } from '../src/client/issuer-fetch.ts';
import { rpc00 } from './fixtures/wire-00.ts';
import { bootGateways, closeSimulators, rows, simulator } from './helpers.ts';

const SECRET = 's3cret with spaces:and/odd chars';

interface Context {
  t: TestKernel;
  sim: Simulator;
}

const oidc = suite<Context>('oidc_client_credentials');

oidc.before(async (context) => {
  context.t = await bootGateways();
  context.sim = await simulator({
    authProfile: 'oidc',
    autoTls: {},
    oidc: { issuerServer: { tokenTtlSeconds: 300 }, clients: [{ clientId: 'portcullis', clientSecret: SECRET, roles: ['openshell-admin'] }] },
  });
});
oidc.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

function registration(sim: Simulator, name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name,
    endpoint: sim.address,
    auth_mode: 'oidc_client_credentials',
    ca_cert: sim.tls.caCertPem,
    oidc_issuer: sim.oidcIssuer,
    oidc_client_id: 'portcullis',
    oidc_client_secret: SECRET,
    oidc_scopes: ['openshell:all'],
    ...extra,
  };
}

const tokens = (sim: Simulator) => sim.control.calls('oidc.token');
const config = (t: TestKernel, name: string) => t.http.get(`/api/gateway/${name}/config`);

oidc('registered with its issuer and client; the secret is write-only, sealed, and nowhere in responses, audit rows or logs', async ({ t, sim }) => {
  const registered = await t.http.post('/api/gateway/register', registration(sim, 'oidc-gw'));
  assert.is(registered.status, 201, registered.text);
  assert.equal(
    [
      registered.body.auth_mode,
      registered.body.transport,
      registered.body.oidc_issuer,
      registered.body.oidc_client_id,
      registered.body.oidc_scopes,
      registered.body.oidc_audience,
      registered.body.has_oidc_client_secret,
      registered.body.has_api_key,
    ],
    ['oidc_client_credentials', 'tls', sim.oidcIssuer, 'portcullis', ['openshell:all'], null, true, false],
  );
  const [stored] = await rows(t, "SELECT oidc_client_secret_sealed FROM gateways WHERE name = 'oidc-gw'");
  assert.ok(stored!.oidc_client_secret_sealed && !String(stored!.oidc_client_secret_sealed).includes(SECRET), 'sealed, not in clear');
  const [audit] = await rows(t, "SELECT detail FROM audit_log WHERE action = 'gateway.register' AND resource_id = 'oidc-gw'");
  assert.match(
    String(typeof audit!.detail === 'string' ? audit!.detail : JSON.stringify(audit!.detail)),
    /"credential_fields":\["ca_cert","oidc_client_secret"\]/,
  );
  const everything = JSON.stringify([registered.body, await rows(t, 'SELECT * FROM audit_log'), t.events]) + t.logs.text();
  assert.not.ok(everything.includes(SECRET));
});

oidc('test-connection gets a new token and proves it; calls reuse the kept token until shortly before it expires', async ({ t, sim }) => {
  sim.control.resetCalls();
  const tested = await t.http.as('viewer').post('/api/gateway/oidc-gw/test-connection');
  assert.equal([tested.status, tested.body.reachable, tested.body.authenticated, tested.body.error], [200, true, true, null], tested.text);
  assert.is(tokens(sim), 1);
  for (let i = 0; i < 3; i += 1) assert.is((await config(t, 'oidc-gw')).status, 200);
  assert.equal([tokens(sim), sim.control.calls('GetGatewayConfig')], [1, 3], 'one token for all of them');
  // The token lives 300 s; it is replaced 60 s before it expires.
  t.manualClock!.advance(239_000);
  assert.is((await config(t, 'oidc-gw')).status, 200);
  assert.is(tokens(sim), 1);
  t.manualClock!.advance(2_000);
  assert.is((await config(t, 'oidc-gw')).status, 200);
  assert.is(tokens(sim), 2, 'refreshed before expiry');
});

oidc('streams carry the token too', async ({ t, sim }) => {
  const { id } = sim.control.seedSandbox({ name: 'box' });
  const stream = await t.resolve('gatewayClients', 'gateways').serverStream('oidc-gw', rpc00.WatchSandbox, { id, follow_status: true });
  const first = await new Promise<{ sandbox?: { metadata?: { name?: string } } }>((resolve, reject) => {
    stream.once('data', resolve);
    stream.once('error', reject);
  });
  stream.on('error', () => {});
  stream.cancel();
  assert.is(first.sandbox?.metadata?.name, 'box');
});

oidc('a token the gateway stops accepting (the issuer rotated its key) is replaced once and the call made once more', async ({ t, sim }) => {
  assert.is((await config(t, 'oidc-gw')).status, 200);
  sim.control.rotateOidcSigningKey();
  sim.control.resetCalls();
  const after = await config(t, 'oidc-gw');
  assert.is(after.status, 200, after.text);
  assert.equal([sim.control.calls('GetGatewayConfig'), tokens(sim)], [2, 1], 'refused once (UNAUTHENTICATED), one new token, retried once');
});

oidc('a token the gateway keeps refusing is retried only once, then 502 GATEWAY_AUTH_FAILED', async ({ t, sim }) => {
  const registered = await t.http.post('/api/gateway/register', registration(sim, 'oidc-wrong-aud', { oidc_audience: 'some-other-api' }));
  assert.is(registered.status, 201, registered.text);
  sim.control.resetCalls();
  const refused = await config(t, 'oidc-wrong-aud');
  assert.equal([refused.status, refused.body.code], [502, 'GATEWAY_AUTH_FAILED'], refused.text);
  assert.match(refused.body.detail, /invalid token/);
  assert.equal([sim.control.calls('GetGatewayConfig'), tokens(sim)], [2, 2]);
});

oidc('client credentials the issuer refuses: test-connection says so, calls are 502, the secret is never echoed', async ({ t, sim }) => {
  const registered = await t.http.post('/api/gateway/register', registration(sim, 'oidc-bad-secret', { oidc_client_secret: 'not-the-secret' }));
  assert.is(registered.status, 201, registered.text);
  const tested = await t.http.as('viewer').post('/api/gateway/oidc-bad-secret/test-connection');
  assert.equal([tested.body.reachable, tested.body.authenticated], [true, false], tested.text);
  assert.match(
    tested.body.error,
    /^credentials refused: Could not get an access token for gateway oidc-bad-secret from the OIDC issuer .* as client portcullis: invalid_client/,
    tested.body.error,
  );
  const refused = await config(t, 'oidc-bad-secret');
  assert.equal([refused.status, refused.body.code], [502, 'GATEWAY_AUTH_FAILED']);
  assert.not.ok(JSON.stringify([tested.body, refused.body]).includes('not-the-secret') || t.logs.text().includes('not-the-secret'));
});

oidc('the issuer being down makes calls 503, while Health (which needs no token) still answers', async ({ t, sim }) => {
  const registered = await t.http.post('/api/gateway/register', registration(sim, 'oidc-no-issuer', { oidc_issuer: 'http://127.0.0.1:1/realms/openshell' }));
  assert.is(registered.status, 201, registered.text);
  const refused = await config(t, 'oidc-no-issuer');
  assert.equal([refused.status, refused.body.code], [503, 'GATEWAY_UNAVAILABLE'], refused.text);
  assert.match(refused.body.detail, /OIDC issuer http:\/\/127\.0\.0\.1:1\/realms\/openshell of gateway oidc-no-issuer cannot be reached: connection refused/);
  const info = await t.http.get('/api/gateway/oidc-no-issuer/info');
  assert.equal([info.body.reachable, info.body.version, info.body.authenticated], [true, '0.0.111', null], 'reachable; the credentials could not be tried');
  assert.match(info.body.error, /cannot be reached: connection refused/);
});

oidc('PATCH of the client secret starts over with a new token', async ({ t, sim }) => {
  assert.is((await t.http.patch('/api/gateway/oidc-bad-secret', { oidc_client_secret: SECRET })).status, 200);
  sim.control.resetCalls();
  assert.is((await config(t, 'oidc-bad-secret')).status, 200);
  assert.is(tokens(sim), 1);
  const cleared = await t.http.patch('/api/gateway/oidc-bad-secret', { auth_mode: 'none', endpoint: `https://${sim.address}` });
  assert.equal(
    [cleared.status, cleared.body.errors?.map((e: { path: string }) => e.path).sort()],
    [400, ['body.oidc_client_id', 'body.oidc_client_secret', 'body.oidc_issuer', 'body.oidc_scopes']],
    'leaving the mode means clearing its settings',
  );
});

oidc.run();

test('the issuer fetch checks every request against the address rule and dials only the addresses it checked', async () => {
  const fetchOptions = { method: 'GET', headers: {}, body: undefined, redirect: 'manual' as const };
  const strict = issuerFetch('gw', new Egress({ localMode: false, resolve: async () => ({ ok: true, addresses: ['127.0.0.1'] }) }));
  for (const url of ['http://8.8.8.8/x', 'https://127.0.0.1/x', 'https://issuer.example/x']) {
    const refused = await strict(url, fetchOptions).then(
      () => null,
      (error: unknown) => error as { status: number; code: string },
    );
    assert.equal([refused?.status, refused?.code], [409, 'ENDPOINT_NOT_ALLOWED'], url);
  }
  const sim = await simulator({ authProfile: 'oidc', oidc: { issuerServer: {} } });
  try {
    // A name nobody's DNS knows, pinned to the address the (local-mode) rule checked: the request reaches the issuer.
    const pinned = issuerFetch('gw', new Egress({ localMode: true, resolve: async () => ({ ok: true, addresses: ['127.0.0.1'] }) }));
    const issuer = new URL(sim.oidcIssuer!);
    const response = await pinned(`http://issuer.invalid:${issuer.port}${issuer.pathname}/.well-known/openid-configuration`, fetchOptions);
    assert.equal([response.status, ((await response.json()) as { issuer: string }).issuer], [200, sim.oidcIssuer]);
  } finally {
    await closeSimulators();
  }
  // An issuer that answers with more than a discovery document or a token response could hold is not read further.
  const flood = createServer((_request, response) => response.end(Buffer.alloc(2 * 1024 * 1024, 'x')));
  await new Promise<void>((resolve) => flood.listen(0, '127.0.0.1', resolve));
  try {
    const local = issuerFetch('gw', new Egress({ localMode: true, resolve: async () => ({ ok: true, addresses: ['127.0.0.1'] }) }));
    const failure = await local(`http://127.0.0.1:${(flood.address() as AddressInfo).port}/x`, fetchOptions).then(
      () => null,
      (error: Error) => error,
    );
    assert.match(failure?.message ?? '', /larger than 1048576 bytes/);
  } finally {
    flood.closeAllConnections();
    await new Promise((resolve) => flood.close(resolve));
  }
});

test.run();
