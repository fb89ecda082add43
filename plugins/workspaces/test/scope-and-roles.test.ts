// `?workspace=` on every gateway-scoped endpoint is checked against a 0.1 gateway's workspaces (one GetWorkspace per
// name for a few seconds, forgotten when Portcullis changes that workspace) and passed on as it is to a 0.0 gateway;
// the caller's role decides what it may do with workspaces: viewer reads, admin changes, per-gateway roles apply.

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulators, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

interface Context {
  t: TestKernel;
  sim: Simulator;
  classic: Simulator;
}

// Past the few seconds a gateway's answer about a workspace is remembered (plugins/gateways/README.md).
const PAST_REMEMBERED_MS = 5_001;

const scoped = suite<Context>('?workspace= and roles');

scoped.before(async (context) => {
  context.t = await gatewayTestKernel({ plugins: ['users', 'providers', 'workspaces'] });
  context.sim = await startTestSimulator({ profile: 'v0.1.2' });
  context.classic = await startTestSimulator({ profile: 'v0.0.111' });
  await registerSimulator(context.t, 'edge', context.sim);
  await registerSimulator(context.t, 'classic', context.classic);
});
scoped.after(async ({ t }) => {
  await t.stop();
  await closeTestSimulators();
});

const providersIn = (t: TestKernel, gateway: string, workspace: string) =>
  t.http.as('viewer').get(`/api/gateways/${gateway}/providers`, { query: { workspace } });

scoped('a workspace the 0.1 gateway does not have is a 404 WORKSPACE_NOT_FOUND, asked once while remembered', async ({ t, sim }) => {
  const asked = sim.control.calls('GetWorkspace');
  const missing = await providersIn(t, 'edge', 'nowhere');
  assert.equal([missing.status, missing.body.code, missing.body.workspace], [404, 'WORKSPACE_NOT_FOUND', 'nowhere'], missing.text);
  assert.is(sim.control.calls('ListProviders'), 0, 'the request stopped before the gateway was asked for providers');
  assert.is((await providersIn(t, 'edge', 'nowhere')).status, 404);
  assert.is((await providersIn(t, 'edge', 'default')).status, 200);
  assert.is((await providersIn(t, 'edge', 'default')).status, 200);
  assert.is(sim.control.calls('GetWorkspace'), asked + 2, 'one GetWorkspace per name');
  const burst = await Promise.all([1, 2, 3, 4, 5].map(() => providersIn(t, 'edge', 'elsewhere')));
  assert.equal(
    burst.map((response) => response.status),
    [404, 404, 404, 404, 404],
  );
  assert.is(sim.control.calls('GetWorkspace'), asked + 3, 'a burst of requests naming one workspace costs one GetWorkspace');
  assert.is((await t.http.as('viewer').get('/api/gateways/edge/providers')).status, 200, 'no ?workspace=: the default, unchecked');
  assert.is(sim.control.calls('GetWorkspace'), asked + 3);
});

scoped('a workspace created or deleted through Portcullis is seen at once; one changed on the gateway after the window', async ({ t, sim }) => {
  assert.is((await providersIn(t, 'edge', 'lab')).status, 404);
  assert.is((await t.http.post('/api/gateways/edge/workspaces', { name: 'lab' })).status, 201);
  assert.is((await providersIn(t, 'edge', 'lab')).status, 200);
  assert.is((await t.http.delete('/api/gateways/edge/workspaces/lab')).status, 204);
  assert.is((await providersIn(t, 'edge', 'lab')).status, 404);

  assert.is((await providersIn(t, 'edge', 'direct')).status, 404);
  sim.control.addWorkspace('direct');
  assert.is((await providersIn(t, 'edge', 'direct')).status, 404, 'still remembered');
  t.manualClock!.advance(PAST_REMEMBERED_MS);
  const seen = await providersIn(t, 'edge', 'direct');
  assert.is(seen.status, 200, seen.text);
});

scoped('a 0.0 gateway is passed the workspace as it is, without a workspace RPC', async ({ t, classic }) => {
  const listed = await providersIn(t, 'classic', 'default');
  assert.is(listed.status, 200, listed.text);
  assert.is(classic.control.calls('GetWorkspace'), 0);
});

