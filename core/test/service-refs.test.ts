import { createTestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServiceRef, definePlugin, type ServiceRef, StartupError } from '../src/index.ts';

class Counter {
  count = 0;
}

class Tally {
  readonly counter: Counter;
  constructor(counter: Counter) {
    this.counter = counter;
  }
}

const counterRef = createServiceRef<Counter>({ id: 'counter-provider.counter' });
const tallyRef = createServiceRef<Tally>({ id: 'counter-consumer.tally' });

const provider = definePlugin({
  id: 'counter-provider',
  description: 'exports a service by ref',
  register(api) {
    api.provide(counterRef, () => new Counter());
  },
});

const seen: { started?: Counter; event?: Counter } = {};

const consumer = definePlugin({
  id: 'counter-consumer',
  description: 'resolves it by ref from a factory, a route, an event handler and start',
  dependsOn: ['counter-provider'],
  register(api) {
    api.provide(tallyRef, (_services, resolve) => new Tally(resolve(counterRef)));
    api.route({
      method: 'POST',
      path: '/api/tally',
      access: 'operator',
      summary: 'Counts one.',
      handler: (request) => {
        const counter: Counter = request.resolve(counterRef);
        counter.count += 1;
        request.resolve('events').emit('tally.counted' as never, { gateway: null } as never);
        return { count: request.resolve(tallyRef).counter.count };
      },
    });
    api.on('tally.*', (_event, { resolve }) => {
      seen.event = resolve(counterRef);
    });
  },
  start(runtime) {
    seen.started = runtime.resolve(counterRef);
  },
});

test('a service provided by ref is resolved, typed, by ref from factories, routes, event handlers and start', async () => {
  const t = await createTestKernel({ plugins: [provider, consumer] });
  try {
    const response = await t.http.post('/api/tally');
    assert.equal([response.status, response.body], [200, { count: 1 }]);
    // Subscribers run after the emitter returns: wait until they have.
    await t.kernel.events.settled();
    // One instance: the provider's, whoever resolves it (a ref resolves in its own plugin's container by default).
    const own = t.resolve(counterRef);
    assert.is(t.resolve(tallyRef).counter, own);
    assert.is(t.resolve(counterRef, 'counter-consumer'), own);
    assert.is(seen.started, own);
    assert.is(seen.event, own);
  } finally {
    await t.stop();
  }
});

test('the type a ref carries is what resolve returns', () => {
  // Compile-time only: the assignments below are what `npm run typecheck` holds this file to.
  const typed = (resolve: <T>(ref: ServiceRef<T>) => T) => {
    const counter: Counter = resolve(counterRef);
    // @ts-expect-error a Counter ref does not resolve to a Tally
    const wrong: Tally = resolve(counterRef);
    return [counter, wrong];
  };
  assert.type(typed, 'function');
});

test('a ref id is <plugin id>.<name>', () => {
  assert.throws(
    () => createServiceRef<Counter>({ id: 'counter' }),
    (error: Error) => error.message === 'service ref id "counter" must be <plugin id>.<name> (e.g. webhooks.deliveryContext)',
  );
  assert.equal(createServiceRef<Counter>({ id: 'webhook-syslog.sentMessages' }).pluginId, 'webhook-syslog');
});

/** Resolves `ref` in a singleton of its own (the usual shape of the mistake). */
function reachingFor(ref: ServiceRef<Counter>, dependsOn: string[] = []) {
  return definePlugin({
    id: 'reacher',
    description: 'resolves a service ref of another plugin',
    dependsOn,
    register(api) {
      api.provide(createServiceRef<Tally>({ id: 'reacher.tally' }), (_services, resolve) => new Tally(resolve(ref)));
    },
  });
}

test('resolving a ref of a plugin one does not depend on names the provider and says to add dependsOn', async () => {
  const t = await createTestKernel({ plugins: [provider, reachingFor(counterRef)] });
  try {
    assert.throws(
      () => t.resolve(createServiceRef<Tally>({ id: 'reacher.tally' })),
      (error: Error) =>
        error.message.startsWith(
          `plugin reacher cannot resolve "counter-provider.counter": it is provided by plugin counter-provider; add dependsOn: ['counter-provider'] to reacher`,
        ),
    );
  } finally {
    await t.stop();
  }
});

