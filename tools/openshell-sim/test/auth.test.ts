// Transport and auth profiles (docs/openshell-0.0.md §a, §f.1): dev-open, mTLS (required and optional client certs),
// OIDC bearer tokens with workspace RBAC, request ids, sandbox-only methods, rate limit and the request size cap.
import { TLSSocket } from 'node:tls';
import * as grpc from '@grpc/grpc-js';
import { createGatewayClients } from '@portcullis/proto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createCertificateAuthority, issueClientCertificate } from '../src/certs.ts';
import { rejects, startHarness, unary } from './helpers.ts';

const bearer = (token: string) => {
  const metadata = new grpc.Metadata();
  metadata.set('authorization', `Bearer ${token}`);
  return metadata;
};

/** Counts the server side's reads of a client certificate (the client reads the server's in its own handshake). */
function countServerCertificateReads(): { count(): number; restore(): void } {
  const original = TLSSocket.prototype.getPeerCertificate;
  let reads = 0;
  TLSSocket.prototype.getPeerCertificate = function (this: TLSSocket & { server?: unknown }, ...args: [detailed?: boolean]) {
    if (this.server) reads += 1;
    return original.apply(this, args as [boolean]);
  } as typeof original;
  return {
    count: () => reads,
    restore: () => {
      TLSSocket.prototype.getPeerCertificate = original;
    },
  };
}

test('dev-open: every caller is the local admin; x-request-id is echoed or generated', async () => {
  const h = await startHarness();
  try {
    const user = await h.call('GetCurrentUser');
    assert.equal([user.subject, user.identity_provider], ['unauthenticated-local-dev', 'local']);
    assert.is((await h.call('GetGatewayInfo')).compute_drivers[0].name, 'docker');
    const headers = await new Promise<grpc.Metadata>((resolve, reject) => {
      const metadata = new grpc.Metadata();
      metadata.set('x-request-id', 'req-123');
      const call = h.clients.openshell.Health({}, metadata, (error) => error && reject(error));
      call.on('metadata', resolve);
    });
    assert.equal(headers.get('x-request-id'), ['req-123']);
    const generated = await new Promise<grpc.Metadata>((resolve) => {
      h.clients.openshell.Health({}, () => {}).on('metadata', resolve);
    });
    assert.match(String(generated.get('x-request-id')[0]), /^[0-9a-f-]{36}$/);
    await rejects(h.call('SubmitPolicyAnalysis', { name: 'x' }), grpc.status.PERMISSION_DENIED, 'this method requires a sandbox principal');
    await rejects(h.call('GetSandboxProviderEnvironment', { sandbox_id: 'x' }), grpc.status.PERMISSION_DENIED, 'this method requires a sandbox principal');
    await rejects(h.call('CreateSandbox', { name: 'big', spec: { environment: { BIG: 'x'.repeat(1_100_000) } } }), grpc.status.RESOURCE_EXHAUSTED);
  } finally {
    await h.close();
  }
});

test('mTLS with required client certificates: good cert ok, wrong CA and missing cert fail the handshake', async () => {
  const h = await startHarness(
    {
      authProfile: 'mtls-local',
      autoTls: { clientCa: true, requireClientCert: true, clientCommonName: 'portcullis-mp', clientOrganizationalUnits: ['openshell-admin'] },
    },
    grpc.credentials.createInsecure(),
  );
  const { caCertPem, clientCertPem, clientKeyPem } = h.sim.tls;
  const ca = Buffer.from(caCertPem!);
  const connect = (credentials: grpc.ChannelCredentials) => createGatewayClients(h.sim.address, credentials, { 'grpc.ssl_target_name_override': 'localhost' });
  const good = connect(grpc.credentials.createSsl(ca, Buffer.from(clientKeyPem!), Buffer.from(clientCertPem!)));
  const other = issueClientCertificate(createCertificateAuthority('Rogue CA'), { commonName: 'intruder' });
  const wrong = connect(grpc.credentials.createSsl(ca, Buffer.from(other.keyPem), Buffer.from(other.certPem)));
  const missing = connect(grpc.credentials.createSsl(ca));
  const certificateReads = countServerCertificateReads();
  try {
    const user = await unary<any>(good.openshell, 'GetCurrentUser', {});
    assert.equal([user.subject, user.roles, user.identity_provider], ['portcullis-mp', ['openshell-admin'], 'mtls']);
    for (let i = 0; i < 5; i += 1) assert.is((await unary<any>(good.openshell, 'GetCurrentUser', {})).subject, 'portcullis-mp');
    assert.is(certificateReads.count(), 1, 'the certificate is read once per connection, not per call');
    assert.is((await unary<any>(good.openshell, 'Health', {})).status, 'SERVICE_STATUS_HEALTHY');
    await rejects(unary(wrong.openshell, 'Health', {}, undefined, { deadline: Date.now() + 3000 }), grpc.status.UNAVAILABLE);
    await rejects(unary(missing.openshell, 'Health', {}, undefined, { deadline: Date.now() + 3000 }), grpc.status.UNAVAILABLE);
  } finally {
    certificateReads.restore();
    for (const c of [good, wrong, missing]) c.close();
    await h.close();
  }
});

