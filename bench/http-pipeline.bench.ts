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
// BENCH_BASELINE=<git revision> also measures that revision, to tell whether a change made the service slower: it is
// checked out into a temporary git worktree, installed from the pnpm store and built as the workspace is
// (bench/baseline.ts), and its bench service and standard set start as the current ones do (compiled, the same Node
// flags and environment, data directories of their own seeded alike). Each of its scenarios is measured in the same
// round robin as the current one, and after the usual figures a table gives, per CPU scenario and for the standard
// set's idle RSS, the baseline's figure, the current one, their ratio and whether the current one is within 5 %
// (<= 1.05 x the baseline). The worktree is removed at the end, also when the run fails or is interrupted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../scripts/build.ts';
import { COMPILED_MAIN, SERVICE_NODE_FLAGS, serviceEnvironment } from '../scripts/service-command.mjs';
import { type Baseline, prepareBaseline } from './baseline.ts';
import {
  type CpuResult,
  type Farm,
  farmGateway,
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
/** A git revision to compare the current code with (see the top of this file); unset, the bench measures only the current code. */
const BASELINE = process.env.BENCH_BASELINE;
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

/** The bench service (bench/fixtures/serve-portcullis.ts) of the workspace at `root`, started on `dataDir`. */
async function measureStartup(root: string, dataDir: string): Promise<{ ms: number; url: string; stop: () => Promise<void>; pid: number }> {
  const started = Date.now();
  const server = await startServer(
    join(root, 'bench', 'fixtures', 'serve-portcullis.ts'),
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

interface BenchService {
  pid: number;
  url: string;
  /** The viewer key that authenticates the load. */
  key: string;
  coldMs: number;
  warmMs: number;
  idleRss: number;
  /** Stops the service and removes its data directory. */
  stop(): Promise<void>;
}

/** The bench service of the workspace at `root`: started on a fresh data directory and seeded, then again on it (warm) and left idle. */
async function startBenchService(root: string): Promise<BenchService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portcullis-bench-'));
  try {
    const cold = await measureStartup(root, dataDir);
    const key = await seed(cold.url);
    await cold.stop();
    const warm = await measureStartup(root, dataDir);
    await settle();
    const stop = async () => {
      await warm.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { pid: warm.pid, url: warm.url, key, coldMs: cold.ms, warmMs: warm.ms, idleRss: rssMegabytes(warm.pid), stop };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** What the load repeats against a bench service, one scenario each. */
function pipelineScenarios(service: BenchService): Scenario[] {
  const auth = { authorization: `Bearer ${service.key}` };
  const scenario = (name: string, path: string, headers: Record<string, string> = {}): Scenario => ({
    name,
    pid: service.pid,
    url: `${service.url}${path}`,
    headers,
  });
  return [
    scenario('/healthz', '/healthz'),
    scenario('single read (full pipeline)', '/api/bench/items/42', auth),
    scenario('50-item list (full pipeline)', '/api/bench/items?limit=50', auth),
  ];
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

/** `npm start` as shipped (the standard plugin set, compiled) of the workspace at `root`, on `dataDir`; `env` adds to its environment. */
async function startStandardSet(root: string, dataDir: string, env: Record<string, string> = {}): Promise<{ ms: number; server: Server }> {
  const started = Date.now();
  const server = await startServer(
    join(root, COMPILED_MAIN),
    { ...AS_SHIPPED.env, SERVICE_PORT: '0', SERVICE_DATA_DIR: dataDir, ...env },
    { core: SERVER_CORE, nodeArgs: AS_SHIPPED.nodeArgs },
  );
  await waitUntil(async () => (await fetch(`${server.url}/readyz`)).status === 200, 10_000);
  return { ms: Date.now() - started, server };
}

/**
 * The standard set of each workspace in `roots` (figures in the same order): started on a fresh data directory,
 * then again on it (warm) and left idle, one workspace after the other; then all at once in local mode (gateways
 * on loopback addresses), each with 100 simulated gateways registered over mTLS, a load run on their gateway lists
 * round robin, and BENCH_PROBE_MINUTES of health probing.
 */
async function measureStandardSets(roots: string[]): Promise<StandardFigures[]> {
  const dataDirs = roots.map(() => mkdtempSync(join(tmpdir(), 'portcullis-bench-std-')));
  try {
    const starts: Array<Pick<StandardFigures, 'coldMs' | 'warmMs' | 'idleRss'>> = [];
    for (const [index, root] of roots.entries()) {
      const cold = await startStandardSet(root, dataDirs[index]!);
      await cold.server.stop();
      const warm = await startStandardSet(root, dataDirs[index]!);
      await settle();
      const idleRss = rssMegabytes(warm.server.child.pid!);
      await warm.server.stop();
      starts.push({ coldMs: cold.ms, warmMs: warm.ms, idleRss });
    }
    const probed = await probeGateways(roots, dataDirs);
    return starts.map((start, index) => ({ ...start, ...probed[index]! }));
  } finally {
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function probeGateways(roots: string[], dataDirs: string[]): Promise<Array<Omit<StandardFigures, 'coldMs' | 'warmMs' | 'idleRss'>>> {
  const farm = await startFarm(4);
  const servers: Server[] = [];
  try {
    for (const [index, root] of roots.entries()) {
      const { server } = await startStandardSet(root, dataDirs[index]!, { SERVICE_LOCAL_MODE: 'true', SERVICE_RATE_LIMIT_PER_MINUTE: '100000000' });
      servers.push(server);
    }
    const auths: Array<Record<string, string>> = [];
    for (const server of servers) {
      const auth = { authorization: `Bearer ${await principalKey(server.url, await adminSession(server.url), 'admin')}` };
      await registerGateways(server.url, auth, farm);
      auths.push(auth);
    }
    const registeredRss = servers.map((server) => rssMegabytes(server.child.pid!));
    const gatewayLists = await measureInterleaved(
      servers.map((server, index) => ({
        name: 'standard set: gateway list (50)',
        pid: server.child.pid!,
        url: `${server.url}/api/gateway/list?limit=50`,
        headers: auths[index]!,
      })),
      { requests: REQUESTS, repetitions: REPETITIONS },
    );
    const loadedRss = servers.map((server) => rssMegabytes(server.child.pid!));
    await new Promise((resolve) => setTimeout(resolve, PROBE_MINUTES * 60_000));
    const figures = [];
    for (const [index, server] of servers.entries()) {
      const probedRss = rssMegabytes(server.child.pid!);
      const listed = await json(`${server.url}/api/gateway/list?limit=${PROBED_GATEWAYS}`, { headers: auths[index]! });
      const connected = (listed.body.items as Array<{ status: string }>).filter((gateway) => gateway.status === 'connected').length;
      figures.push({ gatewayList: gatewayLists[index]!, registeredRss: registeredRss[index]!, loadedRss: loadedRss[index]!, probedRss, connected });
    }
    return figures;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
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
  // Prepared before this process is pinned, so that its install and build may use both cores.
  const baseline = BASELINE ? removedOnExit(() => prepareBaseline(ROOT, BASELINE)) : undefined;
  try {
    pinSelf(LOAD_CORE);
    build();
    const roots = baseline ? [ROOT, baseline.root] : [ROOT];
    const pipelines = await measurePipelines(roots);
    const standard = await measureStandardSets(roots);
    const [current, previous] = pipelines.services;
    report(pipelines.bare, [...pipelines.yardsticks, ...current!.results, standard[0]!.gatewayList], {
      coldStartMs: current!.coldMs,
      warmStartMs: current!.warmMs,
      idleRss: current!.idleRss,
      loadedRss: current!.loadedRss,
      standard: standard[0]!,
    });
    if (baseline) compare(baseline, comparable(previous!, standard[1]!), comparable(current!, standard[0]!));
  } finally {
    baseline?.remove();
  }
}

/**
 * An interrupted run (Ctrl-C, a killed job) still removes the baseline's worktree: the handlers are in place before
 * the worktree is made, and one that fires while it is being prepared runs once preparing returns.
 */
function removedOnExit(prepare: () => Baseline): Baseline {
  let baseline: Baseline | undefined;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      baseline?.remove();
      process.exit(1);
    });
  }
  baseline = prepare();
  return baseline;
}

interface PipelineFigures {
  /** The service's scenarios (pipelineScenarios), in their order. */
  results: CpuResult[];
  coldMs: number;
  warmMs: number;
  idleRss: number;
  loadedRss: number;
}

/** The yardsticks and the bench service of each workspace in `roots` (figures in the same order), all running at once and measured round robin. */
async function measurePipelines(roots: string[]): Promise<{ bare: CpuResult; yardsticks: CpuResult[]; services: PipelineFigures[] }> {
  const yardsticks = await startYardsticks();
  const services: BenchService[] = [];
  try {
    for (const root of roots) services.push(await startBenchService(root));
    const scenarios = services.map(pipelineScenarios);
    const [bare, ...results] = await measureInterleaved([...yardsticks.scenarios, ...scenarios.flat()], { requests: REQUESTS, repetitions: REPETITIONS });
    const others = results.splice(0, yardsticks.scenarios.length - 1);
    return {
      bare: bare!,
      yardsticks: others,
      services: services.map((service, index) => ({
        results: results.splice(0, scenarios[index]!.length),
        coldMs: service.coldMs,
        warmMs: service.warmMs,
        idleRss: service.idleRss,
        loadedRss: rssMegabytes(service.pid),
      })),
    };
  } finally {
    await Promise.all(services.map((service) => service.stop()));
    await yardsticks.stop();
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

/** The figures a change must not make worse, for a comparison with a baseline: lower is better for each. */
interface Comparable {
  name: string;
  value: number;
}

function comparable(pipeline: PipelineFigures, standard: StandardFigures): Comparable[] {
  const cpu = (result: CpuResult): Comparable => ({ name: `${result.name}, µs/request`, value: result.microseconds });
  return [...pipeline.results.map(cpu), cpu(standard.gatewayList), { name: 'standard set idle RSS, MB', value: standard.idleRss }];
}

/** The acceptance rule for a change measured against a baseline: each figure at most 5 % above the baseline's. */
const BASELINE_TOLERANCE = 1.05;

function compare(baseline: Baseline, before: Comparable[], after: Comparable[]): void {
  const widths = [44, 10, 10, 7, 10];
  const line = (cells: Array<string | number>) => process.stdout.write(`${row(cells, widths)}\n`);
  process.stdout.write(
    `\nbaseline ${baseline.revision} (${baseline.commit.slice(0, 12)}) against the current code, in the same run and round robin (within 5 %: current <= ${BASELINE_TOLERANCE} x baseline)\n`,
  );
  line(['figure', 'baseline', 'current', 'ratio', 'within 5 %']);
  for (const [index, figure] of after.entries()) {
    const ratio = figure.value / before[index]!.value;
    line([figure.name, before[index]!.value, figure.value, ratio.toFixed(3), ratio <= BASELINE_TOLERANCE ? 'met' : 'MISSED']);
  }
}

await main();
