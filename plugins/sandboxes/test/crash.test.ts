// kill -9 during a burst of sandbox creates: the service runs as a real child process on the test database, a
// simulator in this process outlives it. Every sandbox the gateway has must have its audit intent and its
// operation, and so must every create that was acknowledged with a 202; after a restart each intent is resolved.

import { closeTestSimulators, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import {
  connectTestDatabase,
  createTestDatabase,
  eventually,
  type ServiceProcess,
  startServiceProcess,
  TestClient,
  type TestDatabase,
} from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const CREATES = 200;
// Killed once this many creates were acknowledged: the others are then at every stage (intent committed, sent,
// created upstream, outcome recorded, answer on its way).
const KILL_AFTER_ACKNOWLEDGED = 10;

function startService(database: TestDatabase): Promise<ServiceProcess> {
  return startServiceProcess(database, ['gateways', 'openshell-0-0', 'openshell-0-1', 'sandboxes'], { SERVICE_RATE_LIMIT_PER_MINUTE: '100000' });
}

test('kill -9 during 200 parallel creates: every upstream sandbox and every 202 has its audit rows and operation', async () => {
  const database = await createTestDatabase();
  const sim = await startTestSimulator();
  let service = await startService(database);
  const db = await connectTestDatabase(database);
  try {
    const client = new TestClient(service.url);
    const registered = await client.post('/api/gateway/register', { name: 'sim', endpoint: `http://${sim.address}`, auth_mode: 'none' });
    assert.is(registered.status, 201, registered.text);

    const names = Array.from({ length: CREATES }, (_, index) => `box-${String(index).padStart(3, '0')}`);
    const acknowledged = new Set<string>();
    const burst = names.map((name) =>
      client.post('/api/gateways/sim/sandboxes', { name }).then(
        (response) => {
          if (response.status === 202) acknowledged.add(name);
        },
        () => undefined,
      ),
    );
    // A deadline only for a service that never answers: on a machine loaded far past its cores (a load average of 20
    // on two was seen) the first acknowledgements took longer than 20 s.
    await eventually(() => acknowledged.size >= KILL_AFTER_ACKNOWLEDGED, 90_000, 5);
    service.child.kill('SIGKILL');
    await Promise.all(burst);
    await service.exited;
    const upstream = sim.control.state().sandboxes.map((sandbox) => sandbox.name);
    // The answers and the simulator share this process's event loop, so the kill lands while creates are in flight
    // however busy the machine is: the service cannot finish them without the simulator answering.
    assert.ok(acknowledged.size < CREATES, 'killed before the burst was over');

    const audited = new Set(
      (await db.execute<{ resource_id: string }>("SELECT resource_id FROM audit_log WHERE action = 'sandbox.create' AND outcome = 'pending'")).map(
        (row) => row.resource_id,
      ),
    );
    const operated = new Set(
      (await db.execute<{ resource: string }>("SELECT resource FROM operations WHERE type = 'sandbox.create'")).map((row) => row.resource),
    );
    const figures = {
      fired: CREATES,
      acknowledged: acknowledged.size,
      upstream: upstream.length,
      intents: audited.size,
      upstream_with_audit: upstream.filter((name) => audited.has(name)).length,
      upstream_with_operation: upstream.filter((name) => operated.has(name)).length,
    };
    console.log(`kill -9 figures: ${JSON.stringify(figures)}`);
    assert.equal(
      upstream.filter((name) => !audited.has(name)),
      [],
      'upstream sandboxes without an audit intent',
    );
    assert.equal(
      upstream.filter((name) => !operated.has(name)),
      [],
      'upstream sandboxes without an operation',
    );
    assert.equal(
      [...acknowledged].filter((name) => !audited.has(name) || !operated.has(name)),
      [],
      'acknowledged creates without their rows',
    );

    // A killed process counts as gone once it has not beaten for 30 s; age its heartbeat instead of waiting.
    await db.run('UPDATE portcullis_instances SET heartbeat_at = 0');
    service = await startService(database);
    await eventually(async () => (await db.execute('SELECT intent_id FROM audit_open_intents')).length === 0, 15_000, 50);
    const outcomes = new Map(
      (
        await db.execute<{ resource_id: string; outcome: string }>(
          "SELECT resource_id, outcome FROM audit_log WHERE action = 'sandbox.create' AND intent_id IS NOT NULL",
        )
      ).map((row) => [row.resource_id, row.outcome]),
    );
    assert.is(outcomes.size, audited.size, 'one outcome per intent');
    assert.equal(
      upstream.filter((name) => outcomes.get(name) !== 'succeeded'),
      [],
      'upstream sandboxes recorded succeeded (answered or reconciled)',
    );
    assert.equal(
      [...audited].filter((name) => !upstream.includes(name) && outcomes.get(name) !== 'failed'),
      [],
      'intents that never reached the gateway recorded failed',
    );
    const pending = await db.execute("SELECT id FROM operations WHERE status IN ('pending', 'running')");
    assert.equal(pending, [], "the dead process's operations are failed ORPHANED at start-up");
    assert.is((await new TestClient(service.url).get('/readyz')).status, 200, 'the restarted service is ready');
  } finally {
    await db.close();
    service.child.kill('SIGKILL');
    await service.exited;
    await closeTestSimulators();
    await database.drop();
  }
});

test.run();
