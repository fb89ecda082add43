// The service a console test or benchmark drives: the configured boot on `http://localhost:<port>`. Cookies,
// WebAuthn and the Origin check need the browser's origin to be the service's public URL, hence a fixed port (each
// test file takes its own; the console tests run on SQLite only, so one port each).
import { existsSync, readFileSync } from 'node:fs';
import { createTestKernel, type TestKernel } from '@portcullis/testing';

const EPHEMERAL_RANGE = '/proc/sys/net/ipv4/ip_local_port_range';

/**
 * Refuses a fixed port inside Linux's ephemeral range (32768–60999 by default): any outgoing connection of a test
 * running beside may hold such a port, and the listen then fails with EADDRINUSE once in a while. Where the range
 * cannot be read (not Linux), the port is taken as given.
 */
export function assertFixedPort(port: number): number {
  if (!existsSync(EPHEMERAL_RANGE)) return port;
  const [low, high] = readFileSync(EPHEMERAL_RANGE, 'utf8').trim().split(/\s+/).map(Number);
  if (port >= low! && port <= high!) throw new Error(`fixed port ${port} is in the ephemeral range ${low}-${high}: pick one below ${low}`);
  return port;
}

/**
 * What the tests loosen so that they run fast and never trip over their own volume: a cheap password hash, no
 * practical rate limit, and no health probe unless a test asks for one. The benchmark leaves them out, so that it
 * measures the service as it is deployed.
 */
export const TEST_SHORTCUTS: Readonly<Record<string, string>> = {
  SERVICE_AUTH_PASSWORD_HASH_COST: '10',
  SERVICE_RATE_LIMIT_PER_MINUTE: '100000',
  SERVICE_HEALTH_INTERVAL_SECONDS: '3600',
};

/**
 * The configured boot on the system clock with its real scheduler, local mode (the simulator is on loopback) and a
 * one-second approvals poll; no test actors, so the browser logs in like a user. `env` adds or overrides settings.
 */
export function bootConsoleService(port: number, env: Record<string, string> = {}): Promise<TestKernel> {
  assertFixedPort(port);
  return createTestKernel({
    plugins: 'configured',
    testActors: false,
    clock: 'system',
    realScheduler: true,
    env: {
      SERVICE_PORT: String(port),
      SERVICE_PUBLIC_URL: `http://localhost:${port}`,
      SERVICE_LOCAL_MODE: 'true',
      SERVICE_APPROVALS_POLL_SECONDS: '1',
      ...env,
    },
  });
}

/** The boot of the console's tests: bootConsoleService with TEST_SHORTCUTS; `env` adds settings (a plugin that is off by default). */
export function startConsoleService(port: number, env: Record<string, string> = {}): Promise<TestKernel> {
  return bootConsoleService(port, { ...TEST_SHORTCUTS, ...env });
}
