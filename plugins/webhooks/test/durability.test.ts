// Deliveries live in the database, not in a process: a retry due while the service was down fires once after the
// restart, on its schedule; an attempt cut short by a stop is made again by the next process; and with two
// replicas on one PostgreSQL database every event is delivered once and every retry sent once.

import { createTestDatabase, ManualClock, type TestKernel, testDialect } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { outboxRef } from '../src/services.ts';
import { advance, bootWebhooks, createWebhook, deliveriesSettled, type Receiver, records, registerGateway, rows, startReceiver } from './helpers.ts';

interface Context {
  receiver: Receiver;
  kernels: TestKernel[];
}

const restart = suite<Context>('across a restart');
restart.before.each(async (context) => {
  context.receiver = await startReceiver();
  context.kernels = [];
});
restart.after.each(async ({ receiver, kernels }) => {
  await receiver.close();
  for (const t of kernels) await t.stop();
  // The restarted kernel was given its predecessor's database, so it leaves it behind.
  await kernels[0]?.database.drop();
});

restart('a retry due while the service was down fires once after the restart, on its schedule', async ({ receiver, kernels }) => {
  const clock = new ManualClock();
  const first = await bootWebhooks({ clock });
  receiver.answer(500);
  const webhook = await createWebhook(first, { url: receiver.url });
  await registerGateway(first);
  await deliveriesSettled(first);
  await first.stop({ keepDatabase: true });

  receiver.answer(200);
  const second = await bootWebhooks({ clock, database: first.database });
  kernels.push(second);
  await advance(second, 4_000);
  assert.is(receiver.requests.length, 1, 'not before its time');
  await advance(second, 1_000);
  assert.is(receiver.requests.length, 2, 'the retry, once');
  await advance(second, 1_000);
  await advance(second, 600_000);
  assert.is(receiver.requests.length, 2, 'and never again');
  assert.equal(new Set(receiver.requests.map((request) => request.headers['x-service-delivery'])).size, 1);
  assert.equal(
    (await records(second, webhook.id)).map((record) => [record.attempt, record.status]),
    [
      [1, 'retrying'],
      [2, 'success'],
    ],
  );
});

restart('an attempt still waiting for its receiver when the service stops is made by the next process', async ({ receiver, kernels }) => {
  const clock = new ManualClock();
  const first = await bootWebhooks({ clock, env: { SERVICE_WEBHOOK_TIMEOUT_SECONDS: '60' } });
  receiver.answer('hang');
  const webhook = await createWebhook(first, { url: receiver.url });
  await registerGateway(first);
  await first.kernel.events.settled();
  while (receiver.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  await first.stop({ keepDatabase: true });

  receiver.answer(200);
  const second = await bootWebhooks({ clock, database: first.database });
  kernels.push(second);
  assert.equal(
    (await rows(second, 'SELECT attempts, claimed_by FROM webhook_outbox')).map((row) => [Number(row.attempts), row.claimed_by]),
    [[0, null]],
    'given back to the outbox, as no attempt',
  );
  await advance(second, 1_000);
  assert.is(receiver.requests.length, 2, 'sent again: the receiver may have acted on the first (at least once)');
  assert.equal(
    (await records(second, webhook.id)).map((record) => [record.attempt, record.status]),
    [[1, 'success']],
  );
});

restart.run();

const replicas = suite<Context>('two replicas on one PostgreSQL database');
replicas.before.each(async (context) => {
  context.receiver = await startReceiver();
  context.kernels = [];
});
replicas.after.each(async ({ receiver, kernels }) => {
  await receiver.close();
  for (const t of kernels) await t.stop({ keepDatabase: true });
  await kernels[0]?.database.drop();
});

async function pair(kernels: TestKernel[]): Promise<[TestKernel, TestKernel]> {
  const database = await createTestDatabase();
  const clock = new ManualClock();
  const env = { SERVICE_REPLICAS: '2', SERVICE_SECRET_KEY: 'replica-shared-secret-key-for-tests' };
  kernels.push(await bootWebhooks({ clock, database, env }), await bootWebhooks({ clock, database, env }));
  return [kernels[0]!, kernels[1]!];
}

const settledAll = (kernels: TestKernel[]) => Promise.all(kernels.map(deliveriesSettled));

replicas('each event, wherever it was emitted, is delivered once', async ({ receiver, kernels }) => {
  const [a, b] = await pair(kernels);
  await createWebhook(a, { url: receiver.url });
  for (let i = 0; i < 6; i += 1) await registerGateway(i % 2 === 0 ? a : b, `replica-gw-${i}`);
  await settledAll(kernels);
  await Promise.all([a.kernel.events.synced(), b.kernel.events.synced()]);
  await settledAll(kernels);
  const gateways = receiver.requests.map((request) => request.json.data.gateway).sort();
  assert.equal(gateways, ['replica-gw-0', 'replica-gw-1', 'replica-gw-2', 'replica-gw-3', 'replica-gw-4', 'replica-gw-5']);
});

replicas('a retry is sent once, though both replicas sweep at the same moment', async ({ receiver, kernels }) => {
  const [a, b] = await pair(kernels);
  receiver.answer(500);
  const webhook = await createWebhook(a, { url: receiver.url });
  for (let i = 0; i < 4; i += 1) await registerGateway(i % 2 === 0 ? a : b, `retry-gw-${i}`);
  await settledAll(kernels);
  assert.is(receiver.requests.length, 4);
  receiver.answer(200);
  a.manualClock!.advance(5_000);
  await Promise.all([a.tick(), b.tick(), a.kernel.scheduler.runNow('webhooks.retry'), b.kernel.scheduler.runNow('webhooks.retry')]);
  await settledAll(kernels);
  a.manualClock!.advance(600_000);
  await Promise.all([a.tick(), b.tick()]);
  await settledAll(kernels);
  assert.is(receiver.requests.length, 8, 'four first attempts, four retries');
  const perDelivery = new Map<string, number>();
  for (const request of receiver.requests)
    perDelivery.set(String(request.headers['x-service-delivery']), (perDelivery.get(String(request.headers['x-service-delivery'])) ?? 0) + 1);
  assert.equal([...perDelivery.values()], [2, 2, 2, 2]);
  assert.equal((await records(a, webhook.id)).filter((record) => record.status === 'success').length, 4);
});

replicas('claims are exclusive: two replicas claiming the same due deliveries at once split them', async ({ receiver, kernels }) => {
  const [a, b] = await pair(kernels);
  receiver.answer(500);
  await createWebhook(a, { url: receiver.url });
  for (let i = 0; i < 20; i += 1) await registerGateway(a, `claim-gw-${i}`);
  await settledAll(kernels);
  a.manualClock!.advance(5_000);
  const live = [a.kernel.instanceId, b.kernel.instanceId];
  const claim = (t: TestKernel) => t.resolve(outboxRef).claimDue({ limit: 20, liveInstances: live, skipWebhooks: [] });
  const [byA, byB] = await Promise.all([claim(a), claim(b)]);
  const ids = [...byA, ...byB].map((job) => job.id);
  assert.is(ids.length, 20, `${byA.length} + ${byB.length}`);
  assert.is(new Set(ids).size, 20, 'no delivery claimed twice');
  assert.equal(await claim(a), [], 'nothing left to claim');
});

if (testDialect() === 'postgresql') replicas.run();
