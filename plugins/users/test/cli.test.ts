import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ADMIN_EMAIL, auditRows, Browser, bootUsers, setupAdmin, userWithRole } from './helpers.ts';

const CLI = fileURLToPath(new URL('../../../core/src/cli.ts', import.meta.url));

/** The operator command exactly as `npm run portcullis -- ...` runs it, against the test database. */
function portcullis(database: TestDatabase, args: string[], input?: string) {
  const env = { PATH: process.env.PATH ?? '', ...database.env, SERVICE_PLUGINS: 'users', SERVICE_AUTH_PASSWORD_HASH_COST: '10' };
  const result = spawnSync(process.execPath, [CLI, ...args], { env, encoding: 'utf8', ...(input !== undefined ? { input } : {}) });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

test('create-admin on an empty database creates an admin who can log in', async () => {
  const database = await createTestDatabase();
  try {
    const help = portcullis(database, ['users', 'create-admin', '--help']);
    assert.is(help.code, 0);
    assert.match(help.stdout, /usage: npm run portcullis -- users create-admin \[--email <email>\] \[--password-stdin\] \[--generate-password\]/);
    const created = portcullis(database, ['users', 'create-admin', '--email', 'Ops@Example.test', '--password-stdin'], 'a-fine-password-77\n');
    assert.is(created.code, 0, created.stderr);
    assert.match(created.stdout, /Created admin ops@example\.test/);
    assert.not.ok(created.stdout.includes('a-fine-password-77'), 'a password given on stdin is not echoed');

    const t = await bootUsers({ database, testActors: false });
    try {
      const login = await new Browser(t).post('/api/auth/login', { email: 'ops@example.test', password: 'a-fine-password-77' });
      assert.equal(login.body, { email: 'ops@example.test', role: 'admin' });
      const [row] = await auditRows(t, 'user.create');
      assert.is(row!.actor, 'cli');
      assert.equal(row!.detail, { email: 'ops@example.test', role: 'admin', via: 'cli' });
    } finally {
      await t.stop({ keepDatabase: true });
    }
  } finally {
    await database.drop();
  }
});

test('create-admin restores a locked-out, demoted user: admin again, unlocked, new password, old sessions ended', async () => {
  const database = await createTestDatabase();
  const t = await bootUsers({ database, testActors: false });
  try {
    const admin = await setupAdmin(t);
    const user = await userWithRole(t, admin, 'lost@example.test', 'viewer');
    for (let i = 0; i < 5; i += 1) await new Browser(t).post('/api/auth/login', { email: 'lost@example.test', password: 'forgotten-it-99' });
    assert.is((await new Browser(t).post('/api/auth/login', { email: 'lost@example.test', password: 'a-fine-password-77' })).body.code, 'ACCOUNT_LOCKED');

    const restored = portcullis(database, ['users', 'create-admin', '--email=lost@example.test', '--generate-password']);
    assert.is(restored.code, 0, restored.stderr);
    assert.match(restored.stdout, /lost@example\.test is an admin again/);
    const password = /Password \(shown only now\): (\S+)/.exec(restored.stdout)![1]!;

    assert.is((await user.get('/api/auth/check')).body.authenticated, false, 'the old session ended with the password change');
    const login = await new Browser(t).post('/api/auth/login', { email: 'lost@example.test', password });
    assert.is(login.status, 200, 'unlocked, with the new password');
    assert.is(login.body.role, 'admin');
    const [row] = await auditRows(t, 'user.update');
    assert.equal(row!.detail, {
      email: 'lost@example.test',
      before: { role: 'viewer' },
      after: { role: 'admin' },
      password_reset: true,
      unlocked: true,
      via: 'cli',
    });
    assert.not.ok(JSON.stringify(row).includes(password));

    const keep = portcullis(database, ['users', 'create-admin', '--email', ADMIN_EMAIL]);
    assert.is(keep.code, 0);
    assert.not.match(keep.stdout, /Password/, 'an existing password is left alone unless asked');
    await new Browser(t).login(ADMIN_EMAIL, 'correct-horse-42-battery');
  } finally {
    await t.stop({ keepDatabase: true });
    await database.drop();
  }
});

test('create-admin refuses bad input and stores nothing', async () => {
  const database = await createTestDatabase();
  try {
    const missing = portcullis(database, ['users', 'create-admin']);
    assert.is(missing.code, 2);
    assert.match(missing.stderr, /--email is required/);
    assert.is(portcullis(database, ['users', 'create-admin', '--email', 'not-an-email']).code, 2);
    assert.is(portcullis(database, ['users', 'create-admin', '--email', 'a@example.test', '--bogus']).code, 2);
    const weak = portcullis(database, ['users', 'create-admin', '--email', 'a@example.test', '--password-stdin'], 'password123\n');
    assert.is(weak.code, 1);
    assert.match(weak.stderr, /too common/);
    const generated = portcullis(database, ['users', 'create-admin', '--email', 'b@example.test']);
    assert.is(generated.code, 0, 'a new user without a password option gets a generated one');
    assert.match(generated.stdout, /Password \(shown only now\): \S{20,}/);
    const t = await bootUsers({ database, testActors: false });
    try {
      const emails = await t.kernel.database.execute<{ email: string }>('SELECT email FROM users');
      assert.equal(
        emails.map((row) => row.email),
        ['b@example.test'],
      );
    } finally {
      await t.stop({ keepDatabase: true });
    }
  } finally {
    await database.drop();
  }
});

test.run();
