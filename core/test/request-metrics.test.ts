// test-dialects: none
import { Counter, Histogram, Registry } from 'prom-client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RequestMetrics } from '../src/http/request-metrics.ts';

const BOUNDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const NAMES = { requests: 'portcullis_http_requests_total', durations: 'portcullis_http_request_duration_seconds' };
const OBSERVATIONS: Array<[string, string, string, number]> = [
  ['GET', '/api/things/{id}', '200', 0.0004],
  ['GET', '/api/things/{id}', '200', 0.001],
  ['GET', '/api/things/{id}', '200', 0.3],
  ['GET', '/api/things/{id}', '404', 0.002],
  ['POST', '/api/things', '201', 12],
  ['GET', 'unmatched', '404', 0.0001],
  ['GET', '/api/odd/"quoted"\\path', '200', 0.05],
];

/** The same observations through prom-client's own Counter and Histogram: what the exposition must equal. */
async function promClientExposition(): Promise<{ text: string; json: unknown }> {
  const registry = new Registry();
  const requests = new Counter({
    name: NAMES.requests,
    help: 'HTTP requests by method and status code.',
    labelNames: ['method', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: NAMES.durations,
    help: 'HTTP request duration by method, route template and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: BOUNDS,
    registers: [registry],
  });
  for (const [method, route, status, seconds] of OBSERVATIONS) {
    requests.inc({ method, status });
    durations.observe({ method, route, status }, seconds);
  }
  return { text: await registry.metrics(), json: await registry.getMetricsAsJSON() };
}

const withoutExemplars = (json: unknown) => JSON.parse(JSON.stringify(json, (key, value) => (key === 'exemplar' ? undefined : value)));

test("the request metrics expose, text and JSON, exactly what prom-client's own counter and histogram expose", async () => {
  const registry = new Registry();
  const metrics = new RequestMetrics(registry, NAMES, BOUNDS);
  for (const [method, route, status, seconds] of OBSERVATIONS) {
    metrics.count(method, status);
    metrics.time(method, route, status, seconds);
  }
  const expected = await promClientExposition();
  assert.fixture(await registry.metrics(), expected.text);
  // prom-client's own series also carry `exemplar: null` in their JSON form; exemplars are not used here.
  assert.equal(withoutExemplars(await registry.getMetricsAsJSON()), withoutExemplars(expected.json));
});

test('a registry reset clears the tallies', async () => {
  const registry = new Registry();
  const metrics = new RequestMetrics(registry, NAMES, BOUNDS);
  metrics.count('GET', '200');
  metrics.time('GET', '/x', '200', 0.01);
  registry.resetMetrics();
  assert.not.match(await registry.metrics(), /method="GET"/);
  metrics.count('GET', '200');
  assert.match(await registry.metrics(), /portcullis_http_requests_total\{method="GET",status="200"\} 1\n/);
});

test.run();
