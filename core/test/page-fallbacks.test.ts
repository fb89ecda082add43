// Page fallbacks (a web console's pages) answer only GETs and HEADs whose path no route declares: the API keeps its
// own 404 and 405 problems, and a fallback that declines leaves the 404 problem in place.

import { createTestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { definePlugin, pageFallbacks } from '../src/index.ts';

const pagesPlugin = definePlugin({
  id: 'test-pages',
  description: 'A page for every path under /pages, and one route of its own.',
  register(api) {
    api.route({
      method: 'POST',
      path: '/api/test-pages/items',
      access: 'public',
      summary: 'An API route beside the pages.',
      body: z.object({}),
      handler: () => ({ ok: true }),
    });
    api.contribute(pageFallbacks, {
      serve(ctx) {
        if (!ctx.path.startsWith('/pages')) return false;
        ctx.type = 'text/html';
        ctx.body = `<p>${ctx.path}</p>`;
        return true;
      },
    });
  },
});

test('a fallback answers GET and HEAD on paths no route declares, and only what it accepts', async () => {
  const t = await createTestKernel({ plugins: [pagesPlugin] });
  try {
    const page = await t.http.as(null).get('/pages/a/b');
    assert.equal([page.status, page.text, page.headers.get('content-type')], [200, '<p>/pages/a/b</p>', 'text/html; charset=utf-8']);
    assert.is((await t.http.as(null).request('HEAD', '/pages/a')).status, 200);

    const declined = await t.http.as(null).get('/elsewhere');
    assert.equal([declined.status, declined.body.code], [404, 'NOT_FOUND']);
    const written = await t.http.as(null).post('/pages/a', {});
    assert.equal([written.status, written.body.code], [404, 'NOT_FOUND']);
  } finally {
    await t.stop();
  }
});

test("a path a route declares stays the router's: other methods are 405, never a page", async () => {
  const t = await createTestKernel({ plugins: [pagesPlugin] });
  try {
    const wrong = await t.http.as(null).get('/api/test-pages/items');
    assert.equal([wrong.status, wrong.body.code, wrong.headers.get('allow')], [405, 'METHOD_NOT_ALLOWED', 'POST']);
    assert.equal((await t.http.as(null).post('/api/test-pages/items', {})).body, { ok: true });
    assert.equal((await t.http.as(null).get('/healthz')).body, { status: 'ok' });
  } finally {
    await t.stop();
  }
});

test.run();
