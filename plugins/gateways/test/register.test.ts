// Registration: endpoint syntax and the private-address rule, the spec's limits, duplicate names, credential
// rules, write-only encrypted credentials, audit row and exactly one event.

import { createCertificateAuthority, issueClientCertificate } from '@portcullis/openshell-sim/certs';
import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootGateways, rows } from './helpers.ts';

const strict = suite<{ t: TestKernel }>('registration outside local mode');
strict.before(async (context) => {
  context.t = await bootGateways({ localMode: false });
});
strict.after(async ({ t }) => {
  await t.stop();
});

const register = (t: TestKernel, body: Record<string, unknown>) => t.http.post('/api/gateway/register', { auth_mode: 'none', ...body });

strict('private, loopback, link-local and names resolving to loopback are refused with 400 ENDPOINT_NOT_ALLOWED', async ({ t }) => {
  const cases = [
    '10.0.0.5:443',
    '127.0.0.1:1',
    '[::1]:1',
    '169.254.169.254:80',
    'localhost:8443',
    'http://192.168.1.10:80',
    '100.64.0.1:443',
    '[fd00::1]:443',
    '[fe80::1]:443',
    '224.0.0.1:443',
    '0.0.0.0:443',
    '[::ffff:10.0.0.5]:443',
    '240.0.0.1:443',
  ];
  for (const [i, endpoint] of cases.entries()) {
    const response = await register(t, { name: `private-${i}`, endpoint });
    assert.is(response.status, 400, endpoint);
    assert.is(response.body.code, 'ENDPOINT_NOT_ALLOWED', endpoint);
    assert.is(response.body.errors[0].path, 'body.endpoint');
  }
  const loopbackName = await register(t, { name: 'by-name', endpoint: 'localhost:8443' });
  assert.match(loopbackName.body.detail, /localhost is loopback \(a localhost name\)/);
  assert.is((await rows(t, 'SELECT name FROM gateways')).length, 0, 'nothing stored');
  assert.is((await rows(t, 'SELECT id FROM audit_log')).length, 0, 'no audit row either');
});

// Every spelling of a refused address that a URL parser, gRPC or getaddrinfo would read (address-policy.test.ts
// has the full table); the first 18 got through before the rule judged one canonical form, or were caught only
// because getaddrinfo happened to read them.
const SPELLINGS = [
  '[0:0:0:0:0:ffff:7f00:0001]',
  '[0000:0000:0000:0000:0000:FFFF:127.0.0.1]',
  '[::ffff:0:7f00:1]',
  '[64:ff9b::7f00:1]',
  '[64:ff9b::a9fe:a9fe]',
  '[2002:7f00:1::1]',
  '[2002:a9fe:a9fe::]',
  '[5f00::1]',
  '[3fff::1]',
  '2130706433',
  '0x7f000001',
  '0x7f.1',
  '017700000001',
  '127.1',
  '10.1',
  '0',
  'LOCALHOST',
  'localhost.',
  '0177.0.0.1',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::127.0.0.1]',
  '[64:ff9b:1::a00:1]',
  '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
  '[fe80::1%eth0]',
  '[FE80::1]',
  '[fd00:ec2::254]',
  '169.254.169.254',
  '127.0.0.1.',
  'gw.localhost',
];

strict('every spelling of a refused address is refused at registration: 400 ENDPOINT_NOT_ALLOWED, nothing stored, no audit row', async ({ t }) => {
  for (const [i, host] of SPELLINGS.entries()) {
    const response = await register(t, { name: `spelling-${i}`, endpoint: `http://${host}:8443` });
    assert.is(response.status, 400, `${host}: ${response.text}`);
    assert.match(response.headers.get('content-type') ?? '', /application\/problem\+json/);
    assert.equal([response.body.code, response.body.errors[0].path], ['ENDPOINT_NOT_ALLOWED', 'body.endpoint'], host);
    assert.match(response.body.detail, /is not allowed: .* is (loopback|private|link-local|unspecified|reserved|the cloud metadata)/, host);
  }
  assert.is((await rows(t, 'SELECT name FROM gateways')).length, 0, 'nothing stored');
  assert.is((await rows(t, 'SELECT id FROM audit_log')).length, 0, 'no audit row');
});

