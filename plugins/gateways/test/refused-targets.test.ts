// test-connection is not a port scanner. A gateway registered in local mode (pointing at loopback) that Portcullis
// now runs without local mode is refused wherever a channel would be opened: test-connection answers 409
// ENDPOINT_NOT_ALLOWED with no reachability, latency or error detail; calls, streams, /info, the CLI and the health
// monitor dial nothing (the simulator listening there counts no call). For allowed targets, a failed connection
// is described by its category only.

import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createH2Server } from 'node:http2';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { type CliIo, cliCommands } from '@portcullis/core';
import type { Simulator } from '@portcullis/openshell-sim';
import type { TestDatabase, TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootGateways, closeSimulators, freePort, registerPlain, rows, simulator } from './helpers.ts';

interface Context {
  t: TestKernel;
  sim: Simulator;
}

const GATEWAYS = ['was-local', 'legacy-decimal', 'legacy-mapped'];

const refused = suite<Context>('gateways registered in local mode, local mode off since');

refused.before(async (context) => {
  context.sim = await simulator();
  const before = await bootGateways({ localMode: true });
  await registerPlain(before, 'was-local', context.sim);
  await registerPlain(before, 'legacy-decimal', context.sim);
  await registerPlain(before, 'legacy-mapped', context.sim);
  // Rows as the previous version stored them: the host in the spelling it was given.
  const legacy = (name: string, host: string, endpoint: string) =>
    rows(before, 'UPDATE gateways SET host = ?, endpoint = ? WHERE name = ?', [host, endpoint, name]);
  await legacy('legacy-decimal', '2130706433', `http://2130706433:${context.sim.port}`);
  await legacy('legacy-mapped', '0:0:0:0:0:ffff:7f00:0001', `http://[0:0:0:0:0:ffff:7f00:0001]:${context.sim.port}`);
  assert.is((await before.http.post('/api/gateway/was-local/test-connection')).body.reachable, true, 'reachable while local mode was on');
  context.sim.control.resetCalls();
  const database: TestDatabase = before.database;
  await before.stop({ keepDatabase: true });
  context.t = await bootGateways({ localMode: false, database });
});
refused.after(async ({ t }) => {
  await t.stop();
  await t.database.drop();
  await closeSimulators();
});

refused('test-connection answers 409 ENDPOINT_NOT_ALLOWED and reveals nothing about the target', async ({ t }) => {
  for (const name of GATEWAYS) {
    const response = await t.http.as('viewer').post(`/api/gateway/${name}/test-connection`);
    assert.is(response.status, 409, `${name}: ${response.text}`);
    assert.match(response.headers.get('content-type') ?? '', /application\/problem\+json/);
    assert.equal([response.body.code, response.body.gateway], ['ENDPOINT_NOT_ALLOWED', name]);
    assert.match(response.body.detail, new RegExp(`The endpoint of gateway ${name} is not allowed now: 127\\.0\\.0\\.1 is loopback; nothing was sent to it`));
    for (const field of ['reachable', 'authenticated', 'version', 'latency_ms', 'error']) assert.not.ok(field in response.body, `${name}: ${field}`);
  }
});

refused('gateway calls answer 409; /info shows the refusal without dialling; the CLI refuses too', async ({ t }) => {
  for (const name of GATEWAYS) {
    const config = await t.http.get(`/api/gateway/${name}/config`);
    assert.equal([config.status, config.body.code], [409, 'ENDPOINT_NOT_ALLOWED'], name);
    const info = await t.http.get(`/api/gateway/${name}/info`);
    assert.equal([info.status, info.body.reachable, info.body.latency_ms, info.body.version], [200, false, null, null], name);
    assert.match(info.body.error, /is not allowed now: 127\.0\.0\.1 is loopback/);
  }
  const command = t.kernel.contributions(cliCommands).find((candidate) => candidate.name === 'gateways test-connection')!;
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), resolve: (name) => t.resolve(name) };
  assert.is(await command.run({ options: {}, positionals: ['was-local'] }, io), 1);
  assert.equal(out, []);
  assert.match(err.join('\n'), /is not allowed now: 127\.0\.0\.1 is loopback/);
});

