// Registration and test-connection against real simulators over mTLS (certificates made here), bearer tokens
// (the oidc profile) and no credentials; wrong credentials give `authenticated: false` with a readable error.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Simulator } from '@portcullis/openshell-sim';
import { type CertificateAuthority, createCertificateAuthority, issueClientCertificate, issueServerCertificate } from '@portcullis/openshell-sim/certs';
import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { rpc00 } from './fixtures/wire-00.ts';
import { bootGateways, closeSimulators, liveBufferBytes, simulator } from './helpers.ts';

interface Context {
  t: TestKernel;
  ca: CertificateAuthority;
  mtls: Simulator;
  oidc: Simulator;
  open: Simulator;
}

const modes = suite<Context>('auth modes against the simulator');

modes.before(async (context) => {
  context.t = await bootGateways();
  context.ca = createCertificateAuthority('Gateway Test CA');
  const server = issueServerCertificate(context.ca, { names: ['gw.internal'] });
  context.mtls = await simulator({
    authProfile: 'mtls-local',
    tls: { certPem: server.certPem, keyPem: server.keyPem, clientCaPem: context.ca.certPem, requireClientCert: true },
  });
  context.oidc = await simulator({ authProfile: 'oidc', autoTls: {} });
  context.open = await simulator({ authProfile: 'dev-open' });
});
modes.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const testConnection = async (t: TestKernel, name: string) => {
  const response = await t.http.as('viewer').post(`/api/gateway/${name}/test-connection`);
  assert.is(response.status, 200, response.text);
  return response.body;
};

modes('mTLS: register with a client certificate, then test-connection succeeds', async ({ t, ca, mtls }) => {
  const client = issueClientCertificate(ca, { commonName: 'portcullis-mp', organizationalUnits: ['openshell-admin'] });
  const registered = await t.http.post('/api/gateway/register', {
    name: 'mtls-gw',
    endpoint: mtls.address,
    auth_mode: 'mtls',
    ca_cert: ca.certPem,
    client_cert: client.certPem,
    client_key: client.keyPem,
  });
  assert.is(registered.status, 201, registered.text);
  assert.is(registered.body.endpoint, `https://${mtls.address}`);
  const result = await testConnection(t, 'mtls-gw');
  assert.equal(
    { ...result, latency_ms: typeof result.latency_ms },
    {
      reachable: true,
      authenticated: true,
      version: '0.0.111',
      supported: true,
      wire_line: '0.0',
      latency_ms: 'number',
      error: null,
    },
  );
  assert.ok(mtls.control.calls('Health') >= 1 && mtls.control.calls('GetGatewayInfo') >= 1);
});

modes('mTLS: a client certificate from another CA gives authenticated: false with a readable error', async ({ t, ca, mtls }) => {
  const rogue = issueClientCertificate(createCertificateAuthority('Rogue CA'), { commonName: 'intruder' });
  const registered = await t.http.post('/api/gateway/register', {
    name: 'mtls-wrong',
    endpoint: mtls.address,
    auth_mode: 'mtls',
    ca_cert: ca.certPem,
    client_cert: rogue.certPem,
    client_key: rogue.keyPem,
  });
  assert.is(registered.status, 201);
  const result = await testConnection(t, 'mtls-wrong');
  assert.equal([result.reachable, result.authenticated], [true, false]);
  assert.match(result.error, /client certificate|client_cert/);
  assert.not.match(result.error, /BEGIN/);
});

modes('TLS server name override: a name the certificate covers works, another is refused in words', async ({ t, ca, mtls }) => {
  const client = issueClientCertificate(ca, { commonName: 'portcullis-mp' });
  const base = { endpoint: `https://${mtls.address}`, auth_mode: 'mtls', ca_cert: ca.certPem, client_cert: client.certPem, client_key: client.keyPem };
  assert.is((await t.http.post('/api/gateway/register', { name: 'sni-good', tls_server_name: 'gw.internal', ...base })).status, 201);
  assert.is((await t.http.post('/api/gateway/register', { name: 'sni-bad', tls_server_name: 'other.example', ...base })).status, 201);
  assert.equal((await testConnection(t, 'sni-good')).authenticated, true);
  const bad = await testConnection(t, 'sni-bad');
  assert.equal([bad.reachable, bad.authenticated], [true, false]);
  assert.match(bad.error, /not trusted/);
  assert.match(bad.error, /other\.example/);
});

