// Small helpers shared by the benchmark scripts.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts a server process and resolves once it prints its URL (a JSON line with `url`). `core` pins it to one CPU
 * (taskset execs node, so the child's pid is the server's).
 */
export function startServer(file: string, env: Record<string, string> = {}, options: { core?: number; nodeArgs?: string[] } = {}): Promise<Server> {
  const command = [process.execPath, ...(options.nodeArgs ?? []), file];
  const [program, ...args] = options.core === undefined ? command : ['taskset', '-c', String(options.core), ...command];
  const child = spawn(program!, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /"url":"(http:[^"]+)"/.exec(output);
      if (match) {
        child.stdout!.off('data', onData);
        child.stdout!.on('data', (more: Buffer) => {
          output = (output + more).slice(-20_000);
        });
        resolve({ child, url: match[1]!, output: () => output, stop: () => stop(child) });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime in clock ticks (USER_HZ = 100)
}

/**
 * CPU time a process has run, in nanoseconds, over all its threads (GC and libuv workers included) — from each
 * thread's schedstat, which counts nanoseconds where /proc/<pid>/stat counts 10 ms ticks.
 */
export function cpuNanoseconds(pid: number): number {
  let total = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between the listing and the read; its time is gone from the total either way.
    }
  }
  return total;
}

/** Pins this process (and the load generator in it) to one CPU, leaving the other to the server under test. */
export function pinSelf(core: number): void {
  spawnSync('taskset', ['-a', '-cp', String(core), String(process.pid)], { stdio: 'ignore' });
}

export interface CpuResult {
  name: string;
  /** Server CPU per request, the minimum over the repetitions. */
  microseconds: number;
  requestsPerSecond: number;
  non2xx: number;
}

const WARMUP_REQUESTS = Number(process.env.BENCH_WARMUP_REQUESTS ?? 20_000);

/** One thing to measure: a pinned server's process and the request the load repeats against it. */
export interface Scenario {
  name: string;
  pid: number;
  url: string;
  headers?: Record<string, string>;
}

/**
 * Fixed request counts against pinned servers, each server's own CPU time read before and after every run; the
 * minimum over the repetitions is what a request needs, the rest is noise from whoever else shares the machine.
 * The repetitions go round robin, one run of every scenario per round, so that a slow stretch of a shared machine
 * falls on all of them alike and the ratios between them hold from run to run (run one after another, the
 * hand-written reference measured anywhere from 63 to 116 µs on the same machine within an hour).
 */
export async function measureInterleaved(scenarios: Scenario[], options: { requests: number; repetitions: number }): Promise<CpuResult[]> {
  const run = (scenario: Scenario, amount: number) => autocannon({ url: scenario.url, connections: 10, amount, headers: scenario.headers ?? {} });
  // Warm-up: JIT, caches, pools. The full pipeline runs far more code than the yardsticks and was still getting
  // faster after 10 000 requests (single read, repetitions of 4 000: 131, 145, 105, 89, 76, then 68-76 µs), so
  // every server gets BENCH_WARMUP_REQUESTS (default 20 000) before the measured repetitions.
  for (const scenario of scenarios) await run(scenario, WARMUP_REQUESTS);
  const best: CpuResult[] = scenarios.map(({ name }) => ({ name, microseconds: Infinity, requestsPerSecond: 0, non2xx: 0 }));
  for (let repetition = 0; repetition < options.repetitions; repetition += 1) {
    for (const [index, scenario] of scenarios.entries()) {
      const before = cpuNanoseconds(scenario.pid);
      const started = performance.now();
      const result = await run(scenario, options.requests);
      const seconds = (performance.now() - started) / 1000;
      const microseconds = (cpuNanoseconds(scenario.pid) - before) / 1000 / options.requests;
      if (microseconds < best[index]!.microseconds) {
        best[index] = {
          name: scenario.name,
          microseconds: Math.round(microseconds * 10) / 10,
          requestsPerSecond: Math.round(options.requests / seconds),
          non2xx: result.non2xx,
        };
      }
    }
  }
  return best;
}

/** One scenario on its own (see measureInterleaved). */
export async function measureCpu(
  name: string,
  pid: number,
  url: string,
  options: { requests: number; repetitions: number; headers?: Record<string, string> },
): Promise<CpuResult> {
  const [result] = await measureInterleaved([{ name, pid, url, headers: options.headers ?? {} }], options);
  return result!;
}

export function row(cells: Array<string | number>, widths: number[]): string {
  return cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 12)).join(' ');
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Simulated OpenShell gateways over mTLS (bench/fixtures/simulator-farm.ts), in a child process of their own. */
export interface Farm {
  ports: number[];
  ca: string;
  cert: string;
  key: string;
  stop(): Promise<void>;
}

/** Starts `simulators` simulators in one child process (so that their CPU is not counted as the service's). */
export function startFarm(simulators: number): Promise<Farm> {
  const farm = new URL('./fixtures/simulator-farm.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, [farm, String(simulators)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (!line) return;
      const parsed = JSON.parse(line) as Omit<Farm, 'stop'>;
      resolve({ ...parsed, stop: () => stop(child) });
    });
    child.once('exit', (code) => reject(new Error(`simulator farm exited with ${code}`)));
  });
}

/** 127.0.0.1 ... distinct loopback addresses, all served by the simulators on 0.0.0.0. */
function loopbackAddress(index: number): string {
  return `127.${Math.floor(index / (254 * 256)) % 256}.${Math.floor(index / 254) % 256}.${(index % 254) + 1}`;
}

/**
 * The registration of farm gateway `index`: its own loopback address (one channel each), a farm simulator's port,
 * and the farm's mTLS credentials.
 */
export function farmGateway(farm: Farm, index: number, name: string): Record<string, unknown> {
  return {
    name,
    endpoint: `https://${loopbackAddress(index)}:${farm.ports[index % farm.ports.length]}`,
    auth_mode: 'mtls',
    tls_server_name: 'localhost',
    ca_cert: farm.ca,
    client_cert: farm.cert,
    client_key: farm.key,
  };
}
