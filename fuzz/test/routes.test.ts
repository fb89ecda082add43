// Property-based fuzzing of every route the standard plugin set declares, in front of a real gateway simulator,
// acting as an admin. For each generated request: an answer arrives, it is never a 5xx, every 4xx is
// problem+json, and a 4xx stored nothing. `npm test` runs it for a short time with a fixed seed;
// `npm run fuzz` runs longer (PORTCULLIS_FUZZ_SECONDS, PORTCULLIS_FUZZ_SEED).

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulators, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { createTestKernel, eventually, rows, type TestKernel } from '@portcullis/testing';
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type Answer, changedTables, problemShapeError, rowCounts, send } from '../src/invariants.ts';
import { type FuzzRequest, type KnownValues, type Route, requestFor, routesOf } from '../src/requests.ts';

const STANDARD_PLUGINS = [
  'users',
  'service-principals',
  'auth-passkeys',
  'gateways',
  'openshell-0-0',
  'openshell-0-1',
  'providers',
  'inference',
  'policies',
  'sandboxes',
  'templates',
  'approvals',
  'approvals-quorum',
  'decision-links',
  'kill-switch',
  'metering',
  'budgets',
  'curfew',
  'sandbox-leases',
  'audit',
  'webhooks',
  'webhook-generic',
  'webhook-chat-blocks',
  'webhook-chat-embeds',
  'webhook-email',
  'webhook-webpush',
  'policy-ceilings',
  'fleet',
  'fleet-config',
  'workspaces',
  'services',
  'gateway-templates',
  'web-ui',
];
const SECONDS = Number(process.env.PORTCULLIS_FUZZ_SECONDS ?? 25);
const SEED = Number(process.env.PORTCULLIS_FUZZ_SEED ?? 20261124);
/** Only routes whose `METHOD /path` contains this (to dig into one area with `npm run fuzz`). */
const ONLY = process.env.PORTCULLIS_FUZZ_ROUTES ?? '';
const ADMIN = { 'x-portcullis-test-actor': JSON.stringify({ role: 'admin', id: 'fuzz-admin', name: 'fuzz-admin' }) };
const BOX_POLICY = {
  version: 1,
  filesystem: { include_workdir: true, read_only: ['/usr'], read_write: ['/sandbox', '/tmp'] },
  landlock: { compatibility: 'best_effort' },
  process: { run_as_user: 'sandbox', run_as_group: 'sandbox' },
  network_policies: {},
};

// Refusals that store something by design: failed logins are counted (to throttle and lock out) and audited.
const STORED_ON_REFUSAL: Record<string, string[]> = {
  'POST /api/auth/login': ['login_throttle', 'login_address_attempts', 'audit_log'],
  'POST /api/auth/passkeys/login': ['login_throttle', 'login_address_attempts', 'audit_log'],
};

// Written in the background by what earlier, accepted requests set off (webhook deliveries of their events), so a
// refusal is not to blame for their rows.
const BACKGROUND_TABLES = ['webhook_outbox', 'webhook_deliveries'];

// Local-process routes are fuzzed with hostile names only: with the simulator's name they would start a second
// gateway process on its port and wait out the start timeout, which is what the local-mode tests are for.
const PROCESS_ROUTE = /^\/api\/gateways?\/\{gw\}\/(start|stop|restart)$/;

interface Fixture {
  t: TestKernel;
  sim: Simulator;
  tables: string[];
}

