// Metering cost.
//   classification   log lines classified per second on one core (the counting rule alone, and the whole per-line
//                    work of a poll: cursor dedupe + rule + UTC day)                      target >= 100 000 lines/s
//   full poll        one metering poll over 100 gateways x 10 running sandboxes against simulators: wall time and
//                    CPU, cold (channels opened, cursors created) and steady (each sandbox wrote new lines)
// The simulators run in a child process (their CPU is not ours); Portcullis runs in this process on SQLite
// (PORTCULLIS_TEST_DATABASE=postgresql for PostgreSQL). BENCH_GATEWAYS, BENCH_SANDBOXES, BENCH_CALLS (model calls per
// sandbox between steady polls) and BENCH_CYCLES adjust it.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LogLine } from '@portcullis/plugin-gateways';
import { WIRE_LINE_PLUGINS } from '@portcullis/plugin-gateways/testing';
import { inferenceClassifier, utcDay } from '@portcullis/plugin-metering';
import { LogCursor } from '@portcullis/plugin-sandboxes';
import { createTestKernel, rows, type TestKernel } from '@portcullis/testing';

const GATEWAYS = Number(process.env.BENCH_GATEWAYS ?? 100);
const SANDBOXES = Number(process.env.BENCH_SANDBOXES ?? 10);
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 5);
const CLASSIFY_LINES = 200_000;
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** A realistic mix: per model call a router, an interception and an API:INFERENCE line, plus other traffic. */
function sampleLines(count: number): LogLine[] {
  const kinds: Array<Omit<LogLine, 'sandboxId' | 'time'>> = [
    {
      source: 'sandbox',
      target: 'openshell_router',
      level: 'INFO',
      message: 'routing proxy inference request',
      fields: { protocols: 'openai_chat_completions', endpoint: 'https://integrate.api.nvidia.com/v1', method: 'POST', path: '/v1/chat/completions' },
    },
    {
      source: 'sandbox',
      target: 'ocsf',
      level: 'OCSF',
      message: 'NET:OPEN [INFO] ALLOWED node(77) -> inference.local:443 [policy:inference engine:router]',
      fields: {},
    },
    {
      source: 'sandbox',
      target: 'ocsf',
      level: 'OCSF',
      message: 'API:INFERENCE [INFO] SUCCESS meta/llama-3.1-8b-instruct via nvidia 182ms [POST /v1/chat/completions]',
      fields: {},
    },
    { source: 'sandbox', target: 'ocsf', level: 'OCSF', message: 'NET:OPEN [INFO] ALLOWED python3(42) -> pypi.org:443 [policy:pypi engine:opa]', fields: {} },
    { source: 'gateway', target: 'openshell_server::grpc::sandbox', level: 'INFO', message: 'Sandbox phase changed', fields: {} },
  ];
  const start = Date.now();
  // About eight lines share each millisecond, as bursts do.
  return Array.from({ length: count }, (_, i) => ({
    sandboxId: 'bench',
    time: start + Math.floor(i / 8),
    ...kinds[i % kinds.length]!,
    message: `${kinds[i % kinds.length]!.message}${i % 3 === 0 ? '' : ` #${i}`}`,
  }));
}

function linesPerSecond(lines: LogLine[], work: (lines: LogLine[]) => number): { rate: number; counted: number } {
  const rates: number[] = [];
  let counted = 0;
  for (let round = 0; round < 5; round += 1) {
    const started = performance.now();
    counted = work(lines);
    rates.push(lines.length / ((performance.now() - started) / 1000));
  }
  return { rate: median(rates), counted };
}

function classification(): void {
  const lines = sampleLines(CLASSIFY_LINES);
  const isRequest = inferenceClassifier({ sources: ['inference', 'proxy'], countOcsfInference: true });
  const rule = linesPerSecond(lines, (all) => all.filter(isRequest).length);
  // A poll's per-line work: each 2000-line ring read through a cursor, counted lines bucketed by UTC day.
  const poll = linesPerSecond(lines, (all) => {
    let counted = 0;
    for (let offset = 0; offset < all.length; offset += 2000) {
      const cursor = new LogCursor();
      const perDay = new Map<string, number>();
      for (const line of all.slice(offset, offset + 2000)) {
        if (!cursor.accept(line) || !isRequest(line)) continue;
        const day = utcDay(line.time);
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
        counted += 1;
      }
    }
    return counted;
  });
  const verdict = (rate: number) => (rate >= 100_000 ? 'PASS' : 'FAIL');
  process.stdout.write(
    `classification, rule alone: ${Math.round(rule.rate).toLocaleString('en')} lines/s (${rule.counted} of ${lines.length} counted; target >= 100 000): ${verdict(rule.rate)}\n`,
  );
  process.stdout.write(
    `classification, a poll's per-line work (cursor digest + rule + day): ${Math.round(poll.rate).toLocaleString('en')} lines/s (${poll.counted} counted): ${verdict(poll.rate)}\n`,
  );
}

