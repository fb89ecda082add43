// List with label filters, PATCH semantics, delete, and 404 GATEWAY_NOT_FOUND on every gateway route.

import { jsonColumn, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Gateway } from '../src/gateway/entity.ts';
import { toRecord } from '../src/gateway/record.ts';
import { bootGateways, rows } from './helpers.ts';

const manage = suite<{ t: TestKernel }>('managing registered gateways');
manage.before(async (context) => {
  const t = await bootGateways({ localMode: false });
  context.t = t;
  const gateways: Array<[string, Record<string, string>]> = [
    ['alpha', { env: 'prod', region: 'eu', tier: 'a:b' }],
    ['beta', { env: 'prod', region: 'us' }],
    ['gamma', { env: 'dev', region: 'eu' }],
    ['delta', {}],
  ];
  for (const [name, labels] of gateways) {
    const response = await t.http.post('/api/gateway/register', { name, endpoint: '8.8.8.8:443', auth_mode: 'none', labels, description: `${name} gateway` });
    assert.is(response.status, 201, response.text);
  }
});
manage.after(async ({ t }) => {
  await t.stop();
});

const names = (body: { items: Array<{ name: string }> }) => body.items.map((item) => item.name);

manage('list: every gateway by name; label filters are AND-combined; values may contain colons', async ({ t }) => {
  const all = await t.http.as('viewer').get('/api/gateway/list');
  assert.is(all.status, 200);
  assert.equal(names(all.body), ['alpha', 'beta', 'delta', 'gamma']);
  assert.is(all.body.total, 4);
  const prod = await t.http.get('/api/gateway/list', { query: { label: 'env:prod' } });
  assert.equal([names(prod.body), prod.body.total], [['alpha', 'beta'], 2]);
  const prodEu = await t.http.get('/api/gateway/list', { query: { label: ['env:prod', 'region:eu'] } });
  assert.equal(names(prodEu.body), ['alpha'], 'both labels must match');
  const none = await t.http.get('/api/gateway/list', { query: { label: ['env:prod', 'region:ap'] } });
  assert.equal([names(none.body), none.body.total], [[], 0]);
  const colon = await t.http.get('/api/gateway/list', { query: { label: 'tier:a:b' } });
  assert.equal(names(colon.body), ['alpha']);
  const paged = await t.http.get('/api/gateway/list', { query: { limit: '2', offset: '1' } });
  assert.equal([names(paged.body), paged.body.total], [['beta', 'delta'], 4]);
  const beyond = await t.http.get('/api/gateway/list', { query: { limit: '2', offset: '4' } });
  assert.equal([names(beyond.body), beyond.body.total], [[], 4], 'a page past the end is empty and still counts every gateway');
  const pagedProd = await t.http.get('/api/gateway/list', { query: { label: 'env:prod', limit: '1', offset: '1' } });
  assert.equal([names(pagedProd.body), pagedProd.body.total], [['beta'], 2], 'a filtered page counts only the matching gateways');
  const bad = await t.http.get('/api/gateway/list', { query: { label: ['env:prod', 'no-colon'] } });
  assert.is(bad.status, 400);
  assert.equal(
    bad.body.errors.map((e: { path: string }) => e.path),
    ['query.label.1'],
  );
  const badKey = await t.http.get('/api/gateway/list', { query: { label: '-x:1' } });
  assert.equal(
    badKey.body.errors.map((e: { path: string }) => e.path),
    ['query.label.0'],
  );
  const limit = await t.http.get('/api/gateway/list', { query: { limit: '1001' } });
  assert.equal(
    limit.body.errors.map((e: { path: string }) => e.path),
    ['query.limit'],
  );
  assert.is((await t.http.as(null).get('/api/gateway/list')).status, 401);
});

