// The scale bench (docs/plugins.md, Tasks; Push instead of polling): BENCH_GATEWAYS gateways (default 1,000) of
// BENCH_SANDBOXES running sandboxes each (default 20), one simulator per gateway over mTLS, spread over BENCH_FARMS
// simulator processes; service replicas as separate processes (bin/portcullis running the compiled workspace, as a
// deployment does; authentication off) on one PostgreSQL database (PORTCULLIS_TEST_PG_URL). Three phases: one
// replica, three replicas, and the two left after a SIGKILL of one. Each phase prints, against its target:
// - probe cycle and approval-detection cycle time (per replica, from its task states; the phase's is the slowest);
// - denial → approval.pending (p50/p95), for sandboxes with a workflow (always watched through a stream) and for the
//   others (watched as well while a gateway has no more running sandboxes than BENCH_WATCH_PER_GATEWAY, the
//   service's `approvals.watch_per_gateway`, else polled), from the denial at the simulator to the chunk row marked
//   announced;
// - CPU (share of one core) and RSS per replica; how busy the machine was and the farm's CPU (all share it);
//   PostgreSQL transactions and tuples per second (pg_stat_database, less the bench's own queries);
// - gateways probed more often than once per interval (a second replica probing them would double their count).
// A phase starts once every replica has run both tasks twice since the membership changed. Not a timed test: it
// prints figures. Heavy: run it on a quiet machine. BENCH_NODE_OPTIONS reaches the replicas' node (`--cpu-prof
// --cpu-prof-dir=…` profiles each; the replicas left at the end stop with SIGTERM, so theirs are written).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Database } from '@portcullis/core';
import { connectTestDatabase, createTestDatabase, type TestDatabase } from '@portcullis/testing';
import { type ReplicaProcess, startReplica as startProcess } from '../deploy/test/support/replica.ts';
import { build } from '../scripts/build.ts';
import { cpuNanoseconds, rssMegabytes } from './lib.ts';

const GATEWAYS = Number(process.env.BENCH_GATEWAYS ?? 1000);
const SANDBOXES = Number(process.env.BENCH_SANDBOXES ?? 20);
const FARMS = Number(process.env.BENCH_FARMS ?? 4);
/** Denials per phase, half to sandboxes with a workflow, half to idle ones. */
const DENIALS = Number(process.env.BENCH_DENIALS ?? 40);
/** The service's `approvals.watch_per_gateway` (its default when unset). */
const WATCH_PER_GATEWAY = process.env.BENCH_WATCH_PER_GATEWAY;
/** Options for the replicas' node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`. */
const NODE_OPTIONS = process.env.BENCH_NODE_OPTIONS;
const INTERVAL_S = 5;
const MIN_WINDOW_MS = 30_000;
const MAX_WINDOW_MS = 150_000;
const PLUGINS = ['users', 'gateways', 'openshell-0-0', 'openshell-0-1', 'policies', 'approvals', 'approvals-quorum'];
const PROBE = 'gateways.health-probe';
const DETECTION = 'approvals.poll';
const SECRET_KEY = randomBytes(32).toString('base64url');

/** One simulator process of the farm, driven by JSON lines (bench/fixtures/scale-farm.ts). */
class FarmProcess {
  readonly child: ChildProcess;
  readonly offset: number;
  ports: number[] = [];
  credentials = { ca: '', cert: '', key: '' };
  private readonly waiting = new Map<number, (reply: any) => void>();
  private nextTag = 0;

  private constructor(child: ChildProcess, offset: number) {
    this.child = child;
    this.offset = offset;
  }

