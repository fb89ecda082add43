// kill -9 during a burst of audited changes (gateway registrations): the service runs as a real child process on
// the test database, a webhook receiver in this process counts what arrives. Every registration that was answered
// 201 must reach the receiver once the service is back, and every registration that committed has its event in the
// log, answered or not (docs/events.md).
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
import { startReceiver } from './helpers.ts';

const REGISTRATIONS = 150;
// Killed once this many registrations were answered: the others are then at every stage (in their transaction,
// committed, answer on its way), and so are the deliveries of the answered ones.
const KILL_AFTER_ACKNOWLEDGED = 20;

function startService(database: TestDatabase): Promise<ServiceProcess> {
  return startServiceProcess(database, ['gateways', 'openshell-0-0', 'openshell-0-1', 'webhooks', 'webhook-generic'], {
    SERVICE_RATE_LIMIT_PER_MINUTE: '100000',
  });
}

test('kill -9 during a burst of audited changes: every answered change is delivered once the service is back', async () => {
  const database = await createTestDatabase();
  const receiver = await startReceiver();
  let service = await startService(database);
  const db = await connectTestDatabase(database);
  try {
    const client = new TestClient(service.url);
    const webhook = await client.post('/api/webhooks', { url: receiver.url, event_types: ['gateway.registered'] });
    assert.is(webhook.status, 201, webhook.text);

    const names = Array.from({ length: REGISTRATIONS }, (_, index) => `gw-${String(index).padStart(3, '0')}`);
    const acknowledged = new Set<string>();
    const burst = names.map((name) =>
      client.post('/api/gateway/register', { name, endpoint: 'http://127.0.0.1:9', auth_mode: 'none' }).then(
        (response) => {
          if (response.status === 201) acknowledged.add(name);
        },
        () => undefined,
      ),
    );
    await eventually(() => acknowledged.size >= KILL_AFTER_ACKNOWLEDGED, 90_000, 5);
    service.child.kill('SIGKILL');
    await Promise.all(burst);
    await service.exited;
    assert.ok(acknowledged.size < REGISTRATIONS, 'killed before the burst was over');
    const [intake] = await db.execute<{ position: number | string }>("SELECT position FROM event_consumers WHERE name = 'webhooks:*'");
    const [head] = await db.execute<{ head: number | string | null }>('SELECT MAX(seq) AS head FROM event_log');
    const unreadAtKill = Number(head?.head ?? 0) - Number(intake?.position ?? 0);
    const deliveredAtKill = receiver.requests.length;

    const registered = (await db.execute<{ name: string }>('SELECT name FROM gateways')).map((row) => row.name);
    const logged = new Set(
      (await db.execute<{ data: string }>("SELECT data FROM event_log WHERE name = 'gateway.registered'")).map(
        (row) => (JSON.parse(row.data) as { gateway: string }).gateway,
      ),
    );
    assert.equal(
      registered.filter((name) => !logged.has(name)),
      [],
      'committed registrations without their event',
    );
    assert.equal(
      [...logged].filter((name) => !registered.includes(name)),
      [],
      'events of registrations that never committed',
    );

    // A killed process counts as gone once it has not beaten for 30 s; age its heartbeat instead of waiting.
    await db.run('UPDATE portcullis_instances SET heartbeat_at = 0');
    service = await startService(database);
    const delivered = () => new Set(receiver.requests.map((request) => (request.json as { data: { gateway: string } }).data.gateway));
    await eventually(() => registered.every((name) => delivered().has(name)), 60_000, 50);
    const figures = {
      fired: REGISTRATIONS,
      acknowledged: acknowledged.size,
      committed: registered.length,
      unread_by_the_intake_at_kill: unreadAtKill,
      delivered_at_kill: deliveredAtKill,
      requests: receiver.requests.length,
    };
    console.log(`kill -9 figures: ${JSON.stringify(figures)}`);
    assert.equal(
      [...acknowledged].filter((name) => !delivered().has(name)),
      [],
      'answered registrations never delivered',
    );
    assert.equal(
      [...delivered()].filter((name) => !registered.includes(name)),
      [],
      'deliveries of registrations that never committed',
    );
    // One delivery (its id is the same on every attempt) per committed registration: none added twice.
    const deliveries = new Set(receiver.requests.map((request) => String(request.headers['x-service-delivery'])));
    assert.is(deliveries.size, registered.length, 'one delivery per committed registration');
  } finally {
    await db.close();
    service.child.kill('SIGKILL');
    await service.exited;
    await receiver.close();
    await database.drop();
  }
});

test.run();