manage('PATCH: absent keeps, null clears, empty body 400, limits apply, non-admin 403', async ({ t }) => {
  const described = await t.http.patch('/api/gateway/alpha', { description: 'changed' });
  assert.is(described.status, 200, described.text);
  assert.is(described.body.description, 'changed');
  assert.equal(described.body.labels, { env: 'prod', region: 'eu', tier: 'a:b' }, 'labels absent: kept');
  const relabelled = await t.http.patch('/api/gateway/alpha', { labels: { env: 'staging' } });
  assert.equal([relabelled.body.labels, relabelled.body.description], [{ env: 'staging' }, 'changed'], 'labels replaced, description kept');
  const cleared = await t.http.patch('/api/gateway/alpha', { description: null, labels: null });
  assert.equal([cleared.body.description, cleared.body.labels], [null, {}]);
  const stored = await rows<{ description: string | null }>(t, "SELECT description FROM gateways WHERE name = 'alpha'");
  assert.is(stored[0]!.description, null);
  const workspace = await t.http.patch('/api/gateway/alpha', { default_workspace: 'team-a' });
  assert.is(workspace.body.default_workspace, 'team-a');
  assert.is((await t.http.patch('/api/gateway/alpha', { default_workspace: null })).body.default_workspace, 'default');

  const empty = await t.http.patch('/api/gateway/alpha', {});
  assert.is(empty.status, 400);
  assert.match(empty.body.errors[0].message, /at least one field/);
  const tooLong = await t.http.patch('/api/gateway/alpha', { description: 'd'.repeat(1001) });
  assert.equal([tooLong.status, tooLong.body.errors[0].path], [400, 'body.description']);
  const tooMany = await t.http.patch('/api/gateway/alpha', { labels: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) });
  assert.equal([tooMany.status, tooMany.body.errors[0].path], [400, 'body.labels']);
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    const reserved = await t.http.patch('/api/gateway/alpha', undefined, {
      raw: `{"labels":{"${key}":"x","ok":"y"}}`,
      headers: { 'content-type': 'application/json' },
    });
    assert.equal([reserved.status, reserved.body.errors.map((e: { path: string }) => e.path)], [400, [`body.labels.${key}`]], key);
    const filter = await t.http.get('/api/gateway/list', { query: { label: `${key}:x` } });
    assert.equal([filter.status, filter.body.errors[0].path], [400, 'query.label.0'], key);
  }
  const unchanged = await rows<{ labels: unknown }>(t, "SELECT labels FROM gateways WHERE name = 'alpha'");
  assert.equal(jsonColumn(unchanged[0]!.labels), {}, 'nothing stored from the refused patches');
  const privateEndpoint = await t.http.patch('/api/gateway/alpha', { endpoint: '10.0.0.5:443' });
  assert.equal([privateEndpoint.status, privateEndpoint.body.code], [400, 'ENDPOINT_NOT_ALLOWED']);
  const noMode = await t.http.patch('/api/gateway/alpha', { auth_mode: 'api_key' });
  assert.equal([noMode.status, noMode.body.errors[0].path], [400, 'body.api_key']);

  const moved = await t.http.patch('/api/gateway/alpha', { endpoint: 'https://8.8.4.4:8443' });
  assert.equal([moved.status, moved.body.endpoint, moved.body.transport], [200, 'https://8.8.4.4:8443', 'tls']);
  for (const role of ['operator', 'viewer'] as const) {
    const denied = await t.http.as(role).patch('/api/gateway/alpha', { description: 'nope' });
    assert.equal([denied.status, denied.body.code], [403, 'PERMISSION_DENIED']);
  }
  assert.is((await t.http.get('/api/gateway/list', { query: { label: 'env:staging' } })).body.total, 0);
  const audits = await rows<{ detail: unknown }>(t, "SELECT detail FROM audit_log WHERE action = 'gateway.update' AND gateway = 'alpha' ORDER BY id");
  assert.is(audits.length, 6, 'one row per successful PATCH');
  const first = typeof audits[0]!.detail === 'string' ? JSON.parse(audits[0]!.detail) : audits[0]!.detail;
  assert.equal(first, { changed: ['description'], credential_fields: [] });
  await t.kernel.events.settled();
  assert.equal(
    t.eventsNamed('gateway.updated').map(({ data }) => {
      const { gateway, changed, connection_changed } = data as { gateway: string; changed: string[]; connection_changed: boolean };
      return [gateway, changed, connection_changed];
    }),
    [
      ['alpha', ['description'], false],
      ['alpha', ['labels'], false],
      ['alpha', ['description', 'labels'], false],
      ['alpha', ['default_workspace'], false],
      ['alpha', ['default_workspace'], false],
      ['alpha', ['endpoint'], true],
    ],
    'one event per successful PATCH; a changed endpoint drops the pooled channels on every replica',
  );
});

manage('delete: 204, audit row, one gateway.unregistered event, then 404', async ({ t }) => {
  assert.is((await t.http.as('operator').delete('/api/gateway/delta')).status, 403);
  const deleted = await t.http.delete('/api/gateway/delta');
  assert.is(deleted.status, 204);
  await t.kernel.events.settled();
  assert.equal(
    t.eventsNamed('gateway.unregistered').map((event) => event.data),
    [{ actor: 'admin@test.local', gateway: 'delta' }],
  );
  assert.is((await rows(t, "SELECT id FROM audit_log WHERE action = 'gateway.unregister' AND gateway = 'delta'")).length, 1);
  const again = await t.http.delete('/api/gateway/delta');
  assert.equal([again.status, again.body.code], [404, 'GATEWAY_NOT_FOUND']);
  assert.is(t.eventsNamed('gateway.unregistered').length, 1);
});

