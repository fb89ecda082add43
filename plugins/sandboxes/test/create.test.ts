// Create: 202 + operation that waits for running, idempotency, validation before any RPC, gateway refusals,
// a sandbox that fails upstream, the readiness timeout, presets through the policies plugin, and roles.

import { FAST_SIMULATOR_TIMINGS } from '@portcullis/plugin-gateways/testing';
import policies from '@portcullis/plugin-policies';
import { eventually } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Bench, boot, createSandbox, json, operationEvents, rows, settled, shutdown } from './helpers.ts';

const create = suite<{ bench: Bench }>('creating sandboxes');
// 300 ms to READY: long enough for a test to watch the operation while it runs.
create.before(async (context) => {
  context.bench = await boot({ sim: { timings: { ...FAST_SIMULATOR_TIMINGS, readyDelayMs: 300 } } });
});
create.after(async ({ bench }) => {
  await shutdown(bench);
});

create('202 with Location; polling and the SSE stream see pending → running → succeeded; the sandbox runs', async ({ bench }) => {
  const { t, base } = bench;
  const body = {
    name: 'alpha',
    image: 'python:3.12',
    gpu: { count: 2 },
    environment: { MODE: 'dev', API_TOKEN: 's3cr3t-value' },
    labels: { team: 'ml' },
    description: 'first one',
  };
  const started = await t.http.as('operator').post(base, body);
  assert.is(started.status, 202, started.text);
  assert.is(started.headers.get('location'), `/api/operations/${started.body.operation_id}`);
  assert.equal({ status: started.body.status, type: started.body.type }, { status: 'pending', type: 'sandbox.create' });
  const id = started.body.operation_id;
  const polled = await t.http.get(`/api/operations/${id}`);
  assert.ok(['pending', 'running'].includes(polled.body.status), polled.body.status);
  const stream = await operationEvents(t, id);
  const statuses = stream.map((event) => event.status);
  assert.is(statuses[0], 'pending', statuses.join());
  assert.ok(statuses.includes('running'), statuses.join());
  assert.is(statuses[statuses.length - 1], 'succeeded');
  assert.ok(
    stream.some((event) => /waiting until it runs/.test(event.message ?? '')),
    'progress says what it waits for',
  );
  assert.equal(statuses.indexOf('pending') < statuses.indexOf('running') && statuses.indexOf('running') < statuses.indexOf('succeeded'), true);

  const done = await settled(t, id);
  assert.equal(
    { status: done.status, progress: done.progress, gateway: done.gateway, resource: done.resource },
    { status: 'succeeded', progress: 100, gateway: 'gw', resource: 'alpha' },
  );
  assert.equal({ state: done.result.sandbox.state, phase: done.result.sandbox.phase }, { state: 'running', phase: 'READY' });
  assert.equal(done.result.presets_skipped, []);

  const got = await t.http.as('viewer').get(`${base}/alpha`);
  assert.is(got.status, 200, got.text);
  assert.equal(
    { ...got.body, conditions: undefined, created_at: undefined, id: undefined },
    {
      name: 'alpha',
      gateway: 'gw',
      workspace: 'default',
      state: 'running',
      phase: 'READY',
      image: 'python:3.12',
      gpu: { count: 2 },
      providers: [],
      environment_keys: ['API_TOKEN', 'MODE'],
      labels: { team: 'ml' },
      description: 'first one',
      current_policy_version: 1,
      exit_code: null,
      not_ready: null,
      configuration: null,
      provisioning: null,
      workload_template: null,
      metered_requests_today: null,
      conditions: undefined,
      created_at: undefined,
      id: undefined,
    },
  );
  assert.match(got.body.id, /^[0-9a-f-]{36}$/);
  // current_policy_version 1: the image's baseline policy, synced when the supervisor came up (docs/openshell-0.0.md
  // §g.4).
  assert.ok(!got.text.includes('s3cr3t-value'), 'environment values are never shown');

  await t.kernel.events.settled();
  const [event] = t.eventsNamed('sandbox.created');
  assert.equal(event!.data, {
    actor: 'operator@test.local',
    gateway: 'gw',
    sandbox: 'alpha',
    workspace: 'default',
    image: 'python:3.12',
    gpu: { count: 2 },
    providers: [],
    services: [],
  });
  const [intent, audit] = await rows(t, "SELECT actor, resource_id, gateway, detail, outcome FROM audit_log WHERE action = 'sandbox.create' ORDER BY id");
  assert.equal([intent!.outcome, json(intent!.detail).operation_id], ['pending', id], 'the intent names the operation');
  assert.equal([audit!.outcome, audit!.actor, audit!.resource_id, audit!.gateway], ['succeeded', 'operator@test.local', 'alpha', 'gw']);
  assert.equal(json(audit!.detail).environment_keys, ['API_TOKEN', 'MODE']);
  assert.is(json(audit!.detail).sandbox_id, got.body.id);
  assert.ok(!JSON.stringify([intent, audit]).includes('s3cr3t-value'));
});

