// GET /api/audit/daily: entries of the named actions counted per UTC day (both dialects' day arithmetic), every
// day of the range on the axis, days before it left out, an effect counted once when it succeeded, admin only,
// nonsense refused with 400.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootAudit, record, T0 } from './helpers.ts';

const HOUR = 3_600_000;
const t = await bootAudit();
test.after(async () => {
  await t.stop();
});

const actor = { name: 'alice@example.test', type: 'user' as const };
const entry = (action: string) => ({ action, resourceType: 'approval', resourceId: 'c-1', gateway: 'gw-a', actor });

// T0 is 12:00 UTC on 2026-04-10; each record moves the clock a minute on. Two days of decisions, then today's.
await record(t, entry('approval.approve'));
t.manualClock!.advance(11 * HOUR + 57 * 60_000);
await record(t, entry('approval.approve')); // 23:59 on the 10th
await record(t, entry('approval.reject')); // 00:00 on the 11th
await record(t, entry('sandbox.create'));
t.manualClock!.advance(24 * HOUR);
await record(t, entry('approval.approve'));
// An effect on a gateway writes an intent row and an outcome row: a success counts once, a failure not at all.
await t.resolve('audit').effect(entry('approval.reject'), async () => 'done');
await t
  .resolve('audit')
  .effect(entry('approval.reject'), async () => {
    throw new Error('refused');
  })
  .catch(() => undefined);

test('entries of the named actions per UTC day, a day ending at midnight UTC; other actions not counted', async () => {
  const answer = await t.http.get('/api/audit/daily?action=approval.approve&action=approval.reject&days=3');
  assert.is(answer.status, 200, answer.text);
  assert.equal(answer.body.days, ['2026-04-10', '2026-04-11', '2026-04-12']);
  assert.equal(answer.body.items, [
    { day: '2026-04-10', action: 'approval.approve', entries: 2 },
    { day: '2026-04-11', action: 'approval.reject', entries: 1 },
    { day: '2026-04-12', action: 'approval.approve', entries: 1 },
    { day: '2026-04-12', action: 'approval.reject', entries: 1 },
  ]);
  const lastTwo = await t.http.get('/api/audit/daily?action=approval.approve&days=2');
  assert.equal(lastTwo.body.items, [{ day: '2026-04-12', action: 'approval.approve', entries: 1 }], 'the 10th is before the range');
  assert.is(new Date(T0).toISOString().slice(0, 10), '2026-04-10');
});

test('admins only; no action, too many days or a fraction are 400 problems', async () => {
  assert.is((await t.http.as('operator').get('/api/audit/daily?action=approval.approve')).status, 403);
  for (const query of ['', '?action=approval.approve&days=0', '?action=approval.approve&days=367', '?action=approval.approve&days=2.5', '?action=']) {
    const refused = await t.http.get(`/api/audit/daily${query}`);
    assert.is(refused.status, 400, query);
    assert.is(refused.headers.get('content-type'), 'application/problem+json');
  }
});

test.run();
