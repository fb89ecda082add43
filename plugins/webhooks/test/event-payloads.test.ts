// Every event of the spec's event table that the plugins emit today, each caused the way it happens in use (REST
// calls, a denial in the simulator, votes, health probes) and delivered through a webhook subscribed to `*`: the
// payload a receiver gets carries docs/decisions.md §7's data: `gateway`, `sandbox` where there is one, `actor`, plus
// the fields the spec names. The usage controls (kill switch, budgets) are plugins of their own and take part here too.
import type { AddressInfo } from 'node:net';
import { type Simulator, startSimulator } from '@portcullis/openshell-sim';
import { deny, type Fixture, fixture } from '@portcullis/plugin-approvals/testing';
import { FAST_SIMULATOR_TIMINGS } from '@portcullis/plugin-gateways/testing';
import { eventually } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createWebhook, deliveriesSettled, type Receiver, signatureValid, startReceiver } from './helpers.ts';

const SPEC_EVENTS = [
  'sandbox.created',
  'sandbox.deleted',
  'gateway.registered',
  'gateway.unregistered',
  'gateway.unreachable',
  'gateway.recovered',
  'inference.updated',
  'policy.updated',
  'approval.pending',
  'approval.approved',
  'approval.rejected',
  'approval.vote_cast',
  'approval.quorum_met',
  'approval.escalated',
  'kill_switch.engaged',
  'kill_switch.released',
  'budget.exceeded',
];
const ALICE = 'alice@example.test';
const BOB = 'bob@example.test';

interface Context {
  f: Fixture;
  receiver: Receiver;
  secret: string;
  spare: Simulator | null;
}

const events = suite<Context>("the spec's events as webhooks deliver them");

events.before(async (context) => {
  context.f = await fixture({
    before: ['users'],
    after: ['approvals-quorum', 'providers', 'sandboxes', 'inference', 'kill-switch', 'metering', 'budgets', 'webhooks', 'webhook-generic'],
    sim: { providers: [{ name: 'nvidia', type: 'nvidia', credentials: { NVIDIA_API_KEY: 'nvapi-test' } }] },
    env: { SERVICE_AUTH_PASSWORD_HASH_COST: '10', SERVICE_HEALTH_INTERVAL_SECONDS: '86400', SERVICE_BUDGET_METERING_ENABLED: 'true' },
  });
  context.receiver = await startReceiver();
  context.secret = (await createWebhook(context.f.t, { url: context.receiver.url, event_types: ['*'] })).secret;
  context.spare = null;
});
events.after(async ({ f, receiver, spare }) => {
  await receiver.close();
  await spare?.close();
  await f.close();
});

const operator = (f: Fixture, name = 'operator@example.test') => f.t.http.as({ role: 'operator', name, id: `test:${name}`, type: 'user' });

async function succeeded(f: Fixture, operationId: string): Promise<void> {
  let operation: Record<string, any> = {};
  await eventually(async () => {
    operation = (await f.t.http.get(`/api/operations/${operationId}`)).body;
    return ['succeeded', 'failed'].includes(operation.status);
  }, 30_000);
  assert.is(operation.status, 'succeeded', JSON.stringify(operation));
}

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

events('each event is caused as in use and delivered', async (context) => {
  const { f } = context;
  const gw = f.gw;
  const created = await operator(f).post(`${gw}/sandboxes`, { name: 'web-1', image: 'python:3.12', gpu: { count: 1 }, providers: ['nvidia'] });
  assert.is(created.status, 202, created.text);
  await succeeded(f, created.body.operation_id);
  const deleted = await operator(f).delete(`${gw}/sandboxes/web-1`);
  assert.is(deleted.status, 202, deleted.text);
  await succeeded(f, deleted.body.operation_id);

  assert.is((await operator(f).put(`${gw}/inference`, { provider: 'nvidia', model: 'meta/llama-3.1-8b-instruct', timeout_secs: 120 })).status, 200);
  const rule = { name: 'docs', endpoints: [{ host: 'docs.example.com', port: 443 }], binaries: [{ path: '/usr/bin/curl' }] };
  const ruled = await operator(f).post(`${f.box()}/policy/network-rules`, { key: 'docs', rule });
  assert.is(ruled.status, 201, ruled.text);

  const approved = deny(f, { host: 'pypi.org', port: 443, binary: '/usr/bin/pip' });
  const rejected = deny(f, { host: 'evil.example.com', port: 443, binary: '/usr/bin/curl' });
  assert.is((await f.t.http.as('viewer').get(`${gw}/approvals/pending`)).status, 200);
  assert.is((await operator(f).post(`${gw}/approvals/${approved}/approve`)).status, 200);
  assert.is((await operator(f).post(`${gw}/approvals/${rejected}/reject`, { reason: 'not needed' })).status, 200);

  const workflow = await f.t.http.put(`${f.box()}/approval-workflow`, { required_votes: 2, voters: [ALICE, BOB], escalation_deadline_seconds: 60 });
  assert.ok([200, 201].includes(workflow.status), workflow.text);
  const voted = deny(f, { host: 'registry.npmjs.org', port: 443, binary: '/usr/bin/npm' });
  assert.is((await operator(f, ALICE).post(`${f.box()}/approvals/${voted}/approve`)).status, 202);
  f.t.manualClock!.advance(61_000);
  assert.is((await operator(f, BOB).post(`${f.box()}/approvals/${voted}/approve`)).status, 200);

  assert.is((await operator(f).post(`${f.box()}/kill-switch/engage`)).status, 200);
  assert.is((await operator(f).post(`${f.box()}/kill-switch/resume`)).status, 200);
  assert.is((await operator(f).put(`${f.box()}/budget`, { limit_requests: 1, window: 'daily', action: 'notify' })).status, 201);
  f.sim.control.emitLog(
    'box',
    [1, 2].map(() => ({
      message: 'API:INFERENCE [INFO] SUCCESS meta/llama via nvidia 180ms [POST /v1/chat/completions]',
      source: 'sandbox',
      target: 'ocsf',
      level: 'OCSF',
      timestampMs: f.t.clock.now(),
    })),
  );
  await f.t.kernel.scheduler.runNow('metering.poll');

  const port = await freePort();
  const registered = await f.t.http.post('/api/gateway/register', { name: 'flaky', endpoint: `http://127.0.0.1:${port}`, auth_mode: 'none' });
  assert.is(registered.status, 201, registered.text);
  await f.t.kernel.scheduler.runNow('gateways.health-probe');
  context.spare = await startSimulator({ port, timings: FAST_SIMULATOR_TIMINGS });
  await f.t.kernel.scheduler.runNow('gateways.health-probe');
  assert.is((await f.t.http.delete('/api/gateway/flaky')).status, 204);

  await deliveriesSettled(f.t);
  const seen = new Set(context.receiver.requests.map((request) => request.json.event));
  assert.equal(
    SPEC_EVENTS.filter((name) => !seen.has(name)),
    [],
    'every spec event that exists today was delivered',
  );
  assert.equal(
    context.receiver.requests.filter((request) => !signatureValid(context.secret, request.body, request.headers['x-service-signature'])),
    [],
  );
});

