// The 0.1 workspace selector and workspace RBAC (docs/openshell-0.1.md §2.2, §3 "Selector"): a required selector with a
// BadRequest violation, all_workspaces only on lists and only for platform admins, upstream's non-member message, and
// the requests that may omit it. The auth profiles (dev-open, mtls-local, oidc) hold as on the 0.0 line
// (docs/openshell-0.0.md §g).
import * as grpc from '@grpc/grpc-js';
import { OpenShell01ClientConstructor } from '@portcullis/proto/line-0.1';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rejects } from './helpers.ts';
import type { Harness01 } from './helpers-01.ts';
import { ALL_WORKSPACES, detailsOf, readySandbox01, scope, startHarness01, unary01 } from './helpers-01.ts';

const bearer = (token: string) => {
  const metadata = new grpc.Metadata();
  metadata.set('authorization', `Bearer ${token}`);
  return metadata;
};

let h: Harness01;
test.before(async () => {
  h = await startHarness01({ authProfile: 'oidc', workspaces: [{ name: 'team', members: { bob: 'user', ada: 'admin' } }] });
});
test.after(() => h.close());

const admin = () => bearer(h.sim.mintToken({ subject: 'root', roles: ['openshell-admin'] }));
const as = (subject: string) => bearer(h.sim.mintToken({ subject, roles: ['openshell-user'] }));

test('a missing or empty selector is INVALID_ARGUMENT with a BadRequest violation of workspace_scope', async () => {
  for (const request of [{ name: 'x' }, { name: 'x', workspace_scope: {} }, { name: 'x', workspace_scope: { workspace: '' } }]) {
    const error = await rejects(h.call('GetSandbox', request, admin()), grpc.status.INVALID_ARGUMENT, 'workspace_scope is required');
    const details = detailsOf(error)!;
    assert.equal(details.fieldViolations, [{ field: 'workspace_scope', description: 'workspace_scope is required', reason: '' }]);
    assert.equal([details.errorInfo?.reason, details.errorInfo?.domain], ['INVALID_ARGUMENT', 'openshell.nvidia.com']);
  }
  // omission never means "default", on lists neither
  await rejects(h.call('ListSandboxes', {}, admin()), grpc.status.INVALID_ARGUMENT, 'workspace_scope is required');
});

test('all_workspaces is refused by single-object requests and needs a platform admin on lists', async () => {
  const error = await rejects(
    h.call('GetSandbox', { name: 'x', ...ALL_WORKSPACES }, admin()),
    grpc.status.INVALID_ARGUMENT,
    'all_workspaces is not supported by this request',
  );
  assert.equal(
    detailsOf(error)?.fieldViolations.map((v) => v.field),
    ['workspace_scope'],
  );
  await rejects(
    h.call('CreateSandbox', { spec: {}, ...ALL_WORKSPACES }, admin()),
    grpc.status.INVALID_ARGUMENT,
    'all_workspaces is not supported by this request',
  );
  assert.equal((await h.call('ListSandboxes', ALL_WORKSPACES, admin())).sandboxes, []);
  await rejects(
    h.call('ListSandboxes', ALL_WORKSPACES, as('bob')),
    grpc.status.PERMISSION_DENIED,
    'platform admin role required for cross-workspace operations',
  );
  await rejects(
    h.call('ListProviders', ALL_WORKSPACES, as('bob')),
    grpc.status.PERMISSION_DENIED,
    'platform admin role required for cross-workspace operations',
  );
});

test("a non-member is told upstream's remedy; a member without the role likewise", async () => {
  await rejects(
    h.call('ListSandboxes', scope('team'), as('eve')),
    grpc.status.PERMISSION_DENIED,
    "not a member of workspace 'team'; ask a platform admin to run: openshell workspace member add --workspace 'team' --subject 'eve' --role user",
  );
  await rejects(
    h.call('CreateProvider', { provider: { type: 'openai' }, ...scope('team') }, as('bob')),
    grpc.status.PERMISSION_DENIED,
    "workspace role 'admin' required in workspace 'team'; ask a platform admin to run: openshell workspace member add --workspace 'team' --subject 'bob' --role admin",
  );
  assert.equal((await h.call('ListSandboxes', scope('team'), as('bob'))).sandboxes, []);
  // a platform admin reaches an unknown workspace, which is then NOT_FOUND
  await rejects(h.call('ListSandboxes', scope('nowhere'), admin()), grpc.status.NOT_FOUND, "workspace 'nowhere' not found");
  await rejects(h.call('ListSandboxes', { workspace_scope: { workspace: 'Not A Name' } }, admin()), grpc.status.INVALID_ARGUMENT, /DNS-1123/);
});

