import { auditActions, CREATE_TIME_POLICY, deny, type Fixture, rows } from '@portcullis/plugin-approvals/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ALICE, as, BOB, CAROL, MALLORY, quorumFixture, setWorkflow } from './helpers.ts';

const workflow = suite<{ f: Fixture }>('approval workflow and policy applies');
workflow.before.each(async (context) => {
  context.f = await quorumFixture();
});
workflow.after.each(async ({ f }) => {
  await f.close();
});

const GITHUB = { host: 'api.github.com', port: 443, binary: '/usr/bin/curl' };

workflow("GET/PUT/DELETE with the spec's body: viewers read, admins set and remove; bodies are checked field by field", async ({ f }) => {
  const path = `${f.box()}/approval-workflow`;
  assert.equal([(await f.t.http.as('viewer').get(path)).status, (await f.t.http.as('viewer').get(path)).body.code], [404, 'WORKFLOW_NOT_FOUND']);
  const body = { required_votes: 2, voters: ['Alice@Example.test', 'sre', BOB], escalation_deadline_seconds: 600 };
  assert.is((await f.t.http.as('operator').put(path, body)).status, 403, 'operators do not set workflows');
  const created = await f.t.http.as('admin').put(path, body);
  assert.is(created.status, 201, created.text);
  assert.equal(
    { ...created.body, created_at: typeof created.body.created_at, updated_at: typeof created.body.updated_at },
    {
      gateway: 'gw',
      workspace: 'default',
      sandbox: 'box',
      required_votes: 2,
      voters: [ALICE, 'sre', BOB],
      escalation_deadline_seconds: 600,
      created_by: 'admin@test.local',
      created_at: 'string',
      updated_at: 'string',
    },
  );
  const read = await f.t.http.as('viewer').get(path);
  assert.equal(read.body, created.body);
  const replaced = await f.t.http.as('admin').put(path, { required_votes: 3, voters: [ALICE, BOB, CAROL] });
  assert.equal([replaced.status, replaced.body.required_votes, replaced.body.escalation_deadline_seconds], [200, 3, null]);

  const invalid: Array<[unknown, string[]]> = [
    [{ required_votes: 1, voters: [ALICE, BOB] }, ['body.required_votes']],
    [{ required_votes: 21, voters: ['sre'] }, ['body.required_votes']],
    [{ required_votes: 3, voters: [ALICE, BOB] }, ['body.required_votes']],
    [{ required_votes: 2, voters: [] }, ['body.voters']],
    [{ required_votes: 2, voters: [ALICE, 'ALICE@example.test'] }, ['body.voters.1']],
    [{ required_votes: 2, voters: ['not an@email', 'sre'] }, ['body.voters.0']],
    [{ required_votes: 2, voters: ['sre'], escalation_deadline_seconds: 0 }, ['body.escalation_deadline_seconds']],
    [{ required_votes: 2, voters: ['sre'], quorum: true }, ['body']],
  ];
  for (const [bad, paths] of invalid) {
    const response = await f.t.http.as('admin').put(path, bad);
    assert.equal([response.status, response.body.errors?.map((e: any) => e.path)], [400, paths], JSON.stringify(bad));
  }
  assert.equal((await f.t.http.as('admin').put(`${f.box('ghost')}/approval-workflow`, body)).body.code, 'SANDBOX_NOT_FOUND');
  assert.is((await f.t.http.as('viewer').get(path)).body.required_votes, 3, 'nothing stored on bad input');

  assert.is((await f.t.http.as('operator').delete(path)).status, 403);
  assert.is((await f.t.http.as('admin').delete(path)).status, 204);
  assert.equal([(await f.t.http.as('admin').delete(path)).status, (await f.t.http.get(path)).status], [404, 404]);
  assert.equal(
    (await auditActions(f.t, 'approval.workflow')).map((row) => row.action),
    ['approval.workflow.set', 'approval.workflow.set', 'approval.workflow.remove'],
  );

  const id = deny(f, GITHUB);
  const single = await as(f, MALLORY).post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([single.status, single.body.status], [200, 'approved'], 'without a workflow, approvals are single-handed again');
});

