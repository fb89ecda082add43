import { Worker } from 'node:worker_threads';
import { actorHeader, type RequestOptions } from './client.ts';

// A client on its own thread, for tests that measure how the service answers others while one caller does its
// worst: a test kernel serves on the test's own event loop, so a client there (building and sending megabytes,
// parsing answers) would be measured as if the service spent it. Bodies are handed over once, when it starts.

export interface OffThreadRequest {
  method: string;
  path: string;
  /** Name of a body given to the constructor. */
  body?: string;
  contentType?: string;
  as?: RequestOptions['as'];
}

export interface OffThreadResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The answer's text, cut at 64 KiB. */
  text: string;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
function send(request) {
  return new Promise((resolve) => {
    const body = request.body === undefined ? undefined : workerData.bodies[request.body];
    const headers = { ...request.headers, ...(body ? { 'content-length': String(body.byteLength) } : {}) };
    const req = http.request(new URL(request.path, workerData.baseUrl), { method: request.method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8').slice(0, 65536) }));
    });
    req.on('error', (error) => resolve({ status: 0, headers: {}, text: String(error) }));
    req.end(body === undefined ? undefined : Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  });
}
parentPort.on('message', ({ id, requests }) => {
  Promise.all(requests.map(send)).then((responses) => parentPort.postMessage({ id, responses }));
});
`;

export class OffThreadClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, (responses: OffThreadResponse[]) => void>();
  private nextId = 1;

  constructor(baseUrl: string, bodies: Record<string, string | Uint8Array> = {}) {
    const bytes = Object.fromEntries(Object.entries(bodies).map(([name, body]) => [name, typeof body === 'string' ? Buffer.from(body) : body]));
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { baseUrl, bodies: bytes } });
    this.worker.on('message', ({ id, responses }: { id: number; responses: OffThreadResponse[] }) => {
      this.pending.get(id)?.(responses);
      this.pending.delete(id);
    });
  }

  /** Sends every request at once; their answers in the same order (status 0 with the error for a failed one). */
  send(requests: OffThreadRequest[]): Promise<OffThreadResponse[]> {
    const id = this.nextId++;
    const wire = requests.map(({ as, contentType, ...request }) => ({
      ...request,
      headers: { ...actorHeader(as), ...(contentType ? { 'content-type': contentType } : {}) },
    }));
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ id, requests: wire });
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
