import { eventually } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import { CREATE_TIME_POLICY, type PolicyFixture, plainRule, policyFixture, ruleWithQuery } from './helpers.ts';

const apply = suite<{ f: PolicyFixture }>('apply, static sections, presets');
apply.before.each(async (context) => {
  context.f = await policyFixture();
});
apply.after.each(async ({ f }) => {
  await f.close();
});

const document = { ...CREATE_TIME_POLICY, network_policies: { search: ruleWithQuery, pypi: plainRule('pypi.org') } };

apply('applying the same document twice creates one revision; a dry run changes nothing', async ({ f }) => {
  const { t, base, sim } = f;
  const dry = await t.http.as('operator').post(`${base}/policy/apply`, document, { query: { dry_run: 'true' } });
  assert.is(dry.status, 200, dry.text);
  assert.equal(
    { dry: dry.body.dry_run, changed: dry.body.changed, added: dry.body.diff.network_rules.added.map((c: { key: string }) => c.key) },
    { dry: true, changed: true, added: ['pypi', 'search'] },
  );
  assert.match(dry.body.chunk_id, /^policy\.apply:[0-9a-f]{16}$/);
  assert.is(sim.control.calls('UpdateConfig'), 0, 'a dry run reaches no write RPC');
  assert.is(t.eventsNamed('policy.updated').length, 0);

  const first = await t.http.as('operator').post(`${base}/policy/apply`, document);
  assert.equal({ status: first.status, changed: first.body.changed, version: first.body.version }, { status: 200, changed: true, version: 2 });
  const again = await t.http.as('operator').post(`${base}/policy/apply`, document);
  assert.equal({ changed: again.body.changed, version: again.body.version }, { changed: false, version: 2 });
  const revisions = await t.http.get(`${base}/policy/revisions`);
  assert.is(revisions.body.total, 2);
  assert.is(t.eventsNamed('policy.updated').length, 1, 'no event when nothing changed');
});

apply('YAML and JSON apply give the same result', async ({ f }) => {
  const { t, base } = f;
  const yaml = stringify({ ...document, filesystem_policy: document.filesystem, filesystem: undefined });
  const fromYaml = await t.http.as('operator').post(`${base}/policy/apply`, undefined, { raw: yaml, headers: { 'content-type': 'application/yaml' } });
  assert.is(fromYaml.status, 200, fromYaml.text);
  const fromJson = await t.http.as('operator').post(`${base}/policy/apply`, document);
  assert.equal(
    { version: fromJson.body.version, changed: fromJson.body.changed, chunk: fromJson.body.chunk_id },
    { version: fromYaml.body.version, changed: false, chunk: fromYaml.body.chunk_id },
  );
  const exported = await t.http.get(`${base}/export`, { query: { format: 'yaml' } });
  assert.match(exported.headers.get('content-type') ?? '', /application\/yaml/);
  assert.match(exported.text, /api\.example\.com/);
});

apply('a middleware config nested deeper than 30 levels is a 400 before any gateway call; 30 levels are written', async ({ f }) => {
  const { t, sim, base } = f;
  const nested = (depth: number): Record<string, unknown> => (depth === 1 ? { leaf: true } : { next: nested(depth - 1) });
  const withConfig = (depth: number) => ({ ...CREATE_TIME_POLICY, network_middlewares: { redact: { middleware: 'redact', config: nested(depth) } } });
  const writesBefore = sim.control.calls('UpdateConfig');
  for (const [method, path] of [
    ['PUT', `${base}/policy`],
    ['POST', `${base}/policy/apply`],
  ] as const) {
    const refused = await t.http.as('operator').request(method, path, { body: withConfig(31) });
    assert.is(refused.status, 400, refused.text);
    assert.equal(
      refused.body.errors.map((error: { path: string }) => error.path),
      ['body.network_middlewares.redact.config'],
    );
    assert.match(refused.body.errors[0].message, /more than 30 levels/);
  }
  assert.is(sim.control.calls('UpdateConfig'), writesBefore, 'nothing was sent');
  const written = await t.http.as('operator').put(`${base}/policy`, withConfig(30));
  assert.is(written.status, 200, written.text);
  const active = await t.http.get(`${base}/policy`);
  assert.equal(active.body.policy.network_middlewares.redact.config, nested(30));
});

