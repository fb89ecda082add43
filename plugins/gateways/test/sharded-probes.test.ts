// test-dialects: postgresql
// The health probe is a sharded task (docs/plugins.md, Tasks): with three replicas on one PostgreSQL database (test
// kernels on one manual clock) each gateway is probed by exactly one replica per interval, counted on its own
// simulator; a replica keeps channels open only to the gateways it owns (and any a request is using); a replica that
// stops hands its gateways over, and one that joins takes a share. Each replica probes in its own slot of the
// interval; after the replicas change, an interval in which the slots move may miss a gateway, never probe it twice.

import type { Simulator } from '@portcullis/openshell-sim';
import type { TestKernel } from '@portcullis/testing';
import { createTestDatabase, eventually, ManualClock, type TestDatabase } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootGateways, closeSimulators, registerPlain, simulator } from './helpers.ts';

const INTERVAL_MS = 10_000;
/** The clock moves in steps this long, every replica ticking at each (a twentieth of an interval). */
const STEP_MS = 500;
/** Enough gateways that every replica, and one that joins, owns some (a fourth owns none of 24 one time in 1000). */
const GATEWAYS = 24;

interface Context {
  database: TestDatabase;
  clock: ManualClock;
  replicas: Map<string, TestKernel>;
  sims: Map<string, Simulator>;
}

const sharded = suite<Context>('health probes sharded over replicas');

async function boot(context: Context, name: string): Promise<TestKernel> {
  const t = await bootGateways({ database: context.database, clock: context.clock, env: { SERVICE_HEALTH_INTERVAL_SECONDS: String(INTERVAL_MS / 1000) } });
  context.replicas.set(name, t);
  return t;
}

/** Health calls each gateway's simulator has answered so far. */
function healthCalls(context: Context): Map<string, number> {
  return new Map([...context.sims].map(([gateway, sim]) => [gateway, sim.control.calls('Health')]));
}

/** The clock moves one step and every replica runs what is due. */
async function step(context: Context): Promise<void> {
  context.clock.advance(STEP_MS);
  await Promise.all([...context.replicas.values()].map((t) => t.tick()));
}

/** One interval passes in steps; returns Health calls per gateway. */
async function cycle(context: Context): Promise<Map<string, number>> {
  const before = healthCalls(context);
  for (let elapsed = 0; elapsed < INTERVAL_MS; elapsed += STEP_MS) await step(context);
  return new Map([...healthCalls(context)].map(([gateway, calls]) => [gateway, calls - before.get(gateway)!]));
}

function assertProbedOnce(probes: Map<string, number>, message: string): void {
  const off = [...probes].filter(([, calls]) => calls !== 1);
  assert.equal(off, [], `${message}: gateways not probed exactly once`);
}

/** Steps the clock until `name` has started a probe cycle and finished it. */
async function untilProbeCycle(context: Context, name: string): Promise<void> {
  const replica = context.replicas.get(name)!;
  const lastRun = () => replica.kernel.scheduler.snapshot().find((task) => task.id === 'gateways.health-probe')!.last_run_at;
  const before = lastRun();
  for (let elapsed = 0; lastRun() === before; elapsed += STEP_MS) {
    assert.ok(elapsed <= INTERVAL_MS, `${name} ran no probe cycle in an interval`);
    await step(context);
  }
}

/** An interval in which the replicas' slots move after the replicas changed: no gateway is probed twice. */
async function settle(context: Context): Promise<void> {
  const twice = [...(await cycle(context))].filter(([, calls]) => calls > 1);
  assert.equal(twice, [], 'gateways probed twice in one interval');
}

/** The gateways each replica holds a channel to: after a cycle, those it owns. */
function channels(context: Context): Map<string, string[]> {
  const pool = (t: TestKernel) => t.resolve('gatewayClients', 'gateways');
  return new Map([...context.replicas].map(([name, t]) => [name, [...context.sims.keys()].filter((gateway) => pool(t).dialledAddress(gateway) !== null)]));
}

/** Every gateway has its channel on exactly one replica, and each named replica holds some. */
function assertChannelsPartitioned(context: Context, message: string): Map<string, string[]> {
  const held = channels(context);
  const holders = (gateway: string) => [...held].filter(([, gateways]) => gateways.includes(gateway)).map(([name]) => name);
  for (const gateway of context.sims.keys()) assert.is(holders(gateway).length, 1, `${message}: ${gateway} has channels on ${holders(gateway)}`);
  for (const [name, gateways] of held) assert.ok(gateways.length > 0, `${message}: ${name} owns no gateway`);
  return held;
}