strict('every spelling of a refused address is refused by PATCH too; the gateway and its channel settings stay as they were', async ({ t }) => {
  assert.is((await register(t, { name: 'patched', endpoint: '8.8.8.8:443' })).status, 201);
  const [before] = await rows(t, "SELECT endpoint, host, connection_id, updated_at FROM gateways WHERE name = 'patched'");
  for (const host of SPELLINGS) {
    const response = await t.http.patch('/api/gateway/patched', { endpoint: `http://${host}:8443`, description: 'moved' });
    assert.is(response.status, 400, `${host}: ${response.text}`);
    assert.equal([response.body.code, response.body.errors[0].path], ['ENDPOINT_NOT_ALLOWED', 'body.endpoint'], host);
  }
  assert.equal(await rows(t, "SELECT endpoint, host, connection_id, updated_at FROM gateways WHERE name = 'patched'"), [before]);
  assert.is((await rows(t, "SELECT id FROM audit_log WHERE action = 'gateway.update'")).length, 0, 'no audit row');
  const moved = await t.http.patch('/api/gateway/patched', { endpoint: 'http://0x08080404:443' });
  assert.equal([moved.status, moved.body.endpoint], [200, 'http://8.8.4.4:443'], 'an allowed spelling is stored canonical');
  assert.is((await t.http.delete('/api/gateway/patched')).status, 204);
});

strict('cluster-local names are accepted without resolving; public addresses are accepted', async ({ t }) => {
  const cluster = await register(t, { name: 'in-cluster', endpoint: 'gw.ns.svc.cluster.local:443', auth_mode: 'none' });
  assert.is(cluster.status, 201, cluster.text);
  assert.is(cluster.body.endpoint, 'http://gw.ns.svc.cluster.local:443');
  assert.is(cluster.body.transport, 'plaintext');
  const tls = await register(t, { name: 'in-cluster-tls', endpoint: 'https://gw.ns.svc.cluster.local:443' });
  assert.is(tls.body.endpoint, 'https://gw.ns.svc.cluster.local:443');
  const publicIp = await register(t, { name: 'public', endpoint: '8.8.8.8:443' });
  assert.is(publicIp.status, 201);
  assert.is(publicIp.body.status, 'unknown');
  assert.is(publicIp.body.last_seen, null);
  const v6 = await register(t, { name: 'public-v6', endpoint: '[2606:4700:4700::1111]:443' });
  assert.is(v6.body.endpoint, 'http://[2606:4700:4700::1111]:443');
  await t.http.delete('/api/gateway/in-cluster');
  await t.http.delete('/api/gateway/in-cluster-tls');
  await t.http.delete('/api/gateway/public');
  await t.http.delete('/api/gateway/public-v6');
});

strict('an OIDC issuer passes the same address rule: plain http and private addresses are refused outside local mode, nothing stored', async ({ t }) => {
  const oidc = { auth_mode: 'oidc_client_credentials', endpoint: 'https://8.8.8.8:443', oidc_client_id: 'portcullis', oidc_client_secret: 'secret-value' };
  const plain = await register(t, { name: 'oidc-plain', ...oidc, oidc_issuer: 'http://8.8.4.4/realms/openshell' });
  assert.equal([plain.status, plain.body.errors[0].path], [400, 'body.oidc_issuer']);
  assert.match(plain.body.errors[0].message, /only allowed in local mode/);
  const internal = await register(t, { name: 'oidc-internal', ...oidc, oidc_issuer: 'https://10.0.0.5/realms/openshell' });
  assert.equal([internal.status, internal.body.code, internal.body.errors[0].path], [400, 'ENDPOINT_NOT_ALLOWED', 'body.oidc_issuer']);
  assert.match(internal.body.detail, /10\.0\.0\.5 is private/);
  const loopbackName = await register(t, { name: 'oidc-localhost', ...oidc, oidc_issuer: 'https://localhost:8443/realms/openshell' });
  assert.equal([loopbackName.status, loopbackName.body.code], [400, 'ENDPOINT_NOT_ALLOWED']);
  assert.is((await rows(t, "SELECT name FROM gateways WHERE name LIKE 'oidc-%'")).length, 0);
  assert.ok(!t.logs.text().includes('secret-value'));
});