apply('merge mode adds rules and keeps the rest', async ({ f }) => {
  const { t, base } = f;
  await t.http.as('operator').post(`${base}/policy/network-rules`, { key: 'existing', rule: plainRule('a.example.com') });
  const merged = await t.http
    .as('operator')
    .post(`${base}/policy/apply`, { network_policies: { added: plainRule('b.example.com') } }, { query: { mode: 'merge' } });
  assert.is(merged.status, 200, merged.text);
  const active = await t.http.get(`${base}/policy`);
  assert.equal(Object.keys(active.body.policy.network_policies).sort(), ['added', 'existing']);
  assert.equal(active.body.policy.process, CREATE_TIME_POLICY.process);
});

apply("a filesystem removal or process change on a live sandbox is 409 with the gateway's reason; an addition works", async ({ f }) => {
  const { t, base } = f;
  const removal = await t.http.as('operator').delete(`${base}/policy/filesystem`, { body: { path: '/usr' } });
  assert.equal({ status: removal.status, code: removal.body.code }, { status: 409, code: 'GATEWAY_PRECONDITION_FAILED' });
  assert.match(removal.body.detail, /cannot be removed on a live sandbox/);
  const process = await t.http.as('operator').put(`${base}/policy/process`, { run_as_user: '1000', run_as_group: '1000' });
  assert.equal({ status: process.status, code: process.body.code }, { status: 409, code: 'GATEWAY_PRECONDITION_FAILED' });
  assert.match(process.body.detail, /process policy cannot be changed on a live sandbox/);
  const added = await t.http.as('operator').post(`${base}/policy/filesystem`, { path: '/opt/data', access: 'read_only' });
  assert.is(added.status, 201, added.text);
  const active = await t.http.get(`${base}/policy`);
  assert.equal(active.body.policy.filesystem.read_only, ['/usr', '/lib', '/opt/data']);
  const bad = await t.http.as('operator').post(`${base}/policy/filesystem`, { path: '/a/../etc', access: 'read_write' });
  assert.equal(bad.body.errors, [{ path: 'body.path', message: 'paths may not contain ".."' }]);
  const unknown = await t.http.as('operator').delete(`${base}/policy/filesystem`, { query: { path: '/not/there' } });
  assert.is(unknown.status, 404);
});

apply("a full document without static sections keeps those of the image's baseline policy (PUT and apply)", async ({ f }) => {
  const { t, sim } = f;
  sim.control.seedSandbox({ name: 'plain' });
  const base = '/api/gateways/gw/sandboxes/plain';
  await eventually(async () => (await t.http.get(`${base}/policy`)).body.revision?.status === 'loaded', 5000);
  const baseline = (await t.http.get(`${base}/policy`)).body.policy;
  assert.ok(baseline.filesystem && baseline.landlock && baseline.process, "the supervisor synced the image's policy (docs/openshell-0.0.md §g.4)");
  const put = await t.http.as('operator').put(`${base}/policy`, { network_policies: { only: plainRule('a.example.com') } });
  assert.is(put.status, 200, put.text);
  const after = (await t.http.get(`${base}/policy`)).body.policy;
  assert.equal([after.filesystem, after.landlock, after.process], [baseline.filesystem, baseline.landlock, baseline.process]);
  assert.equal(Object.keys(after.network_policies), ['only'], "the network rules are the document's");
  const applied = await t.http.as('operator').post(`${base}/policy/apply`, { network_policies: { other: plainRule('b.example.com') } });
  assert.equal([applied.status, applied.body.diff.filesystem.read_only, applied.body.diff.process], [200, { added: [], removed: [] }, null], applied.text);
  assert.equal((await t.http.get(`${base}/policy`)).body.policy.filesystem, baseline.filesystem);
});