workflow('ten parallel PUTs of one workflow: one creates (201), the others replace it (200), never a 409 or 500', async ({ f }) => {
  const body = { required_votes: 2, voters: [ALICE, BOB] };
  const answers = await Promise.all(Array.from({ length: 10 }, () => f.t.http.as('admin').put(`${f.box()}/approval-workflow`, body)));
  assert.equal(answers.map((answer) => answer.status).sort(), [200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  assert.is((await rows(f.t, 'SELECT id FROM approval_workflows')).length, 1);
});

workflow(
  'policy applies are votes on policy.apply:<sha16>: the same document twice reaches quorum 2 and writes once; another document is another proposal',
  async ({ f }) => {
    await setWorkflow(f, { required_votes: 2, voters: [ALICE, BOB] });
    const apply = `${f.box()}/policy/apply`;
    const documentA = {
      ...CREATE_TIME_POLICY,
      network_policies: { docs: { endpoints: [{ host: 'docs.example.com', port: 443 }], binaries: [{ path: '/usr/bin/curl' }] } },
    };
    const documentB = {
      ...CREATE_TIME_POLICY,
      network_policies: { wiki: { endpoints: [{ host: 'wiki.example.com', port: 443 }], binaries: [{ path: '/usr/bin/curl' }] } },
    };
    f.sim.control.resetCalls();

    const first = await as(f, ALICE).post(apply, documentA);
    assert.is(first.status, 202, first.text);
    assert.match(first.body.chunk_id, /^policy\.apply:[0-9a-f]{16}$/);
    assert.equal([first.body.status, first.body.votes, first.body.required], ['vote_recorded', 1, 2]);
    const other = await as(f, ALICE).post(apply, documentB);
    assert.equal([other.status, other.body.votes], [202, 1], 'a different body is a different proposal');
    assert.not.equal(other.body.chunk_id, first.body.chunk_id);
    const stranger = await as(f, MALLORY).post(apply, documentA);
    assert.equal([stranger.status, stranger.body.code], [403, 'NOT_ELIGIBLE_VOTER']);
    assert.is(f.sim.control.calls('UpdateConfig'), 0);

    const quorum = await as(f, BOB).post(apply, { ...documentA });
    assert.is(quorum.status, 200, quorum.text);
    assert.equal([quorum.body.chunk_id, quorum.body.changed], [first.body.chunk_id, true]);
    assert.is(f.sim.control.calls('UpdateConfig'), 1, 'written exactly once');
    const policy = await f.t.http.get(`${f.box()}/policy`);
    assert.equal(Object.keys(policy.body.policy.network_policies), ['docs']);

    const record = await f.t.http.as('viewer').get(`${f.gw}/approvals/${first.body.chunk_id}/decisions`);
    assert.is(record.status, 200, record.text);
    assert.equal(
      [record.body.sandbox, record.body.proposal_status, record.body.tally, record.body.votes.map((v: any) => v.voter).sort()],
      ['box', 'approved', { approve: 2, reject: 0 }, [ALICE, BOB]],
    );
    const open = await f.t.http.as('viewer').get(`${f.box()}/approvals/${other.body.chunk_id}/decisions`);
    assert.equal([open.body.proposal_status, open.body.tally.approve], ['open', 1]);
    assert.equal(
      f.t.eventsNamed('approval.quorum_met').map((e) => (e.data as any).chunk_id),
      [first.body.chunk_id],
    );
    assert.is(f.t.eventsNamed('approval.vote_cast').length, 3);

    const again = await as(f, ALICE).post(apply, documentA);
    assert.equal([again.status, again.body.votes], [202, 1], 'the decided document starts a new round when applied again');
    const rounds = await rows(f.t, 'SELECT round, status FROM approval_proposals WHERE chunk_id = ? ORDER BY round', [first.body.chunk_id]);
    assert.equal(rounds, [
      { round: 1, status: 'approved' },
      { round: 2, status: 'open' },
    ]);
  },
);

workflow('a policy write the gateway refuses gives the deciding apply vote back', async ({ f }) => {
  await setWorkflow(f, { required_votes: 2, voters: [ALICE, BOB] });
  const apply = `${f.box()}/policy/apply`;
  const document = {
    ...CREATE_TIME_POLICY,
    network_policies: { docs: { endpoints: [{ host: 'docs.example.com', port: 443 }], binaries: [{ path: '/usr/bin/curl' }] } },
  };
  assert.is((await as(f, ALICE).post(apply, document)).status, 202);
  f.sim.control.failNext('UpdateConfig', { code: 14, message: 'gateway restarting' });
  const refused = await as(f, BOB).post(apply, document);
  assert.is(refused.status, 503, refused.text);
  const retried = await as(f, BOB).post(apply, document);
  assert.is(retried.status, 200, retried.text);
  assert.is(f.t.eventsNamed('approval.quorum_met').length, 1);
});

workflow('an approval undone after quorum is voted on again in a new round', async ({ f }) => {
  await setWorkflow(f, { required_votes: 2, voters: [ALICE, BOB] });
  const id = deny(f, GITHUB);
  await as(f, ALICE).post(`${f.box()}/approvals/${id}/approve`);
  assert.is((await as(f, BOB).post(`${f.box()}/approvals/${id}/approve`)).status, 200);
  assert.is((await f.t.http.as('operator').post(`${f.box()}/approvals/${id}/undo`)).status, 200);
  const again = await as(f, ALICE).post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([again.status, again.body.votes], [202, 1], 'a fresh round: Alice may vote again');
  const record = await f.t.http.get(`${f.box()}/approvals/${id}/decisions`);
  assert.equal([record.body.proposal_status, record.body.votes.map((v: any) => v.voter)], ['open', [ALICE]]);
});

workflow.run();
