// A kernel with the kill switch and what it builds on, and a simulator whose sandboxes have providers attached.

import type { SeedProvider, Simulator } from '@portcullis/openshell-sim';
import { type GatewayKernelOptions, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { rows, type TestKernel } from '@portcullis/testing';
import type { SandboxRef } from '../src/owners.ts';

export { closeTestSimulators as closeSimulators } from '@portcullis/plugin-gateways/testing';

export const PROVIDERS: SeedProvider[] = [
  { name: 'openai', type: 'openai', credentials: { OPENAI_API_KEY: 'sk-seeded' } },
  { name: 'github', type: 'github', credentials: { GITHUB_TOKEN: 'ghp-seeded' } },
  { name: 'nvidia', type: 'nvidia', credentials: { NVIDIA_API_KEY: 'nv-seeded' } },
  { name: 'scratch', type: 'generic' },
];

export function bootKillSwitch(options: GatewayKernelOptions = {}): Promise<TestKernel> {
  const { plugins = [], env = {}, ...rest } = options;
  return gatewayTestKernel({
    ...rest,
    plugins: ['providers', 'sandboxes', 'kill-switch', ...plugins],
    env: { SERVICE_PROVIDER_ATTACH_RETRY_DELAY_MS: '5', SERVICE_HEALTH_INTERVAL_SECONDS: '3600', ...env },
  });
}

/** A simulator with the providers above, registered as `sim`. */
export async function gatewayWithProviders(t: TestKernel): Promise<Simulator> {
  const sim = await startTestSimulator({ providers: PROVIDERS });
  await registerSimulator(t, 'sim', sim);
  return sim;
}

/** The providers the simulator has attached to a sandbox (the truth a kill switch changes). */
export function attachedTo(sim: Simulator, sandbox: string, workspace = 'default'): string[] {
  return sim.control.state().sandboxes.find((box) => box.name === sandbox && box.workspace === workspace)?.providers ?? [];
}

export function ref(sandbox: string, workspace = 'default'): SandboxRef {
  return { gateway: 'sim', workspace, sandbox };
}

export function switchRows(t: TestKernel): Promise<Array<Record<string, any>>> {
  return rows(t, 'SELECT gateway, workspace, sandbox, state, engaged_by, holders, providers FROM kill_switches ORDER BY sandbox');
}

/** Provider attach and detach calls the simulator has received so far. */
export function providerCalls(sim: Simulator): { attach: number; detach: number } {
  return { attach: sim.control.calls('AttachSandboxProvider'), detach: sim.control.calls('DetachSandboxProvider') };
}
