import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { activeRules, auditActions, deny, editUpstream, type Fixture, fixture, json, rows, ruleKey } from './helpers.ts';

const moves = suite<{ f: Fixture }>('approval moves');
moves.before.each(async (context) => {
  context.f = await fixture();
});
moves.after.each(async ({ f }) => {
  await f.close();
});

const GITHUB = { host: 'api.github.com', port: 443, binary: '/usr/bin/curl', method: 'GET', path: '/repos/acme/app' };
const PYPI = { host: 'pypi.org', port: 443, binary: '/usr/bin/pip' };
const POSTGRES = { host: 'db.example.com', port: 5432, binary: '/usr/bin/psql' };

function upstreamChunk(f: Fixture, id: string) {
  return (
    f.sim.control
      .state()
      .sandboxes.find((s) => s.name === 'box')!
      .chunks.find((c) => c.id === id) ?? null
  );
}

moves('approve at the gateway level: one upstream approval with the review token, the rule in the active policy, audited and announced once', async ({ f }) => {
  const id = deny(f, GITHUB);
  await f.t.http.as('viewer').get(`${f.gw}/approvals/pending`);
  f.sim.control.resetCalls();
  const approved = await f.t.http.as('operator').post(`${f.gw}/approvals/${id}/approve`);
  assert.is(approved.status, 200, approved.text);
  assert.equal([approved.body.status, approved.body.chunk_id, approved.body.sandbox, approved.body.chunk.status], ['approved', id, 'box', 'approved']);
  assert.ok(approved.body.policy_version >= 2);
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 1);
  assert.equal(await activeRules(f), { [ruleKey('api.github.com', 443)]: ['/usr/bin/curl'] });
  assert.is(upstreamChunk(f, id)!.status, 'approved');
  const audit = await auditActions(f.t);
  assert.equal(
    audit.map((row) => [row.action, row.outcome, row.actor, row.resource_id, row.detail.sandbox, row.detail.version]),
    [['approval.approve', 'succeeded', 'operator@test.local', id, 'box', approved.body.policy_version]],
  );
  const [intent] = await rows(f.t, "SELECT outcome, detail FROM audit_log WHERE action = 'approval.approve' ORDER BY id");
  assert.equal([intent!.outcome, json(intent!.detail).version], ['pending', undefined], 'the intent, before the call, knows no version yet');
  assert.is(f.t.eventsNamed('approval.approved').length, 1);
  assert.equal((f.t.eventsNamed('approval.approved')[0]!.data as any).chunk.status, 'approved');
  assert.is(f.t.eventsNamed('policy.updated').length, 1);
  const [row] = await rows(f.t, 'SELECT upstream_status, override FROM approval_chunks WHERE chunk_id = ?', [id]);
  assert.equal(row, { upstream_status: 'approved', override: null });

  const again = await f.t.http.as('operator').post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([again.status, again.body.code], [409, 'CHUNK_NOT_PENDING']);
  assert.is((await f.t.http.get(`${f.box()}/approvals/pending`)).body.total, 0);
});

moves(
  'after another approval changed the policy, the token the reviewer saw is refreshed by the gateway: fetched again, approved exactly once',
  async ({ f }) => {
    const github = deny(f, GITHUB);
    const pypi = deny(f, PYPI);
    const shown = (await f.t.http.as('viewer').get(`${f.box()}/approvals/pending`)).body.items;
    const seen = shown.find((c: any) => c.chunk_id === pypi).review_token;
    assert.is((await f.t.http.as('operator').post(`${f.box()}/approvals/${github}/approve`)).status, 200);
    f.sim.control.resetCalls();
    const approved = await f.t.http.as('operator').post(`${f.box()}/approvals/${pypi}/approve`, { review_token: seen });
    assert.is(approved.status, 200, approved.text);
    assert.is(f.sim.control.calls('ApproveDraftChunk'), 2, 'refused once (proposal inputs changed), then approved with the refreshed token');
    assert.is(upstreamChunk(f, pypi)!.status, 'approved');
    assert.equal(Object.keys(await activeRules(f)).sort(), [ruleKey('api.github.com', 443), ruleKey('pypi.org', 443)].sort());
    assert.equal(
      (await auditActions(f.t)).map((row) => [row.action, row.outcome, row.resource_id]),
      [
        ['approval.approve', 'succeeded', github],
        ['approval.approve', 'succeeded', pypi],
      ],
    );
  },
);

