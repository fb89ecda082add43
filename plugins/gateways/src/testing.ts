// Test helpers for plugins that talk to gateways: a kernel with the gateways plugin in local mode (simulators
// listen on loopback), simulators with short timings that are closed together, and plain registration.
import type { Plugin } from '@portcullis/core';
import { type Simulator, type StartOptions, startSimulator } from '@portcullis/openshell-sim';
import { createTestKernel, type TestKernel, type TestKernelOptions } from '@portcullis/testing';

/** Fast enough for tests, slow enough that a test can watch a sandbox provision. */
export const FAST_SIMULATOR_TIMINGS = { readyDelayMs: 20, stopDelayMs: 10, policyLoadDelayMs: 10, deleteDelayMs: 30, receiptDelayMs: 30, flushIntervalMs: 0 };

export interface GatewayKernelOptions extends Omit<TestKernelOptions, 'plugins'> {
  /** Plugins besides `gateways` and the wire lines (ids or definitions). */
  plugins?: Array<string | Plugin>;
}

/** The wire-line plugins every deployment enables: without them no gateway can be spoken to. */
export const WIRE_LINE_PLUGINS = ['openshell-0-0', 'openshell-0-1'];

/**
 * A test kernel with `gateways` and both wire lines first; local mode on, health probes out of the way unless a test
 * runs them.
 */
export function gatewayTestKernel(options: GatewayKernelOptions = {}): Promise<TestKernel> {
  const { plugins = [], env = {}, ...rest } = options;
  return createTestKernel({
    ...rest,
    plugins: ['gateways', ...WIRE_LINE_PLUGINS, ...plugins],
    env: { SERVICE_LOCAL_MODE: 'true', SERVICE_HEALTH_PROBE_TIMEOUT_SECONDS: '2', ...env },
  });
}

const running = new Set<Simulator>();

/** A simulator on an ephemeral loopback port with short timings; `closeTestSimulators()` stops them all. */
export async function startTestSimulator(options: StartOptions = {}): Promise<Simulator> {
  const sim = await startSimulator({ port: 0, timings: FAST_SIMULATOR_TIMINGS, ...options });
  running.add(sim);
  return sim;
}

export async function closeTestSimulators(): Promise<void> {
  await Promise.all([...running].map((sim) => sim.close()));
  running.clear();
}

export async function closeTestSimulator(sim: Simulator): Promise<void> {
  running.delete(sim);
  await sim.close();
}

/** Registers a plaintext, auth-less gateway pointing at a simulator; returns the gateway JSON. */
export async function registerSimulator(t: TestKernel, name: string, sim: Simulator, extra: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const response = await t.http.post('/api/gateways', { name, endpoint: `http://${sim.address}`, auth_mode: 'none', ...extra });
  if (response.status !== 201) throw new Error(`registration of ${name} failed: ${response.status} ${response.text}`);
  return response.body;
}
