import { ADMIN_PASSWORD, Browser } from '@portcullis/plugin-users/testing';
import type { TestResponse } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootPrincipals, withKey } from './helpers.ts';

test('no response, log line, audit row, event or table ever holds a password, key, session id or invite token', async () => {
  const t = await bootPrincipals({ env: { SERVICE_LOG_LEVEL: 'trace', SERVICE_AUTH_REGISTRATION_ENABLED: 'true' } });
  const secrets = new Set<string>();
  const responses: Array<{ what: string; response: TestResponse; reveals?: string }> = [];
  const record = (what: string, response: TestResponse, reveals?: string) => {
    responses.push({ what, response, ...(reveals ? { reveals } : {}) });
    return response;
  };
  try {
    const admin = new Browser(t);
    secrets.add(ADMIN_PASSWORD);
    record('setup', await admin.post('/api/auth/setup', { email: 'admin@example.test', password: ADMIN_PASSWORD }));
    secrets.add(admin.cookie!);

    for (const password of ['wrong-password-1', 'short', 'password123']) {
      secrets.add(password);
      record('failed login', await new Browser(t).post('/api/auth/login', { email: 'admin@example.test', password }));
      record('weak setup', await new Browser(t).post('/api/auth/setup', { email: 'x@example.test', password }));
      record('weak register', await new Browser(t).post('/api/auth/register', { email: 'x@example.test', password }));
    }
    record('bad body', await new Browser(t).post('/api/auth/login', { email: 'admin@example.test', password: 42 }));

    const invite = await admin.post('/api/auth/users', { email: 'invited@example.test', role: 'operator' });
    const token = invite.body.invite_token as string;
    secrets.add(token);
    record('invite', invite, token);
    const invited = new Browser(t);
    secrets.add('invited-secret-42');
    record('accept', await invited.post('/api/auth/accept-invite', { token, password: 'invited-secret-42' }));
    secrets.add(invited.cookie!);
    record('reuse', await new Browser(t).post('/api/auth/accept-invite', { token, password: 'invited-secret-43' }));

    const registered = new Browser(t);
    secrets.add('registered-secret-42');
    record('register', await registered.post('/api/auth/register', { email: 'self@example.test', password: 'registered-secret-42' }));
    secrets.add(registered.cookie!);
    const relogin = new Browser(t);
    record('login', await relogin.post('/api/auth/login', { email: 'self@example.test', password: 'registered-secret-42' }));
    secrets.add(relogin.cookie!);

    const created = await admin.post('/api/auth/service-principals', { name: 'bot', role: 'admin' });
    secrets.add(created.body.key);
    record('create key', created, created.body.key);
    record('use key', await withKey(t, created.body.key).get('/api/auth/check'));
    const rotated = await admin.post(`/api/auth/service-principals/${created.body.id}/rotate`);
    secrets.add(rotated.body.key);
    record('rotate', rotated, rotated.body.key);
    record('old key', await withKey(t, created.body.key).get('/api/auth/users'));
    record('new key', await withKey(t, rotated.body.key).get('/api/auth/users'));
    record('list keys', await admin.get('/api/auth/service-principals'));
    record('list users', await admin.get('/api/auth/users'));
    record('check', await admin.get('/api/auth/check'));
    record('logout', await relogin.post('/api/auth/logout'));
    record('after logout', await relogin.get('/api/auth/users'));
    record('metrics', await admin.get('/metrics'));
    await t.kernel.events.settled();

    const leaks = (where: string, text: string, allowed?: string) => {
      for (const secret of secrets) {
        if (secret === allowed) continue;
        assert.not.ok(text.includes(secret), `${where} contains a secret (${secret.slice(0, 6)}...)`);
      }
    };
    for (const { what, response, reveals } of responses)
      leaks(`the ${what} response`, response.text + JSON.stringify([...response.headers].filter(([name]) => name !== 'set-cookie')), reveals);
    assert.ok(responses.find((entry) => entry.what === 'create key')!.response.text.includes(created.body.key), 'the one-time answers do carry their secret');

    const logText = t.logs.text();
    assert.ok(logText.length > 1000, 'there are log lines to look at');
    leaks('the log', logText);
    const audit = await t.kernel.database.execute('SELECT * FROM audit_log');
    assert.ok(audit.length >= 10);
    leaks('the audit log', JSON.stringify(audit));
    leaks('the events', JSON.stringify(t.events));
    for (const table of ['users', 'user_sessions', 'user_invites', 'login_throttle', 'service_principals', 'gateway_role_overrides']) {
      leaks(`table ${table}`, JSON.stringify(await t.kernel.database.execute(`SELECT * FROM ${table}`)));
    }
  } finally {
    await t.stop();
  }
});

test.run();
