// Libraries only some requests need are loaded on first use, to keep idle memory low, through `lazily`.
import { createRequire, registerHooks } from 'node:module';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const loaded = new Set<string>();
registerHooks({
  load(url, context, next) {
    loaded.add(url);
    return next(url, context);
  },
});
// Imported after the hook, so that every module the kernel and its plugins load is seen.
const { lazily } = await import('../src/lazy.ts');
const { createTestKernel, metricValue } = await import('@portcullis/testing');

/**
 * Packages the standard set must not load while it only starts. The OpenTelemetry API only serves prom-client's
 * exemplars, which the service does not enable (patches/prom-client@15.1.3.patch).
 */
const DEFERRED = ['nodemailer', 'web-push', '@simplewebauthn/server', 'openid-client', 'tar', 'ws', '@opentelemetry/api'];
const isLoaded = (name: string) => [...loaded].some((url) => url.includes(`/node_modules/${name}/`));
const undiciLoaded = () => (process as unknown as { moduleLoadList: string[] }).moduleLoadList.some((name) => name.includes('undici'));

/** A GET through node:http (fetch would load undici itself): its status and Content-Type. */
function getWithoutFetch(url: string): Promise<{ status: number; type: string }> {
  const { get } = createRequire(import.meta.url)('node:http') as typeof import('node:http');
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '' }));
    }).on('error', reject);
  });
}

test('lazily loads once, shares the load between callers, and tries again after a failure', async () => {
  let calls = 0;
  const load = lazily(async () => {
    calls += 1;
    if (calls === 1) throw new Error('first load fails');
    return { value: calls };
  });
  const failed = await load().then(
    () => null,
    (error: Error) => error.message,
  );
  assert.is(failed, 'first load fails');
  const [first, second] = await Promise.all([load(), load()]);
  assert.is(first, second);
  assert.equal(await load(), { value: 2 });
  assert.is(calls, 2);
});

test('the configured plugin set starts without the deferred libraries, and a request that needs one loads it', async () => {
  const t = await createTestKernel({ plugins: 'configured' });
  try {
    // Before this test's first fetch (which needs it): nothing the service loads imports node:http as an ES module,
    // whose facade would load Node's bundled undici (core/src/net/node-http.ts).
    assert.not.ok(undiciLoaded(), 'undici loaded at start-up');
    // Nor do JSON answers (Koa checks an object body against fetch's Response; core/src/http/json-body.ts).
    assert.equal(await getWithoutFetch(`${t.url}/readyz`), { status: 200, type: 'application/json; charset=utf-8' });
    assert.equal(await getWithoutFetch(`${t.url}/api/no-such-thing`), { status: 404, type: 'application/problem+json' });
    assert.not.ok(undiciLoaded(), 'undici loaded by a JSON answer');
    assert.is((await t.http.get('/readyz')).status, 200);
    assert.equal(DEFERRED.filter(isLoaded), []);
    // prom-client's CPU counters, whose module the patch changed, still count.
    assert.ok((await metricValue(t, 'process_cpu_user_seconds_total')) > 0);
  } finally {
    await t.stop();
  }
});

test.run();