interface Farm {
  child: ChildProcess;
  addresses: string[];
  emit(calls: number): Promise<{ lines: number; requests: number }>;
}

async function startFarm(): Promise<Farm> {
  const child = fork(here('./fixtures/metering-farm.ts'), [String(GATEWAYS), String(SANDBOXES)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { addresses } = await new Promise<{ addresses: string[] }>((resolve) => child.once('message', resolve as (message: unknown) => void));
  return {
    child,
    addresses,
    emit: (calls) =>
      new Promise((resolve) => {
        child.once('message', resolve as (message: unknown) => void);
        child.send({ calls });
      }),
  };
}

async function registerAll(t: TestKernel, farm: Farm): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < farm.addresses.length) {
      const i = next;
      next += 1;
      const response = await t.http.post('/api/gateway/register', {
        name: `gw-${String(i).padStart(3, '0')}`,
        endpoint: `http://${farm.addresses[i]}`,
        auth_mode: 'none',
      });
      if (response.status !== 201) throw new Error(`registration ${i} failed: ${response.status} ${response.text}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

async function counted(t: TestKernel): Promise<number> {
  const [row] = await rows<{ n: number | string | null }>(t, 'SELECT SUM(requests) AS n FROM metering_counters');
  return Number(row?.n ?? 0);
}

async function fullPoll(): Promise<void> {
  const farm = await startFarm();
  const t = await createTestKernel({
    plugins: ['gateways', ...WIRE_LINE_PLUGINS, 'sandboxes', 'metering'],
    clock: 'system',
    env: {
      SERVICE_LOCAL_MODE: 'true',
      SERVICE_BUDGET_METERING_ENABLED: 'true',
      SERVICE_HEALTH_INTERVAL_SECONDS: '3600',
      SERVICE_RATE_LIMIT_PER_MINUTE: '100000000',
      SERVICE_LOG_LEVEL: 'warn',
    },
  });
  try {
    await registerAll(t, farm);
    const meter = t.resolve('meter', 'metering');
    const signal = new AbortController().signal;
    const measure = async () => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      await meter.runPoll(signal);
      return { wall: performance.now() - started, cpu: cpuMs(cpu) };
    };
    await farm.emit(CALLS);
    const cold = await measure();
    process.stdout.write(
      `${GATEWAYS} gateways x ${SANDBOXES} running sandboxes (database: ${t.database.dialect}); cold poll (channels opened, cursors created): wall ${cold.wall.toFixed(0)} ms, CPU ${cold.cpu.toFixed(0)} ms\n`,
    );
    const walls: number[] = [];
    const cpus: number[] = [];
    let expected = await counted(t);
    let lines = 0;
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const emitted = await farm.emit(CALLS);
      lines = emitted.lines;
      expected += emitted.requests;
      const { wall, cpu } = await measure();
      walls.push(wall);
      cpus.push(cpu);
    }
    const total = await counted(t);
    if (total !== expected) throw new Error(`counted ${total} requests, expected ${expected}`);
    process.stdout.write(
      `steady poll (${lines} new lines, ${CALLS * GATEWAYS * SANDBOXES} requests per poll): wall median ${median(walls).toFixed(0)} ms, max ${Math.max(...walls).toFixed(0)} ms; CPU median ${median(cpus).toFixed(0)} ms = ${((median(cpus) / 60_000) * 100).toFixed(2)} % of one core over the default 60 s interval\n`,
    );
    (globalThis as { gc?: () => void }).gc?.(); // npm run bench passes --expose-gc
    const memory = process.memoryUsage();
    process.stdout.write(
      `every request counted exactly once: ${total} of ${expected}; heap in use ${(memory.heapUsed / 1048576).toFixed(0)} MB, RSS ${(memory.rss / 1048576).toFixed(0)} MB\n`,
    );
  } finally {
    await t.stop();
    farm.child.kill('SIGTERM');
  }
}

// The poll first, so that its memory figure does not include the classification's sample lines.
await fullPoll();
classification();