strict('endpoint syntax: scheme, port range, missing port, unresolvable name', async ({ t }) => {
  const bad: Array<[string, RegExp]> = [
    ['grpc://8.8.8.8:443', /scheme/],
    ['8.8.8.8', /host:port/],
    ['8.8.8.8:0', /between 1 and 65535/],
    ['8.8.8.8:65536', /between 1 and 65535/],
    ['8.8.8.8:443/path', /host:port/],
    ['bad_host:443', /not a valid host name/],
    ['::1:443', /host:port|brackets/],
    ['999.1.1.1:443', /IPv4/],
  ];
  for (const [endpoint, message] of bad) {
    const response = await register(t, { name: 'syntax', endpoint });
    assert.is(response.status, 400, endpoint);
    assert.is(response.body.code, 'VALIDATION_ERROR', endpoint);
    assert.equal(
      response.body.errors.map((e: { path: string }) => e.path),
      ['body.endpoint'],
      endpoint,
    );
    assert.match(response.body.errors[0].message, message, endpoint);
  }
  const unresolvable = await register(t, { name: 'nowhere', endpoint: 'gateway.nothing.invalid:443' });
  assert.is(unresolvable.status, 400);
  assert.is(unresolvable.body.code, 'VALIDATION_ERROR');
  assert.match(unresolvable.body.errors[0].message, /does not resolve/);
  const good = await register(t, { name: 'edge', endpoint: '8.8.8.8:65535' });
  assert.is(good.status, 201);
  await t.http.delete('/api/gateway/edge');
});

strict('label and description limits exactly as the spec: 20/21 labels, key 63/64, value 253/254, description 1000/1001, key pattern', async ({ t }) => {
  const labels = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, `v${i}`]));
  const ok = async (name: string, extra: Record<string, unknown>) => {
    const response = await register(t, { name, endpoint: '8.8.8.8:443', ...extra });
    assert.is(response.status, 201, `${name}: ${response.text}`);
    return response.body;
  };
  const refused = async (extra: Record<string, unknown>, path: string, message: RegExp) => {
    const response = await register(t, { name: 'too-much', endpoint: '8.8.8.8:443', ...extra });
    assert.is(response.status, 400, path);
    assert.is(response.body.code, 'VALIDATION_ERROR');
    assert.equal(
      response.body.errors.map((e: { path: string }) => e.path),
      [path],
    );
    assert.match(response.body.errors[0].message, message);
  };
  assert.is(Object.keys((await ok('twenty', { labels: labels(20) })).labels).length, 20);
  await refused({ labels: labels(21) }, 'body.labels', /at most 20 labels/);
  await ok('key63', { labels: { ['k'.repeat(63)]: 'x' } });
  await refused({ labels: { ['k'.repeat(64)]: 'x' } }, `body.labels.${'k'.repeat(64)}`, /at most 63/);
  await ok('value253', { labels: { big: 'v'.repeat(253) } });
  await refused({ labels: { big: 'v'.repeat(254) } }, 'body.labels.big', /at most 253/);
  await ok('desc1000', { description: 'd'.repeat(1000) });
  await refused({ description: 'd'.repeat(1001) }, 'body.description', /at most 1000/);
  await ok('key-pattern', { labels: { 'a.b_c-D9': 'x', '0lead': '' } });
  await refused({ labels: { '-lead': 'x' } }, 'body.labels.-lead', /must match/);
  await refused({ labels: { 'has space': 'x' } }, 'body.labels.has space', /must match/);
  await refused({ labels: { team: 42 } }, 'body.labels.team', /string/);
  assert.is((await rows(t, "SELECT name FROM gateways WHERE name = 'too-much'")).length, 0);
  for (const name of ['twenty', 'key63', 'value253', 'desc1000', 'key-pattern']) assert.is((await t.http.delete(`/api/gateway/${name}`)).status, 204);
});