moves('the retries are bounded: a token refreshed on every attempt is refused after three; another refusal passes on at once', async ({ f }) => {
  const id = deny(f, GITHUB);
  f.sim.control.failNext('ApproveDraftChunk', { code: 9, message: 'proposal inputs changed; evaluation refreshed, refetch and review again', times: 3 });
  f.sim.control.resetCalls();
  const refused = await f.t.http.as('operator').post(`${f.box()}/approvals/${id}/approve`);
  assert.equal([refused.status, refused.body.code], [409, 'GATEWAY_PRECONDITION_FAILED']);
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 3, 'the first attempt and two retries');
  f.sim.control.failNext('ApproveDraftChunk', { code: 9, message: 'chunk status is weird' });
  const other = deny(f, PYPI);
  f.sim.control.resetCalls();
  const refusedAtOnce = await f.t.http.as('operator').post(`${f.box()}/approvals/${other}/approve`);
  assert.equal([refusedAtOnce.status, refusedAtOnce.body.code, f.sim.control.calls('ApproveDraftChunk')], [409, 'GATEWAY_PRECONDITION_FAILED', 1]);
  assert.is(f.t.eventsNamed('approval.approved').length, 0, 'a refused approval announces nothing');
  const approved = await f.t.http.as('operator').post(`${f.box()}/approvals/${id}/approve`);
  assert.is(approved.status, 200, approved.text);
});

moves('a chunk that changed since the reviewer saw it is 409 CHUNK_CHANGED with the chunk as it is now; nothing is approved', async ({ f }) => {
  const id = deny(f, GITHUB);
  const seen = (await f.t.http.get(`${f.box()}/approvals/pending`)).body.items[0].review_token;
  const narrower = {
    name: 'narrower',
    endpoints: [{ host: 'api.github.com', port: 443, protocol: 'rest', enforcement: 'enforce', rules: [{ allow: { method: 'GET', path: '/repos/acme/**' } }] }],
    binaries: [{ path: '/usr/bin/curl' }],
  };
  await editUpstream(f, id, narrower);
  f.sim.control.resetCalls();
  for (const [move, body] of [
    ['approve', { review_token: seen }],
    ['edit', { rule: narrower, review_token: seen }],
  ] as const) {
    const changed = await f.t.http.as('operator').post(`${f.box()}/approvals/${id}/${move}`, body);
    assert.equal(
      [changed.status, changed.body.code, changed.body.chunk.chunk_id, changed.body.chunk.path],
      [409, 'CHUNK_CHANGED', id, '/repos/acme/**'],
      changed.text,
    );
    assert.match(changed.body.detail, /re-evaluated by the gateway since it was loaded/);
  }
  assert.equal([f.sim.control.calls('ApproveDraftChunk'), f.sim.control.calls('EditDraftChunk')], [0, 0]);
  assert.equal(await auditActions(f.t), [], 'refused before any gateway write');
  const bad = await f.t.http.as('operator').post(`${f.box()}/approvals/${id}/approve`, { review_token: '' });
  assert.equal([bad.status, bad.body.errors[0].path], [400, 'body.review_token']);
  const current = (await f.t.http.get(`${f.box()}/approvals/pending`)).body.items[0].review_token;
  const approved = await f.t.http.as('operator').post(`${f.box()}/approvals/${id}/approve`, { review_token: current });
  assert.equal([approved.status, approved.body.chunk.path], [200, '/repos/acme/**']);
});