manage('unknown gateway: 404 GATEWAY_NOT_FOUND on every gateway route', async ({ t }) => {
  const calls = [
    () => t.http.get('/api/gateway/nope/info'),
    () => t.http.get('/api/gateway/nope/config'),
    () => t.http.post('/api/gateway/nope/test-connection'),
    () => t.http.get('/api/gateways/nope/health'),
    () => t.http.patch('/api/gateway/nope', { description: 'x' }),
    () => t.http.delete('/api/gateway/nope'),
  ];
  for (const call of calls) {
    const response = await call();
    assert.equal([response.status, response.body.code], [404, 'GATEWAY_NOT_FOUND'], response.text);
  }
  const registry = t.resolve('gatewayRegistry', 'gateways');
  assert.equal([await registry.exists('alpha'), await registry.exists('nope')], [true, false]);
  try {
    await registry.require('nope');
    assert.unreachable('require must throw');
  } catch (error) {
    assert.equal([(error as { status: number }).status, (error as { code: string }).code], [404, 'GATEWAY_NOT_FOUND']);
  }
  const record = await registry.require('beta');
  assert.equal(
    [record.name, record.endpoint, record.authMode, record.defaultWorkspace, record.status, record.labels],
    ['beta', 'http://8.8.8.8:443', 'none', 'default', 'unknown', { env: 'prod', region: 'us' }],
  );
  assert.equal(
    (await registry.list()).map((item) => item.name),
    ['alpha', 'beta', 'gamma'],
  );
});

manage.run();

const rekeyed = suite('credentials after a secret key change');

rekeyed('credentials sealed under another SERVICE_SECRET_KEY give a readable 500, and PATCH fixes it', async () => {
  const first = await bootGateways({ env: { SERVICE_SECRET_KEY: 'first-secret-key-for-sealing' } });
  await first.http.post('/api/gateway/register', { name: 'sealed', endpoint: 'https://127.0.0.1:1', auth_mode: 'api_key', api_key: 'token-one' });
  await first.stop({ keepDatabase: true });
  const second = await bootGateways({ database: first.database, env: { SERVICE_SECRET_KEY: 'a-different-secret-key' } });
  try {
    const broken = await second.http.get('/api/gateway/sealed/config');
    assert.equal([broken.status, broken.body.code], [500, 'GATEWAY_CREDENTIALS_UNREADABLE']);
    assert.match(broken.body.detail, /SERVICE_SECRET_KEY/);
    assert.not.match(broken.text, /token-one/);
    assert.is((await second.http.patch('/api/gateway/sealed', { api_key: 'token-two' })).status, 200);
    const connection = await second.resolve('gatewayRegistry', 'gateways').connection('sealed');
    assert.is(connection.secrets.apiKey, 'token-two');
  } finally {
    await second.stop();
    await first.database.drop();
  }
});

rekeyed.run();

const hot = suite('hot reads of the registry');

hot('the registry reads hot what the ORM reads: every field of every record, alone and in the list', async () => {
  const t = await bootGateways({ localMode: false });
  assert.is((await t.http.post('/api/gateway/register', { name: 'plain', endpoint: '8.8.8.8:443', auth_mode: 'none', labels: { env: 'prod' } })).status, 201);
  const keyed = await t.http.post('/api/gateway/register', {
    name: 'keyed',
    endpoint: 'https://8.8.4.4:443',
    auth_mode: 'api_key',
    api_key: 'tok',
    tls_server_name: 'gw.example',
  });
  assert.is(keyed.status, 201, keyed.text);
  const database = t.kernel.database;
  const scopes = database.dialect === 'postgresql' ? 'CAST(? AS JSONB)' : '?';
  await database.run(
    `UPDATE gateways SET oidc_issuer = ?, oidc_client_id = ?, oidc_scopes = ${scopes}, oidc_audience = ?, local_pid = ?, last_seen = created_at,
    local_started_at = updated_at, last_error = ?, latency_ms = ?, version = ? WHERE name = ?`,
    ['https://issuer.example', 'client', '["a","b"]', 'aud', 4242, 'refused', 12, '0.0.7', 'keyed'],
  );
  try {
    const registry = t.resolve('gatewayRegistry', 'gateways');
    const entities = await database.fork().findAll(Gateway, { orderBy: { name: 'asc' } });
    assert.equal(await registry.list(), entities.map(toRecord));
    for (const entity of entities) assert.equal(await registry.find(entity.name), toRecord(entity), entity.name);
    assert.equal((await registry.find('keyed'))!.credentials.apiKey, true);
    assert.is(await registry.find('nowhere'), null);
    assert.equal([await registry.exists('keyed'), await registry.exists('nowhere')], [true, false]);
  } finally {
    await t.stop();
  }
});

hot.run();
