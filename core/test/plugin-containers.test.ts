import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { definePlugin } from '../src/plugins/define.ts';
import { createTestKernel } from '../src/testing/index.ts';

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

test.run();