  static start(count: number, offset: number): Promise<FarmProcess> {
    const file = new URL('./fixtures/scale-farm.ts', import.meta.url).pathname;
    const farm = new FarmProcess(spawn(process.execPath, [file, String(count), String(SANDBOXES)], { stdio: ['pipe', 'pipe', 'inherit'] }), offset);
    return new Promise((resolve, reject) => {
      farm.child.once('exit', (code) => reject(new Error(`a farm process exited with ${code}`)));
      createInterface({ input: farm.child.stdout! }).on('line', (line) => {
        const message = JSON.parse(line);
        if (message.ports) {
          farm.ports = message.ports;
          farm.credentials = { ca: message.ca, cert: message.cert, key: message.key };
          resolve(farm);
        } else farm.waiting.get(message.tag)?.(message);
      });
    });
  }

  request(command: Record<string, unknown>): Promise<any> {
    const tag = this.nextTag++;
    return new Promise((resolve) => {
      this.waiting.set(tag, (reply) => {
        this.waiting.delete(tag);
        resolve(reply);
      });
      this.child.stdin!.write(`${JSON.stringify({ ...command, tag })}\n`);
    });
  }

  stop(): void {
    this.child.kill('SIGTERM');
  }
}

interface Replica {
  name: string;
  process: ReplicaProcess;
}

interface Farm {
  processes: FarmProcess[];
  /** Which process serves gateway `index`, and its index there. */
  locate(index: number): { farm: FarmProcess; sim: number };
}

const gatewayName = (index: number) => `gw-${String(index).padStart(4, '0')}`;

async function startFarm(): Promise<Farm> {
  const per = Math.ceil(GATEWAYS / FARMS);
  const processes = await Promise.all(Array.from({ length: FARMS }, (_, i) => FarmProcess.start(Math.max(0, Math.min(per, GATEWAYS - i * per)), i * per)));
  return { processes, locate: (index) => ({ farm: processes[Math.floor(index / per)]!, sim: index % per }) };
}

async function api(replica: Replica, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${replica.process.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function inParallel(count: number, limit: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

async function registerFarm(replica: Replica, farm: Farm): Promise<void> {
  await inParallel(GATEWAYS, 24, async (index) => {
    const { farm: owner, sim } = farm.locate(index);
    const body = {
      name: gatewayName(index),
      endpoint: `https://127.0.0.1:${owner.ports[sim]}`,
      auth_mode: 'mtls',
      tls_server_name: 'localhost',
      ca_cert: owner.credentials.ca,
      client_cert: owner.credentials.cert,
      client_key: owner.credentials.key,
    };
    const registered = await api(replica, 'POST', '/api/gateway/register', body);
    if (registered.status !== 201) throw new Error(`registering ${body.name}: ${registered.status} ${JSON.stringify(registered.body)}`);
    // Sandbox s-0 of every gateway has a workflow: detection watches it through a stream instead of polling it.
    const workflow = await api(replica, 'PUT', `/api/gateways/${body.name}/sandboxes/s-0/approval-workflow`, {
      required_votes: 2,
      voters: ['alice@example.com', 'bob@example.com'],
    });
    if (workflow.status !== 201) throw new Error(`workflow on ${body.name}: ${workflow.status} ${JSON.stringify(workflow.body)}`);
  });
}

let replicaCount = 0;
const dataDirs: string[] = [];

/** A service process (bin/portcullis) running the compiled workspace, as a deployment does, with authentication off. */
async function startReplica(database: TestDatabase): Promise<Replica> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portcullis-scale-'));
  dataDirs.push(dataDir);
  const name = String.fromCharCode(65 + replicaCount++);
  const process = await startProcess(name, {
    PORTCULLIS_FROM: 'dist',
    ...database.env,
    SERVICE_DATA_DIR: dataDir,
    SERVICE_PORT: '0',
    SERVICE_HOST: '127.0.0.1',
    SERVICE_AUTH_ENABLED: 'false',
    SERVICE_LOCAL_MODE: 'true',
    SERVICE_PLUGINS: PLUGINS.join(','),
    SERVICE_SECRET_KEY: SECRET_KEY,
    SERVICE_REPLICAS: '3',
    SERVICE_HEALTH_INTERVAL_SECONDS: String(INTERVAL_S),
    SERVICE_APPROVALS_POLL_SECONDS: String(INTERVAL_S),
    SERVICE_RATE_LIMIT_PER_MINUTE: '100000000',
    ...(WATCH_PER_GATEWAY === undefined ? {} : { SERVICE_APPROVALS_WATCH_PER_GATEWAY: WATCH_PER_GATEWAY }),
    ...(NODE_OPTIONS === undefined ? {} : { NODE_OPTIONS }),
  });
  return { name, process };
}

interface TaskRun {
  startedAt: string;
  ms: number;
}

/** The last finished run of each task on the replica (start and duration). */
async function lastRuns(replica: Replica): Promise<Map<string, TaskRun>> {
  const tasks = (await api(replica, 'GET', '/api/system/tasks')).body;
  const runs = new Map<string, TaskRun>();
  for (const task of tasks.items ?? tasks) {
    if (!task.last_run_at || !task.last_success_at || task.running) continue;
    const ms = Date.parse(task.last_success_at) - Date.parse(task.last_run_at);
    if (ms >= 0) runs.set(task.id, { startedAt: task.last_run_at, ms });
  }
  return runs;
}

/** Samples each replica's task states until stopped; keeps every distinct finished run of the two sharded tasks. */
function sampleCycles(replicas: Replica[]): { stop(): Promise<Map<string, Map<string, number[]>>> } {
  const seen = new Map(
    replicas.map((replica) => [
      replica.name,
      new Map<string, Map<string, number>>([
        [PROBE, new Map()],
        [DETECTION, new Map()],
      ]),
    ]),
  );
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const replica of replicas) {
        const runs = await lastRuns(replica).catch(() => new Map<string, TaskRun>());
        for (const task of [PROBE, DETECTION]) {
          const run = runs.get(task);
          if (run) seen.get(replica.name)!.get(task)!.set(run.startedAt, run.ms);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return new Map([...seen].map(([name, tasks]) => [name, new Map([...tasks].map(([task, runs]) => [task, [...runs.values()]]))]));
    },
  };
}

const median = (values: number[]) => (values.length === 0 ? Number.NaN : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);
const quantile = (values: number[], q: number) =>
  values.length === 0 ? Number.NaN : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)]!;

