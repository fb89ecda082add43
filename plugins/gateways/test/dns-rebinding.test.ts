// Host names through a real DNS server (startDnsServer of the test kit, @portcullis/testing, via SERVICE_DNS_SERVERS) whose answers change
// while the test runs: a name is refused when any address it resolves to is refused, at registration, at PATCH,
// and again whenever a channel is opened, so a name that resolved to a public address at registration and to
// 127.0.0.1 later (DNS rebinding) never gets a gRPC call to the simulator listening there. With loopback allowed
// (local mode), the same path shows that a channel dials the address checked when it was opened and looks the
// name up again only when it is rebuilt.

import { StartupError } from '@portcullis/core';
import type { Simulator } from '@portcullis/openshell-sim';
import { eventually, startDnsServer, type TestDnsServer, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { rpc00 } from './fixtures/wire-00.ts';
import { bootGateways, closeSimulator, closeSimulators, rows, simulator } from './helpers.ts';

interface Context {
  t: TestKernel;
  dns: TestDnsServer;
  sim: Simulator;
}

async function boot(context: Context, localMode: boolean): Promise<void> {
  context.dns = await startDnsServer();
  context.sim = await simulator();
  context.t = await bootGateways({ localMode, env: { SERVICE_DNS_SERVERS: context.dns.address, SERVICE_DNS_TIMEOUT_SECONDS: '2' } });
}

async function shutdown({ t, dns }: Context): Promise<void> {
  await t.stop();
  await closeSimulators();
  await dns.close();
}

const register = (t: TestKernel, name: string, endpoint: string, extra: Record<string, unknown> = {}) =>
  t.http.post('/api/gateway/register', { name, endpoint, auth_mode: 'none', ...extra });

const strict = suite<Context>('host names outside local mode');
strict.before((context) => boot(context, false));
strict.after(shutdown);

strict('registration refuses a name when any of its A or AAAA records is refused; nothing stored, no audit row', async ({ t, dns }) => {
  dns.set('mixed.gw.test', ['8.8.8.8', '10.1.2.3']);
  dns.set('aaaa.gw.test', ['8.8.8.8', '2606:4700::1111', '::ffff:127.0.0.1']);
  dns.set('nat64.gw.test', ['64:ff9b::a9fe:a9fe']);
  dns.set('teredo.gw.test', ['2001:0:4136:e378:8000:63bf:80ff:fffe']);
  dns.set('empty.gw.test', []);
  const refusals: Array<[string, RegExp]> = [
    ['mixed.gw.test', /mixed\.gw\.test resolves to 10\.1\.2\.3, which is private \(RFC 1918\)/],
    ['AAAA.gw.test.', /aaaa\.gw\.test resolves to 127\.0\.0\.1, which is loopback/],
    ['nat64.gw.test', /resolves to 64:ff9b::a9fe:a9fe, which is the cloud metadata service \(a NAT64 address embedding 169\.254\.169\.254\)/],
    ['teredo.gw.test', /loopback \(a Teredo address embedding 127\.0\.0\.1\)/],
  ];
  for (const [host, detail] of refusals) {
    const response = await register(t, 'by-name', `http://${host}:443`);
    assert.equal([response.status, response.body.code, response.body.errors[0].path], [400, 'ENDPOINT_NOT_ALLOWED', 'body.endpoint'], host);
    assert.match(response.body.detail, detail, host);
  }
  for (const [host, message] of [
    ['empty.gw.test', /has no addresses/],
    ['nowhere.gw.test', /does not resolve \(ENOTFOUND\)/],
  ] as const) {
    const response = await register(t, 'by-name', `http://${host}:443`);
    assert.equal([response.status, response.body.code], [400, 'VALIDATION_ERROR'], host);
    assert.match(response.body.errors[0].message, message, host);
  }
  assert.ok(dns.queries('mixed.gw.test') >= 2, 'A and AAAA asked of the configured server');
  assert.is((await rows(t, 'SELECT name FROM gateways')).length, 0);
  assert.is((await rows(t, 'SELECT id FROM audit_log')).length, 0);
});

strict('PATCH refuses a new endpoint whose name resolves to a refused address; the stored gateway is unchanged', async ({ t, dns }) => {
  dns.set('public.gw.test', ['8.8.8.8', '2606:4700::1111']);
  const created = await register(t, 'named', 'http://public.gw.test:443');
  assert.equal([created.status, created.body.endpoint], [201, 'http://public.gw.test:443']);
  const [before] = await rows(t, "SELECT endpoint, connection_id, updated_at FROM gateways WHERE name = 'named'");
  const patched = await t.http.patch('/api/gateway/named', { endpoint: 'http://mixed.gw.test:443' });
  assert.equal([patched.status, patched.body.code], [400, 'ENDPOINT_NOT_ALLOWED']);
  assert.equal(await rows(t, "SELECT endpoint, connection_id, updated_at FROM gateways WHERE name = 'named'"), [before]);
  assert.is((await rows(t, "SELECT id FROM audit_log WHERE action = 'gateway.update'")).length, 0);
  assert.is((await t.http.delete('/api/gateway/named')).status, 204);
});

strict('DNS rebinding: a name registered public that now resolves to 127.0.0.1 is refused at connect time, and never dialled', async ({ t, dns, sim }) => {
  dns.set('rebind.gw.test', ['8.8.8.8']);
  const created = await register(t, 'rebind', `http://rebind.gw.test:${sim.port}`);
  assert.is(created.status, 201, created.text);
  dns.set('rebind.gw.test', ['127.0.0.1']);
  const refusal = /rebind\.gw\.test resolves to 127\.0\.0\.1, which is loopback; nothing was sent to it/;

  const config = await t.http.get('/api/gateway/rebind/config');
  assert.equal([config.status, config.body.code, config.body.gateway], [409, 'ENDPOINT_NOT_ALLOWED', 'rebind']);
  assert.match(config.body.detail, refusal);

  const tested = await t.http.as('viewer').post('/api/gateway/rebind/test-connection');
  assert.equal([tested.status, tested.body.code], [409, 'ENDPOINT_NOT_ALLOWED']);
  for (const field of ['reachable', 'latency_ms', 'authenticated', 'version', 'error']) assert.not.ok(field in tested.body, field);

  const stream = t.resolve('gatewayClients', 'gateways').serverStream('rebind', rpc00.WatchSandbox, { id: 'x' });
  await stream.then(
    () => assert.unreachable('a stream was opened'),
    (error: { status: number; code: string }) => {
      assert.equal([error.status, error.code], [409, 'ENDPOINT_NOT_ALLOWED']);
    },
  );

  await t.tick();
  const health = (await t.http.get('/api/gateways/rebind/health')).body;
  assert.equal([health.status, health.latency_ms, health.last_seen], ['unreachable', null, null]);
  assert.match(health.error, refusal);
  const info = (await t.http.get('/api/gateway/rebind/info')).body;
  assert.equal([info.reachable, info.version, info.compute_drivers], [false, null, null]);
  assert.match(info.error, refusal);
  const [event] = t.eventsNamed('gateway.unreachable');
  assert.match((event!.data as { error: string }).error, refusal);

  assert.equal(sim.control.allCalls(), {}, 'no gRPC call reached the simulator on 127.0.0.1');
  assert.is(t.resolve('gatewayClients', 'gateways').size, 0, 'no channel was opened');
  assert.ok(dns.queries('rebind.gw.test') >= 2 * 5, 'every attempt looked the name up again');
});

strict('SERVICE_DNS_SERVERS takes addresses only, checked at start-up', async () => {
  const refusedStart = await bootGateways({ env: { SERVICE_DNS_SERVERS: '127.0.0.1:53,dns.example' } }).then(
    (t) => t.stop().then(() => null),
    (error: unknown) => error,
  );
  assert.instance(refusedStart, StartupError);
  assert.ok(
    (refusedStart as StartupError).problems.some((problem) => /^SERVICE_DNS_SERVERS: each entry must be an IP address/.test(problem)),
    (refusedStart as StartupError).problems.join('\n'),
  );
});

strict.run();

const local = suite<Context & { moved: Simulator }>('with loopback allowed (local mode): the channel dials what was checked');
local.before(async (context) => {
  await boot(context, true);
  context.moved = await simulator({ host: '127.0.0.2', port: context.sim.port });
});
local.after(shutdown);

local('a healthy channel keeps its checked address; a rebuilt one (and test-connection) looks the name up again', async ({ t, dns, sim, moved }) => {
  dns.set('moving.gw.test', ['127.0.0.1']);
  assert.is((await register(t, 'moving', `http://moving.gw.test:${sim.port}`)).status, 201);
  assert.is((await t.http.get('/api/gateway/moving/config')).status, 200);
  assert.equal([sim.control.calls('GetGatewayConfig'), moved.control.calls('GetGatewayConfig')], [1, 0]);

  dns.set('moving.gw.test', ['127.0.0.2']);
  const asked = dns.queries('moving.gw.test');
  assert.is((await t.http.get('/api/gateway/moving/config')).status, 200);
  assert.equal([sim.control.calls('GetGatewayConfig'), moved.control.calls('GetGatewayConfig')], [2, 0], 'the open channel still dials 127.0.0.1');
  assert.is(dns.queries('moving.gw.test'), asked, 'grpc-js does not look the name up by itself');

  const healthBefore = sim.control.calls('Health');
  const tested = await t.http.post('/api/gateway/moving/test-connection');
  assert.equal([tested.status, tested.body.reachable], [200, true]);
  assert.equal([sim.control.calls('Health') - healthBefore, moved.control.calls('Health')], [0, 1], 'test-connection opens its own channel, on a new lookup');

  await closeSimulator(sim);
  const served = await eventually(async () => (await t.http.get('/api/gateway/moving/config')).status === 200);
  assert.ok(served);
  assert.is(moved.control.calls('GetGatewayConfig'), 1, 'the rebuilt channel looked the name up again and dialled 127.0.0.2');
});

local('TLS by name: the channel dials the resolved address but verifies and names the host (SNI), as a DNS target would', async ({ t, dns }) => {
  const tls = await simulator({ host: '127.0.0.2', autoTls: { serverNames: ['tls.gw.test'] } });
  dns.set('tls.gw.test', ['127.0.0.2']);
  const created = await register(t, 'tls-by-name', `https://tls.gw.test:${tls.port}`, { ca_cert: tls.tls.caCertPem });
  assert.is(created.status, 201, created.text);
  const tested = await t.http.post('/api/gateway/tls-by-name/test-connection');
  assert.equal([tested.body.reachable, tested.body.authenticated, tested.body.error], [true, true, null], 'the certificate covers tls.gw.test, not 127.0.0.2');
  assert.is((await t.http.get('/api/gateway/tls-by-name/config')).status, 200);
  assert.is(tls.control.calls('GetGatewayConfig'), 1);
});

local.run();
