// kill -9 between recording a switch and finishing it: the service runs as a child process on the test database,
// the simulator in this process outlives it. A kernel started afterwards on the same database finishes what the
// dead process recorded: every recorded provider detached (or re-attached), each event exactly once.

import type { Simulator } from '@portcullis/openshell-sim';
import { startTestSimulator } from '@portcullis/plugin-gateways/testing';
import {
  connectTestDatabase,
  createTestDatabase,
  eventually,
  rows,
  type ServiceProcess,
  startServiceProcess,
  TestClient,
  type TestDatabase,
} from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { attachedTo, bootKillSwitch, closeSimulators, PROVIDERS } from './helpers.ts';

// Long enough that the child is killed while its first call is still held by the simulator.
const HELD_MS = 1500;

function startService(database: TestDatabase): Promise<ServiceProcess> {
  return startServiceProcess(database, ['gateways', 'openshell-0-0', 'openshell-0-1', 'providers', 'sandboxes', 'kill-switch']);
}

/** Starts the call, kills the service once the switch is in `state` and the held call has reached the simulator. */
async function crashDuring(service: ServiceProcess, sim: Simulator, call: { path: string; state: string; rpc: string }, database: TestDatabase): Promise<void> {
  const db = await connectTestDatabase(database);
  try {
    const callsBefore = sim.control.calls(call.rpc);
    sim.control.setDelay(call.rpc, HELD_MS);
    void new TestClient(service.url).post(call.path).catch(() => undefined);
    await eventually(
      async () =>
        (await db.execute<{ state: string }>('SELECT state FROM kill_switches')).some((row) => row.state === call.state) &&
        sim.control.calls(call.rpc) > callsBefore,
      10_000,
      5,
    );
    service.child.kill('SIGKILL');
    await service.exited;
    sim.control.setDelay(call.rpc, 0);
  } finally {
    await db.close();
  }
}

test('kill -9 mid-engage and mid-resume: a restarted kernel finishes each from the record, announcing it once', async () => {
  const database = await createTestDatabase();
  const sim = await startTestSimulator({ providers: PROVIDERS });
  sim.control.seedSandbox({ name: 'victim', providers: ['openai', 'github'] });
  let service = await startService(database);
  try {
    assert.is(
      (await new TestClient(service.url).post('/api/gateway/register', { name: 'sim', endpoint: `http://${sim.address}`, auth_mode: 'none' })).status,
      201,
    );
    await crashDuring(
      service,
      sim,
      { path: '/api/gateways/sim/sandboxes/victim/kill-switch/engage', state: 'engaging', rpc: 'DetachSandboxProvider' },
      database,
    );
    // The held detach still lands after its caller died: the gateway acted, nobody recorded that it did.
    await eventually(() => attachedTo(sim, 'victim').length === 1, 5000);

    const restarted = await bootKillSwitch({ database });
    try {
      const detachesBefore = sim.control.calls('DetachSandboxProvider');
      await restarted.tick();
      assert.equal(attachedTo(sim, 'victim'), [], 'both recorded providers detached');
      assert.is(sim.control.calls('DetachSandboxProvider') - detachesBefore, 2, 'the one already detached answers detached=false, the other is detached');
      const status = await restarted.http.get('/api/gateways/sim/sandboxes/victim/kill-switch');
      assert.equal([status.body.state, status.body.providers, status.body.engaged_by], ['engaged', ['openai', 'github'], 'manual']);
      assert.is(restarted.eventsNamed('kill_switch.engaged').length, 1);
      assert.equal(await rows(restarted, 'SELECT intent_id FROM audit_open_intents'), [], "the dead process's detach intent is resolved too");
      await restarted.tick();
      assert.is(restarted.eventsNamed('kill_switch.engaged').length, 1, 'a second reconciliation finds nothing to do');
    } finally {
      await restarted.stop({ keepDatabase: true });
    }

    service = await startService(database);
    await crashDuring(
      service,
      sim,
      { path: '/api/gateways/sim/sandboxes/victim/kill-switch/resume', state: 'releasing', rpc: 'AttachSandboxProvider' },
      database,
    );
    await eventually(() => attachedTo(sim, 'victim').length === 1, 5000);

    const again = await bootKillSwitch({ database });
    try {
      const attachesBefore = sim.control.calls('AttachSandboxProvider');
      await again.tick();
      assert.equal(attachedTo(sim, 'victim'), ['openai', 'github'], 'exactly the recorded providers, each once');
      assert.is(sim.control.calls('AttachSandboxProvider') - attachesBefore, 2);
      assert.equal(await rows(again, 'SELECT id FROM kill_switches'), []);
      assert.equal(
        again.eventsNamed('kill_switch.released').map((event) => (event.data as { providers: string[] }).providers),
        [['openai', 'github']],
      );
      assert.equal((await again.http.get('/api/gateways/sim/sandboxes/victim/kill-switch')).body.state, 'released');
    } finally {
      await again.stop({ keepDatabase: true });
    }
  } finally {
    service.child.kill('SIGKILL');
    await service.exited;
    await closeSimulators();
    await database.drop();
  }
});

test.run();
