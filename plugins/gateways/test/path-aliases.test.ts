// The interface spec's `/api/gateway/...` paths answer as aliases of the canonical `/api/gateways/...` ones: the same
// status, body and audit row, the same per-gateway roles, and both listed in the OpenAPI document (docs/plugins.md).

import { auditRows, signedInWithGatewayRoles, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootGateways } from './helpers.ts';

const aliases = suite<{ t: TestKernel }>('path aliases');
aliases.before(async (context) => {
  context.t = await bootGateways({ localMode: false, plugins: ['users'] });
});
aliases.after(async ({ t }) => {
  await t.stop();
});

const registration = (name: string) => ({ name, endpoint: '8.8.8.8:443', auth_mode: 'none', labels: { env: 'prod' } });

/** What an audit row says about a change to the gateway `name`, with the gateway's name left out. */
function said(row: Record<string, any>, name: string): Record<string, unknown> {
  const { actor, actor_type, action, resource_type, resource_id, gateway, detail, client_ip, outcome } = row;
  return JSON.parse(
    JSON.stringify({ actor, actor_type, action, resource_type, resource_id, gateway, detail, client_ip, outcome }).replaceAll(`"${name}"`, '"-"'),
  );
}

aliases('a write answers the same on its canonical path and its alias, with the same audit row', async ({ t }) => {
  const canonical = await t.http.post('/api/gateways', registration('alpha'));
  const alias = await t.http.post('/api/gateway/register', registration('beta'));
  assert.is(canonical.status, 201, canonical.text);
  assert.is(alias.status, 201, alias.text);
  const { name: _alpha, created_at: _a, updated_at: _b, ...alphaRest } = canonical.body;
  const { name: _beta, created_at: _c, updated_at: _d, ...betaRest } = alias.body;
  assert.equal(betaRest, alphaRest);

  const patched = await t.http.patch('/api/gateways/alpha', { description: 'patched' });
  const patchedByAlias = await t.http.patch('/api/gateway/beta', { description: 'patched' });
  assert.equal([patched.status, patchedByAlias.status], [200, 200]);
  assert.equal([patched.body.description, patchedByAlias.body.description], ['patched', 'patched']);

  for (const action of ['gateway.register', 'gateway.update']) {
    const [first, second] = await auditRows(t, action);
    assert.equal([first?.resource_id, second?.resource_id], ['alpha', 'beta'], action);
    assert.equal(said(second!, 'beta'), said(first!, 'alpha'), action);
  }
});

aliases('a read answers the same on both paths', async ({ t }) => {
  const canonical = await t.http.as('viewer').get('/api/gateways', { query: { label: 'env:prod' } });
  const alias = await t.http.as('viewer').get('/api/gateway/list', { query: { label: 'env:prod' } });
  assert.is(canonical.status, 200);
  assert.is(alias.status, canonical.status);
  assert.equal(alias.body, canonical.body);
  assert.is(canonical.body.total, 2);
});

aliases("an alias resolves the caller's role on the gateway it names", async ({ t }) => {
  const headers = await signedInWithGatewayRoles(t, 'alpha-admin@example.com', { alpha: 'admin' });
  const refused = await t.http.as(null).patch('/api/gateway/beta', { description: 'not mine' }, { headers });
  assert.is(refused.status, 403, refused.text);
  const allowed = await t.http.as(null).patch('/api/gateway/alpha', { description: 'mine' }, { headers });
  assert.is(allowed.status, 200, allowed.text);
  const canonical = await t.http.as(null).patch('/api/gateways/beta', { description: 'not mine' }, { headers });
  assert.is(canonical.status, refused.status);
  assert.equal(canonical.body.code, refused.body.code);
});

aliases('the OpenAPI document lists both: the alias deprecated, naming its canonical path', async ({ t }) => {
  const document = (await t.http.get('/api/system/openapi.json')).body;
  const canonical = document.paths['/api/gateways/{gw}'].patch;
  const alias = document.paths['/api/gateway/{gw}'].patch;
  assert.not.ok(canonical.deprecated);
  assert.is(alias.deprecated, true);
  assert.is(alias.operationId, `${canonical.operationId}Alias`);
  assert.ok(alias.description.includes('`PATCH /api/gateways/{gw}`'), alias.description);
  assert.equal(alias.parameters, canonical.parameters);
  assert.ok(document.paths['/api/gateway/list'].get.deprecated);
  assert.not.ok(document.paths['/api/gateways'].get.deprecated);
});

aliases.run();