test('mTLS with optional client certificates: Health needs none, other calls say "missing client certificate"', async () => {
  const h = await startHarness({ authProfile: 'mtls-local', autoTls: { clientCa: true, requireClientCert: false } });
  const ca = Buffer.from(h.sim.tls.caCertPem!);
  const anonymous = createGatewayClients(h.sim.address, grpc.credentials.createSsl(ca), { 'grpc.ssl_target_name_override': 'localhost' });
  const withCert = createGatewayClients(
    h.sim.address,
    grpc.credentials.createSsl(ca, Buffer.from(h.sim.tls.clientKeyPem!), Buffer.from(h.sim.tls.clientCertPem!)),
    { 'grpc.ssl_target_name_override': 'localhost' },
  );
  try {
    assert.is((await unary<any>(anonymous.openshell, 'Health', {})).version, '0.0.111');
    await rejects(unary(anonymous.openshell, 'ListSandboxes', {}), grpc.status.UNAUTHENTICATED, 'missing client certificate');
    assert.equal((await unary<any>(withCert.openshell, 'ListSandboxes', {})).sandboxes, []);
    const session = await unary<any>(withCert.openshell, 'GetCurrentUser', {});
    assert.is(session.subject, 'portcullis');
  } finally {
    anonymous.close();
    withCert.close();
    await h.close();
  }
});

test('TLS server certificate covers localhost, 127.0.0.1 and ::1', async () => {
  const h = await startHarness({ autoTls: {} });
  const clients = createGatewayClients(h.sim.address, grpc.credentials.createSsl(Buffer.from(h.sim.tls.caCertPem!)));
  try {
    assert.is((await unary<any>(clients.openshell, 'Health', {})).status, 'SERVICE_STATUS_HEALTHY');
  } finally {
    clients.close();
    await h.close();
  }
});

test('oidc: missing, garbage and expired tokens are UNAUTHENTICATED; Health needs none', async () => {
  const h = await startHarness({ authProfile: 'oidc' });
  try {
    assert.is((await h.call('Health')).status, 'SERVICE_STATUS_HEALTHY');
    await rejects(h.call('ListSandboxes'), grpc.status.UNAUTHENTICATED, 'missing authorization header');
    await rejects(h.call('ListSandboxes', {}, bearer('static-api-key')), grpc.status.UNAUTHENTICATED, 'invalid token');
    const expired = h.sim.mintToken({ subject: 'old', roles: ['openshell-admin'], expiresInSeconds: -120 });
    await rejects(h.call('ListSandboxes', {}, bearer(expired)), grpc.status.UNAUTHENTICATED, 'invalid token: ExpiredSignature');
    const withinLeeway = h.sim.mintToken({ subject: 'late', roles: ['openshell-admin'], expiresInSeconds: -30 });
    assert.equal((await h.call('ListSandboxes', {}, bearer(withinLeeway))).sandboxes, [], 'the default 60 s leeway');
    const wrongAudience = h.sim.mintToken({ subject: 'a', claims: { aud: 'someone-else' } });
    await rejects(h.call('ListSandboxes', {}, bearer(wrongAudience)), grpc.status.UNAUTHENTICATED, 'invalid token: InvalidAudience');
    const tampered = h.sim.mintToken({ subject: 'a' }).replace(/\.[^.]+$/, '.AAAA');
    await rejects(h.call('ListSandboxes', {}, bearer(tampered)), grpc.status.UNAUTHENTICATED, 'invalid token: InvalidSignature');
    assert.is(h.sim.jwks().keys.length, 1);
  } finally {
    await h.close();
  }
});

