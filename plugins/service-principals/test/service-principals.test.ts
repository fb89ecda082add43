import { auditRows, Browser, setupAdmin, userWithRole } from '@portcullis/plugin-users/testing';
import type { TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootPrincipals, withKey } from './helpers.ts';

let t: TestKernel;
let admin: Browser;

test.before.each(async () => {
  t = await bootPrincipals();
  admin = await setupAdmin(t);
});
test.after.each(async () => {
  await t.stop();
});

async function createPrincipal(body: Record<string, unknown>) {
  const response = await admin.post('/api/auth/service-principals', body);
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
  return response.body as { id: string; name: string; role: string; key: string; key_prefix: string; expires_at: string | null; created_at: string };
}

test('the key is shown once at creation, starts with svc_, and is stored only as a hash', async () => {
  const created = await createPrincipal({ name: 'ci-deployer', role: 'operator' });
  assert.equal(Object.keys(created).sort(), ['created_at', 'expires_at', 'id', 'key', 'key_prefix', 'name', 'role']);
  assert.match(created.key, /^svc_[A-Za-z0-9_-]{43}$/);
  assert.is(created.key_prefix, created.key.slice(0, 12));
  assert.is(created.role, 'operator');
  assert.is(created.expires_at, null);
  const [row] = await t.kernel.database.execute<Record<string, string>>('SELECT * FROM service_principals');
  assert.not.ok(
    Object.values(row!).some((value) => String(value).includes(created.key)),
    'the key itself is not in the database',
  );
  assert.is(row!.key_hash!.length, 64);

  const defaults = await createPrincipal({ name: 'reader' });
  assert.is(defaults.role, 'viewer', 'the default role is viewer');
  assert.is((await admin.post('/api/auth/service-principals', { name: 'reader' })).status, 409);
  assert.is((await admin.post('/api/auth/service-principals', { name: 'x', role: 'root' })).status, 400);
  const [audit] = await auditRows(t, 'service_principal.create');
  assert.equal(audit!.detail, { name: 'ci-deployer', role: 'operator', key_prefix: created.key_prefix, expires_at: null });
});

test('ten parallel creates of one name: one 201 with a key, nine 409 ALREADY_EXISTS', async () => {
  const answers = await Promise.all(Array.from({ length: 10 }, () => admin.post('/api/auth/service-principals', { name: 'twin' })));
  assert.equal(answers.map((answer) => `${answer.status} ${answer.body.code ?? ''}`).sort(), ['201 ', ...Array(9).fill('409 ALREADY_EXISTS')]);
  assert.is((await t.kernel.database.execute('SELECT id FROM service_principals')).length, 1);
  assert.is((await auditRows(t, 'service_principal.create')).length, 1);
});

test('the list shows key_prefix, expires_at and last_used_at, never the key', async () => {
  const expires = new Date(t.clock.now() + 86_400_000).toISOString();
  const created = await createPrincipal({ name: 'scraper', role: 'admin', expires_at: expires });
  assert.is(created.expires_at, expires);
  const list = await admin.get('/api/auth/service-principals');
  assert.is(list.status, 200);
  assert.is(list.body.total, 1);
  assert.equal(list.body.items[0], {
    id: created.id,
    name: 'scraper',
    role: 'admin',
    key_prefix: created.key_prefix,
    expires_at: expires,
    created_at: created.created_at,
    last_used_at: null,
  });
  assert.not.ok(list.text.includes(created.key));
  assert.not.ok((await admin.get(`/api/auth/service-principals/${created.id}`)).text.includes(created.key));
  assert.is((await admin.get('/api/auth/service-principals/scraper')).body.id, created.id, 'named by id or name');
});

test('a key authenticates as its principal with its role; Authorization beats the cookie', async () => {
  const viewerKey = (await createPrincipal({ name: 'reader' })).key;
  const adminKey = (await createPrincipal({ name: 'automation', role: 'admin' })).key;
  const check = await withKey(t, viewerKey).get('/api/auth/check');
  assert.is(check.body.authenticated, true);
  assert.equal(check.body.user, { id: check.body.user.id, email: null, name: 'reader', type: 'service_principal', method: 'api_key' });
  assert.is(check.body.role, 'viewer');
  assert.is((await withKey(t, viewerKey).get('/api/auth/users')).status, 403);
  assert.is((await withKey(t, adminKey).get('/api/auth/users')).status, 200);
  assert.is(
    (await withKey(t, adminKey).post('/api/auth/users', { email: 'bot-made@example.test', role: 'viewer' })).status,
    201,
    'no Origin needed with a key',
  );

  const both = new Browser(t, { headers: { authorization: `Bearer ${viewerKey}` } });
  both.cookie = admin.cookie;
  assert.is((await both.get('/api/auth/check')).body.user.name, 'reader');
  const forged = new Browser(t, { headers: { authorization: 'Bearer svc_not-a-real-key' } });
  forged.cookie = admin.cookie;
  const refused = await forged.get('/api/auth/users');
  assert.is(refused.status, 401, 'a bad svc_ key is refused even next to a valid cookie');
  assert.match(refused.body.detail, /not valid/);
  assert.is((await withKey(t, 'svc_not-a-real-key').get('/api/auth/check')).status, 401);
});

