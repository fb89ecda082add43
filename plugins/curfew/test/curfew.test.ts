// The curfew against the simulator, on the kernel's manual clock: a window in a non-UTC zone engages every
// sandbox's kill switch (later sandboxes at the next check) and its end releases only the curfew's holds; a
// daylight-saving day; input rules and roles; two replicas firing each event once.

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulators, type GatewayKernelOptions, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { auditRows, createTestDatabase, eventually, rows, type TestKernel, testDialect } from '@portcullis/testing';
import { suite, test } from 'uvu';
import * as assert from 'uvu/assert';

function bootCurfew(options: GatewayKernelOptions = {}): Promise<TestKernel> {
  return gatewayTestKernel({
    ...options,
    plugins: ['providers', 'sandboxes', 'kill-switch', 'curfew'],
    env: { SERVICE_HEALTH_INTERVAL_SECONDS: '3600', SERVICE_PROVIDER_ATTACH_RETRY_DELAY_MS: '5', ...options.env },
  });
}

async function gateway(t: TestKernel, sandboxes: string[]): Promise<Simulator> {
  const sim = await startTestSimulator({
    providers: [
      { name: 'openai', type: 'openai', credentials: { OPENAI_API_KEY: 'sk' } },
      { name: 'scratch', type: 'generic' },
    ],
  });
  await registerSimulator(t, 'sim', sim);
  for (const name of sandboxes) sim.control.seedSandbox({ name, providers: ['openai', 'scratch'] });
  return sim;
}

const attached = (sim: Simulator) => Object.fromEntries(sim.control.state().sandboxes.map((box) => [box.name, box.providers]));
/** Moves the clock and runs the check now, as the scheduler would at its next interval. */
async function checkAt(t: TestKernel, instant: number): Promise<void> {
  t.manualClock!.set(instant);
  await t.kernel.scheduler.runNow('curfew.check');
  await t.kernel.events.settled();
}
const named = (t: TestKernel, name: string) =>
  t
    .eventsNamed(name)
    .map(
      (event) =>
        `${(event.data as { sandbox: string }).sandbox}:${(event.data as { engaged_by?: string; released_by?: string }).released_by ?? (event.data as { engaged_by: string }).engaged_by}`,
    )
    .sort();

interface Context {
  t: TestKernel;
  sim: Simulator;
}

const curfew = suite<Context>('curfew');

curfew.before(async (context) => {
  context.t = await bootCurfew();
  context.sim = await gateway(context.t, ['early', 'manual']);
});
curfew.after(async ({ t }) => {
  await t.stop();
  await closeTestSimulators();
});

const PATH = '/api/gateway/sim/curfew';

curfew('bad input is 400 naming the field and stores nothing; operators and viewers cannot set it', async ({ t }) => {
  const good = { enabled: true, start_minute: 1320, end_minute: 360, timezone: 'Europe/Berlin' };
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ ...good, end_minute: 1320 }, 'body.end_minute'],
    [{ ...good, start_minute: -1 }, 'body.start_minute'],
    [{ ...good, end_minute: 1440 }, 'body.end_minute'],
    [{ ...good, start_minute: 61.5 }, 'body.start_minute'],
    [{ ...good, timezone: 'Mars/Olympus' }, 'body.timezone'],
    [{ ...good, timezone: '+01:00' }, 'body.timezone'],
    [{ ...good, enabled: 'yes' }, 'body.enabled'],
  ];
  for (const [body, field] of cases) {
    const response = await t.http.put(PATH, body);
    assert.equal(
      [response.status, response.body.code, response.body.errors.map((error: { path: string }) => error.path)],
      [400, 'VALIDATION_ERROR', [field]],
      JSON.stringify(body),
    );
  }
  for (const role of ['operator', 'viewer'] as const) {
    const refused = await t.http.as(role).put(PATH, good);
    assert.equal([refused.status, refused.body.code], [403, 'PERMISSION_DENIED'], role);
  }
  assert.equal(await rows(t, 'SELECT gateway FROM curfews'), []);
  assert.equal(await auditRows(t, 'curfew.set'), []);
  const none = await t.http.as('viewer').get(PATH);
  assert.equal([none.status, none.body.code], [404, 'CURFEW_NOT_FOUND']);
  assert.equal((await t.http.put('/api/gateway/nowhere/curfew', good)).body.code, 'GATEWAY_NOT_FOUND');
});

