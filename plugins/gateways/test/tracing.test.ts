// Tracing through to the gateway (docs/observability.md): a request that calls a gateway is a server span with a
// client span below it for the gRPC call, both at a real OTLP/HTTP receiver; the call's `traceparent` reaches the
// simulator naming that client span; a caller's traceparent is continued; and with tracing off (the default) there
// is no span and no traceparent. Spans are waited for at the receiver, never on a timer.
import { status } from '@grpc/grpc-js';
import type { Simulator } from '@portcullis/openshell-sim';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from '@portcullis/otlp-receiver';
import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { consumerPlugin } from './fixtures/consumer-plugin.ts';
import { bootGateways, closeSimulators, registerPlain, simulator } from './helpers.ts';

interface Context {
  traced: TestKernel;
  untraced: TestKernel;
  sim: Simulator;
  receiver: OtlpReceiver;
}

const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;
const STATUS_ERROR = 2;
const ROUTE = '/api/gateways/{gw}/fixture-sandboxes/{name}';

const tracing = suite<Context>('tracing to the gateway');

tracing.before(async (context) => {
  context.receiver = await startOtlpReceiver();
  context.sim = await simulator();
  context.sim.control.seedSandbox({ name: 'alpha' });
  context.traced = await bootGateways({
    plugins: [consumerPlugin],
    env: {
      SERVICE_TRACING_ENABLED: 'true',
      SERVICE_TRACING_OTLP_ENDPOINT: `${context.receiver.url}/v1/traces`,
      SERVICE_TRACING_EXPORT_DELAY_MS: '10',
    },
  });
  context.untraced = await bootGateways({ plugins: [consumerPlugin] });
  for (const t of [context.traced, context.untraced]) await registerPlain(t, 'sim', context.sim);
});
tracing.after(async ({ traced, untraced, receiver }) => {
  await traced.stop();
  await untraced.stop();
  await closeSimulators();
  await receiver.close();
});
tracing.before.each(({ sim }) => sim.control.resetCalls());

const getAlpha = (t: TestKernel, headers: Record<string, string> = {}) => t.http.as('viewer').get('/api/gateways/sim/fixture-sandboxes/alpha', { headers });

/** The first span `match` accepts, once it has arrived. */
async function spanWhere(receiver: OtlpReceiver, match: (span: ReceivedSpan) => boolean): Promise<ReceivedSpan> {
  for (let count = 1; ; count += 1) {
    const found = (await receiver.waitForSpans(count)).find(match);
    if (found) return found;
  }
}

/** The spans of the request with this id (its server span names it) and of its GetSandbox call, once they arrived. */
async function spansOfRequest(receiver: OtlpReceiver, requestId: string): Promise<{ server: ReceivedSpan; client: ReceivedSpan }> {
  const server = await spanWhere(receiver, (span) => span.attributes['portcullis.request_id'] === requestId);
  const client = await spanWhere(receiver, (span) => span.parentSpanId === server.spanId && span.attributes['rpc.method'] === 'GetSandbox');
  return { server, client };
}

function requestIdOf(response: { headers: Headers }): string {
  return response.headers.get('x-request-id')!;
}

tracing('a request that calls a gateway: a server span, a client span below it, and its traceparent at the gateway', async ({ traced, sim, receiver }) => {
  const response = await getAlpha(traced);
  assert.is(response.status, 200);
  const { server, client } = await spansOfRequest(receiver, requestIdOf(response));

  assert.equal([server.kind, server.name, server.parentSpanId], [SPAN_KIND_SERVER, `GET ${ROUTE}`, '']);
  assert.equal([server.attributes['http.route'], server.attributes['http.response.status_code']], [ROUTE, 200]);
  assert.is(server.resource['service.name'], 'portcullis');

  assert.equal([client.traceId, client.kind, client.name], [server.traceId, SPAN_KIND_CLIENT, 'openshell.v1.OpenShell/GetSandbox']);
  assert.equal(
    [client.attributes['rpc.system'], client.attributes['rpc.method'], client.attributes['portcullis.gateway'], client.attributes['rpc.grpc.status_code']],
    ['grpc', 'GetSandbox', 'sim', status.OK],
  );
  assert.ok(['0.0', '0.1'].includes(client.attributes['portcullis.wire_line'] as string));

  const sent = sim.control.metadata('GetSandbox').at(-1)!;
  assert.is(sent['traceparent'], `00-${server.traceId}-${client.spanId}-01`);
  assert.is(sent['x-request-id'], requestIdOf(response));
});