moves('reject with a reason rejects upstream; edit approves the edited rule', async ({ f }) => {
  const rejected = deny(f, PYPI);
  const edited = deny(f, GITHUB);
  const refusal = await f.t.http.as('operator').post(`${f.box()}/approvals/${rejected}/reject`, { reason: 'use the internal mirror' });
  assert.is(refusal.status, 200, refusal.text);
  assert.equal([refusal.body.status, refusal.body.chunk.status, refusal.body.chunk.rejection_reason], ['rejected', 'rejected', 'use the internal mirror']);
  assert.is(upstreamChunk(f, rejected)!.status, 'rejected');
  const history = await f.t.http.as('viewer').get(`${f.box()}/approvals/history`);
  assert.ok(history.body.items.some((e: any) => e.chunk_id === rejected && e.event_type === 'rejected' && e.description.includes('use the internal mirror')));
  assert.equal((f.t.eventsNamed('approval.rejected')[0]!.data as any).reason, 'use the internal mirror');

  const rule = {
    name: 'github read-only',
    endpoints: [{ host: 'api.github.com', port: 443, protocol: 'rest', enforcement: 'enforce', rules: [{ allow: { method: 'GET', path: '/repos/acme/**' } }] }],
    binaries: [{ path: '/usr/bin/curl' }],
  };
  const badRule = await f.t.http.as('operator').post(`${f.box()}/approvals/${edited}/edit`, { rule: { endpoints: [] } });
  assert.equal([badRule.status, badRule.body.errors.map((e: any) => e.path)], [400, ['body.rule.endpoints']]);
  f.sim.control.resetCalls();
  const edit = await f.t.http.as('operator').post(`${f.gw}/approvals/${edited}/edit`, { rule }, { query: { sandbox: 'box' } });
  assert.is(edit.status, 200, edit.text);
  assert.equal([edit.body.status, edit.body.chunk.status, edit.body.chunk.path], ['approved', 'approved', '/repos/acme/**']);
  assert.equal([f.sim.control.calls('EditDraftChunk'), f.sim.control.calls('ApproveDraftChunk')], [1, 1]);
  const policy = await f.t.http.get(`${f.box()}/policy`);
  assert.equal(policy.body.policy.network_policies[ruleKey('api.github.com', 443)].endpoints[0].rules, [{ allow: { method: 'GET', path: '/repos/acme/**' } }]);
  assert.equal(
    (await auditActions(f.t)).map((row) => row.action),
    ['approval.reject', 'approval.edit'],
  );
  assert.equal((f.t.eventsNamed('approval.approved')[0]!.data as any).edited, true);
});

moves('undo of an approval: pending again upstream and the rule gone; undo of a rejection: pending here, approvable later', async ({ f }) => {
  const id = deny(f, GITHUB);
  await f.t.http.as('operator').post(`${f.box()}/approvals/${id}/approve`);
  const nothing = await f.t.http.as('operator').post(`${f.box()}/approvals/${deny(f, PYPI)}/undo`);
  assert.equal([nothing.status, nothing.body.code], [409, 'NOTHING_TO_UNDO']);
  const undone = await f.t.http.as('operator').post(`${f.box()}/approvals/${id}/undo`);
  assert.is(undone.status, 200, undone.text);
  assert.equal([undone.body.status, undone.body.chunk.status, undone.body.chunk.upstream_status], ['pending', 'pending', undefined]);
  assert.is(upstreamChunk(f, id)!.status, 'pending');
  assert.ok(!(await activeRules(f))[ruleKey('api.github.com', 443)]?.includes('/usr/bin/curl'), 'the approved binary is gone from the policy');
  assert.ok((await f.t.http.get(`${f.box()}/approvals/pending`)).body.items.some((c: any) => c.chunk_id === id));

  const rejected = await f.t.http.as('operator').post(`${f.box()}/approvals/${id}/reject`, { reason: 'not now' });
  assert.is(rejected.status, 200);
  f.sim.control.resetCalls();
  const reopened = await f.t.http.as('operator').post(`${f.gw}/approvals/${id}/undo`);
  assert.is(reopened.status, 200, reopened.text);
  assert.equal(
    [reopened.body.status, reopened.body.chunk.status, reopened.body.chunk.upstream_status, reopened.body.chunk.rejection_reason],
    ['pending', 'pending', 'rejected', 'not now'],
  );
  assert.is(f.sim.control.calls('UndoDraftChunk') + f.sim.control.calls('RejectDraftChunk') + f.sim.control.calls('ApproveDraftChunk'), 0, 'nothing upstream');
  assert.is(upstreamChunk(f, id)!.status, 'rejected', 'the gateway keeps its rejection');
  const inbox = await f.t.http.get(`${f.box()}/approvals/pending`);
  const shown = inbox.body.items.find((c: any) => c.chunk_id === id);
  assert.equal([shown.status, shown.upstream_status], ['pending', 'rejected']);
  const [row] = await rows(f.t, 'SELECT upstream_status, override FROM approval_chunks WHERE chunk_id = ?', [id]);
  assert.equal(row, { upstream_status: 'rejected', override: 'reopened' });

  const approvedLater = await f.t.http.as('operator').post(`${f.box()}/approvals/${id}/approve`);
  assert.is(approvedLater.status, 200, approvedLater.text);
  assert.is(upstreamChunk(f, id)!.status, 'approved');
  assert.equal((await activeRules(f))[ruleKey('api.github.com', 443)], ['/usr/bin/curl']);
  assert.equal(
    (await auditActions(f.t)).map((r) => [r.action, r.detail.undone ?? null]),
    [
      ['approval.approve', null],
      ['approval.undo', 'approval'],
      ['approval.reject', null],
      ['approval.undo', 'rejection'],
      ['approval.approve', null],
    ],
  );
  assert.equal(
    f.t.eventsNamed('approval.undone').map((e) => (e.data as any).undone),
    ['approval', 'rejection'],
  );
});

