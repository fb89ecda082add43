// Live stream fan-out: one upstream WatchSandbox fanned out to 200 WebSocket viewers.
//   throughput    log lines from one sandbox delivered to 200 viewers   target >= 20 000 messages/s in total
//   stalled       memory with one viewer that never reads (drop limit out of reach, so it stays for the minute)
//                 target: bounded by its queue, no growth over a minute
//   cut off       the same stalled viewer with the default drop limit: disconnected with 1013
// Three processes share the two cores: Portcullis (measured), the simulator emitting lines, and this one with the
// 200 clients. BENCH_SECONDS (default 10) sets each throughput step, BENCH_RATES its lines/s, BENCH_STALL_SECONDS
// (default 60) the minute; BENCH_ONLY_STALL=1 runs only the stalled part, and BENCH_STALL_CONTROL=1 lets that
// viewer read (the same load without a stalled client, for comparison).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { cpuSeconds, row, rssMegabytes, type Server, startServer, waitUntil } from './lib.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const STEP_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STALL_SECONDS = Number(process.env.BENCH_STALL_SECONDS ?? 60);
const RATES = (process.env.BENCH_RATES ?? '100,250,500,1000').split(',').map(Number);
const LINE_BYTES = 120;
const STALL_LINE_BYTES = 2000;
const PUBLIC_URL = 'http://localhost:8888';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Source {
  address: string;
  set(settings: { rate?: number; size?: number }): void;
  report(): Promise<{ emitted: number; watchStreams: number; watchCalls: number }>;
  stop(): void;
}

