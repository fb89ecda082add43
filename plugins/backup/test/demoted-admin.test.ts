// An admin demoted on one gateway (docs/roles.md): cannot change who may do what on that gateway (nor give the role
// back to itself, nor go around it through accounts and groups), reads no audit rows of that gateway, and may not
// download the full backup, which holds them all.
// Signed-in users throughout, so that every decision goes through the four-tier resolution on real rows.
import type { TestKernel, TestResponse } from '@portcullis/testing';
import { createTestDatabase } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootBackup, PLUGINS } from './helpers.ts';

const ORIGIN = 'http://localhost:8888';
const PASSWORD = 'demoted-passphrase-42';

interface Signed {
  id: string;
  request(method: string, path: string, body?: unknown): Promise<TestResponse>;
}

interface Context {
  t: TestKernel;
  demoted: Signed;
  groupDemoted: Signed;
  full: Signed;
}

const demotion = suite<Context>('an admin demoted on one gateway');

/** Creates a user with the role and signs it in; requests carry its session cookie and our Origin, as a browser's. */
async function signedIn(t: TestKernel, email: string): Promise<Signed> {
  const created = await t.http.post('/api/auth/users', { email, role: 'admin', password: PASSWORD });
  assert.is(created.status, 201, created.text);
  const login = await t.http.as(null).post('/api/auth/login', { email, password: PASSWORD }, { headers: { origin: ORIGIN } });
  assert.is(login.status, 200, login.text);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => /^svc_session=([^;]+)/.exec(header)?.[1])
    .find(Boolean);
  assert.ok(cookie, 'a session cookie');
  const id = (await t.http.get(`/api/auth/users/${encodeURIComponent(email)}`)).body.id as string;
  return {
    id,
    request: (method, path, body) =>
      t.http.as(null).request(method, path, { ...(body === undefined ? {} : { body }), headers: { origin: ORIGIN, cookie: `svc_session=${cookie}` } }),
  };
}

demotion.before(async (context) => {
  const t = await bootBackup(await createTestDatabase(), { plugins: [...PLUGINS, 'service-principals', 'webhooks'] });
  context.t = t;
  for (const name of ['gw-a', 'gw-b']) {
    const registered = await t.http.post('/api/gateway/register', { name, endpoint: 'http://127.0.0.1:1', auth_mode: 'none' });
    assert.is(registered.status, 201, registered.text);
  }
  context.demoted = await signedIn(t, 'demoted@example.test');
  context.groupDemoted = await signedIn(t, 'grouped@example.test');
  context.full = await signedIn(t, 'full@example.test');
  // Audit rows on both gateways.
  for (const name of ['gw-a', 'gw-b']) assert.is((await t.http.patch(`/api/gateway/${name}`, { description: 'audited' })).status, 200);
  assert.is((await t.http.put(`/api/auth/users/${context.demoted.id}/gateway-roles/gw-a`, { role: 'viewer' })).status, 200);
  assert.is((await t.http.post('/api/auth/groups', { name: 'b-readers' })).status, 201);
  assert.is((await t.http.put('/api/auth/groups/b-readers/gateway-roles/gw-b', { role: 'operator' })).status, 200);
  assert.is((await t.http.post('/api/auth/groups/b-readers/members', { email: 'grouped@example.test' })).status, 201);
});
demotion.after(async ({ t }) => {
  await t.stop();
});

demotion('/api/auth/check names the gateways it is demoted on (the console offers no change that reaches every gateway)', async ({ demoted, full }) => {
  const check = (await demoted.request('GET', '/api/auth/check')).body;
  assert.equal([check.role, check.demoted_on], ['admin', ['gw-a']]);
  assert.equal((await full.request('GET', '/api/auth/check')).body.demoted_on, []);
});

demotion('cannot give itself (or anyone) a role on that gateway, nor remove its own demotion; elsewhere it still can', async ({ t, demoted, full }) => {
  const regrant = await demoted.request('PUT', `/api/auth/users/${demoted.id}/gateway-roles/gw-a`, { role: 'admin' });
  assert.equal([regrant.status, regrant.body.code], [403, 'PERMISSION_DENIED'], regrant.text);
  assert.is((await demoted.request('DELETE', `/api/auth/users/${demoted.id}/gateway-roles/gw-a`)).status, 403, 'removing the demotion is a re-grant');
  assert.is((await demoted.request('PUT', `/api/auth/users/${full.id}/gateway-roles/gw-a`, { role: 'viewer' })).status, 403);
  assert.is((await demoted.request('PUT', '/api/auth/groups/b-readers/gateway-roles/gw-a', { role: 'admin' })).status, 403);
  const overrides = await t.http.get(`/api/auth/users/${demoted.id}/gateway-roles`);
  assert.equal(
    overrides.body.items.map((item: { gateway: string; role: string }) => [item.gateway, item.role]),
    [['gw-a', 'viewer']],
    'the demotion stands',
  );
  const elsewhere = await demoted.request('PUT', `/api/auth/users/${full.id}/gateway-roles/gw-b`, { role: 'operator' });
  assert.is(elsewhere.status, 200, elsewhere.text);
  assert.is((await demoted.request('DELETE', `/api/auth/users/${full.id}/gateway-roles/gw-b`)).status, 204);
});

