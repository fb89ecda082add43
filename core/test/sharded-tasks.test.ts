// test-dialects: postgresql
// A sharded task (docs/plugins.md, Tasks) on test kernels sharing one PostgreSQL database and one manual clock: each
// key is worked on by exactly one replica per interval, each replica in its own slot of the interval; a replica that
// stops hands its keys over at the next run, a hung one (no heartbeat) once it has missed three beats; a replica that
// joins takes a share and only keys for itself move. When replicas come or go their slots move: an interval then may miss a
// replica's run, never hold two, and the next is whole again.

import { createTestDatabase, createTestKernel, ManualClock, type TestDatabase, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { definePlugin } from '../src/index.ts';

const INTERVAL_MS = 10_000;
/** The clock moves in steps this long, every replica ticking at each (a twentieth of an interval). */
const STEP_MS = 500;
const KEYS = Array.from({ length: 30 }, (_, i) => `key-${i}`);

interface Context {
  database: TestDatabase;
  clock: ManualClock;
  kernels: Map<string, TestKernel>;
  /** key → the instance that worked on it and when, per run of the task (cleared before each cycle). */
  worked: Array<{ key: string; instance: string; at: number }>;
  /** Runs of a second sharded task of the same replicas: which instance ran it when (cleared before each cycle). */
  otherRuns: Array<{ instance: string; at: number }>;
}

function shardedPlugin(worked: Context['worked'], otherRuns: Context['otherRuns']) {
  return definePlugin({
    id: 'sharder',
    description: 'Test fixture: a sharded task that records which replica worked on which key, and another that records its runs.',
    register(api) {
      api.task({
        id: 'sharder.other',
        every: INTERVAL_MS,
        scope: 'sharded',
        run: async ({ resolve, now }) => {
          otherRuns.push({ instance: resolve('instanceId'), at: now() });
        },
      });
      api.task({
        id: 'sharder.work',
        every: INTERVAL_MS,
        scope: 'sharded',
        run: async ({ resolve, shard, now }) => {
          for (const key of KEYS.filter(shard.owns)) worked.push({ key, instance: resolve('instanceId'), at: now() });
        },
      });
    },
  });
}

const sharded = suite<Context>('a sharded task over replicas on one PostgreSQL database');

async function boot(context: Context, name: string): Promise<void> {
  const kernel = await createTestKernel({ plugins: [shardedPlugin(context.worked, context.otherRuns)], database: context.database, clock: context.clock });
  context.kernels.set(name, kernel);
}

/** One interval passes in steps; the named replicas (all of them when none are named) run what is due at each. */
async function cycle(context: Context, names = [...context.kernels.keys()]): Promise<Map<string, string[]>> {
  context.worked.length = 0;
  context.otherRuns.length = 0;
  for (let elapsed = 0; elapsed < INTERVAL_MS; elapsed += STEP_MS) {
    context.clock.advance(STEP_MS);
    await Promise.all(names.map((name) => context.kernels.get(name)!.tick()));
  }
  const byKey = new Map<string, string[]>();
  for (const { key, instance } of context.worked) byKey.set(key, [...(byKey.get(key) ?? []), nameOf(context, instance)]);
  return byKey;
}

function nameOf(context: Context, instance: string): string {
  return [...context.kernels].find(([, kernel]) => kernel.kernel.instanceId === instance)?.[0] ?? instance;
}

/** An interval in which the replicas' slots move after a change of membership: no key is worked on twice. */
async function settle(context: Context, names?: string[]): Promise<void> {
  const byKey = await cycle(context, names);
  for (const [key, workers] of byKey) assert.ok(workers.length <= 1, `${key} worked on by ${JSON.stringify(workers)} in one interval`);
}

function assertEachKeyOnce(byKey: Map<string, string[]>, message: string): Map<string, string> {
  for (const key of KEYS) assert.is(byKey.get(key)?.length, 1, `${message}: ${key} worked on by ${JSON.stringify(byKey.get(key) ?? [])}`);
  return new Map(KEYS.map((key) => [key, byKey.get(key)![0]!]));
}

sharded.before(async (context) => {
  context.database = await createTestDatabase('postgresql');
  // On a whole interval, as the slots' grid is.
  context.clock = new ManualClock(Math.ceil(Date.now() / INTERVAL_MS) * INTERVAL_MS);
  context.kernels = new Map();
  context.worked = [];
  context.otherRuns = [];
  for (const name of ['A', 'B', 'C']) await boot(context, name);
  // The first tick beats (the heartbeat runs at start) before any interval of the task has passed; each replica's
  // first run comes one interval after its start, and from there it keeps to its slot.
  await Promise.all([...context.kernels.values()].map((kernel) => kernel.tick()));
  await settle(context);
  await settle(context);
});

sharded.after(async (context) => {
  for (const kernel of context.kernels.values()) await kernel.stop().catch(() => undefined);
  await context.database?.drop();
});

let owners = new Map<string, string>();

sharded('three replicas: every key is worked on by exactly one of them per interval, each taking a share in its own slot', async (context) => {
  const slots = { work: new Map<string, Set<number>>(), other: new Map<string, Set<number>>() };
  const note = (map: Map<string, Set<number>>, instance: string, at: number) =>
    map.set(nameOf(context, instance), (map.get(nameOf(context, instance)) ?? new Set()).add(at % INTERVAL_MS));
  for (let round = 0; round < 3; round += 1) {
    const now = assertEachKeyOnce(await cycle(context), `round ${round}`);
    if (round > 0) assert.equal(now, owners, 'the assignment holds while membership does');
    owners = now;
    for (const { instance, at } of context.worked) note(slots.work, instance, at);
    for (const { instance, at } of context.otherRuns) note(slots.other, instance, at);
  }
  // Each replica runs each task at the same point of every interval, the three a third of an interval apart (to the
  // step), and its two tasks half a third apart: sharder.other first (a replica's tasks go by id).
  const pointOf = (map: Map<string, Set<number>>, name: string) => {
    const points = [...map.get(name)!];
    assert.is(points.length, 1, `${name} ran at ${points.join(', ')} of the interval`);
    return points[0]!;
  };
  const names = [...slots.work.keys()].sort((a, b) => pointOf(slots.work, a) - pointOf(slots.work, b));
  const third = INTERVAL_MS / 3;
  names.forEach((name, i) => {
    const [other, work] = [pointOf(slots.other, name), pointOf(slots.work, name)];
    assert.ok(Math.abs(other - i * third) < STEP_MS, `${name} runs sharder.other at ${other}, not near ${i * third}`);
    assert.ok(Math.abs(work - (i + 0.5) * third) < STEP_MS, `${name} runs sharder.work at ${work}, not near ${(i + 0.5) * third}`);
  });
  const counts = new Map<string, number>();
  for (const owner of owners.values()) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  assert.equal([...counts.keys()].sort(), ['A', 'B', 'C']);
  const state = context.kernels
    .get('A')!
    .kernel.scheduler.snapshot()
    .find((task) => task.id === 'sharder.work')!;
  assert.equal([state.scope, state.leader, state.healthy], ['sharded', null, true]);
});

sharded('a replica that stops hands its keys to the others at their next run; theirs stay put', async (context) => {
  await context.kernels.get('C')!.stop();
  context.kernels.delete('C');
  const now = assertEachKeyOnce(await cycle(context), 'after C stopped');
  for (const [key, owner] of owners) if (owner !== 'C') assert.is(now.get(key), owner, `${key} moved from ${owner}`);
  owners = now;
});

sharded('a replica that joins takes a share at its first run; only keys for it move', async (context) => {
  await settle(context);
  await boot(context, 'D');
  const now = assertEachKeyOnce(await cycle(context), 'after D joined');
  const moved = KEYS.filter((key) => now.get(key) !== owners.get(key));
  assert.ok(moved.length > 0, 'D took a share');
  assert.ok(
    moved.every((key) => now.get(key) === 'D'),
    `only keys for D moved: ${moved.map((key) => `${key}→${now.get(key)}`).join(', ')}`,
  );
  owners = now;
});

sharded('a hung replica (alive, no heartbeat) loses its keys once it has missed three beats', async (context) => {
  await settle(context);
  const live = ['A', 'D'];
  // B stops ticking: it neither works nor beats. For one interval its heartbeat is still fresh: its keys wait.
  const first = await cycle(context, live);
  const waiting = KEYS.filter((key) => owners.get(key) === 'B');
  assert.ok(waiting.length > 0);
  for (const key of waiting) assert.is(first.get(key), undefined, `${key} of the hung replica was worked on already`);
  // In the second its heartbeat goes stale (three missed beats, MEMBER_WINDOW_MS): a replica whose slot comes after
  // that takes its share of B's keys then, one whose slot came before at its next run. Taking a new place, a replica
  // may skip one interval (a slot is never less than an interval after the last), never run twice in one.
  await settle(context, live);
  await settle(context, live);
  const second = assertEachKeyOnce(await cycle(context, live), 'once the places have settled');
  assert.ok(
    [...second.values()].every((owner) => live.includes(owner)),
    'only live replicas work',
  );
  for (const [key, owner] of owners) if (owner !== 'B') assert.is(second.get(key), owner, `${key} moved from ${owner}`);
});

sharded.run();
