// Deciding from the chat_blocks channel's buttons, end to end: a real simulator, a real kernel with users,
// approvals and this plugin, and a real HTTP receiver acting as the chat service (it takes the approval.pending
// message and every response_url post). Callbacks are signed with the configured secret, as the chat service does.

import { auditActions, deny, rows } from '@portcullis/plugin-approvals/testing';
import quorumPlugin from '@portcullis/plugin-approvals-quorum';
import { eventually } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buttonsFor, type ChatFixture, chatFixture, clickForm, createUser, link, responses, signedPost, TEAM } from './helpers.ts';

/** The fixture with a chat_blocks webhook for approval.pending pointing at the chat service. */
async function chatWithWebhook(options: Parameters<typeof chatFixture>[0] = {}): Promise<ChatFixture> {
  const f = await chatFixture(options);
  const hook = await f.t.http.post('/api/webhooks', { url: f.chat.url, channel_type: 'chat_blocks', event_types: ['approval.pending'] });
  assert.is(hook.status, 201, hook.text);
  return f;
}

const chat = suite<{ f: ChatFixture }>('chat buttons');
chat.before.each(async (context) => {
  context.f = await chatWithWebhook();
});
chat.after.each(async ({ f }) => {
  await f.close();
});

const GITHUB = { host: 'api.github.com', port: 443, binary: '/usr/bin/curl' };
const ACTIONS = '/api/chat-blocks/actions';

/** A chunk pending upstream, seen (its approval.pending message delivered with buttons). */
async function pendingChunk(f: ChatFixture) {
  const id = deny(f, GITHUB);
  await f.t.http.as('viewer').get(`${f.box()}/approvals/pending`);
  return { id, buttons: await buttonsFor(f, id) };
}

async function decisionRows(f: ChatFixture): Promise<unknown[]> {
  return (await auditActions(f.t)).filter((row) => row.action === 'approval.approve' || row.action === 'approval.reject');
}

chat('linking: a code from the profile API, redeemed by the signed link command; the identity shows, and unlinks', async ({ f }) => {
  const alice = await createUser(f, 'alice@example.test', 'operator');
  const linked = await link(f, alice, 'U_ALICE');
  assert.is(linked.status, 200, linked.text);
  assert.equal([linked.body.response_type, linked.body.text.includes('now linked')], ['ephemeral', true]);
  const shown = await alice.http.get('/api/account/chat-identity');
  assert.equal([shown.body.identity.team_id, shown.body.identity.chat_user_id], [TEAM, 'U_ALICE']);

  const code = await alice.http.post('/api/account/chat-identity/code');
  const form = { command: '/portcullis', text: `link ${code.body.code}`, user_id: 'U_OTHER', user_name: 'other', team_id: TEAM };
  assert.is((await signedPost(f, '/api/chat-blocks/commands', form)).body.text.includes('now linked'), true);
  const reused = await signedPost(f, '/api/chat-blocks/commands', form, { timestamp: Math.floor(f.t.clock.now() / 1000) - 1 });
  assert.ok(reused.body.text.includes('unknown, used or expired'), 'a code links once');
  assert.equal((await alice.http.get('/api/account/chat-identity')).body.identity.chat_user_id, 'U_OTHER', 'relinking replaces the account');

  assert.is((await alice.http.delete('/api/account/chat-identity')).status, 204);
  assert.equal((await alice.http.get('/api/account/chat-identity')).body, { identity: null });
  assert.is((await alice.http.delete('/api/account/chat-identity')).status, 404);
  await link(f, alice, 'U_ALICE');
  assert.is((await f.t.http.delete('/api/auth/users', { query: { email: alice.email } })).status, 204);
  await f.t.kernel.events.settled();
  assert.equal(await eventually(async () => (await rows(f.t, 'SELECT user_id FROM chat_blocks_identities')).length === 0), true, 'a deleted user is unlinked');
  assert.equal(
    (await auditActions(f.t, 'chat_identity.')).map((row) => [row.action, row.actor]),
    [
      ['chat_identity.code', 'alice@example.test'],
      ['chat_identity.link', 'alice@example.test'],
      ['chat_identity.code', 'alice@example.test'],
      ['chat_identity.link', 'alice@example.test'],
      ['chat_identity.unlink', 'alice@example.test'],
      ['chat_identity.code', 'alice@example.test'],
      ['chat_identity.link', 'alice@example.test'],
    ],
  );
  assert.is((await f.t.http.as({ role: 'operator', type: 'service_principal', id: 'p1', name: 'robot' }).post('/api/account/chat-identity/code')).status, 403);
});

