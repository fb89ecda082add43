// Tracing in the kernel (docs/observability.md): each request is a server span named by its route, an operation it
// starts is a span below it, each task run is a trace of its own, and every log line written while serving one
// carries the request id with the trace and span ids. Spans are read at a real OTLP/HTTP receiver, waited for there.
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from '@portcullis/otlp-receiver';
import { createTestKernel, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { definePlugin, reply } from '../src/index.ts';

const SPAN_KIND_INTERNAL = 1;
const SPAN_KIND_SERVER = 2;
const STATUS_UNSET = 0;

const traced = definePlugin({
  id: 'traced-fixture',
  description: 'Test fixture: a route that logs and starts an operation, and a task that logs.',
  register(api) {
    api.route({
      method: 'POST',
      path: '/api/traced-fixture/jobs',
      access: 'operator',
      summary: 'Logs a line and starts an operation that logs another.',
      handler: async (request) => {
        api.logger.info('handler at work');
        const { operation } = await request.resolve('operations').start({ type: 'traced.job' }, async () => {
          api.logger.info('operation at work');
          return null;
        });
        return reply(202, { operation_id: operation.id });
      },
    });
    api.task({
      id: 'traced.sweep',
      every: '1h',
      scope: 'local',
      run: async ({ logger }) => {
        logger.info('task at work');
      },
    });
  },
});

interface Context {
  t: TestKernel;
  receiver: OtlpReceiver;
}

const tracing = suite<Context>('tracing in the kernel');

tracing.before(async (context) => {
  context.receiver = await startOtlpReceiver();
  context.t = await createTestKernel({
    plugins: [traced],
    env: {
      SERVICE_TRACING_ENABLED: 'true',
      SERVICE_TRACING_OTLP_ENDPOINT: `${context.receiver.url}/v1/traces`,
      SERVICE_TRACING_EXPORT_DELAY_MS: '10',
    },
  });
});
tracing.after(async ({ t, receiver }) => {
  await t.stop();
  await receiver.close();
});

/** The first span `match` accepts, once it has arrived. */
async function spanWhere(receiver: OtlpReceiver, match: (span: ReceivedSpan) => boolean): Promise<ReceivedSpan> {
  for (let count = 1; ; count += 1) {
    const found = (await receiver.waitForSpans(count)).find(match);
    if (found) return found;
  }
}

const linesSaying = (t: TestKernel, message: string) => t.logs.entries().filter((line) => line['msg'] === message);

tracing('a request: a server span named by its route; its log lines and its operation belong to it', async ({ t, receiver }) => {
  const response = await t.http.as('operator').post('/api/traced-fixture/jobs', {});
  assert.is(response.status, 202);
  const requestId = response.headers.get('x-request-id');
  const server = await spanWhere(receiver, (span) => span.attributes['portcullis.request_id'] === requestId);
  assert.equal([server.kind, server.name, server.status.code], [SPAN_KIND_SERVER, 'POST /api/traced-fixture/jobs', STATUS_UNSET]);
  assert.equal([server.attributes['http.request.method'], server.attributes['http.response.status_code']], ['POST', 202]);

  const operation = await spanWhere(receiver, (span) => span.parentSpanId === server.spanId);
  assert.equal([operation.name, operation.kind, operation.traceId], ['operation traced.job', SPAN_KIND_INTERNAL, server.traceId]);
  assert.is(operation.attributes['portcullis.operation_id'], response.body.operation_id);

  const [handlerLine] = linesSaying(t, 'handler at work');
  assert.equal([handlerLine?.['request_id'], handlerLine?.['trace_id'], handlerLine?.['span_id']], [requestId, server.traceId, server.spanId]);
  const [operationLine] = linesSaying(t, 'operation at work');
  assert.equal([operationLine?.['request_id'], operationLine?.['trace_id'], operationLine?.['span_id']], [requestId, server.traceId, operation.spanId]);
});

tracing('a path no route serves: the span keeps the method as its name and is no failure', async ({ t, receiver }) => {
  const response = await t.http.get('/api/no-such-thing');
  assert.is(response.status, 404);
  const requestId = response.headers.get('x-request-id');
  const server = await spanWhere(receiver, (span) => span.attributes['portcullis.request_id'] === requestId);
  assert.equal([server.name, server.status.code, server.attributes['http.route']], ['GET', STATUS_UNSET, undefined]);
});

tracing('a malformed traceparent is ignored: the request starts a trace of its own', async ({ t, receiver }) => {
  const response = await t.http.get('/api/no-such-thing', {
    headers: { traceparent: `00-${'z'.repeat(32)}-00f067aa0ba902b7-01`, tracestate: '=,'.repeat(5000) },
  });
  assert.is(response.status, 404);
  const requestId = response.headers.get('x-request-id');
  const server = await spanWhere(receiver, (span) => span.attributes['portcullis.request_id'] === requestId);
  assert.equal([server.parentSpanId, server.traceState, /^[0-9a-f]{32}$/.test(server.traceId)], ['', '', true]);
});

tracing('a task run is a trace of its own, and its log lines carry it', async ({ t, receiver }) => {
  t.manualClock!.advance(60 * 60 * 1000 + 1);
  await t.tick();
  const run = await spanWhere(receiver, (span) => span.name === 'task traced.sweep');
  assert.equal([run.kind, run.parentSpanId, run.attributes['portcullis.task']], [SPAN_KIND_INTERNAL, '', 'traced.sweep']);
  const [line] = linesSaying(t, 'task at work');
  assert.equal([line?.['request_id'], line?.['trace_id'], line?.['span_id']], ['task:traced.sweep', run.traceId, run.spanId]);
});

tracing.run();
