// Two kernels on one database, as two replicas: what an admin changes through one applies on the other's very next
// request (nothing about users or sessions is cached in a replica).

import { createTestDatabase, type TestDatabase, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Browser, bootUsers, setupAdmin, userWithRole } from './helpers.ts';

let a: TestKernel;
let b: TestKernel;
let database: TestDatabase;

test.before.each(async () => {
  database = await createTestDatabase();
  a = await bootUsers({ database, testActors: false });
  b = await bootUsers({ database, testActors: false });
});

test.after.each(async () => {
  await a.stop();
  await b.stop();
  await database.drop();
});

/** The same browser (cookie) talking to replica B. */
function onReplicaB(browser: Browser): Browser {
  const other = new Browser(b);
  other.cookie = browser.cookie;
  return other;
}

test('a demotion, a deletion or a logout through replica A applies to the next request on replica B', async () => {
  const admin = await setupAdmin(a);
  const ops = await userWithRole(a, admin, 'ops@example.test', 'admin');
  const opsOnB = onReplicaB(ops);
  assert.is((await opsOnB.get('/api/auth/users')).status, 200, 'the session works on B');

  assert.is((await admin.patch(`/api/auth/users/${ops.id}`, { role: 'viewer' })).status, 200);
  assert.is((await opsOnB.get('/api/auth/users')).status, 403, 'demoted on B at once');

  assert.is((await admin.delete('/api/auth/users', { email: 'ops@example.test' })).status, 204);
  assert.is((await opsOnB.get('/api/auth/check')).body.authenticated, false, 'deleted: the session is gone on B');

  const viewer = await userWithRole(a, admin, 'viewer@example.test', 'viewer');
  const viewerOnB = onReplicaB(viewer);
  assert.is((await viewerOnB.get('/api/auth/check')).body.authenticated, true);
  assert.is((await viewer.post('/api/auth/logout')).status, 204);
  assert.is((await viewerOnB.get('/api/auth/check')).body.authenticated, false, 'logged out through A: refused on B');
});

test.run();