create('the same Idempotency-Key and body give the same operation without a second CreateSandbox; another body is 409', async ({ bench }) => {
  const { t, sim, base } = bench;
  sim.control.resetCalls();
  const headers = { 'idempotency-key': 'create-beta-1' };
  const first = await t.http.as('operator').post(base, { name: 'beta', labels: { a: '1' } }, { headers });
  assert.is(first.status, 202, first.text);
  const again = await t.http.as('operator').post(base, { labels: { a: '1' }, name: 'beta' }, { headers });
  assert.equal([again.status, again.body.operation_id], [202, first.body.operation_id], 'key order does not matter');
  const different = await t.http.as('operator').post(base, { name: 'beta', labels: { a: '2' } }, { headers });
  assert.equal([different.status, different.body.code], [409, 'IDEMPOTENCY_KEY_REUSED']);
  assert.is(sim.control.calls('CreateSandbox'), 1);
  const otherCaller = await t.http
    .as({ role: 'operator', id: 'someone-else', name: 'else@test.local' })
    .post(base, { name: 'beta', labels: { a: '1' } }, { headers });
  assert.equal([otherCaller.status, otherCaller.body.code], [409, 'ALREADY_EXISTS'], 'keys are per caller: another caller reaches the gateway');
  const badKey = await t.http.as('operator').post(base, { name: 'gamma' }, { headers: { 'idempotency-key': 'has space' } });
  assert.equal([badKey.status, badKey.body.errors[0].path], [400, 'headers.idempotency-key']);
  assert.is((await settled(t, first.body.operation_id)).status, 'succeeded');
});

create('ten parallel creates with one Idempotency-Key: one CreateSandbox call, one audit row, the same operation in all ten answers', async ({ bench }) => {
  const { t, sim, base } = bench;
  sim.control.resetCalls();
  const headers = { 'idempotency-key': 'create-burst-1' };
  const answers = await Promise.all(Array.from({ length: 10 }, () => t.http.as('operator').post(base, { name: 'burst' }, { headers })));
  assert.equal([...new Set(answers.map((answer) => answer.status))], [202], answers.map((answer) => answer.text).join('\n'));
  assert.is(new Set(answers.map((answer) => answer.body.operation_id)).size, 1, 'every answer names the same operation');
  assert.is(sim.control.calls('CreateSandbox'), 1);
  assert.is(
    (await rows(t, "SELECT id FROM audit_log WHERE action = 'sandbox.create' AND resource_id = 'burst' AND intent_id IS NULL")).length,
    1,
    'one intent',
  );
  assert.is(
    (await rows(t, "SELECT id FROM audit_log WHERE action = 'sandbox.create' AND resource_id = 'burst' AND intent_id IS NOT NULL")).length,
    1,
    'one outcome',
  );
  assert.is((await rows(t, "SELECT id FROM operations WHERE type = 'sandbox.create' AND resource = 'burst'")).length, 1);
  const different = await t.http.as('operator').post(base, { name: 'burst', image: 'node:22' }, { headers });
  assert.equal([different.status, different.body.code], [409, 'IDEMPOTENCY_KEY_REUSED']);
  assert.is(sim.control.calls('CreateSandbox'), 1);
  assert.is((await settled(t, answers[0]!.body.operation_id)).status, 'succeeded');
});