moves('clear dismisses every pending chunk, keeping a snapshot of each, then clears upstream', async ({ f }) => {
  const first = deny(f, GITHUB);
  const second = deny(f, PYPI);
  f.sim.control.resetCalls();
  const cleared = await f.t.http.as('operator').post(`${f.gw}/approvals/clear`, { sandbox: 'box' });
  assert.is(cleared.status, 200, cleared.text);
  assert.equal([cleared.body.chunks_cleared, [...cleared.body.chunk_ids].sort()], [2, [first, second].sort()]);
  assert.is(f.sim.control.calls('ClearDraftChunks'), 1);
  assert.is(f.sim.control.state().sandboxes.find((s) => s.name === 'box')!.chunks.length, 0, 'the gateway deleted them');
  assert.is((await f.t.http.get(`${f.box()}/approvals/pending`)).body.total, 0);
  const stored = await rows(f.t, 'SELECT chunk_id, override, snapshot FROM approval_chunks ORDER BY chunk_id');
  assert.equal(
    stored.map((row) => [row.chunk_id, row.override, json(row.snapshot).binary]).sort(),
    [
      [first, 'dismissed', '/usr/bin/curl'],
      [second, 'dismissed', '/usr/bin/pip'],
    ].sort(),
  );
  const history = await f.t.http.as('viewer').get(`${f.box()}/approvals/history`);
  const dismissed = history.body.items.filter((e: any) => e.event_type === 'dismissed');
  assert.equal(
    dismissed.map((e: any) => [e.chunk_id, e.chunk.status, e.chunk.endpoint.host]).sort(),
    [
      [first, 'dismissed', 'api.github.com'],
      [second, 'dismissed', 'pypi.org'],
    ].sort(),
  );
  const audit = await auditActions(f.t);
  assert.equal(
    audit.map((row) => [row.action, row.detail.chunks_cleared]),
    [['approval.clear', 2]],
  );
  assert.is(f.t.eventsNamed('approval.cleared').length, 1);
  const gone = await f.t.http.as('operator').post(`${f.box()}/approvals/${first}/approve`);
  assert.equal([gone.status, gone.body.code], [404, 'CHUNK_NOT_FOUND']);
});

moves('a refused clear takes the dismissals back', async ({ f }) => {
  const id = deny(f, GITHUB);
  f.sim.control.failNext('ClearDraftChunks', { code: 14, message: 'gateway restarting' });
  const refused = await f.t.http.as('operator').post(`${f.box()}/approvals/clear`);
  assert.equal([refused.status, refused.body.code], [503, 'GATEWAY_UNAVAILABLE']);
  const [row] = await rows(f.t, 'SELECT override FROM approval_chunks WHERE chunk_id = ?', [id]);
  assert.equal(row, { override: null });
  assert.is((await f.t.http.get(`${f.box()}/approvals/pending`)).body.total, 1);
  assert.equal(
    (await auditActions(f.t)).map((row) => [row.action, row.outcome, row.detail.error]),
    [['approval.clear', 'unknown', 'GATEWAY_UNAVAILABLE']],
    'on record: the gateway did not answer, so whether it cleared is unknown',
  );
});

