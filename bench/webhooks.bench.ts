// Webhook delivery, through the whole engine: events on the bus, the outbox, the per-webhook lanes, the
// generic channel (JSON, HMAC signature), HTTP to a receiver on loopback, and each attempt's record.
//   throughput   deliveries per second to a local receiver, all recorded                 target >= 500/s
//   hanging      how long fresh deliveries to a healthy receiver wait while another
//                webhook's receiver never answers (its attempts hang until the timeout)  target: under 1 s
// Portcullis runs in this process (SQLite; PORTCULLIS_TEST_DATABASE=postgresql for PostgreSQL) with the real clock
// and scheduler, a fresh kernel and database per measurement; the receiver runs in a child process. BENCH_EVENTS
// (default 5000) sets the throughput burst, BENCH_RATE (200 events/s) and BENCH_SECONDS (10) the hanging run. On a
// machine shared with other work, deliveries/s follows the CPU this process gets; per CPU-second says more.
import { type ChildProcess, fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { definePlugin } from '@portcullis/core';
import { createTestKernel, rows, type TestKernel } from '@portcullis/testing';
import { row } from './lib.ts';

declare module '@portcullis/core' {
  interface EventMap {
    'bench.tick': { gateway: string; seq: number; sent_at: number };
  }
}

const EVENTS = Number(process.env.BENCH_EVENTS ?? 5000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BURST = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Declares the event the benchmark emits, so webhooks may subscribe to it like to any plugin's. */
const benchEvents = definePlugin({
  id: 'bench-events',
  description: 'Benchmark only: declares bench.tick.',
  events: { 'bench.tick': 'Benchmark load.' },
  register() {},
});

interface Receiver {
  url: string;
  report(reset?: boolean): Promise<{ received: number; latencies: number[] }>;
  stop(): void;
}

async function startReceiver(): Promise<Receiver> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./fixtures/webhook-receiver.ts', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await new Promise<{ port: number }>((resolve) => child.once('message', resolve as (message: unknown) => void));
  return {
    url: `http://127.0.0.1:${port}`,
    report: (reset = false) =>
      new Promise((resolve) => {
        child.once('message', resolve as (message: unknown) => void);
        child.send({ report: true, reset });
      }),
    stop: () => child.kill('SIGTERM'),
  };
}

async function webhook(t: TestKernel, url: string): Promise<void> {
  const response = await t.http.post('/api/webhooks', { url, event_types: ['bench.tick'] });
  if (response.status !== 201) throw new Error(`webhook create failed: ${response.status} ${response.text}`);
}

function emit(t: TestKernel, seq: number): void {
  t.kernel.events.emit('bench.tick', { gateway: 'bench', seq, sent_at: Date.now() });
}

async function recorded(t: TestKernel): Promise<number> {
  return Number((await rows<{ n: number | string }>(t, 'SELECT COUNT(*) AS n FROM webhook_deliveries'))[0]!.n);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function throughput(t: TestKernel, receiver: Receiver, webhooks: number): Promise<void> {
  for (let i = 0; i < webhooks; i += 1) await webhook(t, `${receiver.url}/ok?webhook=${i}`);
  await receiver.report(true);
  const expected = EVENTS * webhooks;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let seq = 0; seq < EVENTS; seq += 1) {
    emit(t, seq);
    if (seq % BURST === BURST - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  while ((await recorded(t)) < expected) await sleep(20);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const { received } = await receiver.report();
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(
    row(
      [
        webhooks,
        EVENTS,
        expected,
        received,
        seconds.toFixed(2),
        Math.round(expected / seconds),
        Math.round((cpuSeconds / seconds) * 100),
        Math.round(expected / cpuSeconds),
      ],
      [10, 8, 12, 10, 8, 14, 7, 14],
    ),
  );
}

/** Latencies at the healthy receiver, and the longest this process's event loop was held up meanwhile (ms). */
async function hanging(t: TestKernel, receiver: Receiver, withDeadReceiver: boolean): Promise<{ latencies: number[]; loopDelayMax: number }> {
  await webhook(t, `${receiver.url}/ok`);
  if (withDeadReceiver) await webhook(t, `${receiver.url}/hang`);
  await receiver.report(true);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const interval = 1000 / RATE;
  const started = performance.now();
  for (let seq = 0; seq < RATE * SECONDS; seq += 1) {
    const due = started + seq * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    emit(t, seq);
  }
  while ((await receiver.report()).received < RATE * SECONDS) await sleep(50);
  loop.disable();
  const { latencies } = await receiver.report(true);
  return { latencies, loopDelayMax: Math.round(loop.max / 1e6) };
}

/** Each measurement on a kernel of its own, on a fresh database: one run's leftovers never weigh on the next. */
async function withKernel<T>(work: (t: TestKernel) => Promise<T>): Promise<T> {
  const t = await createTestKernel({
    plugins: ['webhooks', 'webhook-generic', benchEvents],
    clock: 'system',
    realScheduler: true,
    env: { SERVICE_LOCAL_MODE: 'true', SERVICE_LOG_LEVEL: 'warn', SERVICE_RATE_LIMIT_PER_MINUTE: '100000000' },
  });
  try {
    return await work(t);
  } finally {
    await t.stop();
  }
}

const receiver = await startReceiver();
try {
  const dialect = await withKernel(async (t) => t.database.dialect);
  console.log(`database: ${dialect}; generic channel (signed JSON) to a receiver on loopback (its own process)\n`);
  console.log(row(['webhooks', 'events', 'deliveries', 'received', 's', 'deliveries/s', 'CPU %', 'per CPU-second'], [10, 8, 12, 10, 8, 14, 7, 14]));
  for (const webhooks of [1, 10]) await withKernel((t) => throughput(t, receiver, webhooks));
  console.log("(deliveries/s counts until every attempt's record is committed; target >= 500/s. Per CPU-second: deliveries per second of this");
  console.log(" process's own CPU time, a figure that depends less on what else the machine runs.)\n");

  console.log(`${RATE} events/s for ${SECONDS} s to a healthy webhook, alone and beside one whose receiver never answers (timeout 10 s):`);
  console.log(row(['beside', 'p50 ms', 'p99 ms', 'max ms', 'target', 'event loop held up at most (ms)'], [22, 8, 8, 8, 8, 32]));
  for (const dead of [false, true]) {
    const { latencies, loopDelayMax } = await withKernel((t) => hanging(t, receiver, dead));
    const max = Math.max(...latencies);
    console.log(
      row(
        [dead ? 'a hanging receiver' : 'nothing', percentile(latencies, 50), percentile(latencies, 99), max, max < 1000 ? 'PASS' : 'FAIL', loopDelayMax],
        [22, 8, 8, 8, 8, 32],
      ),
    );
  }
  console.log(
    `load average of the machine: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')} (${cpus().length} cores)`,
  );
} finally {
  receiver.stop();
}
