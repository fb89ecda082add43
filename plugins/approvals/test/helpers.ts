// A kernel with gateways, policies and approvals (plus whatever a test adds) in front of a real simulator on
// loopback, registered as gateway `gw`, with running sandboxes seeded with a create-time policy; denials enter
// through the simulator's hooks, exactly as a blocked agent's would.

import type { Plugin } from '@portcullis/core';
import { type Simulator, type StartOptions, startSimulator } from '@portcullis/openshell-sim';
import gateways from '@portcullis/plugin-gateways';
import { FAST_SIMULATOR_TIMINGS, registerSimulator, WIRE_LINE_PLUGINS } from '@portcullis/plugin-gateways/testing';
import policies from '@portcullis/plugin-policies';
import { createTestKernel, eventually, type TestKernel, type TestKernelOptions } from '@portcullis/testing';
import approvals from '../src/index.ts';

export interface Fixture {
  t: TestKernel;
  sim: Simulator;
  /** `/api/gateways/gw` */
  gw: string;
  /** `/api/gateways/gw/sandboxes/<name>` */
  box(name?: string): string;
  close(): Promise<void>;
}

export interface FixtureOptions extends Omit<TestKernelOptions, 'plugins'> {
  /** Plugins before (identity) and after (workflows, sandboxes) the approvals plugin. */
  before?: Array<string | Plugin>;
  after?: Array<string | Plugin>;
  sim?: StartOptions;
  sandboxes?: string[];
}

export const CREATE_TIME_POLICY = {
  version: 1,
  filesystem: { include_workdir: true, read_only: ['/usr', '/lib'], read_write: ['/sandbox', '/tmp'] },
  landlock: { compatibility: 'best_effort' },
  process: { run_as_user: 'sandbox', run_as_group: 'sandbox' },
  network_policies: {},
};

export async function fixture(options: FixtureOptions = {}): Promise<Fixture> {
  const { before = [], after = [], sim: simOptions = {}, sandboxes = ['box'], env = {}, ...rest } = options;
  const sim = await startSimulator({ port: 0, timings: FAST_SIMULATOR_TIMINGS, ...simOptions });
  const t = await createTestKernel({
    ...rest,
    plugins: [...before, gateways, ...WIRE_LINE_PLUGINS, policies, approvals, ...after],
    env: { SERVICE_LOCAL_MODE: 'true', SERVICE_HEALTH_INTERVAL_SECONDS: '3600', ...env },
  });
  await registerSimulator(t, 'gw', sim);
  for (const name of sandboxes) sim.control.seedSandbox({ name, policy: CREATE_TIME_POLICY });
  await eventually(
    () =>
      sandboxes.every((name) =>
        sim.control.state().sandboxes.some((s: { name: string; phase: string }) => s.name === name && s.phase === 'SANDBOX_PHASE_READY'),
      ),
    5000,
  );
  return {
    t,
    sim,
    gw: '/api/gateways/gw',
    box: (name = 'box') => `/api/gateways/gw/sandboxes/${name}`,
    close: async () => {
      await t.stop();
      await sim.close();
    },
  };
}

export interface Denial {
  host: string;
  port: number;
  binary: string;
  method?: string;
  path?: string;
  count?: number;
}

/** The gateway's rule key for a blocked endpoint (docs/openshell-0.0.md §d.1). */
export function ruleKey(host: string, port: number): string {
  return `allow_${host.replace(/[.-]/g, '_')}_${port}`;
}

/** A blocked agent: the denial is recorded and flushed into a chunk; returns the chunk id. */
export function deny(f: Fixture, denial: Denial, sandbox = 'box'): string {
  f.sim.control.simulateDenial({ sandbox, ...denial });
  f.sim.control.flushDenials(sandbox);
  const record = f.sim.control.state().sandboxes.find((s: { name: string }) => s.name === sandbox)!;
  const chunk = record.chunks.find((c) => c.binary === denial.binary && c.ruleName === ruleKey(denial.host, denial.port));
  if (!chunk) throw new Error(`no chunk for ${denial.host}:${denial.port} in ${JSON.stringify(record.chunks)}`);
  return chunk.id;
}

/** Runs the poll task now (the manual clock moves past its interval). */
export async function poll(f: Fixture): Promise<void> {
  f.t.manualClock!.advance(5_000);
  await f.t.tick();
}

import { jsonColumn as json, rows } from '@portcullis/testing';

export { json, rows };

/** The record of each move: the outcome row of a gateway call (its intent row, written before, is left out) or a row of its own. */
export async function auditActions(
  t: TestKernel,
  prefix = 'approval.',
): Promise<Array<{ action: string; actor: string; resource_id: string; outcome: string | null; detail: any }>> {
  const found = await rows<{ action: string; actor: string; resource_id: string; outcome: string | null; detail: unknown }>(
    t,
    "SELECT action, actor, resource_id, outcome, detail FROM audit_log WHERE action LIKE ? AND (outcome IS NULL OR outcome <> 'pending') ORDER BY id",
    [`${prefix}%`],
  );
  return found.map((row) => ({ ...row, detail: json(row.detail) }));
}

/** The rule keys of the sandbox's active policy, with their binaries. */
export async function activeRules(f: Fixture, sandbox = 'box'): Promise<Record<string, string[]>> {
  const response = await f.t.http.get(`${f.box(sandbox)}/policy`);
  if (response.status !== 200) throw new Error(`policy read failed: ${response.status} ${response.text}`);
  const rules = response.body.policy.network_policies ?? {};
  return Object.fromEntries(Object.entries(rules).map(([key, rule]: [string, any]) => [key, (rule.binaries ?? []).map((b: { path: string }) => b.path)]));
}

/** Another client of the gateway edits a chunk (the way the OpenShell CLI would), outside Portcullis' moves. */
export async function editUpstream(f: Fixture, chunkId: string, rule: Record<string, unknown>, sandbox = 'box'): Promise<void> {
  const gateway = await f.t.resolve('gatewayRegistry', 'approvals').require('gw');
  await f.t.resolve('gatewayApi', 'approvals').drafts.edit({ gateway, workspace: gateway.defaultWorkspace }, sandbox, chunkId, rule);
}
