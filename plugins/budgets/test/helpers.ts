// A kernel with metering, the kill switch and budgets, and a simulator whose sandboxes have providers attached.

import type { Simulator } from '@portcullis/openshell-sim';
import { type GatewayKernelOptions, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { eventually, rows, type TestKernel } from '@portcullis/testing';

export { closeTestSimulators as closeSimulators } from '@portcullis/plugin-gateways/testing';

export const USAGE_PLUGINS = ['providers', 'sandboxes', 'kill-switch', 'metering', 'budgets'];

export function bootBudgets(options: GatewayKernelOptions = {}): Promise<TestKernel> {
  const { plugins = [], env = {}, ...rest } = options;
  return gatewayTestKernel({
    ...rest,
    plugins: [...USAGE_PLUGINS, ...plugins],
    env: { SERVICE_BUDGET_METERING_ENABLED: 'true', SERVICE_HEALTH_INTERVAL_SECONDS: '3600', SERVICE_PROVIDER_ATTACH_RETRY_DELAY_MS: '5', ...env },
  });
}

/**
 * A simulator registered as `sim` (with `registration`'s extra fields, such as labels) with two providers, running
 * the named sandboxes with both attached.
 */
export async function gatewayWithSandboxes(t: TestKernel, names: string[], registration: Record<string, unknown> = {}): Promise<Simulator> {
  const sim = await startTestSimulator({
    providers: [
      { name: 'openai', type: 'openai', credentials: { OPENAI_API_KEY: 'sk-seeded' } },
      { name: 'nvidia', type: 'nvidia', credentials: { NVIDIA_API_KEY: 'nv' } },
    ],
  });
  await registerSimulator(t, 'sim', sim, registration);
  for (const name of names) sim.control.seedSandbox({ name, providers: ['openai', 'nvidia'] });
  await eventually(() => names.every((name) => sim.control.state().sandboxes.some((box) => box.name === name && box.phase === 'SANDBOX_PHASE_READY')));
  return sim;
}

/** `count` metered requests (OCSF API:INFERENCE lines) written at `timestampMs` (default now, one millisecond). */
export function requests(sim: Simulator, sandbox: string, count: number, timestampMs = Date.now()): void {
  sim.control.emitLog(
    sandbox,
    Array.from({ length: count }, () => ({
      message: 'API:INFERENCE [INFO] SUCCESS meta/llama via nvidia 180ms [POST /v1/chat/completions]',
      source: 'sandbox',
      target: 'ocsf',
      level: 'OCSF',
      timestampMs,
    })),
  );
}

/** One metering poll (and the budget check after it), as the scheduler runs it. */
export async function poll(t: TestKernel): Promise<void> {
  await t.kernel.scheduler.runNow('metering.poll');
  await t.kernel.events.settled();
}

export function attachedTo(sim: Simulator, sandbox: string): string[] {
  return sim.control.state().sandboxes.find((box) => box.name === sandbox)?.providers ?? [];
}

export function budgetRows(t: TestKernel): Promise<unknown[]> {
  return rows(t, 'SELECT * FROM budgets');
}
