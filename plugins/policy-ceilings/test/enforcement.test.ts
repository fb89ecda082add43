// Every path that can widen a sandbox's network access is judged against the ceiling before anything reaches the
// gateway: PUT policy, apply (and its dry run), network rules, presets, approve, edit, approve-all (chunk by chunk),
// quorum votes; refusals are 409 POLICY_CEILING_EXCEEDED with a concrete counterexample and no policy-changing RPC.

import { jsonColumn } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  activeRules,
  auditOf,
  CEILING,
  ceilingFixture,
  deny,
  type Fixture,
  GITHUB_RULE,
  NO_WRITES,
  PYPI_RULE,
  plainRule,
  putCeiling,
  rows,
  ruleKey,
  writeCalls,
} from './helpers.ts';

const GITHUB = { host: 'api.github.com', port: 443, binary: '/usr/bin/curl', method: 'GET', path: '/repos/acme/app' };
const PYPI = { host: 'pypi.org', port: 443, binary: '/usr/bin/pip' };
const EVIL = { host: 'exfil.example.net', port: 443, binary: '/usr/bin/curl' };

function refusedWith(response: { status: number; body: any; text: string }, host: string): Record<string, unknown> {
  assert.is(response.status, 409, response.text);
  assert.is(response.body.code, 'POLICY_CEILING_EXCEEDED');
  assert.is(response.body.counterexample.host, host);
  assert.equal(response.body.counterexamples[0], response.body.counterexample);
  assert.match(response.body.detail, host);
  assert.match(response.body.detail, /Nothing was sent to the gateway/);
  return response.body.counterexample;
}

const writes = suite<{ f: Fixture }>('policy writes under a ceiling');
writes.before.each(async (context) => {
  context.f = await ceilingFixture();
  await putCeiling(context.f, { github: GITHUB_RULE, pypi: PYPI_RULE });
  context.f.sim.control.resetCalls();
});
writes.after.each(async ({ f }) => {
  await f.close();
});

writes('PUT policy: within is written; wider is 409 with the request that escapes, nothing sent, nothing audited', async ({ f }) => {
  const within = await f.t.http
    .as('operator')
    .put(`${f.box()}/policy`, { network_policies: { gh: plainRule('api.github.com'), files: plainRule('raw.githubusercontent.com', '/usr/local/bin/git') } });
  assert.is(within.status, 200, within.text);
  assert.is(f.sim.control.calls('UpdateConfig'), 1);
  f.sim.control.resetCalls();
  const wider = await f.t.http
    .as('operator')
    .put(`${f.box()}/policy`, { network_policies: { gh: plainRule('api.github.com'), out: plainRule('*.example.net') } });
  const example = refusedWith(wider, 'a.example.net');
  assert.equal(example, {
    rule: 'out',
    host: 'a.example.net',
    port: 443,
    binary: '/usr/bin/curl',
    private_address: null,
    method: null,
    path: null,
    ceiling: null,
    source: 'change',
  });
  assert.equal(writeCalls(f.sim), NO_WRITES);
  assert.equal((await auditOf(f.t, 'policy.replace')).length, 2, 'the intent and outcome of the first PUT only');
  assert.equal(Object.keys(await activeRules(f)).sort(), ['files', 'gh']);
});

writes('a binary the ceiling does not pair with the host is refused: the counterexample names it', async ({ f }) => {
  const response = await f.t.http.as('operator').post(`${f.box()}/policy/network-rules`, { key: 'pypi-by-curl', rule: plainRule('pypi.org', '/usr/bin/curl') });
  const example = refusedWith(response, 'pypi.org');
  assert.equal([example.binary, example.rule], ['/usr/bin/curl', 'pypi-by-curl']);
  assert.equal(writeCalls(f.sim), NO_WRITES);
  const within = await f.t.http.as('operator').post(`${f.box()}/policy/network-rules`, { key: 'pypi', rule: plainRule('pypi.org', '/usr/bin/python3.12') });
  assert.is(within.status, 201, within.text);
});