demotion('cannot go around the demotion: no new account, role change, group membership, invitation, key or webhook', async ({ t, demoted, full }) => {
  const invited = await t.http.post('/api/auth/users', { email: 'invited@example.test', role: 'admin' });
  assert.is(invited.status, 201, invited.text);
  const attempts: Array<[string, string, unknown?]> = [
    ['POST', `/api/auth/users/${invited.body.id}/invite`],
    ['POST', '/api/auth/users', { email: 'stand-in@example.test', role: 'admin', password: PASSWORD }],
    ['PATCH', `/api/auth/users/${full.id}`, { role: 'viewer' }],
    ['DELETE', '/api/auth/users?email=full%40example.test'],
    ['POST', '/api/auth/groups', { name: 'escape', role: 'admin' }],
    ['POST', '/api/auth/groups/b-readers/members', { email: 'demoted@example.test' }],
    ['DELETE', '/api/auth/groups/b-readers/members/grouped@example.test'],
    ['POST', '/api/auth/service-principals', { name: 'stand-in', role: 'admin' }],
    ['POST', '/api/webhooks', { url: 'https://hooks.example.test/all', event_types: ['*'] }],
  ];
  for (const [method, path, body] of attempts) {
    const refused = await demoted.request(method, path, body);
    assert.equal([refused.status, refused.body.code], [403, 'PERMISSION_DENIED'], `${method} ${path}: ${refused.text}`);
  }
  assert.is((await t.http.get('/api/auth/users/stand-in@example.test')).status, 404, 'nothing was created');
  const allowed = await full.request('POST', '/api/auth/users', { email: 'stand-in@example.test', role: 'viewer', password: PASSWORD });
  assert.is(allowed.status, 201, `an admin on every gateway may: ${allowed.text}`);
});

demotion('reads no audit rows of that gateway, in the list or the export; an admin who is not demoted reads them all', async ({ demoted, full }) => {
  const gatewaysIn = (items: Array<{ gateway: string | null }>) => [...new Set(items.map((item) => item.gateway))].sort();
  const all = await full.request('GET', '/api/audit?limit=1000');
  assert.equal(gatewaysIn(all.body.items), ['gw-a', 'gw-b', null].sort());
  const seen = await demoted.request('GET', '/api/audit?limit=1000');
  assert.is(seen.status, 200, seen.text);
  assert.equal(gatewaysIn(seen.body.items), ['gw-b', null].sort());
  assert.is(seen.body.total, seen.body.items.length);
  assert.is(all.body.total - seen.body.total, all.body.items.filter((item: { gateway: string | null }) => item.gateway === 'gw-a').length);
  const asked = await demoted.request('GET', '/api/audit?gateway=gw-a');
  assert.equal([asked.body.total, asked.body.items], [0, []]);
  const exported = await demoted.request('GET', '/api/audit/export?format=json');
  assert.is(exported.status, 200);
  assert.equal(gatewaysIn(exported.body), ['gw-b', null].sort());
});

demotion('may not download the full backup; demoted through a group neither; an admin on every gateway may', async ({ t, demoted, groupDemoted, full }) => {
  for (const [who, caller] of [
    ['individually', demoted],
    ['through a group', groupDemoted],
  ] as const) {
    const refused = await caller.request('GET', '/api/system/backup');
    assert.equal([refused.status, refused.body.code], [403, 'PERMISSION_DENIED'], `${who}: ${refused.text}`);
  }
  assert.match((await demoted.request('GET', '/api/system/backup')).body.detail, /every gateway; you have less on gw-a/);
  const rows = await t.http.get('/api/audit?action=backup.create');
  assert.is(rows.body.total, 0, 'a refused backup is not made');
  const allowed = await full.request('GET', '/api/system/backup');
  assert.is(allowed.status, 200, allowed.text);
  assert.is(allowed.headers.get('content-type'), 'application/gzip');
});

demotion.run();
