// Who may do what with a gateway's templates: viewers and operators read, admins create and delete, per-gateway
// roles included; an operator creates sandboxes from a template.

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

const roles = suite<Context>('gateway template roles');

roles.before(async (context) => {
  context.t = await gatewayTestKernel({ plugins: ['users', 'sandboxes', 'gateway-templates'] });
  context.sim = await startTestSimulator({ profile: 'v0.1.2' });
  context.other = await startTestSimulator({ profile: 'v0.1.2' });
  await registerSimulator(context.t, 'edge', context.sim);
  await registerSimulator(context.t, 'other', context.other);
  assert.is((await context.t.http.post('/api/gateways/edge/templates', { name: 'base', image: 'alpine:3' })).status, 201);
});
roles.after(async ({ t }) => {
  await t.stop();
  await closeTestSimulators();
});

async function userWithGatewayRole(t: TestKernel, email: string, gateway: string, role: 'viewer' | 'admin') {
  const created = await t.http.post('/api/auth/users', { email, role: null, password: 'a-fine-password-77' });
  assert.is(created.status, 201, created.text);
  assert.is((await t.http.put(`/api/auth/users/${created.body.id}/gateway-roles/${gateway}`, { role })).status, 200);
  return t.http.as({ type: 'user', id: created.body.id, name: email, role: 'viewer' });
}

roles('viewers and operators read; only admins create and delete', async ({ t, sim }) => {
  for (const role of ['viewer', 'operator'] as const) {
    const http = t.http.as(role);
    assert.is((await http.get('/api/gateways/edge/templates')).status, 200, role);
    for (const response of [
      await http.post('/api/gateways/edge/templates', { name: 'nope', image: 'x' }),
      await http.delete('/api/gateways/edge/templates/base'),
    ]) {
      assert.equal([response.status, response.body.code], [403, 'PERMISSION_DENIED'], `${role}: ${response.text}`);
    }
  }
  assert.is((await t.http.as(null).get('/api/gateways/edge/templates')).status, 401);
  assert.is(sim.control.calls('DeleteSandboxTemplate'), 0);
  const fromTemplate = await t.http.as('operator').post('/api/gateways/edge/sandboxes', { name: 'op-box', gateway_template: 'base' });
  assert.is(fromTemplate.status, 202, fromTemplate.text);
  const byViewer = await t.http.as('viewer').post('/api/gateways/edge/sandboxes', { name: 'viewer-box', gateway_template: 'base' });
  assert.is(byViewer.status, 403, byViewer.text);
});

roles('per-gateway roles: an admin of one gateway manages its templates only', async ({ t, other }) => {
  const edgeAdmin = await userWithGatewayRole(t, 'edge-admin@example.test', 'edge', 'admin');
  const made = await edgeAdmin.post('/api/gateways/edge/templates', { name: 'theirs', image: 'alpine:3' });
  assert.is(made.status, 201, made.text);
  assert.is((await edgeAdmin.delete('/api/gateways/edge/templates/theirs')).status, 204);
  assert.is((await edgeAdmin.get('/api/gateways/other/templates')).status, 403);
  assert.is((await edgeAdmin.post('/api/gateways/other/templates', { name: 'theirs', image: 'alpine:3' })).status, 403);
  assert.is((await edgeAdmin.delete('/api/gateways/other/templates/base')).status, 403);
  assert.is(other.control.calls('CreateSandboxTemplate'), 0);
});

roles('per-gateway roles: a viewer of one gateway reads its templates and changes nothing', async ({ t, sim }) => {
  const edgeViewer = await userWithGatewayRole(t, 'edge-viewer@example.test', 'edge', 'viewer');
  assert.is((await edgeViewer.get('/api/gateways/edge/templates')).status, 200);
  assert.is((await edgeViewer.get('/api/gateways/other/templates')).status, 403);
  const writes = sim.control.calls('CreateSandboxTemplate') + sim.control.calls('DeleteSandboxTemplate');
  assert.is((await edgeViewer.post('/api/gateways/edge/templates', { name: 'mine', image: 'x' })).status, 403);
  assert.is((await edgeViewer.delete('/api/gateways/edge/templates/base')).status, 403);
  assert.is(sim.control.calls('CreateSandboxTemplate') + sim.control.calls('DeleteSandboxTemplate'), writes);
});

roles.run();