chat('a signed click by a linked operator approves as that user; the message is replaced to say who decided', async ({ f }) => {
  const alice = await createUser(f, 'alice@example.test', 'operator');
  await link(f, alice, 'U_ALICE');
  const { id, buttons } = await pendingChunk(f);
  f.sim.control.resetCalls();
  const clicked = await signedPost(f, ACTIONS, clickForm(buttons.approve, 'U_ALICE', `${f.responseUrl}/1`));
  assert.equal([clicked.status, clicked.body.text], [200, 'Approved: the message will show it.']);
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 1, clicked.text);
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 1);
  const decisions = await auditActions(f.t);
  assert.equal(
    decisions.filter((row) => row.action === 'approval.approve').map((row) => [row.outcome, row.actor, row.resource_id, row.detail.via]),
    [['succeeded', 'alice@example.test', id, 'chat']],
  );
  assert.equal((f.t.eventsNamed('approval.approved')[0]!.data as any).via, 'chat');
  const update = await eventually(() => responses(f).find((message) => message.replace_original === true));
  assert.equal(update.text, 'Approved by alice@example.test');
  assert.not.ok(JSON.stringify(update.blocks).includes('"actions"'), 'the buttons are gone');
});

chat('forged, replayed and expired callbacks change nothing: no decision rows, no gateway call', async ({ f }) => {
  const alice = await createUser(f, 'alice@example.test', 'operator');
  await link(f, alice, 'U_ALICE');
  const { buttons } = await pendingChunk(f);
  const form = clickForm(buttons.approve, 'U_ALICE', `${f.responseUrl}/1`);
  f.sim.control.resetCalls();

  const forged = await signedPost(f, ACTIONS, form, { secret: 'not-the-secret' });
  assert.equal([forged.status, forged.body.code], [401, 'INVALID_SIGNATURE']);
  const now = Math.floor(f.t.clock.now() / 1000);
  const expired = await signedPost(f, ACTIONS, form, { timestamp: now - 301 });
  assert.equal([expired.status, expired.body.code], [401, 'STALE_REQUEST']);
  const unsigned = await f.t.http
    .as(null)
    .post(ACTIONS, undefined, { raw: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.equal([unsigned.status, unsigned.body.code], [401, 'INVALID_SIGNATURE']);

  // The same signed request twice: the rejection button, so that the first one changes something observable.
  const rejectForm = clickForm(buttons.reject, 'U_ALICE', `${f.responseUrl}/2`);
  const first = await signedPost(f, ACTIONS, rejectForm, { timestamp: now });
  assert.is(first.status, 200, first.text);
  const rejectCalls = f.sim.control.calls('RejectDraftChunk');
  const replayed = await signedPost(f, ACTIONS, rejectForm, { timestamp: now });
  assert.equal([replayed.status, replayed.body.code], [409, 'REPLAYED_REQUEST']);
  assert.is(f.sim.control.calls('RejectDraftChunk'), rejectCalls, 'the replay reached no gateway');
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 0);
  assert.equal((await decisionRows(f)).length, 1, 'only the first, genuine rejection');
});

chat('an unlinked clicker and a linked viewer are refused ephemerally; a stale review token gets the API reason', async ({ f }) => {
  const viewer = await createUser(f, 'victor@example.test', 'viewer');
  await link(f, viewer, 'U_VICTOR');
  const { id, buttons } = await pendingChunk(f);
  f.sim.control.resetCalls();

  const unlinked = await signedPost(f, ACTIONS, clickForm(buttons.approve, 'U_NOBODY', `${f.responseUrl}/1`));
  assert.equal([unlinked.status, unlinked.body.response_type], [200, 'ephemeral']);
  assert.ok(unlinked.body.text.includes('not linked'));
  const forbidden = await signedPost(f, ACTIONS, clickForm(buttons.approve, 'U_VICTOR', `${f.responseUrl}/2`));
  assert.is(forbidden.body.text, 'Not approved: This needs the operator role on gateway gw; you have viewer.');
  const stale = JSON.parse(buttons.approve.value);
  const operator = await createUser(f, 'olga@example.test', 'operator');
  await link(f, operator, 'U_OLGA');
  const changed = await signedPost(
    f,
    ACTIONS,
    clickForm({ ...buttons.approve, value: JSON.stringify({ ...stale, review_token: 'not-the-current-token' }) }, 'U_OLGA', `${f.responseUrl}/3`),
  );
  assert.ok(changed.body.text.startsWith('Not approved: '), changed.text);
  const api = await operator.http.post(`${f.box()}/approvals/${id}/approve`, { review_token: 'not-the-current-token' });
  assert.is(changed.body.text, `Not approved: ${api.body.detail}`, 'the reason the API gives');

  const pinned = await f.t.http.post(`${f.box()}/policy/pin`, { reason: 'incident review' });
  assert.is(pinned.status, 201, pinned.text);
  const locked = await signedPost(f, ACTIONS, clickForm(buttons.approve, 'U_OLGA', `${f.responseUrl}/4`));
  const apiLocked = await operator.http.post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([apiLocked.status, locked.body.text], [423, `Not approved: ${apiLocked.body.detail}`]);

  assert.equal(
    responses(f).map((message) => message.response_type),
    ['ephemeral', 'ephemeral', 'ephemeral', 'ephemeral'],
    'each refusal also went to its response_url, to the clicker only',
  );
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 0);
  assert.equal(await decisionRows(f), []);
  assert.equal(await rows(f.t, 'SELECT upstream_status FROM approval_chunks WHERE chunk_id = ?', [id]), [{ upstream_status: 'pending' }]);
});

