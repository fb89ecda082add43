// Identity headers from a trusted proxy. The "proxy" is this test connecting from 127.0.0.2 (the kernel listens on
// 127.0.0.1; Linux routes the whole of 127/8 to loopback), and an untrusted client is the same test from 127.0.0.1.
import { request as httpRequest } from 'node:http';
import { definePlugin } from '@portcullis/core';
import { ADMIN_EMAIL, Browser, ORIGIN, setupAdmin } from '@portcullis/plugin-users/testing';
import { auditRows, createTestKernel, rows, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const PROXY = '127.0.0.2';
const CLIENT = '127.0.0.1';

const probe = definePlugin({
  id: 'role-probe',
  description: 'routes that answer the caller and role',
  register(api) {
    api.route({
      method: 'GET',
      path: '/api/probe/{gw}',
      access: 'viewer',
      summary: 'probe',
      handler: (request) => ({ actor: request.actor!.name, role: request.role }),
    });
    api.route({
      method: 'POST',
      path: '/api/probe/{gw}',
      access: 'viewer',
      summary: 'probe',
      handler: (request) => ({ actor: request.actor!.name, role: request.role }),
    });
  },
});

let t: TestKernel;

function boot(env: Record<string, string> = {}): Promise<TestKernel> {
  return createTestKernel({
    plugins: ['users', 'auth-proxy-headers', probe],
    testActors: false,
    env: {
      SERVICE_AUTH_PASSWORD_HASH_COST: '10',
      SERVICE_AUTH_PROXY_ENABLED: 'true',
      SERVICE_AUTH_PROXY_TRUSTED_CIDRS: `${PROXY}/32`,
      SERVICE_AUTH_METRICS_PUBLIC: 'true',
      ...env,
    },
  });
}

interface Answer {
  status: number;
  body: any;
}

/** One request from a chosen source address, as a proxy (or a client) on this machine would send it. */
function send(from: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const url = new URL(path, t.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: from,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode!, body: text && response.headers['content-type']?.includes('json') ? JSON.parse(text) : text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const as = (email: string, groups?: string) => ({ 'x-auth-request-email': email, ...(groups !== undefined ? { 'x-auth-request-groups': groups } : {}) });

test.after.each(async () => {
  await t?.stop();
});

test('off unless enabled: the header is ignored, the method is not offered, and the plugin says why', async () => {
  t = await boot({ SERVICE_AUTH_PROXY_ENABLED: 'false' });
  const admin = await setupAdmin(t);
  const check = await send(PROXY, 'GET', '/api/auth/check', as(ADMIN_EMAIL));
  assert.is(check.body.authenticated, false);
  assert.equal(check.body.login_methods, ['password']);
  assert.is((await send(PROXY, 'GET', '/api/probe/gw', as(ADMIN_EMAIL))).status, 401);
  const plugins = await admin.get('/api/system/plugins');
  const status = plugins.body.items.find((item: { id: string }) => item.id === 'auth-proxy-headers');
  assert.equal([status.enabled, status.reason], [false, 'SERVICE_AUTH_PROXY_ENABLED is false']);
});

test('enabled without trusted addresses refuses to start', async () => {
  let error: Error | null = null;
  await boot({ SERVICE_AUTH_PROXY_TRUSTED_CIDRS: '' }).then(
    (kernel) => kernel.stop(),
    (caught: Error) => {
      error = caught;
    },
  );
  assert.match(String(error), /SERVICE_AUTH_PROXY_TRUSTED_CIDRS/);
  let bad: Error | null = null;
  await boot({ SERVICE_AUTH_PROXY_TRUSTED_CIDRS: '10.0.0.0/33' }).then(
    (kernel) => kernel.stop(),
    (caught: Error) => {
      bad = caught;
    },
  );
  assert.match(String(bad), /SERVICE_AUTH_PROXY_TRUSTED_CIDRS: each entry must be an IP address or a CIDR/);
});

test('from the trusted proxy: the email is the caller; an unknown email gets an account with the default role', async () => {
  t = await boot({ SERVICE_OIDC_DEFAULT_ROLE: 'operator' });
  await setupAdmin(t);
  const check = await send(PROXY, 'GET', '/api/auth/check', as('Dana@Example.test'));
  assert.is(check.status, 200);
  assert.is(check.body.authenticated, true);
  assert.equal([check.body.user.email, check.body.user.method, check.body.role], ['dana@example.test', 'proxy', 'operator']);
  assert.ok(check.body.login_methods.includes('proxy'));
  assert.equal((await send(PROXY, 'GET', '/api/probe/gw', as('dana@example.test'))).body, { actor: 'dana@example.test', role: 'operator' });
  assert.is((await send(PROXY, 'GET', '/api/auth/users', as('dana@example.test'))).status, 403, 'an operator is no admin');
  assert.is((await send(PROXY, 'GET', '/api/auth/users', as(ADMIN_EMAIL))).status, 200, 'an existing account is used as it is');

  const created = await auditRows(t, 'proxy.create');
  assert.equal(
    created.map((row) => row.detail),
    [{ email: 'dana@example.test', role: 'operator' }],
    'created once, however many requests',
  );
  assert.is((await rows(t, 'SELECT id FROM user_sessions')).length, 1, 'no sessions: only the setup admin has one');
  await t.kernel.events.settled();
  assert.equal(
    t.eventsNamed('user.created').map((event) => (event.data as { source: string }).source),
    ['setup', 'proxy'],
  );
  const metrics = (await new Browser(t).get('/metrics')).text;
  assert.match(metrics, /portcullis_auth_proxy_requests_total\{result="accepted"\} 4/);
});

test('from any other address the header is ignored and logged: anonymous, even with SERVICE_TRUST_PROXY and a forwarded address', async () => {
  t = await boot({ SERVICE_TRUST_PROXY: 'true' });
  await setupAdmin(t);
  const direct = await send(CLIENT, 'GET', '/api/auth/check', as(ADMIN_EMAIL));
  assert.is(direct.body.authenticated, false);
  assert.is((await send(CLIENT, 'GET', '/api/auth/users', as(ADMIN_EMAIL))).status, 401);
  const forwarded = await send(CLIENT, 'GET', '/api/probe/gw', { ...as(ADMIN_EMAIL), 'x-forwarded-for': PROXY });
  assert.is(forwarded.status, 401, 'X-Forwarded-For names the client, it does not make the peer a proxy');
  const warnings = t.logs.entries().filter((entry) => /not a trusted proxy/.test(String(entry.msg)));
  assert.is(warnings.length, 3);
  assert.equal([warnings[0]!.peer, warnings[0]!.header], [CLIENT, 'X-Auth-Request-Email']);
  assert.is((await auditRows(t, 'proxy.create')).length, 0);
  assert.match((await new Browser(t).get('/metrics')).text, /portcullis_auth_proxy_requests_total\{result="untrusted"\} 3/);
});

test('the groups header makes the person a member of existing groups of those names for that request', async () => {
  t = await boot();
  const admin = await setupAdmin(t);
  await admin.post('/api/auth/groups', { name: 'sre', role: 'admin' });
  await admin.post('/api/auth/groups', { name: 'east-ops', role: null });
  await admin.put('/api/auth/groups/east-ops/gateway-roles/gw-east', { role: 'operator' });

  const sre = await send(PROXY, 'GET', '/api/auth/check', as('sam@example.test', 'sre, not-a-group'));
  assert.is(sre.body.role, 'admin', "a new account whose groups carry a role gets none of its own: the groups' role applies");
  assert.is((await admin.get('/api/auth/users/sam@example.test')).body.role, null);
  assert.equal((await admin.get('/api/auth/groups/sre/members')).body.items, [], 'nothing is stored as membership');
  const dropped = await send(PROXY, 'GET', '/api/probe/gw', as('sam@example.test', ''));
  assert.is(dropped.status, 403, 'the next request without the group has no role at all');

  const viewer = as('vic@example.test', 'east-ops');
  assert.equal((await send(PROXY, 'GET', '/api/probe/gw-east', viewer)).body.role, 'operator', "the group's gateway role (tier two)");
  assert.equal((await send(PROXY, 'GET', '/api/probe/gw-west', viewer)).body.role, 'viewer', 'elsewhere the default role');
});

test('a write through the proxy must come from our own pages, like a cookie-authenticated one', async () => {
  t = await boot();
  await setupAdmin(t);
  const foreign = await send(PROXY, 'POST', '/api/probe/gw', { ...as(ADMIN_EMAIL), origin: 'https://evil.example' }, {});
  assert.is(foreign.status, 403);
  assert.is(foreign.body.code, 'ORIGIN_NOT_ALLOWED');
  assert.is((await send(PROXY, 'POST', '/api/probe/gw', { ...as(ADMIN_EMAIL), origin: ORIGIN }, {})).status, 200);
  const invalid = await send(PROXY, 'GET', '/api/probe/gw', as('not an email'));
  assert.is(invalid.status, 401, 'a trusted proxy sending garbage is refused, not ignored');
});

test.run();