apply('a preset is applied under its stable keys and removed again', async ({ f }) => {
  const { t, base } = f;
  const catalogue = await t.http.as('viewer').get('/api/policies/presets');
  assert.ok(catalogue.body.items.some((p: { name: string }) => p.name === 'pypi'));
  const names = catalogue.body.items.map((p: { name: string }) => p.name);
  const page = await t.http.as('viewer').get('/api/policies/presets', { query: { offset: '1', limit: '2' } });
  assert.equal(
    [page.body.items.map((p: { name: string }) => p.name), page.body.total],
    [names.slice(1, 3), names.length],
    'the catalogue honours offset and limit',
  );
  const detail = await t.http.as('viewer').get('/api/policies/presets/pypi');
  assert.equal(Object.keys(detail.body.rules), ['preset-pypi']);
  const applied = await t.http.as('operator').post(`${base}/policy/presets/pypi`);
  assert.is(applied.status, 201, applied.text);
  let active = await t.http.get(`${base}/policy`);
  assert.ok(active.body.policy.network_policies['preset-pypi']);
  const removed = await t.http.as('operator').delete(`${base}/policy/presets/pypi`);
  assert.is(removed.status, 200, removed.text);
  active = await t.http.get(`${base}/policy`);
  assert.is(active.body.policy.network_policies?.['preset-pypi'], undefined);
  const unknown = await t.http.as('operator').post(`${base}/policy/presets/nope`);
  assert.equal({ status: unknown.status, code: unknown.body.code }, { status: 404, code: 'PRESET_NOT_FOUND' });
});

apply('?wait_loaded=true returns the loaded revision; a failed load is 409', async ({ f }) => {
  const { t, base, sim } = f;
  const loaded = await t.http
    .as('operator')
    .post(`${base}/policy/network-rules`, { key: 'w', rule: plainRule('w.example.com') }, { query: { wait_loaded: 'true' } });
  assert.is(loaded.status, 201, loaded.text);
  assert.is(loaded.body.revision.status, 'loaded');
  sim.control.failNextPolicyLoad('box', 'rule rejected by supervisor');
  const failed = await t.http
    .as('operator')
    .post(`${base}/policy/network-rules`, { key: 'x', rule: plainRule('x.example.com') }, { query: { wait_loaded: 'true' } });
  assert.equal({ status: failed.status, code: failed.body.code }, { status: 409, code: 'POLICY_LOAD_FAILED' });
  assert.match(failed.body.detail, /rule rejected by supervisor/);
});

apply('?wait_loaded=true on a sandbox that is not running is 409 SANDBOX_NOT_RUNNING before anything is written', async ({ f }) => {
  const { t, sim } = f;
  sim.control.seedSandbox({ name: 'waiting' });
  sim.control.holdProvisioning('waiting');
  const writes = sim.control.calls('UpdateConfig');
  const base = f.base.replace(/\/box$/, '/waiting');
  const refused = await t.http
    .as('operator')
    .post(`${base}/policy/network-rules`, { key: 'w', rule: plainRule('w.example.com') }, { query: { wait_loaded: 'true' } });
  assert.equal({ status: refused.status, code: refused.body.code }, { status: 409, code: 'SANDBOX_NOT_RUNNING' });
  assert.match(refused.body.detail, /phase PROVISIONING/);
  assert.is(sim.control.calls('UpdateConfig'), writes, 'nothing was sent');
  const intents = await t.kernel.database.execute("SELECT id FROM audit_log WHERE action = 'policy.rule.add' AND resource_id = 'waiting'");
  assert.is(intents.length, 0, 'nothing was attempted');
  sim.control.holdProvisioning('waiting', false);
});

apply.run();

const slow = suite<{ f: PolicyFixture }>('a gateway that does not load in time');
slow.before(async (context) => {
  context.f = await policyFixture({
    kernel: { env: { SERVICE_POLICY_LOAD_TIMEOUT_SECONDS: '1' } },
    sim: { timings: { readyDelayMs: 20, stopDelayMs: 10, policyLoadDelayMs: 60_000, flushIntervalMs: 0 } },
  });
});
slow.after(async ({ f }) => {
  await f.close();
});

slow('?wait_loaded=true answers 504 GATEWAY_TIMEOUT', async ({ f }) => {
  const timedOut = await f.t.http
    .as('operator')
    .post(`${f.base}/policy/network-rules`, { key: 'slow', rule: plainRule('s.example.com') }, { query: { wait_loaded: 'true' } });
  assert.equal({ status: timedOut.status, code: timedOut.body.code }, { status: 504, code: 'GATEWAY_TIMEOUT' });
});

slow.run();
