// An open WebSocket or SSE stream ends, saying why, once its caller loses access: its API key rotated or deleted,
// its session ended, its role removed, its account deleted - on the replica it is connected to whichever replica
// made the change. Streams of callers who keep their access stay open. Every wait is on the stream's own end.

import { ORIGIN, setupAdmin, userWithRole } from '@portcullis/plugin-users/testing';
import { createTestDatabase, type TestDatabase, type TestKernel, testDialect } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootPrincipals } from './helpers.ts';
import { followProbe, type OpenEventStream, type OpenSocket, openEventStream, openSocket } from './streams.ts';

let kernels: TestKernel[] = [];
let shared: TestDatabase | null = null;
let open: Array<OpenSocket | OpenEventStream> = [];

test.after.each(async () => {
  for (const stream of open) stream.close();
  open = [];
  for (const kernel of kernels) await kernel.stop();
  kernels = [];
  await shared?.drop();
  shared = null;
});

async function boot(options: { database?: TestDatabase; env?: Record<string, string> } = {}): Promise<TestKernel> {
  const t = await bootPrincipals({ plugins: ['users', 'service-principals', followProbe], ...options });
  kernels.push(t);
  return t;
}

/** Both kinds of stream on gateway `gw-a`, opened with the given headers; resolves once the server accepted both. */
async function follow(t: TestKernel, headers: Record<string, string>, socketPath = '/ws/follow/gw-a') {
  const socket = openSocket(t, socketPath, headers);
  const events = openEventStream(t, '/api/follow/gw-a', headers);
  open.push(socket, events);
  await socket.opened;
  await events.opened;
  return { socket, events };
}

async function assertRevoked(streams: { socket: OpenSocket; events: OpenEventStream }, status: 401 | 403, reason: RegExp, what: string) {
  const ending = await streams.socket.ended;
  assert.is(ending.code, status === 401 ? 4401 : 4403, `${what}: WebSocket close code`);
  assert.match(ending.reason, reason, `${what}: WebSocket close reason`);
  const received = await streams.events.ended;
  const last = received[received.length - 1]!;
  assert.is(last.event, 'revoked', `${what}: the SSE stream's last event`);
  assert.is((last.data as { status: number }).status, status, `${what}: SSE status`);
  assert.match((last.data as { reason: string }).reason, reason, `${what}: SSE reason`);
}

function keyHeaders(key: string): Record<string, string> {
  return { authorization: `Bearer ${key}` };
}

function sessionHeaders(cookie: string | null): Record<string, string> {
  return { cookie: `svc_session=${cookie}`, origin: ORIGIN };
}

async function createKey(admin: Awaited<ReturnType<typeof setupAdmin>>, name: string, role = 'operator', extra: Record<string, unknown> = {}) {
  const created = await admin.post('/api/auth/service-principals', { name, role, ...extra });
  assert.is(created.status, 201, created.text);
  return created.body as { id: string; key: string };
}

test('streams opened with an API key end when the key is rotated, deleted or loses its role; others stay open', async () => {
  const t = await boot();
  const admin = await setupAdmin(t);
  const kept = await createKey(admin, 'kept');
  const keeping = await follow(t, keyHeaders(kept.key));

  const rotated = await createKey(admin, 'rotated');
  const rotating = await follow(t, keyHeaders(rotated.key));
  assert.is((await admin.post(`/api/auth/service-principals/${rotated.id}/rotate`)).status, 200);
  await assertRevoked(rotating, 401, /not valid/, 'rotated key');

  const deleted = await createKey(admin, 'deleted');
  const deleting = await follow(t, keyHeaders(deleted.key));
  assert.is((await admin.delete(`/api/auth/service-principals/${deleted.id}`)).status, 204);
  await assertRevoked(deleting, 401, /not valid/, 'deleted key');

  const demoted = await createKey(admin, 'demoted');
  const demoting = await follow(t, keyHeaders(demoted.key));
  assert.is((await admin.patch(`/api/auth/service-principals/${demoted.id}`, { role: 'viewer' })).status, 200);
  await assertRevoked(demoting, 403, /operator/, 'demoted key');

  await t.kernel.streams.recheck();
  assert.ok(keeping.socket.isOpen && keeping.events.isOpen, 'the streams of a key nobody changed stay open');
});

test('a WebSocket opened with ?token= ends when that key is rotated', async () => {
  const t = await boot();
  const admin = await setupAdmin(t);
  const { id, key } = await createKey(admin, 'browser-less');
  const socket = openSocket(t, `/ws/follow/gw-a?token=${encodeURIComponent(key)}`);
  open.push(socket);
  await socket.opened;
  assert.is((await admin.post(`/api/auth/service-principals/${id}/rotate`)).status, 200);
  assert.equal(await socket.ended, { code: 4401, reason: 'This API key is not valid.' });
});

