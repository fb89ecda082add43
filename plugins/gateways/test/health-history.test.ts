// The health history: every probe of every cycle stored in one insert per cycle, read newest first with paging and
// `since` by a viewer, pruned after SERVICE_HEALTH_HISTORY_RETENTION_HOURS, and deleted with its gateway; the
// transition events still fire once.

import type { Simulator } from '@portcullis/openshell-sim';
import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootGateways, closeSimulator, closeSimulators, registerPlain, rows, simulator } from './helpers.ts';

interface Context {
  t: TestKernel;
  watched: Simulator;
  cycles: number;
  /** The clock at each cycle, oldest first. */
  times: string[];
}

const INTERVAL_MS = 30_000;
const HOUR_MS = 3_600_000;
const history = suite<Context>('health history');

history.before(async (context) => {
  context.t = await bootGateways();
  context.watched = await simulator();
  await registerPlain(context.t, 'watched', context.watched);
  await registerPlain(context.t, 'steady', await simulator());
  context.cycles = 0;
  context.times = [];
});
history.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

/** One scheduled cycle, `afterMs` after the previous one (the first runs at start). */
async function cycle(context: Context, afterMs = INTERVAL_MS): Promise<void> {
  if (context.cycles > 0) context.t.manualClock!.advance(afterMs);
  await context.t.tick();
  context.cycles += 1;
  context.times.push(new Date(context.t.clock.now()).toISOString());
}

const historyOf = (t: TestKernel, gateway: string, query: Record<string, string> = {}) =>
  t.http.as('viewer').get(`/api/gateways/${gateway}/health/history`, { query });
const named = (t: TestKernel, event: string, gateway: string) => t.eventsNamed(event).filter((e) => (e.data as { gateway: string }).gateway === gateway);

/** Counts the history inserts the database is asked for while `work` runs. */
/** Runs of the history's insert (a typed query: one statement per run), told apart by their `samples` argument. */
async function countingInserts(t: TestKernel, work: () => Promise<void>): Promise<number> {
  const queries = t.kernel.database.queries;
  const run = queries.run;
  let inserts = 0;
  queries.run = ((query: Parameters<typeof run>[0], args: unknown, em?: Parameters<typeof run>[2]) => {
    if (args !== null && typeof args === 'object' && 'samples' in args) inserts += 1;
    return run.call(queries, query, args, em);
  }) as typeof run;
  try {
    await work();
  } finally {
    queries.run = run;
  }
  return inserts;
}

history('a gateway going down and up leaves every probe, newest first, and fires each transition once', async (context) => {
  const { t } = context;
  await cycle(context);
  await closeSimulator(context.watched);
  await cycle(context);
  await cycle(context);
  context.watched = await simulator({ port: Number(context.watched.address.split(':').pop()) });
  await cycle(context);

  const response = await historyOf(t, 'watched');
  assert.is(response.status, 200, response.text);
  assert.is(response.body.total, 4);
  const items = response.body.items as Array<Record<string, any>>;
  assert.equal(
    items.map((item) => [item.gateway, item.probed_at, item.status]),
    [
      ['watched', context.times[3], 'connected'],
      ['watched', context.times[2], 'unreachable'],
      ['watched', context.times[1], 'unreachable'],
      ['watched', context.times[0], 'connected'],
    ],
  );
  for (const item of items.filter((entry) => entry.status === 'connected')) {
    assert.type(item.latency_ms, 'number');
    assert.is(item.error, null);
  }
  for (const item of items.filter((entry) => entry.status === 'unreachable')) assert.is(item.error, 'connection refused');
  assert.is(named(t, 'gateway.unreachable', 'watched').length, 1);
  assert.is(named(t, 'gateway.recovered', 'watched').length, 1);
  const steady = await historyOf(t, 'steady');
  assert.equal(
    steady.body.items.map((item: { status: string }) => item.status),
    ['connected', 'connected', 'connected', 'connected'],
  );
});

history('pages hold the newest first; since keeps the probes from then on', async ({ t, times }) => {
  const page = await historyOf(t, 'watched', { offset: '1', limit: '2' });
  assert.is(page.body.total, 4);
  assert.equal(
    page.body.items.map((item: { probed_at: string }) => item.probed_at),
    [times[2], times[1]],
  );
  const recent = await historyOf(t, 'watched', { since: times[1]!, limit: '1' });
  assert.is(recent.body.total, 3, 'since is inclusive');
  assert.equal(
    recent.body.items.map((item: { probed_at: string }) => item.probed_at),
    [times[3]],
  );
  const bad = await historyOf(t, 'watched', { since: 'yesterday' });
  assert.is(bad.status, 400);
  assert.is(bad.body.errors[0].path, 'query.since');
});

history('without a caller it is 401, and nothing is told about the gateway', async ({ t }) => {
  const anonymous = await t.http.as(null).get('/api/gateways/watched/health/history');
  assert.equal([anonymous.status, anonymous.body.items], [401, undefined]);
});

history('an unknown gateway is 404 GATEWAY_NOT_FOUND', async ({ t }) => {
  const response = await historyOf(t, 'nowhere');
  assert.is(response.status, 404);
  assert.is(response.body.code, 'GATEWAY_NOT_FOUND');
});

history('one insert per cycle, whatever the number of gateways', async (context) => {
  const inserts = await countingInserts(context.t, () => cycle(context));
  assert.is(inserts, 1);
  assert.is((await historyOf(context.t, 'steady')).body.total, 5);
});

history('probes older than the retention (24 h by default) are deleted after a cycle', async (context) => {
  const { t } = context;
  await cycle(context, 23 * HOUR_MS);
  assert.is((await historyOf(t, 'watched')).body.total, 6, 'everything is younger than 24 h');
  await cycle(context, 2 * HOUR_MS);
  const left = await historyOf(t, 'watched');
  assert.equal(
    left.body.items.map((item: { probed_at: string }) => item.probed_at),
    [context.times[6], context.times[5]],
  );
  const [count] = await rows(t, 'SELECT COUNT(*) AS n FROM gateway_health_history');
  assert.is(Number(count!.n), 4, 'two gateways, two probes each in the window');
});

history("removing a gateway deletes its history and no other's", async ({ t }) => {
  const removed = await t.http.delete('/api/gateway/steady');
  assert.is(removed.status, 204, removed.text);
  assert.equal(await rows(t, "SELECT id FROM gateway_health_history WHERE gateway = 'steady'"), []);
  assert.is((await historyOf(t, 'watched')).body.total, 2);
  assert.is((await historyOf(t, 'steady')).status, 404);
});

history.run();
