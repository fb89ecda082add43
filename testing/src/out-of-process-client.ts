import { type ChildProcess, spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { actorHeader, type RequestOptions } from './client.ts';

// A client in a process of its own, at the lowest CPU priority, for tests that measure how the service answers
// others while one caller does its worst. A test kernel serves on the test's own event loop, so a client there
// (building and sending megabytes, parsing answers) would be measured as if the service spent it; and on a small
// machine a client at the service's priority takes the CPU a remote attacker would not. Bodies are handed over once,
// when it starts.

export interface OutOfProcessRequest {
  method: string;
  path: string;
  /** Name of a body given to the constructor. */
  body?: string;
  contentType?: string;
  as?: RequestOptions['as'];
}

export interface OutOfProcessResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The answer's text, cut at 64 KiB. */
  text: string;
}

const CLIENT_SOURCE = `
const http = require('node:http');
let setup = null;
function send(request) {
  return new Promise((resolve) => {
    const body = request.body === undefined ? undefined : setup.bodies[request.body];
    const headers = { ...request.headers, ...(body ? { 'content-length': String(body.byteLength) } : {}) };
    const req = http.request(new URL(request.path, setup.baseUrl), { method: request.method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8').slice(0, 65536) }));
    });
    req.on('error', (error) => resolve({ status: 0, headers: {}, text: String(error) }));
    req.end(body === undefined ? undefined : Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  });
}
process.on('message', (message) => {
  if (message.setup) {
    setup = message.setup;
    process.send({ ready: true });
    return;
  }
  Promise.all(message.requests.map(send)).then((responses) => process.send({ id: message.id, responses }));
});
process.on('disconnect', () => process.exit(0));
`;

export class OutOfProcessClient {
  private readonly child: ChildProcess;
  private readonly ready: Promise<void>;
  private readonly pending = new Map<number, (responses: OutOfProcessResponse[]) => void>();
  private nextId = 1;

  constructor(baseUrl: string, bodies: Record<string, string | Uint8Array> = {}) {
    const bytes = Object.fromEntries(Object.entries(bodies).map(([name, body]) => [name, typeof body === 'string' ? Buffer.from(body) : body]));
    this.child = spawn(process.execPath, ['-e', CLIENT_SOURCE], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    setPriority(this.child.pid!, 19);
    this.ready = new Promise((resolve) => {
      this.child.on('message', (message: { ready?: true; id?: number; responses?: OutOfProcessResponse[] }) => {
        if (message.ready) resolve();
        else {
          this.pending.get(message.id!)?.(message.responses!);
          this.pending.delete(message.id!);
        }
      });
    });
    this.child.send({ setup: { baseUrl, bodies: bytes } });
  }

  /** Sends every request at once; their answers in the same order (status 0 with the error for a failed one). */
  send(requests: OutOfProcessRequest[]): Promise<OutOfProcessResponse[]> {
    const id = this.nextId++;
    const wire = requests.map(({ as, contentType, ...request }) => ({
      ...request,
      headers: { ...actorHeader(as), ...(contentType ? { 'content-type': contentType } : {}) },
    }));
    return this.ready.then(
      () =>
        new Promise((resolve) => {
          this.pending.set(id, resolve);
          this.child.send({ id, requests: wire });
        }),
    );
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill();
    await exited;
  }
}
