// Decision links through the API: each used by its recipient decides once, as that user, recorded via `link`;
// used twice, after expiry, by someone else, forged, for a chunk re-evaluated since, or while the sandbox is pinned,
// it is refused with the right problem and nothing is decided. Under a quorum workflow two users' links reach
// quorum once.
import { auditActions, deny, editUpstream, type Fixture, poll } from '@portcullis/plugin-approvals/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ALICE, as, BOB, linkApi, linksFixture, linksFor, TTL_SECONDS, tokenOf } from './helpers.ts';

const links = suite<{ f: Fixture }>('decision links');
links.before.each(async (context) => {
  context.f = await linksFixture();
});
links.after.each(async ({ f }) => {
  await f.close();
});

const GITHUB = { host: 'api.github.com', port: 443, binary: '/usr/bin/curl', method: 'GET', path: '/repos/acme/app' };

async function pendingChunk(f: Fixture): Promise<string> {
  const id = deny(f, GITHUB);
  await poll(f);
  return id;
}

links('an approve link shows the chunk in full, decides once as its recipient, and the audit row and event say via link', async ({ f }) => {
  const id = await pendingChunk(f);
  const set = await linksFor(f, id, { kind: 'email', address: 'Alice@Example.test' });
  for (const url of [set.approve, set.reject, set.open]) {
    assert.ok(url.startsWith(`${f.t.kernel.config.public_url.replace(/\/$/, '')}/decide/`), url);
    assert.not.match(url, /github|curl|box/, 'nothing about the sandbox in the link');
  }
  const view = await as(f, ALICE).get(linkApi(set.approve));
  assert.is(view.status, 200, view.text);
  assert.equal(
    [
      view.body.action,
      view.body.sandbox,
      view.body.chunk.chunk_id,
      view.body.chunk.endpoint.host,
      view.body.chunk.binary,
      view.body.current_rule,
      view.body.changed,
    ],
    ['approve', 'box', id, 'api.github.com', '/usr/bin/curl', null, false],
  );
  f.sim.control.resetCalls();

  const decided = await as(f, ALICE).post(`${linkApi(set.approve)}/decide`, { decision: 'approve' });
  assert.equal([decided.status, decided.body.status, decided.body.chunk_id], [200, 'approved', id], decided.text);
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 1);
  const again = await as(f, ALICE).post(`${linkApi(set.approve)}/decide`, { decision: 'approve' });
  assert.equal([again.status, again.body.code], [410, 'LINK_USED']);
  const sibling = await as(f, ALICE).post(`${linkApi(set.open)}/decide`, { decision: 'reject' });
  assert.equal([sibling.status, sibling.body.code], [410, 'LINK_USED'], 'the three links of one notification decide once together');
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 1);

  const audit = await auditActions(f.t);
  assert.equal(
    audit.map((row) => [row.action, row.actor, row.detail.via]),
    [['approval.approve', ALICE, 'link']],
  );
  assert.equal(
    f.t.eventsNamed('approval.approved').map((event) => [(event.data as any).chunk_id, (event.data as any).via, (event.data as any).actor]),
    [[id, 'link', ALICE]],
  );
});

links('two uses of one link at once: exactly one decides, the other answers 410 LINK_USED', async ({ f }) => {
  const id = await pendingChunk(f);
  const set = await linksFor(f, id, { kind: 'destination', webhookId: 'chat-1' });
  f.sim.control.resetCalls();
  const answers = await Promise.all([
    as(f, ALICE).post(`${linkApi(set.approve)}/decide`, { decision: 'approve' }),
    as(f, BOB).post(`${linkApi(set.open)}/decide`, { decision: 'approve' }),
  ]);
  assert.equal(answers.map((answer) => answer.status).sort(), [200, 410], answers.map((answer) => answer.text).join('\n'));
  assert.is(answers.find((answer) => answer.status === 410)!.body.code, 'LINK_USED');
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 1);
  assert.is((await auditActions(f.t)).length, 1);
});

links('a reject link rejects with the reason; an approve link cannot reject', async ({ f }) => {
  const id = await pendingChunk(f);
  const set = await linksFor(f, id, { kind: 'email', address: ALICE });
  const mismatch = await as(f, ALICE).post(`${linkApi(set.approve)}/decide`, { decision: 'reject' });
  assert.equal([mismatch.status, mismatch.body.code], [409, 'LINK_ACTION_MISMATCH']);
  const rejected = await as(f, ALICE).post(`${linkApi(set.reject)}/decide`, { decision: 'reject', reason: 'not this repository' });
  assert.equal([rejected.status, rejected.body.status], [200, 'rejected'], rejected.text);
  assert.equal(
    (await auditActions(f.t)).map((row) => [row.action, row.detail.reason, row.detail.via]),
    [['approval.reject', 'not this repository', 'link']],
  );
});

