import { createTestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { definePlugin } from '../src/plugins/define.ts';

class Counter {
  count = 0;
}

class Consumer {
  readonly counter: Counter;
  constructor(counter: Counter) {
    this.counter = counter;
  }
}

const provider = definePlugin({
  id: 'counter-provider',
  description: 'exports a service',
  register(api) {
    api.provide('sharedCounter' as never, (() => new Counter()) as never);
  },
});

const dependent = definePlugin({
  id: 'counter-consumer',
  description: 'builds its own singleton on the exported service',
  dependsOn: ['counter-provider'],
  register(api) {
    api.provide('counterConsumer' as never, ((services: Record<string, unknown>) => new Consumer(services.sharedCounter as Counter)) as never);
  },
});

test("a plugin's singleton may depend on a service exported by its dependency, and shares the same instance", async () => {
  const t = await createTestKernel({ plugins: [provider, dependent] });
  try {
    const consumer = t.resolve('counterConsumer' as never, 'counter-consumer') as Consumer;
    const own = t.resolve('sharedCounter' as never, 'counter-provider') as Counter;
    assert.instance(consumer.counter, Counter);
    assert.is(consumer.counter, own, 'one instance, seen from both containers');
    assert.is(t.resolve('sharedCounter' as never, 'counter-consumer'), own);
  } finally {
    await t.stop();
  }
});

const privateProvider = definePlugin({
  id: 'secret-keeper',
  description: 'keeps a service to itself',
  register(api) {
    api.provide('keptCounter' as never, (() => new Counter()) as never, { private: true });
  },
});

/** Resolves `name` in a singleton of its own (the usual shape of the mistake), at start-up and from a route. */
function reachingFor(name: string, dependsOn: string[] = []) {
  return definePlugin({
    id: 'reacher',
    description: 'resolves a service of a plugin it does not depend on',
    dependsOn,
    register(api) {
      api.provide('reacherConsumer' as never, ((services: Record<string, unknown>) => new Consumer(services[name] as Counter)) as never);
      api.route({
        method: 'GET',
        path: '/api/reacher',
        access: 'viewer',
        summary: 'Resolves the consumer.',
        handler: (request) => ({ count: (request.resolve('reacherConsumer' as never) as Consumer).counter.count }),
      });
    },
  });
}

test('resolving a service of a plugin one does not depend on names the provider and says to add dependsOn', async () => {
  const t = await createTestKernel({ plugins: [provider, reachingFor('sharedCounter')] });
  try {
    assert.throws(
      () => t.resolve('reacherConsumer' as never, 'reacher'),
      (error: Error) =>
        error.message ===
        `plugin reacher cannot resolve "sharedCounter": it is provided by plugin counter-provider; add dependsOn: ['counter-provider'] to reacher`,
    );
    const response = await t.http.get('/api/reacher');
    assert.is(response.status, 500);
    assert.match(t.logs.text(), "add dependsOn: ['counter-provider'] to reacher");
  } finally {
    await t.stop();
  }
});

test('with the dependency declared, the same plugin resolves the service', async () => {
  const t = await createTestKernel({ plugins: [provider, reachingFor('sharedCounter', ['counter-provider'])] });
  try {
    const response = await t.http.get('/api/reacher');
    assert.equal([response.status, response.body], [200, { count: 0 }]);
  } finally {
    await t.stop();
  }
});

test("resolving another plugin's private service says it is private, not to add a dependency", async () => {
  const t = await createTestKernel({ plugins: [privateProvider, reachingFor('keptCounter', ['secret-keeper'])] });
  try {
    assert.throws(
      () => t.resolve('reacherConsumer' as never, 'reacher'),
      (error: Error) =>
        error.message === 'plugin reacher cannot resolve "keptCounter": plugin secret-keeper provides it privately (only secret-keeper itself can resolve it)',
    );
  } finally {
    await t.stop();
  }
});

test('a plugin start that resolves an undeclared dependency refuses start-up with the hint', async () => {
  const starter = definePlugin({
    id: 'starter',
    description: 'resolves at start',
    register() {},
    start(runtime) {
      runtime.resolve('sharedCounter' as never);
    },
  });
  try {
    await createTestKernel({ plugins: [provider, starter] });
    assert.unreachable('start-up should have been refused');
  } catch (error) {
    assert.match(
      (error as Error).message,
      `plugin starter cannot resolve "sharedCounter": it is provided by plugin counter-provider; add dependsOn: ['counter-provider'] to starter`,
    );
  }
});

test.run();