writes('L7 rules: a ceiling that allows only GET on a path bounds methods and paths', async ({ f }) => {
  await putCeiling(f, {
    api: {
      endpoints: [{ host: 'api.github.com', port: 443, protocol: 'rest', rules: [{ allow: { method: 'GET', path: '/repos/acme/*' } }] }],
      binaries: [{ path: '/usr/bin/curl' }],
    },
  });
  const rest = (method: string, path: string) => ({
    endpoints: [{ host: 'api.github.com', port: 443, protocol: 'rest', rules: [{ allow: { method, path } }] }],
    binaries: [{ path: '/usr/bin/curl' }],
  });
  assert.is((await f.t.http.as('operator').post(`${f.box()}/policy/network-rules`, { key: 'read', rule: rest('GET', '/repos/acme/app') })).status, 201);
  const post = refusedWith(
    await f.t.http.as('operator').post(`${f.box()}/policy/network-rules`, { key: 'write', rule: rest('POST', '/repos/acme/app') }),
    'api.github.com',
  );
  assert.equal([post.method, post.path], ['POST', '/repos/acme/app']);
  const deeper = refusedWith(
    await f.t.http.as('operator').post(`${f.box()}/policy/network-rules`, { key: 'deep', rule: rest('GET', '/repos/acme/**') }),
    'api.github.com',
  );
  assert.equal([deeper.method, deeper.path], ['GET', '/repos/acme/a/']);
  const l4 = refusedWith(
    await f.t.http.as('operator').post(`${f.box()}/policy/network-rules`, { key: 'l4', rule: plainRule('api.github.com') }),
    'api.github.com',
  );
  assert.equal([l4.method, l4.path], [null, null], 'an uninspected connection is more than GET');
});

writes(
  'apply: a dry run reports the ceiling verdict and writes nothing; the apply itself is refused; merge is judged with the rules in force',
  async ({ f }) => {
    const document = { network_policies: { out: plainRule('exfil.example.net') } };
    const dry = await f.t.http.as('operator').post(`${f.box()}/policy/apply?dry_run=true`, document);
    assert.is(dry.status, 200, dry.text);
    assert.equal([dry.body.dry_run, dry.body.ceiling.within, dry.body.ceiling.ceilings], [true, false, [null]]);
    assert.is(dry.body.ceiling.counterexamples[0].host, 'exfil.example.net');
    const fine = await f.t.http.as('operator').post(`${f.box()}/policy/apply?dry_run=true`, { network_policies: { gh: plainRule('api.github.com') } });
    assert.equal(fine.body.ceiling, { within: true, counterexamples: [], ceilings: [null] });
    refusedWith(await f.t.http.as('operator').post(`${f.box()}/policy/apply`, document), 'exfil.example.net');
    refusedWith(await f.t.http.as('operator').post(`${f.box()}/policy/apply?mode=merge`, document), 'exfil.example.net');
    assert.equal(writeCalls(f.sim), NO_WRITES);
    const applied = await f.t.http.as('operator').post(`${f.box()}/policy/apply?mode=merge`, { network_policies: { gh: plainRule('api.github.com') } });
    assert.is(applied.status, 200, applied.text);
    assert.equal(await auditOf(f.t, 'policy.apply').then((found) => found.map((row) => row.outcome)), ['pending', 'succeeded']);
  },
);

writes(
  'presets: one the ceiling does not cover is refused with its first escaping request; a create with it fails its operation, nothing merged',
  async ({ f }) => {
    const npm = await f.t.http.as('operator').post(`${f.box()}/policy/presets/npm`);
    const example = refusedWith(npm, 'registry.npmjs.org');
    assert.is(example.rule, 'preset-npm');
    assert.equal(writeCalls(f.sim), NO_WRITES);
    assert.equal(await rows(f.t, 'SELECT preset FROM policy_preset_applications'), []);

    const created = await f.t.http.as('operator').post('/api/gateways/gw/sandboxes', { name: 'web-1', presets: ['npm'] });
    assert.is(created.status, 202, created.text);
    const operation = await pollOperation(f, created.body.operation_id);
    assert.equal([operation.status, operation.error?.code], ['failed', 'PRESET_APPLY_FAILED']);
    assert.match(operation.error.message, /registry\.npmjs\.org/);
    assert.is(f.sim.control.calls('UpdateConfig'), 0, 'the sandbox runs, but no preset was merged');
  },
);

