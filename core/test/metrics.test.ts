// /metrics over the standard plugin set: every name of docs/decisions.md §10 (and the ones the README adds) exists
// with its labels, `promtool check metrics` finds nothing but prom-client's three known default names, task runs are
// counted by result; and every 401 (HTTP and WebSocket upgrade) says in WWW-Authenticate which schemes work.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestKernel, metricValue, promtool } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { parse } from 'yaml';
import { definePlugin } from '../src/index.ts';
import { PROJECT_ROOT } from '../src/version.ts';

const STANDARD = (parse(readFileSync(join(PROJECT_ROOT, 'config', 'default.yaml'), 'utf8')) as { plugins: string[] }).plugins;
const failing = definePlugin({
  id: 'failing-task',
  description: 'Test fixture: a task that fails.',
  register(api) {
    api.task({
      id: 'fixture.fails',
      every: '1h',
      scope: 'local',
      run: async () => {
        throw new Error('on purpose');
      },
    });
  },
});
const t = await createTestKernel({ plugins: [...STANDARD, failing] });
test.after(async () => {
  await t.stop();
});

// prom-client's own default gauges whose names end in _total, which promtool reports: known, and not ours to rename;
// anything else promtool reports is a failure.
const KNOWN_PROMTOOL_PROBLEMS = new Set([
  'portcullis_nodejs_active_handles_total non-counter metrics should not have "_total" suffix',
  'portcullis_nodejs_active_requests_total non-counter metrics should not have "_total" suffix',
  'portcullis_nodejs_active_resources_total non-counter metrics should not have "_total" suffix',
]);

test('every metric of docs/decisions.md §10 and of the README exists with its labels', () => {
  const expected: Record<string, string[]> = {
    info: ['version'],
    gateways: ['status'],
    operations: ['status'],
    http_requests_total: ['method', 'status'],
    http_request_duration_seconds: ['method', 'route', 'status'],
    login_attempts_total: ['result'],
    rate_limited_total: ['limiter'],
    gateway_grpc_calls_total: ['rpc', 'code'],
    websocket_clients: ['route'],
    websocket_dropped_messages_total: [],
    approvals_pending: ['gateway'],
    task_runs_total: ['task', 'result'],
    unexpected_errors_total: ['source'],
    connection_errors_total: ['kind'],
  };
  const registry = t.kernel.resolve('metrics').registry;
  for (const [name, labels] of Object.entries(expected)) {
    const metric = registry.getSingleMetric(`portcullis_${name}`) as { labelNames?: string[] } | undefined;
    assert.ok(metric, `portcullis_${name} is registered`);
    assert.equal([...(metric!.labelNames ?? [])].sort(), [...labels].sort(), `portcullis_${name} labels`);
  }
});

test('task runs are counted by task and result', async () => {
  const runs = (task: string, result: string) => metricValue(t, 'task_runs_total', { task, result });
  assert.equal(await t.kernel.scheduler.runNow('core.retention'), { status: 'succeeded' });
  assert.equal(await t.kernel.scheduler.runNow('fixture.fails'), { status: 'failed', error: 'on purpose' });
  assert.equal([await runs('core.retention', 'succeeded'), await runs('fixture.fails', 'failed'), await runs('fixture.fails', 'succeeded')], [1, 1, 0]);
});

test("promtool check metrics: nothing but prom-client's three known default names", async () => {
  const checker = promtool();
  await t.http.as(null).get('/api/system/config');
  const body = (await t.http.get('/metrics')).text;
  assert.match(body, /^portcullis_task_runs_total\{task="core.retention",result="succeeded"\} 1$/m, 'the checked text has samples of our metrics');
  const problems = checker.check(body);
  assert.equal(
    problems.filter((problem) => !KNOWN_PROMTOOL_PROBLEMS.has(problem)),
    [],
    problems.join('\n'),
  );
});

const CHALLENGES = 'Bearer realm="portcullis", Cookie realm="portcullis", form-action="/api/auth/login", cookie-name="svc_session"';

test('401 answers carry WWW-Authenticate with the Bearer and the cookie scheme, on HTTP and WebSocket upgrades', async () => {
  const http = await t.http.as(null).get('/api/system/config');
  assert.equal([http.status, http.headers.get('www-authenticate')], [401, CHALLENGES]);
  const badKey = await t.http.as(null).get('/api/system/config', { headers: { authorization: 'Bearer svc_not-a-key' } });
  assert.equal([badKey.status, badKey.headers.get('www-authenticate')], [401, CHALLENGES], 'a refused key too');
  assert.is((await t.http.as('viewer').get('/api/system/config')).headers.get('www-authenticate'), null, 'not on a 403');
  const upgrade = await new Promise<{ status: number; challenge: string | undefined }>((resolve, reject) => {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/ws/gw/box`);
    socket.on('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode!, challenge: response.headers['www-authenticate'] as string | undefined });
      socket.terminate();
    });
    socket.on('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
  assert.equal(upgrade, { status: 401, challenge: CHALLENGES });
});

test('with no authenticator that names its scheme, a 401 still names one (RFC 9110)', async () => {
  const bare = await createTestKernel({ plugins: [] });
  try {
    const response = await bare.http.as(null).get('/api/system/config');
    assert.equal([response.status, response.headers.get('www-authenticate')], [401, 'Bearer realm="portcullis"']);
  } finally {
    await bare.stop();
  }
});

test.run();
