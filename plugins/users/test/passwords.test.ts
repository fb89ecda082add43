import type { TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PasswordHasher } from '../src/passwords/hasher.ts';
import { isCommonPassword, passwordProblems } from '../src/passwords/policy.ts';
import { Browser, bootUsers } from './helpers.ts';

test('the rules: length, a letter and a digit, not common, not the email', () => {
  assert.equal(passwordProblems('a-fine-password-77', 'me@example.test'), []);
  assert.equal(passwordProblems('short1', null), ['must be at least 10 characters long']);
  assert.equal(passwordProblems('x1'.repeat(65), null), ['must be at most 128 characters long']);
  assert.equal(passwordProblems('no-digits-here', null), ['must contain at least one digit']);
  assert.equal(passwordProblems('1234567890-', null), [
    'must contain at least one letter',
    'is too common (it appears in lists of leaked passwords); choose one that is harder to guess',
  ]);
  assert.equal(passwordProblems('me1@example.test', 'ME1@example.test'), ['must not be the same as the email address']);
  // Length is counted in characters, not bytes or UTF-16 units.
  assert.equal(passwordProblems('ü1ü1ü1ü1ü1', null), []);
});

test('common passwords, and common words padded with digits or symbols, are refused', () => {
  for (const password of ['password123', 'Password1234', 'QWERTY12345', '1qaz2wsx3edc', 'Summer2024!', '!!Welcome2025', 'iloveyou12']) {
    assert.ok(isCommonPassword(password), `${password} is common`);
  }
  for (const password of ['a-fine-password-77', 'summer-of-77-lakes', 'tr0ub4dor&3x']) {
    assert.not.ok(isCommonPassword(password), `${password} is not`);
  }
});

test('scrypt hashes verify, carry their parameters, and are re-hashed when the cost changes', async () => {
  const hasher = new PasswordHasher(15);
  const hash = await hasher.hash('a-fine-password-77');
  assert.match(hash, /^\$scrypt\$ln=15,r=8,p=3\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
  assert.not.ok(hash.includes('a-fine-password-77'));
  assert.ok(await hasher.verify(hash, 'a-fine-password-77'));
  assert.not.ok(await hasher.verify(hash, 'a-fine-password-78'));
  assert.not.ok(await hasher.verify(null, 'a-fine-password-77'), 'no stored hash never matches');
  assert.not.ok(await hasher.verify('garbage', 'a-fine-password-77'));
  assert.not.ok(hasher.needsRehash(hash));
  const cheaper = new PasswordHasher(12);
  assert.ok(cheaper.needsRehash(hash));
  assert.ok(await cheaper.verify(hash, 'a-fine-password-77'), 'old parameters still verify');
  assert.is.not(await hasher.hash('a-fine-password-77'), hash, 'salted');
});

let t: TestKernel;

test('weak, common and email-equal passwords are refused with a message saying why, and nothing is stored', async () => {
  t = await bootUsers({ testActors: false });
  try {
    const browser = new Browser(t);
    const cases: Array<[string, string, RegExp]> = [
      ['admin@example.test', 'short1', /at least 10 characters/],
      ['admin@example.test', 'onlyletters-here', /at least one digit/],
      ['admin@example.test', 'Password2024!', /too common/],
      ['admin1@example.test', 'admin1@example.test', /same as the email/],
    ];
    for (const [email, password, why] of cases) {
      const response = await browser.post('/api/auth/setup', { email, password });
      assert.is(response.status, 400, `${password}: ${response.text}`);
      assert.is(response.body.code, 'VALIDATION_ERROR');
      assert.match(response.body.detail, why);
      assert.ok(response.body.errors.some((error: { path: string; message: string }) => error.path === 'body.password' && why.test(error.message)));
      assert.not.ok(response.text.includes(password), 'the password is not echoed');
    }
    assert.is((await browser.get('/api/auth/check')).body.needs_setup, true, 'no user was stored');
    const logins = await t.kernel.database.execute('SELECT COUNT(*) AS n FROM users');
    assert.is(Number((logins[0] as { n: number }).n), 0);
  } finally {
    await t.stop();
  }
});

test('a login re-hashes a password stored with an older cost', async () => {
  t = await bootUsers({ testActors: false, env: { SERVICE_AUTH_PASSWORD_HASH_COST: '10' } });
  const dataEnv = t.database;
  try {
    await new Browser(t).post('/api/auth/setup', { email: 'admin@example.test', password: 'a-fine-password-77' });
    await t.stop({ keepDatabase: true });
    t = await bootUsers({ testActors: false, database: dataEnv, env: { SERVICE_AUTH_PASSWORD_HASH_COST: '11' } });
    const [before] = await t.kernel.database.execute<{ password_hash: string }>('SELECT password_hash FROM users');
    assert.match(before!.password_hash, /ln=10,/);
    await new Browser(t).login('admin@example.test', 'a-fine-password-77');
    const [after] = await t.kernel.database.execute<{ password_hash: string }>('SELECT password_hash FROM users');
    assert.match(after!.password_hash, /ln=11,/);
    await new Browser(t).login('admin@example.test', 'a-fine-password-77');
  } finally {
    await t.stop();
    await dataEnv.drop();
  }
});

test.run();