writes('a ceiling for a label selector binds only sandboxes with those labels, on top of the gateway-wide one', async ({ f }) => {
  f.sim.control.seedSandbox({ name: 'other', policy: { version: 1, network_policies: {} } });
  await putCeiling(f, { github: { endpoints: [{ host: 'api.github.com', port: 443 }], binaries: [{ path: '/usr/bin/curl' }] } }, 'team:ml');
  assert.is((await f.t.http.as('operator').patch(`${f.box()}`, { labels: { team: 'ml' } })).status, 200);
  const bound = await f.t.http.as('operator').post(`${f.box()}/policy/network-rules`, { key: 'pypi', rule: plainRule('pypi.org', '/usr/bin/pip') });
  const example = refusedWith(bound, 'pypi.org');
  assert.is(example.ceiling, 'team:ml');
  assert.match(bound.body.detail, /for sandboxes team:ml/);
  assert.equal(bound.body.ceilings, [null, 'team:ml']);
  const free = await f.t.http
    .as('operator')
    .post('/api/gateways/gw/sandboxes/other/policy/network-rules', { key: 'pypi', rule: plainRule('pypi.org', '/usr/bin/pip') });
  assert.is(free.status, 201, free.text);
  refusedWith(
    await f.t.http.as('operator').post('/api/gateways/gw/sandboxes/other/policy/network-rules', { key: 'out', rule: plainRule('exfil.example.net') }),
    'exfil.example.net',
  );
});

writes('the check endpoint judges a document without storing or sending anything', async ({ f }) => {
  const document = { network_policies: { gh: plainRule('api.github.com'), out: plainRule('*.example.net') } };
  const check = await f.t.http.as('viewer').post(`${CEILING}/check`, document);
  assert.is(check.status, 200, check.text);
  assert.equal(
    [check.body.within, check.body.ceilings, check.body.counterexamples.map((c: any) => [c.rule, c.host])],
    [false, [null], [['out', 'a.example.net']]],
  );
  const yaml = await f.t.http.as('viewer').request('POST', `${CEILING}/check`, {
    raw: 'network_policies:\n  gh: { endpoints: [{ host: api.github.com, port: 443 }], binaries: [{ path: /usr/bin/curl }] }\n',
    headers: { 'content-type': 'application/yaml' },
  });
  assert.equal([yaml.status, yaml.body.within], [200, true]);
  await putCeiling(f, { none: { endpoints: [{ host: 'nothing.example.com', port: 443 }] } }, 'team:ml');
  const selected = await f.t.http.as('viewer').post(`${CEILING}/check?sandbox_selector=team:ml`, { network_policies: { gh: plainRule('api.github.com') } });
  assert.equal([selected.body.within, selected.body.ceilings], [false, ['team:ml']]);
  const unbound = await f.t.http.as('viewer').post(`${CEILING}/check?sandbox=box`, { network_policies: { gh: plainRule('api.github.com') } });
  assert.equal([unbound.body.within, unbound.body.ceilings], [true, [null]], 'box has no team label');
  assert.is((await f.t.http.as('viewer').post(`${CEILING}/check?sandbox_selector=team:x`, document)).body.code, 'POLICY_CEILING_NOT_FOUND');
  assert.is((await f.t.http.as('viewer').post(`${CEILING}/check?sandbox=box&sandbox_selector=team:ml`, document)).status, 400);
  assert.is((await f.t.http.as('viewer').post(`${CEILING}/check`, { network_policies: { bad: { endpoints: [] } } })).status, 400);
  assert.equal(writeCalls(f.sim), NO_WRITES);
});

