// Three simulated gateways with labels (gw-a and gw-b env:prod, gw-c env:staging), each with labelled sandboxes,
// and the plugins whose services fleet actions go through.

import type { Simulator } from '@portcullis/openshell-sim';
import { type GatewayKernelOptions, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import type { TestKernel, TestResponse } from '@portcullis/testing';

export { closeTestSimulator, closeTestSimulators as closeSimulators } from '@portcullis/plugin-gateways/testing';

export const GATEWAYS = { 'gw-a': { env: 'prod' }, 'gw-b': { env: 'prod' }, 'gw-c': { env: 'staging' } } as const;
export type GatewayName = keyof typeof GATEWAYS;

/** Per gateway: sandbox name → its labels (ours, set through the sandboxes API). */
export const SANDBOXES: Record<GatewayName, Record<string, Record<string, string>>> = {
  'gw-a': { 'a-web': { team: 'a' }, 'a-db': { team: 'b' }, 'a-job': { team: 'a', tier: 'batch' } },
  'gw-b': { 'b-web': { team: 'a' }, 'b-api': { team: 'a' } },
  'gw-c': { 'c-web': { team: 'a' }, 'c-tool': { team: 'c' } },
};

export interface Fleet {
  t: TestKernel;
  sims: Record<GatewayName, Simulator>;
}

export function bootFleet(options: GatewayKernelOptions = {}): Promise<TestKernel> {
  const { plugins = [], env = {}, ...rest } = options;
  return gatewayTestKernel({
    ...rest,
    plugins: ['users', 'service-principals', 'providers', 'policies', 'sandboxes', 'kill-switch', 'fleet', ...plugins],
    env: { SERVICE_HEALTH_INTERVAL_SECONDS: '3600', SERVICE_PROVIDER_ATTACH_RETRY_DELAY_MS: '5', SERVICE_FLEET_GATEWAY_TIMEOUT_SECONDS: '3', ...env },
  });
}

/** Registers the three gateways with their labels and seeds their labelled sandboxes (all running). */
export async function threeGateways(t: TestKernel): Promise<Record<GatewayName, Simulator>> {
  const sims = {} as Record<GatewayName, Simulator>;
  for (const [gateway, labels] of Object.entries(GATEWAYS) as Array<[GatewayName, Record<string, string>]>) {
    const sim = await startTestSimulator({ providers: [{ name: 'openai', type: 'openai', credentials: { OPENAI_API_KEY: 'sk-seeded' } }] });
    await registerSimulator(t, gateway, sim, { labels });
    for (const [name, sandboxLabels] of Object.entries(SANDBOXES[gateway])) {
      sim.control.seedSandbox({ name, providers: ['openai'] });
      const patched = await t.http.patch(`/api/gateways/${gateway}/sandboxes/${name}`, { labels: sandboxLabels });
      if (patched.status !== 200) throw new Error(`labelling ${gateway}/${name} failed: ${patched.status} ${patched.text}`);
    }
    sims[gateway] = sim;
  }
  return sims;
}

/** gRPC calls a simulator received that may change something (anything but reads). */
export function changingCalls(sim: Simulator): Record<string, number> {
  return Object.fromEntries(Object.entries(sim.control.allCalls()).filter(([rpc, count]) => count > 0 && !/^(Get|List|Watch|Health)/.test(rpc)));
}

/** The sandbox's phase as the simulator has it. */
export function phaseOf(sim: Simulator, sandbox: string): string | undefined {
  return sim.control.state().sandboxes.find((box) => box.name === sandbox)?.phase;
}

/** Target entries without the reason text (compared exactly elsewhere). */
export function brief(targets: Array<{ gateway: string; sandbox: string | null; outcome: string }>): string[] {
  return targets.map((target) => `${target.gateway}/${target.sandbox ?? '*'} ${target.outcome}`);
}

/** Follows the operation's SSE stream from now until it ends; every `operation` event's data. */
export async function followOperation(t: TestKernel, id: string): Promise<Array<Record<string, any>>> {
  const response = await fetch(`${t.url}/api/operations/${id}/stream`, { headers: { 'x-portcullis-test-actor': JSON.stringify({ role: 'admin' }) } });
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('event: operation'))
    .map((block) => JSON.parse(block.split('\n')[1]!.slice(6)));
}

/** Starts a real run (202) and returns the operation id. */
export async function startAction(t: TestKernel, body: Record<string, unknown>, as: Parameters<TestKernel['http']['as']>[0] = 'operator'): Promise<string> {
  const response = await t.http.as(as).post('/api/fleet/actions', body);
  if (response.status !== 202) throw new Error(`fleet action not accepted: ${response.status} ${response.text}`);
  return response.body.operation_id as string;
}

export async function settled(t: TestKernel, id: string): Promise<Record<string, any>> {
  await t.resolve('operations').settled(id);
  await t.kernel.events.settled();
  return (await t.http.get(`/api/operations/${id}`)).body;
}

export interface SignedIn {
  request(method: string, path: string, body?: unknown): Promise<TestResponse>;
}

/**
 * A user without a global role, with the given per-gateway roles, signed in: its requests carry its session cookie
 * and our Origin, as a browser's, so its roles are resolved from the database like anyone's.
 */
export async function signedIn(t: TestKernel, email: string, gatewayRoles: Record<string, string> = {}): Promise<SignedIn> {
  const password = 'fleet-passphrase-42';
  const created = await t.http.post('/api/auth/users', { email, role: null, password });
  if (created.status !== 201) throw new Error(`creating ${email} failed: ${created.status} ${created.text}`);
  for (const [gateway, role] of Object.entries(gatewayRoles)) {
    const granted = await t.http.put(`/api/auth/users/${created.body.id}/gateway-roles/${gateway}`, { role });
    if (granted.status !== 200) throw new Error(`granting ${role} on ${gateway} failed: ${granted.status} ${granted.text}`);
  }
  const origin = 'http://localhost:8888';
  const login = await t.http.as(null).post('/api/auth/login', { email, password }, { headers: { origin } });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => /^svc_session=([^;]+)/.exec(header)?.[1])
    .find(Boolean);
  if (!cookie) throw new Error(`signing in ${email} failed: ${login.status} ${login.text}`);
  return {
    request: (method, path, body) =>
      t.http.as(null).request(method, path, { ...(body === undefined ? {} : { body }), headers: { origin, cookie: `svc_session=${cookie}` } }),
  };
}
