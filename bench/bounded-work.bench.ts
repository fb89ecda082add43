// What one caller's worst costs everyone else: /healthz latency (p50, p99, max over sequential probes) while a
// single viewer sends, again and again from a client in its own low-priority process,
//   idle                      nothing (the floor of the machine)
//   million-key bodies        9.9 MB JSON objects of a million keys, two at a time (refused at 10,000 members)
//   flat 9.9 MB bodies        the same bytes as one long string, two at a time: what reading any body that size
//                             costs (the floor the body limit sets; the refusal above should cost no more)
//   1 MiB YAML ceiling checks policy documents of 1 MiB as YAML, three at a time (parsed and judged on workers)
//   50 intricate checks       fifty ceiling checks at once whose patterns cannot be decided (budget in steps)
// Target: /healthz p99 < 50 ms in every row. The service is the standard plugin set in this process (as the tests
// run it), with the simulator as gateway `gw`; BENCH_PROBES sets the probes per row (default 300).

import { startSimulator } from '@portcullis/openshell-sim';
import { FAST_SIMULATOR_TIMINGS, registerSimulator } from '@portcullis/plugin-gateways/testing';
import { createTestKernel, healthLatencyDuring, OutOfProcessClient, type OutOfProcessRequest } from '@portcullis/testing';
import { row } from './lib.ts';

const PROBES = Number(process.env.BENCH_PROBES ?? 300);
const MiB = 1024 * 1024;
const CEILING = '/api/gateways/gw/policy-ceiling';

const stars = (letter: string) => ({
  endpoints: [{ host: 'api.github.com', port: 443, protocol: 'rest', rules: [{ allow: { method: 'GET', path: `/${`*${letter}`.repeat(2000)}` } }] }],
  binaries: [{ path: '/usr/bin/curl' }],
});

function yamlDocument(): string {
  const rule = (index: number) =>
    `  rule-${index}:\n    endpoints:\n      - host: service-${index}.internal.example.com\n        port: 443\n    binaries:\n      - path: /usr/bin/curl\n`;
  let document = 'network_policies:\n';
  for (let index = 0; document.length + rule(index).length <= MiB; index += 1) document += rule(index);
  return document;
}

const sim = await startSimulator({ port: 0, timings: FAST_SIMULATOR_TIMINGS });
const t = await createTestKernel({
  plugins: 'configured',
  clock: 'system',
  env: { SERVICE_LOCAL_MODE: 'true', SERVICE_RATE_LIMIT_PER_MINUTE: '1000000', SERVICE_LOG_LEVEL: 'warn' },
});
await registerSimulator(t, 'gw', sim);
const ceiling = await t.http.put(CEILING, { network_policies: { stars: stars('b'), github: { endpoints: [{ host: 'api.github.com', port: 443 }] } } });
if (ceiling.status !== 201) throw new Error(`ceiling: ${ceiling.status} ${ceiling.text}`);

const attacker = new OutOfProcessClient(t.url, {
  millionKeys: `{${Array.from({ length: 1_000_000 }, (_, index) => `"k${index.toString(36)}":0`).join(',')}}`,
  flat: JSON.stringify({ network_policies: {}, padding: 'y'.repeat(9_900_000) }),
  yaml: yamlDocument(),
  intricate: JSON.stringify({ network_policies: { stars: stars('a') } }),
});
const request = (path: string, body: string, contentType: string): OutOfProcessRequest => ({ method: 'POST', path, body, contentType, as: 'viewer' });
const attacks: Array<[string, () => Promise<unknown>]> = [
  ['idle', async () => {}],
  ['million-key bodies', () => attacker.send([1, 2].map(() => request(`${CEILING}/check`, 'millionKeys', 'application/json')))],
  ['flat 9.9 MB bodies', () => attacker.send([1, 2].map(() => request(`${CEILING}/check`, 'flat', 'application/json')))],
  ['1 MiB YAML ceiling checks', () => attacker.send([1, 2, 3].map(() => request(`${CEILING}/check`, 'yaml', 'application/yaml')))],
  ['50 intricate checks', () => attacker.send(Array.from({ length: 50 }, () => request(`${CEILING}/check`, 'intricate', 'application/json')))],
];

const widths = [28, 10, 10, 10, 8, 8, 30];
console.log(row(['attack', 'p50 ms', 'p99 ms', 'max ms', 'probes', 'rounds', 'answers'], widths));
try {
  for (const [name, attack] of attacks) {
    const statuses = new Map<number, number>();
    const counted = async () => {
      const answers = await attack();
      for (const answer of (answers ?? []) as Array<{ status: number }>) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    };
    const latency = await healthLatencyDuring(t.url, counted, PROBES);
    const answers = [...statuses].map(([status, count]) => `${count}x${status}`).join(' ');
    console.log(row([name, latency.p50.toFixed(1), latency.p99.toFixed(1), latency.max.toFixed(1), latency.samples.length, latency.rounds, answers], widths));
  }
} finally {
  await attacker.close();
  await t.stop();
  await sim.close();
}
