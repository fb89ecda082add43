// A rotated, deleted or demoted key must stop working at once: while it is being used in a tight loop, and on
// every replica that has it cached. The kernels run on a manual clock, so a cached entry never expires by itself
// here: only invalidation can end it.

import { type Browser, setupAdmin } from '@portcullis/plugin-users/testing';
import { createTestDatabase, type TestDatabase, type TestKernel, testDialect } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootPrincipals, withKey } from './helpers.ts';

// The loops send thousands of requests from one address within one (manual-clock) minute.
const env = { SERVICE_RATE_LIMIT_PER_MINUTE: '1000000' };
let kernels: TestKernel[] = [];
let shared: TestDatabase | null = null;

test.after.each(async () => {
  for (const kernel of kernels) await kernel.stop();
  kernels = [];
  await shared?.drop();
  shared = null;
});

async function createKey(admin: Browser, name: string, role = 'viewer'): Promise<{ id: string; key: string }> {
  const created = await admin.post('/api/auth/service-principals', { name, role });
  assert.is(created.status, 201, created.text);
  return created.body;
}

interface Use {
  startedAt: number;
  status: number;
}

/** Uses the key from `lanes` parallel loops until `stop()`; records when each request started and how it ended. */
function hammer(t: TestKernel, key: string, lanes = 6) {
  const uses: Use[] = [];
  let running = true;
  const loops = Array.from({ length: lanes }, async () => {
    while (running) {
      const startedAt = performance.now();
      const response = await withKey(t, key).get('/api/system/version');
      uses.push({ startedAt, status: response.status });
    }
  });
  return {
    uses,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

function assertRefusedAfter(uses: Use[], answeredAt: number, what: string): void {
  const before = uses.filter((use) => use.startedAt < answeredAt);
  const after = uses.filter((use) => use.startedAt > answeredAt);
  assert.ok(
    before.some((use) => use.status === 200),
    `${what}: the key worked while the loop ran before the change`,
  );
  assert.ok(after.length >= 20, `${what}: the loop went on after the change (${after.length} requests)`);
  assert.equal([...new Set(after.map((use) => use.status))], [401], `${what}: every request started after the change was answered is refused`);
}

/**
 * Holds each principal change open for a moment just before it commits, a minute later on the clock: cached entries
 * have lapsed and `last_used_at` is due, so the loop's lookups read the old record and their write waits for the
 * change's row lock - the lookups that used to store the old record after the change had been forgotten.
 */
function slowChanges(t: TestKernel): void {
  const audit = t.resolve('audit');
  const append = audit.append.bind(audit);
  audit.append = async (em, entry) => {
    if (entry.action.startsWith('service_principal.')) {
      t.manualClock!.advance(61_000);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    return append(em, entry);
  };
}

async function changeDuringUse(t: TestKernel, key: string, change: () => Promise<unknown>, what: string): Promise<void> {
  const loop = hammer(t, key);
  while (loop.uses.filter((use) => use.status === 200).length < 30) await new Promise((resolve) => setTimeout(resolve, 5));
  await change();
  const answeredAt = performance.now();
  while (loop.uses.filter((use) => use.startedAt > answeredAt).length < 30) await new Promise((resolve) => setTimeout(resolve, 5));
  await loop.stop();
  assertRefusedAfter(loop.uses, answeredAt, what);
}

test('a key used in a tight loop during its rotation, or its deletion, is refused for every request that starts after the change was answered', async () => {
  const t = await bootPrincipals({ env });
  kernels.push(t);
  const admin = await setupAdmin(t);
  slowChanges(t);
  for (let round = 0; round < 3; round += 1) {
    const { id, key } = await createKey(admin, `rotated-${round}`);
    let fresh = '';
    await changeDuringUse(
      t,
      key,
      async () => {
        const rotated = await admin.post(`/api/auth/service-principals/${id}/rotate`);
        assert.is(rotated.status, 200);
        fresh = rotated.body.key;
      },
      `rotation ${round}`,
    );
    assert.is((await withKey(t, fresh).get('/api/system/version')).status, 200, 'the new key works');

    const doomed = await createKey(admin, `deleted-${round}`);
    await changeDuringUse(
      t,
      doomed.key,
      async () => {
        assert.is((await admin.delete(`/api/auth/service-principals/${doomed.id}`)).status, 204);
      },
      `deletion ${round}`,
    );
  }
});

if (testDialect() === 'postgresql') {
  async function twoReplicas(): Promise<[TestKernel, TestKernel]> {
    shared = await createTestDatabase();
    const a = await bootPrincipals({ database: shared, env });
    const b = await bootPrincipals({ database: shared, env });
    kernels.push(a, b);
    return [a, b];
  }

  test('a key rotated or deleted through replica A is refused at once by replica B, which had it cached', async () => {
    const [a, b] = await twoReplicas();
    const admin = await setupAdmin(a);
    const { id, key } = await createKey(admin, 'rotated');
    assert.is((await withKey(b, key).get('/api/system/version')).status, 200, 'B verified the key (and cached it)');
    const rotated = await admin.post(`/api/auth/service-principals/${id}/rotate`);
    assert.is(rotated.status, 200);
    assert.is((await withKey(b, key).get('/api/system/version')).status, 401, 'B refuses the old key on the very next request');
    assert.is((await withKey(b, rotated.body.key).get('/api/system/version')).status, 200, 'and accepts the new one');

    const doomed = await createKey(admin, 'deleted');
    assert.is((await withKey(b, doomed.key).get('/api/system/version')).status, 200);
    assert.is((await admin.delete(`/api/auth/service-principals/${doomed.id}`)).status, 204);
    assert.is((await withKey(b, doomed.key).get('/api/system/version')).status, 401);

    const demoted = await createKey(admin, 'demoted', 'admin');
    assert.is((await withKey(b, demoted.key).get('/api/auth/service-principals')).status, 200);
    assert.is((await admin.patch(`/api/auth/service-principals/${demoted.id}`, { role: 'viewer' })).status, 200);
    assert.is((await withKey(b, demoted.key).get('/api/auth/service-principals')).status, 403, 'the new role applies on B at once');
  });

  test('a key used in a tight loop on replica B while replica A rotates it is refused for every request that starts after the rotation was answered', async () => {
    const [a, b] = await twoReplicas();
    const admin = await setupAdmin(a);
    slowChanges(a);
    for (let round = 0; round < 3; round += 1) {
      const { id, key } = await createKey(admin, `looped-${round}`);
      await changeDuringUse(
        b,
        key,
        async () => {
          assert.is((await admin.post(`/api/auth/service-principals/${id}/rotate`)).status, 200);
        },
        `rotation ${round}`,
      );
    }
  });
}

test.run();
