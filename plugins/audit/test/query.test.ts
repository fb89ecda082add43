// GET /api/audit: docs/decisions.md §7's entry shape and filters, newest first, paging, validation and admin-only
// access, on SQLite and PostgreSQL; the unfiltered total stays exact through purges (it is kept by triggers).

import { rows } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootAudit, ids, MINUTE, record, T0 } from './helpers.ts';

const t = await bootAudit();
test.after(async () => {
  await t.stop();
});

// Ten rows, ids 1..10 at T0 + 1..10 minutes: alice and bob, two gateways, sandboxes and users.
const ACTORS = { alice: { name: 'alice@example.test', type: 'user' as const }, bob: { name: 'bob@example.test', type: 'user' as const } };
for (let n = 1; n <= 10; n += 1) {
  await record(t, {
    action: n % 3 === 0 ? 'user.update' : 'sandbox.create',
    resourceType: n % 3 === 0 ? 'user' : 'sandbox',
    resourceId: `r-${n % 4}`,
    gateway: n % 3 === 0 ? null : `gw-${n % 2}`,
    actor: n <= 6 ? ACTORS.alice : ACTORS.bob,
    detail: { n },
  });
}
const at = (minutes: number) => new Date(T0 + minutes * MINUTE).toISOString();

test("entries have docs/decisions.md §7's fields plus outcome and intent_id, newest first", async () => {
  const response = await t.http.get('/api/audit');
  assert.is(response.status, 200, response.text);
  assert.is(response.body.total, 10);
  assert.equal(ids(response.body), [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  const [stored] = await rows(t, 'SELECT request_id FROM audit_log WHERE id = 10');
  assert.equal(response.body.items[0], {
    id: 10,
    timestamp: at(10),
    actor: 'bob@example.test',
    actor_type: 'user',
    action: 'sandbox.create',
    resource_type: 'sandbox',
    resource_id: 'r-2',
    gateway: 'gw-0',
    detail: { n: 10 },
    client_ip: null,
    request_id: stored!.request_id ?? null,
    outcome: null,
    intent_id: null,
  });
});

test('each filter alone and together; since is inclusive, until exclusive; total counts the matches', async () => {
  const list = async (query: Record<string, string>) => (await t.http.get('/api/audit', { query })).body as { items: Array<{ id: number }>; total: number };
  const cases: Array<[Record<string, string>, number[]]> = [
    [{ actor: 'alice@example.test' }, [6, 5, 4, 3, 2, 1]],
    [{ action: 'user.update' }, [9, 6, 3]],
    [{ gateway: 'gw-1' }, [7, 5, 1]],
    [{ resource_type: 'sandbox', resource_id: 'r-1' }, [5, 1]],
    [{ resource_id: 'r-3' }, [7, 3]],
    [{ resource: 'sandbox/r-1' }, [5, 1]],
    [{ resource: 'user' }, [9, 6, 3]],
    [{ resource: 'user/r-1' }, [9]],
    [{ since: at(4), until: at(7) }, [6, 5, 4]],
    [{ since: at(9) }, [10, 9]],
    [{ until: at(2) }, [1]],
    [{ actor: 'bob@example.test', action: 'sandbox.create', since: at(8) }, [10, 8]],
    [{ actor: 'nobody' }, []],
  ];
  for (const [query, expected] of cases) {
    const body = await list(query);
    assert.equal([ids(body), body.total], [expected, expected.length], JSON.stringify(query));
  }
});

test('offset and limit page through a filtered list; total is the count before paging', async () => {
  const page = await t.http.get('/api/audit', { query: { actor: 'alice@example.test', offset: '2', limit: '3' } });
  assert.equal([ids(page.body), page.body.total], [[4, 3, 2], 6]);
  const beyond = await t.http.get('/api/audit', { query: { offset: '50' } });
  assert.equal([beyond.body.items, beyond.body.total], [[], 10]);
});

test('invalid filters and paging are 400 VALIDATION_ERROR naming each field', async () => {
  const bad = await t.http.get('/api/audit', { query: { since: 'yesterday', until: '2026-13-45', limit: '1001', offset: '-1' } });
  assert.is(bad.status, 400);
  assert.equal(bad.body.errors.map((error: { path: string }) => error.path).sort(), ['query.limit', 'query.offset', 'query.since', 'query.until']);
  const backwards = await t.http.get('/api/audit', { query: { since: at(5), until: at(4) } });
  assert.equal([backwards.status, backwards.body.errors], [400, [{ path: 'query.until', message: 'must not be before since' }]]);
  const long = await t.http.get('/api/audit', { query: { gateway: 'g'.repeat(254) } });
  assert.is(long.status, 400);
});

test('an unknown filter is a 400 naming it, never the whole log as if it had filtered', async () => {
  const misspelt = await t.http.get('/api/audit', { query: { resource_name: 'r-1', acter: 'alice@example.test' } });
  assert.is(misspelt.status, 400, misspelt.text);
  assert.is(misspelt.body.code, 'VALIDATION_ERROR');
  assert.equal(
    misspelt.body.errors.map((error: { path: string }) => error.path),
    ['query.resource_name', 'query.acter'],
  );
  const exported = await t.http.get('/api/audit/export', { query: { kind: 'sandbox' } });
  assert.equal([exported.status, exported.body.errors?.[0]?.path], [400, 'query.kind']);
});

test('the audit API is for admins only', async () => {
  for (const path of ['/api/audit', '/api/audit/export', '/api/audit/verify']) {
    assert.is((await t.http.as('operator').get(path)).status, 403, path);
    assert.is((await t.http.as('viewer').get(path)).status, 403, path);
    assert.is((await t.http.as(null).get(path)).status, 401, path);
  }
});

test('the unfiltered total stays exact when a purge removes rows (kept by triggers, not counted each time)', async () => {
  const before = (await t.http.get('/api/audit')).body.total as number;
  // Rows far in the past (by the service's clock), then a purge of everything older than the retention period.
  t.manualClock!.set(T0 - 800 * 86_400_000);
  for (let n = 0; n < 3; n += 1) await record(t, { action: 'old.thing', resourceType: 'x' });
  t.manualClock!.set(T0 + 11 * MINUTE);
  assert.is((await t.http.get('/api/audit')).body.total, before + 3);
  const removed = await t.resolve('audit').purgeOlderThan(new Date(T0 - 400 * 86_400_000));
  assert.is(removed, 3);
  const [count] = await rows<{ n: number | string }>(t, 'SELECT COUNT(*) AS n FROM audit_log');
  const after = (await t.http.get('/api/audit')).body;
  assert.equal([after.total, after.total], [Number(count!.n), before + 1], 'three rows purged, one audit.purge row added');
  assert.is(after.items[0].action, 'audit.purge');
});

test.run();