create('bad names and bodies are 400 before any gateway call', async ({ bench }) => {
  const { t, sim, base } = bench;
  sim.control.resetCalls();
  const cases: Array<[unknown, string]> = [
    [{ name: 'Upper' }, 'body.name'],
    [{ name: 'a'.repeat(20) }, 'body.name'],
    [{ name: 'a--b' }, 'body.name'],
    [{ name: '-edge' }, 'body.name'],
    [{}, 'body.name'],
    [{ name: 'ok', gpu: 'yes' }, 'body.gpu'],
    [{ name: 'ok', gpu: { count: 0 } }, 'body.gpu.count'],
    [{ name: 'ok', environment: { '1BAD': 'x' } }, 'body.environment.1BAD'],
    [{ name: 'ok', environment: { BIG: 'x'.repeat(8193) } }, 'body.environment.BIG'],
    [{ name: 'ok', environment: { OPENSHELL_ENDPOINT: 'x' } }, 'body.environment.OPENSHELL_ENDPOINT'],
    [{ name: 'ok', environment: { MULTI: 'a\r\nb' } }, 'body.environment.MULTI'],
    [{ name: 'ok', environment: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`V${i}`, 'x'.repeat(8000)])) }, 'body.environment'],
    [{ name: 'ok', providers: Array.from({ length: 33 }, (_, i) => `p${i}`) }, 'body.providers'],
    [{ name: 'ok', providers: ['a', 'a'] }, 'body.providers.1'],
    [{ name: 'ok', labels: { '-x': '1' } }, 'body.labels.-x'],
    [{ name: 'ok', description: 'd'.repeat(1001) }, 'body.description'],
    [{ name: 'ok', extra: true }, 'body'],
  ];
  for (const [body, path] of cases) {
    const response = await t.http.as('operator').post(base, body);
    assert.is(response.status, 400, `${JSON.stringify(body).slice(0, 60)}: ${response.text}`);
    assert.equal([response.body.code, response.body.errors[0].path], ['VALIDATION_ERROR', path], JSON.stringify(body).slice(0, 60));
  }
  const upper = await t.http.as('operator').post(base, { name: 'Upper' });
  assert.match(upper.body.errors[0].message, /lower-case/);
  assert.match((await t.http.as('operator').post(base, { name: 'a'.repeat(20) })).body.errors[0].message, /at most 19/);
  assert.match((await t.http.as('operator').post(base, { name: 'a--b' })).body.errors[0].message, /two hyphens/);
  // The gateway's own limits (docs/openshell-0.0.md §g.7), refused before the RPC with what the gateway would say.
  const reserved = await t.http.as('operator').post(base, { name: 'ok', environment: { OPENSHELL_ENDPOINT: 'x' } });
  assert.is(reserved.body.errors[0].message, 'names starting with OPENSHELL_ are reserved for the gateway');
  const tooBig = await t.http
    .as('operator')
    .post(base, { name: 'ok', environment: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`V${i}`, 'x'.repeat(8000)])) });
  assert.match(tooBig.body.errors[0].message, /at most 262144 bytes \(got 264089\)/);
  assert.is(sim.control.calls('CreateSandbox'), 0, 'no RPC for a bad body');
  assert.is((await rows(t, "SELECT id FROM operations WHERE type = 'sandbox.create' AND resource = 'ok'")).length, 0);
});

