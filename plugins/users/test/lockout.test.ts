import type { TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ADMIN_EMAIL, ADMIN_PASSWORD, auditRows, Browser, bootUsers, setupAdmin } from './helpers.ts';

let t: TestKernel;

test.after.each(async () => {
  await t?.stop();
});

async function attempt(t: TestKernel, email: string, password: string, ip?: string) {
  return new Browser(t, { headers: ip ? { 'x-forwarded-for': ip } : {} }).post('/api/auth/login', { email, password });
}

async function metric(t: TestKernel, line: string): Promise<number> {
  const text = (await t.http.as(null).get('/metrics')).text;
  const found = text.split('\n').find((candidate) => candidate.startsWith(line));
  return found ? Number(found.split(' ').pop()) : 0;
}

test('five failures in a row lock the account: the 6th attempt is 429 ACCOUNT_LOCKED with Retry-After, even with the right password', async () => {
  t = await bootUsers({ testActors: false, env: { SERVICE_AUTH_METRICS_PUBLIC: 'true' } });
  await setupAdmin(t);
  for (let i = 1; i <= 5; i += 1) {
    const response = await attempt(t, ADMIN_EMAIL, `wrong-password-${i}`);
    assert.is(response.status, 401, `failure ${i} is a plain 401`);
  }
  const locked = await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD);
  assert.is(locked.status, 429);
  assert.is(locked.body.code, 'ACCOUNT_LOCKED');
  assert.is(locked.headers.get('retry-after'), '900');
  assert.match(locked.body.detail, /locked/);

  t.manualClock!.advance(10 * 60_000);
  const stillLocked = await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD);
  assert.is(stillLocked.status, 429);
  assert.is(stillLocked.headers.get('retry-after'), '300', 'Retry-After counts down with the clock');

  t.manualClock!.advance(5 * 60_000);
  const lifted = await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD);
  assert.is(lifted.status, 200, 'the lock lifts after the window');

  const reasons = (await auditRows(t, 'user.login_failed')).map((row) => row.detail.reason);
  assert.equal(reasons, ['wrong_password', 'wrong_password', 'wrong_password', 'wrong_password', 'wrong_password', 'account_locked', 'account_locked']);
  assert.is(await metric(t, 'portcullis_login_attempts_total{result="failure"}'), 5);
  assert.is(await metric(t, 'portcullis_login_attempts_total{result="locked"}'), 2);
  assert.is(await metric(t, 'portcullis_login_attempts_total{result="success"}'), 1);
});

test('a success resets the count, and failures older than the window are forgotten', async () => {
  t = await bootUsers({ testActors: false });
  await setupAdmin(t);
  for (let i = 0; i < 4; i += 1) assert.is((await attempt(t, ADMIN_EMAIL, 'wrong-password-1')).status, 401);
  assert.is((await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD)).status, 200);
  for (let i = 0; i < 4; i += 1) assert.is((await attempt(t, ADMIN_EMAIL, 'wrong-password-1')).status, 401);
  t.manualClock!.advance(16 * 60_000);
  assert.is((await attempt(t, ADMIN_EMAIL, 'wrong-password-1')).status, 401, 'counts as the first failure again');
  assert.is((await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD)).status, 200, 'not locked');
});

test('unknown emails lock exactly like known ones, so the lock reveals nothing', async () => {
  t = await bootUsers({ testActors: false });
  await setupAdmin(t);
  for (let i = 0; i < 5; i += 1) assert.is((await attempt(t, 'ghost@example.test', 'wrong-password-1')).status, 401);
  const locked = await attempt(t, 'ghost@example.test', 'wrong-password-1');
  assert.is(locked.status, 429);
  assert.is(locked.body.code, 'ACCOUNT_LOCKED');
});

test('per-address limit: the 11th failed login from one address within 5 minutes is 429 RATE_LIMITED; other addresses are not affected', async () => {
  t = await bootUsers({ testActors: false, env: { SERVICE_TRUST_PROXY: 'true', SERVICE_AUTH_METRICS_PUBLIC: 'true' } });
  await setupAdmin(t);
  // Different emails, so no single account reaches its lockout threshold.
  for (let i = 0; i < 10; i += 1) {
    assert.is((await attempt(t, `probe${i}@example.test`, 'wrong-password-1', '203.0.113.7')).status, 401);
  }
  const limited = await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD, '203.0.113.7');
  assert.is(limited.status, 429);
  assert.is(limited.body.code, 'RATE_LIMITED');
  assert.ok(Number(limited.headers.get('retry-after')) > 0);
  assert.is((await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD, '198.51.100.9')).status, 200, 'another address logs in');

  t.manualClock!.advance(5 * 60_000 + 1000);
  assert.is((await attempt(t, ADMIN_EMAIL, ADMIN_PASSWORD, '203.0.113.7')).status, 200, 'the window slides past');
  assert.is(await metric(t, 'portcullis_rate_limited_total{limiter="login"}'), 1);
  assert.is(await metric(t, 'portcullis_login_attempts_total{result="rate_limited"}'), 1);
});

test('an unknown email costs a full password check (constant-time answer)', async () => {
  t = await bootUsers({ testActors: false });
  await setupAdmin(t);
  const hasher = t.resolve('usersPasswordHasher', 'users');
  const original = hasher.verify.bind(hasher);
  const seen: Array<string | null | undefined> = [];
  hasher.verify = async (stored, password) => {
    seen.push(stored);
    return original(stored, password);
  };
  assert.is((await attempt(t, 'ghost@example.test', 'wrong-password-1')).status, 401);
  assert.is((await attempt(t, ADMIN_EMAIL, 'wrong-password-1')).status, 401);
  assert.is(seen.length, 2, 'both attempts ran the hash');
  assert.is(seen[0], null, 'the unknown email was checked against the dummy');
  assert.type(seen[1], 'string');
});

test.run();
