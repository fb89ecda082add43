// Workspaces, members, stored templates and exposed services on the 0.1 line (docs/openshell-0.1.md §2.14): platform
// admins create and delete workspaces, workspace admins manage members, templates feed
// CreateSandbox{workload_template}, services come back as URLs; lists page and deletes answer a DeletionOutcome.
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rejects } from './helpers.ts';
import type { Harness01 } from './helpers-01.ts';
import { ALL_WORKSPACES, scope, startHarness01 } from './helpers-01.ts';

const bearer = (token: string) => {
  const metadata = new grpc.Metadata();
  metadata.set('authorization', `Bearer ${token}`);
  return metadata;
};

let h: Harness01;
test.before(async () => {
  h = await startHarness01({ authProfile: 'oidc' });
});
test.after(() => h.close());

const root = () => bearer(h.sim.mintToken({ subject: 'root', roles: ['openshell-admin'] }));
const as = (subject: string) => bearer(h.sim.mintToken({ subject, roles: ['openshell-user'] }));

test('platform admins create, list and delete workspaces; members see only theirs', async () => {
  const created = (await h.call('CreateWorkspace', { name: 'alpha', labels: { team: 'a' } }, root())).workspace;
  assert.equal([created.metadata.name, created.metadata.labels, created.status.phase], ['alpha', { team: 'a' }, 'WORKSPACE_PHASE_ACTIVE']);
  assert.ok(Number(created.metadata.created_time.seconds) > 0);
  await h.call('CreateWorkspace', { name: 'beta' }, root());
  await rejects(h.call('CreateWorkspace', { name: 'alpha' }, root()), grpc.status.ALREADY_EXISTS, "workspace 'alpha' already exists");
  await rejects(h.call('CreateWorkspace', { name: 'Bad_Name' }, root()), grpc.status.INVALID_ARGUMENT, /DNS-1123/);
  await rejects(h.call('CreateWorkspace', { name: 'gamma' }, as('ann')), grpc.status.PERMISSION_DENIED, 'platform admin role required');
  assert.equal((await h.call('ListWorkspaces', {}, root())).workspaces.map((w: any) => w.metadata.name).sort(), ['alpha', 'beta', 'default']);
  assert.equal(
    (await h.call('ListWorkspaces', { label_selector: 'team=a' }, root())).workspaces.map((w: any) => w.metadata.name),
    ['alpha'],
  );
  await h.call('AddWorkspaceMember', { principal_subject: 'ann', role: 'WORKSPACE_ROLE_ADMIN', ...scope('alpha') }, root());
  assert.equal(
    (await h.call('ListWorkspaces', {}, as('ann'))).workspaces.map((w: any) => w.metadata.name),
    ['alpha'],
  );
  assert.is((await h.call('GetWorkspace', { name: 'alpha' }, as('ann'))).workspace.metadata.name, 'alpha');
  await rejects(h.call('GetWorkspace', { name: 'beta' }, as('ann')), grpc.status.PERMISSION_DENIED, /^not a member of workspace 'beta'/);
  await rejects(h.call('GetWorkspace', { name: 'nope' }, root()), grpc.status.NOT_FOUND, "workspace 'nope' not found");
  const paged = await h.call('ListWorkspaces', { page_size: 2 }, root());
  assert.equal([paged.workspaces.length, paged.next_page_token.length > 0], [2, true]);
});

test('workspace admins manage members; users cannot; the new member can then work there', async () => {
  const added = (await h.call('AddWorkspaceMember', { principal_subject: 'bob', role: 'WORKSPACE_ROLE_USER', ...scope('alpha') }, as('ann'))).member;
  assert.equal([added.principal_subject, added.role, added.metadata.workspace], ['bob', 'WORKSPACE_ROLE_USER', 'alpha']);
  await rejects(
    h.call('AddWorkspaceMember', { principal_subject: 'eve', role: 'WORKSPACE_ROLE_USER', ...scope('alpha') }, as('bob')),
    grpc.status.PERMISSION_DENIED,
    /^workspace role 'admin' required in workspace 'alpha'/,
  );
  await rejects(
    h.call('AddWorkspaceMember', { principal_subject: 'eve', ...scope('alpha') }, as('ann')),
    grpc.status.INVALID_ARGUMENT,
    'role must be WORKSPACE_ROLE_USER or WORKSPACE_ROLE_ADMIN',
  );
  assert.ok(await h.call('CreateSandbox', { name: 'bobs', spec: {}, ...scope('alpha') }, as('bob')));
  const members = (await h.call('ListWorkspaceMembers', scope('alpha'), as('bob'))).members.map((m: any) => `${m.principal_subject}:${m.role}`);
  assert.equal(members.sort(), ['ann:WORKSPACE_ROLE_ADMIN', 'bob:WORKSPACE_ROLE_USER']);
  assert.equal(await h.call('RemoveWorkspaceMember', { principal_subject: 'bob', ...scope('alpha') }, as('ann')), { outcome: 'DELETION_OUTCOME_COMPLETED' });
  await rejects(
    h.call('RemoveWorkspaceMember', { principal_subject: 'bob', ...scope('alpha') }, as('ann')),
    grpc.status.NOT_FOUND,
    "member 'bob' not found in workspace 'alpha'",
  );
  assert.equal(await h.call('RemoveWorkspaceMember', { principal_subject: 'bob', allow_missing: true, ...scope('alpha') }, as('ann')), {
    outcome: 'DELETION_OUTCOME_ALREADY_ABSENT',
  });
  await rejects(h.call('ListSandboxes', scope('alpha'), as('bob')), grpc.status.PERMISSION_DENIED, /^not a member of workspace 'alpha'/);
});

