// test-dialects: none
// The compute pool on its own: tasks run on worker threads and answer their results; each caller has a bounded
// share, the queue is bounded, a task that runs over its time or heap is stopped and its worker replaced.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ComputePool as Pool } from '../src/compute/pool.ts';
import { type ComputePool, computeTask, isProblem, type Problem } from '../src/index.ts';
import { createLogger } from '../src/logger.ts';

const TASKS = './fixtures/compute-tasks';
const double = computeTask<{ value: number }, number>(import.meta.url, TASKS, 'double');
const held = computeTask<{ gate: SharedArrayBuffer; value: string }, string>(import.meta.url, TASKS, 'heldUntilReleased');
const exhaustsHeap = computeTask<Record<string, never>, number>(import.meta.url, TASKS, 'exhaustsHeap');
const throwsError = computeTask<Record<string, never>, never>(import.meta.url, TASKS, 'throwsError');

const SETTINGS = { workers: 2, timeoutMs: 60_000, perCaller: 2, queue: 1, memoryMb: 64 };

function pool(settings: Partial<typeof SETTINGS> = {}): ComputePool {
  return new Pool({ ...SETTINGS, ...settings }, createLogger({ level: 'silent' }));
}

function gate(): { buffer: SharedArrayBuffer; release(): void } {
  const buffer = new SharedArrayBuffer(4);
  return {
    buffer,
    release: () => {
      Atomics.store(new Int32Array(buffer), 0, 1);
      Atomics.notify(new Int32Array(buffer), 0);
    },
  };
}

async function refusal(promise: Promise<unknown>): Promise<Problem> {
  try {
    await promise;
  } catch (error) {
    if (isProblem(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const compute = suite('compute pool');

compute('a task answers its result from a worker thread; a task that throws fails the call with its error', async () => {
  const workers = pool();
  try {
    assert.equal(await Promise.all([1, 2, 3].map((value) => workers.run(double, { value }))), [2, 4, 6]);
    const error = await workers.run(throwsError, {}).then(
      () => null,
      (failure: Error) => failure,
    );
    assert.equal([error?.name, error?.message], ['TypeError', 'a task that fails']);
    assert.is(await workers.run(double, { value: 21 }), 42, 'the worker still serves');
  } finally {
    await workers.close();
  }
});

compute('a caller has at most its share running or waiting: 429 CONCURRENCY_LIMITED with Retry-After, others unaffected', async () => {
  const workers = pool({ workers: 3, queue: 10 });
  const { buffer, release } = gate();
  try {
    const first = workers.run(held, { gate: buffer, value: 'a' }, { caller: 'user:mallory' });
    const second = workers.run(held, { gate: buffer, value: 'b' }, { caller: 'user:mallory' });
    const third = await refusal(workers.run(double, { value: 1 }, { caller: 'user:mallory' }));
    assert.equal([third.status, third.code, third.headers['Retry-After']], [429, 'CONCURRENCY_LIMITED', '1']);
    assert.is(await workers.run(double, { value: 2 }, { caller: 'user:alice' }), 4, 'another caller is served meanwhile');
    release();
    assert.equal(await Promise.all([first, second]), ['a', 'b']);
    assert.is(await workers.run(double, { value: 3 }, { caller: 'user:mallory' }), 6, 'the share is given back');
  } finally {
    release();
    await workers.close();
  }
});

compute('with every worker busy and the queue full, a task is refused 503 COMPUTE_SATURATED', async () => {
  const workers = pool({ workers: 1, queue: 1 });
  const { buffer, release } = gate();
  try {
    const running = workers.run(held, { gate: buffer, value: 'running' });
    const queued = workers.run(double, { value: 5 });
    const refused = await refusal(workers.run(double, { value: 6 }));
    assert.equal([refused.status, refused.code, refused.headers['Retry-After']], [503, 'COMPUTE_SATURATED', '1']);
    release();
    assert.equal([await running, await queued], ['running', 10]);
  } finally {
    release();
    await workers.close();
  }
});

compute('a task over its time is stopped with 503 COMPUTE_TIMEOUT; a fresh worker takes the next task', async () => {
  const workers = pool({ workers: 1, timeoutMs: 300 });
  const { buffer, release } = gate();
  try {
    const stopped = await refusal(workers.run(held, { gate: buffer, value: 'never' }));
    assert.equal([stopped.status, stopped.code], [503, 'COMPUTE_TIMEOUT']);
    assert.is(await workers.run(double, { value: 4 }), 8);
  } finally {
    release();
    await workers.close();
  }
});

compute('a task over its heap is stopped with 503 COMPUTE_FAILED; a fresh worker takes the next task', async () => {
  const workers = pool({ workers: 1 });
  try {
    const stopped = await refusal(workers.run(exhaustsHeap, {}));
    assert.equal([stopped.status, stopped.code], [503, 'COMPUTE_FAILED']);
    assert.is(await workers.run(double, { value: 8 }), 16);
  } finally {
    await workers.close();
  }
});

compute.run();
