// The outbox's batch statements (outbox/outbox.ts): a burst of new deliveries goes in at once and an event handed
// over again is not added twice; retries are each due at their own time, and only the deliveries this instance
// holds are rescheduled.

import type { Clock } from '@portcullis/core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type NewDelivery, Outbox } from '../src/outbox/outbox.ts';
import { bootWebhooks } from './helpers.ts';

const NOW = Date.UTC(2026, 2, 1, 12);
const CLAIM_END = NOW + 5 * 60_000;

function delivery(webhookId: string, eventId: string, claimed: boolean): NewDelivery {
  return { webhookId, envelope: { id: eventId, name: 'gateway.registered', timestamp: new Date(NOW).toISOString(), data: { note: "it's ✓" } }, claimed };
}

test('a burst goes in at once, a delivery already there is not added again, retries are each due at their own time', async () => {
  const t = await bootWebhooks();
  try {
    const database = t.kernel.database;
    const clock = { now: () => NOW } as Clock;
    const outbox = new Outbox({ database, clock, instanceId: 'me' });
    const stored = async () =>
      (
        await database.execute<Record<string, unknown>>(
          'SELECT webhook_id, event_id, attempts, due_at, claimed_by, claimed_until FROM webhook_outbox ORDER BY webhook_id, event_id',
        )
      ).map((row) => [row.webhook_id, row.event_id, Number(row.attempts), Number(row.due_at), row.claimed_by, Number(row.claimed_until)]);

    const first = await outbox.add([delivery('w1', 'e1', true), delivery('w1', 'e2', false), delivery('w2', 'e1', true)]);
    assert.equal(
      first.map((job) => [job.webhookId, job.eventId, job.attempts, job.claimedUntil, JSON.parse(job.payload).data.note]),
      [
        ['w1', 'e1', 0, CLAIM_END, "it's ✓"],
        ['w2', 'e1', 0, CLAIM_END, "it's ✓"],
      ],
    );

    const again = await outbox.add([delivery('w1', 'e1', true), delivery('w3', 'e9', true)]);
    assert.equal(
      again.map((job) => [job.webhookId, job.eventId]),
      [['w3', 'e9']],
    );
    assert.equal(await stored(), [
      ['w1', 'e1', 0, NOW, 'me', CLAIM_END],
      ['w1', 'e2', 0, NOW, null, 0],
      ['w2', 'e1', 0, NOW, 'me', CLAIM_END],
      ['w3', 'e9', 0, NOW, 'me', CLAIM_END],
    ]);

    const unclaimed = { ...first[0]!, id: (await database.execute<{ id: string }>("SELECT id FROM webhook_outbox WHERE event_id = 'e2'"))[0]!.id };
    const held = await database.transaction((em) =>
      outbox.settle(em, [
        { job: first[0]!, retryAt: NOW + 1_000 },
        { job: first[1]!, retryAt: NOW + 2_000 },
        { job: unclaimed, retryAt: NOW + 3_000 },
        { job: { ...first[0]!, id: 'gone' }, retryAt: NOW + 4_000 },
      ]),
    );
    assert.equal([...held].sort(), [first[0]!.id, first[1]!.id].sort());
    assert.equal(await stored(), [
      ['w1', 'e1', 1, NOW + 1_000, null, 0],
      ['w1', 'e2', 0, NOW, null, 0],
      ['w2', 'e1', 1, NOW + 2_000, null, 0],
      ['w3', 'e9', 0, NOW, 'me', CLAIM_END],
    ]);
  } finally {
    await t.stop();
  }
});

test.run();