async function boot(): Promise<Fixture> {
  const t = await createTestKernel({
    plugins: STANDARD_PLUGINS,
    env: {
      SERVICE_LOCAL_MODE: 'true',
      SERVICE_RATE_LIMIT_PER_MINUTE: '1000000',
      SERVICE_AUTH_PASSWORD_HASH_COST: '10',
      SERVICE_HEALTH_INTERVAL_SECONDS: '3600',
      SERVICE_HEALTH_PROBE_TIMEOUT_SECONDS: '1',
      SERVICE_DNS_TIMEOUT_SECONDS: '1',
      SERVICE_SANDBOX_READY_TIMEOUT: '3',
      SERVICE_EXEC_TIMEOUT_SECONDS: '3',
      SERVICE_POLICY_LOAD_TIMEOUT_SECONDS: '3',
      SERVICE_BUDGET_METERING_ENABLED: 'true',
    },
  });
  const sim = await startTestSimulator();
  const fixture = { t, sim, tables: await t.kernel.database.tableNames() };
  await restoreFixtures(fixture);
  return fixture;
}

/** The gateway `gw` and its running sandbox `box`, as every run expects to find them; nothing else registered. */
async function restoreFixtures({ t, sim }: Fixture): Promise<void> {
  const registered = await rows<{ name: string }>(t, 'SELECT name FROM gateways');
  for (const { name } of registered.filter((gateway) => gateway.name !== 'gw')) await t.http.delete(`/api/gateway/${encodeURIComponent(name)}`);
  if (!registered.some((gateway) => gateway.name === 'gw')) await registerSimulator(t, 'gw', sim);
  const box = () =>
    sim.control.state().sandboxes.find((sandbox: { name: string; workspace: string }) => sandbox.name === 'box' && sandbox.workspace === 'default');
  if (box()?.phase === 'SANDBOX_PHASE_DELETING') await eventually(() => !box(), 5000);
  if (!box()) sim.control.seedSandbox({ name: 'box', policy: BOX_POLICY });
  await eventually(() => box()?.phase === 'SANDBOX_PHASE_READY' || box()?.phase === 'SANDBOX_PHASE_STOPPED', 5000);
}

/** Identifiers the fixtures hold, by the path segment in front of a parameter. */
async function knownValues(t: TestKernel): Promise<KnownValues> {
  const user = await t.http.post('/api/auth/users', { email: 'fuzz-user@example.com', role: 'viewer' }, { headers: ADMIN });
  const group = await t.http.post('/api/auth/groups', { name: 'fuzz-group' }, { headers: ADMIN });
  const principal = await t.http.post('/api/auth/service-principals', { name: 'fuzz-key' }, { headers: ADMIN });
  const presets = (await t.http.get('/api/policies/presets', { headers: ADMIN })).body as Array<{ name: string }> | { items: Array<{ name: string }> };
  const templates = (await t.http.get('/api/sandbox-templates', { headers: ADMIN })).body as { items: Array<{ name: string }> };
  const ids = (response: { status: number; body: any }) => (response.status === 201 && response.body?.id ? [String(response.body.id)] : []);
  return {
    gateway: ['gw'],
    gateways: ['gw'],
    gw: ['gw'],
    sandboxes: ['box'],
    'gateway-roles': ['gw'],
    users: ids(user),
    members: ids(user),
    groups: ids(group),
    'service-principals': ids(principal),
    presets: (Array.isArray(presets) ? presets : presets.items).map((preset) => preset.name).slice(0, 3),
    'sandbox-templates': templates.items.map((template) => template.name).slice(0, 3),
  };
}

/** No operation still moving and no event still being handled: row counts are only comparable then. */
async function quiescent(t: TestKernel): Promise<boolean> {
  await t.kernel.events.settled();
  try {
    await eventually(async () => (await rows(t, "SELECT id FROM operations WHERE status IN ('pending', 'running')")).length === 0, 5000, 25);
    await t.kernel.events.settled();
    return true;
  } catch {
    return false;
  }
}

interface Tally {
  runs: number;
  unsettled: number;
  statuses: Record<string, number>;
  routes: Set<string>;
}