moves(
  'approve-all approves every unflagged pending chunk as one revision, reports flagged ones, and approves them when asked even after the policy changed',
  async ({ f }) => {
    const github = deny(f, GITHUB);
    const pypi = deny(f, PYPI);
    const postgres = deny(f, POSTGRES);
    f.sim.control.resetCalls();
    const all = await f.t.http.as('operator').post(`${f.gw}/approvals/approve-all`, { sandbox: 'box' });
    assert.is(all.status, 200, all.text);
    assert.equal([all.body.chunks_approved, all.body.chunks_skipped, [...all.body.approved].sort()], [2, 1, [github, pypi].sort()]);
    assert.equal(all.body.skipped, [
      { chunk_id: postgres, reason: 'security_flagged', message: 'it is security-flagged; approve it with include_security_flagged' },
    ]);
    assert.ok(all.body.policy_version >= 2);
    assert.is(f.sim.control.calls('ApproveAllDraftChunks'), 1);
    assert.is(upstreamChunk(f, postgres)!.status, 'pending');
    assert.equal(Object.keys(await activeRules(f)).sort(), [ruleKey('api.github.com', 443), ruleKey('pypi.org', 443)].sort());
    assert.is(f.t.eventsNamed('approval.approved').length, 2);

    // The first approve-all changed the policy: the gateway refreshes the flagged chunk's evaluation and skips it once.
    const flagged = await f.t.http.as('operator').post(`${f.box()}/approvals/approve-all`, { include_security_flagged: true });
    assert.is(flagged.status, 200, flagged.text);
    assert.equal([flagged.body.chunks_approved, flagged.body.approved, flagged.body.skipped], [1, [postgres], []]);
    assert.is(f.sim.control.calls('ApproveAllDraftChunks'), 3, 'skipped as stale, fetched again, sent again');
    assert.is(upstreamChunk(f, postgres)!.status, 'approved');
    const empty = await f.t.http.as('operator').post(`${f.box()}/approvals/approve-all`);
    assert.equal([empty.status, empty.body.chunks_approved, empty.body.policy_version], [200, 0, 0]);
    assert.is(f.sim.control.calls('ApproveAllDraftChunks'), 3, 'nothing pending: nothing sent');
    const audit = await auditActions(f.t);
    assert.equal(
      audit.map((row) => [row.action, row.detail.chunks_approved, row.detail.include_security_flagged]),
      [
        ['approval.approve_all', 2, false],
        ['approval.approve_all', 1, true],
        ['approval.approve_all', 0, false],
      ],
    );
    assert.equal(
      audit[0]!.detail.skipped.map((item: any) => item.reason),
      ['security_flagged'],
    );
    const badBody = await f.t.http.as('operator').post(`${f.gw}/approvals/approve-all`, { sandbox: 'box', include_security_flagged: 'yes' });
    assert.equal([badBody.status, badBody.body.errors.map((e: any) => e.path)], [400, ['body.include_security_flagged']]);
  },
);

moves('approve-all also approves rejections re-opened here (one by one, as the gateway has them rejected)', async ({ f }) => {
  const github = deny(f, GITHUB);
  const pypi = deny(f, PYPI);
  await f.t.http.as('operator').post(`${f.box()}/approvals/${github}/reject`, { reason: 'not yet' });
  assert.is((await f.t.http.as('operator').post(`${f.box()}/approvals/${github}/undo`)).status, 200);
  assert.equal((await f.t.http.get(`${f.box()}/approvals/pending`)).body.items.map((c: any) => c.chunk_id).sort(), [github, pypi].sort());
  f.sim.control.resetCalls();
  const all = await f.t.http.as('operator').post(`${f.box()}/approvals/approve-all`);
  assert.is(all.status, 200, all.text);
  assert.equal([[...all.body.approved].sort(), all.body.skipped], [[github, pypi].sort(), []]);
  assert.equal(
    [f.sim.control.calls('ApproveAllDraftChunks'), f.sim.control.calls('ApproveDraftChunk')],
    [1, 2],
    'the pending one in the bulk call; the re-opened one on its own, refused once because the bulk approval changed the policy, then approved',
  );
  assert.equal([upstreamChunk(f, github)!.status, upstreamChunk(f, pypi)!.status], ['approved', 'approved']);
  const [row] = await rows(f.t, 'SELECT upstream_status, override FROM approval_chunks WHERE chunk_id = ?', [github]);
  assert.equal(row, { upstream_status: 'approved', override: null });
  assert.is((await f.t.http.get(`${f.box()}/approvals/pending`)).body.total, 0);
});

