// Shared test helpers: a kernel with the gateways and providers plugins, simulators on loopback, and a gateway
// registered against each.
import { createTestKernel, type TestKernel, type TestKernelOptions } from '@portcullis/core/testing';
import { startSimulator, type Simulator, type StartOptions } from '@portcullis/openshell-sim';
import type { Plugin } from '@portcullis/core';

export interface BootOptions extends Omit<TestKernelOptions, 'plugins'> {
  plugins?: Array<string | Plugin>;
}

/** Local mode is on because the simulators listen on loopback. */
export function bootProviders(options: BootOptions = {}): Promise<TestKernel> {
  const { plugins = [], env = {}, ...rest } = options;
  return createTestKernel({
    ...rest,
    plugins: ['gateways', 'providers', ...plugins],
    env: { SERVICE_LOCAL_MODE: 'true', SERVICE_PROVIDER_ATTACH_RETRY_DELAY_MS: '5', ...env },
  });
}

const running = new Set<Simulator>();

export async function simulator(options: StartOptions = {}): Promise<Simulator> {
  const sim = await startSimulator({ port: 0, timings: { readyDelayMs: 20, stopDelayMs: 10, policyLoadDelayMs: 10, flushIntervalMs: 0 }, ...options });
  running.add(sim);
  return sim;
}

export async function closeSimulators(): Promise<void> {
  await Promise.all([...running].map((sim) => sim.close()));
  running.clear();
}

/** Registers a plaintext, auth-less gateway pointing at a simulator. */
export async function registerPlain(t: TestKernel, name: string, sim: Simulator, extra: Record<string, unknown> = {}): Promise<void> {
  const response = await t.http.post('/api/gateway/register', { name, endpoint: `http://${sim.address}`, auth_mode: 'none', ...extra });
  if (response.status !== 201) throw new Error(`registration of ${name} failed: ${response.status} ${response.text}`);
}

export async function rows<T = Record<string, unknown>>(t: TestKernel, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.kernel.database.execute<T>(sql, params);
}

/** Audit detail as an object on both dialects (SQLite returns JSON text). */
export function detailOf(row: { detail: unknown }): Record<string, unknown> {
  return typeof row.detail === 'string' ? JSON.parse(row.detail) as Record<string, unknown> : row.detail as Record<string, unknown>;
}