sharded.before(async (context) => {
  context.database = await createTestDatabase('postgresql');
  // On a whole interval, as the slots' grid is.
  context.clock = new ManualClock(Math.ceil(Date.now() / INTERVAL_MS) * INTERVAL_MS);
  context.replicas = new Map();
  context.sims = new Map();
  for (const name of ['A', 'B', 'C']) await boot(context, name);
  const a = context.replicas.get('A')!;
  for (let i = 0; i < GATEWAYS; i += 1) {
    const sim = await simulator();
    context.sims.set(`gw-${i}`, sim);
    await registerPlain(a, `gw-${i}`, sim);
  }
  // A registration checked its gateway from A: A's pool forgets what it does not own at its first cycle. From there
  // each replica keeps to its slot.
  await Promise.all([...context.replicas.values()].map((t) => t.tick()));
  await settle(context);
});

sharded.after(async (context) => {
  for (const t of context.replicas.values()) await t.stop().catch(() => undefined);
  await closeSimulators();
  await context.database?.drop();
});

sharded('three replicas: each gateway is probed by exactly one of them per interval', async (context) => {
  let held = assertChannelsPartitioned(context, 'after the first cycle');
  for (let round = 0; round < 3; round += 1) {
    assertProbedOnce(await cycle(context), `round ${round}`);
    const now = assertChannelsPartitioned(context, `round ${round}`);
    assert.equal(now, held, 'the assignment holds while the replicas do');
    held = now;
  }
  const statuses = (await context.replicas.get('B')!.http.get('/api/gateway/list')).body.items.map((g: { status: string }) => g.status);
  assert.ok(
    statuses.every((status: string) => status === 'connected'),
    `every gateway was probed: ${statuses}`,
  );
});

sharded('a replica that stops hands its gateways to the others at their next interval', async (context) => {
  const before = channels(context);
  await context.replicas.get('C')!.stop();
  context.replicas.delete('C');
  assertProbedOnce(await cycle(context), 'the interval after C stopped');
  const after = assertChannelsPartitioned(context, 'after C stopped');
  for (const name of ['A', 'B']) {
    const kept = before.get(name)!.filter((gateway) => after.get(name)!.includes(gateway));
    assert.equal(kept, before.get(name), `${name} kept its own gateways`);
  }
});

sharded('a replica that joins takes a share; the others close the channels of the gateways it took', async (context) => {
  await settle(context);
  const before = channels(context);
  await boot(context, 'D');
  assertProbedOnce(await cycle(context), 'the interval after D joined');
  const after = assertChannelsPartitioned(context, 'after D joined');
  const taken = after.get('D')!;
  assert.ok(taken.length > 0);
  for (const name of ['A', 'B']) {
    assert.ok(
      after.get(name)!.every((gateway) => before.get(name)!.includes(gateway)),
      `${name} gained nothing from D's arrival`,
    );
    assert.ok(after.get(name)!.every((gateway) => !taken.includes(gateway)));
  }
});

sharded('a request may use any gateway from any replica; its channel stays open while the call is under way', async (context) => {
  // D's arrival moved the others' places: once they have settled, A's probe cycle comes within an interval.
  await settle(context);
  const a = context.replicas.get('A')!;
  const gateway = channels(context).get('D')![0]!;
  const sim = context.sims.get(gateway)!;
  const record = await a.resolve('gatewayRegistry', 'gateways').require(gateway);
  // A call that lasts longer than it takes A's probe cycle to come (at most one interval of steps).
  sim.control.setDelay('ListSandboxes', 4000);
  const calls = sim.control.calls('ListSandboxes');
  const listing = a.resolve('gatewayApi', 'gateways').sandboxes.list({ gateway: record, workspace: record.defaultWorkspace });
  await eventually(() => sim.control.calls('ListSandboxes') > calls);
  // A's probe cycle runs while A's call to D's gateway is under way: the channel stays.
  await untilProbeCycle(context, 'A');
  assert.not.equal(a.resolve('gatewayClients', 'gateways').dialledAddress(gateway), null, 'the channel in use stayed open');
  sim.control.setDelay('ListSandboxes', 0);
  await listing;
  // Idle at A's next interval, it goes.
  await cycle(context);
  assert.is(a.resolve('gatewayClients', 'gateways').dialledAddress(gateway), null, 'the idle channel of a gateway A does not own was closed');
});

sharded.run();