strict('gateway names: lower-case DNS-like, at most 253 characters; unknown fields refused', async ({ t }) => {
  for (const name of ['Upper', '-lead', 'trail-', 'under_score', 'a'.repeat(254), '']) {
    const response = await register(t, { name, endpoint: '8.8.8.8:443' });
    assert.is(response.status, 400, name);
    assert.is(response.body.errors[0].path, 'body.name', name);
  }
  const long = await register(t, { name: `${'a'.repeat(200)}.${'b'.repeat(52)}`, endpoint: '8.8.8.8:443' });
  assert.is(long.status, 201);
  await t.http.delete(`/api/gateway/${long.body.name}`);
  const typo = await register(t, { name: 'typo', endpoint: '8.8.8.8:443', lables: {} });
  assert.is(typo.status, 400);
  assert.match(typo.body.errors[0].message, /lables/);
});

strict('only admins register; duplicates are 409 ALREADY_EXISTS; one audit row and one event', async ({ t }) => {
  const operator = await t.http.as('operator').post('/api/gateway/register', { name: 'gw-a', endpoint: '8.8.8.8:443', auth_mode: 'none' });
  assert.is(operator.status, 403);
  assert.is(operator.body.code, 'PERMISSION_DENIED');
  const created = await register(t, { name: 'gw-a', endpoint: '8.8.8.8:443', labels: { env: 'prod' }, description: 'first' });
  assert.is(created.status, 201);
  const duplicate = await register(t, { name: 'gw-a', endpoint: '8.8.4.4:443' });
  assert.is(duplicate.status, 409);
  assert.is(duplicate.body.code, 'ALREADY_EXISTS');
  await t.kernel.events.settled();
  const events = t.eventsNamed('gateway.registered').filter((event) => (event.data as { gateway: string }).gateway === 'gw-a');
  assert.is(events.length, 1);
  assert.equal(events[0]!.data, { actor: 'admin@test.local', gateway: 'gw-a', endpoint: 'http://8.8.8.8:443', auth_mode: 'none', labels: { env: 'prod' } });
  const audit = await rows<{ action: string; actor: string; gateway: string; resource_id: string; detail: unknown }>(
    t,
    "SELECT action, actor, gateway, resource_id, detail FROM audit_log WHERE action = 'gateway.register' AND gateway = 'gw-a'",
  );
  assert.is(audit.length, 1);
  const detail = typeof audit[0]!.detail === 'string' ? JSON.parse(audit[0]!.detail) : audit[0]!.detail;
  assert.equal(detail, { endpoint: 'http://8.8.8.8:443', auth_mode: 'none', labels: { env: 'prod' }, credential_fields: [] });
});

strict('ten parallel registrations of one name: one 201, nine 409 ALREADY_EXISTS, one audit row', async ({ t }) => {
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => register(t, { name: 'gw-twin', endpoint: `8.8.8.${i}:443` })));
  assert.equal(answers.map((answer) => `${answer.status} ${answer.body.code ?? ''}`).sort(), ['201 ', ...Array(9).fill('409 ALREADY_EXISTS')]);
  assert.is((await rows(t, "SELECT id FROM audit_log WHERE action = 'gateway.register' AND gateway = 'gw-twin'")).length, 1);
});

strict.run();

const local = suite<{ t: TestKernel }>('registration in local mode');
local.before(async (context) => {
  context.t = await bootGateways({ localMode: true });
});
local.after(async ({ t }) => {
  await t.stop();
});

local('private endpoints are accepted in local mode; unresolvable names are still refused', async ({ t }) => {
  for (const [i, endpoint] of ['10.0.0.5:443', '127.0.0.1:1', '[::1]:1', '169.254.169.254:80', 'localhost:8443'].entries()) {
    const response = await register(t, { name: `local-${i}`, endpoint });
    assert.is(response.status, 201, `${endpoint}: ${response.text}`);
  }
  const unresolvable = await register(t, { name: 'nowhere', endpoint: 'gateway.nothing.invalid:443' });
  assert.is(unresolvable.status, 400);
  assert.is(unresolvable.body.code, 'VALIDATION_ERROR');
});

