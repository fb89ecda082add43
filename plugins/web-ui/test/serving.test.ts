// test-dialects: sqlite
// The console as an HTTP client meets it: the page at every non-API path with its strict Content-Security-Policy,
// hashed assets cached for a year (and compressed), the API's problems untouched, a clear 503 when it is not built.
// Nothing here reaches the database beyond the kernel's start, so it runs on SQLite only.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleExtensions, definePlugin, pageFallbacks } from '@portcullis/core';
import users from '@portcullis/plugin-users';
import { createTestKernel, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConsoleFiles } from '../src/console-files.ts';
import { ConsoleExtensions } from '../src/extensions.ts';
import webUi, { consoleCsp } from '../src/index.ts';
import { consolePages } from '../src/pages.ts';

async function withConsole(run: (t: TestKernel) => Promise<void>): Promise<void> {
  const t = await createTestKernel({ plugins: [users, webUi] });
  try {
    await run(t);
  } finally {
    await t.stop();
  }
}

/** The `src` of every script of the page; a script without one (inline) is reported as `inline`. */
function scripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => /\bsrc="([^"]+)"/.exec(match[1]!)?.[1] ?? 'inline');
}

test('every page path answers the application with a strict policy and no inline script', async () => {
  await withConsole(async (t) => {
    for (const path of ['/', '/gateways', '/gateways/sim/sandboxes/web-1', '/login?next=%2Fapprovals']) {
      const page = await t.http.as(null).get(path);
      assert.is(page.status, 200, path);
      assert.is(page.headers.get('content-type'), 'text/html; charset=utf-8', path);
      assert.is(page.headers.get('cache-control'), 'no-cache', path);
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(page.text)?.[1] ?? '';
      assert.match(nonce, /^[A-Za-z0-9+/]{22}==$/, path);
      assert.is(page.headers.get('content-security-policy'), consoleCsp(nonce), path);
      assert.ok(page.text.includes('<div id="root"></div>'), path);
    }
    const nonces = await Promise.all([1, 2].map(async () => (await t.http.as(null).get('/')).headers.get('content-security-policy')));
    assert.is.not(nonces[0], nonces[1], 'a nonce is never reused');
    const page = await t.http.as(null).get('/');
    const sources = scripts(page.text);
    assert.ok(sources.length > 0);
    assert.not.ok(sources.includes('inline'), `inline script in ${page.text}`);
    assert.ok(
      sources.every((source) => source.startsWith('/assets/')),
      sources.join(' '),
    );
    assert.not.ok(/\sstyle="|<style/.test(page.text), 'inline style');
    const policy = page.headers.get('content-security-policy') ?? '';
    assert.ok(policy.includes("script-src 'self';") && !policy.includes('unsafe-inline'), policy);
  });
});

test('hashed assets are cached for a year and sent compressed; a missing one is a 404, not the page', async () => {
  await withConsole(async (t) => {
    const page = await t.http.as(null).get('/');
    const script = scripts(page.text)[0]!;
    assert.match(script, /^\/assets\/[\w-]+-[\w-]{8,}\.js$/);
    const asset = await t.http.as(null).get(script, { headers: { 'accept-encoding': 'gzip' } });
    assert.is(asset.status, 200);
    assert.is(asset.headers.get('content-type'), 'text/javascript; charset=utf-8');
    assert.is(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.is(asset.headers.get('content-encoding'), 'gzip');
    const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(page.text)?.[1];
    assert.is((await t.http.as(null).get(stylesheet!)).headers.get('content-type'), 'text/css; charset=utf-8');

    const missing = await t.http.as(null).get('/assets/index-00000000.js');
    assert.equal([missing.status, missing.body.code], [404, 'NOT_FOUND']);
    const head = await t.http.as(null).request('HEAD', '/gateways');
    assert.equal([head.status, head.text], [200, '']);
  });
});

test('API and WebSocket paths keep their problems; writes never get the page', async () => {
  await withConsole(async (t) => {
    for (const path of ['/api', '/api/', '/api/nothing-here', '/ws/gw/box', '/api/auth/login']) {
      const answer = await t.http.as(null).get(path);
      assert.is(answer.headers.get('content-type'), 'application/problem+json', path);
      assert.ok([404, 405].includes(answer.status), `${path}: ${answer.status}`);
    }
    assert.is((await t.http.as(null).get('/api/auth/login')).body.code, 'METHOD_NOT_ALLOWED');
    const write = await t.http.as(null).post('/gateways', {});
    assert.equal([write.status, write.body.code], [404, 'NOT_FOUND']);
    // The API's own restrictive policy is unchanged where the console does not answer.
    assert.is(
      (await t.http.as(null).get('/api/nothing-here')).headers.get('content-security-policy'),
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  });
});

test('a console that was never built answers its pages with 503 CONSOLE_NOT_BUILT', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'web-ui-empty-'));
  const unbuilt = definePlugin({
    id: 'unbuilt-console',
    description: 'The console pages over an empty build directory.',
    register(api) {
      api.contribute(pageFallbacks, consolePages(loadConsoleFiles(empty), new ConsoleExtensions()));
    },
  });
  const t = await createTestKernel({ plugins: [unbuilt] });
  try {
    const page = await t.http.as(null).get('/');
    assert.equal([page.status, page.body.code], [503, 'CONSOLE_NOT_BUILT']);
    assert.ok(page.body.request_id);
  } finally {
    await t.stop();
    rmSync(empty, { recursive: true, force: true });
  }
});

test("a plugin's console extension is listed and its files served from memory; one whose module is missing is left out", async () => {
  const built = mkdtempSync(join(tmpdir(), 'web-ui-extension-'));
  mkdirSync(join(built, 'chunks'));
  writeFileSync(join(built, 'index.js'), "import './chunks/part.js'; export default () => ({});");
  writeFileSync(join(built, 'chunks', 'part.js'), 'export const part = 1;');
  const extended = definePlugin({
    id: 'extended',
    description: 'Contributes one built console extension and one that was never built.',
    register(api) {
      api.contribute(consoleExtensions, { id: 'extended', directory: built, module: 'index.js', pages: [{ path: '/extended', label: 'Extended' }] });
      api.contribute(consoleExtensions, { id: 'unbuilt', directory: join(built, 'nowhere'), module: 'index.js', gatewayTabs: [{ id: 'x', label: 'X' }] });
    },
  });
  const t = await createTestKernel({ plugins: [users, webUi, extended] });
  try {
    const listing = await t.http.as('viewer').get('/api/system/ui-contributions');
    assert.equal(listing.body, {
      items: [
        {
          id: 'extended',
          module: '/console-extensions/extended/index.js',
          pages: [{ path: '/extended', label: 'Extended', role: 'viewer' }],
          gateway_tabs: [],
          sandbox_sections: [],
        },
      ],
      total: 1,
    });
    const chunk = await t.http.as(null).get('/console-extensions/extended/chunks/part.js');
    assert.equal([chunk.status, chunk.headers.get('content-type'), chunk.headers.get('cache-control')], [200, 'text/javascript; charset=utf-8', 'no-cache']);
    assert.is(chunk.text, 'export const part = 1;');
    assert.is((await t.http.as(null).get('/console-extensions/unbuilt/index.js')).status, 404);
    assert.is((await t.http.as(null).get('/api/system/ui-contributions')).status, 401);
  } finally {
    await t.stop();
    rmSync(built, { recursive: true, force: true });
  }
});

test.run();
