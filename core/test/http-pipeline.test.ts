import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createTestKernel, eventually, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { notesPlugin } from './fixtures/notes-plugin.ts';

const MiB = 1024 * 1024;
const pipeline = suite<{ t: TestKernel }>('http pipeline');

pipeline.before(async (context) => {
  context.t = await createTestKernel({ plugins: [notesPlugin], env: { SERVICE_RATE_LIMIT_PER_MINUTE: '100000' } });
});
pipeline.after(async ({ t }) => {
  await t.stop();
});

/** A raw request, for what fetch will not send (a declared length without the body). */
function rawRequest(
  url: string,
  options: { method: string; path: string; headers: Record<string, string>; body?: Buffer; sendBody?: boolean },
): Promise<{ status: number; body: string; ms: number }> {
  const started = Date.now();
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method: options.method, path: options.path, headers: options.headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: Date.now() - started }));
    });
    req.on('error', (error) =>
      (error as NodeJS.ErrnoException).code === 'ECONNRESET' || (error as NodeJS.ErrnoException).code === 'EPIPE' ? undefined : reject(error),
    );
    if (options.body && options.sendBody !== false) req.write(options.body);
    if (options.sendBody !== false) req.end();
    else req.flushHeaders();
  });
}

pipeline('X-Request-ID is echoed when safe and generated otherwise', async ({ t }) => {
  const echoed = await t.http.get('/readyz', { headers: { 'x-request-id': 'abc-123.trace' } });
  assert.is(echoed.headers.get('x-request-id'), 'abc-123.trace');
  const unsafe = await t.http.get('/readyz', { headers: { 'x-request-id': 'bad id with spaces' } });
  assert.match(unsafe.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  const generated = await t.http.get('/api/notes');
  assert.match(generated.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  const health = await t.http.get('/healthz', { headers: { 'x-request-id': 'probe-1' } });
  assert.is(health.headers.get('x-request-id'), 'probe-1');
});

pipeline('problems carry the request id, and errors are problem+json', async ({ t }) => {
  const missing = await t.http.get('/api/does-not-exist', { headers: { 'x-request-id': 'r-404' } });
  assert.is(missing.status, 404);
  assert.match(missing.headers.get('content-type') ?? '', /^application\/problem\+json/);
  assert.equal(
    { code: missing.body.code, status: missing.body.status, request_id: missing.body.request_id },
    { code: 'NOT_FOUND', status: 404, request_id: 'r-404' },
  );
  for (const key of ['type', 'title', 'detail']) assert.type(missing.body[key], 'string');
});

pipeline('a wrong method is 405 problem+json with Allow', async ({ t }) => {
  const wrong = await t.http.request('PATCH', '/api/notes');
  assert.is(wrong.status, 405);
  assert.is(wrong.body.code, 'METHOD_NOT_ALLOWED');
  assert.match(wrong.headers.get('content-type') ?? '', /problem\+json/);
  assert.match(wrong.headers.get('allow') ?? '', /GET/);
});

pipeline('a method the router does not know is 405 with Allow where the path exists, 404 where it does not', async ({ t }) => {
  const known = await t.http.request('PROPFIND', '/api/notes');
  assert.is(known.status, 405);
  assert.is(known.body.code, 'METHOD_NOT_ALLOWED');
  assert.match(known.headers.get('allow') ?? '', /GET/);
  const nowhere = await t.http.request('PROPFIND', '/nowhere');
  assert.is(nowhere.status, 404);
  assert.is(nowhere.body.code, 'NOT_FOUND');
  assert.is(nowhere.headers.get('allow'), null);
});

pipeline('a throwing handler is a 500 without internals, logged with its stack', async ({ t }) => {
  const failed = await t.http.get('/api/notes/boom');
  assert.is(failed.status, 500);
  assert.is(failed.body.code, 'INTERNAL_ERROR');
  assert.not.match(failed.text, /passwd|secret internal|at .*\.ts/);
  assert.match(t.logs.text(), /secret internal detail/);
});

pipeline('validation errors name every bad field and store nothing', async ({ t }) => {
  const bad = await t.http.post('/api/notes', { text: '', gateway: 7 });
  assert.is(bad.status, 400);
  assert.is(bad.body.code, 'VALIDATION_ERROR');
  const paths = bad.body.errors.map((error: { path: string }) => error.path).sort();
  assert.equal(paths, ['body.gateway', 'body.text']);
  const invalidJson = await t.http.post('/api/notes', undefined, { raw: '{"text":', headers: { 'content-type': 'application/json' } });
  assert.is(invalidJson.status, 400);
  assert.is(invalidJson.body.code, 'VALIDATION_ERROR');
  const list = await t.http.get('/api/notes');
  assert.is(list.body.total, 0);
  const badParam = await t.http.get('/api/notes/not-a-uuid');
  assert.is(badParam.status, 400);
  assert.is(badParam.body.errors[0].path, 'params.id');
  const badQuery = await t.http.get('/api/notes', { query: { limit: '0' } });
  assert.is(badQuery.body.errors[0].path, 'query.limit');
});

pipeline('an unsupported body type is 415', async ({ t }) => {
  const response = await t.http.post('/api/notes', undefined, { raw: 'text=hi', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.is(response.status, 415);
  assert.is(response.body.code, 'UNSUPPORTED_MEDIA_TYPE');
});

pipeline('YAML bodies are accepted where a route allows them', async ({ t }) => {
  const response = await t.http.post('/api/notes/echo', undefined, { raw: 'a: 1\nb: [x, y]\n', headers: { 'content-type': 'application/yaml' } });
  assert.is(response.status, 200);
  assert.is(response.body.received, JSON.stringify({ a: 1, b: ['x', 'y'] }).length);
  const broken = await t.http.post('/api/notes/echo', undefined, { raw: 'a: [1,\n', headers: { 'content-type': 'application/yaml' } });
  assert.is(broken.status, 400);
});

pipeline('a declared 20 MiB body that never arrives is refused at once', async ({ t }) => {
  const response = await rawRequest(t.url, {
    method: 'POST',
    path: '/api/notes/echo',
    sendBody: false,
    headers: { 'content-type': 'application/json', 'content-length': String(20 * MiB), 'x-portcullis-test-actor': '{"role":"admin"}' },
  });
  assert.is(response.status, 413);
  assert.ok(response.ms < 2000, `took ${response.ms} ms`);
  assert.is(JSON.parse(response.body).code, 'PAYLOAD_TOO_LARGE');
});

pipeline('an octet-stream body over the limit is 413 whatever the route', async ({ t }) => {
  const response = await rawRequest(t.url, {
    method: 'POST',
    path: '/api/notes/echo',
    body: Buffer.alloc(10 * MiB + 1),
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(10 * MiB + 1), 'x-portcullis-test-actor': '{"role":"admin"}' },
  });
  assert.is(response.status, 413);
});

pipeline('a chunked JSON body over the limit is 413 while being read', async ({ t }) => {
  const body = Buffer.from(`{"a":"${'x'.repeat(10 * MiB)}"}`);
  const response = await rawRequest(t.url, {
    method: 'POST',
    path: '/api/notes/echo',
    body,
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', 'x-portcullis-test-actor': '{"role":"admin"}' },
  });
  assert.is(response.status, 413);
});

pipeline('exactly 10 MiB of JSON is accepted', async ({ t }) => {
  const overhead = '{"a":""}'.length;
  const body = `{"a":"${'y'.repeat(10 * MiB - overhead)}"}`;
  assert.is(Buffer.byteLength(body), 10 * MiB);
  const response = await t.http.post('/api/notes/echo', undefined, { raw: body, headers: { 'content-type': 'application/json' } });
  assert.is(response.status, 200);
  assert.is(response.body.received, 10 * MiB);
});

pipeline('responses of 1 KB or more are compressed, small ones are not', async ({ t }) => {
  const big = await rawCompressed(t.url, '/api/notes/big');
  assert.is(big.encoding, 'gzip');
  assert.is(JSON.parse(gunzipSync(big.body).toString()).filler.length, 4096);
  const small = await rawCompressed(t.url, '/api/notes');
  assert.is(small.encoding, undefined);
});

pipeline('a client that accepts no coding we have, not even identity, still gets the response uncompressed', async ({ t }) => {
  const refusingAll = await rawCompressed(t.url, '/api/notes/big', 'identity;q=0');
  assert.is(refusingAll.status, 200);
  assert.is(refusingAll.encoding, undefined);
  assert.is(JSON.parse(refusingAll.body.toString()).filler.length, 4096);
  const starless = await rawCompressed(t.url, '/api/notes/big', '*;q=0');
  assert.equal({ status: starless.status, encoding: starless.encoding }, { status: 200, encoding: undefined });
  const gzipOnly = await rawCompressed(t.url, '/api/notes/big', 'gzip, identity;q=0');
  assert.is(gzipOnly.encoding, 'gzip');
});

async function rawCompressed(url: string, path: string, acceptEncoding = 'gzip'): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    httpRequest({ hostname, port, path, headers: { 'accept-encoding': acceptEncoding, 'x-portcullis-test-actor': '{"role":"admin"}' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

async function metricValue(t: TestKernel, series: string): Promise<number> {
  const line = (await t.http.get('/metrics')).text.split('\n').find((candidate) => candidate.startsWith(`portcullis_${series} `));
  return line ? Number(line.split(' ').pop()) : 0;
}

pipeline('a client that goes away mid-request is counted as 499, not as a server error', async ({ t }) => {
  const counter = t.resolve('noteCounter', 'notes');
  const series = {
    gone: 'http_requests_total{method="GET",status="499"}',
    failed: 'http_requests_total{method="GET",status="500"}',
    unexpected: 'unexpected_errors_total{source="request"}',
  };
  const before = { gone: await metricValue(t, series.gone), failed: await metricValue(t, series.failed), unexpected: await metricValue(t, series.unexpected) };
  const controller = new AbortController();
  const request = fetch(t.http.url('/api/notes/wait-for-client'), {
    headers: { 'x-portcullis-test-actor': '{"role":"viewer"}' },
    signal: controller.signal,
  }).catch(() => 'aborted');
  await eventually(() => counter.waiting === 1);
  controller.abort();
  assert.is(await request, 'aborted');
  await eventually(async () => (await metricValue(t, series.gone)) === before.gone + 1);
  assert.equal(
    { failed: await metricValue(t, series.failed), unexpected: await metricValue(t, series.unexpected) },
    { failed: before.failed, unexpected: before.unexpected },
  );
  const line = t.logs.entries().find((entry) => entry.route === '/api/notes/wait-for-client');
  assert.equal({ level: line?.level, status: line?.status }, { level: 'debug', status: 499 });
  assert.not.ok(t.logs.entries().some((entry) => entry.level === 'error' && /upstream call cancelled/.test(JSON.stringify(entry))));
});

pipeline('a client that goes away while sending its body is counted as 499 too', async ({ t }) => {
  const before = await metricValue(t, 'http_requests_total{method="POST",status="499"}');
  const socket = connect(Number(new URL(t.url).port), '127.0.0.1');
  socket.on('error', () => undefined);
  // `Expect: 100-continue` makes the server say when it has taken the request in; only then does the client leave.
  const continued = new Promise((resolve) => socket.once('data', resolve));
  socket.write(
    'POST /api/notes/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n' +
      'Expect: 100-continue\r\nX-Portcullis-Test-Actor: {"role":"viewer"}\r\n\r\n',
  );
  assert.match(String(await continued), /100 Continue/);
  socket.write('{"a":"');
  socket.destroy();
  await eventually(async () => (await metricValue(t, 'http_requests_total{method="POST",status="499"}')) === before + 1);
  assert.is(await metricValue(t, 'http_requests_total{method="POST",status="500"}'), 0);
});

pipeline('security headers are on every response, health included', async ({ t }) => {
  for (const path of ['/healthz', '/readyz', '/api/notes', '/nowhere']) {
    const response = await t.http.get(path);
    assert.is(response.headers.get('x-content-type-options'), 'nosniff', path);
    assert.is(response.headers.get('x-frame-options'), 'DENY', path);
    assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'/, path);
    assert.is(response.headers.get('referrer-policy'), 'no-referrer', path);
  }
});

pipeline.run();

const limited = suite<{ t: TestKernel }>('rate limit');
limited.before(async (context) => {
  context.t = await createTestKernel({ plugins: [notesPlugin], env: { SERVICE_RATE_LIMIT_PER_MINUTE: '5' } });
});
limited.after(async ({ t }) => {
  await t.stop();
});

limited('the per-client limit answers 429 RATE_LIMITED with Retry-After; health and metrics are exempt', async ({ t }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i += 1) statuses.push((await t.http.get('/api/notes')).status);
  assert.equal(statuses, [200, 200, 200, 200, 200, 429, 429]);
  const refused = await t.http.get('/api/notes');
  assert.is(refused.body.code, 'RATE_LIMITED');
  assert.ok(Number(refused.headers.get('retry-after')) >= 1);
  for (let i = 0; i < 10; i += 1) {
    assert.is((await t.http.get('/healthz')).status, 200);
    assert.is((await t.http.get('/readyz')).status, 200);
  }
  const metrics = await t.http.get('/metrics');
  assert.is(metrics.status, 200);
  assert.match(metrics.text, /portcullis_rate_limited_total\{limiter="global"\} [1-9]/);
  t.manualClock!.advance(61_000);
  assert.is((await t.http.get('/api/notes')).status, 200);
});

limited.run();
