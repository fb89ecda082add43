// test-dialects: postgresql
// Three real service processes (bin/portcullis) on one throw-away PostgreSQL database, behind a round-robin proxy,
// with the gateway simulator behind them: what one replica causes, the others see; every leased periodic task runs on
// one replica at a time, and each gateway's sharded work (probes, polls) on one replica per interval; killing the one
// that runs them moves the work before its lease would have expired; login defences, sessions and API keys hold on
// every replica.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, rendezvousOwner } from '@portcullis/core';
import { type Simulator, startSimulator } from '@portcullis/openshell-sim';
import { connectTestDatabase, createTestDatabase, eventually, startDnsServer, type TestDatabase, type TestDnsServer } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { taskRuns } from './support/metrics.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './support/proxy.ts';
import { startWebhookReceiver, type WebhookReceiver } from './support/receiver.ts';
import { type ReplicaProcess, startReplica } from './support/replica.ts';

const ADMIN = { email: 'admin@example.com', password: 'a-long-passphrase-42' };
const INTERVAL_MS = 1000;
/** The lease of discovery.scan as the scheduler takes it: two intervals plus the task's timeout (10 minutes). */
const SCAN_LEASE_TTL_MS = 2 * INTERVAL_MS + 600_000;
const FAST_SIM = { readyDelayMs: 20, stopDelayMs: 10, policyLoadDelayMs: 10, deleteDelayMs: 30, flushIntervalMs: 0 };
/** The global tasks whose interval the settings below make one second (the hourly purges keep theirs). */
const SHORT_TASKS = ['policies.pin-expiry', 'curfew.check', 'discovery.scan', 'webhooks.retry'];
/** The sharded tasks (docs/plugins.md, Tasks) the settings below make one second: every replica runs its share. */
const SHARDED_TASKS = ['gateways.health-probe', 'approvals.poll', 'metering.poll'];
const PROBE_TASK = 'gateways.health-probe';
const LOCKOUT_THRESHOLD = 3;
const LOGIN_RATE_LIMIT = 12;

interface Context {
  database: TestDatabase;
  db: Database;
  dns: TestDnsServer;
  sim: Simulator;
  flaky: Simulator;
  receiver: WebhookReceiver;
  proxy: RoundRobinProxy;
  replicas: ReplicaProcess[];
  dataDirs: string[];
  key: string;
}

const replicas = suite<Context>('three replicas on one PostgreSQL database');

function settings(context: Context, dataDir: string): Record<string, string> {
  return {
    // The sources as they are (a compiled dist/ may be older; production-start.test.ts runs the compiled form).
    PORTCULLIS_FROM: 'src',
    ...context.database.env,
    SERVICE_DATA_DIR: dataDir,
    SERVICE_PORT: '0',
    SERVICE_HOST: '127.0.0.1',
    SERVICE_REPLICAS: '3',
    SERVICE_SECRET_KEY: SECRET_KEY,
    SERVICE_PUBLIC_URL: context.proxy.url,
    SERVICE_LOCAL_MODE: 'true',
    SERVICE_SHUTDOWN_TIMEOUT_SECONDS: '5',
    SERVICE_HEALTH_INTERVAL_SECONDS: '1',
    SERVICE_HEALTH_PROBE_TIMEOUT_SECONDS: '1',
    SERVICE_APPROVALS_POLL_SECONDS: '1',
    SERVICE_POLICY_PIN_CHECK_SECONDS: '1',
    SERVICE_BUDGET_METERING_ENABLED: 'true',
    SERVICE_BUDGET_INTERVAL_SECONDS: '1',
    SERVICE_CURFEW_CHECK_INTERVAL: '1',
    SERVICE_LEASES_CHECK_INTERVAL: '1',
    SERVICE_DISCOVERY_ENABLED: 'true',
    SERVICE_DISCOVERY_DOMAINS: 'replicas.test',
    SERVICE_DISCOVERY_RESOLVER: context.dns.address,
    SERVICE_DISCOVERY_INTERVAL_SECONDS: '1',
    SERVICE_AUTH_LOCKOUT_THRESHOLD: String(LOCKOUT_THRESHOLD),
    SERVICE_AUTH_LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
  };
}
const SECRET_KEY = randomBytes(32).toString('base64url');

