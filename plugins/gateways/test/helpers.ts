// Shared test helpers: a kernel with the gateways plugin, simulators on loopback, and small request builders.
import { createServer } from 'node:net';
import { createTestKernel, type TestKernel, type TestKernelOptions } from '@portcullis/core/testing';
import { startSimulator, type Simulator, type StartOptions } from '@portcullis/openshell-sim';
import type { Plugin } from '@portcullis/core';

export interface BootOptions extends Omit<TestKernelOptions, 'plugins'> {
  localMode?: boolean;
  plugins?: Array<string | Plugin>;
}

/** A test kernel with the gateways plugin; local mode on unless asked otherwise (simulators listen on loopback). */
export function bootGateways(options: BootOptions = {}): Promise<TestKernel> {
  const { localMode = true, plugins = [], env = {}, ...rest } = options;
  return createTestKernel({
    ...rest,
    plugins: ['gateways', ...plugins],
    env: { SERVICE_LOCAL_MODE: String(localMode), SERVICE_HEALTH_PROBE_TIMEOUT_SECONDS: '2', ...env },
  });
}

const running = new Set<Simulator>();

/** A simulator on an ephemeral loopback port; `closeSimulators()` stops whatever a test left running. */
export async function simulator(options: StartOptions = {}): Promise<Simulator> {
  const sim = await startSimulator({ port: 0, timings: { readyDelayMs: 20, stopDelayMs: 10, policyLoadDelayMs: 10, flushIntervalMs: 0 }, ...options });
  running.add(sim);
  return sim;
}

export async function closeSimulators(): Promise<void> {
  await Promise.all([...running].map((sim) => sim.close()));
  running.clear();
}

export async function closeSimulator(sim: Simulator): Promise<void> {
  running.delete(sim);
  await sim.close();
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Registers a plaintext, auth-less gateway pointing at a simulator. */
export async function registerPlain(t: TestKernel, name: string, sim: Simulator, extra: Record<string, unknown> = {}) {
  const response = await t.http.post('/api/gateway/register', { name, endpoint: `http://${sim.address}`, auth_mode: 'none', ...extra });
  if (response.status !== 201) throw new Error(`registration of ${name} failed: ${response.status} ${response.text}`);
  return response.body;
}

export async function rows<T = Record<string, unknown>>(t: TestKernel, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.kernel.database.execute<T>(sql, params);
}
