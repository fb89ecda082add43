// Services exposed with a sandbox at its creation (CreateSandbox.service_exposures on an OpenShell 0.1 gateway, the
// v0.1.2 simulator profile): sent in the one CreateSandbox, audited with the create and announced with
// `sandbox.created`, then listed with the sandbox's services; a bad name or port is a 400 before anything is sent;
// on a 0.0 gateway (v0.0.111) a non-empty list is the 409 naming the capability, with nothing audited or sent.

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulators, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { auditRows, eventually, rows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

interface Context {
  t: TestKernel;
  sim: Simulator;
  other: Simulator;
  classic: Simulator;
}

const EDGE = '/api/gateways/edge/sandboxes';
const WITH_SERVICES = [{ name: 'ui', port: 3000 }, { port: 8080 }];

const atCreate = suite<Context>('services at create');

atCreate.before(async (context) => {
  context.t = await gatewayTestKernel({ plugins: ['users', 'sandboxes', 'services'] });
  context.sim = await startTestSimulator({ profile: 'v0.1.2' });
  context.other = await startTestSimulator({ profile: 'v0.1.2' });
  context.classic = await startTestSimulator({ profile: 'v0.0.111' });
  await registerSimulator(context.t, 'edge', context.sim);
  await registerSimulator(context.t, 'other', context.other);
  await registerSimulator(context.t, 'classic', context.classic);
});
atCreate.after(async ({ t }) => {
  await t.stop();
  await closeTestSimulators();
});

const dataOf = (event: { data: unknown }) => event.data as Record<string, any>;

async function settled(t: TestKernel, id: string): Promise<any> {
  return eventually(async () => {
    const response = await t.http.get(`/api/operations/${id}`);
    return ['succeeded', 'failed'].includes(response.body.status) ? response.body : null;
  });
}

atCreate('exposed with the sandbox in its CreateSandbox, audited, announced, then listed with their URLs', async ({ t, sim }) => {
  sim.control.resetCalls();
  const started = await t.http.as('operator').post(EDGE, { name: 'web', image: 'node:24', services: WITH_SERVICES });
  assert.is(started.status, 202, started.text);
  assert.equal([started.body.type, started.body.status], ['sandbox.create', 'pending']);
  assert.is((await settled(t, started.body.operation_id)).status, 'succeeded');
  const [operation] = await rows(t, 'SELECT type, resource, gateway, status FROM operations WHERE id = ?', [started.body.operation_id]);
  assert.equal(operation, { type: 'sandbox.create', resource: 'web', gateway: 'edge', status: 'succeeded' });

  assert.is(sim.control.calls('CreateSandbox'), 1);
  assert.is(sim.control.calls('ExposeService'), 0, 'exposed by the create itself, not one call each');
  assert.equal(
    sim.control.state().services.map((service) => [service.workspace, service.sandbox, service.name, service.targetPort, service.domain]),
    [
      ['default', 'web', 'ui', 3000, false],
      ['default', 'web', '', 8080, false],
    ],
  );

  const listed = await t.http.as('viewer').get(`${EDGE}/web/services`);
  assert.is(listed.status, 200, listed.text);
  assert.equal(listed.body.items.map((service: { name: string; port: number }) => [service.name, service.port]).sort(), [
    ['', 8080],
    ['ui', 3000],
  ]);
  assert.ok(
    listed.body.items.every((service: { url: string | null }) => service.url?.startsWith('http://')),
    listed.text,
  );

  const [intent, outcome] = await auditRows(t, 'sandbox.create');
  assert.equal([intent!.outcome, intent!.actor, intent!.resource_id], ['pending', 'operator@test.local', 'web']);
  assert.equal(intent!.detail.services, [
    { name: 'ui', port: 3000 },
    { name: '', port: 8080 },
  ]);
  assert.is(outcome!.outcome, 'succeeded');
  await t.kernel.events.settled();
  const created = dataOf(t.eventsNamed('sandbox.created').at(-1)!);
  assert.equal([created.sandbox, created.workspace, created.services], ['web', 'default', intent!.detail.services]);
});

atCreate('in a named workspace: the services are the workspace sandbox’s', async ({ t, sim }) => {
  sim.control.addWorkspace('lab');
  const started = await t.http.as('operator').post(EDGE, { name: 'lab-web', services: [{ name: 'api', port: 9000 }] }, { query: { workspace: 'lab' } });
  assert.is(started.status, 202, started.text);
  assert.is((await settled(t, started.body.operation_id)).status, 'succeeded');
  assert.equal(
    sim.control
      .state()
      .services.filter((service) => service.sandbox === 'lab-web')
      .map((service) => [service.workspace, service.name, service.targetPort]),
    [['lab', 'api', 9000]],
  );
  const listed = await t.http.get(`${EDGE}/lab-web/services`, { query: { workspace: 'lab' } });
  assert.equal(
    listed.body.items.map((service: { name: string }) => service.name),
    ['api'],
    listed.text,
  );
  const [intent] = await auditRows(t, 'sandbox.create').then((found) => found.filter((row) => row.resource_id === 'lab-web'));
  assert.equal([intent!.detail.workspace, intent!.detail.services], ['lab', [{ name: 'api', port: 9000 }]]);
});

atCreate('a bad name or port, a repeated name or an unknown field is a 400 naming it; nothing is audited or sent', async ({ t, sim }) => {
  const sent = sim.control.calls('CreateSandbox');
  const audited = (await auditRows(t)).length;
  for (const [services, path] of [
    [[{ name: 'Bad_Name', port: 80 }], 'body.services.0.name'],
    [[{ name: 'ok', port: 0 }], 'body.services.0.port'],
    [[{ name: 'ok', port: 65536 }], 'body.services.0.port'],
    [[{ name: 'ok', port: 80.5 }], 'body.services.0.port'],
    [[{ port: 80 }, { port: 81 }], 'body.services.1.name'],
    [[{ name: 'ok', port: 80, domain: true }], 'body.services.0'],
    ['ui:80', 'body.services'],
  ] as const) {
    const response = await t.http.as('operator').post(EDGE, { name: 'refused', services });
    assert.is(response.status, 400, response.text);
    assert.ok(
      response.body.errors.some((error: { path: string }) => error.path === path),
      `${path}: ${response.text}`,
    );
  }
  assert.is(sim.control.calls('CreateSandbox'), sent);
  assert.is((await auditRows(t)).length, audited);
});

atCreate('a 0.0 gateway exposes no services: a non-empty list is 409 naming the capability, before the audit or any CreateSandbox', async ({ t, classic }) => {
  const audited = (await auditRows(t)).length;
  const refused = await t.http.as('operator').post('/api/gateways/classic/sandboxes', { name: 'web', services: WITH_SERVICES });
  assert.equal([refused.status, refused.body.code, refused.body.capability], [409, 'GATEWAY_CAPABILITY_UNAVAILABLE', 'services'], refused.text);
  assert.is((await auditRows(t)).length, audited);
  assert.is(classic.control.calls('CreateSandbox'), 0);

  const none = await t.http.as('operator').post('/api/gateways/classic/sandboxes', { name: 'plain', services: [] });
  assert.is(none.status, 202, 'an empty list asks nothing of the line');
  assert.is((await settled(t, none.body.operation_id)).status, 'succeeded');
  assert.is(classic.control.calls('CreateSandbox'), 1);
});

atCreate('roles: operators create with services, viewers cannot; per-gateway roles hold', async ({ t, sim, other }) => {
  const byViewer = await t.http.as('viewer').post(EDGE, { name: 'viewer-box', services: WITH_SERVICES });
  assert.equal([byViewer.status, byViewer.body.code], [403, 'PERMISSION_DENIED'], byViewer.text);
  assert.is((await t.http.as(null).post(EDGE, { name: 'anon-box', services: WITH_SERVICES })).status, 401);

  const created = await t.http.post('/api/auth/users', { email: 'edge-op@example.test', role: null, password: 'a-fine-password-77' });
  assert.is(created.status, 201, created.text);
  assert.is((await t.http.put(`/api/auth/users/${created.body.id}/gateway-roles/edge`, { role: 'operator' })).status, 200);
  const edgeOperator = t.http.as({ type: 'user', id: created.body.id, name: 'edge-op@example.test', role: 'viewer' });
  const ours = await edgeOperator.post(EDGE, { name: 'op-box', services: [{ name: 'ui', port: 3000 }] });
  assert.is(ours.status, 202, ours.text);
  const theirs = await edgeOperator.post('/api/gateways/other/sandboxes', { name: 'op-box', services: [{ name: 'ui', port: 3000 }] });
  assert.is(theirs.status, 403, theirs.text);
  assert.is(other.control.calls('CreateSandbox'), 0);
  assert.is((await settled(t, ours.body.operation_id)).status, 'succeeded');
  assert.ok(sim.control.state().services.some((service) => service.sandbox === 'op-box' && service.name === 'ui'));
});

atCreate.run();