test('resolving a ref of a plugin that is not enabled says which plugin provides it', async () => {
  const t = await createTestKernel({ plugins: [reachingFor(counterRef)] });
  try {
    assert.throws(
      () => t.resolve(createServiceRef<Tally>({ id: 'reacher.tally' })),
      (error: Error) => error.message.includes('cannot resolve "counter-provider.counter": plugin counter-provider, which provides it, is not enabled'),
    );
  } finally {
    await t.stop();
  }
});

const keptRef = createServiceRef<Counter>({ id: 'secret-keeper.counter' });
const privateProvider = definePlugin({
  id: 'secret-keeper',
  description: 'keeps a service ref to itself',
  register(api) {
    api.provide(keptRef, () => new Counter(), { private: true });
  },
});

test("resolving another plugin's private ref says it is private, even with the dependency declared", async () => {
  const t = await createTestKernel({ plugins: [privateProvider, reachingFor(keptRef, ['secret-keeper'])] });
  try {
    assert.instance(t.resolve(keptRef), Counter, 'the provider itself resolves it');
    assert.throws(
      () => t.resolve(createServiceRef<Tally>({ id: 'reacher.tally' })),
      (error: Error) =>
        error.message.startsWith(
          'plugin reacher cannot resolve "secret-keeper.counter": plugin secret-keeper provides it privately (only secret-keeper itself can resolve it)',
        ),
    );
  } finally {
    await t.stop();
  }
});

async function startupProblems(plugins: ReturnType<typeof definePlugin>[]): Promise<string[]> {
  try {
    const t = await createTestKernel({ plugins });
    await t.stop();
  } catch (error) {
    assert.instance(error, StartupError);
    return (error as StartupError).problems;
  }
  throw new Error('expected start-up to be refused');
}

const providing = (id: string, name: string | ServiceRef<Counter>) =>
  definePlugin({
    id,
    description: `provides ${typeof name === 'string' ? name : name.id}`,
    register(api) {
      api.provide(name as ServiceRef<Counter>, () => new Counter());
    },
  });

test("a ref outside the providing plugin's namespace is refused at start-up, naming the plugin", async () => {
  const problems = await startupProblems([provider, providing('impostor', counterRef), providing('dotted', 'counter-provider.other')]);
  assert.equal(problems, [
    'plugin impostor provides "counter-provider.counter", which is in the namespace of plugin counter-provider: a plugin provides refs named impostor.<name> only',
    'plugin dotted provides "counter-provider.other", which is in the namespace of plugin counter-provider: a plugin provides refs named dotted.<name> only',
  ]);
});

test('a plugin providing a kernel service (shadowing it) is refused at start-up', async () => {
  const problems = await startupProblems([providing('shadow', 'database'), providing('own-config', 'config')]);
  assert.equal(problems, [
    'plugin shadow provides "database", which the kernel (core) provides: a plugin cannot replace a kernel service; give it a name of its own (a ref shadow.<name>)',
    'plugin own-config provides "config", which the kernel (core) provides: a plugin cannot replace a kernel service; give it a name of its own (a ref own-config.<name>)',
  ]);
});

test('two plugins providing the same name are refused at start-up, both named; so is one plugin providing it twice', async () => {
  const twice = definePlugin({
    id: 'twice',
    description: 'provides one ref twice',
    register(api) {
      api.provide(createServiceRef<Counter>({ id: 'twice.counter' }), () => new Counter());
      api.provide(createServiceRef<Counter>({ id: 'twice.counter' }), () => new Counter());
    },
  });
  const problems = await startupProblems([providing('first', 'sharedCounter'), providing('second', 'sharedCounter'), twice]);
  assert.equal(problems, [
    'plugins first and second both provide "sharedCounter": a service has one provider; provide it by ref (<plugin id>.<name>) from one of them',
    'plugin twice provides "twice.counter" twice',
  ]);
});

test.run();