modes('bearer (api_key): a valid token authenticates; a bad one gives authenticated: false', async ({ t, oidc }) => {
  const token = oidc.mintToken({ subject: 'portcullis', roles: ['openshell-admin'], expiresInSeconds: 600 });
  const good = await t.http.post('/api/gateway/register', {
    name: 'bearer-gw',
    endpoint: oidc.address,
    auth_mode: 'api_key',
    api_key: token,
    ca_cert: oidc.tls.caCertPem,
  });
  assert.is(good.status, 201, good.text);
  assert.equal([good.body.has_api_key, good.body.transport], [true, 'tls']);
  const ok = await testConnection(t, 'bearer-gw');
  assert.equal([ok.reachable, ok.authenticated, ok.version, ok.supported, ok.error], [true, true, '0.0.111', true, null]);
  await t.http.post('/api/gateway/register', {
    name: 'bearer-bad',
    endpoint: oidc.address,
    auth_mode: 'api_key',
    api_key: 'static-api-key',
    ca_cert: oidc.tls.caCertPem,
  });
  const bad = await testConnection(t, 'bearer-bad');
  assert.equal([bad.reachable, bad.authenticated], [true, false]);
  assert.match(bad.error, /^credentials refused: invalid token/);
  assert.not.match(bad.error, /static-api-key/);
  const user = oidc.mintToken({ subject: 'someone', roles: [], expiresInSeconds: 600 });
  await t.http.post('/api/gateway/register', { name: 'bearer-user', endpoint: oidc.address, auth_mode: 'api_key', api_key: user, ca_cert: oidc.tls.caCertPem });
  const notAdmin = await testConnection(t, 'bearer-user');
  assert.equal([notAdmin.reachable, notAdmin.authenticated], [true, true]);
  assert.match(notAdmin.error, /not a platform admin/);
});

modes('none: plaintext, no credentials; test-connection succeeds; a stopped port is unreachable', async ({ t, open }) => {
  const registered = await t.http.post('/api/gateway/register', { name: 'open-gw', endpoint: open.address, auth_mode: 'none' });
  assert.equal([registered.status, registered.body.endpoint, registered.body.transport], [201, `http://${open.address}`, 'plaintext']);
  const result = await testConnection(t, 'open-gw');
  assert.equal([result.reachable, result.authenticated, result.version, result.error], [true, true, '0.0.111', null]);
  await t.http.post('/api/gateway/register', { name: 'closed-gw', endpoint: '127.0.0.1:1', auth_mode: 'none' });
  const closed = await testConnection(t, 'closed-gw');
  assert.equal([closed.reachable, closed.authenticated, closed.version, closed.latency_ms], [false, null, null, null]);
  assert.is(closed.error, 'connection refused', "a category, not the socket's words");
  await t.http.post('/api/gateway/register', { name: 'tls-to-plain', endpoint: `https://${open.address}`, auth_mode: 'none' });
  const wrongTransport = await testConnection(t, 'tls-to-plain');
  assert.equal([wrongTransport.reachable, wrongTransport.authenticated], [true, false]);
  assert.match(wrongTransport.error, /does not speak TLS/);
});

