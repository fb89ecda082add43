// A kernel with metering on, a simulator registered as `sim`, and ways to wait for sandboxes and read counters.

import type { Simulator, StartOptions } from '@portcullis/openshell-sim';
import { type GatewayKernelOptions, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { eventually, rows, type TestKernel } from '@portcullis/testing';

export { closeTestSimulators as closeSimulators } from '@portcullis/plugin-gateways/testing';

export function bootMetering(options: GatewayKernelOptions = {}): Promise<TestKernel> {
  const { plugins = [], env = {}, ...rest } = options;
  return gatewayTestKernel({
    ...rest,
    plugins: ['sandboxes', 'metering', ...plugins],
    env: { SERVICE_BUDGET_METERING_ENABLED: 'true', SERVICE_HEALTH_INTERVAL_SECONDS: '3600', ...env },
  });
}

export async function meteredGateway(t: TestKernel, options: StartOptions = {}, name = 'sim'): Promise<Simulator> {
  const sim = await startTestSimulator(options);
  await registerSimulator(t, name, sim);
  return sim;
}

/** Seeds sandboxes and waits until the simulator runs them all. */
export async function runningSandboxes(sim: Simulator, names: string[], workspace?: string): Promise<void> {
  for (const name of names) sim.control.seedSandbox({ name, ...(workspace ? { workspace } : {}) });
  await eventually(() => names.every((name) => sim.control.state().sandboxes.some((box) => box.name === name && box.phase === 'SANDBOX_PHASE_READY')));
}

/** One metering poll, as the scheduler would run it (the clock is not moved: counters key on log timestamps). */
export async function poll(t: TestKernel): Promise<void> {
  await t.kernel.scheduler.runNow('metering.poll');
  await t.kernel.events.settled();
}

/** Every stored counter as `gateway/workspace/sandbox` → requests (all days together). */
export async function counted(t: TestKernel): Promise<Record<string, number>> {
  const found = await rows<{ gateway: string; workspace: string; sandbox: string; requests: number | string }>(
    t,
    'SELECT gateway, workspace, sandbox, SUM(requests) AS requests FROM metering_counters GROUP BY gateway, workspace, sandbox ORDER BY gateway, workspace, sandbox',
  );
  return Object.fromEntries(found.map((row) => [`${row.gateway}/${row.workspace}/${row.sandbox}`, Number(row.requests)]));
}

/** A log line as the simulator's emitLog takes it. */
export function line(message: string, fields: { source?: string; target?: string; level?: string; timestampMs?: number } = {}) {
  return { message, source: 'sandbox', target: 'openshell_sandbox::agent', level: 'INFO', ...fields };
}