scoped('viewers and operators read; only admins create, delete and change members', async ({ t, sim }) => {
  sim.control.addWorkspace('shared', { carol: 'user' });
  for (const role of ['viewer', 'operator'] as const) {
    const http = t.http.as(role);
    assert.is((await http.get('/api/gateways/edge/workspaces')).status, 200, role);
    assert.is((await http.get('/api/gateways/edge/workspaces/shared/members')).status, 200, role);
    assert.is((await http.get('/api/workspaces')).status, 200, role);
    for (const response of [
      await http.post('/api/gateways/edge/workspaces', { name: 'nope' }),
      await http.delete('/api/gateways/edge/workspaces/shared'),
      await http.put('/api/gateways/edge/workspaces/shared/members/dave', { role: 'user' }),
      await http.delete('/api/gateways/edge/workspaces/shared/members/carol'),
    ]) {
      assert.equal([response.status, response.body.code], [403, 'PERMISSION_DENIED'], `${role}: ${response.text}`);
    }
  }
  assert.is((await t.http.as(null).get('/api/workspaces')).status, 401);
  assert.is(sim.control.calls('AddWorkspaceMember'), 0);
  assert.is(sim.control.calls('RemoveWorkspaceMember'), 0);
});

scoped('per-gateway roles: an admin of one gateway manages its workspaces only, and sees only its workspaces', async ({ t }) => {
  const created = await t.http.post('/api/auth/users', { email: 'edge-admin@example.test', role: null, password: 'a-fine-password-77' });
  assert.is(created.status, 201, created.text);
  assert.is((await t.http.put(`/api/auth/users/${created.body.id}/gateway-roles/edge`, { role: 'admin' })).status, 200);
  const edgeAdmin = t.http.as({ type: 'user', id: created.body.id, name: 'edge-admin@example.test', role: 'viewer' });

  const made = await edgeAdmin.post('/api/gateways/edge/workspaces', { name: 'theirs' });
  assert.is(made.status, 201, made.text);
  assert.is((await edgeAdmin.put('/api/gateways/edge/workspaces/theirs/members/erin', { role: 'admin' })).status, 200);
  assert.is((await edgeAdmin.get('/api/gateways/classic/workspaces')).status, 403);
  assert.is((await edgeAdmin.post('/api/gateways/classic/workspaces', { name: 'theirs' })).status, 403);

  const across = await edgeAdmin.get('/api/workspaces');
  assert.is(across.status, 200, across.text);
  assert.equal(
    across.body.gateways.map((entry: { gateway: string }) => entry.gateway),
    ['edge'],
    'a gateway the caller has no role on is left out',
  );
  assert.ok(across.body.items.every((item: { gateway: string }) => item.gateway === 'edge'));
  assert.ok(across.body.items.some((item: { name: string }) => item.name === 'theirs'));

  assert.is((await edgeAdmin.get('/api/gateways/edge/workspaces/theirs/members')).status, 200);
  assert.is((await edgeAdmin.delete('/api/gateways/edge/workspaces/theirs/members/erin')).status, 204);
  assert.is((await edgeAdmin.delete('/api/gateways/edge/workspaces/theirs')).status, 204);
  assert.is((await edgeAdmin.get('/api/gateways/classic/workspaces/default/members')).status, 403);
});

scoped('per-gateway roles: a viewer of one gateway reads its workspaces and changes nothing', async ({ t, sim }) => {
  const created = await t.http.post('/api/auth/users', { email: 'edge-viewer@example.test', role: null, password: 'a-fine-password-77' });
  assert.is(created.status, 201, created.text);
  assert.is((await t.http.put(`/api/auth/users/${created.body.id}/gateway-roles/edge`, { role: 'viewer' })).status, 200);
  const edgeViewer = t.http.as({ type: 'user', id: created.body.id, name: 'edge-viewer@example.test', role: 'viewer' });
  assert.is((await edgeViewer.get('/api/gateways/edge/workspaces')).status, 200);
  assert.is((await edgeViewer.get('/api/gateways/edge/workspaces/shared/members')).status, 200);
  assert.is((await edgeViewer.get('/api/gateways/classic/workspaces')).status, 403);
  const writes = sim.control.calls('CreateWorkspace') + sim.control.calls('AddWorkspaceMember');
  assert.is((await edgeViewer.post('/api/gateways/edge/workspaces', { name: 'mine' })).status, 403);
  assert.is((await edgeViewer.put('/api/gateways/edge/workspaces/shared/members/frank', { role: 'user' })).status, 403);
  assert.is(sim.control.calls('CreateWorkspace') + sim.control.calls('AddWorkspaceMember'), writes);
});

scoped.run();
