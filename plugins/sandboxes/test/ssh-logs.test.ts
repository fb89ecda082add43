// SSH sessions (the token appears once: not in audit rows, events, logs or our table) and the logs endpoint.
import { createHash } from 'node:crypto';
import type { GatewayRecord } from '@portcullis/plugin-gateways';
import { eventually } from '@portcullis/testing';
import { suite, test } from 'uvu';
import * as assert from 'uvu/assert';
import { sshContractViolations } from '../src/ssh/contract.ts';
import { reachableGatewayAddress } from '../src/ssh/gateway-host.ts';
import { type Bench, boot, json, rows, shutdown } from './helpers.ts';

const ssh = suite<{ bench: Bench }>('SSH sessions');
ssh.before(async (context) => {
  const bench = await boot();
  context.bench = bench;
  for (const name of ['box', 'other']) bench.sim.control.seedSandbox({ name });
  await eventually(() => bench.sim.control.state().sandboxes.every((sandbox) => sandbox.phase === 'SANDBOX_PHASE_READY'));
});
ssh.after(async ({ bench }) => {
  await shutdown(bench);
});

const sessionsOf = (bench: Bench, name: string) => bench.sim.control.state().sandboxes.find((sandbox) => sandbox.name === name)!.sshSessions;

ssh('create → 201 with the connection details; revoke one by token; the token is nowhere but in that answer', async ({ bench }) => {
  const { t, base } = bench;
  const created = await t.http.as('operator').post(`${base}/box/ssh`);
  assert.is(created.status, 201, created.text);
  const session = created.body;
  const [host, port] = bench.sim.address.split(':');
  assert.equal(
    { ...session, token: undefined, expires_at: undefined },
    {
      gateway_host: host,
      gateway_port: Number(port),
      gateway_scheme: 'http',
      sandbox_id: (await t.http.get(`${base}/box`)).body.id,
      token: undefined,
      expires_at: undefined,
      gateway_host_rewritten_from: null,
    },
    'the gateway reported the host it was registered with: nothing to replace',
  );
  assert.match(session.token, /^[0-9a-f-]{36}$/);
  assert.ok(Date.parse(session.expires_at) > Date.now() + 23 * 3_600_000, 'the gateway default of 24 h');
  assert.is(sessionsOf(bench, 'box'), 1);

  const [stored] = await rows(t, 'SELECT token_hash, token_sealed, created_by FROM sandbox_ssh_sessions');
  assert.equal([stored!.token_hash, stored!.created_by], [createHash('sha256').update(session.token).digest('hex'), 'operator@test.local']);
  assert.ok(!String(stored!.token_sealed).includes(session.token), 'sealed, not in clear');

  const revoked = await t.http.as('operator').delete(`${base}/box/ssh`, { body: { token: session.token } });
  assert.equal([revoked.status, revoked.body], [200, { revoked: 1 }]);
  assert.is(sessionsOf(bench, 'box'), 0);
  assert.is((await rows(t, 'SELECT id FROM sandbox_ssh_sessions')).length, 0);
  const twice = await t.http.as('operator').delete(`${base}/box/ssh`, { body: { token: session.token } });
  assert.equal(twice.body, { revoked: 0 }, 'an unknown token is not an error');

  const audit = await rows(t, "SELECT action, detail FROM audit_log WHERE action LIKE 'sandbox.ssh.%' AND outcome = 'succeeded' ORDER BY id");
  assert.equal(
    audit.map((row) => row.action),
    ['sandbox.ssh.create', 'sandbox.ssh.revoke', 'sandbox.ssh.revoke'],
  );
  assert.equal(json(audit[0]!.detail), {
    workspace: 'default',
    ssh_session: json(audit[0]!.detail).ssh_session,
    sandbox_id: session.sandbox_id,
    expires_at: session.expires_at,
  });
  assert.equal(json(audit[1]!.detail), { workspace: 'default', scope: 'one', revoked: 1, ssh_sessions: [json(audit[0]!.detail).ssh_session] });
  const everything = JSON.stringify(await rows(t, 'SELECT * FROM audit_log'));
  assert.ok(!everything.includes(session.token), 'not in the audit table');
  await t.kernel.events.settled();
  assert.ok(!JSON.stringify(t.events).includes(session.token), 'not in any event');
  assert.ok(!t.logs.text().includes(session.token), 'not in the logs');
});