test('an expired key is 401 at authentication; expires_at must be in the future', async () => {
  const created = await createPrincipal({ name: 'temp', role: 'admin', expires_at: new Date(t.clock.now() + 60_000).toISOString() });
  const client = withKey(t, created.key);
  assert.is((await client.get('/api/auth/users')).status, 200);
  t.manualClock!.advance(60_000);
  const expired = await client.get('/api/auth/users');
  assert.is(expired.status, 401);
  assert.is(expired.body.code, 'AUTHENTICATION_REQUIRED');
  assert.match(expired.body.detail, /expired/);
  assert.is((await client.get('/api/auth/check')).status, 401, 'even on public routes: the key is refused, not ignored');
  const past = await admin.post('/api/auth/service-principals', { name: 'late', expires_at: new Date(t.clock.now() - 1000).toISOString() });
  assert.is(past.status, 400);
  assert.is(past.body.errors[0].path, 'body.expires_at');
  assert.is((await admin.post('/api/auth/service-principals', { name: 'odd', expires_at: 'tomorrow' })).status, 400);
});

test('rotate: the new key works at once and the old one is 401; only admins may rotate', async () => {
  const created = await createPrincipal({ name: 'deployer', role: 'operator' });
  const rotated = await admin.post(`/api/auth/service-principals/${created.id}/rotate`);
  assert.is(rotated.status, 200);
  assert.equal(Object.keys(rotated.body).sort(), ['created_at', 'expires_at', 'id', 'key', 'key_prefix', 'name', 'role']);
  assert.match(rotated.body.key, /^svc_/);
  assert.is.not(rotated.body.key, created.key);
  assert.is(rotated.body.key_prefix, rotated.body.key.slice(0, 12));
  assert.is((await withKey(t, created.key).get('/api/auth/check')).status, 401, 'the old key is dead');
  assert.is((await withKey(t, rotated.body.key).get('/api/probe/gw-a')).status, 200, 'the new key works');
  const [audit] = await auditRows(t, 'service_principal.rotate');
  assert.equal(audit!.detail, { name: 'deployer', key_prefix: rotated.body.key_prefix, previous_key_prefix: created.key_prefix, expires_at: null });

  const viewer = await userWithRole(t, admin, 'viewer@example.test', 'viewer');
  const byViewer = await viewer.post(`/api/auth/service-principals/${created.id}/rotate`);
  assert.is(byViewer.status, 403);
  assert.is(byViewer.body.code, 'PERMISSION_DENIED');
  const operatorKey = (await createPrincipal({ name: 'op-bot', role: 'operator' })).key;
  assert.is((await withKey(t, operatorKey).post(`/api/auth/service-principals/${created.id}/rotate`)).status, 403, 'an operator key may not rotate either');
  assert.is((await withKey(t, rotated.body.key).get('/api/probe/gw-a')).status, 200, 'refused rotations changed nothing');

  const extended = await admin.post(`/api/auth/service-principals/${created.id}/rotate`, { expires_at: new Date(t.clock.now() + 3_600_000).toISOString() });
  assert.is(extended.body.expires_at, new Date(t.clock.now() + 3_600_000).toISOString());
});

test('last_used_at is recorded, at most once a minute per key', async () => {
  const created = await createPrincipal({ name: 'poller' });
  const client = withKey(t, created.key);
  const lastUsed = async () => (await admin.get(`/api/auth/service-principals/${created.id}`)).body.last_used_at;
  const start = t.clock.now();
  await client.get('/api/probe/gw-a');
  assert.is(await lastUsed(), new Date(start).toISOString());
  t.manualClock!.advance(30_000);
  await client.get('/api/probe/gw-a');
  assert.is(await lastUsed(), new Date(start).toISOString(), 'not written again within the minute');
  t.manualClock!.advance(31_000);
  await client.get('/api/probe/gw-a');
  assert.is(await lastUsed(), new Date(start + 61_000).toISOString());
});