chat('hostile callback bodies are 4xx', async ({ f }) => {
  const forms: Array<Record<string, string>> = [
    {},
    { payload: 'not json' },
    { payload: '['.repeat(200_000) },
    { payload: '{"type":"block_actions"}' },
    {
      payload: JSON.stringify({
        type: 'block_actions',
        user: { id: 'U' },
        team: { id: 'T' },
        actions: [{ action_id: 'portcullis.approve', value: '{"gateway":1}' }],
      }),
    },
  ];
  for (const form of forms) {
    const answered = await signedPost(f, ACTIONS, form);
    assert.is(answered.status, 400, answered.text);
  }
  const json = await f.t.http.as(null).post(ACTIONS, { payload: '{}' });
  assert.is(json.status, 415);
});

chat.run();

const quorum = suite<{ f: ChatFixture }>('chat buttons under a quorum');
quorum.before.each(async (context) => {
  context.f = await chatWithWebhook({ after: [quorumPlugin] });
});
quorum.after.each(async ({ f }) => {
  await f.close();
});

quorum('a click is a vote (the message shows the tally, buttons kept); the vote that reaches quorum elsewhere replaces the message', async ({ f }) => {
  const alice = await createUser(f, 'alice@example.test', 'operator');
  const bob = await createUser(f, 'bob@example.test', 'operator');
  const workflow = await f.t.http.put(`${f.box()}/approval-workflow`, { required_votes: 2, voters: [alice.email, bob.email] });
  assert.ok(workflow.status === 200 || workflow.status === 201, workflow.text);
  await link(f, alice, 'U_ALICE');
  const { id, buttons } = await pendingChunk(f);
  f.sim.control.resetCalls();

  const voted = await signedPost(f, ACTIONS, clickForm(buttons.approve, 'U_ALICE', `${f.responseUrl}/1`));
  assert.is(voted.status, 200, voted.text);
  assert.is(voted.body.text, 'Approval pending · 1 of 2 votes (last: alice@example.test)');
  const tally = responses(f).find((message) => message.replace_original === true)!;
  assert.is(tally.text, voted.body.text);
  assert.ok(
    tally.blocks.some((block: { type: string }) => block.type === 'actions'),
    'the next voter still has the buttons',
  );
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 0);
  const again = await signedPost(f, ACTIONS, clickForm(buttons.approve, 'U_ALICE', `${f.responseUrl}/2`));
  assert.ok(again.body.text.startsWith('Not approved: '), again.text);

  const decided = await bob.http.post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([decided.status, decided.body.votes, decided.body.required], [200, 2, 2]);
  const replaced = await eventually(() => responses(f).find((message) => message.text?.startsWith('Approved by')));
  assert.is(replaced.text, 'Approved by bob@example.test · 2 of 2 votes');
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 1);
  assert.is(f.t.eventsNamed('approval.quorum_met').length, 1);
  assert.equal(
    (await auditActions(f.t, 'approval.vote')).map((row) => [row.actor, row.detail.via]),
    [
      ['alice@example.test', 'chat'],
      ['bob@example.test', 'api'],
    ],
  );
});

quorum.run();