modes("info and config: live version, support and compute drivers; the gateway's settings", async ({ t, open }) => {
  const info = await t.http.as('viewer').get('/api/gateway/open-gw/info');
  assert.is(info.status, 200, info.text);
  assert.equal(
    [info.body.name, info.body.version, info.body.supported, info.body.reachable, info.body.authenticated],
    ['open-gw', '0.0.111', true, true, true],
  );
  assert.equal(
    info.body.compute_drivers.map((driver: { name: string }) => driver.name),
    ['docker'],
  );
  assert.ok(info.body.created_at && info.body.updated_at);
  const config = await t.http.as('viewer').get('/api/gateway/open-gw/config');
  assert.is(config.status, 200, config.text);
  assert.equal(Object.keys(config.body), ['gateway', 'settings_revision', 'settings']);
  assert.is(open.control.calls('GetGatewayConfig'), 1);
  const down = await t.http.get('/api/gateway/closed-gw/info');
  assert.equal([down.status, down.body.reachable, down.body.compute_drivers], [200, false, null]);
  const unavailable = await t.http.get('/api/gateway/closed-gw/config');
  assert.equal([unavailable.status, unavailable.body.code, unavailable.body.gateway], [503, 'GATEWAY_UNAVAILABLE', 'closed-gw']);
});

modes('credentials change: the pooled channel is rebuilt (wrong client certificate, then the right one)', async ({ t, ca, mtls }) => {
  const config = () => t.http.get('/api/gateway/mtls-wrong/config');
  const before = await config();
  assert.equal([before.status, before.body.code], [503, 'GATEWAY_UNAVAILABLE']);
  const client = issueClientCertificate(ca, { commonName: 'portcullis-mp' });
  const patched = await t.http.patch('/api/gateway/mtls-wrong', { client_cert: client.certPem, client_key: client.keyPem });
  assert.is(patched.status, 200, patched.text);
  assert.is((await config()).status, 200);
  const token = 'rotated';
  const rotated = await t.http.patch('/api/gateway/bearer-gw', { api_key: token });
  assert.is(rotated.status, 200);
  const refused = await t.http.get('/api/gateway/bearer-gw/config');
  assert.equal([refused.status, refused.body.code], [502, 'GATEWAY_AUTH_FAILED']);
  assert.not.match(refused.text, token);
});

// patches/@grpc__grpc-js@1.14.7.patch: unpatched, each TLS connection's ALPN list is a slice of Buffer's shared pool
// that the socket keeps for its life, and with it the whole slab. The simulator runs in a process of its own: its
// server sockets keep theirs.
modes('open TLS channels keep no slab of the Buffer pool alive', async ({ t, ca }) => {
  const server = issueServerCertificate(ca, { names: ['gw.internal'] });
  const tls = { certPem: server.certPem, keyPem: server.keyPem, clientCaPem: ca.certPem, requireClientCert: true };
  const child = spawn(
    process.execPath,
    [new URL('./fixtures/simulator-process.ts', import.meta.url).pathname, JSON.stringify({ authProfile: 'mtls-local', tls })],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = once(child, 'exit');
  try {
    // A simulator that cannot start fails the test with its exit code, not after the runner's file timeout.
    const first = await Promise.race([once(child.stdout!, 'data') as Promise<[Buffer]>, exited.then(([code]) => code as number | null)]);
    if (!Array.isArray(first)) throw new Error(`the simulator process exited with ${first} before printing its address`);
    const address = first[0].toString().trim();
    const clients = t.resolve('gatewayClients', 'gateways');
    const names = Array.from({ length: 16 }, (_, index) => `pooled-${index}`);
    for (const name of names) {
      // A client certificate each, as a fleet may have: grpc-js shares one connection among channels with equal credentials.
      const client = issueClientCertificate(ca, { commonName: name, organizationalUnits: ['openshell-admin'] });
      const body = { name, endpoint: address, auth_mode: 'mtls', ca_cert: ca.certPem, client_cert: client.certPem, client_key: client.keyPem };
      assert.is((await t.http.post('/api/gateway/register', body)).status, 201);
      clients.evict(name);
    }
    const before = liveBufferBytes();
    for (const name of names) {
      // Fills the pool's current slab: this channel's buffers start in a slab no other channel uses.
      for (let filler = 0; filler < 3; filler += 1) Buffer.allocUnsafe((Buffer.poolSize >>> 1) - 8);
      await clients.unary(name, rpc00.Health, {});
    }
    const held = liveBufferBytes() - before;
    assert.ok(held < 4 * Buffer.poolSize, `${names.length} TLS channels hold ${Math.round(held / 1024)} kB of buffers`);
  } finally {
    child.stdin!.end();
    await exited;
  }
});

modes.run();
