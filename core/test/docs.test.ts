// /docs: a real API reference (swagger-ui from the swagger-ui-dist package, served from node_modules by the kernel)
// that renders the generated document in Chromium under its Content-Security-Policy, without reaching any other host.

import { createTestKernel, launchChromium, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const LOCAL_DEV = { SERVICE_AUTH_ENABLED: 'false', SERVICE_DOCS_ENABLED: 'true' };

async function withKernel(env: Record<string, string>, run: (t: TestKernel) => Promise<void>): Promise<void> {
  const t = await createTestKernel({ env, testActors: false });
  try {
    await run(t);
  } finally {
    await t.stop();
  }
}

test('/docs is a swagger-ui page whose scripts and styles come from this service, reading /api/system/openapi.json', () =>
  withKernel(LOCAL_DEV, async (t) => {
    const page = await t.http.get('/docs');
    assert.is(page.status, 200);
    assert.match(page.headers.get('content-type')!, /^text\/html/);
    const csp = page.headers.get('content-security-policy')!;
    assert.match(csp, /script-src 'self'(;|$)/, 'no inline scripts');
    assert.match(csp, /connect-src 'self'/);
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    assert.equal(sources.sort(), ['/docs/assets/start.js', '/docs/assets/swagger-ui-bundle.js', '/docs/assets/swagger-ui.css'], 'nothing from another host');
    const bundle = await t.http.get('/docs/assets/swagger-ui-bundle.js');
    assert.is(bundle.status, 200);
    assert.match(bundle.headers.get('content-type')!, /^text\/javascript/);
    assert.match(bundle.text, /SwaggerUIBundle/);
    const css = await t.http.get('/docs/assets/swagger-ui.css');
    assert.is(css.status, 200);
    assert.match(css.headers.get('content-type')!, /^text\/css/);
    const start = await t.http.get('/docs/assets/start.js');
    assert.match(start.text, /url: "\/api\/system\/openapi\.json"/);
    const document = await t.http.get('/api/system/openapi.json');
    assert.is(document.status, 200, 'the document the page reads is there for it (authentication is off)');
    assert.is((await t.http.get('/docs/assets/package.json')).status, 400, 'only the named files are served');
  }));

test('/docs and its assets are 404 unless enabled with authentication off', () =>
  withKernel({ SERVICE_DOCS_ENABLED: 'true' }, async (t) => {
    assert.is((await t.http.get('/docs')).status, 404);
    assert.is((await t.http.get('/docs/assets/swagger-ui-bundle.js')).status, 404);
  }));

test('Chromium renders the reference: every operation listed, no CSP violation, no request to another host', async () => {
  const browser = await launchChromium('the /docs browser test');
  try {
    await withKernel(LOCAL_DEV, async (t) => {
      const page = await browser.newPage();
      const violations: string[] = [];
      const elsewhere: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      page.on('request', (request) => {
        if (!request.url().startsWith(t.url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
      });
      await page.goto(`${t.url}/docs`);
      await page.waitForSelector('.opblock', { timeout: 20_000 });
      const listed = await page.locator('.opblock').count();
      const declared = Object.values((await t.http.get('/api/system/openapi.json')).body.paths as Record<string, object>).reduce(
        (sum, methods) => sum + Object.keys(methods).length,
        0,
      );
      assert.is(listed, declared, 'one block per operation');
      assert.match((await page.locator('.info .title').textContent()) ?? '', /Portcullis/);
      assert.equal(violations, [], 'no Content-Security-Policy violations');
      assert.equal(elsewhere, [], 'no requests to other hosts');
    });
  } finally {
    await browser.close();
  }
});

test.run();