test('streams opened with a session end at logout, when the user loses the role, a gateway role, a group or the account', async () => {
  const t = await boot();
  const admin = await setupAdmin(t);
  const bystander = await userWithRole(t, admin, 'bystander@example.test', 'operator');
  const keeping = await follow(t, sessionHeaders(bystander.cookie));

  const leaving = await userWithRole(t, admin, 'leaving@example.test', 'operator');
  const loggingOut = await follow(t, sessionHeaders(leaving.cookie));
  assert.is((await leaving.post('/api/auth/logout')).status, 204);
  await assertRevoked(loggingOut, 401, /no longer valid/, 'logout');

  const demoted = await userWithRole(t, admin, 'demoted@example.test', 'operator');
  const demoting = await follow(t, sessionHeaders(demoted.cookie));
  assert.is((await admin.patch(`/api/auth/users/${demoted.id}`, { role: 'viewer' })).status, 200);
  await assertRevoked(demoting, 403, /operator/, 'global role lowered');

  const overridden = await userWithRole(t, admin, 'gateway-only@example.test', null);
  assert.is((await admin.put(`/api/auth/users/${overridden.id}/gateway-roles/gw-a`, { role: 'operator' })).status, 200);
  const overriding = await follow(t, sessionHeaders(overridden.cookie));
  assert.is((await admin.delete(`/api/auth/users/${overridden.id}/gateway-roles/gw-a`)).status, 204);
  await assertRevoked(overriding, 403, /no role here/, 'gateway role removed');

  const member = await userWithRole(t, admin, 'member@example.test', null);
  assert.is((await admin.post('/api/auth/groups', { name: 'operators', role: 'operator' })).status, 201);
  assert.is((await admin.post('/api/auth/groups/operators/members', { email: 'member@example.test' })).status, 201);
  const membering = await follow(t, sessionHeaders(member.cookie));
  assert.is((await admin.delete('/api/auth/groups/operators/members/member@example.test')).status, 204);
  await assertRevoked(membering, 403, /no role here/, 'removed from the group that gave the role');

  const removed = await userWithRole(t, admin, 'removed@example.test', 'operator');
  const removing = await follow(t, sessionHeaders(removed.cookie));
  assert.is((await admin.delete('/api/auth/users', { email: 'removed@example.test' })).status, 204);
  await assertRevoked(removing, 401, /no longer valid/, 'account deleted');

  await t.kernel.streams.recheck();
  assert.ok(keeping.socket.isOpen && keeping.events.isOpen, "another user's streams stay open");
});

test("an operation's SSE stream ends with a revoked event when its follower loses the role on the operation's gateway", async () => {
  const t = await boot();
  const admin = await setupAdmin(t);
  const started = await admin.post('/api/follow/gw-a/operation');
  assert.is(started.status, 202, started.text);
  const viewer = await userWithRole(t, admin, 'watcher@example.test', null);
  assert.is((await admin.put(`/api/auth/users/${viewer.id}/gateway-roles/gw-a`, { role: 'viewer' })).status, 200);
  const events = openEventStream(t, `/api/operations/${started.body.id}/stream`, sessionHeaders(viewer.cookie));
  open.push(events);
  assert.is((await events.opened).event, 'operation');
  assert.is((await admin.delete(`/api/auth/users/${viewer.id}/gateway-roles/gw-a`)).status, 204);
  const received = await events.ended;
  assert.equal(received[received.length - 1], { event: 'revoked', data: { status: 403, reason: 'You have no role here.' } });
});

test('the periodic check ends the streams of a key that expired (no event announces an expiry)', async () => {
  const t = await boot();
  const admin = await setupAdmin(t);
  const expiresAt = new Date(t.clock.now() + 3_600_000).toISOString();
  const { key } = await createKey(admin, 'expiring', 'operator', { expires_at: expiresAt });
  const expiring = await follow(t, keyHeaders(key));
  t.manualClock!.advance(2 * 3_600_000);
  await t.tick();
  await assertRevoked(expiring, 401, /expired/, 'expired key');
});

test('the periodic check ends the streams of a session left idle, and does not itself keep the session alive', async () => {
  const idleSeconds = 1800;
  const t = await boot({ env: { SERVICE_SESSION_IDLE_SECONDS: String(idleSeconds) } });
  const admin = await setupAdmin(t);
  const user = await userWithRole(t, admin, 'idle@example.test', 'operator');
  const idling = await follow(t, sessionHeaders(user.cookie));
  t.manualClock!.advance((idleSeconds / 2) * 1000);
  await t.tick();
  assert.ok(idling.socket.isOpen && idling.events.isOpen, 'half the idle time later the streams are open');
  t.manualClock!.advance((idleSeconds / 2 + 1) * 1000);
  await t.tick();
  await assertRevoked(idling, 401, /no longer valid/, 'idle session');
});

if (testDialect() === 'postgresql') {
  test('a change made through replica A ends the streams connected to replica B', async () => {
    shared = await createTestDatabase();
    const a = await boot({ database: shared });
    const b = await boot({ database: shared });
    const admin = await setupAdmin(a);

    const { id, key } = await createKey(admin, 'rotated-elsewhere');
    const onB = await follow(b, keyHeaders(key));
    assert.is((await admin.post(`/api/auth/service-principals/${id}/rotate`)).status, 200);
    await assertRevoked(onB, 401, /not valid/, 'key rotated through A');

    const leaving = await userWithRole(a, admin, 'leaving@example.test', 'operator');
    const sessionOnB = await follow(b, sessionHeaders(leaving.cookie));
    assert.is((await leaving.post('/api/auth/logout')).status, 204);
    await assertRevoked(sessionOnB, 401, /no longer valid/, 'logout through A');

    const demoted = await userWithRole(a, admin, 'demoted@example.test', 'operator');
    const demotedOnB = await follow(b, sessionHeaders(demoted.cookie));
    assert.is((await admin.patch(`/api/auth/users/${demoted.id}`, { role: 'viewer' })).status, 200);
    await assertRevoked(demotedOnB, 403, /operator/, 'role lowered through A');
  });
}

test.run();
