// Local mode: start / stop / restart really run the simulator CLI (the default SERVICE_LOCAL_GATEWAY_COMMAND),
// the pid is kept in the database, and the process stops with the gateway and with Portcullis.

import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootGateways, freePort, rows } from './helpers.ts';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilGone(pid: number): Promise<boolean> {
  for (let i = 0; i < 100 && alive(pid); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  return !alive(pid);
}

const outside = suite<{ t: TestKernel }>('outside local mode');
outside.before(async (context) => {
  context.t = await bootGateways({ localMode: false });
});
outside.after(async ({ t }) => {
  await t.stop();
});

outside('start, stop and restart answer 409 LOCAL_MODE_REQUIRED', async ({ t }) => {
  await t.http.post('/api/gateway/register', { name: 'remote', endpoint: '8.8.8.8:443', auth_mode: 'none' });
  for (const verb of ['start', 'stop', 'restart']) {
    const response = await t.http.post(`/api/gateway/remote/${verb}`);
    assert.equal([response.status, response.body.code], [409, 'LOCAL_MODE_REQUIRED'], verb);
  }
  assert.is((await t.http.as('operator').post('/api/gateway/remote/start')).status, 403, 'the role is checked first');
  const unknown = await t.http.post('/api/gateway/nope/start');
  assert.equal([unknown.status, unknown.body.code], [404, 'GATEWAY_NOT_FOUND'], 'an unknown gateway is a 404 before the local-mode 409');
});

outside.run();

const local = suite<{ t: TestKernel; port: number }>('in local mode');
local.before(async (context) => {
  context.t = await bootGateways({ localMode: true });
  context.port = await freePort();
  const registered = await context.t.http.post('/api/gateway/register', { name: 'dev-gw', endpoint: `127.0.0.1:${context.port}`, auth_mode: 'none' });
  assert.is(registered.status, 201, registered.text);
});
local.after(async ({ t }) => {
  await t.stop();
});

const testConnection = async (t: TestKernel) => (await t.http.post('/api/gateway/dev-gw/test-connection')).body;

local('start runs the simulator CLI; the gateway answers; the pid is stored', async ({ t }) => {
  assert.is((await testConnection(t)).reachable, false);
  const started = await t.http.post('/api/gateway/dev-gw/start');
  assert.is(started.status, 200, started.text);
  assert.equal([started.body.gateway, started.body.running, typeof started.body.pid], ['dev-gw', true, 'number']);
  assert.ok(alive(started.body.pid));
  const result = await testConnection(t);
  assert.equal([result.reachable, result.authenticated, result.version], [true, true, '0.0.111']);
  const [row] = await rows<{ local_pid: number }>(t, "SELECT local_pid FROM gateways WHERE name = 'dev-gw'");
  assert.is(Number(row!.local_pid), started.body.pid);
  const listed = await t.http.get('/api/gateway/list');
  assert.is(listed.body.items[0].local.pid, started.body.pid);
  const again = await t.http.post('/api/gateway/dev-gw/start');
  assert.equal([again.status, again.body.code], [409, 'CONFLICT']);
  assert.is((await t.http.as('operator').post('/api/gateway/dev-gw/stop')).status, 403);
});

local('restart replaces the process; stop ends it and the gateway is unreachable', async ({ t }) => {
  const before = (await t.http.get('/api/gateway/list')).body.items[0].local.pid as number;
  const restarted = await t.http.post('/api/gateway/dev-gw/restart');
  assert.is(restarted.status, 200, restarted.text);
  assert.is.not(restarted.body.pid, before);
  assert.ok(await waitUntilGone(before), 'the old process is gone');
  assert.is((await testConnection(t)).reachable, true);
  const stopped = await t.http.post('/api/gateway/dev-gw/stop');
  assert.equal([stopped.status, stopped.body], [200, { gateway: 'dev-gw', running: false, pid: null, started_at: null }]);
  assert.ok(await waitUntilGone(restarted.body.pid));
  assert.is((await testConnection(t)).reachable, false);
  assert.is((await t.http.post('/api/gateway/dev-gw/stop')).status, 200, 'stopping a stopped gateway is fine');
  const actions = await rows<{ action: string; outcome: string | null }>(
    t,
    "SELECT action, outcome FROM audit_log WHERE gateway = 'dev-gw' AND action LIKE 'gateway.%' ORDER BY id",
  );
  const effect = (verb: string, outcome = 'succeeded') => [
    [`gateway.${verb}`, 'pending'],
    [`gateway.${verb}`, outcome],
  ];
  assert.equal(
    actions.map((row) => [row.action, row.outcome]),
    [['gateway.register', null], ...effect('start'), ...effect('start', 'failed'), ...effect('restart'), ...effect('stop'), ...effect('stop')],
    'the register row is a local change; each process action has its intent before it and its outcome after (the refused second start too)',
  );
});

local('deleting a gateway stops its process', async ({ t }) => {
  const started = await t.http.post('/api/gateway/dev-gw/start');
  assert.is(started.status, 200);
  assert.is((await t.http.delete('/api/gateway/dev-gw')).status, 204);
  assert.ok(await waitUntilGone(started.body.pid));
});

local('a command that fails to start is reported with its output', async () => {
  const t = await bootGateways({ localMode: true, env: { SERVICE_LOCAL_GATEWAY_COMMAND: 'node -e "console.error(\'boom {name}\'); process.exit(3)"' } });
  try {
    await t.http.post('/api/gateway/register', { name: 'broken', endpoint: `127.0.0.1:${await freePort()}`, auth_mode: 'none' });
    const response = await t.http.post('/api/gateway/broken/start');
    assert.equal([response.status, response.body.code], [503, 'GATEWAY_UNAVAILABLE']);
    assert.match(response.body.detail, /exited \(3\)/);
    assert.match(response.body.detail, /boom broken/);
    assert.is((await t.http.get('/api/gateway/list')).body.items[0].local, null);
  } finally {
    await t.stop();
  }
});

local.run();

const lifecycle = suite('local gateways and the Portcullis process');

lifecycle('a second Portcullis on the database knows the pid; stale pids are forgotten; shutdown stops local gateways', async () => {
  const first = await bootGateways({ localMode: true });
  await first.http.post('/api/gateway/register', { name: 'owned', endpoint: `127.0.0.1:${await freePort()}`, auth_mode: 'none' });
  const started = await first.http.post('/api/gateway/owned/start');
  assert.is(started.status, 200, started.text);

  const second = await bootGateways({ localMode: true, database: first.database });
  const stopped = await second.http.post('/api/gateway/owned/stop');
  assert.equal([stopped.status, stopped.body.running], [200, false]);
  assert.ok(await waitUntilGone(started.body.pid), 'stopped through the recorded pid');
  await second.stop({ keepDatabase: true });

  await first.kernel.database.run("UPDATE gateways SET local_pid = 2147483, local_command = '[\"gone\"]' WHERE name = 'owned'");
  const third = await bootGateways({ localMode: true, database: first.database });
  const [row] = await rows<{ local_pid: number | null }>(third, "SELECT local_pid FROM gateways WHERE name = 'owned'");
  assert.is(row!.local_pid, null, 'a pid that does not run our command is forgotten at start');
  await third.stop({ keepDatabase: true });

  const restarted = await first.http.post('/api/gateway/owned/start');
  assert.is(restarted.status, 200, restarted.text);
  await first.stop();
  assert.ok(await waitUntilGone(restarted.body.pid), 'stopped with Portcullis');
});

lifecycle.run();
