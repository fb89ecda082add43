// A kernel with sandboxes and leases, a simulator registered as `sim` with running sandboxes, and a clock to move.

import type { Simulator } from '@portcullis/openshell-sim';
import { type GatewayKernelOptions, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { eventually, rows, type TestKernel, type TestResponse } from '@portcullis/testing';

export { closeTestSimulators as closeSimulators } from '@portcullis/plugin-gateways/testing';

export function bootLeases(options: GatewayKernelOptions = {}): Promise<TestKernel> {
  const { plugins = [], env = {}, ...rest } = options;
  return gatewayTestKernel({
    ...rest,
    plugins: ['sandboxes', 'sandbox-leases', ...plugins],
    env: { SERVICE_HEALTH_INTERVAL_SECONDS: '3600', SERVICE_LEASES_CHECK_INTERVAL: '10', ...env },
  });
}

/** Running sandboxes on a fresh simulator, seeded there directly (as if created outside Portcullis). */
export async function seedRunning(sim: Simulator, names: string[]): Promise<void> {
  for (const name of names) sim.control.seedSandbox({ name });
  await eventually(() => names.every((name) => phaseOf(sim, name) === 'SANDBOX_PHASE_READY'));
}

/** A simulator registered as `name` (default `sim`) running the named sandboxes. */
export async function gatewayWithSandboxes(t: TestKernel, names: string[], name = 'sim'): Promise<Simulator> {
  const sim = await startTestSimulator();
  await registerSimulator(t, name, sim);
  await seedRunning(sim, names);
  return sim;
}

export function phaseOf(sim: Simulator, sandbox: string): string | undefined {
  return sim.control.state().sandboxes.find((box) => box.name === sandbox)?.phase;
}

export const leasePath = (sandbox: string, gateway = 'sim') => `/api/gateways/${gateway}/sandboxes/${sandbox}/lease`;

/** Moves the manual clock by `ms` and runs every task that is due (the lease check among them). */
export async function later(t: TestKernel, ms: number): Promise<void> {
  t.manualClock!.advance(ms);
  await t.tick();
}

export function leaseRows(t: TestKernel): Promise<Array<Record<string, any>>> {
  return rows(t, 'SELECT gateway, workspace, sandbox, action, state, source, outcome, attempts, renewals FROM sandbox_leases ORDER BY sandbox');
}

/** The data of the named events about one sandbox, without the actor. */
export function eventsAbout(t: TestKernel, name: string, sandbox: string): Array<Record<string, unknown>> {
  return t
    .eventsNamed(name)
    .map((event) => event.data as Record<string, unknown>)
    .filter((data) => data.sandbox === sandbox);
}

export interface SignedIn {
  request(method: string, path: string, body?: unknown): Promise<TestResponse>;
}

/**
 * A user with the given global role (null: none) and per-gateway roles, signed in: its requests carry its session
 * cookie and our Origin, as a browser's, so its roles are resolved from the database (needs the users plugin).
 */
export async function signedIn(t: TestKernel, email: string, role: string | null, gatewayRoles: Record<string, string> = {}): Promise<SignedIn> {
  const password = 'lease-passphrase-42';
  const created = await t.http.post('/api/auth/users', { email, role, password });
  if (created.status !== 201) throw new Error(`creating ${email} failed: ${created.status} ${created.text}`);
  for (const [gateway, gatewayRole] of Object.entries(gatewayRoles)) {
    const granted = await t.http.put(`/api/auth/users/${created.body.id}/gateway-roles/${gateway}`, { role: gatewayRole });
    if (granted.status !== 200) throw new Error(`granting ${gatewayRole} on ${gateway} failed: ${granted.status} ${granted.text}`);
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