test('deleting workspaces: default never, a non-empty one not yet, a missing one NOT_FOUND or ALREADY_ABSENT', async () => {
  await rejects(h.call('DeleteWorkspace', { name: 'default' }, root()), grpc.status.FAILED_PRECONDITION, 'the default workspace cannot be deleted');
  await rejects(
    h.call('DeleteWorkspace', { name: 'alpha' }, root()),
    grpc.status.FAILED_PRECONDITION,
    "workspace 'alpha' still holds sandboxes, providers or templates; delete them first",
  );
  assert.equal(await h.call('DeleteWorkspace', { name: 'beta' }, root()), { outcome: 'DELETION_OUTCOME_COMPLETED' });
  await rejects(h.call('DeleteWorkspace', { name: 'beta' }, root()), grpc.status.NOT_FOUND, "workspace 'beta' not found");
  assert.equal(await h.call('DeleteWorkspace', { name: 'beta', allow_missing: true }, root()), { outcome: 'DELETION_OUTCOME_ALREADY_ABSENT' });
});

test('templates: stored per workspace, listed, used by CreateSandbox (provenance), deleted', async () => {
  const template = {
    metadata: { name: 'python-gpu', labels: { kind: 'ml' } },
    spec: { workload: { image: 'ghcr.io/acme/python:3.12', environment: { MODE: 'train' }, resources: { cpu: '2', memory: '4Gi', gpu: { count: 1 } } } },
  };
  const stored = (await h.call('CreateSandboxTemplate', { template, ...scope() }, root())).template;
  assert.equal([stored.metadata.name, stored.metadata.resource_version, stored.spec.workload.image], ['python-gpu', 1, 'ghcr.io/acme/python:3.12']);
  await rejects(h.call('CreateSandboxTemplate', { template, ...scope() }, root()), grpc.status.ALREADY_EXISTS, "sandbox template 'python-gpu' already exists");
  assert.is((await h.call('GetSandboxTemplate', { name: 'python-gpu', ...scope() }, root())).template.spec.workload.environment.MODE, 'train');
  assert.equal(
    (await h.call('ListSandboxTemplates', { label_selector: 'kind=ml', ...ALL_WORKSPACES }, root())).templates.map((t: any) => t.metadata.name),
    ['python-gpu'],
  );
  const sandbox = (
    await h.call('CreateSandbox', { name: 'trainer', workload_template: 'python-gpu', spec: { environment: { EXTRA: '1' } }, ...scope() }, root())
  ).sandbox;
  assert.equal(sandbox.created_from_workload_template, { name: 'python-gpu', resource_version: '1' });
  assert.equal(
    [sandbox.spec.template.image, sandbox.spec.environment, sandbox.spec.resource_requirements.gpu.count],
    ['ghcr.io/acme/python:3.12', { MODE: 'train', EXTRA: '1' }, 1],
  );
  await rejects(
    h.call('CreateSandbox', { name: 'nope', workload_template: 'missing', ...scope() }, root()),
    grpc.status.FAILED_PRECONDITION,
    "sandbox template 'missing' not found in workspace 'default'",
  );
  await rejects(h.call('CreateSandboxTemplate', { template, ...scope() }, as('bob')), grpc.status.PERMISSION_DENIED);
  assert.equal(await h.call('DeleteSandboxTemplate', { name: 'python-gpu', ...scope() }, root()), { outcome: 'DELETION_OUTCOME_COMPLETED' });
  await rejects(h.call('GetSandboxTemplate', { name: 'python-gpu', ...scope() }, root()), grpc.status.NOT_FOUND, "sandbox template 'python-gpu' not found");
  assert.equal(await h.call('DeleteSandboxTemplate', { name: 'python-gpu', allow_missing: true, ...scope() }, root()), {
    outcome: 'DELETION_OUTCOME_ALREADY_ABSENT',
  });
});

