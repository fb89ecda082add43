// Health probe cost with 1000 registered gateways: one full probe cycle (Health + GetGatewayInfo per
// gateway, status written per gateway) should take under 5 s of wall time, and Portcullis should use under 5 % of
// one core averaged over the 30 s interval.
//
// Setup: four simulators run in a child process (their CPU is not ours), listening on 0.0.0.0 with required
// client certificates. Gateway i is registered over mTLS at https://127.<a>.<b>.<c>:<port> with
// tls_server_name localhost, so every gateway is a distinct target: its own channel, TCP connection and TLS
// session, as with a thousand real gateways; only the far end is shared. Portcullis runs in this process on
// SQLite (PORTCULLIS_TEST_DATABASE=postgresql for PostgreSQL), with the default probe concurrency (64).

import type {} from '@portcullis/plugin-gateways';
import { WIRE_LINE_PLUGINS } from '@portcullis/plugin-gateways/testing';
import { createTestKernel, type TestKernel } from '@portcullis/testing';
import { type Farm, farmGateway, startFarm } from './lib.ts';

const GATEWAYS = Number(process.env.BENCH_GATEWAYS ?? 1000);
const INTERVAL_SECONDS = Number(process.env.BENCH_INTERVAL_SECONDS ?? 30);
const MEASURED_CYCLES = Number(process.env.BENCH_CYCLES ?? 5);

async function registerAll(t: TestKernel, farm: Farm): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < GATEWAYS) {
      const i = next;
      next += 1;
      const response = await t.http.post('/api/gateway/register', {
        ...farmGateway(farm, i, `gw-${String(i).padStart(4, '0')}`),
        labels: { bench: 'probes', shard: String(i % 10) },
      });
      if (response.status !== 201) throw new Error(`registration ${i} failed: ${response.status} ${response.text}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

function cpuSeconds(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

const farm = await startFarm(4);
const t = await createTestKernel({
  plugins: ['gateways', ...WIRE_LINE_PLUGINS],
  clock: 'system',
  env: { SERVICE_LOCAL_MODE: 'true', SERVICE_RATE_LIMIT_PER_MINUTE: '100000000', SERVICE_LOG_LEVEL: 'warn' },
});
try {
  const registering = Date.now();
  await registerAll(t, farm);
  process.stdout.write(`gateways registered: ${GATEWAYS} over mTLS in ${((Date.now() - registering) / 1000).toFixed(1)} s (database: ${t.database.dialect})\n`);
  const monitor = t.resolve('gatewayHealthMonitor', 'gateways');

  const cold = Date.now();
  const first = await monitor.runCycle();
  process.stdout.write(
    `first cycle (opens ${GATEWAYS} channels, TLS handshakes): ${Date.now() - cold} ms, connected ${first.counts.connected}, degraded ${first.counts.degraded}, unreachable ${first.counts.unreachable}\n`,
  );

  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < MEASURED_CYCLES; i += 1) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const summary = await monitor.runCycle();
    walls.push(performance.now() - started);
    cpus.push(cpuSeconds(cpu));
    if (summary.counts.connected !== GATEWAYS) throw new Error(`cycle ${i}: only ${summary.counts.connected} of ${GATEWAYS} connected`);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const wall = median(walls);
  const cpu = median(cpus);
  process.stdout.write(
    `steady cycle wall time: median ${wall.toFixed(0)} ms, max ${Math.max(...walls).toFixed(0)} ms over ${MEASURED_CYCLES} cycles (target < 5000 ms): ${wall < 5000 ? 'PASS' : 'FAIL'}\n`,
  );
  process.stdout.write(
    `steady cycle CPU: median ${(cpu * 1000).toFixed(0)} ms = ${((cpu / INTERVAL_SECONDS) * 100).toFixed(2)} % of one core over a ${INTERVAL_SECONDS} s interval\n`,
  );

  // One real interval: a cycle, then idle until the interval is over (keepalives, timers), measured as a whole.
  const windowCpu = process.cpuUsage();
  const windowStart = Date.now();
  await monitor.runCycle();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, INTERVAL_SECONDS * 1000 - (Date.now() - windowStart))));
  const average = (cpuSeconds(windowCpu) / ((Date.now() - windowStart) / 1000)) * 100;
  process.stdout.write(
    `CPU averaged over one full ${INTERVAL_SECONDS} s interval (cycle + idle): ${average.toFixed(2)} % of one core (target < 5 %): ${average < 5 ? 'PASS' : 'FAIL'}\n`,
  );
  process.stdout.write(`open channels: ${t.resolve('gatewayClients', 'gateways').size}, RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB\n`);
} finally {
  await t.stop();
  await farm.stop();
}
