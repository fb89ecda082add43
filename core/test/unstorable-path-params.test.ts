// Path parameters that no database can store (PostgreSQL refuses NUL in text) are refused as input before anything
// queries by them — the role lookup of a signed-in caller included, which reads per-gateway roles by the gateway
// parameter. Every route of the standard plugin set with a path parameter, and the WebSocket upgrade, answers a
// 4xx problem, and nothing is logged as an error.
import { request } from 'node:http';
import { createTestKernel, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const NUL = 'a%00b';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const unstorable = suite<{ t: TestKernel; key: string }>('path parameters no database can store');

unstorable.before(async (context) => {
  context.t = await createTestKernel({ plugins: 'configured', env: { SERVICE_RATE_LIMIT_PER_MINUTE: '100000' } });
  // A real principal, whose roles the users plugin reads from the database (a harness actor's are not looked up).
  const principal = await context.t.http.post('/api/auth/service-principals', { name: 'nul-probe', role: 'admin' });
  assert.is(principal.status, 201, principal.text);
  context.key = principal.body.key;
});
unstorable.after(async ({ t }) => {
  await t.stop();
});

/** Every route with a path parameter, each parameter filled with an encoded NUL. */
function routesWithParams(t: TestKernel): Array<{ method: string; path: string }> {
  const paths = (t.kernel.openApi() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.includes('{'))
    .flatMap(([path, operations]) =>
      METHODS.filter((method) => operations[method]).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, NUL) })),
    );
}

function errorLogs(t: TestKernel): Array<Record<string, unknown>> {
  return t.logs.entries().filter((entry) => Number(entry.level) >= 50 || JSON.stringify(entry).includes('"stack"'));
}

/** A WebSocket upgrade request; the answer when the server refuses it (or 101 when it accepts). */
function upgrade(url: string, key: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      headers: {
        authorization: `Bearer ${key}`,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-version': '13',
      },
    });
    outgoing.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, type: '', body: '' });
    });
    outgoing.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type'] ?? ''), body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

unstorable('every route with a path parameter answers 400 VALIDATION_ERROR to a NUL in it, for a signed-in caller', async ({ t, key }) => {
  const routes = routesWithParams(t);
  assert.ok(
    routes.some((route) => route.path.startsWith(`/api/gateways/${NUL}/sandboxes/`)) && routes.some((route) => route.path.startsWith(`/api/gateway/${NUL}/`)),
    'the gateway route families are among them',
  );
  const wrong: string[] = [];
  for (const { method, path } of routes) {
    const response = await t.http.as(null).request(method, path, {
      headers: { authorization: `Bearer ${key}` },
      ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 400 || !type.startsWith('application/problem+json') || response.body.code !== 'VALIDATION_ERROR') {
      wrong.push(`${method} ${path}: ${response.status} ${response.text.slice(0, 160)}`);
    }
  }
  assert.equal(wrong, [], `${wrong.length} of ${routes.length} routes`);
  assert.equal(errorLogs(t), []);
});

unstorable('a WebSocket upgrade with a NUL in the gateway is a 400 problem, and nothing is logged as an error', async ({ t, key }) => {
  const answer = await upgrade(`${t.url}/ws/${NUL}/box`, key);
  assert.is(answer.status, 400, answer.body);
  assert.match(answer.type, /^application\/problem\+json/);
  const problem = JSON.parse(answer.body);
  assert.is(problem.code, 'VALIDATION_ERROR');
  assert.equal(
    problem.errors.map((error: { path: string }) => error.path),
    ['params.gw'],
  );
  assert.equal(errorLogs(t), []);
});

unstorable('without credentials the answer stays 401: the input check does not run ahead of authentication', async ({ t }) => {
  assert.is((await t.http.as(null).get(`/api/gateways/${NUL}/sandboxes`)).status, 401);
  assert.is((await upgrade(`${t.url}/ws/${NUL}/box`, 'svc_not-a-key')).status, 401);
});

unstorable.run();