async function check(fixture: Fixture, request: FuzzRequest, tally: Tally): Promise<void> {
  const { t, sim, tables } = fixture;
  const settled = await quiescent(t);
  const before = settled ? await rowCounts(t.kernel.database, tables) : null;
  const callsBefore = JSON.stringify(sim.control.allCalls());
  let answer: Answer;
  try {
    answer = await send(t.url, request, ADMIN);
  } catch (error) {
    throw new Error(`${describe(request)}: no answer (${(error as Error).message})`);
  }
  tally.runs += 1;
  tally.routes.add(request.route);
  tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
  if (answer.status >= 500) throw new Error(`${describe(request)}: ${answer.status} ${answer.text.slice(0, 300)}`);
  if (answer.status >= 400) {
    const shape = problemShapeError(answer);
    if (shape) throw new Error(`${describe(request)}: ${answer.status} is not a proper problem (${shape}): ${answer.text.slice(0, 200)}`);
    if (before && (await quiescent(t))) {
      // An attempt that reached the gateway may leave its audit record (an intent the gateway then refused).
      const reachedGateway = JSON.stringify(sim.control.allCalls()) !== callsBefore;
      const allowed = new Set([...BACKGROUND_TABLES, ...(STORED_ON_REFUSAL[request.route] ?? []), ...(reachedGateway ? ['audit_log'] : [])]);
      const changed = changedTables(before, await rowCounts(t.kernel.database, tables)).filter((table) => !allowed.has(table));
      if (changed.length > 0) throw new Error(`${describe(request)}: answered ${answer.status} but changed ${changed.join(', ')}`);
    } else tally.unsettled += 1;
  } else if (request.method !== 'GET') {
    await restoreFixtures(fixture);
  }
}

function describe(request: FuzzRequest): string {
  const body = request.body ? ` [${request.body.contentType ?? 'no content-type'}] ${request.body.text.slice(0, 200)}` : '';
  return `${request.method} ${request.target.slice(0, 300)}${body} (route ${request.route})`;
}

test(`no request to any declared route is answered 5xx, badly shaped, or by storing something on a refusal (${SECONDS} s, seed ${SEED})`, async () => {
  const fixture = await boot();
  try {
    const document = (await fixture.t.http.get('/api/system/openapi.json', { headers: ADMIN })).body;
    const declared = routesOf(document);
    assert.ok(declared.length > 100, `only ${declared.length} routes declared`);
    const routes = declared.filter((route) => `${route.method} ${route.path}`.includes(ONLY));
    const known = await knownValues(fixture.t);
    const requests = fc.oneof(...routes.map((route: Route) => requestFor(route, PROCESS_ROUTE.test(route.path) ? {} : known)));
    const tally: Tally = { runs: 0, unsettled: 0, statuses: {}, routes: new Set() };
    const outcome = await fc.check(
      fc.asyncProperty(requests, (request) => check(fixture, request, tally)),
      {
        seed: SEED,
        numRuns: Number.MAX_SAFE_INTEGER,
        plugins: [fc.interruptAfterTimeLimit(SECONDS * 1000)],
      },
    );
    if (outcome.failed) {
      const reason = outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance);
      assert.unreachable(
        `${reason}\n(after ${outcome.numRuns} requests; replay with PORTCULLIS_FUZZ_SEED=${outcome.seed}, path ${outcome.counterexamplePath})`,
      );
    }
    const health = await fixture.t.http.get('/healthz');
    assert.is(health.status, 200);
    const metrics = (await fixture.t.http.get('/metrics', { headers: ADMIN })).text;
    assert.not.match(metrics, /portcullis_unexpected_errors_total\{/, 'nothing unexpected was caught on the way either');
    console.log(
      `fuzz: ${tally.runs} requests over ${tally.routes.size} of ${declared.length} routes; statuses ${JSON.stringify(tally.statuses)}; ` +
        `${tally.unsettled} refusals not compared (operations still moving)`,
    );
    assert.ok(tally.runs > 50, `only ${tally.runs} requests in ${SECONDS} s`);
  } finally {
    await fixture.t.stop();
    await closeTestSimulators();
  }
});

test.run();