test('keys from an earlier release, without the svc_ prefix, still authenticate', async () => {
  const created = await createPrincipal({ name: 'legacy', role: 'operator' });
  const legacyKey = 'k3y-from-an-older-release-0123456789abcdef';
  const { hashKey } = await import('../src/keys.ts');
  await t.kernel.database.run('UPDATE service_principals SET key_hash = ?, key_prefix = ? WHERE id = ?', [
    hashKey(legacyKey),
    legacyKey.slice(0, 12),
    created.id,
  ]);
  const response = await withKey(t, legacyKey).post('/api/probe/gw-a');
  assert.is(response.status, 200);
  assert.is(response.body.role, 'operator');
  const unknown = await withKey(t, 'some-other-token-without-prefix').get('/api/auth/check');
  assert.is(unknown.status, 200, 'an unknown token of another scheme is left to other authenticators');
  assert.is(unknown.body.authenticated, false);
});

test('per-gateway roles of principals: individual gateway role, then the global role; changes apply to the next request', async () => {
  const created = await createPrincipal({ name: 'gw-bot', role: 'viewer' });
  const client = withKey(t, created.key);
  assert.is((await client.post('/api/probe/gw-a')).status, 403);
  const set = await admin.put(`/api/auth/service-principals/${created.id}/gateway-roles/gw-a`, { role: 'operator' });
  assert.is(set.status, 200);
  assert.is((await client.post('/api/probe/gw-a')).body.role, 'operator');
  assert.is((await client.post('/api/probe/gw-b')).status, 403, 'other gateways keep the global role');
  assert.is((await admin.get('/api/auth/service-principals/gw-bot/gateway-roles')).body.total, 1);
  const patched = await admin.patch(`/api/auth/service-principals/${created.id}`, { role: 'admin' });
  assert.is(patched.body.role, 'admin');
  assert.is((await client.get('/api/probe/gw-b')).body.role, 'admin', 'promotion applies at once');
  assert.is((await client.get('/api/probe/gw-a')).body.role, 'operator', 'the gateway override still wins there');
  assert.is((await admin.delete(`/api/auth/service-principals/${created.id}/gateway-roles/gw-a`)).status, 204);
  assert.is((await client.get('/api/probe/gw-a')).body.role, 'admin');
  assert.equal(
    (await auditRows(t)).map((row) => row.action).filter((action) => action.startsWith('service_principal.')),
    ['service_principal.create', 'service_principal.gateway_role.set', 'service_principal.update', 'service_principal.gateway_role.remove'],
  );
});

test('deleting a principal kills its key and its overrides', async () => {
  const created = await createPrincipal({ name: 'doomed', role: 'admin' });
  await admin.put(`/api/auth/service-principals/${created.id}/gateway-roles/gw-a`, { role: 'viewer' });
  assert.is((await admin.delete(`/api/auth/service-principals/${created.id}`)).status, 204);
  assert.is((await withKey(t, created.key).get('/api/auth/check')).status, 401);
  assert.is((await admin.delete(`/api/auth/service-principals/${created.id}`)).status, 404);
  const overrides = await t.kernel.database.execute('SELECT * FROM gateway_role_overrides WHERE subject_id = ?', [created.id]);
  assert.is(overrides.length, 0);
  assert.is((await auditRows(t, 'service_principal.delete')).length, 1);
});

test('a key remembered by the verified-key cache still follows every change at once', async () => {
  const created = await createPrincipal({ name: 'cached', role: 'viewer' });
  const client = withKey(t, created.key);
  assert.is((await client.get('/api/auth/check')).body.role, 'viewer', 'now remembered');
  await admin.patch(`/api/auth/service-principals/${created.id}`, { role: 'operator' });
  assert.is((await client.get('/api/auth/check')).body.role, 'operator', 'the role change applies to the next request');
  const rotated = await admin.post(`/api/auth/service-principals/${created.id}/rotate`);
  assert.is((await client.get('/api/auth/check')).status, 401, 'the remembered old key is refused after rotation');
  const fresh = withKey(t, rotated.body.key);
  assert.is((await fresh.get('/api/auth/check')).status, 200);
  await admin.delete(`/api/auth/service-principals/${created.id}`);
  assert.is((await fresh.get('/api/auth/check')).status, 401, 'the remembered key is refused after deletion');
  assert.ok(t.eventsNamed('service_principal.changed').length >= 3, 'other replicas are told');
});

