// test-dialects: none
// The concurrency bounds of a real run: per gateway and overall, and no new start once cancelled.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { forEachBounded } from '../src/bounded.ts';

function tracker() {
  const inFlight = new Map<string, number>();
  let overall = 0;
  const peaks = { overall: 0, perKey: 0 };
  const release: Array<() => void> = [];
  return {
    peaks,
    release,
    work: (item: string) =>
      new Promise<void>((resolve) => {
        const key = item.split('/')[0]!;
        inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
        overall += 1;
        peaks.overall = Math.max(peaks.overall, overall);
        peaks.perKey = Math.max(peaks.perKey, inFlight.get(key)!);
        release.push(() => {
          inFlight.set(key, inFlight.get(key)! - 1);
          overall -= 1;
          resolve();
        });
      }),
  };
}

const ITEMS = ['a/1', 'a/2', 'a/3', 'a/4', 'b/1', 'b/2', 'c/1', 'c/2', 'c/3'];
const keyOf = (item: string) => item.split('/')[0]!;

/** Lets the items in flight finish one by one until `done` settles. */
async function drain(release: Array<() => void>, done: Promise<unknown>): Promise<void> {
  let finished = false;
  void done.then(() => {
    finished = true;
  });
  while (!finished) {
    await new Promise((resolve) => setImmediate(resolve));
    release.shift()?.();
  }
}

test('never more than the overall bound, nor more than the per-key bound on one key; every item runs', async () => {
  const { peaks, release, work } = tracker();
  const started: string[] = [];
  const done = forEachBounded(ITEMS, keyOf, { overall: 3, perKey: 2 }, async (item) => {
    started.push(item);
    await work(item);
  });
  await drain(release, done);
  assert.equal(await done, []);
  assert.equal(peaks, { overall: 3, perKey: 2 });
  assert.equal([...started].sort(), [...ITEMS].sort());
});

test('once the signal aborts nothing new starts, those in flight finish, and the rest are returned', async () => {
  const { release, work } = tracker();
  const controller = new AbortController();
  const finished: string[] = [];
  const done = forEachBounded(
    ITEMS,
    keyOf,
    { overall: 2, perKey: 1 },
    async (item) => {
      await work(item);
      finished.push(item);
    },
    controller.signal,
  );
  await new Promise((resolve) => setImmediate(resolve));
  controller.abort();
  await drain(release, done);
  const notStarted = await done;
  assert.is(finished.length, 2, 'the two in flight finished');
  assert.equal([...finished, ...notStarted].sort(), [...ITEMS].sort());
});

test.run();