writes('patterns too intricate to decide within the budget are refused 422 POLICY_CEILING_UNDECIDED; nothing sent', async ({ f }) => {
  const stars = (letter: string) => ({
    endpoints: [{ host: 'api.github.com', port: 443, protocol: 'rest', rules: [{ allow: { method: 'GET', path: `/${`*${letter}`.repeat(2000)}` } }] }],
    binaries: [{ path: '/usr/bin/curl' }],
  });
  await putCeiling(f, { stars: stars('b') });
  const response = await f.t.http.as('operator').post(`${f.box()}/policy/network-rules`, { key: 'stars', rule: stars('a') });
  assert.equal([response.status, response.body.code], [422, 'POLICY_CEILING_UNDECIDED'], response.text);
  assert.equal(writeCalls(f.sim), NO_WRITES);
  const check = await f.t.http.as('viewer').post(`${CEILING}/check`, { network_policies: { stars: stars('a') } });
  assert.equal([check.status, check.body.code], [422, 'POLICY_CEILING_UNDECIDED']);
});

async function pollOperation(f: Fixture, id: string): Promise<Record<string, any>> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const operation = (await f.t.http.get(`/api/operations/${id}`)).body;
    if (operation.status === 'succeeded' || operation.status === 'failed') return operation;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`operation ${id} did not finish`);
}

const approvals = suite<{ f: Fixture }>('approvals under a ceiling');
approvals.before.each(async (context) => {
  context.f = await ceilingFixture();
  await putCeiling(context.f, { github: GITHUB_RULE, pypi: PYPI_RULE });
});
approvals.after.each(async ({ f }) => {
  await f.close();
});

approvals('approve: a chunk outside is 409 with its counterexample, the chunk stays pending, no approval is sent or audited', async ({ f }) => {
  const evil = deny(f, EVIL);
  f.sim.control.resetCalls();
  const refused = await f.t.http.as('operator').post(`${f.gw}/approvals/${evil}/approve?sandbox=box`);
  const example = refusedWith(refused, 'exfil.example.net');
  assert.equal([example.binary, example.rule, example.source], ['/usr/bin/curl', ruleKey('exfil.example.net', 443), 'change']);
  assert.equal(writeCalls(f.sim), NO_WRITES);
  assert.is((await f.t.http.get(`${f.box()}/approvals/pending`)).body.items[0].chunk_id, evil);
  assert.equal(await auditOf(f.t, 'approval.'), []);
  const github = deny(f, GITHUB);
  const approved = await f.t.http.as('operator').post(`${f.box()}/approvals/${github}/approve`);
  assert.is(approved.status, 200, approved.text);
});

approvals('edit then approve: an edit that widens is refused before EditDraftChunk; a narrowing edit goes through', async ({ f }) => {
  const id = deny(f, GITHUB);
  f.sim.control.resetCalls();
  const wider = { endpoints: [{ host: '*.github.com', port: 443 }], binaries: [{ path: '/usr/bin/curl' }] };
  const refused = await f.t.http.as('operator').post(`${f.box()}/approvals/${id}/edit`, { rule: wider });
  const example = refusedWith(refused, 'a.github.com');
  assert.is(example.rule, ruleKey('api.github.com', 443));
  assert.equal(writeCalls(f.sim), NO_WRITES);
  const narrower = {
    endpoints: [{ host: 'api.github.com', port: 443, protocol: 'rest', enforcement: 'enforce', rules: [{ allow: { method: 'GET', path: '/repos/acme/**' } }] }],
    binaries: [{ path: '/usr/bin/curl' }],
  };
  const edited = await f.t.http.as('operator').post(`${f.box()}/approvals/${id}/edit`, { rule: narrower });
  assert.is(edited.status, 200, edited.text);
  assert.equal([f.sim.control.calls('EditDraftChunk'), f.sim.control.calls('ApproveDraftChunk')], [1, 1]);
});

