// The login limits under bursts of parallel attempts: both are counted before any password is checked, on one
// kernel and across replicas, on SQLite and PostgreSQL.

import { createTestDatabase, eventually, rows, type TestKernel, type TestResponse, testDialect } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ADMIN_EMAIL, ADMIN_PASSWORD, Browser, bootUsers, setupAdmin } from './helpers.ts';

let kernels: TestKernel[] = [];

test.after.each(async () => {
  for (const kernel of kernels) await kernel.stop();
  kernels = [];
});

async function boot(env: Record<string, string> = {}): Promise<TestKernel> {
  // A burst here is 150 logins in flight from one address: the login limits are measured, not the connection cap.
  const settings = { SERVICE_TRUST_PROXY: 'true', SERVICE_AUTH_METRICS_PUBLIC: 'true', SERVICE_HTTP_MAX_CONCURRENT_PER_CLIENT: '1000', ...env };
  const t = await bootUsers({ env: settings });
  kernels.push(t);
  return t;
}

async function metric(t: TestKernel, line: string): Promise<number> {
  const text = (await t.http.as(null).get('/metrics')).text;
  const found = text.split('\n').find((candidate) => candidate.startsWith(line));
  return found ? Number(found.split(' ').pop()) : 0;
}

/**
 * Counts password checks and holds each one until the whole burst has been answered or is being checked: a real
 * scrypt hash takes long enough for a burst to arrive meanwhile, and this makes that certain instead of likely.
 */
function holdPasswordChecks(targets: TestKernel[]) {
  const held = { checks: 0, release: () => {} };
  const gate = new Promise<void>((resolve) => {
    held.release = resolve;
  });
  for (const t of targets) {
    const hasher = t.resolve('usersPasswordHasher', 'users');
    const verify = hasher.verify.bind(hasher);
    hasher.verify = async (stored, password) => {
      held.checks += 1;
      await gate;
      return verify(stored, password);
    };
  }
  return held;
}

interface Attempt {
  email: string;
  password: string;
  address: string;
  via?: TestKernel;
}

async function burst(t: TestKernel, attempts: Attempt[], held: ReturnType<typeof holdPasswordChecks>): Promise<TestResponse[]> {
  let answered = 0;
  const pending = attempts.map((attempt) =>
    new Browser(attempt.via ?? t, { headers: { 'x-forwarded-for': attempt.address } })
      .post('/api/auth/login', { email: attempt.email, password: attempt.password })
      .then((response) => {
        answered += 1;
        return response;
      }),
  );
  await eventually(() => answered + held.checks === attempts.length, 30_000);
  held.release();
  return Promise.all(pending);
}

function tally(responses: TestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const key = response.status === 429 ? `429 ${response.body.code}` : String(response.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

test('150 parallel logins to one account (149 wrong, then the right one): 5 password checks, the rest 429 ACCOUNT_LOCKED, and the right password is refused', async () => {
  const t = await boot();
  await setupAdmin(t);
  const held = holdPasswordChecks([t]);
  const attempts: Attempt[] = Array.from({ length: 149 }, (_, i) => ({ email: ADMIN_EMAIL, password: `wrong-password-${i}`, address: `198.51.100.${i}` }));
  const answers = await burst(t, [...attempts, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, address: '203.0.113.200' }], held);
  const right = answers[149]!;
  assert.is(held.checks, 5, 'only the lockout threshold of passwords was checked');
  assert.equal(tally(answers), right.status === 200 ? { 200: 1, 401: 4, '429 ACCOUNT_LOCKED': 145 } : { 401: 5, '429 ACCOUNT_LOCKED': 145 });
  for (const refused of answers.filter((answer) => answer.status === 429)) assert.is(refused.headers.get('retry-after'), '900');
  if (right.status !== 200) {
    const later = await new Browser(t, { headers: { 'x-forwarded-for': '203.0.113.201' } }).post('/api/auth/login', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    assert.equal([later.status, later.body.code], [429, 'ACCOUNT_LOCKED'], 'the right password is refused while locked');
    assert.is(held.checks, 5, 'and costs no password check');
  }
  assert.is(await metric(t, 'portcullis_login_attempts_total{result="locked"}'), right.status === 200 ? 145 : 146);
  assert.is(await metric(t, 'portcullis_login_attempts_total{result="failure"}'), right.status === 200 ? 4 : 5);
});

test('150 parallel logins from one address: 10 password checks, the rest 429 RATE_LIMITED with Retry-After', async () => {
  const t = await boot();
  await setupAdmin(t);
  const held = holdPasswordChecks([t]);
  const attempts = Array.from({ length: 150 }, (_, i) => ({ email: `probe-${i}@example.test`, password: 'wrong-password-1', address: '192.0.2.7' }));
  const answers = await burst(t, attempts, held);
  assert.is(held.checks, 10, 'only the address limit of passwords was checked');
  assert.equal(tally(answers), { 401: 10, '429 RATE_LIMITED': 140 });
  assert.ok(answers.filter((answer) => answer.status === 429).every((answer) => Number(answer.headers.get('retry-after')) === 300));
  const admin = await new Browser(t, { headers: { 'x-forwarded-for': '192.0.2.7' } }).post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  assert.equal([admin.status, admin.body.code], [429, 'RATE_LIMITED'], 'the limited address cannot log in either');
  assert.is(await metric(t, 'portcullis_rate_limited_total{limiter="login"}'), 141);
  assert.is((await rows(t, 'SELECT id FROM login_address_attempts')).length, 10);
});

test('a successful login gives its slot back: it never counts against the address', async () => {
  const t = await boot({ SERVICE_AUTH_LOGIN_RATE_LIMIT: '3' });
  await setupAdmin(t);
  const browser = new Browser(t, { headers: { 'x-forwarded-for': '192.0.2.9' } });
  for (let i = 0; i < 10; i += 1) assert.is((await browser.post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status, 200);
  assert.is((await rows(t, 'SELECT id FROM login_address_attempts')).length, 0);
  assert.is((await rows(t, 'SELECT email FROM login_throttle')).length, 0);
});

if (testDialect() === 'postgresql') {
  test('the limits hold across replicas: a burst split over two kernels on one database checks 5 passwords', async () => {
    const database = await createTestDatabase();
    const env = { SERVICE_TRUST_PROXY: 'true', SERVICE_AUTH_PASSWORD_HASH_COST: '10' };
    const first = await bootUsers({ database, env });
    const second = await bootUsers({ database, env });
    try {
      await setupAdmin(first);
      const held = holdPasswordChecks([first, second]);
      const attempts = Array.from({ length: 100 }, (_, i) => ({
        email: ADMIN_EMAIL,
        password: `wrong-password-${i}`,
        address: `198.51.100.${i}`,
        via: i % 2 ? second : first,
      }));
      const answers = await burst(first, attempts, held);
      assert.is(held.checks, 5);
      assert.equal(tally(answers), { 401: 5, '429 ACCOUNT_LOCKED': 95 });
    } finally {
      await first.stop({ keepDatabase: true });
      await second.stop({ keepDatabase: true });
      await database.drop();
    }
  });
}

test.run();