test('oidc: without leeway a token is refused the second it expires; a rotated key invalidates older tokens', async () => {
  const h = await startHarness({ authProfile: 'oidc', oidc: { leewaySeconds: 0 } });
  try {
    const justExpired = h.sim.mintToken({ subject: 'a', roles: ['openshell-admin'], expiresInSeconds: -1 });
    await rejects(h.call('ListSandboxes', {}, bearer(justExpired)), grpc.status.UNAUTHENTICATED, 'invalid token: ExpiredSignature');
    const before = h.sim.mintToken({ subject: 'a', roles: ['openshell-admin'] });
    await h.call('ListSandboxes', {}, bearer(before));
    h.sim.control.rotateOidcSigningKey();
    await rejects(h.call('ListSandboxes', {}, bearer(before)), grpc.status.UNAUTHENTICATED, 'invalid token: unknown signing key');
    await h.call('ListSandboxes', {}, bearer(h.sim.mintToken({ subject: 'a', roles: ['openshell-admin'] })));
  } finally {
    await h.close();
  }
});

test('oidc over TLS: a client certificate is no identity unless mTLS user auth is enabled', async () => {
  for (const mtlsAuthEnabled of [false, true]) {
    const h = await startHarness({
      authProfile: 'oidc',
      oidc: { mtlsAuthEnabled },
      autoTls: { clientCa: true, requireClientCert: false, clientOrganizationalUnits: ['openshell-admin'] },
    });
    const withCert = createGatewayClients(
      h.sim.address,
      grpc.credentials.createSsl(Buffer.from(h.sim.tls.caCertPem!), Buffer.from(h.sim.tls.clientKeyPem!), Buffer.from(h.sim.tls.clientCertPem!)),
      { 'grpc.ssl_target_name_override': 'localhost' },
    );
    try {
      const call = unary<any>(withCert.openshell, 'GetCurrentUser', {});
      if (!mtlsAuthEnabled) {
        await rejects(call, grpc.status.UNAUTHENTICATED, 'missing authorization header');
      } else {
        const user = await call;
        assert.equal([user.subject, user.identity_provider, user.roles], ['portcullis', 'mtls', ['openshell-admin']]);
      }
    } finally {
      withCert.close();
      await h.close();
    }
  }
});

test('oidc: admins do everything; others need workspace membership and roles', async () => {
  const h = await startHarness({ authProfile: 'oidc', workspaces: [{ name: 'team', members: { bob: 'user', carol: 'admin' } }] });
  const as = (subject: string, roles: string[] = []) => bearer(h.sim.mintToken({ subject, roles }));
  try {
    const admin = as('root', ['openshell-admin']);
    const info = await h.call('GetGatewayInfo', {}, admin);
    assert.equal(info.compute_drivers[0].capabilities.driver_name, 'docker');
    assert.equal((await h.call('GetCurrentUser', {}, admin)).roles, ['openshell-admin']);
    await h.call('ListSandboxes', { all_workspaces: true }, admin);
    const bob = as('bob', ['openshell-user']);
    await rejects(h.call('GetGatewayInfo', {}, bob), grpc.status.PERMISSION_DENIED, 'platform admin role required');
    await rejects(h.call('ListSandboxes', {}, bob), grpc.status.PERMISSION_DENIED, "user 'bob' is not a member of workspace 'default'");
    await rejects(h.call('ListSandboxes', { all_workspaces: true }, bob), grpc.status.PERMISSION_DENIED);
    assert.equal((await h.call('ListSandboxes', { workspace: 'team' }, bob)).sandboxes, []);
    await rejects(
      h.call('CreateProvider', { workspace: 'team', provider: { type: 'generic' } }, bob),
      grpc.status.PERMISSION_DENIED,
      "workspace role 'admin' required for workspace 'team'",
    );
    await h.call('CreateProvider', { workspace: 'team', provider: { type: 'generic' } }, as('carol'));
    const created = (await h.call('CreateSandbox', { workspace: 'team', name: 'team-box', spec: {} }, bob)).sandbox;
    const stranger = as('dave');
    await rejects(h.call('GetSandboxLogs', { sandbox_id: created.metadata.id }, stranger), grpc.status.NOT_FOUND, 'sandbox not found');
    assert.ok((await h.call('GetSandboxLogs', { sandbox_id: created.metadata.id }, bob)).logs.length > 0);
    h.sim.control.setWorkspaceMember('default', 'dave', 'user');
    assert.equal((await h.call('ListSandboxes', {}, stranger)).sandboxes, []);
  } finally {
    await h.close();
  }
});

test('optional rate limit answers RESOURCE_EXHAUSTED', async () => {
  const h = await startHarness({ rateLimit: { requests: 3, windowSeconds: 60 } });
  try {
    for (let i = 0; i < 3; i++) await h.call('Health');
    await rejects(h.call('Health'), grpc.status.RESOURCE_EXHAUSTED, 'gRPC rate limit exceeded');
  } finally {
    await h.close();
  }
});

test.run();