create(
  'gateway refusals are the answer: unknown provider 409 with its message, duplicate name 409; the intent and the unstarted operation record it',
  async ({ bench }) => {
    const { t, sim, base } = bench;
    const before = t.eventsNamed('sandbox.created').length;
    const calls = sim.control.calls('CreateSandbox');
    const headers = { 'idempotency-key': 'create-delta' };
    const provider = await t.http.as('operator').post(base, { name: 'delta', providers: ['nope'] }, { headers });
    assert.equal([provider.status, provider.body.code], [409, 'GATEWAY_PRECONDITION_FAILED'], provider.text);
    assert.match(provider.body.detail, /provider 'nope' not found/);
    const again = await t.http.as('operator').post(base, { name: 'delta', providers: ['nope'] }, { headers });
    assert.equal(
      [again.status, sim.control.calls('CreateSandbox') - calls],
      [409, 2],
      'a refused create frees its Idempotency-Key: the retry asks the gateway again',
    );
    const duplicate = await t.http.as('operator').post(base, { name: 'alpha' });
    assert.equal([duplicate.status, duplicate.body.code], [409, 'ALREADY_EXISTS']);
    assert.match(duplicate.body.detail, /already exists/);
    const operations = await rows(t, "SELECT status, error, idempotency_key FROM operations WHERE resource = 'delta'");
    assert.equal(
      operations.map((row) => [row.status, json(row.error).code, row.idempotency_key]),
      [
        ['failed', 'GATEWAY_PRECONDITION_FAILED', null],
        ['failed', 'GATEWAY_PRECONDITION_FAILED', null],
      ],
      'prepared before the call, never started, failed by the refusal',
    );
    const audits = await rows(
      t,
      "SELECT outcome, detail FROM audit_log WHERE action = 'sandbox.create' AND resource_id IN ('delta', 'alpha') AND id > (SELECT MAX(id) FROM audit_log WHERE outcome = 'succeeded' AND resource_id = 'alpha') ORDER BY id",
    );
    assert.equal(
      audits.map((row) => [row.outcome, json(row.detail).error ?? null]),
      [
        ['pending', null],
        ['failed', 'GATEWAY_PRECONDITION_FAILED'],
        ['pending', null],
        ['failed', 'GATEWAY_PRECONDITION_FAILED'],
        ['pending', null],
        ['failed', 'ALREADY_EXISTS'],
      ],
    );
    await t.kernel.events.settled();
    assert.is(t.eventsNamed('sandbox.created').length, before, 'no event');
    const unknownGateway = await t.http.as('operator').post('/api/gateways/nope/sandboxes', { name: 'x' });
    assert.equal([unknownGateway.status, unknownGateway.body.code], [404, 'GATEWAY_NOT_FOUND']);
  },
);

create("a sandbox that ends in ERROR fails the operation with the gateway's reason", async ({ bench }) => {
  const { t, base } = bench;
  const done = await createSandbox(bench, { name: 'broken', image: 'registry.example/bad-image:1' });
  assert.is(done.status, 'failed');
  assert.is(done.error.code, 'SANDBOX_FAILED');
  assert.match(done.error.message, /ImagePullBackOff: Back-off pulling image "registry.example\/bad-image:1"/);
  const got = await t.http.get(`${base}/broken`);
  assert.equal([got.body.state, got.body.phase], ['error', 'ERROR']);
  assert.equal(got.body.conditions.find((c: { type: string }) => c.type === 'Ready').reason, 'ImagePullBackOff');
});

create('a main process that exits fails the operation with its exit code', async ({ bench }) => {
  const { t, sim, base } = bench;
  const started = await t.http.as('operator').post(base, { name: 'exits' });
  sim.control.holdProvisioning('exits');
  sim.control.forceSandboxError('exits', { exitCode: 3 });
  const done = await settled(t, started.body.operation_id);
  assert.equal([done.status, done.error.code], ['failed', 'SANDBOX_FAILED']);
  assert.match(done.error.message, /MainProcessExited: Main process exited with code 3 \(exit code 3\)/);
  assert.is((await t.http.get(`${base}/exits`)).body.exit_code, 3);
});

create('viewers cannot create (403), and nothing reaches the gateway', async ({ bench }) => {
  const { t, sim, base } = bench;
  sim.control.resetCalls();
  const denied = await t.http.as('viewer').post(base, { name: 'nope' });
  assert.equal([denied.status, denied.body.code], [403, 'PERMISSION_DENIED']);
  assert.is((await t.http.as(null).post(base, { name: 'nope' })).status, 401);
  assert.is(sim.control.calls('CreateSandbox'), 0);
});

create.run();

const timeout = suite<{ bench: Bench }>('readiness timeout');
timeout.before(async (context) => {
  context.bench = await boot({ env: { SERVICE_SANDBOX_READY_TIMEOUT: '180' }, sim: { timings: { ...FAST_SIMULATOR_TIMINGS, readyDelayMs: 600_000 } } });
});
timeout.after(async ({ bench }) => {
  await shutdown(bench);
});

