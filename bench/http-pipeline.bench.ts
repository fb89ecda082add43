// HTTP pipeline cost as server CPU per request, measured side by side in one run. Each server runs pinned to one
// core with the load generator (autocannon, 10 connections) pinned to the other; fixed request counts, the server's
// own CPU time from /proc, the minimum over repetitions taken round robin across all servers (steadier than
// requests/s on a shared machine, and a slow stretch falls on every server alike). Targets:
//   /healthz                              <= 1.6 x bare node:http
//   single authenticated read             <= 4 x bare     (bearer key, role, zod, database read)
//   50-item list                          <= 12 x bare
//   gateway list (standard set, 50)       <= 1.5 x the 50-item list
//   idle RSS, standard plugin set         < 120 MB
//   start to /readyz, warm                < 1 s
// The standard set's RSS is also printed after a load run and after BENCH_PROBE_MINUTES (default 1; the issue asks
// for 10) of health probing of 100 simulated gateways, at the default interval (SERVICE_HEALTH_INTERVAL_SECONDS).
// Yardsticks in the same run: bare node:http, bare Koa + @koa/router (the framework's floor), and a hand-written
// Koa + router + zod + prepared better-sqlite3 statements + SHA-256 key lookup (the level the targets name).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../scripts/build.ts';
import { COMPILED_MAIN, SERVICE_NODE_FLAGS, serviceEnvironment } from '../scripts/service-command.mjs';
import {
  type CpuResult,
  type Farm,
  farmGateway,
  measureCpu,
  measureInterleaved,
  pinSelf,
  row,
  rssMegabytes,
  type Scenario,
  type Server,
  startFarm,
  startServer,
  waitUntil,
} from './lib.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const ROOT = here('..');
/** The services run as `npm start` runs them: compiled, with its V8 flags and environment (and no compile cache: service-command.mjs). */
const AS_SHIPPED = { nodeArgs: SERVICE_NODE_FLAGS, env: serviceEnvironment({}) };
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 5);
const LOAD_CORE = 0;
const SERVER_CORE = 1;
const REFERENCE_KEY = 'svc_hand-written-reference-key';
// Cookie-authenticated writes must come from the service's own origin (the default SERVICE_PUBLIC_URL).
const PUBLIC_URL = 'http://localhost:8888';
const PROBE_MINUTES = Number(process.env.BENCH_PROBE_MINUTES ?? 1);
const PROBED_GATEWAYS = 100;
/** How long a started service is left alone before its idle RSS is read. */
const SETTLE_MS = 3000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

async function measureStartup(dataDir: string): Promise<{ ms: number; url: string; stop: () => Promise<void>; pid: number }> {
  const started = Date.now();
  const server = await startServer(
    here('./fixtures/serve-portcullis.ts'),
    {
      ...AS_SHIPPED.env,
      SERVICE_PORT: '0',
      SERVICE_DATA_DIR: dataDir,
      SERVICE_RATE_LIMIT_PER_MINUTE: '100000000',
      SERVICE_LOG_LEVEL: 'info',
    },
    { core: SERVER_CORE, nodeArgs: AS_SHIPPED.nodeArgs },
  );
  await waitUntil(async () => (await fetch(`${server.url}/readyz`)).status === 200, 10_000);
  return { ms: Date.now() - started, url: server.url, stop: server.stop, pid: server.child.pid! };
}

interface StandardFigures {
  coldMs: number;
  warmMs: number;
  idleRss: number;
  gatewayList: CpuResult;
  registeredRss: number;
  loadedRss: number;
  probedRss: number;
  connected: number;
}

/** `npm start` as shipped (the standard plugin set, compiled), on `dataDir`; `env` adds to its environment. */
async function startStandardSet(dataDir: string, env: Record<string, string> = {}): Promise<{ ms: number; server: Server }> {
  const started = Date.now();
  const server = await startServer(
    join(ROOT, COMPILED_MAIN),
    { ...AS_SHIPPED.env, SERVICE_PORT: '0', SERVICE_DATA_DIR: dataDir, ...env },
    { core: SERVER_CORE, nodeArgs: AS_SHIPPED.nodeArgs },
  );
  await waitUntil(async () => (await fetch(`${server.url}/readyz`)).status === 200, 10_000);
  return { ms: Date.now() - started, server };
}

/**
 * The standard set: started on a fresh data directory, then again on it (warm) and left idle; then once more in
 * local mode (gateways on loopback addresses) with 100 simulated gateways registered over mTLS, a load run on the
 * gateway list, and BENCH_PROBE_MINUTES of health probing.
 */
