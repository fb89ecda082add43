import { activeRules, auditActions, deny, type Fixture, rows, ruleKey } from '@portcullis/plugin-approvals/testing';
import { setupAdmin, userWithRole } from '@portcullis/plugin-users/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ALICE, as, BOB, CAROL, MALLORY, quorumFixture, setWorkflow } from './helpers.ts';

const votes = suite<{ f: Fixture }>('quorum votes');
votes.before.each(async (context) => {
  context.f = await quorumFixture();
});
votes.after.each(async ({ f }) => {
  await f.close();
});

const GITHUB = { host: 'api.github.com', port: 443, binary: '/usr/bin/curl', method: 'GET', path: '/repos/acme/app' };
const PYPI = { host: 'pypi.org', port: 443, binary: '/usr/bin/pip' };

function upstreamStatus(f: Fixture, id: string): string | undefined {
  return f.sim.control
    .state()
    .sandboxes.find((s) => s.name === 'box')!
    .chunks.find((c) => c.id === id)?.status;
}

votes('quorum 3: votes one and two answer 202 and reach nobody upstream; the third answers 200 with exactly one approval', async ({ f }) => {
  await setWorkflow(f, { required_votes: 3, voters: [ALICE, BOB, CAROL, 'ci-bot'] });
  const id = deny(f, GITHUB);
  await f.t.http.get(`${f.gw}/approvals/pending`);
  f.sim.control.resetCalls();

  const first = await as(f, ALICE).post(`${f.gw}/approvals/${id}/approve`);
  assert.equal([first.status, first.body], [202, { status: 'vote_recorded', chunk_id: id, sandbox: 'box', votes: 1, required: 3 }]);
  const twice = await as(f, 'Alice@Example.test').post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([twice.status, twice.body.code], [409, 'ALREADY_VOTED']);
  const outsider = await as(f, MALLORY).post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([outsider.status, outsider.body.code], [403, 'NOT_ELIGIBLE_VOTER']);
  const bot = await f.t.http.as({ role: 'operator', type: 'service_principal', name: 'ci-bot', id: 'sp-1' }).post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([bot.status, bot.body.votes], [202, 2]);
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 0, 'no upstream approval before quorum');
  assert.is(upstreamStatus(f, id), 'pending');

  const third = await as(f, CAROL).post(`${f.gw}/approvals/${id}/approve`);
  assert.is(third.status, 200, third.text);
  assert.equal([third.body.status, third.body.votes, third.body.required, third.body.chunk.status], ['approved', 3, 3, 'approved']);
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 1);
  assert.equal(await activeRules(f), { [ruleKey('api.github.com', 443)]: ['/usr/bin/curl'] });

  assert.equal(
    f.t.eventsNamed('approval.vote_cast').map((e) => (e.data as any).voter),
    [ALICE, 'ci-bot', CAROL],
  );
  assert.equal(
    f.t.eventsNamed('approval.quorum_met').map((e) => [(e.data as any).chunk_id, (e.data as any).votes]),
    [[id, 3]],
  );
  assert.is(f.t.eventsNamed('approval.approved').length, 1);
  const audit = await auditActions(f.t);
  assert.equal(
    audit.map((row) => [row.action, row.actor, row.detail.votes ?? null, row.detail.via ?? null]),
    [
      ['approval.workflow.set', 'admin@test.local', null, null],
      ['approval.vote', ALICE, 1, 'api'],
      ['approval.vote', 'ci-bot', 2, 'api'],
      ['approval.vote', CAROL, 3, 'api'],
      ['approval.approve', CAROL, null, 'api'],
    ],
  );
  const stored = await rows(
    f.t,
    'SELECT v.voter, v.decision, p.status FROM approval_votes v JOIN approval_proposals p ON p.id = v.proposal_id ORDER BY v.voter',
  );
  assert.equal(stored, [
    { voter: ALICE, decision: 'approve', status: 'approved' },
    { voter: CAROL, decision: 'approve', status: 'approved' },
    { voter: 'ci-bot', decision: 'approve', status: 'approved' },
  ]);

  const record = await f.t.http.as('viewer').get(`${f.gw}/approvals/${id}/decisions`);
  assert.is(record.status, 200, record.text);
  assert.equal(
    { ...record.body, votes: record.body.votes.map((v: any) => [v.voter, v.decision]).sort() },
    {
      chunk_id: id,
      sandbox: 'box',
      workflow: true,
      proposal_status: 'approved',
      required: 3,
      votes: [
        [ALICE, 'approve'],
        [CAROL, 'approve'],
        ['ci-bot', 'approve'],
      ].sort(),
      tally: { approve: 3, reject: 0 },
      voters: [ALICE, BOB, CAROL, 'ci-bot'],
      eligible_voters: [ALICE, BOB, CAROL, 'ci-bot'].sort(),
      escalated: false,
    },
  );
});

