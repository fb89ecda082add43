// Sandbox templates stored on an OpenShell 0.1 gateway (the v0.1.2 simulator profile): listed, created and deleted,
// each change audited write-ahead with its event, and sandboxes created from them showing which one; on a 0.0
// gateway (v0.0.111) every one of these is a 409 naming the missing capability, with nothing audited or sent.

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulators, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { auditRows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

interface Context {
  t: TestKernel;
  sim: Simulator;
  classic: Simulator;
}

const TEMPLATES = '/api/gateways/edge/templates';
const PYTHON = { name: 'python', labels: { team: 'ml' }, image: 'python:3.13', environment: { MODE: 'batch' }, cpu: '500m', memory: '512Mi' };

const templates = suite<Context>('gateway templates');

templates.before(async (context) => {
  context.t = await gatewayTestKernel({ plugins: ['users', 'sandboxes', 'gateway-templates'] });
  context.sim = await startTestSimulator({ profile: 'v0.1.2' });
  context.classic = await startTestSimulator({ profile: 'v0.0.111' });
  await registerSimulator(context.t, 'edge', context.sim);
  await registerSimulator(context.t, 'classic', context.classic);
});
templates.after(async ({ t }) => {
  await t.stop();
  await closeTestSimulators();
});

const dataOf = (event: { data: unknown }) => event.data as Record<string, any>;
const templateRows = async (t: TestKernel) => (await auditRows(t)).filter((row) => String(row.action).startsWith('gateway_template.'));

templates('create, list, delete: each audited with its intent and outcome, and announced', async ({ t, sim }) => {
  const empty = await t.http.as('viewer').get(TEMPLATES);
  assert.equal([empty.status, empty.body.items, empty.body.total], [200, [], 0], empty.text);

  const created = await t.http.post(TEMPLATES, PYTHON);
  assert.is(created.status, 201, created.text);
  assert.equal(
    { ...created.body, created_at: null },
    {
      gateway: 'edge',
      workspace: 'default',
      name: 'python',
      labels: { team: 'ml' },
      resource_version: created.body.resource_version,
      created_at: null,
      image: 'python:3.13',
      environment: { MODE: 'batch' },
      cpu: '500m',
      memory: '512Mi',
      gpu: null,
    },
  );
  const listed = await t.http.as('viewer').get(TEMPLATES);
  assert.equal(
    listed.body.items.map((item: { name: string; image: string }) => [item.name, item.image]),
    [['python', 'python:3.13']],
  );
  const announced = dataOf(t.eventsNamed('gateway_template.created').at(-1)!);
  assert.equal([announced.gateway, announced.workspace, announced.template], ['edge', 'default', 'python']);

  const duplicate = await t.http.post(TEMPLATES, PYTHON);
  assert.is(duplicate.status, 409, duplicate.text);

  assert.is((await t.http.delete(`${TEMPLATES}/python`)).status, 204);
  const gone = await t.http.delete(`${TEMPLATES}/python`);
  assert.equal([gone.status, gone.body.code], [404, 'GATEWAY_TEMPLATE_NOT_FOUND'], gone.text);
  assert.equal(
    t.eventsNamed('gateway_template.deleted').map((event) => dataOf(event).template),
    ['python'],
    'a template that was not there is not announced as deleted',
  );
  assert.is(sim.control.calls('DeleteSandboxTemplate'), 2);

  const pairs = (await templateRows(t)).map((row) => `${row.action} ${row.outcome}`);
  for (const action of ['gateway_template.create', 'gateway_template.delete']) {
    assert.ok(pairs.includes(`${action} pending`), `${action}: the intent row`);
    assert.ok(pairs.includes(`${action} succeeded`), `${action}: the outcome row`);
  }
  const intent = (await templateRows(t)).find((row) => row.action === 'gateway_template.create');
  assert.ok(intent, 'the create is audited');
  assert.equal((intent.detail as Record<string, unknown>).environment_keys, ['MODE'], 'environment names, never values');
  assert.not.match(JSON.stringify(intent.detail), /batch/, 'and never their values');
});

templates('templates live in a workspace: ?workspace= names it', async ({ t, sim }) => {
  sim.control.addWorkspace('lab');
  assert.is((await t.http.post(TEMPLATES, { name: 'lab-only', image: 'alpine:3' }, { query: { workspace: 'lab' } })).status, 201);
  const inLab = await t.http.get(TEMPLATES, { query: { workspace: 'lab' } });
  assert.equal(
    inLab.body.items.map((item: { name: string; workspace: string }) => [item.name, item.workspace]),
    [['lab-only', 'lab']],
  );
  assert.equal((await t.http.get(TEMPLATES)).body.items, [], 'not in the default workspace');
  const missing = await t.http.get(TEMPLATES, { query: { workspace: 'nowhere' } });
  assert.equal([missing.status, missing.body.code], [404, 'WORKSPACE_NOT_FOUND'], missing.text);
});

templates('a sandbox created from a template takes its image, and says which template it came from', async ({ t }) => {
  assert.is((await t.http.post(TEMPLATES, { name: 'node', image: 'node:24' })).status, 201);
  const started = await t.http.post('/api/gateways/edge/sandboxes', { name: 'from-node', gateway_template: 'node' });
  assert.is(started.status, 202, started.text);
  const sandbox = await t.http.get('/api/gateways/edge/sandboxes/from-node');
  assert.equal([sandbox.status, sandbox.body.workload_template, sandbox.body.image], [200, 'node', 'node:24'], sandbox.text);
  assert.is(dataOf(t.eventsNamed('sandbox.created').at(-1)!).image, 'node:24');

  const plain = await t.http.post('/api/gateways/edge/sandboxes', { name: 'plain', image: 'alpine:3' });
  assert.is(plain.status, 202, plain.text);
  assert.is((await t.http.get('/api/gateways/edge/sandboxes/plain')).body.workload_template, null);

  const unknown = await t.http.post('/api/gateways/edge/sandboxes', { name: 'from-nothing', gateway_template: 'nothing' });
  assert.equal([unknown.status, unknown.body.code], [409, 'GATEWAY_PRECONDITION_FAILED'], unknown.text);
  assert.match(unknown.body.detail, /nothing/);
});

templates('a 0.0 gateway has no templates: 409 naming the capability, nothing audited or sent', async ({ t, classic }) => {
  const rowsBefore = (await auditRows(t)).length;
  for (const response of [
    await t.http.get('/api/gateways/classic/templates'),
    await t.http.post('/api/gateways/classic/templates', PYTHON),
    await t.http.delete('/api/gateways/classic/templates/python'),
    await t.http.post('/api/gateways/classic/sandboxes', { name: 'from-template', gateway_template: 'python' }),
  ]) {
    assert.equal([response.status, response.body.code, response.body.capability], [409, 'GATEWAY_CAPABILITY_UNAVAILABLE', 'templates'], response.text);
  }
  assert.is((await auditRows(t)).length, rowsBefore, 'refused before the intent row');
  assert.is(classic.control.calls('CreateSandbox'), 0);
  const info = await t.http.get('/api/gateway/classic/info');
  assert.is(info.body.capabilities.templates, false, info.text);
  assert.is((await t.http.get('/api/gateway/edge/info')).body.capabilities.templates, true);
});

templates('bad input is a 400 naming the field, and nothing is sent', async ({ t, sim }) => {
  const before = sim.control.calls('CreateSandboxTemplate');
  for (const [body, field] of [
    [{ name: 'Bad_Name', image: 'x' }, 'body.name'],
    [{ name: 'ok' }, 'body.image'],
    [{ name: 'ok', image: 'x', cpu: 'lots' }, 'body.cpu'],
    [{ name: 'ok', image: 'x', environment: { OPENSHELL_X: '1' } }, 'body.environment.OPENSHELL_X'],
    [{ name: 'ok', image: 'x', extra: true }, 'body'],
  ] as const) {
    const response = await t.http.post(TEMPLATES, body);
    assert.is(response.status, 400, response.text);
    assert.ok(JSON.stringify(response.body).includes(field), `${field}: ${response.text}`);
  }
  assert.is(sim.control.calls('CreateSandboxTemplate'), before);
});

templates.run();
