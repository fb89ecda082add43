// GET /api/usage/daily: every day of the range on the axis, the counters of those days only, and only of the
// gateways the caller has a role on (docs/roles.md).

import { signedInWithGatewayRoles, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { utcDay } from '../src/index.ts';
import { bootMetering, closeSimulators, meteredGateway } from './helpers.ts';

const DAY_MS = 86_400_000;

const history = suite<{ t: TestKernel; today: number }>('metering: usage per day');

history.before(async (context) => {
  context.t = await bootMetering({ plugins: ['users'] });
  await meteredGateway(context.t, {}, 'gw-a');
  await meteredGateway(context.t, {}, 'gw-b');
  context.today = context.t.clock.now();
  const counters: [string, string, number, number][] = [
    ['gw-a', 'alpha', 0, 5],
    ['gw-a', 'alpha', 2, 3],
    ['gw-a', 'beta', 2, 1],
    ['gw-b', 'gamma', 1, 7],
    ['gw-a', 'alpha', 40, 9],
  ];
  for (const [gateway, sandbox, daysAgo, requests] of counters) {
    await context.t.kernel.database.execute('INSERT INTO metering_counters (gateway, workspace, sandbox, day, requests) VALUES (?, ?, ?, ?, ?)', [
      gateway,
      'default',
      sandbox,
      utcDay(context.today - daysAgo * DAY_MS),
      requests,
    ]);
  }
});
history.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const dayAgo = (today: number, days: number) => utcDay(today - days * DAY_MS);

history('the last days oldest first, each counter of them by day; older counters are left out', async ({ t, today }) => {
  const answer = await t.http.as('viewer').get('/api/usage/daily?days=3');
  assert.is(answer.status, 200, answer.text);
  assert.equal(answer.body.days, [dayAgo(today, 2), dayAgo(today, 1), dayAgo(today, 0)]);
  assert.equal(answer.body.items, [
    { day: dayAgo(today, 2), gateway: 'gw-a', workspace: 'default', sandbox: 'alpha', requests: 3 },
    { day: dayAgo(today, 2), gateway: 'gw-a', workspace: 'default', sandbox: 'beta', requests: 1 },
    { day: dayAgo(today, 1), gateway: 'gw-b', workspace: 'default', sandbox: 'gamma', requests: 7 },
    { day: dayAgo(today, 0), gateway: 'gw-a', workspace: 'default', sandbox: 'alpha', requests: 5 },
  ]);
  const month = await t.http.as('viewer').get('/api/usage/daily');
  assert.is(month.body.days.length, 30, 'thirty days by default');
  assert.is(month.body.items.length, 4, 'the counter of forty days ago is outside them');
});

history('a caller with a role on one gateway only sees its counters; nonsense ranges are 400', async ({ t, today }) => {
  const headers = await signedInWithGatewayRoles(t, 'b-viewer@example.com', { 'gw-b': 'viewer' });
  const seen = await t.http.as(null).get('/api/usage/daily?days=7', { headers });
  assert.is(seen.status, 200, seen.text);
  assert.equal(seen.body.items, [{ day: dayAgo(today, 1), gateway: 'gw-b', workspace: 'default', sandbox: 'gamma', requests: 7 }]);
  for (const days of ['0', '367', 'many', '1.5']) {
    const refused = await t.http.as('viewer').get(`/api/usage/daily?days=${days}`);
    assert.is(refused.status, 400, `days=${days}`);
    assert.is(refused.headers.get('content-type'), 'application/problem+json');
  }
  assert.is((await t.http.as(null).get('/api/usage/daily')).status, 401);
});

history.run();