refused('the health monitor does not dial them: unreachable, with the refusal as the reason, one event each', async ({ t, sim }) => {
  await t.tick();
  for (const name of GATEWAYS) {
    const health = (await t.http.get(`/api/gateways/${name}/health`)).body;
    assert.equal([health.status, health.latency_ms, health.last_seen], ['unreachable', null, null], name);
    assert.match(health.error, /is not allowed now: 127\.0\.0\.1 is loopback/, name);
  }
  assert.equal(
    t
      .eventsNamed('gateway.unreachable')
      .map((event) => (event.data as { gateway: string }).gateway)
      .sort(),
    [...GATEWAYS].sort(),
  );
  assert.equal(sim.control.allCalls(), {}, 'no gRPC call reached the simulator since local mode went off');
  assert.is(t.resolve('gatewayClients', 'gateways').size, 0, 'no channel is open');
});

refused.run();

// Servers that are not gateways: one that never answers, one that speaks HTTP/1.1, one that speaks HTTP/2 but
// has no gRPC services.
async function listening<T extends { listen(port: number, host: string): unknown; address(): unknown }>(server: T): Promise<T & { port: number }> {
  server.listen(0, '127.0.0.1');
  await once(server as unknown as Server, 'listening');
  return Object.assign(server, { port: (server.address() as { port: number }).port });
}

interface Targets {
  t: TestKernel;
  silent: Server & { port: number };
  sockets: Socket[];
  http1: ReturnType<typeof createHttpServer> & { port: number };
  http2: ReturnType<typeof createH2Server> & { port: number };
}

const categories = suite<Targets>('test-connection errors of allowed targets');
categories.before(async (context) => {
  context.t = await bootGateways({ localMode: true, env: { SERVICE_HEALTH_PROBE_TIMEOUT_SECONDS: '1' } });
  context.sockets = [];
  context.silent = await listening(
    createTcpServer((socket) => {
      context.sockets.push(socket);
    }),
  );
  context.http1 = await listening(
    createHttpServer((_request, response) => {
      response.setHeader('server', 'secret-internal-app/1.2');
      response.end('hello');
    }),
  );
  context.http2 = await listening(
    createH2Server((_request, response) => {
      response.statusCode = 404;
      response.end('no such thing');
    }),
  );
});
categories.after(async ({ t, silent, sockets, http1, http2 }) => {
  await t.stop();
  for (const socket of sockets) socket.destroy();
  await Promise.all([silent, http1, http2].map((server) => new Promise((resolve) => server.close(resolve))));
});

categories("closed port, silent port, HTTP/1.1 and a non-gRPC HTTP/2 server: a category, never the target's own words", async ({ t, silent, http1, http2 }) => {
  const targets: Array<[string, number, string]> = [
    ['closed', await freePort(), 'connection refused'],
    ['silent', silent.port, 'timeout'],
    ['http1', http1.port, 'unreachable'],
    ['http2', http2.port, 'not an OpenShell gateway (no Health service)'],
  ];
  for (const [name, port, error] of targets) {
    assert.is((await t.http.post('/api/gateway/register', { name, endpoint: `127.0.0.1:${port}`, auth_mode: 'none' })).status, 201);
    const result = (await t.http.as('viewer').post(`/api/gateway/${name}/test-connection`)).body;
    assert.equal([result.error, result.latency_ms, result.version], [error, null, null], name);
    assert.not.match(result.error, /\d/, `${name}: no address, port or status code`);
  }
  await t.tick();
  for (const [name, , error] of targets) assert.is((await t.http.get(`/api/gateways/${name}/health`)).body.error, error, `${name}: the stored reason too`);
});

categories.run();