curfew('a Berlin night window: engaged at its start, a new sandbox at the next check, a manual switch survives its end', async ({ t, sim }) => {
  // 23:30 in Berlin (CET, UTC+1) on a winter evening, inside 22:00–06:00.
  t.manualClock!.set(Date.UTC(2026, 0, 15, 22, 30));
  const set = await t.http.put(PATH, { enabled: true, start_minute: 1320, end_minute: 360, timezone: 'europe/berlin' });
  assert.equal(
    [set.status, set.body.timezone, set.body.in_window, set.body.window],
    [200, 'Europe/Berlin', true, { starts_at: '2026-01-15T21:00:00.000Z', ends_at: '2026-01-16T05:00:00.000Z' }],
    set.text,
  );
  const viewed = await t.http.as('viewer').get(PATH);
  assert.equal([viewed.status, viewed.body.updated_by], [200, 'admin@test.local']);

  const detachesBefore = sim.control.calls('DetachSandboxProvider');
  await checkAt(t, Date.UTC(2026, 0, 15, 22, 31));
  assert.equal(attached(sim), { early: [], manual: [] });
  assert.is(sim.control.calls('DetachSandboxProvider') - detachesBefore, 4);
  assert.equal(named(t, 'kill_switch.engaged'), ['early:curfew', 'manual:curfew']);

  sim.control.seedSandbox({ name: 'late', providers: ['openai'] });
  await eventually(() => sim.control.state().sandboxes.some((box) => box.name === 'late'));
  const engaged = await t.http.as('operator').post('/api/gateways/sim/sandboxes/manual/kill-switch/engage');
  assert.equal(engaged.body.holders, ['curfew', 'manual']);
  await checkAt(t, Date.UTC(2026, 0, 15, 22, 32));
  assert.equal(attached(sim).late, [], 'a sandbox created during the window is detached at the next check');
  await checkAt(t, Date.UTC(2026, 0, 15, 23, 0));
  assert.is(named(t, 'kill_switch.engaged').length, 3, 'checks inside the window engage nothing twice');

  const attachesBefore = sim.control.calls('AttachSandboxProvider');
  await checkAt(t, Date.UTC(2026, 0, 16, 5, 0)); // 06:00 in Berlin
  assert.equal(attached(sim), { early: ['openai', 'scratch'], manual: [], late: ['openai'] });
  assert.is(sim.control.calls('AttachSandboxProvider') - attachesBefore, 3);
  assert.equal(named(t, 'kill_switch.released'), ['early:curfew', 'late:curfew']);
  const manual = await t.http.get('/api/gateways/sim/sandboxes/manual/kill-switch');
  assert.equal([manual.body.state, manual.body.holders], ['engaged', ['manual']], 'the manual switch outlives the curfew');
  await checkAt(t, Date.UTC(2026, 0, 16, 5, 1));
  assert.is(sim.control.calls('AttachSandboxProvider') - attachesBefore, 3, 'checks outside the window release nothing twice');
  assert.is((await t.http.as('operator').post('/api/gateways/sim/sandboxes/manual/kill-switch/resume')).body.state, 'released');
});

