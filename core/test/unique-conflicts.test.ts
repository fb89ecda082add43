import { defineEntity, p } from '@mikro-orm/core';
import { createTestKernel, rows, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { definePlugin } from '../src/index.ts';

// A plugin whose routes do not check for duplicates first: only the unique index stands between two creates.
const Label = defineEntity({ name: 'Label', tableName: 'labels', properties: { name: p.string().primary(), createdAt: p.datetime() } });
const table = (timestamp: string) => [`CREATE TABLE labels (name VARCHAR(50) PRIMARY KEY, created_at ${timestamp} NOT NULL)`];
const labelsPlugin = definePlugin({
  id: 'labels',
  description: 'Test fixture: names that must be unique.',
  entities: [Label],
  migrations: { sqlite: [{ name: '0001_labels', up: table('DATETIME') }], postgresql: [{ name: '0001_labels', up: table('TIMESTAMPTZ') }] },
  register(api) {
    const body = z.object({ name: z.string().min(1).max(50) });
    api.route({
      method: 'POST',
      path: '/api/labels',
      access: 'operator',
      summary: 'Create a label through the ORM.',
      body,
      status: 201,
      handler: async (request) => {
        await request.audit({ action: 'label.create', resourceType: 'label', resourceId: request.body.name }, async (em) => {
          em.create(Label, { name: request.body.name, createdAt: new Date() });
          await em.flush();
        });
        return { name: request.body.name };
      },
    });
    api.route({
      method: 'POST',
      path: '/api/labels/raw',
      access: 'operator',
      summary: 'Create a label with raw SQL.',
      body,
      status: 201,
      handler: async (request) => {
        await request.resolve('database').run('INSERT INTO labels (name, created_at) VALUES (?, ?)', [request.body.name, new Date()]);
        return { name: request.body.name };
      },
    });
  },
});

let t: TestKernel;
test.after.each(async () => {
  await t?.stop();
});

for (const path of ['/api/labels', '/api/labels/raw']) {
  test(`ten parallel creates of one name through ${path}: one 201, nine 409 ALREADY_EXISTS, never a 500`, async () => {
    t = await createTestKernel({ plugins: [labelsPlugin] });
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.http.as('operator').post(path, { name: 'twin' })));
    const statuses = answers.map((answer) => answer.status).sort();
    assert.equal(statuses, [201, ...Array(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      assert.is(refused.body.code, 'ALREADY_EXISTS');
      assert.is(refused.headers.get('content-type'), 'application/problem+json');
      assert.match(refused.body.detail, /already exists/);
    }
    assert.equal(
      (await rows(t, 'SELECT name FROM labels')).map((row) => row.name),
      ['twin'],
    );
    if (path === '/api/labels') {
      assert.is((await rows(t, "SELECT id FROM audit_log WHERE action = 'label.create'")).length, 1, 'a refused create leaves no audit row');
    }
    assert.not.ok(
      t.logs.entries().some((entry) => entry.msg === 'unhandled error'),
      'a duplicate is not logged as an internal error',
    );
  });
}

test.run();
