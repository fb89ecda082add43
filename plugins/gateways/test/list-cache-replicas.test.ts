// test-dialects: postgresql
// Two replicas on one database: a list one replica keeps in memory (registry/list-cache.ts) gives way at once to
// what the other wrote, because every write through the registry replaces the table's change token.

import { createTestDatabase, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootGateways } from './helpers.ts';

const replicas = suite('the gateway list cache across replicas');

const names = (body: { items: Array<{ name: string }> }) => body.items.map((item) => item.name);
const register = (t: TestKernel, name: string) => t.http.post('/api/gateway/register', { name, endpoint: '8.8.8.8:443', auth_mode: 'none' });
const list = async (t: TestKernel) => (await t.http.as('viewer').get('/api/gateway/list')).body;

replicas('a replica sees at once what another replica wrote', async () => {
  const database = await createTestDatabase('postgresql');
  const a = await bootGateways({ localMode: false, database });
  const b = await bootGateways({ localMode: false, database });
  try {
    assert.is((await register(a, 'alpha')).status, 201);
    assert.equal(names(await list(a)), ['alpha']);
    assert.is((await b.http.patch('/api/gateway/alpha', { description: 'from b' })).status, 200);
    assert.is((await list(a)).items[0].description, 'from b');
    assert.is((await register(b, 'beta')).status, 201);
    assert.equal(names(await list(a)), ['alpha', 'beta']);
    assert.is((await b.http.delete('/api/gateway/alpha')).status, 204);
    assert.equal(names(await list(a)), ['beta']);
  } finally {
    await a.stop({ keepDatabase: true });
    await b.stop({ keepDatabase: true });
    await database.drop();
  }
});

replicas.run();