timeout('a sandbox not running after SERVICE_SANDBOX_READY_TIMEOUT fails the operation with SANDBOX_READY_TIMEOUT', async ({ bench }) => {
  const { t, sim, base } = bench;
  const started = await t.http.as('operator').post(base, { name: 'slow' });
  assert.is(started.status, 202);
  await eventually(async () => sim.control.calls('GetSandbox') >= 1);
  assert.is((await t.http.get(`/api/operations/${started.body.operation_id}`)).body.status, 'running');
  t.manualClock!.advance(179_000);
  await new Promise((resolve) => setTimeout(resolve, 600));
  assert.is((await t.http.get(`/api/operations/${started.body.operation_id}`)).body.status, 'running', 'not yet');
  t.manualClock!.advance(2000);
  const done = await settled(t, started.body.operation_id);
  assert.equal([done.status, done.error.code], ['failed', 'SANDBOX_READY_TIMEOUT']);
  assert.match(done.error.message, /not running after 180 s/);
  assert.is((await t.http.get(`${base}/slow`)).body.state, 'creating', 'left as it is');
});

timeout.run();

const presets = suite<{ bench: Bench }>('presets through the policies plugin');
presets.before(async (context) => {
  context.bench = await boot({ plugins: [policies] });
});
presets.after(async ({ bench }) => {
  await shutdown(bench);
});

presets('unknown presets are 400 before anything is created', async ({ bench }) => {
  const { t, sim, base } = bench;
  sim.control.resetCalls();
  const response = await t.http.as('operator').post(base, { name: 'p1', presets: ['pypi', 'nosuch', 'docker', 'other'] });
  assert.is(response.status, 400);
  assert.equal(response.body.errors, [
    { path: 'body.presets.1', message: 'unknown preset nosuch' },
    { path: 'body.presets.3', message: 'unknown preset other' },
  ]);
  assert.is(sim.control.calls('CreateSandbox'), 0);
});

presets('presets are applied once the sandbox runs, in order, and the operation says so', async ({ bench }) => {
  const { t, sim } = bench;
  sim.control.resetCalls();
  const started = await t.http.as('operator').post(bench.base, { name: 'p2', presets: ['pypi', 'docker'] });
  const events = await operationEvents(t, started.body.operation_id);
  const done = events[events.length - 1];
  assert.is(done.status, 'succeeded', JSON.stringify(done.error));
  assert.equal(done.result.presets_applied, ['pypi', 'docker']);
  const messages = events.map((event) => event.message);
  assert.ok(messages.indexOf('Applying preset pypi') < messages.indexOf('Applying preset docker'), messages.join(' | '));
  assert.is(sim.control.calls('UpdateConfig'), 2, 'one gateway call per preset');
  const sandbox = sim.control.state().sandboxes.find((item) => item.name === 'p2')!;
  assert.is(sandbox.policyRevisions.length, 3, "the image's baseline policy (docs/openshell-0.0.md §g.4), then one revision per preset");
  const audits = await rows(
    t,
    "SELECT detail FROM audit_log WHERE action = 'policy.preset.apply' AND resource_id = 'p2' AND outcome = 'succeeded' ORDER BY id",
  );
  assert.equal(
    audits.map((row) => json(row.detail).preset),
    ['pypi', 'docker'],
    'the policies plugin audited each',
  );
});

presets('a preset the gateway refuses fails the operation with its message; the sandbox stays running', async ({ bench }) => {
  const { t, sim, base } = bench;
  // The preset's UpdateConfig is the only one this create makes.
  sim.control.failNext('UpdateConfig', {
    code: 'FAILED_PRECONDITION',
    message: 'policy is managed globally; delete global policy before sandbox policy update',
  });
  const done = await createSandbox(bench, { name: 'p3', presets: ['docker'] });
  assert.equal([done.status, done.error.code], ['failed', 'PRESET_APPLY_FAILED']);
  assert.match(done.error.message, /^Sandbox p3 is running, but preset docker could not be applied: policy is managed globally/);
  assert.is((await t.http.get(`${base}/p3`)).body.state, 'running');
});

presets.run();
