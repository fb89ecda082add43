// The registry keeps its lists for as long as the gateways table's change token stands (registry/list-cache.ts):
// a list is served from memory while nothing wrote the table, and is never stale after a write through the
// registry, on this replica or inside a transaction that has not committed (another replica: list-cache-replicas.test.ts).

import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootGateways } from './helpers.ts';

const cache = suite('the gateway list cache');

const names = (body: { items: Array<{ name: string }> }) => body.items.map((item) => item.name);
const register = (t: TestKernel, name: string) => t.http.post('/api/gateway/register', { name, endpoint: '8.8.8.8:443', auth_mode: 'none' });
const list = async (t: TestKernel) => (await t.http.as('viewer').get('/api/gateway/list')).body;

cache('a list is served from memory until a write through the registry changes the token', async () => {
  const t = await bootGateways({ localMode: false });
  try {
    for (const name of ['alpha', 'beta']) assert.is((await register(t, name)).status, 201);
    assert.equal(names(await list(t)), ['alpha', 'beta']);
    // Behind the registry's back: the token stands, so the list in memory is still the answer.
    await t.kernel.database.run('UPDATE gateways SET description = ? WHERE name = ?', ['edited behind its back', 'alpha']);
    assert.is((await list(t)).items[0].description, null, 'served from memory while the token stood');
    const patched = await t.http.patch('/api/gateway/beta', { labels: { env: 'prod' } });
    assert.is(patched.status, 200, patched.text);
    const afterPatch = await list(t);
    assert.equal([afterPatch.items[0].description, afterPatch.items[1].labels], ['edited behind its back', { env: 'prod' }]);
    assert.is((await t.http.delete('/api/gateway/alpha')).status, 204);
    assert.equal([names(await list(t)), (await list(t)).total], [['beta'], 1]);
    assert.is((await register(t, 'gamma')).status, 201);
    assert.equal(names(await list(t)), ['beta', 'gamma']);
  } finally {
    await t.stop();
  }
});

cache('a write in an open transaction is seen inside it, and not after it rolled back', async () => {
  const t = await bootGateways({ localMode: false });
  try {
    assert.is((await register(t, 'alpha')).status, 201);
    const registry = t.resolve('gatewayRegistry', 'gateways');
    assert.equal(
      (await registry.list()).map((record) => record.description),
      [null],
    );
    const rolledBack = new Error('roll back');
    const seenInside = await t.kernel.database
      .transaction(async (em) => {
        await registry.update(em, 'alpha', { fields: { description: 'uncommitted' }, connection: false });
        const inside = (await registry.page({ limit: 50, offset: 0 })).items.map((record) => record.description);
        assert.equal(inside, ['uncommitted']);
        throw rolledBack;
      })
      .catch((error: unknown) => error);
    assert.is(seenInside, rolledBack);
    assert.equal(
      (await registry.page({ limit: 50, offset: 0 })).items.map((record) => record.description),
      [null],
    );
    assert.equal(
      (await registry.list()).map((record) => record.description),
      [null],
    );
  } finally {
    await t.stop();
  }
});

cache.run();