votes('a member of a listed group votes (a real user, logged in); a user outside the group gets 403', async ({ f }) => {
  const admin = await setupAdmin(f.t);
  const gina = await userWithRole(f.t, admin, 'gina@example.test', 'operator');
  const dave = await userWithRole(f.t, admin, 'dave@example.test', 'operator');
  const group = await admin.post('/api/auth/groups', { name: 'sre' });
  assert.is(group.status, 201, group.text);
  assert.is((await admin.post(`/api/auth/groups/${group.body.id}/members`, { email: 'gina@example.test' })).status, 201);
  await setWorkflow(f, { required_votes: 2, voters: [ALICE, 'sre'] });
  const id = deny(f, GITHUB);
  const member = await gina.post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([member.status, member.body.status, member.body.votes], [202, 'vote_recorded', 1]);
  const stranger = await dave.post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([stranger.status, stranger.body.code], [403, 'NOT_ELIGIBLE_VOTER']);
  const record = await f.t.http.get(`${f.box()}/approvals/${id}/decisions`);
  assert.equal([record.body.votes.map((v: any) => v.voter), record.body.eligible_voters], [['gina@example.test'], [ALICE, 'gina@example.test']]);
  const quorum = await as(f, ALICE).post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([quorum.status, quorum.body.status], [200, 'approved']);
});

votes(
  'the quorum vote approves what the voters saw: a token refreshed by a policy change meanwhile is fetched again once; a vote on a changed chunk is 409 CHUNK_CHANGED',
  async ({ f }) => {
    await setWorkflow(f, { required_votes: 2, voters: [ALICE, BOB] });
    const id = deny(f, GITHUB);
    const other = deny(f, PYPI);
    const tokens = Object.fromEntries((await f.t.http.get(`${f.box()}/approvals/pending`)).body.items.map((c: any) => [c.chunk_id, c.review_token]));
    assert.is((await as(f, ALICE).post(`${f.box()}/approvals/${id}/approve`, { review_token: tokens[id] })).status, 202);
    const rule = { endpoints: [{ host: 'example.org', port: 443 }], binaries: [{ path: '/usr/bin/wget' }] };
    assert.is((await as(f, ALICE).post(`${f.box()}/policy/network-rules`, { key: 'docs', rule })).status, 201, 'the policy changes between the votes');
    f.sim.control.resetCalls();
    const quorum = await as(f, BOB).post(`${f.box()}/approvals/${id}/approve`, { review_token: tokens[id] });
    assert.equal([quorum.status, quorum.body.status, quorum.body.votes], [200, 'approved', 2], quorum.text);
    assert.is(f.sim.control.calls('ApproveDraftChunk'), 2, 'refused once for the refreshed evaluation, then approved: one approval');
    assert.is(upstreamStatus(f, id), 'approved');

    const gateway = await f.t.resolve('gatewayRegistry', 'approvals-quorum').require('gw');
    await f.t.resolve('gatewayApi', 'approvals-quorum').drafts.edit({ gateway, workspace: gateway.defaultWorkspace }, 'box', other, {
      endpoints: [{ host: 'pypi.org', port: 443 }],
      binaries: [{ path: '/usr/bin/pip3' }],
    });
    const stale = await as(f, ALICE).post(`${f.box()}/approvals/${other}/approve`, { review_token: tokens[other] });
    assert.equal([stale.status, stale.body.code], [409, 'CHUNK_CHANGED']);
    assert.equal(
      await rows(f.t, 'SELECT p.chunk_id FROM approval_votes v JOIN approval_proposals p ON p.id = v.proposal_id WHERE p.chunk_id = ?', [other]),
      [],
      'no vote was recorded',
    );
  },
);