test('omission is allowed for global UpdateConfig / GetSandboxPolicyStatus / ListSandboxPolicies and platform profiles', async () => {
  const global = await h.call('UpdateConfig', { global: true, setting_key: 'ocsf_json_enabled', setting_value: { bool_value: true } }, admin());
  assert.ok(global.settings_revision > 0);
  await rejects(h.call('GetSandboxPolicyStatus', { global: true }, admin()), grpc.status.NOT_FOUND, 'no policy revision found for this sandbox');
  assert.equal((await h.call('ListSandboxPolicies', { global: true }, admin())).revisions, []);
  assert.equal((await h.call('ListProviderProfiles', {}, admin())).profiles, []);
  // sandbox scope still needs its workspace named
  await rejects(
    h.call('UpdateConfig', { sandbox: 'x', setting_key: 'ocsf_json_enabled', setting_value: { bool_value: true } }, admin()),
    grpc.status.INVALID_ARGUMENT,
    'workspace_scope is required',
  );
  await rejects(h.call('ListSandboxPolicies', { sandbox: 'x' }, admin()), grpc.status.INVALID_ARGUMENT, 'workspace_scope is required');
  // platform-scope profile writes are for platform admins
  await rejects(
    h.call('ImportProviderProfiles', { profiles: [{ profile: { id: 'p', display_name: 'P' } }] }, as('ada')),
    grpc.status.PERMISSION_DENIED,
    'platform admin role required',
  );
});

test('OIDC on 0.1: no token, bad token and sandbox-only methods fail as on 0.0', async () => {
  await rejects(h.call('GetCurrentUser'), grpc.status.UNAUTHENTICATED, 'missing authorization header');
  await rejects(h.call('GetCurrentUser', {}, bearer('garbage')), grpc.status.UNAUTHENTICATED, /^invalid token/);
  assert.is((await h.call('Health')).status, 'SERVICE_STATUS_HEALTHY', 'Health needs no credentials');
  await rejects(h.call('SubmitPolicyAnalysis', { name: 'x', ...scope() }, admin()), grpc.status.PERMISSION_DENIED, 'this method requires a sandbox principal');
  await rejects(h.call('ReportMainProcessExit', { sandbox_id: 'x' }, admin()), grpc.status.PERMISSION_DENIED, 'this method requires a sandbox principal');
  await rejects(h.call('GetGatewayInfo', {}, as('bob')), grpc.status.PERMISSION_DENIED, 'platform admin role required');
  await rejects(
    h.call('BeginRootfsTarStaging', { file_name: 'x.tar', ...scope() }, admin()),
    grpc.status.UNIMPLEMENTED,
    'not simulated: BeginRootfsTarStaging',
  );
  const bidi = await h.collect('ForwardTcp', {});
  assert.ok(bidi.error, 'ForwardTcp is refused');
});

test('dev-open and mtls-local on 0.1: the caller is the local admin / the certificate, x-request-id comes back', async () => {
  const open = await startHarness01();
  try {
    const { response, metadata } = await open.callWithMetadata('GetCurrentUser');
    assert.is(response.subject, 'unauthenticated-local-dev');
    assert.match(String(metadata.get('x-request-id')[0]), /^[0-9a-f-]{36}$/);
    await readySandbox01(open, 'anyone');
  } finally {
    await open.close();
  }
  const mtls = await startHarness01({ authProfile: 'mtls-local', autoTls: { clientCa: true, requireClientCert: true, clientCommonName: 'mp' } });
  const { caCertPem, clientCertPem, clientKeyPem } = mtls.sim.tls;
  const client = new OpenShell01ClientConstructor(
    mtls.sim.address,
    grpc.credentials.createSsl(Buffer.from(caCertPem!), Buffer.from(clientKeyPem!), Buffer.from(clientCertPem!)),
    { 'grpc.ssl_target_name_override': 'localhost' },
  );
  try {
    assert.is((await unary01<any>(client, 'GetCurrentUser', {})).response.subject, 'mp');
  } finally {
    client.close();
    await mtls.close();
  }
});

test('the optional rate limit answers RESOURCE_EXHAUSTED with RetryInfo and ErrorInfo on the 0.1 line', async () => {
  const limited = await startHarness01({ rateLimit: { requests: 2, windowSeconds: 60 } });
  try {
    await limited.call('Health');
    await limited.call('Health');
    const error = await rejects(limited.call('Health'), grpc.status.RESOURCE_EXHAUSTED, 'gRPC rate limit exceeded');
    const details = detailsOf(error)!;
    assert.is(details.errorInfo?.reason, 'RATE_LIMITED');
    assert.ok(details.retryDelayMs! > 0 && details.retryDelayMs! <= 60_000, String(details.retryDelayMs));
  } finally {
    await limited.close();
  }
});

test.run();