moves('approve-all with a list approves exactly the chunks listed, as they were reviewed, and says why others were left out', async ({ f }) => {
  const github = deny(f, GITHUB);
  const pypi = deny(f, PYPI);
  const other = deny(f, { host: 'registry.npmjs.org', port: 443, binary: '/usr/bin/node' });
  const tokens = Object.fromEntries((await f.t.http.get(`${f.box()}/approvals/pending`)).body.items.map((c: any) => [c.chunk_id, c.review_token]));
  await editUpstream(f, other, { endpoints: [{ host: 'registry.npmjs.org', port: 443 }], binaries: [{ path: '/usr/bin/npm' }] });
  f.sim.control.resetCalls();
  const listed = await f.t.http.as('operator').post(`${f.gw}/approvals/approve-all`, {
    sandbox: 'box',
    approvals: [
      { chunk_id: pypi, review_token: tokens[pypi] },
      { chunk_id: other, review_token: tokens[other] },
      { chunk_id: 'no-such-chunk', review_token: 'x' },
    ],
  });
  assert.is(listed.status, 200, listed.text);
  assert.equal(
    [listed.body.approved, listed.body.skipped.map((item: any) => [item.chunk_id, item.reason])],
    [
      [pypi],
      [
        [other, 'chunk_changed'],
        ['no-such-chunk', 'not_found'],
      ],
    ],
  );
  assert.equal([upstreamChunk(f, github)!.status, upstreamChunk(f, other)!.status], ['pending', 'pending'], 'what was not listed, or changed, stays pending');
  const again = await f.t.http.as('operator').post(`${f.box()}/approvals/approve-all`, { approvals: [{ chunk_id: pypi, review_token: tokens[pypi] }] });
  assert.equal(
    again.body.skipped.map((item: any) => [item.chunk_id, item.reason, item.message]),
    [[pypi, 'not_pending', 'it is approved now']],
  );
  assert.is(f.sim.control.calls('ApproveAllDraftChunks'), 1);
});

moves('while the sandbox is pinned every move answers 423 policy_locked, before its body is read, and nothing reaches the gateway', async ({ f }) => {
  const id = deny(f, GITHUB);
  await f.t.http.get(`${f.gw}/approvals/pending`);
  const pinned = await f.t.http.as('operator').post(`${f.box()}/policy/pin`, { reason: 'incident review' });
  assert.is(pinned.status, 201, pinned.text);
  f.sim.control.resetCalls();
  const attempts: Array<[string, unknown]> = [
    [`${f.gw}/approvals/${id}/approve`, undefined],
    [`${f.box()}/approvals/${id}/approve`, undefined],
    [`${f.gw}/approvals/${id}/reject`, { reason: 'no' }],
    [`${f.box()}/approvals/${id}/reject`, { nonsense: 1 }],
    [`${f.gw}/approvals/${id}/edit`, { rule: {} }],
    [`${f.box()}/approvals/${id}/edit`, { rule: {} }],
    [`${f.gw}/approvals/${id}/undo`, undefined],
    [`${f.box()}/approvals/${id}/undo`, undefined],
    [`${f.gw}/approvals/approve-all`, { sandbox: 'box', include_security_flagged: true }],
    [`${f.box()}/approvals/approve-all`, { include_security_flagged: 'x' }],
    [`${f.gw}/approvals/clear`, { sandbox: 'box' }],
    [`${f.box()}/approvals/clear`, undefined],
  ];
  for (const [path, body] of attempts) {
    const response = await f.t.http.as('operator').post(path, body);
    assert.equal([response.status, response.body.code], [423, 'policy_locked'], `${path}: ${response.text}`);
  }
  const writes = ['ApproveDraftChunk', 'RejectDraftChunk', 'EditDraftChunk', 'UndoDraftChunk', 'ApproveAllDraftChunks', 'ClearDraftChunks', 'GetDraftPolicy'];
  assert.equal(
    writes.map((rpc) => f.sim.control.calls(rpc)),
    writes.map(() => 0),
  );
  assert.is((await f.t.http.as('viewer').get(`${f.box()}/approvals/pending`)).status, 200, 'reads keep working');
  assert.equal(await auditActions(f.t), []);
});

moves.run();