votes('one reject ends the proposal at once, whatever the tally', async ({ f }) => {
  await setWorkflow(f, { required_votes: 3, voters: [ALICE, BOB, CAROL] });
  const id = deny(f, GITHUB);
  assert.is((await as(f, ALICE).post(`${f.box()}/approvals/${id}/approve`)).status, 202);
  f.sim.control.resetCalls();
  const outsider = await as(f, MALLORY).post(`${f.box()}/approvals/${id}/reject`, { reason: 'no' });
  assert.equal([outsider.status, outsider.body.code], [403, 'NOT_ELIGIBLE_VOTER']);
  const rejected = await as(f, BOB).post(`${f.box()}/approvals/${id}/reject`, { reason: 'exfiltration risk' });
  assert.is(rejected.status, 200, rejected.text);
  assert.equal(
    [rejected.body.status, rejected.body.chunk.rejection_reason, rejected.body.votes, rejected.body.rejections],
    ['rejected', 'exfiltration risk', 1, 1],
  );
  assert.equal([f.sim.control.calls('RejectDraftChunk'), f.sim.control.calls('ApproveDraftChunk')], [1, 0]);
  assert.is(upstreamStatus(f, id), 'rejected');
  const late = await as(f, CAROL).post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([late.status, late.body.code], [409, 'CHUNK_NOT_PENDING']);
  const record = await f.t.http.get(`${f.box()}/approvals/${id}/decisions`);
  assert.equal([record.body.proposal_status, record.body.tally], ['rejected', { approve: 1, reject: 1 }]);
  assert.equal(
    [f.t.eventsNamed('approval.rejected').length, f.t.eventsNamed('approval.quorum_met').length, f.t.eventsNamed('approval.vote_cast').length],
    [1, 0, 2],
  );
});

votes("approve-all and edit bypass the quorum, so under a workflow they are an admin's override: 409 for an operator, 200 for an admin", async ({ f }) => {
  await setWorkflow(f, { required_votes: 2, voters: [ALICE, BOB] });
  const github = deny(f, GITHUB);
  const pypi = deny(f, PYPI);
  assert.is((await as(f, ALICE).post(`${f.box()}/approvals/${github}/approve`)).status, 202);
  f.sim.control.resetCalls();
  const operator = await as(f, ALICE).post(`${f.gw}/approvals/approve-all`, { sandbox: 'box' });
  assert.equal([operator.status, operator.body.code], [409, 'ADMIN_REQUIRED_FOR_APPROVE_ALL']);
  const edit = await as(f, ALICE).post(`${f.box()}/approvals/${pypi}/edit`, {
    rule: { endpoints: [{ host: 'pypi.org', port: 443 }], binaries: [{ path: '/usr/bin/pip' }] },
  });
  assert.equal([edit.status, edit.body.code], [409, 'ADMIN_REQUIRED_FOR_EDIT']);
  assert.equal([f.sim.control.calls('ApproveAllDraftChunks'), f.sim.control.calls('EditDraftChunk')], [0, 0]);

  const admin = await as(f, 'root@example.test', 'admin').post(`${f.gw}/approvals/approve-all`, { sandbox: 'box' });
  assert.is(admin.status, 200, admin.text);
  assert.equal([admin.body.chunks_approved, admin.body.workflow_override], [2, true]);
  assert.equal([upstreamStatus(f, github), upstreamStatus(f, pypi)], ['approved', 'approved']);
  const record = await f.t.http.get(`${f.box()}/approvals/${github}/decisions`);
  assert.is(record.body.proposal_status, 'approved', 'the open round ended with the override');
});

votes('escalation is reactive: the first vote after the deadline fires approval.escalated, the next does not', async ({ f }) => {
  await setWorkflow(f, { required_votes: 3, voters: [ALICE, BOB, CAROL], escalation_deadline_seconds: 60 });
  const id = deny(f, GITHUB);
  assert.is((await as(f, ALICE).post(`${f.box()}/approvals/${id}/approve`)).status, 202);
  f.t.manualClock!.advance(59_000);
  await f.t.tick();
  assert.is(f.t.eventsNamed('approval.escalated').length, 0, 'no background loop, and not yet due');
  f.t.manualClock!.advance(2_000);
  await f.t.tick();
  assert.is(f.t.eventsNamed('approval.escalated').length, 0, 'nothing fires without a vote');
  assert.is((await as(f, BOB).post(`${f.box()}/approvals/${id}/approve`)).status, 202);
  await f.t.kernel.events.settled();
  const escalated = f.t.eventsNamed('approval.escalated');
  assert.is(escalated.length, 1);
  assert.equal(
    [(escalated[0]!.data as any).chunk_id, (escalated[0]!.data as any).votes, (escalated[0]!.data as any).deadline_seconds, (escalated[0]!.data as any).actor],
    [id, 2, 60, BOB],
  );
  assert.is((await as(f, CAROL).post(`${f.box()}/approvals/${id}/approve`)).status, 200);
  await f.t.kernel.events.settled();
  assert.is(f.t.eventsNamed('approval.escalated').length, 1, 'once per proposal');
  assert.is((await f.t.http.get(`${f.box()}/approvals/${id}/decisions`)).body.escalated, true);
});

