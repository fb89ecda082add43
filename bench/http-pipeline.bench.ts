// HTTP pipeline cost, measured side by side in one run against a bare node:http server:
//   /healthz                              target >= 60 % of the bare server's requests/s
//   single-resource read, full pipeline   target >= 35 %   (bearer key auth, role, zod, database read)
//   50-item list, full pipeline           target >= 15 %
//   start to /readyz 200                  target < 1.5 s (dependencies already installed)
//   idle RSS                              target < 120 MB
// A bare Koa + @koa/router server is measured too, as the framework's floor: what no route built on Koa can beat.
// The servers run in child processes; the load generator (autocannon, 10 connections) runs here, so with two
// cores each side has one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, row, rssMegabytes, startServer, waitUntil, type LoadResult } from './lib.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// Cookie-authenticated writes must come from the service's own origin (the default SERVICE_PUBLIC_URL).
const PUBLIC_URL = 'http://localhost:8888';

async function measureStartup(dataDir: string): Promise<{ ms: number; url: string; stop: () => Promise<void>; pid: number }> {
  const started = Date.now();
  const server = await startServer(here('./fixtures/serve-portcullis.ts'), {
    SERVICE_PORT: '0', SERVICE_DATA_DIR: dataDir, SERVICE_RATE_LIMIT_PER_MINUTE: '100000000', SERVICE_LOG_LEVEL: 'info',
  });
  await waitUntil(async () => (await fetch(`${server.url}/readyz`)).status === 200, 10_000);
  return { ms: Date.now() - started, url: server.url, stop: server.stop, pid: server.child.pid! };
}

/** `npm start` as shipped: the standard plugin set, a fresh data directory, then started again on it. */
async function measureStandardSet(): Promise<{ coldMs: number; warmMs: number; idleRss: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portcullis-bench-std-'));
  const run = async () => {
    const started = Date.now();
    const server = await startServer(here('../core/src/main.ts'), { SERVICE_PORT: '0', SERVICE_DATA_DIR: dataDir });
    await waitUntil(async () => (await fetch(`${server.url}/readyz`)).status === 200, 10_000);
    return { ms: Date.now() - started, server };
  };
  try {
    const cold = await run();
    await cold.server.stop();
    const warm = await run();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleRss = rssMegabytes(warm.server.child.pid!);
    await warm.server.stop();
    return { coldMs: cold.ms, warmMs: warm.ms, idleRss };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function json(url: string, init: RequestInit & { json?: unknown } = {}): Promise<{ status: number; body: any; cookie: string }> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL, ...(init.headers as Record<string, string> | undefined) },
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  return { status: response.status, body: await response.json().catch(() => null), cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

/** First admin, a session, a viewer service principal (its key authenticates the load), and 100 items. */
async function seed(url: string): Promise<string> {
  const admin = { email: 'bench-admin@example.com', password: 'bench-password-2026' };
  const setup = await json(`${url}/api/auth/setup`, { method: 'POST', json: admin });
  if (setup.status !== 201 && setup.status !== 200) throw new Error(`setup failed: ${JSON.stringify(setup)}`);
  const login = await json(`${url}/api/auth/login`, { method: 'POST', json: admin });
  if (!login.cookie) throw new Error(`login failed: ${JSON.stringify(login)}`);
  const principal = await json(`${url}/api/auth/service-principals`, { method: 'POST', headers: { cookie: login.cookie }, json: { name: 'bench-reader', role: 'viewer' } });
  if (!principal.body?.key) throw new Error(`could not create a service principal: ${JSON.stringify(principal)}`);
  const seeded = await json(`${url}/api/bench/items/seed`, { method: 'POST', headers: { cookie: login.cookie }, json: { count: 100 } });
  if (seeded.status !== 200) throw new Error(`seeding failed: ${JSON.stringify(seeded)}`);
  return principal.body.key as string;
}

async function main(): Promise<void> {
  const bare = await startServer(here('./fixtures/bare-server.ts'));
  const baseline = await load('bare node:http', bare.url, { seconds: SECONDS });
  await bare.stop();
  const koa = await startServer(here('./fixtures/bare-koa.ts'));
  const koaFloor = await load('bare Koa + router (reference)', `${koa.url}/api/bench/items/42`, { seconds: SECONDS });
  await koa.stop();

  const dataDir = mkdtempSync(join(tmpdir(), 'portcullis-bench-'));
  try {
    const cold = await measureStartup(dataDir);
    const key = await seed(cold.url);
    await cold.stop();
    const server = await measureStartup(dataDir);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleRss = rssMegabytes(server.pid);
    const auth = { authorization: `Bearer ${key}` };
    const results: LoadResult[] = [
      await load('/healthz', `${server.url}/healthz`, { seconds: SECONDS }),
      await load('single read (full pipeline)', `${server.url}/api/bench/items/42`, { seconds: SECONDS, headers: auth }),
      await load('50-item list (full pipeline)', `${server.url}/api/bench/items?limit=50`, { seconds: SECONDS, headers: auth }),
    ];
    const loadedRss = rssMegabytes(server.pid);
    await server.stop();
    report(baseline, [koaFloor, ...results], { coldStartMs: cold.ms, warmStartMs: server.ms, idleRss, loadedRss });
    const standard = await measureStandardSet();
    process.stdout.write(`standard plugin set (npm start): start to /readyz 200 ${standard.warmMs} ms (${standard.coldMs} ms on a fresh database); idle RSS ${standard.idleRss} MB\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(baseline: LoadResult, results: LoadResult[], figures: { coldStartMs: number; warmStartMs: number; idleRss: number; loadedRss: number }): void {
  const targets: Record<string, number> = { '/healthz': 0.6, 'single read (full pipeline)': 0.35, '50-item list (full pipeline)': 0.15 };
  const widths = [32, 10, 9, 9, 9, 16, 8];
  process.stdout.write(`${row(['run', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'target', 'non-2xx'], widths)}\n`);
  process.stdout.write(`${row([baseline.name, baseline.requestsPerSecond, baseline.p50, baseline.p99, '1.00', '', baseline.non2xx], widths)}\n`);
  for (const result of results) {
    const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
    const target = targets[result.name];
    const verdict = target === undefined ? '' : `>= ${target} ${ratio >= target ? 'met' : 'MISSED'}`;
    process.stdout.write(`${row([result.name, result.requestsPerSecond, result.p50, result.p99, ratio.toFixed(2), verdict, result.non2xx], widths)}\n`);
  }
  process.stdout.write(`start to /readyz 200: ${figures.warmStartMs} ms (existing database; target < 1500 ms ${figures.warmStartMs < 1500 ? 'met' : 'MISSED'}), ${figures.coldStartMs} ms on a fresh database (migrations included)\n`);
  process.stdout.write(`idle RSS: ${figures.idleRss} MB (target < 120 MB ${figures.idleRss < 120 ? 'met' : 'MISSED'}); after the load: ${figures.loadedRss} MB\n`);
}

await main();
