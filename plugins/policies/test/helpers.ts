// A kernel with the gateways and policies plugins, a simulator on loopback registered as gateway `gw`, and a
// running sandbox `box` created with a create-time policy (so the static sections are fixed, as on a real gateway).

import { type Simulator, type StartOptions, startSimulator } from '@portcullis/openshell-sim';
import { FAST_SIMULATOR_TIMINGS, gatewayTestKernel, registerSimulator } from '@portcullis/plugin-gateways/testing';
import { eventually, type TestKernel, type TestKernelOptions } from '@portcullis/testing';

export interface PolicyFixture {
  t: TestKernel;
  sim: Simulator;
  base: string;
  close(): Promise<void>;
}

export const CREATE_TIME_POLICY = {
  version: 1,
  filesystem: { include_workdir: true, read_only: ['/usr', '/lib'], read_write: ['/sandbox', '/tmp'] },
  landlock: { compatibility: 'best_effort' },
  process: { run_as_user: 'sandbox', run_as_group: 'sandbox' },
  network_policies: {},
};

export async function policyFixture(options: { kernel?: Omit<TestKernelOptions, 'plugins'>; sim?: StartOptions } = {}): Promise<PolicyFixture> {
  const sim = await startSimulator({ port: 0, timings: FAST_SIMULATOR_TIMINGS, ...options.sim });
  const t = await gatewayTestKernel({ ...options.kernel, plugins: ['policies'] });
  await registerSimulator(t, 'gw', sim);
  sim.control.seedSandbox({ name: 'box', policy: CREATE_TIME_POLICY });
  await eventually(
    () => sim.control.state().sandboxes.some((s: { name: string; phase: string }) => s.name === 'box' && s.phase === 'SANDBOX_PHASE_READY'),
    5000,
  );
  return {
    t,
    sim,
    base: '/api/gateways/gw/sandboxes/box',
    close: async () => {
      await t.stop();
      await sim.close();
    },
  };
}

export const ruleWithQuery = {
  name: 'search API',
  endpoints: [
    {
      host: 'api.example.com',
      port: 443,
      protocol: 'rest',
      rules: [{ allow: { method: 'GET', path: '/search/**', query: { q: { glob: 'docs-*' }, lang: { any: ['en', 'fr'] } } } }],
    },
  ],
  binaries: [{ path: '/usr/bin/curl' }],
};

export const plainRule = (host: string) => ({ name: host, endpoints: [{ host, port: 443 }], binaries: [{ path: '/usr/bin/python3' }] });