async function startSource(): Promise<Source> {
  const child = fork(here('./fixtures/log-source-sim.ts'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const address = await new Promise<string>((resolve) => child.once('message', (message: { address: string }) => resolve(message.address)));
  return {
    address,
    set: (settings) => child.send(settings),
    report: () =>
      new Promise((resolve) => {
        child.once('message', resolve as (message: unknown) => void);
        child.send({ report: true });
      }),
    stop: () => child.kill('SIGTERM'),
  };
}

async function call(url: string, method: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json', origin: PUBLIC_URL, ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json().catch(() => null)) as any, cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

/** First admin, the gateway, and a viewer key for the clients; the admin's cookie reads /metrics. */
async function seed(url: string, source: Source): Promise<{ key: string; cookie: string }> {
  const admin = { email: 'bench-admin@example.com', password: 'bench-password-2026' };
  await call(`${url}/api/auth/setup`, 'POST', admin);
  const { cookie } = await call(`${url}/api/auth/login`, 'POST', admin);
  const gateway = await call(`${url}/api/gateway/register`, 'POST', { name: 'gw', endpoint: `http://${source.address}`, auth_mode: 'none' }, { cookie });
  if (gateway.status !== 201) throw new Error(`gateway registration failed: ${JSON.stringify(gateway)}`);
  const principal = await call(`${url}/api/auth/service-principals`, 'POST', { name: 'bench-viewers', role: 'viewer' }, { cookie });
  if (!principal.body?.key) throw new Error(`no key: ${JSON.stringify(principal)}`);
  return { key: principal.body.key as string, cookie };
}

/** Heap in use and external (Buffer) memory of the server after a full GC: live objects, not allocator slack. */
async function memory(url: string, cookie: string): Promise<{ heap: number; external: number }> {
  const usage = (await (await fetch(`${url}/api/bench/memory`, { headers: { cookie } })).json()) as { heapUsed: number; external: number };
  const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
  return { heap: mb(usage.heapUsed), external: mb(usage.external) };
}

interface Client {
  socket: WebSocket;
  logs: number;
  errors: number;
  /** From the last heartbeat. */
  dropped: number;
  closed: Promise<number>;
}

function connect(url: string, key: string): Promise<Client> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws/gw/bench?token=${encodeURIComponent(key)}`);
  const client: Client = { socket, logs: 0, errors: 0, dropped: 0, closed: new Promise((resolve) => socket.once('close', resolve)) };
  // Counted from the first bytes only: parsing 100 000 messages/s here would measure this process, not Portcullis.
  socket.on('message', (data: Buffer) => {
    if (data[9] === 0x6c)
      client.logs += 1; // {"type":"log"
    else if (data[9] === 0x65 && data[10] === 0x72)
      client.errors += 1; // {"type":"error"
    else if (data[9] === 0x68) client.dropped = (JSON.parse(String(data)) as { data: { dropped_events: number } }).data.dropped_events; // heartbeat
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}

const delivered = (clients: Client[]) => clients.reduce((sum, client) => sum + client.logs, 0);

interface Setup {
  server: Server;
  source: Source;
  clients: Client[];
  dataDir: string;
  cookie: string;
}

async function boot(env: Record<string, string>): Promise<Setup> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portcullis-ws-bench-'));
  const source = await startSource();
  const server = await startServer(here('./fixtures/serve-sandboxes.ts'), {
    SERVICE_PORT: '0',
    SERVICE_DATA_DIR: dataDir,
    SERVICE_LOCAL_MODE: 'true',
    SERVICE_RATE_LIMIT_PER_MINUTE: '100000000',
    // Every viewer connects from this machine's one address.
    SERVICE_HTTP_MAX_CONCURRENT_PER_CLIENT: '100000',
    SERVICE_LOG_LEVEL: 'info',
    SERVICE_HEALTH_INTERVAL_SECONDS: '3600',
    ...env,
  });
  await waitUntil(async () => (await fetch(`${server.url}/readyz`)).status === 200, 10_000);
  const { key, cookie } = await seed(server.url, source);
  const clients: Client[] = [];
  for (let i = 0; i < CLIENTS; i += 20) clients.push(...(await Promise.all(Array.from({ length: Math.min(20, CLIENTS - i) }, () => connect(server.url, key)))));
  return { server, source, clients, dataDir, cookie };
}

async function shutdown(setup: Setup): Promise<void> {
  for (const client of setup.clients) client.socket.terminate();
  await setup.server.stop();
  setup.source.stop();
  rmSync(setup.dataDir, { recursive: true, force: true });
}

async function throughput(): Promise<void> {
  const setup = await boot({});
  const { server, source, clients } = setup;
  try {
    const upstream = await source.report();
    console.log(`${CLIENTS} viewers connected; upstream WatchSandbox streams open: ${upstream.watchStreams} (calls: ${upstream.watchCalls})\n`);
    console.log(row(['lines/s', 'expected msg/s', 'delivered msg/s', 'delivered', 'CPU %', 'RSS MB', 'errors'], [9, 15, 16, 10, 7, 8, 7]));
    source.set({ size: LINE_BYTES });
    for (const rate of RATES) {
      source.set({ rate });
      await sleep(1000); // settle into the rate
      const start = { time: performance.now(), delivered: delivered(clients), emitted: (await source.report()).emitted, cpu: cpuSeconds(server.child.pid!) };
      await sleep(STEP_SECONDS * 1000);
      const end = { time: performance.now(), delivered: delivered(clients), emitted: (await source.report()).emitted, cpu: cpuSeconds(server.child.pid!) };
      const seconds = (end.time - start.time) / 1000;
      const expected = ((end.emitted - start.emitted) * CLIENTS) / seconds;
      const got = (end.delivered - start.delivered) / seconds;
      const errors = clients.reduce((sum, client) => sum + client.errors, 0);
      console.log(
        row(
          [
            rate,
            Math.round(expected),
            Math.round(got),
            `${Math.round((100 * got) / expected)} %`,
            Math.round((100 * (end.cpu - start.cpu)) / seconds),
            rssMegabytes(server.child.pid!),
            errors,
          ],
          [9, 15, 16, 10, 7, 8, 7],
        ),
      );
    }
    source.set({ rate: 0 });
  } finally {
    await shutdown(setup);
  }
}

async function stalled(): Promise<void> {
  // The drop limit is put out of reach so the stalled viewer stays for the whole minute: its cost is its queue.
  const setup = await boot({ SERVICE_WS_BACKPRESSURE_DROP_LIMIT: '1000000' });
  const { server, source, clients } = setup;
  try {
    const stuck = clients[0]!;
    if (!process.env.BENCH_STALL_CONTROL) stuck.socket.pause();
    const others = clients.slice(1);
    source.set({ size: STALL_LINE_BYTES, rate: 100 });
    const warmup = 30;
    console.log(
      `\none viewer of ${CLIENTS} never reads; 100 lines/s of ${STALL_LINE_BYTES} B (its socket buffers fill in the first ${warmup} s, then its queue)`,
    );
    await sleep(warmup * 1000);
    const samples: Array<{ second: number; rss: number; heap: number; external: number }> = [];
    const startDelivered = delivered(others);
    const started = performance.now();
    for (let second = 0; second <= STALL_SECONDS; second += 5) {
      samples.push({ second, rss: rssMegabytes(server.child.pid!), ...(await memory(server.url, setup.cookie)) });
      if (second < STALL_SECONDS) await sleep(5000);
    }
    const rate = (delivered(others) - startDelivered) / ((performance.now() - started) / 1000);
    source.set({ rate: 0 });
    console.log(row(['s', 'RSS MB', 'heap used MB (after GC)', 'external MB (after GC)'], [5, 8, 25, 22]));
    for (const sample of samples) console.log(row([sample.second, sample.rss, sample.heap, sample.external], [5, 8, 25, 22]));
    const spread = (pick: (sample: (typeof samples)[number]) => number) => {
      const values = samples.map(pick);
      return `${Math.min(...values)}–${Math.max(...values)} MB (last - first ${Math.round((values[values.length - 1]! - values[0]!) * 10) / 10})`;
    };
    console.log(`RSS ${spread((x) => x.rss)}; heap used ${spread((x) => x.heap)}; external ${spread((x) => x.external)}`);
    console.log(
      `the other viewers got ${Math.round(rate)} messages/s; the stalled one still holds its connection: ${stuck.socket.readyState === WebSocket.OPEN}`,
    );
    // Resumed, it reads its backlog and, once idle, a heartbeat with what was dropped for it while it stalled.
    stuck.socket.resume();
    await waitUntil(async () => stuck.dropped > 0, 30_000).catch(() => undefined);
    console.log(
      `resumed, it read ${stuck.logs} lines; its heartbeat reports ${stuck.dropped} dropped (its queue was full, so memory stayed at the queue's bound)`,
    );
  } finally {
    await shutdown(setup);
  }
}

async function cutOff(): Promise<void> {
  const setup = await boot({});
  const { source, clients } = setup;
  try {
    const stuck = clients[0]!;
    stuck.socket.pause();
    source.set({ size: STALL_LINE_BYTES, rate: 200 });
    const started = performance.now();
    await waitUntil(async () => delivered(clients.slice(1)) >= (CLIENTS - 1) * 200 * 40, 120_000);
    source.set({ rate: 0 });
    stuck.socket.resume();
    const code = await Promise.race([stuck.closed, sleep(10_000).then(() => 0)]);
    // The 1013 close frame waits behind the backlog the client never read; 5 s later the server cuts the connection,
    // so a client that resumes this late sees 1006 (one that reads slowly gets the 1013 frame: see the tests).
    console.log(
      `\nwith the default limits (queue 1000, 100 drops in a row) a viewer that never reads was cut off: it saw close ${code} after taking ${stuck.logs} lines (${Math.round((performance.now() - started) / 1000)} s of 200 lines/s of ${STALL_LINE_BYTES} B)`,
    );
  } finally {
    await shutdown(setup);
  }
}

if (!process.env.BENCH_ONLY_STALL) await throughput();
await stalled();
if (!process.env.BENCH_ONLY_STALL) await cutOff();