local('credentials must fit the auth mode; PEM material is checked; nothing half-configured is stored', async ({ t }) => {
  const ca = createCertificateAuthority('Register Test CA');
  const client = issueClientCertificate(ca, { commonName: 'portcullis' });
  const other = issueClientCertificate(ca, { commonName: 'other' });
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ auth_mode: 'mtls', endpoint: 'https://127.0.0.1:9443' }, 'body.client_cert', /required with auth_mode mtls/],
    [{ auth_mode: 'mtls', endpoint: 'http://127.0.0.1:9443', client_cert: client.certPem, client_key: client.keyPem }, 'body.endpoint', /needs TLS/],
    [{ auth_mode: 'mtls', endpoint: 'https://127.0.0.1:9443', client_cert: client.certPem }, 'body.client_key', /go together/],
    [{ auth_mode: 'mtls', endpoint: 'https://127.0.0.1:9443', client_cert: client.certPem, client_key: other.keyPem }, 'body.client_key', /does not match/],
    [{ auth_mode: 'mtls', endpoint: 'https://127.0.0.1:9443', client_cert: 'not a pem', client_key: client.keyPem }, 'body.client_cert', /PEM certificate/],
    [{ auth_mode: 'mtls', endpoint: 'https://127.0.0.1:9443', client_cert: client.certPem, client_key: 'nope' }, 'body.client_key', /PEM private key/],
    [{ auth_mode: 'api_key', endpoint: 'https://127.0.0.1:9443' }, 'body.api_key', /required with auth_mode api_key/],
    [{ auth_mode: 'api_key', endpoint: 'http://10.1.2.3:9443', api_key: 'tok' }, 'body.endpoint', /loopback/],
    [{ auth_mode: 'api_key', endpoint: 'https://127.0.0.1:9443', api_key: 'two words' }, 'body.api_key', /printable ASCII/],
    [{ auth_mode: 'none', endpoint: '127.0.0.1:9443', api_key: 'tok' }, 'body.api_key', /not used with auth_mode none/],
    [{ auth_mode: 'none', endpoint: 'http://127.0.0.1:9443', ca_cert: ca.certPem }, 'body.ca_cert', /plaintext/],
    [{ auth_mode: 'none', endpoint: '127.0.0.1:9443', tls_server_name: 'gw.test' }, 'body.tls_server_name', /plaintext/],
    [{ auth_mode: 'sometimes', endpoint: '127.0.0.1:9443' }, 'body.auth_mode', /one of mtls, api_key, oidc_client_credentials, none/],
    [{ auth_mode: 'oidc_client_credentials', endpoint: 'https://127.0.0.1:9443' }, 'body.oidc_issuer', /required with auth_mode oidc_client_credentials/],
    [
      { auth_mode: 'oidc_client_credentials', endpoint: 'https://127.0.0.1:9443', oidc_issuer: 'https://id.example/realms/x' },
      'body.oidc_client_secret',
      /required/,
    ],
    [
      {
        auth_mode: 'oidc_client_credentials',
        endpoint: 'http://10.1.2.3:9443',
        oidc_issuer: 'https://id.example/realms/x',
        oidc_client_id: 'c',
        oidc_client_secret: 's',
      },
      'body.endpoint',
      /loopback/,
    ],
    [
      {
        auth_mode: 'oidc_client_credentials',
        endpoint: 'https://127.0.0.1:9443',
        api_key: 'tok',
        oidc_issuer: 'https://id.example/r',
        oidc_client_id: 'c',
        oidc_client_secret: 's',
      },
      'body.api_key',
      /not used with auth_mode oidc_client_credentials/,
    ],
    [
      { auth_mode: 'api_key', endpoint: 'https://127.0.0.1:9443', api_key: 'tok', oidc_client_secret: 's' },
      'body.oidc_client_secret',
      /only used with auth_mode oidc_client_credentials/,
    ],
    [
      {
        auth_mode: 'oidc_client_credentials',
        endpoint: 'https://127.0.0.1:9443',
        oidc_issuer: 'ftp://id.example/r',
        oidc_client_id: 'c',
        oidc_client_secret: 's',
      },
      'body.oidc_issuer',
      /https:\/\/ URL/,
    ],
    [
      {
        auth_mode: 'oidc_client_credentials',
        endpoint: 'https://127.0.0.1:9443',
        oidc_issuer: 'https://id.example/r?x=1',
        oidc_client_id: 'c',
        oidc_client_secret: 's',
      },
      'body.oidc_issuer',
      /query/,
    ],
    [
      {
        auth_mode: 'oidc_client_credentials',
        endpoint: 'https://127.0.0.1:9443',
        oidc_issuer: 'https://id.example/r',
        oidc_client_id: 'c',
        oidc_client_secret: 's',
        oidc_scopes: ['two words'],
      },
      'body.oidc_scopes.0',
      /OAuth scope/,
    ],
  ];
  for (const [body, path, message] of cases) {
    const response = await register(t, { name: 'creds', ...body });
    assert.is(response.status, 400, `${path}: ${response.text}`);
    assert.ok(
      response.body.errors.some((e: { path: string; message: string }) => e.path === path && message.test(e.message)),
      `${path}: ${response.text}`,
    );
  }
  assert.is((await rows(t, "SELECT name FROM gateways WHERE name = 'creds'")).length, 0);
});