ssh('revoke without a body ends every session this service created for the sandbox, and only those', async ({ bench }) => {
  const { t, base } = bench;
  for (let i = 0; i < 2; i += 1) assert.is((await t.http.as('operator').post(`${base}/box/ssh`)).status, 201);
  assert.is((await t.http.as('operator').post(`${base}/other/ssh`)).status, 201);
  assert.is(sessionsOf(bench, 'box'), 2);
  const revoked = await t.http.as('operator').delete(`${base}/box/ssh`);
  assert.equal([revoked.status, revoked.body], [200, { revoked: 2 }]);
  assert.equal([sessionsOf(bench, 'box'), sessionsOf(bench, 'other')], [0, 1]);
  assert.is((await rows(t, "SELECT id FROM sandbox_ssh_sessions WHERE sandbox = 'other'")).length, 1);
  const [audit] = await rows(t, "SELECT detail FROM audit_log WHERE action = 'sandbox.ssh.revoke' ORDER BY id DESC LIMIT 1");
  assert.equal([json(audit!.detail).scope, json(audit!.detail).revoked], ['all', 2]);
});

ssh('refusals and roles: a stopped sandbox is 409, an unknown one 404, viewers 403, a bad body 400', async ({ bench }) => {
  const { t, base } = bench;
  await t.http.as('operator').post(`${base}/other/stop`);
  const stopped = await t.http.as('operator').post(`${base}/other/ssh`);
  assert.equal([stopped.status, stopped.body.code], [409, 'GATEWAY_PRECONDITION_FAILED']);
  assert.match(stopped.body.detail, /not ready/);
  assert.equal([(await t.http.as('operator').post(`${base}/nope/ssh`)).body.code], ['SANDBOX_NOT_FOUND']);
  assert.is((await t.http.as('viewer').post(`${base}/box/ssh`)).status, 403);
  assert.is((await t.http.as('viewer').delete(`${base}/box/ssh`)).status, 403);
  const bad = await t.http.as('operator').delete(`${base}/box/ssh`, { body: { token: '' } });
  assert.equal([bad.status, bad.body.errors[0].path], [400, 'body.token']);
});

ssh.run();

const bindAddress = suite<{ bench: Bench }>('SSH sessions of a gateway bound to every interface');
bindAddress.before(async (context) => {
  // Bound to 0.0.0.0, as in container and Helm deployments: that is what CreateSshSession reports
  // (docs/openshell-0.0.md §g.5).
  const bench = await boot({ sim: { host: '0.0.0.0' } });
  context.bench = bench;
  const port = bench.sim.address.split(':').pop();
  for (const [name, host] of [
    ['by-ip', '127.0.0.1'],
    ['by-name', 'localhost'],
  ]) {
    assert.is((await bench.t.http.post('/api/gateway/register', { name, endpoint: `http://${host}:${port}`, auth_mode: 'none' })).status, 201);
  }
  bench.sim.control.seedSandbox({ name: 'box' });
  await eventually(() => bench.sim.control.state().sandboxes.every((sandbox) => sandbox.phase === 'SANDBOX_PHASE_READY'));
});
bindAddress.after(async ({ bench }) => {
  await shutdown(bench);
});

