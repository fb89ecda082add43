// The client pool against a real simulator: error mapping (docs/decisions.md §1), workspace filling, x-request-id,
// deadlines (exec above its own timeout), cancellable watches, channel reuse, and closing on delete and shutdown.
// Calls through the gateway API where a plugin would make them; the pool's own guarantees with the 0.0 line's methods.
import { status } from '@grpc/grpc-js';
import type { Simulator } from '@portcullis/openshell-sim';
import { eventually, metricValue, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execStreamDeadlineMs } from '../src/index.ts';
import { consumerPlugin } from './fixtures/consumer-plugin.ts';
import { rpc00 } from './fixtures/wire-00.ts';
import { bootGateways, closeSimulators, liveBufferBytes, registerPlain, simulator } from './helpers.ts';

interface Context {
  t: TestKernel;
  sim: Simulator;
  sandboxId: string;
}

const pool = suite<Context>('gateway client pool');

pool.before(async (context) => {
  context.t = await bootGateways({ plugins: [consumerPlugin] });
  context.sim = await simulator({ workspaces: [{ name: 'team' }] });
  context.sandboxId = context.sim.control.seedSandbox({ name: 'alpha', workspace: 'team' }).id;
  context.sim.control.seedSandbox({ name: 'beta' });
  await registerPlain(context.t, 'sim', context.sim, { default_workspace: 'team' });
});
pool.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const getSandbox = (t: TestKernel, name: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  t.http.as('viewer').get(`/api/gateways/sim/fixture-sandboxes/${name}`, { query, headers });

pool('workspace: the gateway default, or ?workspace=, on every RPC that takes one', async ({ t }) => {
  const fromDefault = await getSandbox(t, 'alpha');
  assert.equal([fromDefault.status, fromDefault.body], [200, { name: 'alpha', workspace: 'team' }]);
  const explicit = await getSandbox(t, 'beta', { workspace: 'default' });
  assert.equal(explicit.body, { name: 'beta', workspace: 'default' });
  const elsewhere = await getSandbox(t, 'alpha', { workspace: 'default' });
  assert.equal([elsewhere.status, elsewhere.body.code, elsewhere.body.detail], [404, 'SANDBOX_NOT_FOUND', 'sandbox not found']);
  const badWorkspace = await getSandbox(t, 'alpha', { workspace: 'Not_A_Label' });
  assert.equal([badWorkspace.status, badWorkspace.body.errors[0].path], [400, 'query.workspace']);
  const unknown = await t.http.get('/api/gateways/nope/fixture-sandboxes/alpha');
  assert.equal([unknown.status, unknown.body.code], [404, 'GATEWAY_NOT_FOUND']);
});

pool("gRPC status codes map to problems as docs/decisions.md §1, with the gateway's message in detail", async ({ t, sim }) => {
  const table: Array<[number, number, string]> = [
    [status.INVALID_ARGUMENT, 400, 'VALIDATION_ERROR'],
    [status.NOT_FOUND, 404, 'SANDBOX_NOT_FOUND'],
    [status.ALREADY_EXISTS, 409, 'ALREADY_EXISTS'],
    [status.FAILED_PRECONDITION, 409, 'GATEWAY_PRECONDITION_FAILED'],
    [status.ABORTED, 409, 'CONCURRENT_MODIFICATION'],
    [status.RESOURCE_EXHAUSTED, 429, 'RATE_LIMITED'],
    [status.UNAUTHENTICATED, 502, 'GATEWAY_AUTH_FAILED'],
    [status.PERMISSION_DENIED, 502, 'GATEWAY_AUTH_FAILED'],
    [status.UNAVAILABLE, 503, 'GATEWAY_UNAVAILABLE'],
    [status.DEADLINE_EXCEEDED, 504, 'GATEWAY_TIMEOUT'],
    [status.UNIMPLEMENTED, 501, 'GATEWAY_UNSUPPORTED'],
    [status.INTERNAL, 502, 'GATEWAY_ERROR'],
  ];
  for (const [grpcCode, httpStatus, code] of table) {
    sim.control.failNext('GetSandbox', { code: grpcCode, message: `forced ${grpcCode}` });
    const response = await getSandbox(t, 'alpha');
    assert.equal(
      [response.status, response.body.code, response.body.detail, response.body.gateway],
      [httpStatus, code, `forced ${grpcCode}`, 'sim'],
      `gRPC ${grpcCode}`,
    );
    assert.is(response.headers.get('content-type'), 'application/problem+json');
  }
  sim.control.failNext('GetSandbox', { code: status.RESOURCE_EXHAUSTED, message: 'gRPC rate limit exceeded' });
  assert.is((await getSandbox(t, 'alpha')).headers.get('retry-after'), '1');
});

pool('every call is counted by RPC and the status it ended with (portcullis_gateway_grpc_calls_total)', async ({ t, sim, sandboxId }) => {
  const calls = (rpc: string, code: string) => metricValue(t, 'gateway_grpc_calls_total', { rpc, code });
  const before = { ok: await calls('GetSandbox', 'OK'), notFound: await calls('GetSandbox', 'NOT_FOUND'), cancelled: await calls('WatchSandbox', 'CANCELLED') };
  await getSandbox(t, 'alpha');
  await getSandbox(t, 'alpha');
  sim.control.failNext('GetSandbox', { code: status.NOT_FOUND, message: 'gone' });
  await getSandbox(t, 'alpha');
  assert.equal([(await calls('GetSandbox', 'OK')) - before.ok, (await calls('GetSandbox', 'NOT_FOUND')) - before.notFound], [2, 1]);
  const controller = new AbortController();
  const stream = await t
    .resolve('gatewayClients', 'gateways')
    .serverStream('sim', rpc00.WatchSandbox, { id: sandboxId, follow_status: true }, { signal: controller.signal });
  stream.on('data', () => {});
  const ended = new Promise((resolve) => stream.on('status', resolve));
  stream.on('error', () => {});
  await eventually(() => sim.control.openWatchStreams(sandboxId) === 1);
  controller.abort();
  await ended;
  assert.is((await calls('WatchSandbox', 'CANCELLED')) - before.cancelled, 1, 'a stream counts when it ends');
  await eventually(() => sim.control.openWatchStreams(sandboxId) === 0);
});

pool('deadlines: every unary call has one; a slow gateway gives 504 GATEWAY_TIMEOUT', async ({ t, sim }) => {
  const clients = t.resolve('gatewayClients', 'gateways');
  const get = (deadlineMs: number) => clients.unary('sim', rpc00.GetSandbox, { name: 'alpha', workspace: 'team' }, { deadlineMs });
  sim.control.setDelay('GetSandbox', 400);
  await get(100).then(
    () => assert.unreachable('answered after its deadline'),
    (error: { status: number; code: string }) => assert.equal([error.status, error.code], [504, 'GATEWAY_TIMEOUT']),
  );
  sim.control.setDelay('GetSandbox', 0);
  assert.is((await get(2000)).sandbox?.metadata?.name, 'alpha');
});

pool('x-request-id of the HTTP request is forwarded as gRPC metadata', async ({ t, sim }) => {
  sim.control.resetCalls();
  const response = await getSandbox(t, 'alpha', {}, { 'x-request-id': 'req-gateway-42' });
  assert.equal([response.status, response.headers.get('x-request-id')], [200, 'req-gateway-42']);
  assert.equal(sim.control.requestIds('GetSandbox'), ['req-gateway-42']);
});

pool('exec: its deadline is above the exec timeout; an explicit shorter deadline ends it with 504', async ({ t, sim, sandboxId }) => {
  const clients = t.resolve('gatewayClients', 'gateways');
  const run = async (request: Record<string, unknown>, deadlineMs?: number) => {
    const timeout = Number(request.timeout_seconds);
    const stream = await clients.serverStream(
      'sim',
      rpc00.ExecSandbox,
      { sandbox_id: sandboxId, ...request },
      { deadlineMs: deadlineMs ?? execStreamDeadlineMs(timeout) },
    );
    return new Promise<{ exit: number | null; error: unknown }>((resolve) => {
      let exit: number | null = null;
      stream.on('data', (event) => {
        if (event.payload === 'exit') exit = event.exit!.exit_code;
      });
      stream.on('error', (error) => resolve({ exit, error }));
      stream.on('end', () => resolve({ exit, error: null }));
    });
  };
  const timedOut = await run({ command: ['sleep', '3'], timeout_seconds: 1 });
  assert.equal([timedOut.exit, timedOut.error], [124, null], "the gateway's own timeout fires first");
  const cut = await run({ command: ['sleep', '3'], timeout_seconds: 10 }, 200);
  const problem = clients.problemFor('sim', cut.error) as { status: number; code: string };
  assert.equal([problem.status, problem.code], [504, 'GATEWAY_TIMEOUT']);
  assert.ok(sim.control.calls('ExecSandbox') >= 2);
});

pool('watch: no deadline, cancelled through its signal', async ({ t, sim, sandboxId }) => {
  const clients = t.resolve('gatewayClients', 'gateways');
  const controller = new AbortController();
  const stream = await clients.serverStream('sim', rpc00.WatchSandbox, { id: sandboxId, follow_status: true }, { signal: controller.signal });
  const ended = new Promise<number>((resolve) => stream.on('error', (error: { code: number }) => resolve(error.code)));
  stream.on('data', () => {});
  await eventually(() => sim.control.openWatchStreams(sandboxId) === 1);
  controller.abort();
  assert.is(await ended, status.CANCELLED);
  await eventually(() => sim.control.openWatchStreams(sandboxId) === 0);
});

// patches/@grpc__grpc-js@1.14.7.patch: unpatched, each stream keeps the read buffers of its last message until the
// next one, which a status-only watch may never get: here 16 × about 600 kB.
pool('an open watch stream keeps none of the buffers its last message came in', async ({ t, sim }) => {
  const labels = Object.fromEntries(Array.from({ length: 8000 }, (_, index) => [`filler-${index}`, 'x'.repeat(63)]));
  const { id } = sim.control.seedSandbox({ name: 'large', labels });
  const clients = t.resolve('gatewayClients', 'gateways');
  const controller = new AbortController();
  const before = liveBufferBytes();
  const streams = await Promise.all(
    Array.from({ length: 16 }, () => clients.serverStream('sim', rpc00.WatchSandbox, { id, follow_status: true }, { signal: controller.signal })),
  );
  await Promise.all(streams.map((stream) => new Promise((resolve) => stream.once('data', resolve))));
  const held = liveBufferBytes() - before;
  for (const stream of streams) stream.on('error', () => {});
  controller.abort();
  assert.ok(held < 2 * 1024 * 1024, `16 idle streams hold ${Math.round(held / 1024)} kB of buffers`);
});

pool('one channel per gateway, reused; closed on delete and at shutdown', async ({ t }) => {
  const clients = t.resolve('gatewayClients', 'gateways');
  for (let i = 0; i < 5; i += 1) assert.is((await getSandbox(t, 'alpha')).status, 200);
  assert.is(clients.size, 1);
  const second = await simulator();
  await registerPlain(t, 'second', second);
  await clients.unary('second', rpc00.Health, {});
  assert.is(clients.size, 2);
  assert.is((await t.http.delete('/api/gateway/second')).status, 204);
  assert.is(clients.size, 1);
  try {
    await clients.unary('second', rpc00.Health, {});
    assert.unreachable('deleted gateway');
  } catch (error) {
    assert.is((error as { code: string }).code, 'GATEWAY_NOT_FOUND');
  }
});

pool.run();

const shutdown = suite('pool at shutdown');
shutdown('stopping the kernel closes every channel', async () => {
  const t = await bootGateways();
  const sim = await simulator();
  await registerPlain(t, 'one', sim);
  const clients = t.resolve('gatewayClients', 'gateways');
  await clients.unary('one', rpc00.Health, {});
  assert.is(clients.size, 1);
  await t.stop();
  assert.is(clients.size, 0);
  await closeSimulators();
});
shutdown.run();