/** The delivered payloads of one event. */
function payloads(context: Context, name: string): Array<Record<string, any>> {
  return context.receiver.requests.filter((request) => request.json.event === name).map((request) => request.json.data);
}

events('every payload names its gateway and actor, and its sandbox where there is one', (context) => {
  const sandboxScoped = SPEC_EVENTS.filter((name) => /^(sandbox|policy|approval|kill_switch|budget)\./.test(name));
  for (const name of SPEC_EVENTS) {
    for (const data of payloads(context, name)) {
      assert.type(data.gateway, 'string', `${name}: gateway`);
      assert.ok(data.gateway.length > 0, `${name}: gateway`);
      assert.type(data.actor, 'string', `${name}: actor`);
      assert.ok(data.actor.length > 0, `${name}: actor`);
      if (sandboxScoped.includes(name)) assert.type(data.sandbox, 'string', `${name}: sandbox`);
    }
  }
});

events('the fields the spec names, and who acted', (context) => {
  const [created] = payloads(context, 'sandbox.created');
  assert.equal(
    [created!.gateway, created!.sandbox, created!.image, created!.gpu, created!.providers, created!.actor],
    ['gw', 'web-1', 'python:3.12', { count: 1 }, ['nvidia'], 'operator@example.test'],
  );
  assert.equal(
    payloads(context, 'sandbox.deleted').map((data) => [data.sandbox, data.actor]),
    [['web-1', 'operator@example.test']],
  );
  assert.equal(
    payloads(context, 'inference.updated').map((data) => [data.gateway, data.provider, data.model, data.timeout_secs]),
    [['gw', 'nvidia', 'meta/llama-3.1-8b-instruct', 120]],
  );
  assert.ok(
    payloads(context, 'policy.updated').some(
      (data) => data.sandbox === 'box' && data.actor === 'operator@example.test' && data.version > data.previous_version,
    ),
  );
  assert.equal(
    payloads(context, 'approval.rejected').map((data) => [data.sandbox, data.reason, data.actor]),
    [['box', 'not needed', 'operator@example.test']],
  );
  assert.equal(
    payloads(context, 'approval.vote_cast').map((data) => [data.voter, data.decision, data.actor]),
    [
      [ALICE, 'approve', ALICE],
      [BOB, 'approve', BOB],
    ],
  );
  assert.equal(
    payloads(context, 'approval.quorum_met').map((data) => [data.sandbox, data.votes, data.required, data.actor]),
    [['box', 2, 2, BOB]],
  );
  assert.equal(
    payloads(context, 'approval.escalated').map((data) => [data.sandbox, data.deadline_seconds, data.actor]),
    [['box', 60, BOB]],
  );
  assert.equal(
    payloads(context, 'gateway.unreachable').map((data) => [data.gateway, data.previous_status, data.actor]),
    [['flaky', 'unknown', 'system']],
  );
  assert.equal(
    payloads(context, 'gateway.recovered').map((data) => [data.gateway, data.status, data.actor]),
    [['flaky', 'connected', 'system']],
  );
  assert.equal(
    payloads(context, 'kill_switch.engaged').map((data) => [data.sandbox, data.engaged_by, data.actor]),
    [['box', 'manual', 'operator@example.test']],
  );
  assert.equal(
    payloads(context, 'kill_switch.released').map((data) => [data.sandbox, data.released_by, data.actor]),
    [['box', 'manual', 'operator@example.test']],
  );
  assert.equal(
    payloads(context, 'budget.exceeded').map((data) => [data.sandbox, data.used, data.limit, data.window, data.actor]),
    [['box', 2, 1, 'daily', 'system']],
  );
  assert.equal(
    payloads(context, 'gateway.unregistered').map((data) => [data.gateway, data.actor]),
    [['flaky', 'admin@test.local']],
  );
});

events.run();
