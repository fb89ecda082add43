// @portcullis/testing, the test kit for Portcullis and its plugins: test kernels that boot only the named plugins on a
// fresh database, with a controllable clock, captured logs and events, and an HTTP client that can act as any
// role; and helpers for real services (Chromium, dnsmasq, promtool, the service as a child process). The response
// conformance checker is its own entry, `@portcullis/testing/conformance` (it needs ajv).

import {
  type Actor,
  type Authenticator,
  CapturedLog,
  type Clock,
  type EventEnvelope,
  Kernel,
  ManualClock,
  type PluginEntry,
  type ServiceMap,
  type ServiceRef,
  systemClock,
} from '@portcullis/core';
import { TEST_ACTOR_HEADER, type TestActor, TestClient } from './client.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { packagedApi, responseRecorder } from './response-recorder.ts';

export { CapturedLog, ManualClock } from '@portcullis/core';
export {
  type CDPSession,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  type ChromiumBrowser,
  type ChromiumContext,
  type ChromiumPage,
  launchChromium,
} from './chromium.ts';
export { type RequestOptions, TEST_ACTOR_HEADER, type TestActor, TestClient, type TestResponse } from './client.ts';
export { adminUrl, connectTestDatabase, createTestDatabase, type TestDatabase, type TestDialect, testDialect, testDialects } from './database.ts';
export { startDnsServer, type TestDnsServer } from './dns-server.ts';
export { type Dnsmasq, type DnsmasqZone, requireDnsmasq, type SrvRecord, startDnsmasq } from './dnsmasq.ts';
export { entitySchemaDrift, type SchemaDrift } from './entity-schema.ts';
export { signedInWithGatewayRoles } from './gateway-roles.ts';
export { type HealthLatency, healthLatencyDuring, quantile } from './health-latency.ts';
export { OutOfProcessClient, type OutOfProcessRequest, type OutOfProcessResponse } from './out-of-process-client.ts';
export { type Promtool, promtool } from './promtool.ts';
export { appendAuditRow, auditRows, jsonColumn, metricValue, rows } from './rows.ts';
export { type ServiceProcess, startServiceProcess } from './service-process.ts';
export { parseRfc5424, type SyslogMessage, startSyslogServer, type TestSyslogServer } from './syslog-server.ts';

export interface TestKernelOptions {
  /** Only these plugins (default none), or `configured`: the list of the configuration, as a deployment would. */
  plugins?: PluginEntry[] | 'configured';
  /** Settings as environment variables (SERVICE_*). */
  env?: Record<string, string>;
  /** A manual clock (default) or the system clock. */
  clock?: ManualClock | 'system';
  /** Share a database with another kernel (replica tests); by default each kernel gets a fresh one. */
  database?: TestDatabase;
  /** Run the scheduler in real time instead of on `tick()`. */
  realScheduler?: boolean;
  /** Accept the test actor header (default true); false to exercise the real authenticators only. */
  testActors?: boolean;
}

export interface TestKernel {
  kernel: Kernel;
  url: string;
  clock: Clock;
  /** Only set when the kernel runs on a manual clock. */
  manualClock: ManualClock | null;
  logs: CapturedLog;
  events: EventEnvelope[];
  database: TestDatabase;
  /** Client acting as an admin; `.as(role | actor | null)` for others. */
  http: TestClient;
  /** A service as `plugin` sees it: the kernel by default, a ref's own plugin for a ref. */
  resolve<K extends keyof ServiceMap>(name: K, plugin?: string): ServiceMap[K];
  resolve<T>(ref: ServiceRef<T>, plugin?: string): T;
  /** Runs every due task (after moving the manual clock) and waits for them and their events. */
  tick(): Promise<void>;
  eventsNamed(name: string): EventEnvelope[];
  waitForEvent(name: string, predicate?: (event: EventEnvelope) => boolean, timeoutMs?: number): Promise<EventEnvelope>;
  stop(options?: { keepDatabase?: boolean }): Promise<void>;
}

/** Authenticates the harness's actor header; only ever installed in test kernels. */
function testActorAuthenticator(): Authenticator {
  return {
    id: 'test-actor',
    order: -100,
    authenticate: async (request) => {
      const raw = request.headers[TEST_ACTOR_HEADER];
      if (typeof raw !== 'string') return null;
      const given = JSON.parse(raw) as TestActor;
      const name = given.name ?? `${given.role}@test.local`;
      return { type: 'user', id: given.id ?? name, name, method: 'test', ...given } as Actor;
    },
  };
}

export async function createTestKernel(options: TestKernelOptions = {}): Promise<TestKernel> {
  const database = options.database ?? (await createTestDatabase());
  const manualClock = options.clock === 'system' ? null : (options.clock ?? new ManualClock(Date.now()));
  const clock = manualClock ?? systemClock;
  const logs = new CapturedLog();
  const env: Record<string, string> = {
    SERVICE_PORT: '0',
    SERVICE_LOG_LEVEL: 'debug',
    SERVICE_PUBLIC_URL: 'http://localhost:8888',
    SERVICE_SHUTDOWN_TIMEOUT_SECONDS: '5',
    ...database.env,
    ...options.env,
  };
  let kernel: Kernel;
  try {
    kernel = await Kernel.boot({
      env,
      clock,
      ...(options.plugins === 'configured' ? {} : { plugins: options.plugins ?? [] }),
      logDestination: logs,
      validateResponses: true,
      manualScheduler: !options.realScheduler,
      authenticators: options.testActors === false ? [] : [testActorAuthenticator()],
      ...(database.sqliteFile ? { sqliteFile: database.sqliteFile } : {}),
      observeResponses: responseRecorder(() => packagedApi(kernel)),
    });
  } catch (error) {
    if (!options.database) await database.drop();
    throw error;
  }
  const events: EventEnvelope[] = [];
  kernel.events.on(
    '*',
    (event) => {
      events.push(event);
    },
    { replicas: 'all' },
  );
  const settle = async () => {
    await kernel.events.settled();
  };
  return {
    kernel,
    url: kernel.url,
    clock,
    manualClock,
    logs,
    events,
    database,
    http: new TestClient(kernel.url, 'admin'),
    resolve: (service: string | ServiceRef<unknown>, plugin?: string) => kernel.resolve(service as ServiceRef<unknown>, plugin),
    tick: async () => {
      await kernel.scheduler.tick();
      await settle();
    },
    eventsNamed: (name) => events.filter((event) => event.name === name),
    waitForEvent: (name, predicate = () => true, timeoutMs = 5000) => waitFor(events, name, predicate, timeoutMs),
    stop: async (stopOptions = {}) => {
      await kernel.stop();
      if (!options.database && !stopOptions.keepDatabase) await database.drop();
    },
  };
}

async function waitFor(events: EventEnvelope[], name: string, predicate: (event: EventEnvelope) => boolean, timeoutMs: number): Promise<EventEnvelope> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = events.find((event) => event.name === name && predicate(event));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`event ${name} did not arrive within ${timeoutMs} ms (saw: ${events.map((e) => e.name).join(', ') || 'none'})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Polls until `check` returns a truthy value (for state that settles asynchronously). */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5000, intervalMs = 20): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${(last as Error).message}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
