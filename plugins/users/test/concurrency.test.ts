// Invariants that must hold when requests arrive together: the last-admin rule and unique names. Each test fires
// its requests in parallel (Promise.all) and runs on SQLite and PostgreSQL.

import { rows, type TestKernel, type TestResponse } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootUsers } from './helpers.ts';

let t: TestKernel;

test.after.each(async () => {
  await t?.stop();
});

async function activeAdmins(): Promise<number> {
  const [row] = await rows(
    t,
    `SELECT COUNT(*) AS count FROM users u WHERE u.status = 'active' AND (u.role = 'admin' OR (u.role IS NULL AND EXISTS (
    SELECT 1 FROM user_group_members m JOIN user_groups g ON g.id = m.group_id WHERE m.user_id = u.id AND g.role = 'admin')))`,
  );
  return Number(row!.count);
}

/** Stored admins; the acting admin is the harness's test actor (not a stored user), so these are the only ones. */
async function makeAdmins(emails: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const email of emails) {
    const created = await t.http.post('/api/auth/users', { email, role: 'admin', password: 'a-fine-password-77' });
    assert.is(created.status, 201, created.text);
    ids.push(created.body.id);
  }
  return ids;
}

function outcomes(responses: TestResponse[]): string[] {
  return responses.map((response) => (response.status >= 400 ? `${response.status} ${response.body.code}` : String(response.status))).sort();
}

test('two parallel demotions of the last two admins: one succeeds, the other is 409 LAST_ADMIN (five rounds)', async () => {
  t = await bootUsers();
  for (let round = 0; round < 5; round += 1) {
    const ids = await makeAdmins([`a${round}@example.test`, `b${round}@example.test`]);
    const answers = await Promise.all(ids.map((id) => t.http.patch(`/api/auth/users/${id}`, { role: 'viewer' })));
    assert.equal(outcomes(answers), ['200', '409 LAST_ADMIN'], `round ${round}`);
    assert.is(await activeAdmins(), 1, `round ${round}: one admin is left`);
    await t.kernel.database.run("UPDATE users SET role = 'viewer'");
  }
});

test('two parallel deletions of the last two admins: one succeeds, the other is 409 LAST_ADMIN (five rounds)', async () => {
  t = await bootUsers();
  for (let round = 0; round < 5; round += 1) {
    const emails = [`a${round}@example.test`, `b${round}@example.test`];
    await makeAdmins(emails);
    const answers = await Promise.all(emails.map((email) => t.http.delete('/api/auth/users', { query: { email } })));
    assert.equal(outcomes(answers), ['204', '409 LAST_ADMIN'], `round ${round}`);
    assert.is(await activeAdmins(), 1, `round ${round}: one admin is left`);
    await t.kernel.database.run('DELETE FROM users');
  }
});

test('the last two admins through a group: parallel removals from the group, or a group demotion beside a personal one, leave one admin', async () => {
  t = await bootUsers();
  const group = await t.http.post('/api/auth/groups', { name: 'Admins', role: 'admin' });
  for (let round = 0; round < 3; round += 1) {
    const emails = [`g${round}a@example.test`, `g${round}b@example.test`];
    for (const email of emails) {
      assert.is((await t.http.post('/api/auth/users', { email, role: null, password: 'a-fine-password-77' })).status, 201);
      assert.is((await t.http.post(`/api/auth/groups/${group.body.id}/members`, { email })).status, 201);
    }
    const removals = await Promise.all(emails.map((email) => t.http.delete(`/api/auth/groups/${group.body.id}/members/${email}`)));
    assert.equal(outcomes(removals), ['204', '409 LAST_ADMIN'], `round ${round}`);
    assert.is(await activeAdmins(), 1);
    await t.kernel.database.run('DELETE FROM users');
  }
  const [personal] = await makeAdmins(['personal@example.test']);
  assert.is((await t.http.post('/api/auth/users', { email: 'member@example.test', role: null, password: 'a-fine-password-77' })).status, 201);
  assert.is((await t.http.post(`/api/auth/groups/${group.body.id}/members`, { email: 'member@example.test' })).status, 201);
  const answers = await Promise.all([
    t.http.patch(`/api/auth/users/${personal}`, { role: 'operator' }),
    t.http.patch(`/api/auth/groups/${group.body.id}`, { role: 'operator' }),
  ]);
  assert.equal(outcomes(answers), ['200', '409 LAST_ADMIN']);
  assert.is(await activeAdmins(), 1);
});

test('parallel creates of one name answer one success and 409 ALREADY_EXISTS for the rest: users, invitations, groups, members', async () => {
  t = await bootUsers();
  const ten = <T>(make: () => Promise<T>) => Promise.all(Array.from({ length: 10 }, make));

  const users = await ten(() => t.http.post('/api/auth/users', { email: 'twin@example.test', role: 'viewer', password: 'a-fine-password-77' }));
  const invites = await ten(() => t.http.post('/api/auth/users', { email: 'invited@example.test', role: 'viewer' }));
  const groups = await ten(() => t.http.post('/api/auth/groups', { name: 'twins' }));
  const group = groups.find((answer) => answer.status === 201)!;
  const members = await ten(() => t.http.post(`/api/auth/groups/${group.body.id}/members`, { email: 'twin@example.test' }));
  for (const [what, answers, status] of [
    ['users', users, '201'],
    ['invitations', invites, '201'],
    ['groups', groups, '201'],
    ['members', members, '201'],
  ] as const) {
    assert.equal(outcomes(answers), [status, ...Array(9).fill('409 ALREADY_EXISTS')], what);
  }
  assert.is((await rows(t, "SELECT id FROM users WHERE email IN ('twin@example.test', 'invited@example.test')")).length, 2);
  assert.is((await rows(t, 'SELECT token_hash FROM user_invites')).length, 1, 'one invitation');
  assert.is(
    (await rows(t, "SELECT id FROM audit_log WHERE action IN ('user.create', 'user.invite', 'group.create', 'group.member.add')")).length,
    4,
    'one audit row per stored change',
  );

  const overrides = await ten(() => t.http.put(`/api/auth/groups/${group.body.id}/gateway-roles/gw-a`, { role: 'operator' }));
  assert.equal(outcomes(overrides), Array(10).fill('200'), 'PUT of one override is idempotent, also in parallel');
});

test.run();