tracing("a caller's traceparent is continued: its trace id, its span as the parent", async ({ traced, sim, receiver }) => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const callerSpan = '00f067aa0ba902b7';
  const response = await getAlpha(traced, { traceparent: `00-${traceId}-${callerSpan}-01`, tracestate: 'vendor=opaque' });
  const { server, client } = await spansOfRequest(receiver, requestIdOf(response));
  assert.equal([server.traceId, server.parentSpanId, client.traceId], [traceId, callerSpan, traceId]);
  const sent = sim.control.metadata('GetSandbox').at(-1)!;
  assert.equal([sent['traceparent'], sent['tracestate']], [`00-${traceId}-${client.spanId}-01`, 'vendor=opaque']);
});

tracing('a failed gateway call: the client span ends with the gRPC status, the server span with the 5xx', async ({ traced, sim, receiver }) => {
  sim.control.failNext('GetSandbox', { code: status.UNAVAILABLE, message: 'going away' });
  const response = await getAlpha(traced);
  assert.is(response.status, 503);
  const { server, client } = await spansOfRequest(receiver, requestIdOf(response));
  assert.equal([client.status.code, client.status.message, client.attributes['rpc.grpc.status_code']], [STATUS_ERROR, 'UNAVAILABLE', status.UNAVAILABLE]);
  assert.equal([server.status.code, server.attributes['http.response.status_code']], [STATUS_ERROR, 503]);
});

tracing('a connection test on a fresh channel: its Health call is a client span of the request', async ({ traced, sim, receiver }) => {
  const response = await traced.http.as('viewer').post('/api/gateway/sim/test-connection');
  assert.is(response.status, 200);
  const server = await spanWhere(receiver, (span) => span.attributes['portcullis.request_id'] === requestIdOf(response));
  const health = await spanWhere(receiver, (span) => span.parentSpanId === server.spanId && span.attributes['rpc.method'] === 'Health');
  assert.equal([health.traceId, health.attributes['portcullis.gateway']], [server.traceId, 'sim']);
  assert.ok(sim.control.metadata('Health').some((sent) => sent['traceparent'] === `00-${server.traceId}-${health.spanId}-01`));
});

tracing('log lines of a traced request carry its request id, trace id and span id', async ({ traced, receiver }) => {
  const response = await getAlpha(traced);
  const { server } = await spansOfRequest(receiver, requestIdOf(response));
  const access = traced.logs.entries().find((line) => line['request_id'] === requestIdOf(response) && line['msg'] === 'request');
  assert.equal([access?.['trace_id'], access?.['span_id']], [server.traceId, server.spanId]);
});

tracing('tracing off (the default): no span, no traceparent, no trace id in log lines', async ({ traced, untraced, sim, receiver }) => {
  const quiet = await getAlpha(untraced, { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' });
  assert.is(quiet.status, 200);
  const sent = sim.control.metadata('GetSandbox').at(-1)!;
  assert.equal([sent['x-request-id'], sent['traceparent'], sent['tracestate']], [requestIdOf(quiet), undefined, undefined]);
  const access = untraced.logs.entries().find((line) => line['request_id'] === requestIdOf(quiet) && line['msg'] === 'request');
  assert.ok(access);
  assert.is(access['trace_id'], undefined);
  // A traced request made after it is exported; nothing of the untraced one ever arrives.
  const after = await getAlpha(traced);
  await spansOfRequest(receiver, requestIdOf(after));
  assert.not.ok(receiver.spans.some((span) => span.attributes['portcullis.request_id'] === requestIdOf(quiet)));
});

tracing.run();