test('with no key cache every request reads key and gateway role through the prepared statements, and sees each change at once', async () => {
  await t.stop();
  t = await bootPrincipals({ env: { SERVICE_AUTH_KEY_CACHE_SECONDS: '0' } });
  admin = await setupAdmin(t);
  const created = await createPrincipal({ name: 'uncached', role: 'viewer' });
  const client = withKey(t, created.key);
  assert.is((await client.get('/api/probe/gw-a')).body.role, 'viewer');
  await admin.put(`/api/auth/service-principals/${created.id}/gateway-roles/gw-a`, { role: 'operator' });
  assert.is((await client.get('/api/probe/gw-a')).body.role, 'operator', 'a new override is read at once');
  await admin.put(`/api/auth/service-principals/${created.id}/gateway-roles/gw-a`, { role: 'admin' });
  assert.is((await client.get('/api/probe/gw-a')).body.role, 'admin', 'a changed override is read at once');
  await admin.patch(`/api/auth/service-principals/${created.id}`, { role: 'operator' });
  assert.is((await client.get('/api/probe/gw-b')).body.role, 'operator', 'a changed global role is read at once');
  const rotated = await admin.post(`/api/auth/service-principals/${created.id}/rotate`);
  assert.is((await client.get('/api/probe/gw-b')).status, 401, 'the old key is refused at once');
  assert.is((await withKey(t, rotated.body.key).get('/api/probe/gw-b')).body.role, 'operator', 'the new key works at once');
});

test('an admin key cannot delete the last admin user (and a key is never "oneself")', async () => {
  const key = (await createPrincipal({ name: 'root-bot', role: 'admin' })).key;
  const refused = await withKey(t, key).delete('/api/auth/users', { email: 'admin@example.test' });
  assert.is(refused.status, 409);
  assert.is(refused.body.code, 'LAST_ADMIN');
  assert.is((await admin.get('/api/auth/check')).body.role, 'admin', 'the admin is still there');
  await userWithRole(t, admin, 'second-admin@example.test', 'admin');
  assert.is((await withKey(t, key).delete('/api/auth/users', { email: 'admin@example.test' })).status, 204, 'with another admin left it is allowed');
});

test('WebSocket clients may pass the key as ?token=', async () => {
  const created = await createPrincipal({ name: 'streamer' });
  const url = `${t.url.replace('http', 'ws')}/ws/probe/gw-a?token=${encodeURIComponent(created.key)}`;
  const message = await new Promise<string>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.onmessage = (event) => resolve(String(event.data));
    socket.onerror = () => reject(new Error('websocket refused'));
  });
  assert.equal(JSON.parse(message), { actor: 'streamer', role: 'viewer' });
  const refused = await new Promise<boolean>((resolve) => {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/ws/probe/gw-a?token=svc_wrong`);
    socket.onopen = () => resolve(false);
    socket.onerror = () => resolve(true);
  });
  assert.ok(refused, 'a bad key does not open the socket');
});

test('created, rotated and deleted principals are announced with their key prefix, never the key', async () => {
  const created = await createPrincipal({ name: 'ci-deployer', role: 'operator' });
  const rotated = (await admin.post(`/api/auth/service-principals/${created.id}/rotate`)).body;
  assert.is((await admin.delete(`/api/auth/service-principals/${created.id}`)).status, 204);
  assert.is((await admin.post('/api/auth/service-principals', { name: 'x', role: 'root' })).status, 400);
  await t.kernel.events.settled();
  const [createdEvent, rotatedEvent, deletedEvent, ...others] = t.events.filter((event) => /^service_principal\.(created|rotated|deleted)$/.test(event.name));
  assert.equal(others, [], 'one event per change, none for the refused create');
  const who = { actor: 'admin@example.test', gateway: null, principal_id: created.id, name: 'ci-deployer' };
  assert.equal(
    [createdEvent!.name, createdEvent!.data],
    ['service_principal.created', { ...who, key_prefix: created.key_prefix, role: 'operator', expires_at: null }],
  );
  assert.equal(
    [rotatedEvent!.name, rotatedEvent!.data],
    ['service_principal.rotated', { ...who, key_prefix: rotated.key_prefix, previous_key_prefix: created.key_prefix, expires_at: null }],
  );
  assert.equal([deletedEvent!.name, deletedEvent!.data], ['service_principal.deleted', { ...who, key_prefix: rotated.key_prefix }]);
  const text = JSON.stringify(t.events);
  assert.not.ok(text.includes(created.key) || text.includes(rotated.key), 'no event carries a key');
  const declared = (await admin.get('/api/system/events')).body.items.filter((item: { plugin: string }) => item.plugin === 'service-principals');
  assert.equal(
    declared.map((item: { name: string }) => item.name),
    ['service_principal.created', 'service_principal.deleted', 'service_principal.rotated'],
  );
});

test.run();