/** The service's public URL (the proxy's): what browsers send as Origin with cookie-authenticated writes. */
let publicOrigin = '';

async function call(
  base: string,
  method: string,
  path: string,
  options: { key?: string; cookie?: string; body?: unknown } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { origin: publicOrigin };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

async function login(base: string, password = ADMIN.password, email = ADMIN.email) {
  return call(base, 'POST', '/api/auth/login', { body: { email, password } });
}

function sessionCookie(response: { headers: Headers }): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

/** Which replica an instance id (`host-pid-random`) belongs to. */
function replicaOf(context: Context, instanceId: string): ReplicaProcess {
  const found = context.replicas.find((replica) => instanceId.includes(`-${replica.pid}-`));
  if (!found) throw new Error(`no replica has instance ${instanceId}`);
  return found;
}

async function leaseHolder(context: Context, task: string): Promise<string | null> {
  const rows = await context.db.execute<{ holder: string }>('SELECT holder FROM portcullis_leases WHERE name = ?', [`task:${task}`]);
  return rows[0]?.holder ?? null;
}

async function runsByReplica(context: Context, live: ReplicaProcess[]): Promise<Array<Map<string, number>>> {
  return Promise.all(live.map((replica) => taskRuns(replica.url, context.key)));
}

const totalRuns = (runs: Array<Map<string, number>>, task: string) => runs.reduce((sum, replica) => sum + (replica.get(task) ?? 0), 0);

replicas.before(async (context) => {
  context.database = await createTestDatabase('postgresql');
  context.db = await connectTestDatabase(context.database);
  context.dns = await startDnsServer();
  context.sim = await startSimulator({ port: 0, timings: FAST_SIM });
  context.flaky = await startSimulator({ port: 0, timings: FAST_SIM });
  context.receiver = await startWebhookReceiver();
  context.proxy = await startRoundRobinProxy([]);
  publicOrigin = context.proxy.url;
  context.dataDirs = ['a', 'b', 'c'].map((name) => mkdtempSync(join(tmpdir(), `portcullis-replica-${name}-`)));
  // All three start at once on the empty database: migrations and the first administrator race for real.
  context.replicas = await Promise.all(['A', 'B', 'C'].map((name, i) => startReplica(name, settings(context, context.dataDirs[i]!))));
  context.proxy.backends.push(...context.replicas.map((replica) => replica.url));

  const proxy = context.proxy.url;
  assert.is((await call(proxy, 'POST', '/api/auth/setup', { body: ADMIN })).status, 201);
  const cookie = sessionCookie(await login(proxy));
  const created = await call(proxy, 'POST', '/api/auth/service-principals', { cookie, body: { name: 'replica-suite', role: 'admin' } });
  assert.is(created.status, 201, JSON.stringify(created.body));
  context.key = created.body.key;
  for (const [name, sim] of [
    ['sim', context.sim],
    ['flaky', context.flaky],
  ] as const) {
    const registered = await call(proxy, 'POST', '/api/gateway/register', {
      key: context.key,
      body: { name, endpoint: `http://${sim.address}`, auth_mode: 'none' },
    });
    assert.is(registered.status, 201, JSON.stringify(registered.body));
  }
  const hook = await call(proxy, 'POST', '/api/webhooks', {
    key: context.key,
    body: {
      url: context.receiver.url,
      channel_type: 'generic',
      event_types: ['gateway.unreachable', 'gateway.recovered', 'approval.pending', 'approval.approved', 'policy.pin_expired'],
    },
  });
  assert.is(hook.status, 201, JSON.stringify(hook.body));
});

replicas.after(async (context) => {
  await Promise.all((context.replicas ?? []).map((replica) => replica.kill()));
  await context.proxy?.close();
  await context.receiver?.close();
  await context.sim?.close();
  await context.flaky?.close().catch(() => undefined);
  await context.dns?.close();
  await context.db?.close();
  await context.database?.drop();
  for (const dir of context.dataDirs ?? []) rmSync(dir, { recursive: true, force: true });
});

replicas('each replica logs only JSON lines on stdout and answers /readyz', async ({ replicas: all }) => {
  for (const replica of all) {
    assert.equal(replica.strayLines, [], `${replica.name} wrote something that is not JSON on stdout`);
    assert.is((await fetch(`${replica.url}/readyz`)).status, 200);
  }
});

replicas('a session and an API key work on every replica; a logout and a revocation anywhere are seen everywhere', async (context) => {
  const [a, b, c] = context.replicas as [ReplicaProcess, ReplicaProcess, ReplicaProcess];
  const cookie = sessionCookie(await login(a.url));
  const signedIn = async (replica: ReplicaProcess) => (await call(replica.url, 'GET', '/api/auth/check', { cookie })).body.authenticated;
  for (const replica of [a, b, c]) assert.is(await signedIn(replica), true, `session on ${replica.name}`);
  assert.is((await call(b.url, 'POST', '/api/auth/logout', { cookie })).status, 204);
  for (const replica of [a, c]) assert.is(await signedIn(replica), false, `ended session on ${replica.name}`);

  const created = await call(a.url, 'POST', '/api/auth/service-principals', { key: context.key, body: { name: 'short-lived', role: 'viewer' } });
  assert.is(created.status, 201);
  // Each replica caches keys it has seen: make all three cache this one before it is revoked.
  for (const replica of [a, b, c]) assert.is((await call(replica.url, 'GET', '/api/gateway/list', { key: created.body.key })).status, 200);
  assert.is((await call(c.url, 'DELETE', `/api/auth/service-principals/${created.body.id}`, { key: context.key })).status, 204);
  for (const replica of [a, b]) {
    await eventually(async () => (await call(replica.url, 'GET', '/api/gateway/list', { key: created.body.key })).status === 401, 1000);
  }
});

replicas('a WebSocket viewer on replica A sees the approval the poll detected and the decision made through replica B', async (context) => {
  const [a, b] = context.replicas as [ReplicaProcess, ReplicaProcess];
  context.sim.control.seedSandbox({ name: 'box', policy: { version: 1, network_policies: {} } });
  await eventually(() =>
    context.sim.control.state().sandboxes.some((s: { name: string; phase: string }) => s.name === 'box' && s.phase === 'SANDBOX_PHASE_READY'),
  );
  const socket = new WebSocket(`${a.url.replace('http', 'ws')}/ws/sim/box?token=${context.key}`);
  const messages: Array<{ type: string; data: any }> = [];
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  try {
    context.receiver.refuseFirstAttempt.add('approval.pending');
    context.sim.control.simulateDenial({ sandbox: 'box', host: 'api.github.com', port: 443, binary: '/usr/bin/curl' });
    context.sim.control.flushDenials('box');
    const pending = await eventually(() => messages.find((m) => m.type === 'approval' && m.data.event === 'approval.pending'), 5000);
    const approved = await call(b.url, 'POST', `/api/gateways/sim/sandboxes/box/approvals/${pending.data.chunk_id}/approve`, { key: context.key });
    assert.is(approved.status, 200, JSON.stringify(approved.body));
    await eventually(() => messages.find((m) => m.type === 'approval' && m.data.event === 'approval.approved'), 2000);
  } finally {
    socket.close();
  }
});

replicas(
  'every periodic task runs on one replica only (the work of each gateway on one), once per interval, and each of its effects happens once',
  async (context) => {
    const live = context.replicas;
    const before = await runsByReplica(context, live);
    const healthBefore = context.sim.control.calls('Health');
    const windowStarted = Date.now();
    // Effects caused during the window: a gateway goes down and comes back, a pin lapses, inference is metered.
    const flakyPort = context.flaky.port;
    await context.flaky.close();
    await eventually(() => context.receiver.of('gateway.unreachable', (d) => d.gateway === 'flaky').length > 0, 5000);
    context.flaky = await startSimulator({ port: flakyPort, timings: FAST_SIM });
    const pin = await call(context.proxy.url, 'POST', '/api/gateways/sim/sandboxes/box/policy/pin', {
      key: context.key,
      body: { reason: 'replica suite', expires_at: new Date(Date.now() + 1500).toISOString() },
    });
    assert.is(pin.status, 201, JSON.stringify(pin.body));
    context.sim.control.emitInference('box', 3);
    await eventually(() => context.receiver.of('gateway.recovered', (d) => d.gateway === 'flaky').length > 0, 5000);
    await eventually(() => context.receiver.of('policy.pin_expired').length > 0, 5000);
    // The pending approval's first delivery was refused: the outbox retries it after 5 s, once.
    await eventually(() => context.receiver.of('approval.pending').some((d) => d.status === 200), 10_000);
    // Several more runs of every task, in which a second replica running any of them would show.
    const marked = await runsByReplica(context, live);
    await eventually(
      async () => {
        const now = await runsByReplica(context, live);
        return SHORT_TASKS.every((task) => totalRuns(now, task) - totalRuns(marked, task) >= 3);
      },
      30_000,
      INTERVAL_MS / 4,
    );
    const after = await runsByReplica(context, live);
    const windowMs = Date.now() - windowStarted;
    const probes = context.sim.control.calls('Health') - healthBefore;

    for (const task of SHORT_TASKS) {
      const deltas = live.map((_, i) => (after[i]!.get(task) ?? 0) - (before[i]!.get(task) ?? 0));
      const runners = deltas.filter((delta) => delta > 0).length;
      const total = deltas.reduce((sum, delta) => sum + delta, 0);
      assert.is(runners, 1, `${task} ran on ${runners} replicas (${deltas.join(', ')})`);
      assert.ok(total <= Math.floor(windowMs / INTERVAL_MS) + 1, `${task}: ${total} runs in ${windowMs} ms is more than once per interval`);
      assert.ok(total >= Math.floor(windowMs / INTERVAL_MS / 3), `${task}: only ${total} runs in ${windowMs} ms`);
    }
    // A replica's runs of a sharded task are due one interval apart, each starting up to a scheduler tick late: one gap
    // in the window may come out a little short (docs/plugins.md, Tasks: slots).
    const perInterval = Math.floor(windowMs / INTERVAL_MS) + 2;
    for (const task of SHARDED_TASKS) {
      const deltas = live.map((_, i) => (after[i]!.get(task) ?? 0) - (before[i]!.get(task) ?? 0));
      for (const delta of deltas) assert.ok(delta >= 1 && delta <= perInterval, `${task} runs per replica: ${deltas.join(', ')}`);
    }
    // One replica probes gateway `sim` per interval (three would make it three times as many).
    assert.ok(probes <= perInterval, `gateway sim was probed ${probes} times in ${windowMs} ms`);
    assert.ok(probes >= Math.floor(windowMs / INTERVAL_MS / 3), `gateway sim was probed only ${probes} times in ${windowMs} ms`);
    assert.is(context.receiver.of('gateway.unreachable', (d) => d.gateway === 'flaky').length, 1, 'one transition, one event');
    assert.is(context.receiver.of('gateway.recovered', (d) => d.gateway === 'flaky').length, 1);
    assert.is(context.receiver.of('policy.pin_expired').length, 1);
    assert.equal(
      context.receiver.of('approval.pending').map((d) => d.status),
      [503, 200],
      'one delivery, retried once',
    );
    const usage = await call(context.proxy.url, 'GET', '/api/usage/summary', { key: context.key });
    assert.is(usage.status, 200, JSON.stringify(usage.body));
    assert.match(JSON.stringify(usage.body), /"metered_requests_today":3\b|"requests":3\b/, `three requests metered once: ${JSON.stringify(usage.body)}`);
  },
);

replicas('SIGKILL of the replica holding the leases moves their work to another before the lease would expire', async (context) => {
  const task = 'discovery.scan';
  const holder = replicaOf(context, (await leaseHolder(context, task))!);
  const survivors = context.replicas.filter((replica) => replica !== holder);
  const before = await runsByReplica(context, survivors);
  const members = (await context.db.execute<{ id: string }>('SELECT id FROM portcullis_instances WHERE serves = TRUE')).map((row) => row.id);
  const killedOwned = ['sim', 'flaky'].filter((gateway) => rendezvousOwner(gateway, members)?.includes(`-${holder.pid}-`));
  const killedAt = Date.now();
  await holder.kill();
  context.replicas = survivors;
  context.proxy.backends.splice(0, context.proxy.backends.length, ...survivors.map((replica) => replica.url));
  // The work has moved when another replica holds the lease (it takes it to run the task) ...
  const taker = await eventually(
    async () => {
      const current = await leaseHolder(context, task);
      return current && !current.includes(`-${holder.pid}-`) ? replicaOf(context, current) : null;
    },
    SCAN_LEASE_TTL_MS + INTERVAL_MS,
    25,
  );
  const movedMs = Date.now() - killedAt;
  // ... and has run there when that replica counts one more run.
  await eventually(async () => ((await taskRuns(taker.url, context.key)).get(task) ?? 0) > (before[survivors.indexOf(taker)]!.get(task) ?? 0), 5000);
  const ranMs = Date.now() - killedAt;
  console.log(
    `  ${task}: lease taken by ${taker.name} ${movedMs} ms after SIGKILL of ${holder.name}, first run there done after ${ranMs} ms (interval ${INTERVAL_MS} ms)`,
  );
  // Waiting for expiry would take at least the lease's life less the interval since its last renewal; anything sooner
  // is the takeover of a holder known to be gone (its presence lock went with its connection), however loaded the
  // machine is.
  assert.ok(movedMs < SCAN_LEASE_TTL_MS - INTERVAL_MS, `the work moved after ${movedMs} ms: it waited for the lease to expire`);
  // Both gateways are still probed, by the survivors, whichever replica owned them, within two intervals: by the end
  // of each survivor's second probe run after the kill (the later of the two read the membership without the killed
  // replica), each gateway answered another Health.
  const probedAt = [context.sim, context.flaky].map((sim) => sim.control.calls('Health'));
  const probeRunsAt = await runsByReplica(context, survivors);
  await eventually(
    async () => (await runsByReplica(context, survivors)).every((runs, i) => (runs.get(PROBE_TASK) ?? 0) >= (probeRunsAt[i]!.get(PROBE_TASK) ?? 0) + 2),
    10_000,
    25,
  );
  assert.equal(
    [context.sim, context.flaky].map((sim, i) => sim.control.calls('Health') > probedAt[i]!),
    [true, true],
    `probed within two intervals after the SIGKILL (the killed replica owned: ${killedOwned.join(', ') || 'none'})`,
  );
  console.log(`  gateways of the killed replica (${killedOwned.join(', ') || 'none'}) probed by the survivors within their next two runs`);
  assert.is((await call(context.proxy.url, 'GET', '/api/gateway/list', { key: context.key })).status, 200, 'the survivors serve');
});

replicas('login lockout and the per-address login limit hold across replicas', async (context) => {
  const proxy = context.proxy.url;
  for (let i = 0; i < LOCKOUT_THRESHOLD; i += 1) assert.is((await login(proxy, 'wrong-password-1234')).status, 401);
  for (const replica of context.replicas) {
    const refused = await login(replica.url);
    assert.equal([refused.status, refused.body.code], [429, 'ACCOUNT_LOCKED'], `the right password on ${replica.name}`);
  }
  let failures = LOCKOUT_THRESHOLD;
  let answer = await login(proxy, 'wrong-password-1234', `nobody-${failures}@example.com`);
  while (answer.status === 401 && failures < LOGIN_RATE_LIMIT * 3) {
    failures += 1;
    answer = await login(proxy, 'wrong-password-1234', `nobody-${failures}@example.com`);
  }
  assert.equal([answer.status, answer.body.code], [429, 'RATE_LIMITED']);
  assert.ok(failures <= LOGIN_RATE_LIMIT, `${failures} failed logins were checked across the replicas; the limit is ${LOGIN_RATE_LIMIT}`);
  for (const replica of context.replicas) assert.is((await login(replica.url, 'x', 'other@example.com')).body.code, 'RATE_LIMITED');
});

replicas('SIGTERM stops every remaining replica cleanly within the shutdown timeout', async (context) => {
  for (const replica of context.replicas) {
    const stopped = await replica.terminate();
    assert.equal([stopped.code, stopped.signal], [0, null], `${replica.name}: ${replica.stderr()}`);
    assert.ok(stopped.ms < 5000, `${replica.name} took ${stopped.ms} ms`);
  }
  assert.equal(await context.db.execute('SELECT holder FROM portcullis_leases'), [], 'clean stops release their leases');
});

replicas.run();
