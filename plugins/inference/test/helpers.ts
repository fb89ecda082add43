// Shared test helpers: a kernel with the gateways and inference plugins and simulators on loopback.
import { createTestKernel, type TestKernel } from '@portcullis/core/testing';
import { startSimulator, type Simulator, type StartOptions } from '@portcullis/openshell-sim';

/** Local mode is on because the simulators listen on loopback. */
export function bootInference(): Promise<TestKernel> {
  return createTestKernel({ plugins: ['gateways', 'inference'], env: { SERVICE_LOCAL_MODE: 'true' } });
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

export async function registerPlain(t: TestKernel, name: string, sim: Simulator): Promise<void> {
  const response = await t.http.post('/api/gateway/register', { name, endpoint: `http://${sim.address}`, auth_mode: 'none' });
  if (response.status !== 201) throw new Error(`registration of ${name} failed: ${response.status} ${response.text}`);
}

export async function rows<T = Record<string, unknown>>(t: TestKernel, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.kernel.database.execute<T>(sql, params);
}

export function detailOf(row: { detail: unknown }): Record<string, unknown> {
  return typeof row.detail === 'string' ? JSON.parse(row.detail) as Record<string, unknown> : row.detail as Record<string, unknown>;
}
