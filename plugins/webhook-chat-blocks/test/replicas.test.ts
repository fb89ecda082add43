// test-dialects: postgresql
// Two replicas on one PostgreSQL database: a signed callback is taken once across both, whether the copy reaches the
// other replica later or at the same moment (the seen-set is the shared table, not a replica's memory).
import approvals from '@portcullis/plugin-approvals';
import gateways from '@portcullis/plugin-gateways';
import policies from '@portcullis/plugin-policies';
import users from '@portcullis/plugin-users';
import { createTestDatabase, createTestKernel, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import chatBlocks, { signatureOf } from '../src/index.ts';
import { SECRET, TEAM } from './helpers.ts';

function replica(database: Awaited<ReturnType<typeof createTestDatabase>>): Promise<TestKernel> {
  return createTestKernel({
    database,
    plugins: [users, gateways, policies, approvals, 'webhooks', chatBlocks],
    env: { SERVICE_AUTH_PASSWORD_HASH_COST: '10', SERVICE_CHAT_BLOCKS_SIGNING_SECRET: SECRET, SERVICE_LOCAL_MODE: 'true' },
  });
}

/** One signed link command, sent as-is to a replica (the same bytes, signature and timestamp each time). */
function linkCommand(code: string, now: number): (t: TestKernel) => Promise<{ status: number; body: any }> {
  const body = new URLSearchParams({ command: '/portcullis', text: `link ${code}`, user_id: 'U_ALICE', user_name: 'alice', team_id: TEAM }).toString();
  const timestamp = String(Math.floor(now / 1000));
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    'x-slack-request-timestamp': timestamp,
    'x-slack-signature': signatureOf(SECRET, timestamp, body),
  };
  return (t) => t.http.as(null).post('/api/chat-blocks/commands', undefined, { raw: body, headers });
}

test('a signed callback replayed to the other replica, later or at once, is refused there', async () => {
  const database = await createTestDatabase();
  const a = await replica(database);
  const b = await replica(database);
  try {
    const created = await a.http.post('/api/auth/users', { email: 'alice@example.test', role: 'operator', password: 'a long enough pass phrase 4 tests' });
    const alice = a.http.as({ type: 'user', id: created.body.id, name: 'alice@example.test', role: 'operator' });

    const later = linkCommand((await alice.post('/api/account/chat-identity/code')).body.code, a.clock.now());
    assert.is((await later(a)).status, 200);
    const replayed = await later(b);
    assert.equal([replayed.status, replayed.body.code], [409, 'REPLAYED_REQUEST']);

    const atOnce = linkCommand((await alice.post('/api/account/chat-identity/code')).body.code, a.clock.now() + 1000);
    const answers = await Promise.all([atOnce(a), atOnce(b)]);
    assert.equal(answers.map((answer) => answer.status).sort(), [200, 409]);
    assert.is(answers.find((answer) => answer.status === 200)!.body.text.includes('now linked'), true);
  } finally {
    await a.stop({ keepDatabase: true });
    await b.stop({ keepDatabase: true });
    await database.drop();
  }
});

test.run();
