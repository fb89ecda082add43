import { jsonColumn, rows } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type PolicyFixture, plainRule, policyFixture, ruleWithQuery } from './helpers.ts';

const rules = suite<{ f: PolicyFixture }>('network rules, revisions and diff');
rules.before.each(async (context) => {
  context.f = await policyFixture();
});
rules.after.each(async ({ f }) => {
  await f.close();
});

rules('glob and any query matchers land in the active policy and a new revision; the diff names what changed', async ({ f }) => {
  const { t, base } = f;
  const first = await t.http.as('operator').post(`${base}/policy/network-rules`, { key: 'search', rule: ruleWithQuery });
  assert.is(first.status, 201, first.text);
  assert.equal({ previous: first.body.previous_version, changed: first.body.changed }, { previous: 1, changed: true });
  const second = await t.http.as('operator').post(`${base}/policy/network-rules`, { key: 'pypi', rule: plainRule('pypi.org') });
  assert.is(second.body.version, first.body.version + 1);
  const active = await t.http.as('viewer').get(`${base}/policy`);
  assert.equal(active.body.policy.network_policies.search.endpoints[0].rules[0].allow.query, { q: { glob: 'docs-*' }, lang: { any: ['en', 'fr'] } });
  assert.is(active.body.revision.version, second.body.version);
  assert.equal(active.body.policy.filesystem.read_only, ['/usr', '/lib'], 'static sections read back');

  const removed = await t.http.as('operator').delete(`${base}/policy/network-rules/search`);
  assert.is(removed.status, 200);
  const diff = await t.http.as('viewer').get(`${base}/policy/diff`, { query: { from: String(first.body.version), to: String(removed.body.version) } });
  assert.is(diff.status, 200, diff.text);
  assert.equal(
    diff.body.network_rules.added.map((c: { key: string }) => c.key),
    ['pypi'],
  );
  assert.equal(
    diff.body.network_rules.removed.map((c: { key: string }) => c.key),
    ['search'],
  );
  assert.equal(diff.body.network_rules.changed, []);
  assert.equal(diff.body.filesystem.read_only, { added: [], removed: [] });

  const revisions = await t.http.as('viewer').get(`${base}/policy/revisions`, { query: { limit: '2' } });
  assert.equal(
    revisions.body.items.map((r: { version: number }) => r.version),
    [removed.body.version, removed.body.version - 1],
  );
  assert.is(revisions.body.total, removed.body.version);

  const all = await t.kernel.database.execute<{ action: string; outcome: string; detail: string | Record<string, unknown> }>(
    "SELECT action, outcome, detail FROM audit_log WHERE action LIKE 'policy.rule.%' ORDER BY id",
  );
  assert.equal(
    all.map((row) => `${row.action} ${row.outcome}`),
    ['add', 'add', 'remove'].flatMap((verb) => [`policy.rule.${verb} pending`, `policy.rule.${verb} succeeded`]),
    'each write: its intent, then its outcome',
  );
  const audit = all.filter((row) => row.outcome === 'succeeded');
  const detail = (row: { detail: string | Record<string, unknown> }) => (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail);
  assert.equal(
    { key: detail(audit[2]!).rule_key, version: detail(audit[2]!).version, previous: detail(audit[2]!).previous_version },
    { key: 'search', version: removed.body.version, previous: second.body.version },
  );
  const events = t.eventsNamed('policy.updated').map((e) => e.data as { version: number; change: string });
  assert.equal(
    events.map((e) => e.change),
    ['policy.rule.add', 'policy.rule.add', 'policy.rule.remove'],
  );
});