links('another user, a forged token, an expired link: refused, and nothing is decided', async ({ f }) => {
  const id = await pendingChunk(f);
  const set = await linksFor(f, id, { kind: 'email', address: ALICE });
  f.sim.control.resetCalls();
  for (const request of [() => as(f, BOB).get(linkApi(set.approve)), () => as(f, BOB).post(`${linkApi(set.approve)}/decide`, { decision: 'approve' })]) {
    const refused = await request();
    assert.equal([refused.status, refused.body.code], [403, 'LINK_NOT_YOURS'], refused.text);
  }
  const token = tokenOf(set.reject);
  const forged = token.replace('.reject.', '.approve.');
  const notOurs = await as(f, ALICE).post(`/api/decision-links/${forged}/decide`, { decision: 'approve' });
  assert.equal([notOurs.status, notOurs.body.code], [404, 'LINK_NOT_FOUND']);
  const anonymous = await f.t.http.as(null).get(linkApi(set.approve));
  assert.is(anonymous.status, 401);

  f.t.manualClock!.advance(TTL_SECONDS * 1000 + 1);
  const expired = await as(f, ALICE).post(`${linkApi(set.approve)}/decide`, { decision: 'approve' });
  assert.equal([expired.status, expired.body.code], [410, 'LINK_EXPIRED']);
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 0);
  assert.equal(await auditActions(f.t), []);
});

links(
  'a chunk re-evaluated since the notification, or a pinned sandbox: the API problem, nothing decided, the link still usable after the pin',
  async ({ f }) => {
    const id = await pendingChunk(f);
    const set = await linksFor(f, id, { kind: 'email', address: ALICE });
    const pinned = await f.t.http.as('operator').post('/api/gateways/gw/sandboxes/box/policy/pin', { reason: 'incident review' });
    assert.is(pinned.status, 201, pinned.text);
    const locked = await as(f, ALICE).post(`${linkApi(set.approve)}/decide`, { decision: 'approve' });
    assert.equal([locked.status, locked.body.code], [423, 'policy_locked'], locked.text);
    assert.is((await f.t.http.as('operator').delete('/api/gateways/gw/sandboxes/box/policy/pin')).status, 204);

    const narrower = {
      name: 'narrower',
      endpoints: [
        { host: 'api.github.com', port: 443, protocol: 'rest', enforcement: 'enforce', rules: [{ allow: { method: 'GET', path: '/repos/acme/**' } }] },
      ],
      binaries: [{ path: '/usr/bin/curl' }],
    };
    await editUpstream(f, id, narrower);
    f.sim.control.resetCalls();
    const view = await as(f, ALICE).get(linkApi(set.approve));
    assert.equal([view.status, view.body.changed], [200, true]);
    const changed = await as(f, ALICE).post(`${linkApi(set.approve)}/decide`, { decision: 'approve' });
    assert.equal([changed.status, changed.body.code, changed.body.chunk.path], [409, 'CHUNK_CHANGED', '/repos/acme/**'], changed.text);
    // The refusals left the link usable: its reject action is refused alike, bound to the token of the notification.
    const stale = await as(f, ALICE).post(`${linkApi(set.reject)}/decide`, { decision: 'reject' });
    assert.equal([stale.status, stale.body.code], [409, 'CHUNK_CHANGED'], stale.text);
    assert.equal([f.sim.control.calls('ApproveDraftChunk'), f.sim.control.calls('RejectDraftChunk')], [0, 0]);
    assert.equal(await auditActions(f.t), []);
  },
);

links('under a quorum of two, the links of two users reach quorum once: a vote, then the approval', async ({ f }) => {
  const put = await f.t.http.put('/api/gateways/gw/sandboxes/box/approval-workflow', { required_votes: 2, voters: [ALICE, BOB] });
  assert.ok([200, 201].includes(put.status), put.text);
  const id = await pendingChunk(f);
  const alice = await linksFor(f, id, { kind: 'email', address: ALICE });
  const bob = await linksFor(f, id, { kind: 'user', name: BOB });
  f.sim.control.resetCalls();

  const first = await as(f, ALICE).post(`${linkApi(alice.approve)}/decide`, { decision: 'approve' });
  assert.equal([first.status, first.body.status, first.body.votes], [202, 'vote_recorded', 1], first.text);
  const twice = await as(f, ALICE).post(`${linkApi(alice.open)}/decide`, { decision: 'approve' });
  assert.equal([twice.status, twice.body.code], [410, 'LINK_USED']);
  const second = await as(f, BOB).post(`${linkApi(bob.open)}/decide`, { decision: 'approve' });
  assert.equal([second.status, second.body.status, second.body.votes], [200, 'approved', 2], second.text);
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 1);
  assert.is(f.t.eventsNamed('approval.quorum_met').length, 1);
  assert.equal(
    f.t.eventsNamed('approval.vote_cast').map((event) => [(event.data as any).voter, (event.data as any).via]),
    [
      [ALICE, 'link'],
      [BOB, 'link'],
    ],
  );
  assert.equal(
    (await auditActions(f.t)).filter((row) => row.action !== 'approval.workflow.set').map((row) => [row.action, row.actor, row.detail.via]),
    [
      ['approval.vote', ALICE, 'link'],
      ['approval.vote', BOB, 'link'],
      ['approval.approve', BOB, 'link'],
    ],
  );
});

links.run();