bindAddress("a zero or loopback gateway_host is replaced with the registered endpoint's host, and the answer says what it was", async ({ bench }) => {
  const { t, sim } = bench;
  const byIp = await t.http.as('operator').post('/api/gateways/by-ip/sandboxes/box/ssh');
  assert.is(byIp.status, 201, byIp.text);
  assert.equal(
    [byIp.body.gateway_host, byIp.body.gateway_host_rewritten_from, byIp.body.gateway_port],
    ['127.0.0.1', '0.0.0.0', Number(sim.address.split(':').pop())],
  );
  const byName = await t.http.as('operator').post('/api/gateways/by-name/sandboxes/box/ssh');
  assert.equal([byName.body.gateway_host, byName.body.gateway_host_rewritten_from], ['localhost', '0.0.0.0']);
  const sessions = sim.control.state().sandboxes.find((sandbox) => sandbox.name === 'box')!.sshSessions;
  assert.is(sessions, 2, "the sessions themselves are the gateway's, unchanged");
});

bindAddress.run();

test("gateway address: a zero or loopback one becomes the registered endpoint's host and port (as the OpenShell CLI does); IPv6 in brackets", () => {
  const gateway = (host: string, port = 443) => ({ host, port }) as GatewayRecord;
  const reported = (host: string, port = 8080) => ({ host, port });
  assert.equal(reachableGatewayAddress(reported('[::]'), gateway('2001:db8::5')), { host: '[2001:db8::5]', port: 443, rewrittenFrom: '[::]' });
  assert.equal(reachableGatewayAddress(reported('::1'), gateway('gw.example.com')), { host: 'gw.example.com', port: 443, rewrittenFrom: '::1' });
  assert.equal(reachableGatewayAddress(reported('127.0.1.1'), gateway('gw.example.com')), { host: 'gw.example.com', port: 443, rewrittenFrom: '127.0.1.1' });
  assert.equal(
    reachableGatewayAddress(reported('0.0.0.0'), gateway('127.0.0.1', 9000)),
    { host: '127.0.0.1', port: 9000, rewrittenFrom: '0.0.0.0' },
    'a published container port replaces the bind port',
  );
  assert.equal(
    reachableGatewayAddress(reported('10.0.0.5'), gateway('gw.example.com')),
    { host: '10.0.0.5', port: 8080, rewrittenFrom: null },
    "a routable address is the gateway's to give",
  );
  assert.equal(reachableGatewayAddress(reported('127.0.0.1', 17670), gateway('127.0.0.1', 17670)), { host: '127.0.0.1', port: 17670, rewrittenFrom: null });
});

test('a CreateSshSession answer outside the character-set contract is named field by field (never by value)', () => {
  const good = {
    sandboxId: 'a1b2',
    token: 'abc-DEF_1.2~+/=',
    gatewayHost: '[::1]',
    gatewayPort: 443,
    gatewayScheme: 'https',
    hostKeyFingerprint: '',
    expiresAt: null,
  };
  assert.equal(sshContractViolations(good), []);
  const bad = {
    ...good,
    token: 'x; rm -rf /',
    gatewayHost: 'evil host',
    gatewayPort: 0,
    gatewayScheme: 'ftp',
    sandboxId: '../x y',
    hostKeyFingerprint: 'a b',
  };
  const violations = sshContractViolations(bad);
  assert.equal(
    violations.map((item) => item.split(' ')[0]),
    ['sandbox_id', 'token', 'gateway_host', 'gateway_port', 'gateway_scheme', 'host_key_fingerprint'],
  );
  assert.ok(!violations.join().includes('rm -rf'), 'values never appear');
});

test.run();

const logs = suite<{ bench: Bench; started: number }>('logs');
logs.before(async (context) => {
  const bench = await boot();
  context.bench = bench;
  bench.sim.control.seedSandbox({ name: 'box' });
  await eventually(() => bench.sim.control.state().sandboxes.every((sandbox) => sandbox.phase === 'SANDBOX_PHASE_READY'));
  context.started = Date.now() + 60_000;
  const at = (offset: number) => context.started + offset;
  bench.sim.control.emitLog('box', [
    { message: 'first', level: 'INFO', source: 'sandbox', target: 'app', timestampMs: at(0), fields: { k: 'v' } },
    { message: 'warned', level: 'WARN', source: 'sandbox', target: 'app', timestampMs: at(1000) },
    { message: 'debugging', level: 'DEBUG', source: 'gateway', target: 'openshell_server::x', timestampMs: at(2000) },
    { message: 'broken', level: 'ERROR', source: 'proxy', target: 'proxy', timestampMs: at(3000) },
    { message: 'blank source', level: 'INFO', source: '', target: 'openshell_server::y', timestampMs: at(4000) },
  ]);
});
logs.after(async ({ bench }) => {
  await shutdown(bench);
});

