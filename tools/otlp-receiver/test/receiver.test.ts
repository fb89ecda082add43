// The receiver decodes what an OTLP/HTTP exporter sends (protobuf, plain or gzip), refuses on demand and rejects
// what a collector would not accept.
import { gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ExportLogsServiceRequest, ExportTraceServiceRequest, startOtlpReceiver } from '../src/index.ts';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const SPAN_ID = 'b7ad6b7169203331';

function text(value: string) {
  return { stringValue: value };
}

const logsBody = ExportLogsServiceRequest.encode(
  ExportLogsServiceRequest.fromObject({
    resourceLogs: [
      {
        resource: { attributes: [{ key: 'service.name', value: text('portcullis') }] },
        scopeLogs: [
          {
            scope: { name: 'audit', version: '1' },
            logRecords: [
              {
                timeUnixNano: '1764000000123456789',
                severityNumber: 9,
                severityText: 'INFO',
                body: text('sandbox.create'),
                attributes: [
                  { key: 'audit.id', value: { intValue: 42 } },
                  { key: 'empty', value: text('') },
                  { key: 'ok', value: { boolValue: false } },
                  { key: 'nested', value: { kvlistValue: { values: [{ key: 'a', value: { arrayValue: { values: [text('x'), { doubleValue: 1.5 }] } } }] } } },
                ],
                traceId: Buffer.from(TRACE_ID, 'hex'),
                spanId: Buffer.from(SPAN_ID, 'hex'),
              },
            ],
          },
        ],
      },
    ],
  }),
).finish();

async function post(url: string, body: Uint8Array, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/x-protobuf', ...headers } });
}

test('log records are decoded with their resource, scope, attributes and ids, gzip or not', async () => {
  const receiver = await startOtlpReceiver();
  try {
    assert.is((await post(`${receiver.url}/v1/logs`, logsBody)).status, 200);
    assert.is((await post(`${receiver.url}/v1/logs`, gzipSync(logsBody), { 'content-encoding': 'gzip' })).status, 200);
    const [record, again] = await receiver.waitForLogRecords(2);
    assert.equal(again, record);
    assert.equal(record!.resource, { 'service.name': 'portcullis' });
    assert.equal(record!.scope, { name: 'audit', version: '1' });
    assert.is(record!.timeUnixNano, '1764000000123456789');
    assert.is(record!.severityNumber, 9);
    assert.is(record!.body, 'sandbox.create');
    assert.equal(record!.attributes, { 'audit.id': 42, empty: '', ok: false, nested: { a: ['x', 1.5] } });
    assert.is(record!.traceId, TRACE_ID);
    assert.is(record!.spanId, SPAN_ID);
    assert.is(receiver.requests.length, 2);
  } finally {
    await receiver.close();
  }
});

test('spans are decoded with their parent, kind, times, events and status', async () => {
  const receiver = await startOtlpReceiver();
  try {
    const body = ExportTraceServiceRequest.encode(
      ExportTraceServiceRequest.fromObject({
        resourceSpans: [
          {
            resource: { attributes: [{ key: 'service.name', value: text('portcullis') }] },
            scopeSpans: [
              {
                scope: { name: 'http' },
                spans: [
                  {
                    traceId: Buffer.from(TRACE_ID, 'hex'),
                    spanId: Buffer.from(SPAN_ID, 'hex'),
                    parentSpanId: Buffer.from('00f067aa0ba902b7', 'hex'),
                    name: 'GET /api/v1/sandboxes',
                    kind: 2,
                    startTimeUnixNano: '1764000000000000000',
                    endTimeUnixNano: '1764000000005000000',
                    attributes: [{ key: 'http.response.status_code', value: { intValue: 200 } }],
                    events: [{ name: 'retry', timeUnixNano: '1764000000001000000' }],
                    status: { code: 2, message: 'boom' },
                  },
                ],
              },
            ],
          },
        ],
      }),
    ).finish();
    assert.is((await post(`${receiver.url}/v1/traces`, body)).status, 200);
    const [span] = await receiver.waitForSpans(1);
    assert.is(span!.traceId, TRACE_ID);
    assert.is(span!.parentSpanId, '00f067aa0ba902b7');
    assert.is(span!.name, 'GET /api/v1/sandboxes');
    assert.is(span!.kind, 2);
    assert.is(span!.endTimeUnixNano, '1764000000005000000');
    assert.equal(span!.attributes, { 'http.response.status_code': 200 });
    assert.equal(span!.events, [{ name: 'retry', timeUnixNano: '1764000000001000000', attributes: {} }]);
    assert.equal(span!.status, { code: 2, message: 'boom' });
  } finally {
    await receiver.close();
  }
});

test('an outage refuses exports without keeping them, then accepts again', async () => {
  const receiver = await startOtlpReceiver();
  try {
    receiver.refuse();
    assert.is((await post(`${receiver.url}/v1/logs`, logsBody)).status, 503);
    await receiver.waitForRefused(1);
    assert.is(receiver.logRecords.length, 0);
    receiver.accept();
    assert.is((await post(`${receiver.url}/v1/logs`, logsBody)).status, 200);
    assert.is(receiver.logRecords.length, 1);
  } finally {
    await receiver.close();
  }
});

test('what a collector would not take is refused with a 4xx', async () => {
  const receiver = await startOtlpReceiver();
  try {
    assert.is((await post(`${receiver.url}/v1/metrics`, logsBody)).status, 404);
    assert.is((await post(`${receiver.url}/v1/logs`, logsBody, { 'content-type': 'application/json' })).status, 415);
    assert.is((await post(`${receiver.url}/v1/logs`, Buffer.from([0xff, 0xff, 0xff]))).status, 400);
    assert.is(receiver.logRecords.length, 0);
  } finally {
    await receiver.close();
  }
});

test.run();
