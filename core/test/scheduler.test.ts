import { createTestDatabase, createTestKernel, eventually } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { definePlugin } from '../src/index.ts';

interface Run {
  instance: string;
  at: number;
}

function tickerPlugin(runs: Run[], options: { scope: 'local' | 'global'; fail?: () => boolean }) {
  return definePlugin({
    id: 'ticker',
    description: 'Test fixture: a task that records who ran it.',
    register(api) {
      // A long timeout makes the lease (2 intervals + timeout) outlast any stall of a busy machine, so leadership
      // moves only when the leader stops, which is what the test is about.
      api.task({
        id: 'ticker.tick',
        every: 100,
        timeout: 5000,
        scope: options.scope,
        run: async ({ resolve }) => {
          if (options.fail?.()) throw new Error('ticker failed on purpose');
          runs.push({ instance: resolve('instanceId'), at: Date.now() });
        },
      });
    },
  });
}

test('a global task runs on one of two kernels sharing a database, and moves when that one stops', async () => {
  const database = await createTestDatabase();
  const runs: Run[] = [];
  const plugin = tickerPlugin(runs, { scope: 'global' });
  const first = await createTestKernel({ plugins: [plugin], database, clock: 'system', realScheduler: true });
  const second = await createTestKernel({ plugins: [plugin], database, clock: 'system', realScheduler: true });
  try {
    await eventually(() => runs.length >= 5, 5000);
    const leaders = new Set(runs.map((run) => run.instance));
    assert.is(leaders.size, 1, 'only one kernel runs the task');
    const leader = [...leaders][0] === first.kernel.instanceId ? first : second;
    const standby = leader === first ? second : first;
    const stoppedAt = Date.now();
    await leader.stop({ keepDatabase: true });
    await eventually(() => runs.some((run) => run.instance === standby.kernel.instanceId), 5000);
    const after = runs.filter((run) => run.at > stoppedAt);
    assert.ok(
      after.every((run) => run.instance === standby.kernel.instanceId),
      'after the stop only the other kernel runs it',
    );
    const snapshot = standby.kernel.scheduler.snapshot().find((task) => task.id === 'ticker.tick')!;
    assert.is(snapshot.leader, true);
  } finally {
    await first.stop({ keepDatabase: true });
    await second.stop({ keepDatabase: true });
    await database.drop();
  }
});

test('a local task runs on every kernel', async () => {
  const database = await createTestDatabase();
  const runs: Run[] = [];
  const plugin = tickerPlugin(runs, { scope: 'local' });
  const first = await createTestKernel({ plugins: [plugin], database, clock: 'system', realScheduler: true });
  const second = await createTestKernel({ plugins: [plugin], database, clock: 'system', realScheduler: true });
  try {
    await eventually(() => new Set(runs.map((run) => run.instance)).size === 2, 5000);
  } finally {
    await first.stop({ keepDatabase: true });
    await second.stop({ keepDatabase: true });
    await database.drop();
  }
});

test('a task failing three times in a row makes /readyz 503 until it recovers', async () => {
  let failing = true;
  const runs: Run[] = [];
  const t = await createTestKernel({ plugins: [tickerPlugin(runs, { scope: 'local', fail: () => failing })] });
  try {
    for (let i = 0; i < 3; i += 1) {
      assert.is((await t.http.get('/readyz')).status, 200, `still ready after ${i} failures`);
      t.manualClock!.advance(150);
      await t.tick();
    }
    const down = await t.http.get('/readyz');
    assert.is(down.status, 503);
    assert.equal(
      down.body.checks.tasks.failing.map((task: { id: string }) => task.id),
      ['ticker.tick'],
    );
    assert.is(down.body.checks.tasks.failing[0].last_error, 'ticker failed on purpose');
    failing = false;
    t.manualClock!.advance(150);
    await t.tick();
    assert.is((await t.http.get('/readyz')).status, 200);
  } finally {
    await t.stop();
  }
});

test.run();
