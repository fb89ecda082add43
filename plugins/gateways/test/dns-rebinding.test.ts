// Host names through a real DNS server (test/dns-server.ts, via SERVICE_GATEWAY_DNS_SERVERS) whose answers change
// while the test runs: a name is refused when any address it resolves to is refused, at registration and at PATCH.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { StartupError } from '@portcullis/core';
import type { TestKernel } from '@portcullis/core/testing';
import type { Simulator } from '@portcullis/openshell-sim';
import { startDnsServer, type TestDnsServer } from './dns-server.ts';
import { bootGateways, closeSimulators, rows, simulator } from './helpers.ts';

interface Context {
  t: TestKernel;
  dns: TestDnsServer;
  sim: Simulator;
}

async function boot(context: Context, localMode: boolean): Promise<void> {
  context.dns = await startDnsServer();
  context.sim = await simulator();
  context.t = await bootGateways({ localMode, env: { SERVICE_GATEWAY_DNS_SERVERS: context.dns.address, SERVICE_GATEWAY_DNS_TIMEOUT_SECONDS: '2' } });
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
  for (const [host, message] of [['empty.gw.test', /has no addresses/], ['nowhere.gw.test', /does not resolve \(ENOTFOUND\)/]] as const) {
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

strict('SERVICE_GATEWAY_DNS_SERVERS takes addresses only, checked at start-up', async () => {
  const refusedStart = await bootGateways({ env: { SERVICE_GATEWAY_DNS_SERVERS: '127.0.0.1:53,dns.example' } }).then(
    (t) => t.stop().then(() => null), (error: unknown) => error);
  assert.instance(refusedStart, StartupError);
  assert.ok((refusedStart as StartupError).problems.some((problem) => /^SERVICE_GATEWAY_DNS_SERVERS: each entry must be an IP address/.test(problem)),
    (refusedStart as StartupError).problems.join('\n'));
});

strict.run();
