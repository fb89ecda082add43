// Errors nobody expected are counted wherever they are caught (portcullis_unexpected_errors_total{source}), and
// catching them keeps its meaning: the task is marked failed, the operation ends INTERNAL_ERROR, the request is 500.

import { createTestKernel, eventually, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { definePlugin, OperationFailure, reply } from '../src/index.ts';

declare module '../src/index.ts' {
  interface EventMap {
    'faulty.poked': { gateway: null };
  }
}

const faultyPlugin = definePlugin({
  id: 'faulty',
  description: 'Test fixture: fails everywhere it can.',
  register(api) {
    api.task({
      id: 'faulty.task',
      every: '1m',
      scope: 'local',
      run: async () => {
        throw new Error('task bug');
      },
    });
    api.on('faulty.poked', () => {
      throw new Error('subscriber bug');
    });
    api.route({
      method: 'POST',
      path: '/api/faulty/poke',
      access: 'operator',
      summary: 'Emits an event whose subscriber throws.',
      handler: (request) => {
        request.resolve('events').emit('faulty.poked', { gateway: null });
      },
    });
    api.route({
      method: 'POST',
      path: '/api/faulty/operations/{kind}',
      access: 'operator',
      summary: 'Starts an operation that fails.',
      handler: async (request) => {
        const { kind } = request.params as { kind: string };
        const { operation } = await request.resolve('operations').start({ type: 'faulty.job' }, async () => {
          if (kind === 'declared') throw new OperationFailure('FAULTY', 'failed as declared');
          throw new Error('operation bug');
        });
        return reply(202, { operation_id: operation.id });
      },
    });
    api.route({
      method: 'GET',
      path: '/api/faulty/boom',
      access: 'viewer',
      summary: 'Throws.',
      handler: () => {
        throw new Error('handler bug');
      },
    });
  },
});

async function unexpected(t: TestKernel, source: string): Promise<number> {
  const line = (await t.http.get('/metrics')).text
    .split('\n')
    .find((candidate) => candidate.startsWith(`portcullis_unexpected_errors_total{source="${source}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

async function finished(t: TestKernel, id: string): Promise<Record<string, any>> {
  return eventually(async () => {
    const operation = (await t.http.get(`/api/operations/${id}`)).body;
    return operation.status === 'failed' ? operation : null;
  });
}

test('a throwing task, subscriber, operation and handler are each counted, and keep their meaning', async () => {
  const t = await createTestKernel({ plugins: [faultyPlugin] });
  try {
    t.manualClock!.advance(61_000);
    await t.tick();
    const task = t.kernel.scheduler.snapshot().find((state) => state.id === 'faulty.task')!;
    assert.equal({ failures: task.consecutive_failures, error: task.last_error }, { failures: 1, error: 'task bug' });
    assert.is(await unexpected(t, 'task'), 1);

    assert.is((await t.http.post('/api/faulty/poke')).status, 204);
    await t.kernel.events.settled();
    assert.is(await unexpected(t, 'subscriber'), 1);

    const declared = await finished(t, (await t.http.post('/api/faulty/operations/declared')).body.operation_id);
    assert.is(declared.error.code, 'FAULTY');
    assert.is(await unexpected(t, 'operation'), 0, 'a declared failure is not unexpected');
    const bug = await finished(t, (await t.http.post('/api/faulty/operations/bug')).body.operation_id);
    assert.is(bug.error.code, 'INTERNAL_ERROR');
    assert.is(await unexpected(t, 'operation'), 1);

    assert.is((await t.http.get('/api/faulty/boom')).status, 500);
    assert.is(await unexpected(t, 'request'), 1);
    assert.is((await t.http.get('/api/faulty/nothing-here')).status, 404);
    assert.is(await unexpected(t, 'request'), 1, 'problems clients caused are not unexpected');
  } finally {
    await t.stop();
  }
});

test("a plugin's subscriber errors are counted per plugin and shown in /api/system/plugins with the last one", async () => {
  const t = await createTestKernel({ plugins: [faultyPlugin] });
  try {
    const statusOf = async (role: 'admin' | 'viewer') =>
      (await t.http.as(role).get('/api/system/plugins')).body.items.find((item: { id: string }) => item.id === 'faulty').subscriber_errors;
    assert.equal(await statusOf('admin'), { count: 0, last_error: null });
    t.resolve('events').on('faulty.poked', () => {
      throw new Error('a subscription of no plugin');
    });
    await t.http.post('/api/faulty/poke');
    t.manualClock!.advance(5_000);
    await t.http.post('/api/faulty/poke');
    await t.kernel.events.settled();
    const at = new Date(t.clock.now()).toISOString();
    assert.equal(await statusOf('admin'), { count: 2, last_error: { message: 'subscriber bug', at } });
    assert.equal(await statusOf('viewer'), { count: 2, last_error: { message: '(shown to admins)', at } }, 'messages are for admins');
    const metrics = (await t.http.get('/metrics')).text;
    assert.match(metrics, /portcullis_subscriber_errors_total\{plugin="faulty"\} 2/);
    assert.is(await unexpected(t, 'subscriber'), 4, 'every subscriber error is still an unexpected one');
    assert.ok(
      t.logs.entries().some((entry) => entry.msg === 'event subscriber failed' && entry.plugin === 'faulty'),
      'the log names the plugin',
    );
  } finally {
    await t.stop();
  }
});

test.run();