logs('the last lines, mapped: ISO timestamps, empty source shown as gateway, fields kept, buffer_total', async ({ bench, started }) => {
  const response = await bench.t.http.as('viewer').get(`${bench.base}/box/logs`, { query: { lines: '5' } });
  assert.is(response.status, 200, response.text);
  assert.equal(
    response.body.items.map((item: { message: string }) => item.message),
    ['first', 'warned', 'debugging', 'broken', 'blank source'],
  );
  assert.equal(response.body.items[0], {
    timestamp: new Date(started).toISOString(),
    level: 'INFO',
    target: 'app',
    message: 'first',
    source: 'sandbox',
    fields: { k: 'v' },
  });
  assert.is(response.body.items[4].source, 'gateway');
  assert.equal([response.body.total, response.body.buffer_total], [5, 5]);
  const two = await bench.t.http.get(`${bench.base}/box/logs`, { query: { lines: '2' } });
  assert.equal(
    two.body.items.map((item: { message: string }) => item.message),
    ['broken', 'blank source'],
  );
  const byDefault = await bench.t.http.get(`${bench.base}/box/logs`);
  assert.ok(byDefault.body.buffer_total > 5, "the default of 200 lines reaches the sandbox's own start-up lines too");
  const page = await bench.t.http.get(`${bench.base}/box/logs`, { query: { lines: '5', offset: '1', limit: '2' } });
  assert.equal(
    [page.body.items.map((item: { message: string }) => item.message), page.body.total],
    [['warned', 'debugging'], 5],
    'offset and limit page through them',
  );
  assert.is((await bench.t.http.get(`${bench.base}/box/logs`, { query: { limit: '0' } })).status, 400);
});

logs("since (ISO or ms), sources (repeatable or comma list) and min_level map to the gateway's filters", async ({ bench, started }) => {
  const get = async (query: Record<string, string | string[]>) =>
    (await bench.t.http.get(`${bench.base}/box/logs`, { query: { lines: '5', ...query } })).body.items.map((item: { message: string }) => item.message);
  assert.equal(await get({ since: new Date(started + 2000).toISOString() }), ['debugging', 'broken', 'blank source']);
  assert.equal(await get({ since: String(started + 3000) }), ['broken', 'blank source']);
  assert.equal(await get({ sources: 'sandbox' }), ['first', 'warned']);
  assert.equal(await get({ sources: ['sandbox', 'proxy'] }), ['first', 'warned', 'broken']);
  assert.equal(await get({ sources: 'gateway,proxy' }), ['debugging', 'broken', 'blank source']);
  assert.equal(await get({ min_level: 'WARN' }), ['warned', 'broken']);
  assert.equal(await get({ min_level: 'info', sources: 'sandbox' }), ['first', 'warned']);
});

logs('bad queries are 400 with the parameter; an unknown sandbox is 404', async ({ bench }) => {
  const { t, base } = bench;
  const cases: Array<[Record<string, string>, string]> = [
    [{ lines: '0' }, 'query.lines'],
    [{ lines: '2001' }, 'query.lines'],
    [{ since: 'yesterday' }, 'query.since'],
    [{ min_level: 'LOUD' }, 'query.min_level'],
    [{ sources: 'a b' }, 'query.sources.0'],
  ];
  for (const [query, path] of cases) {
    const response = await t.http.get(`${base}/box/logs`, { query });
    assert.equal([response.status, response.body.errors?.[0]?.path], [400, path], JSON.stringify(query));
  }
  const missing = await t.http.get(`${base}/nope/logs`);
  assert.equal([missing.status, missing.body.code], [404, 'SANDBOX_NOT_FOUND']);
});

logs.run();
