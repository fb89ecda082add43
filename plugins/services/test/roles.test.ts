// Who may do what with a sandbox's services: viewers read, operators and admins expose and remove; per-gateway
// roles apply; a named `?workspace=` is checked against the gateway like on every gateway-scoped route.

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulators, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

interface Context {
  t: TestKernel;
  sim: Simulator;
  other: Simulator;
}

const EDGE = '/api/gateways/edge/sandboxes/web/services';
const OTHER = '/api/gateways/other/sandboxes/web/services';

const roles = suite<Context>('services: roles');

roles.before(async (context) => {
  context.t = await gatewayTestKernel({ plugins: ['users', 'services'] });
  context.sim = await startTestSimulator({ profile: 'v0.1.2' });
  context.other = await startTestSimulator({ profile: 'v0.1.2' });
  await registerSimulator(context.t, 'edge', context.sim);
  await registerSimulator(context.t, 'other', context.other);
  context.sim.control.seedSandbox({ name: 'web' });
  context.other.control.seedSandbox({ name: 'web' });
});
roles.after(async ({ t }) => {
  await t.stop();
  await closeTestSimulators();
});

async function userWithGatewayRole(t: TestKernel, email: string, role: 'viewer' | 'operator' | 'admin') {
  const created = await t.http.post('/api/auth/users', { email, role: null, password: 'a-fine-password-77' });
  assert.is(created.status, 201, created.text);
  assert.is((await t.http.put(`/api/auth/users/${created.body.id}/gateway-roles/edge`, { role })).status, 200);
  return t.http.as({ type: 'user', id: created.body.id, name: email, role: 'viewer' });
}

roles('a viewer reads and changes nothing; an operator and an admin expose and remove', async ({ t, sim }) => {
  const viewer = t.http.as('viewer');
  assert.is((await viewer.get(EDGE)).status, 200);
  for (const response of [await viewer.post(EDGE, { name: 'app', port: 8080 }), await viewer.delete(`${EDGE}/app`)]) {
    assert.equal([response.status, response.body.code], [403, 'PERMISSION_DENIED'], response.text);
  }
  assert.is(sim.control.calls('ExposeService') + sim.control.calls('DeleteService'), 0);
  for (const role of ['operator', 'admin'] as const) {
    const http = t.http.as(role);
    const exposed = await http.post(EDGE, { name: role, port: 8080 });
    assert.is(exposed.status, 200, `${role}: ${exposed.text}`);
    assert.is((await http.delete(`${EDGE}/${role}`)).status, 204, role);
  }
  assert.is((await t.http.as(null).get(EDGE)).status, 401);
});

roles('per-gateway operator: exposes and removes on its gateway only', async ({ t, other }) => {
  const operator = await userWithGatewayRole(t, 'edge-operator@example.test', 'operator');
  assert.is((await operator.get(EDGE)).status, 200);
  assert.is((await operator.post(EDGE, { name: 'mine', port: 8080 })).status, 200);
  assert.is((await operator.delete(`${EDGE}/mine`)).status, 204);
  assert.is((await operator.get(OTHER)).status, 403);
  assert.is((await operator.post(OTHER, { name: 'mine', port: 8080 })).status, 403);
  assert.is((await operator.delete(`${OTHER}/mine`)).status, 403);
  assert.is(other.control.calls('ExposeService') + other.control.calls('DeleteService'), 0);
});

roles('per-gateway admin: everything on its gateway; per-gateway viewer: reads its gateway only', async ({ t, sim }) => {
  const admin = await userWithGatewayRole(t, 'edge-admin@example.test', 'admin');
  assert.is((await admin.post(EDGE, { name: 'theirs', port: 8080 })).status, 200);
  assert.is((await admin.delete(`${EDGE}/theirs`)).status, 204);
  assert.is((await admin.get(OTHER)).status, 403);

  const viewer = await userWithGatewayRole(t, 'edge-viewer@example.test', 'viewer');
  assert.is((await viewer.get(EDGE)).status, 200);
  assert.is((await viewer.get(OTHER)).status, 403);
  const writes = sim.control.calls('ExposeService') + sim.control.calls('DeleteService');
  assert.is((await viewer.post(EDGE, { name: 'nope', port: 8080 })).status, 403);
  assert.is((await viewer.delete(`${EDGE}/theirs`)).status, 403);
  assert.is(sim.control.calls('ExposeService') + sim.control.calls('DeleteService'), writes);
});

roles('a ?workspace= the gateway does not have is a 404 WORKSPACE_NOT_FOUND before anything is sent', async ({ t, sim }) => {
  const writes = sim.control.calls('ExposeService');
  const missing = await t.http.post(EDGE, { port: 8080 }, { query: { workspace: 'nowhere' } });
  assert.equal([missing.status, missing.body.code], [404, 'WORKSPACE_NOT_FOUND'], missing.text);
  assert.is(sim.control.calls('ExposeService'), writes);
});

roles.run();
