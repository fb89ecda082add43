import type { Agent as HttpAgent } from 'node:http';
import { nodeHttp } from '@portcullis/core';

const { Agent, request } = nodeHttp;

// How long /healthz takes to answer while something else keeps the service busy: the measure of whether one
// caller's work holds up everyone else's requests (the event loop). Probes are sequential over one kept-alive
// connection (each waits for the previous answer, so the probe itself never queues behind its own probes), and
// the attack is repeated until enough probes have been answered during it.

export interface HealthLatency {
  /** Probe round trips, milliseconds, in the order taken. */
  samples: number[];
  p50: number;
  p99: number;
  max: number;
  /** Complete rounds of the attack the probes ran beside. */
  rounds: number;
}

/** The 0..1 quantile of `values` (nearest rank). */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * /healthz of `baseUrl` probed while `attack` runs, again and again, until at least `samples` probes were answered
 * and one round of the attack finished. A failing attack (a wrong answer it asserts on) fails the measurement.
 */
export async function healthLatencyDuring(baseUrl: string, attack: () => Promise<unknown>, samples = 300): Promise<HealthLatency> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL('/healthz', baseUrl);
  const taken: number[] = [];
  let rounds = 0;
  let failure: unknown = null;
  let stop = false;
  const attacking = (async () => {
    while (!stop) {
      await attack();
      rounds += 1;
      // An attack that settles at once must still leave the probes their turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })().catch((error: unknown) => {
    failure = error;
    stop = true;
  });
  try {
    while (!stop && (taken.length < samples || rounds === 0)) {
      taken.push(await probe(url, agent));
      // Enough samples, the attack's first round still running: probe on, but not hundreds of thousands of times.
      if (taken.length >= samples) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    stop = true;
    await attacking;
    agent.destroy();
  }
  if (failure) throw failure;
  return {
    samples: taken,
    p50: quantile(taken, 0.5),
    p99: quantile(taken, 0.99),
    max: taken.reduce((highest, sample) => Math.max(highest, sample), 0),
    rounds,
  };
}

function probe(url: URL, agent: HttpAgent): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) resolve(performance.now() - started);
        else reject(new Error(`/healthz answered ${response.statusCode}`));
      });
    });
    req.on('error', reject);
    req.end();
  });
}