rules('a merge the gateway refuses because it would widen access is a 409 that names the rule and why; nothing changes', async ({ f }) => {
  const { t, base, sim } = f;
  const registry = {
    endpoints: [
      { host: 'a.example.com', port: 443 },
      { host: 'b.example.com', port: 443 },
    ],
    binaries: [{ path: '/usr/bin/python3' }],
  };
  assert.is((await t.http.as('operator').post(`${base}/policy/network-rules`, { key: 'registry', rule: registry })).status, 201);
  const before = await t.http.get(`${base}/policy`);
  sim.control.resetCalls();
  // curl named for a.example.com only would inherit b.example.com from the rule it is merged into.
  const widening = await t.http.as('operator').post(`${base}/policy/network-rules`, {
    key: 'registry',
    rule: { endpoints: [{ host: 'a.example.com', port: 443 }], binaries: [{ path: '/usr/bin/curl' }] },
  });
  assert.equal(
    [widening.status, widening.body.code, widening.body.rule_key, widening.body.merge_conflict, widening.body.operation_index],
    [409, 'GATEWAY_PRECONDITION_FAILED', 'registry', 'new_binary_would_inherit', 0],
    widening.text,
  );
  assert.match(
    widening.body.detail,
    /^Rule 'registry' was not merged into the policy of sandbox box: the gateway refuses a merge that widens access, and this one would grant binary '\/usr\/bin\/curl' undeclared authorization for b\.example\.com on ports \[443\] \(a binary added to a rule reaches every endpoint of that rule: declare them all, or add it under a key of its own\)\.$/,
  );
  assert.match(widening.body.gateway_message, /^merge operation 0 add-rule 'registry' would grant/);
  assert.is(sim.control.calls('UpdateConfig'), 1);
  assert.equal((await t.http.get(`${base}/policy`)).body.revision.version, before.body.revision.version, 'no new revision');
  const [audit] = await rows(t, "SELECT outcome, detail FROM audit_log WHERE action = 'policy.rule.add' ORDER BY id DESC LIMIT 1");
  assert.equal([audit!.outcome, jsonColumn(audit!.detail).error], ['failed', 'GATEWAY_PRECONDITION_FAILED']);
  const ownKey = await t.http
    .as('operator')
    .post(`${base}/policy/network-rules`, { key: 'curl', rule: { endpoints: [{ host: 'a.example.com', port: 443 }], binaries: [{ path: '/usr/bin/curl' }] } });
  assert.is(ownKey.status, 201, 'under a key of its own the gateway keeps it apart instead of folding it');
});

rules('deleting an unknown rule is 404; an unknown sandbox is 404 SANDBOX_NOT_FOUND; an unknown gateway 404 GATEWAY_NOT_FOUND', async ({ f }) => {
  const { t, base } = f;
  const missingRule = await t.http.as('operator').delete(`${base}/policy/network-rules/nope`);
  assert.equal({ status: missingRule.status, code: missingRule.body.code }, { status: 404, code: 'RULE_NOT_FOUND' });
  const missingSandbox = await t.http.get('/api/gateways/gw/sandboxes/ghost/policy');
  assert.equal({ status: missingSandbox.status, code: missingSandbox.body.code }, { status: 404, code: 'SANDBOX_NOT_FOUND' });
  const missingGateway = await t.http.get('/api/gateways/nowhere/sandboxes/box/policy');
  assert.equal({ status: missingGateway.status, code: missingGateway.body.code }, { status: 404, code: 'GATEWAY_NOT_FOUND' });
});

rules('bad documents and rules give 400 naming the field, and reach no gateway', async ({ f }) => {
  const { t, base, sim } = f;
  const before = sim.control.calls('UpdateConfig');
  const badRule = await t.http.as('operator').post(`${base}/policy/network-rules`, { key: 'x', rule: { endpoints: [{ host: '*.com', port: 0 }] } });
  assert.is(badRule.status, 400);
  assert.equal(badRule.body.errors.map((e: { path: string }) => e.path).sort(), ['body.rule.endpoints.0.host', 'body.rule.endpoints.0.port']);
  const badDocument = await t.http
    .as('operator')
    .put(`${base}/policy`, { network_policies: { ok: plainRule('a.example.com') }, filesystem: { read_write: ['relative/path'] }, colour: 'blue' });
  assert.is(badDocument.status, 400);
  const paths = badDocument.body.errors.map((e: { path: string }) => e.path);
  assert.ok(paths.includes('body.filesystem.read_write.0'), paths.join(','));
  assert.ok(paths.includes('body'), 'the unknown top-level key is named');
  const badKey = await t.http.as('operator').post(`${base}/policy/network-rules`, { key: '_provider_openai', rule: plainRule('a.example.com') });
  assert.equal(badKey.body.errors, [{ path: 'body.key', message: 'keys starting with _provider_ are reserved for the gateway' }]);
  assert.is(sim.control.calls('UpdateConfig'), before, 'nothing reached the gateway');
});

rules('a viewer cannot write (403), and nothing is written', async ({ f }) => {
  const { t, base, sim } = f;
  const before = sim.control.calls('UpdateConfig');
  for (const [method, path, body] of [
    ['POST', `${base}/policy/network-rules`, { key: 'k', rule: plainRule('a.example.com') }],
    ['PUT', `${base}/policy`, {}],
    ['POST', `${base}/policy/apply`, {}],
    ['POST', `${base}/policy/presets/pypi`, undefined],
    ['POST', `${base}/policy/pin`, { reason: 'x' }],
    ['PUT', `${base}/policy/process`, {}],
  ] as const) {
    const response = await t.http.as('viewer').request(method, path, { ...(body !== undefined ? { body } : {}) });
    assert.is(response.status, 403, `${method} ${path}`);
  }
  assert.is(sim.control.calls('UpdateConfig'), before);
});

rules.run();