async function measureStandardSet(): Promise<StandardFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portcullis-bench-std-'));
  try {
    const cold = await startStandardSet(dataDir);
    await cold.server.stop();
    const warm = await startStandardSet(dataDir);
    await settle();
    const idleRss = rssMegabytes(warm.server.child.pid!);
    await warm.server.stop();
    return { coldMs: cold.ms, warmMs: warm.ms, idleRss, ...(await probeGateways(dataDir)) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function probeGateways(dataDir: string): Promise<Omit<StandardFigures, 'coldMs' | 'warmMs' | 'idleRss'>> {
  const farm = await startFarm(4);
  const { server } = await startStandardSet(dataDir, { SERVICE_LOCAL_MODE: 'true', SERVICE_RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    const pid = server.child.pid!;
    const auth = { authorization: `Bearer ${await principalKey(server.url, await adminSession(server.url), 'admin')}` };
    await registerGateways(server.url, auth, farm);
    const registeredRss = rssMegabytes(pid);
    const gatewayList = await measureCpu('standard set: gateway list (50)', pid, `${server.url}/api/gateway/list?limit=50`, {
      requests: REQUESTS,
      repetitions: REPETITIONS,
      headers: auth,
    });
    const loadedRss = rssMegabytes(pid);
    await new Promise((resolve) => setTimeout(resolve, PROBE_MINUTES * 60_000));
    const probedRss = rssMegabytes(pid);
    const listed = await json(`${server.url}/api/gateway/list?limit=${PROBED_GATEWAYS}`, { headers: auth });
    const connected = (listed.body.items as Array<{ status: string }>).filter((gateway) => gateway.status === 'connected').length;
    return { gatewayList, registeredRss, loadedRss, probedRss, connected };
  } finally {
    await server.stop();
    await farm.stop();
  }
}

/** 100 gateways over mTLS, each on its own loopback address (its own channel and TLS session), 8 at a time. */
async function registerGateways(url: string, auth: Record<string, string>, farm: Farm): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < PROBED_GATEWAYS) {
      const i = next;
      next += 1;
      const registered = await json(`${url}/api/gateway/register`, {
        method: 'POST',
        headers: auth,
        json: farmGateway(farm, i, `gw-${String(i).padStart(3, '0')}`),
      });
      if (registered.status !== 201) throw new Error(`registering gateway ${i} failed: ${JSON.stringify(registered)}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

async function json(url: string, init: RequestInit & { json?: unknown } = {}): Promise<{ status: number; body: any; cookie: string }> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL, ...(init.headers as Record<string, string> | undefined) },
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  return { status: response.status, body: await response.json().catch(() => null), cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

/** The first administrator of a fresh service, logged in: the session cookie. */
async function adminSession(url: string): Promise<string> {
  const admin = { email: 'bench-admin@example.com', password: 'bench-password-2026' };
  const setup = await json(`${url}/api/auth/setup`, { method: 'POST', json: admin });
  if (setup.status !== 201 && setup.status !== 200) throw new Error(`setup failed: ${JSON.stringify(setup)}`);
  const login = await json(`${url}/api/auth/login`, { method: 'POST', json: admin });
  if (!login.cookie) throw new Error(`login failed: ${JSON.stringify(login)}`);
  return login.cookie;
}

/** A new service principal with `role`: its key. */
async function principalKey(url: string, cookie: string, role: string): Promise<string> {
  const principal = await json(`${url}/api/auth/service-principals`, { method: 'POST', headers: { cookie }, json: { name: `bench-${role}`, role } });
  if (!principal.body?.key) throw new Error(`could not create a service principal: ${JSON.stringify(principal)}`);
  return principal.body.key as string;
}

/** First admin, a session, a viewer service principal (its key authenticates the load), and 100 items. */
async function seed(url: string): Promise<string> {
  const cookie = await adminSession(url);
  const key = await principalKey(url, cookie, 'viewer');
  const seeded = await json(`${url}/api/bench/items/seed`, { method: 'POST', headers: { cookie }, json: { count: 100 } });
  if (seeded.status !== 200) throw new Error(`seeding failed: ${JSON.stringify(seeded)}`);
  return key;
}

/** The yardsticks: bare node:http, bare Koa + router, and the hand-written reference, each pinned. */
async function startYardsticks(): Promise<{ scenarios: Scenario[]; stop: () => Promise<void> }> {
  const pinned = (fixture: string, env: Record<string, string> = {}) => startServer(here(fixture), env, { core: SERVER_CORE });
  const servers = [
    await pinned('./fixtures/bare-server.ts'),
    await pinned('./fixtures/bare-koa.ts'),
    await pinned('./fixtures/hand-written.ts', { REFERENCE_KEY }),
  ];
  const [bare, koa, reference] = servers;
  const key = { authorization: `Bearer ${REFERENCE_KEY}` };
  return {
    scenarios: [
      { name: 'bare node:http', pid: bare!.child.pid!, url: `${bare!.url}/` },
      { name: 'bare Koa + router', pid: koa!.child.pid!, url: `${koa!.url}/api/bench/items/42` },
      { name: 'hand-written single read', pid: reference!.child.pid!, url: `${reference!.url}/api/bench/items/42`, headers: key },
      { name: 'hand-written 50-item list', pid: reference!.child.pid!, url: `${reference!.url}/api/bench/items?limit=50`, headers: key },
    ],
    stop: async () => {
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}

async function main(): Promise<void> {
  pinSelf(LOAD_CORE);
  build();
  const yardsticks = await startYardsticks();
  const dataDir = mkdtempSync(join(tmpdir(), 'portcullis-bench-'));
  try {
    const cold = await measureStartup(dataDir);
    const key = await seed(cold.url);
    await cold.stop();
    const server = await measureStartup(dataDir);
    await settle();
    const idleRss = rssMegabytes(server.pid);
    const auth = { authorization: `Bearer ${key}` };
    const scenario = (name: string, path: string, headers: Record<string, string> = {}): Scenario => ({
      name,
      pid: server.pid,
      url: `${server.url}${path}`,
      headers,
    });
    const [bare, ...results] = await measureInterleaved(
      [
        ...yardsticks.scenarios,
        scenario('/healthz', '/healthz'),
        scenario('single read (full pipeline)', '/api/bench/items/42', auth),
        scenario('50-item list (full pipeline)', '/api/bench/items?limit=50', auth),
      ],
      { requests: REQUESTS, repetitions: REPETITIONS },
    );
    const loadedRss = rssMegabytes(server.pid);
    await server.stop();
    await yardsticks.stop();
    const standard = await measureStandardSet();
    report(bare!, [...results, standard.gatewayList], { coldStartMs: cold.ms, warmStartMs: server.ms, idleRss, loadedRss, standard });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each scenario's ceiling, as a multiple of bare node:http's CPU per request. */
const TARGETS: Record<string, number> = { '/healthz': 1.6, 'single read (full pipeline)': 4, '50-item list (full pipeline)': 12 };
/** The standard set's gateway list, as a multiple of the full pipeline's generic 50-item list. */
const GATEWAY_LIST_TARGET = 1.5;
const STARTUP_TARGET_MS = 1000;
const RSS_TARGET_MB = 120;

interface Figures {
  coldStartMs: number;
  warmStartMs: number;
  idleRss: number;
  loadedRss: number;
  standard: StandardFigures;
}

function report(bare: CpuResult, results: CpuResult[], figures: Figures): void {
  const widths = [32, 12, 10, 8, 16, 8];
  const line = (cells: Array<string | number>) => process.stdout.write(`${row(cells, widths)}\n`);
  line(['server', 'µs/request', 'req/s', 'x bare', 'target', 'non-2xx']);
  line([bare.name, bare.microseconds, bare.requestsPerSecond, '1.00', '', bare.non2xx]);
  for (const result of results) {
    const ratio = result.microseconds / bare.microseconds;
    const target = TARGETS[result.name];
    const verdict = target === undefined ? '' : `<= ${target} ${ratio <= target ? 'met' : 'MISSED'}`;
    line([result.name, result.microseconds, result.requestsPerSecond, ratio.toFixed(2), verdict, result.non2xx]);
  }
  const { standard } = figures;
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const genericList = results.find((result) => result.name === '50-item list (full pipeline)')!;
  const listRatio = standard.gatewayList.microseconds / genericList.microseconds;
  process.stdout.write(
    `gateway list against the 50-item list: ${listRatio.toFixed(2)} x (target <= ${GATEWAY_LIST_TARGET} ${met(listRatio <= GATEWAY_LIST_TARGET)})\n`,
  );
  process.stdout.write(
    `bench service: start to /readyz 200 ${figures.warmStartMs} ms warm, ${figures.coldStartMs} ms on a fresh database; RSS idle ${figures.idleRss} MB, after the load ${figures.loadedRss} MB\n`,
  );
  process.stdout.write(
    `standard plugin set (npm start): start to /readyz 200 ${standard.warmMs} ms warm (target < ${STARTUP_TARGET_MS} ms ${met(standard.warmMs < STARTUP_TARGET_MS)}), ${standard.coldMs} ms on a fresh database\n`,
  );
  process.stdout.write(`standard plugin set idle RSS: ${standard.idleRss} MB (target < ${RSS_TARGET_MB} MB ${met(standard.idleRss < RSS_TARGET_MB)})\n`);
  process.stdout.write(
    `standard plugin set with ${PROBED_GATEWAYS} simulated gateways: RSS once registered ${standard.registeredRss} MB, after the gateway-list load ${standard.loadedRss} MB, after ${PROBE_MINUTES} min of health probing ${standard.probedRss} MB (${standard.connected} connected)\n`,
  );
}

await main();