test('services: exposed at create (service_urls) and later, listed per sandbox or workspace, deleted', async () => {
  const created = await h.call('CreateSandbox', { name: 'web', spec: {}, service_exposures: [{ service: 'ui', target_port: 3000 }], ...scope() }, root());
  assert.match(created.service_urls.ui, new RegExp(`^http://127\\.0\\.0\\.1:${h.sim.port}/services/default/web/ui/$`));
  const exposed = await h.call('ExposeService', { sandbox: 'web', name: 'api', target_port: 8080, ...scope() }, root());
  assert.equal([exposed.endpoint.name, exposed.endpoint.target_port, exposed.endpoint.sandbox], ['api', 8080, 'web']);
  const updated = await h.call('ExposeService', { sandbox: 'web', name: 'api', target_port: 8081, ...scope() }, root());
  assert.equal(
    [updated.endpoint.target_port, updated.endpoint.metadata.resource_version, updated.endpoint.metadata.id],
    [8081, 2, exposed.endpoint.metadata.id],
  );
  await rejects(
    h.call('ExposeService', { sandbox: 'web', name: 'bad', target_port: 0, ...scope() }, root()),
    grpc.status.INVALID_ARGUMENT,
    'target_port must be between 1 and 65535',
  );
  assert.is((await h.call('GetService', { sandbox: 'web', name: 'ui', ...scope() }, root())).endpoint.target_port, 3000);
  await rejects(h.call('GetService', { sandbox: 'web', name: '', ...scope() }, root()), grpc.status.NOT_FOUND, "unnamed service not found in sandbox 'web'");
  assert.equal((await h.call('ListServices', { sandbox: 'web', ...scope() }, root())).services.map((s: any) => s.endpoint.name).sort(), ['api', 'ui']);
  assert.is((await h.call('ListServices', ALL_WORKSPACES, root())).services.length, 2);
  await rejects(
    h.call('ListServices', { sandbox: 'web', ...ALL_WORKSPACES }, root()),
    grpc.status.INVALID_ARGUMENT,
    'all_workspaces is not supported by this request',
  );
  assert.equal(await h.call('DeleteService', { sandbox: 'web', name: 'api', ...scope() }, root()), { outcome: 'DELETION_OUTCOME_COMPLETED' });
  await rejects(
    h.call('DeleteService', { sandbox: 'web', name: 'api', ...scope() }, root()),
    grpc.status.NOT_FOUND,
    "service 'api' not found in sandbox 'web'",
  );
});

test('services at create are checked like ExposeService before the sandbox is stored: bad name, port or a repeat is INVALID_ARGUMENT', async () => {
  for (const [exposures, message] of [
    [[{ service: 'Bad_Name', target_port: 80 }], /service name 'Bad_Name' must be a DNS-1123 label/],
    [[{ service: 'ok', target_port: 0 }], 'target_port must be between 1 and 65535'],
    [[{ service: 'ok', target_port: 70000 }], 'target_port must be between 1 and 65535'],
    [
      [
        { service: 'ui', target_port: 80 },
        { service: 'ui', target_port: 81 },
      ],
      /service 'ui' is listed twice/,
    ],
  ] as const) {
    await rejects(
      h.call('CreateSandbox', { name: 'refused', spec: {}, service_exposures: exposures, ...scope() }, root()),
      grpc.status.INVALID_ARGUMENT,
      message,
    );
  }
  await rejects(h.call('GetSandbox', { name: 'refused', ...scope() }, root()), grpc.status.NOT_FOUND);
  await rejects(
    h.call('ExposeService', { sandbox: 'web', name: 'Nope', target_port: 80, ...scope() }, root()),
    grpc.status.INVALID_ARGUMENT,
    /service name 'Nope' must be a DNS-1123 label/,
  );
  const unnamed = await h.call('CreateSandbox', { name: 'plain', spec: {}, service_exposures: [{ service: '', target_port: 8000 }], ...scope() }, root());
  assert.equal(Object.keys(unnamed.service_urls), ['']);
  assert.equal(
    (await h.call('ListServices', { sandbox: 'plain', ...scope() }, root())).services.map((s: any) => [s.endpoint.name, s.endpoint.target_port]),
    [['', 8000]],
  );
});

test.run();
