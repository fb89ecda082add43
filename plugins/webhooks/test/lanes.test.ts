// A dead receiver never delays fresh deliveries to healthy ones: each webhook has its own lane with at most
// SERVICE_WEBHOOK_TARGET_CONCURRENCY attempts in flight, so a receiver that never answers holds that many
// connections until the attempt timeout and nothing else.

import { eventually } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootWebhooks, createWebhook, deliveriesSettled, records, registerGateway, startReceiver } from './helpers.ts';

test('ten events while one receiver hangs: the healthy one gets all ten at once, the hanging one only its concurrency limit', async () => {
  const t = await bootWebhooks({ env: { SERVICE_WEBHOOK_TIMEOUT_SECONDS: '30', SERVICE_WEBHOOK_TARGET_CONCURRENCY: '3' } });
  const dead = await startReceiver('hang');
  const healthy = await startReceiver(200);
  try {
    const stuck = await createWebhook(t, { url: dead.url });
    const fine = await createWebhook(t, { url: healthy.url });
    for (let i = 0; i < 10; i += 1) await registerGateway(t, `burst-${i}`);
    await t.kernel.events.settled();
    // Well inside the 30 s the hanging attempts wait: nothing healthy waits for them.
    await eventually(() => healthy.requests.length === 10, 5_000);
    // The receiver has answered before the engine stores the record of that answer.
    const successes = async () => (await records(t, fine.id)).filter((record) => record.status === 'success').length;
    await eventually(async () => (await successes()) === 10, 5_000);
    await eventually(() => dead.requests.length === 3, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.is(dead.requests.length, 3, 'at most three attempts in flight to the hanging receiver');
    assert.equal(await records(t, stuck.id), [], 'none of its attempts has ended yet');

    // The dead receiver goes away: its attempts end (retrying) and the lane moves on to what it queued.
    dead.answer(503);
    await dead.close();
    await deliveriesSettled(t);
    const ended = await records(t, stuck.id);
    assert.is(ended.length, 10);
    assert.ok(
      ended.every((record) => record.status === 'retrying'),
      JSON.stringify(ended.map((record) => record.error)),
    );
  } finally {
    // A failed assertion must not leave hanging connections behind: they would keep the test process alive.
    await dead.close();
    await healthy.close();
    await t.stop();
  }
});

test.run();