curfew('daylight saving: in Berlin a 02:30–04:00 window starts when the clocks jump on the last Sunday of March', async ({ t, sim }) => {
  await t.http.put(PATH, { enabled: true, start_minute: 150, end_minute: 240, timezone: 'Europe/Berlin' });
  const before = t.eventsNamed('kill_switch.engaged').length;
  await checkAt(t, Date.UTC(2026, 2, 29, 0, 59)); // 01:59 CET
  assert.is(t.eventsNamed('kill_switch.engaged').length, before);
  assert.equal((await t.http.get(PATH)).body.window, { starts_at: '2026-03-29T01:00:00.000Z', ends_at: '2026-03-29T02:00:00.000Z' });
  await checkAt(t, Date.UTC(2026, 2, 29, 1, 0)); // 03:00 CEST
  assert.equal(attached(sim), { early: [], manual: [], late: [] });
  await checkAt(t, Date.UTC(2026, 2, 29, 1, 59));
  assert.equal(attached(sim).early, []);
  await checkAt(t, Date.UTC(2026, 2, 29, 2, 0)); // 04:00 CEST
  assert.equal(attached(sim), { early: ['openai', 'scratch'], manual: ['openai', 'scratch'], late: ['openai'] });
});

curfew('disabling the curfew releases its holds at the next check', async ({ t, sim }) => {
  await checkAt(t, Date.UTC(2026, 2, 30, 1, 30)); // 03:30 CEST, inside again
  assert.equal(attached(sim).early, []);
  await t.http.put(PATH, { enabled: false, start_minute: 150, end_minute: 240, timezone: 'Europe/Berlin' });
  await checkAt(t, Date.UTC(2026, 2, 30, 1, 31));
  assert.equal(attached(sim).early, ['openai', 'scratch']);
  assert.equal(await rows(t, 'SELECT sandbox FROM kill_switches'), []);
});

curfew.run();

if (testDialect() === 'postgresql') {
  test('two replicas on one PostgreSQL database: each sandbox engaged and released once', async () => {
    const database = await createTestDatabase();
    const a = await bootCurfew({ database });
    const b = await bootCurfew({ database });
    try {
      const sim = await gateway(a, ['one', 'two', 'three']);
      for (const kernel of [a, b]) kernel.manualClock!.set(Date.UTC(2026, 5, 1, 12, 0));
      // 20:00–21:00 in New York (EDT, UTC-4): 00:00–01:00 UTC the next day. The check task holds a lease; both
      // replicas also run the check themselves at once, which only the switches' compare-and-swap can sort out.
      await a.http.put('/api/gateway/sim/curfew', { enabled: true, start_minute: 1200, end_minute: 1260, timezone: 'America/New_York' });
      const run = (instant: number) =>
        Promise.all(
          [a, b].map(async (kernel) => {
            kernel.manualClock!.set(instant);
            await Promise.all([kernel.tick(), kernel.resolve('curfewCheck', 'curfew').run(new AbortController().signal)]);
          }),
        );
      await run(Date.UTC(2026, 5, 2, 0, 30));
      await run(Date.UTC(2026, 5, 2, 0, 31));
      assert.equal(attached(sim), { one: [], two: [], three: [] });
      await run(Date.UTC(2026, 5, 2, 1, 30));
      assert.equal(attached(sim), { one: ['openai', 'scratch'], two: ['openai', 'scratch'], three: ['openai', 'scratch'] });
      await Promise.all([a.kernel.events.settled(), b.kernel.events.settled()]);
      const own = (name: string) =>
        [a, b]
          .flatMap((kernel) => kernel.eventsNamed(name).filter((event) => event.origin === kernel.kernel.instanceId))
          .map((event) => (event.data as { sandbox: string }).sandbox)
          .sort();
      assert.equal(own('kill_switch.engaged'), ['one', 'three', 'two']);
      assert.equal(own('kill_switch.released'), ['one', 'three', 'two']);
    } finally {
      await a.stop({ keepDatabase: true });
      await b.stop({ keepDatabase: true });
      await closeTestSimulators();
      await database.drop();
    }
  });
  test.run();
}
