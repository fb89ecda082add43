// An OTLP/HTTP receiver for tests: it accepts protobuf-encoded `POST /v1/logs` and `POST /v1/traces` (gzip or
// not), decodes them with the opentelemetry-proto message types and keeps what arrived. A test can make it refuse
// (an outage), and waits on what it received instead of on the clock.
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { logRecordsOf, type ReceivedLogRecord, type ReceivedSpan, spansOf } from './flatten.ts';
import { ExportLogsServiceResponse, ExportTraceServiceResponse } from './schema.ts';

export interface OtlpReceiverOptions {
  /** Port to listen on (default 0, an ephemeral one). */
  port?: number;
  host?: string;
}

export interface ReceivedRequest {
  path: '/v1/logs' | '/v1/traces';
  headers: IncomingMessage['headers'];
  /** Records (logs) or spans in this request. */
  items: number;
}

export interface OtlpReceiver {
  /** `http://host:port`, the base an exporter's endpoint is set to. */
  url: string;
  /** Every log record received so far, in arrival order. */
  readonly logRecords: ReceivedLogRecord[];
  /** Every span received so far, in arrival order. */
  readonly spans: ReceivedSpan[];
  /** Every accepted request, in arrival order. */
  readonly requests: ReceivedRequest[];
  /** Requests answered with a refusal status (see `refuse`). */
  readonly refused: number;
  /** From now on answer every export with `status` (503 by default: an outage) without keeping it. */
  refuse(status?: number): void;
  /** Accept exports again. */
  accept(): void;
  /** Resolves once at least `count` log records have been received. */
  waitForLogRecords(count: number): Promise<ReceivedLogRecord[]>;
  /** Resolves once at least `count` spans have been received. */
  waitForSpans(count: number): Promise<ReceivedSpan[]>;
  /** Resolves once at least `count` exports have been refused. */
  waitForRefused(count: number): Promise<void>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 16 * 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

function answer(response: ServerResponse, status: number, body: Uint8Array | string, type: string): void {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

export async function startOtlpReceiver(options: OtlpReceiverOptions = {}): Promise<OtlpReceiver> {
  const logRecords: ReceivedLogRecord[] = [];
  const spans: ReceivedSpan[] = [];
  const requests: ReceivedRequest[] = [];
  const changed = new EventEmitter();
  let refusal: number | null = null;
  let refused = 0;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url?.split('?')[0];
    if (request.method !== 'POST' || (path !== '/v1/logs' && path !== '/v1/traces')) {
      answer(response, 404, 'not found', 'text/plain');
      return;
    }
    if (!request.headers['content-type']?.startsWith('application/x-protobuf')) {
      answer(response, 415, 'only application/x-protobuf', 'text/plain');
      return;
    }
    const body = await readBody(request);
    if (refusal !== null) {
      refused += 1;
      answer(response, refusal, 'refused', 'text/plain');
      changed.emit('change');
      return;
    }
    if (path === '/v1/logs') {
      const received = logRecordsOf(body);
      logRecords.push(...received);
      requests.push({ path, headers: request.headers, items: received.length });
      answer(response, 200, ExportLogsServiceResponse.encode({}).finish(), 'application/x-protobuf');
    } else {
      const received = spansOf(body);
      spans.push(...received);
      requests.push({ path, headers: request.headers, items: received.length });
      answer(response, 200, ExportTraceServiceResponse.encode({}).finish(), 'application/x-protobuf');
    }
    changed.emit('change');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => answer(response, 400, error.message, 'text/plain'));
  });
  server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await once(server, 'listening');
  const { address, port } = server.address() as AddressInfo;

  async function until<T>(ready: () => boolean, value: () => T): Promise<T> {
    while (!ready()) await once(changed, 'change');
    return value();
  }

  return {
    url: `http://${address}:${port}`,
    logRecords,
    spans,
    requests,
    get refused() {
      return refused;
    },
    refuse(status = 503) {
      refusal = status;
    },
    accept() {
      refusal = null;
    },
    waitForLogRecords: (count) =>
      until(
        () => logRecords.length >= count,
        () => logRecords,
      ),
    waitForSpans: (count) =>
      until(
        () => spans.length >= count,
        () => spans,
      ),
    waitForRefused: (count) =>
      until(
        () => refused >= count,
        () => undefined,
      ),
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