approvals('approve-all with a mixed inbox: chunks inside are approved together, the one outside is skipped with its counterexample', async ({ f }) => {
  const github = deny(f, GITHUB);
  const evil = deny(f, EVIL);
  const pypi = deny(f, PYPI);
  f.sim.control.resetCalls();
  const response = await f.t.http.as('operator').post(`${f.box()}/approvals/approve-all`);
  assert.is(response.status, 200, response.text);
  assert.equal(response.body.approved.sort(), [github, pypi].sort());
  assert.is(response.body.skipped.length, 1);
  const [skipped] = response.body.skipped;
  assert.equal(
    [skipped.chunk_id, skipped.reason, skipped.problem.code, skipped.problem.counterexample.host],
    [evil, 'policy_check', 'POLICY_CEILING_EXCEEDED', 'exfil.example.net'],
  );
  assert.match(skipped.message, /exfil\.example\.net/);
  assert.is(f.sim.control.calls('ApproveAllDraftChunks'), 1);
  assert.is(f.sim.control.calls('ApproveDraftChunk'), 0);
  assert.equal(Object.keys(await activeRules(f)).sort(), [ruleKey('api.github.com', 443), ruleKey('pypi.org', 443)].sort());
  const pending = (await f.t.http.get(`${f.box()}/approvals/pending`)).body.items.map((chunk: { chunk_id: string }) => chunk.chunk_id);
  assert.equal(pending, [evil]);
  const [audit] = await rows<{ detail: unknown }>(f.t, "SELECT detail FROM audit_log WHERE action = 'approval.approve_all' AND outcome = 'succeeded'");
  assert.equal(
    jsonColumn(audit!.detail).skipped.map((item: { reason: string }) => item.reason),
    ['policy_check'],
  );
});

approvals('approve-all where nothing is within sends nothing', async ({ f }) => {
  const evil = deny(f, EVIL);
  f.sim.control.resetCalls();
  const response = await f.t.http.as('operator').post(`${f.box()}/approvals/approve-all`);
  assert.equal([response.status, response.body.approved, response.body.skipped.map((item: { chunk_id: string }) => item.chunk_id)], [200, [], [evil]]);
  assert.equal(writeCalls(f.sim), NO_WRITES);
});

const quorum = suite<{ f: Fixture }>('quorum votes under a ceiling');
quorum.before.each(async (context) => {
  context.f = await ceilingFixture({ before: ['users'], after: ['approvals-quorum'], env: { SERVICE_AUTH_PASSWORD_HASH_COST: '10' } });
  await putCeiling(context.f, { github: GITHUB_RULE });
  const workflow = await context.f.t.http.put(`${context.f.box()}/approval-workflow`, {
    required_votes: 2,
    voters: ['alice@example.test', 'bob@example.test'],
  });
  assert.is(workflow.status, 201, workflow.text);
});
quorum.after.each(async ({ f }) => {
  await f.close();
});

const voter = (f: Fixture, email: string) => f.t.http.as({ role: 'operator', name: email, id: `test:${email}`, type: 'user' });

quorum('a proposal outside the ceiling cannot be voted through: every vote is refused and none is recorded', async ({ f }) => {
  const evil = deny(f, EVIL);
  f.sim.control.resetCalls();
  for (const email of ['alice@example.test', 'bob@example.test']) {
    refusedWith(await voter(f, email).post(`${f.box()}/approvals/${evil}/approve`), 'exfil.example.net');
  }
  assert.equal(await rows(f.t, 'SELECT voter FROM approval_votes'), []);
  assert.equal(writeCalls(f.sim), NO_WRITES);
  const github = deny(f, GITHUB);
  assert.is((await voter(f, 'alice@example.test').post(`${f.box()}/approvals/${github}/approve`)).status, 202);
  assert.is((await voter(f, 'bob@example.test').post(`${f.box()}/approvals/${github}/approve`)).status, 200);
});

quorum('an apply outside the ceiling is not counted as a vote', async ({ f }) => {
  const document = { network_policies: { out: plainRule('exfil.example.net') } };
  refusedWith(await voter(f, 'alice@example.test').post(`${f.box()}/policy/apply`, document), 'exfil.example.net');
  assert.equal(await rows(f.t, 'SELECT voter FROM approval_votes'), []);
  assert.is((await voter(f, 'alice@example.test').post(`${f.box()}/policy/apply`, { network_policies: { gh: plainRule('api.github.com') } })).status, 202);
});

writes.run();
approvals.run();
quorum.run();