votes('two simultaneous quorum-reaching votes call the gateway once', async ({ f }) => {
  await setWorkflow(f, { required_votes: 2, voters: [ALICE, BOB, CAROL] });
  const id = deny(f, GITHUB);
  assert.is((await as(f, ALICE).post(`${f.box()}/approvals/${id}/approve`)).status, 202);
  f.sim.control.resetCalls();
  f.sim.control.setDelay('ApproveDraftChunk', 200);
  const [bob, carol] = await Promise.all([
    as(f, BOB).post(`${f.box()}/approvals/${id}/approve`),
    as(f, CAROL).post(`${f.gw}/approvals/${id}/approve`, undefined, { query: { sandbox: 'box' } }),
  ]);
  assert.equal([bob.status, carol.status].sort(), [200, 409], `${bob.text} / ${carol.text}`);
  const loser = bob.status === 409 ? bob : carol;
  assert.is(loser.body.code, 'DECISION_IN_PROGRESS', "the second vote saw the first one's claim");
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 1);
  assert.is(f.t.eventsNamed('approval.quorum_met').length, 1);
  assert.is(f.t.eventsNamed('approval.approved').length, 1);

  // Two first votes at once open one round between them, and the later one decides it.
  const other = deny(f, PYPI);
  f.sim.control.resetCalls();
  const both = await Promise.all([as(f, ALICE).post(`${f.box()}/approvals/${other}/approve`), as(f, BOB).post(`${f.box()}/approvals/${other}/approve`)]);
  assert.equal(both.map((response) => response.status).sort(), [200, 202], both.map((response) => response.text).join(' / '));
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 1);
  assert.equal(await rows(f.t, 'SELECT round, status FROM approval_proposals WHERE chunk_id = ?', [other]), [{ round: 1, status: 'approved' }]);
});

votes('a refused quorum decision gives the deciding vote back, so the voter can try again', async ({ f }) => {
  await setWorkflow(f, { required_votes: 2, voters: [ALICE, BOB] });
  const id = deny(f, GITHUB);
  assert.is((await as(f, ALICE).post(`${f.box()}/approvals/${id}/approve`)).status, 202);
  f.sim.control.failNext('ApproveDraftChunk', { code: 14, message: 'gateway restarting' });
  const refused = await as(f, BOB).post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([refused.status, refused.body.code], [503, 'GATEWAY_UNAVAILABLE']);
  const record = await f.t.http.get(`${f.box()}/approvals/${id}/decisions`);
  assert.equal([record.body.proposal_status, record.body.tally.approve], ['open', 1]);
  assert.equal(
    (await auditActions(f.t, 'approval.vote')).map((row) => row.action),
    ['approval.vote', 'approval.vote', 'approval.vote.withdrawn'],
  );
  const retried = await as(f, BOB).post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([retried.status, retried.body.status], [200, 'approved']);
  assert.is(f.t.eventsNamed('approval.quorum_met').length, 1);
});

votes('a pinned sandbox refuses every vote with 423 whatever the workflow state, and records nothing', async ({ f }) => {
  await setWorkflow(f, { required_votes: 2, voters: [ALICE, BOB] });
  const id = deny(f, GITHUB);
  assert.is((await f.t.http.as('operator').post(`${f.box()}/policy/pin`, { reason: 'audit' })).status, 201);
  for (const [path, body, query] of [
    [`${f.box()}/approvals/${id}/approve`, undefined, {}],
    [`${f.gw}/approvals/${id}/reject`, { reason: 'x' }, { sandbox: 'box' }],
  ] as const) {
    const response = await as(f, ALICE).post(path, body, { query });
    assert.equal([response.status, response.body.code], [423, 'policy_locked']);
  }
  const outsider = await as(f, MALLORY).post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([outsider.status, outsider.body.code], [423, 'policy_locked'], 'the pin comes before eligibility');
  assert.equal(await rows(f.t, 'SELECT id FROM approval_votes'), []);
});

votes.run();