interface PgCounters {
  xacts: number;
  tuples: number;
}

let ownQueries = 0;
async function pgCounters(db: Database): Promise<PgCounters> {
  ownQueries += 1;
  const [row] = await db.execute<{ xacts: string; tuples: string }>(
    'SELECT xact_commit + xact_rollback AS xacts, tup_returned + tup_fetched + tup_inserted + tup_updated + tup_deleted AS tuples FROM pg_stat_database WHERE datname = current_database()',
  );
  return { xacts: Number(row!.xacts), tuples: Number(row!.tuples) };
}

async function healthCalls(farm: Farm): Promise<number[]> {
  const replies = await Promise.all(farm.processes.map((process) => process.request({ op: 'calls', rpc: 'Health' })));
  return replies.flatMap((reply) => reply.counts as number[]);
}

/**
 * Until each replica has started `runs` more runs of both tasks (the first run seen may be under way): the probes
 * have read the membership, and the detection cycles have opened the streams of the gateways a replica took and
 * closed those it handed over, so a phase measures the steady state, not the move.
 */
async function waitForRuns(replicas: Replica[], runs: number): Promise<void> {
  const starts = new Map(replicas.flatMap((replica) => [PROBE, DETECTION].map((task) => [`${replica.name} ${task}`, new Set<string>()])));
  for (;;) {
    for (const replica of replicas) {
      const last = await lastRuns(replica);
      for (const task of [PROBE, DETECTION]) {
        const run = last.get(task);
        if (run) starts.get(`${replica.name} ${task}`)!.add(run.startedAt);
      }
    }
    if ([...starts.values()].every((seen) => seen.size >= runs + 1)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

interface Denial {
  gateway: string;
  sandbox: string;
  streamed: boolean;
  at: number;
  pendingAt: number | null;
}

let denialCursor = 0;
/** Denies on a gateway and sandbox not denied before: even ones in s-0 (a workflow), odd ones in a sandbox without one. */
async function deny(farm: Farm, streamed: boolean): Promise<Denial> {
  const index = (denialCursor * 7919) % GATEWAYS;
  const sandbox = streamed ? 's-0' : `s-${1 + (denialCursor % (SANDBOXES - 1))}`;
  denialCursor += 1;
  const { farm: owner, sim } = farm.locate(index);
  const reply = await owner.request({ op: 'deny', sim, sandbox, host: `blocked-${denialCursor}.example.com` });
  return { gateway: gatewayName(index), sandbox, streamed, at: reply.at, pendingAt: null };
}

async function markAnnounced(db: Database, denials: Denial[]): Promise<void> {
  const open = denials.filter((denial) => denial.pendingAt === null);
  if (open.length === 0) return;
  ownQueries += 1;
  const rows = await db.execute<{ gateway: string; sandbox: string; notified_at: string | Date }>(
    `SELECT gateway, sandbox, notified_at FROM approval_chunks WHERE notified_at IS NOT NULL AND gateway IN (${open.map(() => '?').join(', ')})`,
    open.map((denial) => denial.gateway),
  );
  for (const row of rows) {
    const denial = open.find((candidate) => candidate.gateway === row.gateway && candidate.sandbox === row.sandbox);
    if (denial) denial.pendingAt = new Date(row.notified_at).getTime();
  }
}

interface PhaseResult {
  label: string;
  probeMs: number;
  detectionMs: number;
  cpuPerReplica: number[];
}

/** A figure of the replica's /metrics (the first series of it). */
function metric(text: string, name: string): number {
  return Number(new RegExp(`^portcullis_${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
}

interface ReplicaFigures {
  /** The V8 heap in use, the memory outside it (buffers, TLS) and the freed heap and native memory given back: where its RSS goes. */
  memory: string;
  /** Event-loop delay p99 since the last scrape (prom-client resets it on each), in ms. */
  lagP99Ms: number;
}

async function figuresOf(replica: Replica): Promise<ReplicaFigures> {
  const text = await fetch(`${replica.process.url}/metrics`).then((response) => response.text());
  const megabytes = (name: string) => metric(text, name) / 1048576;
  return {
    memory:
      `heap used ${megabytes('nodejs_heap_size_used_bytes').toFixed(0)} of ${megabytes('nodejs_heap_size_total_bytes').toFixed(0)} MB, ` +
      `external ${megabytes('nodejs_external_memory_bytes').toFixed(0)} MB, freed memory returned so far: heap ${megabytes('heap_pages_returned_bytes_total').toFixed(0)} MB, ` +
      `native ${megabytes('native_memory_returned_bytes_total').toFixed(0)} MB`,
    lagP99Ms: metric(text, 'nodejs_eventloop_lag_p99_seconds') * 1000,
  };
}

/** A cycle time; none when no run finished within the window (a cycle longer than the window). */
const milliseconds = (ms: number) => (Number.isNaN(ms) ? 'no run finished in the window' : `${ms.toFixed(0)} ms`);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const line = (text: string) => process.stdout.write(`${text}\n`);

/** Busy and total time of every CPU of the machine so far (/proc/stat, in clock ticks). */
function machineTicks(): { busy: number; total: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  // The cpu line's fourth and fifth counts are idle and iowait.
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

async function measure(label: string, replicas: Replica[], farm: Farm, db: Database): Promise<PhaseResult> {
  line(`\n-- ${label} (${replicas.length} ${replicas.length === 1 ? 'replica' : 'replicas'})`);
  const sampler = sampleCycles(replicas);
  const started = performance.now();
  const cpuAt = replicas.map((replica) => cpuNanoseconds(replica.process.pid));
  const farmCpuAt = farm.processes.reduce((sum, process) => sum + cpuNanoseconds(process.child.pid!), 0);
  const machineAt = machineTicks();
  const pgAt = await pgCounters(db);
  const ownAt = ownQueries;
  // The probe counts' own window: from before the first count is asked for to after the last one is read.
  const healthFrom = performance.now();
  const healthAt = await healthCalls(farm);
  // A scrape resets the event-loop delay figures: those printed then cover this window only, not a replica's start.
  await Promise.all(replicas.map((replica) => figuresOf(replica)));
  const denials: Denial[] = [];
  for (let i = 0; i < DENIALS; i += 1) {
    denials.push(await deny(farm, i % 2 === 0));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  while (performance.now() - started < MAX_WINDOW_MS) {
    await markAnnounced(db, denials);
    if (performance.now() - started >= MIN_WINDOW_MS && denials.every((denial) => denial.pendingAt !== null)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const windowMs = performance.now() - started;
  const cpu = replicas.map((replica, i) => (cpuNanoseconds(replica.process.pid) - cpuAt[i]!) / 1e6 / windowMs);
  const farmCpu = (farm.processes.reduce((sum, process) => sum + cpuNanoseconds(process.child.pid!), 0) - farmCpuAt) / 1e6 / windowMs;
  const machine = machineTicks();
  const machineBusy = (machine.busy - machineAt.busy) / (machine.total - machineAt.total);
  const rss = replicas.map((replica) => rssMegabytes(replica.process.pid));
  const figures = await Promise.all(replicas.map((replica) => figuresOf(replica)));
  const farmLag = await Promise.all(farm.processes.map((process) => process.request({ op: 'lag' })));
  const pg = await pgCounters(db);
  const health = await healthCalls(farm);
  const healthMs = performance.now() - healthFrom;
  const cycles = await sampler.stop();

  const slowest = (task: string) => Math.max(...replicas.map((replica) => median(cycles.get(replica.name)!.get(task)!)));
  const probeMs = slowest(PROBE);
  const detectionMs = slowest(DETECTION);
  const perReplica = (task: string) => replicas.map((replica) => `${replica.name} ${milliseconds(median(cycles.get(replica.name)!.get(task)!))}`).join(', ');
  line(`probe cycle: ${milliseconds(probeMs)} (median per replica: ${perReplica(PROBE)})`);
  line(`approval-detection cycle: ${milliseconds(detectionMs)} (median per replica: ${perReplica(DETECTION)})`);

  for (const [kind, streamed] of [
    ['with a workflow', true],
    ['without a workflow', false],
  ] as const) {
    const latencies = denials.filter((denial) => denial.streamed === streamed && denial.pendingAt !== null).map((denial) => denial.pendingAt! - denial.at);
    const missing = denials.filter((denial) => denial.streamed === streamed && denial.pendingAt === null).length;
    const p95 = quantile(latencies, 0.95);
    line(
      `denial → approval.pending, ${kind}: p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms over ${latencies.length}` +
        `${missing ? ` (${missing} not announced within ${(MAX_WINDOW_MS / 1000).toFixed(0)} s)` : ''}; target p95 < 5000 ms: ${verdict(p95 < 5000 && missing === 0)}`,
    );
  }

  // A replica's probe cycles are due one interval apart, but each starts up to a scheduler tick late and probes a
  // gateway anywhere in its cycle: one gap may come out a little short. A second replica probing would double the count.
  const allowed = Math.floor(healthMs / (INTERVAL_S * 1000)) + 2;
  const probes = health.map((calls, i) => calls - healthAt[i]!);
  const doubled = probes.filter((count) => count > allowed).length;
  line(
    `probes per gateway in ${(healthMs / 1000).toFixed(1)} s: min ${Math.min(...probes)}, max ${Math.max(...probes)} (at most ${allowed} at one probe per ${INTERVAL_S} s interval, give or take a cycle); gateways probed more often: ${doubled}; target 0: ${verdict(doubled === 0)}`,
  );
  line(`CPU per replica (share of one core): ${replicas.map((replica, i) => `${replica.name} ${(cpu[i]! * 100).toFixed(1)} %`).join(', ')}`);
  // Replicas, farm and PostgreSQL share this machine: a busy machine slows every cycle, whoever owns the gateway.
  line(
    `machine: ${(machineBusy * 100).toFixed(0)} % of its ${availableParallelism()} CPUs busy; the farm's simulators used ${(farmCpu * 100).toFixed(1)} % of one core`,
  );
  const lag = (ms: number) => `${ms.toFixed(0)} ms`;
  line(
    `event-loop delay p99: ${replicas.map((replica, i) => `${replica.name} ${lag(figures[i]!.lagP99Ms)}`).join(', ')}; farm processes ${farmLag.map((reply) => lag(reply.p99Ms)).join(', ')}`,
  );
  line(
    `RSS per replica: ${replicas.map((replica, i) => `${replica.name} ${rss[i]} MB (${figures[i]!.memory})`).join(', ')}; target < 400 MB: ${verdict(rss.every((mb) => mb < 400))}`,
  );
  const seconds = windowMs / 1000;
  line(
    `PostgreSQL: ${((pg.xacts - pgAt.xacts - (ownQueries - ownAt)) / seconds).toFixed(0)} transactions/s, ${((pg.tuples - pgAt.tuples) / seconds).toFixed(0)} tuples/s (pg_stat_database, the bench's own ${ownQueries - ownAt} queries left out of the transactions)`,
  );
  return { label, probeMs, detectionMs, cpuPerReplica: cpu };
}

function compare(one: PhaseResult, three: PhaseResult): void {
  line('\n-- one replica against three');
  for (const [task, a, b] of [
    ['probe cycle', one.probeMs, three.probeMs],
    ['approval-detection cycle', one.detectionMs, three.detectionMs],
  ] as const) {
    const speedup = a / b;
    const cpuShare = Math.max(...three.cpuPerReplica) / one.cpuPerReplica[0]!;
    line(
      `${task}: ${milliseconds(a)} → ${milliseconds(b)}, ${speedup.toFixed(2)}× faster; busiest of three at ${(cpuShare * 100).toFixed(0)} % of one replica's CPU; target ≥ 2.5× or ≤ 33 %: ${verdict(speedup >= 2.5 || cpuShare <= 1 / 3)}`,
    );
  }
}

build();
const database = await createTestDatabase('postgresql');
const db = await connectTestDatabase(database);
const replicas: Replica[] = [];
let farm: Farm | null = null;
try {
  farm = await startFarm();
  line(`farm: ${GATEWAYS} gateways × ${SANDBOXES} sandboxes = ${GATEWAYS * SANDBOXES} sandboxes in ${FARMS} simulator processes (mTLS)`);
  line(`watch streams per gateway: ${WATCH_PER_GATEWAY ?? "the service's default"}`);
  replicas.push(await startReplica(database));
  const registering = performance.now();
  await registerFarm(replicas[0]!, farm);
  line(`registered ${GATEWAYS} gateways (and a workflow on s-0 of each) in ${((performance.now() - registering) / 1000).toFixed(0)} s`);
  await waitForRuns(replicas, 2);
  const one = await measure('one replica', replicas, farm, db);
  replicas.push(await startReplica(database), await startReplica(database));
  await waitForRuns(replicas, 2);
  const three = await measure('three replicas', replicas, farm, db);
  compare(one, three);
  const killed = replicas.pop()!;
  await killed.process.kill();
  line(`\nSIGKILL to replica ${killed.name}`);
  await waitForRuns(replicas, 2);
  await measure('after the SIGKILL', replicas, farm, db);
} finally {
  for (const replica of replicas) await replica.process.terminate();
  for (const process of farm?.processes ?? []) process.stop();
  await db.close();
  await database.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