local('credentials are write-only, encrypted at rest, and never in audit rows, events or logs', async ({ t }) => {
  const ca = createCertificateAuthority('Secret Test CA');
  const client = issueClientCertificate(ca, { commonName: 'portcullis' });
  const apiKey = 'eyJhbGciOi.secret-bearer-token.sig';
  const mtls = await register(t, {
    name: 'sealed-mtls',
    auth_mode: 'mtls',
    endpoint: '127.0.0.1:9443',
    ca_cert: ca.certPem,
    client_cert: client.certPem,
    client_key: client.keyPem,
  });
  assert.is(mtls.status, 201, mtls.text);
  assert.equal([mtls.body.has_ca_cert, mtls.body.has_client_cert, mtls.body.has_client_key, mtls.body.has_api_key], [true, true, true, false]);
  assert.is(mtls.body.endpoint, 'https://127.0.0.1:9443', 'mtls defaults to TLS');
  const bearer = await register(t, { name: 'sealed-key', auth_mode: 'api_key', endpoint: '127.0.0.1:9443', api_key: apiKey });
  assert.equal([bearer.body.has_api_key, bearer.body.transport], [true, 'tls']);
  for (const body of [mtls.text, bearer.text, (await t.http.get('/api/gateway/list')).text]) {
    assert.not.match(body, /BEGIN/);
    assert.not.match(body, apiKey);
  }
  const [row] = await rows<Record<string, string>>(t, "SELECT ca_cert_sealed, client_cert_sealed, client_key_sealed FROM gateways WHERE name = 'sealed-mtls'");
  for (const sealed of Object.values(row!)) {
    assert.match(sealed, /^v1\./);
    assert.not.match(sealed, /BEGIN/);
  }
  const [keyRow] = await rows<{ api_key_sealed: string }>(t, "SELECT api_key_sealed FROM gateways WHERE name = 'sealed-key'");
  assert.not.match(keyRow!.api_key_sealed, apiKey);
  const connection = await t.resolve('gatewayRegistry', 'gateways').connection('sealed-key');
  assert.is(connection.secrets.apiKey, apiKey, 'decrypts for the client pool');
  await t.kernel.events.settled();
  const everywhere = [JSON.stringify(await rows(t, 'SELECT * FROM audit_log')), JSON.stringify(t.events), t.logs.text()].join('\n');
  assert.not.match(everywhere, /BEGIN/);
  assert.not.match(everywhere, apiKey);
  const audit = await rows<{ detail: unknown }>(t, "SELECT detail FROM audit_log WHERE gateway = 'sealed-mtls'");
  const detail = typeof audit[0]!.detail === 'string' ? JSON.parse(audit[0]!.detail) : audit[0]!.detail;
  assert.equal((detail as { credential_fields: string[] }).credential_fields, ['ca_cert', 'client_cert', 'client_key']);
});

local.run();
