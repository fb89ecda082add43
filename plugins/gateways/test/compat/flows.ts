// The key flows of every plugin that talks to gateways, against one simulator profile per supported release: the
// oldest 0.0 release (v0.0.105: no review tokens, a bulk approval that approves every unflagged pending chunk), the
// v0.0.111 release, and the 0.1 line's GA (v0.1.2: selectors, names, page tokens, Timestamps, receipts, imported
// provider profiles, request ids, no inference routes). Plugins are loaded by id, as a deployment names them. The
// README's table of supported versions rests on these; docs/wire-lines.md says what differs.

import type { Simulator, VersionProfile } from '@portcullis/openshell-sim';
import { eventually, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { closeTestSimulators, gatewayTestKernel, registerSimulator, startTestSimulator } from '../../src/testing.ts';

export interface Release {
  profile: VersionProfile;
  version: string;
  line: '0.0' | '0.1';
  /** Chunks carry review tokens, and approve-all sends one selective call. */
  reviewTokens: boolean;
}

export const RELEASES: Record<string, Release> = {
  'v0.0.105': { profile: 'v0.0.105', version: '0.0.105', line: '0.0', reviewTokens: false },
  'v0.0.111': { profile: 'v0.0.111', version: '0.0.111', line: '0.0', reviewTokens: false },
  'v0.1.2': { profile: 'v0.1.2', version: '0.1.2', line: '0.1', reviewTokens: true },
};

interface Context {
  t: TestKernel;
  sim: Simulator;
}

const BASE = '/api/gateways/gw';
const SANDBOX = `${BASE}/sandboxes/web`;

const NVIDIA_PROFILE = {
  id: 'nvidia',
  display_name: 'NVIDIA',
  category: 'inference',
  inference_capable: true,
  credentials: [{ name: 'api_key', env_vars: ['NVIDIA_API_KEY'], required: true }],
  endpoints: [{ host: 'integrate.api.nvidia.com', port: 443 }],
};

async function settled(t: TestKernel, id: string): Promise<any> {
  return eventually(
    async () => {
      const response = await t.http.get(`/api/operations/${id}`);
      return ['succeeded', 'failed'].includes(response.body.status) ? response.body : null;
    },
    10_000,
    25,
  );
}

/** A blocked agent: the simulator records the denial and turns it into a chunk. */
function deny(sim: Simulator, host: string, binary: string): void {
  sim.control.simulateDenial({ sandbox: 'web', host, port: 443, binary });
  sim.control.flushDenials('web');
}

/** The key flows against one release; `.run()` them from a test file of their own (they run in parallel). */
export function keyFlows(release: Release) {
  const flows = suite<Context>(`key flows against a ${release.profile} gateway`);
  const on01 = release.line === '0.1';
  flows.before(async (context) => {
    context.t = await gatewayTestKernel({
      plugins: ['sandboxes', 'policies', 'policy-ceilings', 'approvals', 'providers', 'inference', 'kill-switch', 'metering', 'budgets', 'fleet', 'templates'],
      env: { SERVICE_BUDGET_METERING_ENABLED: 'true' },
    });
    context.sim = await startTestSimulator({ profile: release.profile, workspaces: [{ name: 'team' }] });
    await registerSimulator(context.t, 'gw', context.sim);
  });
  flows.after(async ({ t }) => {
    await t.stop();
    await closeTestSimulators();
  });

  flows('the gateway is connected, supported, and spoken to in its own wire line', async ({ t }) => {
    const tested = await t.http.post('/api/gateway/gw/test-connection');
    assert.equal(
      [tested.body.authenticated, tested.body.supported, tested.body.version, tested.body.wire_line],
      [true, true, release.version, release.line],
      tested.text,
    );
    const info = await t.http.get('/api/gateway/gw/info');
    assert.equal([info.body.wire_line, info.body.supported], [release.line, true]);
    assert.equal(info.body.capabilities, {
      receipts: on01,
      profile_import: on01,
      inference_routes: !on01,
      request_ids: on01,
      workspaces: on01,
      services: on01,
      credential_refresh: on01,
      templates: on01,
    });
    const negotiated = on01
      ? [
          { kind: 'compute_driver', name: 'docker' },
          { kind: 'credential_driver', name: 'builtin' },
        ]
      : null;
    const kinds = (extensions: Array<{ kind: string; name: string }> | null) => extensions?.map(({ kind, name }) => ({ kind, name })) ?? null;
    assert.equal(kinds(info.body.extensions), negotiated, info.text);
    if (on01) assert.ok(info.body.extensions[0].capabilities.includes('resources.gpu'));
    // The health monitor keeps what GetGatewayInfo listed: /readyz shows it without asking the gateway.
    await t.tick();
    const ready = await t.http.as(null).get('/readyz', { query: { verbose: 'true' } });
    const [item] = ready.body.checks.gateways.items;
    assert.equal([item.wire_line, item.version, kinds(item.extensions)], [release.line, release.version, negotiated], ready.text);
  });

  flows("provider types: the gateway's catalogue (a 0.1 gateway's is empty until a profile is imported)", async ({ t }) => {
    const before = await t.http.get(`${BASE}/providers/types`);
    assert.is(before.status, 200, before.text);
    const ids = () => before.body.items.map((type: { id: string }) => type.id);
    if (on01) {
      assert.equal(ids(), [], 'a fresh 0.1 gateway has no profiles');
      const refused = await t.http.as('operator').post(`${BASE}/providers`, { name: 'nvidia', type: 'nvidia', api_key: 'nvapi-x' });
      assert.equal([refused.status, refused.body.code, refused.body.profile], [409, 'PROVIDER_PROFILE_MISSING', 'nvidia'], refused.text);
      const imported = await t.http.as('operator').post(`${BASE}/providers/types/import`, { profiles: [NVIDIA_PROFILE] });
      assert.equal([imported.status, imported.body.imported], [201, ['nvidia']], imported.text);
    } else {
      assert.ok(ids().includes('nvidia'), 'a 0.0 gateway ships its catalogue built in');
      const refused = await t.http.as('operator').post(`${BASE}/providers/types/import`, { profiles: [NVIDIA_PROFILE] });
      assert.equal([refused.status, refused.body.code], [409, 'GATEWAY_CAPABILITY_UNAVAILABLE']);
    }
    const created = await t.http.as('operator').post(`${BASE}/providers`, { name: 'nvidia', type: 'nvidia', api_key: 'nvapi-x' });
    assert.equal([created.status, created.body.has_api_key, created.body.warnings], [201, true, []], created.text);
  });

  flows("create with a preset: running, the preset applied over the image's baseline and shown applied", async ({ t }) => {
    const started = await t.http.as('operator').post(`${BASE}/sandboxes`, { name: 'web', image: 'node:22', presets: ['npm'], labels: { team: 'a' } });
    assert.is(started.status, 202, started.text);
    const done = await settled(t, started.body.operation_id);
    assert.equal([done.status, done.result.sandbox.state, done.result.presets_applied], ['succeeded', 'running', ['npm']], JSON.stringify(done.error));
    const state = await t.http.get(`${SANDBOX}/policy/presets/npm`);
    assert.equal(
      [state.body.status, state.body.application.contributions.map((c: { rule_key: string }) => c.rule_key)],
      ['applied', ['npm_registry']],
      "folded into the image's npm_registry rule",
    );
    const listed = await t.http.get(`${BASE}/sandboxes`);
    assert.equal(
      listed.body.items.map((sandbox: { name: string; state: string; created_at: string | null }) => [
        sandbox.name,
        sandbox.state,
        sandbox.created_at !== null,
      ]),
      [['web', 'running', true]],
    );
  });

  flows('exec: the output and exit code of a command; logs and events with their own times', async ({ t, sim }) => {
    const started = await t.http.as('operator').post(`${SANDBOX}/exec`, { command: ['echo', 'hello'] });
    const done = await settled(t, started.body.operation_id);
    assert.equal([done.status, done.result.exit_code, done.result.stdout], ['succeeded', 0, 'hello\n'], JSON.stringify(done.error));
    const at = Date.parse('2026-11-20T10:00:00.123Z');
    sim.control.emitLog('web', { message: 'a line of its own time', timestampMs: at });
    const logs = await t.http.get(`${SANDBOX}/logs`, { query: { lines: '2000', since: String(at) } });
    assert.equal(
      logs.body.items.filter((line: { message: string }) => line.message === 'a line of its own time').map((line: { timestamp: string }) => line.timestamp),
      ['2026-11-20T10:00:00.123Z'],
    );
  });

  flows('the live stream: the sandbox as it is, then its log lines as they come', async ({ t, sim }) => {
    const received: Array<{ type: string; data: any }> = [];
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/ws/gw/web`, { headers: { 'x-portcullis-test-actor': JSON.stringify({ role: 'viewer' }) } });
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    try {
      await eventually(() => received.some((message) => message.type === 'status' && message.data.state === 'running'), 10_000);
      const at = Date.parse('2026-11-20T11:00:00.456Z');
      sim.control.emitLog('web', { message: 'streamed as it came', timestampMs: at });
      const line = await eventually(() => received.find((message) => message.type === 'log' && message.data.message === 'streamed as it came'), 10_000);
      assert.is(line.data.timestamp, '2026-11-20T11:00:00.456Z');
    } finally {
      socket.close();
    }
  });

  flows('policy write: a network rule lands in a new revision that loads; revisions newest first', async ({ t }) => {
    const added = await t.http.as('operator').post(
      `${SANDBOX}/policy/network-rules`,
      {
        key: 'docs',
        rule: { endpoints: [{ host: 'docs.example.com', port: 443, protocol: 'rest', tls: 'skip', enforcement: 'audit', access: 'read-only' }] },
      },
      { query: { wait_loaded: 'true' } },
    );
    assert.equal([added.status, added.body.changed, added.body.revision.status], [201, true, 'loaded'], added.text);
    const policy = await t.http.get(`${SANDBOX}/policy`);
    assert.equal(policy.body.policy.network_policies.docs.endpoints[0], {
      host: 'docs.example.com',
      port: 443,
      ports: [443],
      protocol: 'rest',
      tls: 'skip',
      enforcement: 'audit',
      access: 'read-only',
    });
    const revisions = await t.http.get(`${SANDBOX}/policy/revisions`, { query: { limit: '2', offset: '1' } });
    const versions = revisions.body.items.map((revision: { version: number }) => revision.version);
    assert.equal(versions, [added.body.revision.version - 1, added.body.revision.version - 2]);
  });

  flows('a pin holds the policy, a ceiling refuses a wider write; both read the policy from the gateway', async ({ t }) => {
    const pinned = await t.http.as('operator').post(`${SANDBOX}/policy/pin`, { reason: 'release freeze' });
    assert.is(pinned.status, 201, pinned.text);
    const blocked = await t.http
      .as('operator')
      .post(`${SANDBOX}/policy/network-rules`, { key: 'pinned', rule: { endpoints: [{ host: 'x.example.com', port: 443 }] } });
    assert.is(blocked.status, 423, blocked.text);
    assert.is((await t.http.as('operator').delete(`${SANDBOX}/policy/pin`)).status, 204);
    const current = (await t.http.get(`${SANDBOX}/policy`)).body.policy.network_policies;
    const ceiling = await t.http.put(`${BASE}/policy-ceiling`, { network_policies: current });
    assert.is(ceiling.status, 201, ceiling.text);
    const wider = await t.http
      .as('operator')
      .post(`${SANDBOX}/policy/network-rules`, { key: 'wider', rule: { endpoints: [{ host: 'wider.example.com', port: 443 }] } });
    assert.equal([wider.status, wider.body.code], [409, 'POLICY_CEILING_EXCEEDED'], wider.text);
    assert.is((await t.http.delete(`${BASE}/policy-ceiling`)).status, 204);
  });

  flows('approve one chunk, then approve-all the rest; the history has its times', async ({ t, sim }) => {
    deny(sim, 'api.github.com', '/usr/bin/git');
    deny(sim, 'pypi.org', '/usr/bin/pip');
    deny(sim, 'crates.io', '/usr/bin/cargo');
    const pending = (await t.http.get(`${SANDBOX}/approvals/pending`)).body.items;
    assert.is(pending.length, 3);
    assert.equal(
      pending.map((chunk: { review_token: string | null }) => chunk.review_token !== null),
      pending.map(() => release.reviewTokens),
    );
    const first = pending[0];
    sim.control.resetCalls();
    const approved = await t.http
      .as('operator')
      .post(`${SANDBOX}/approvals/${first.chunk_id}/approve`, first.review_token ? { review_token: first.review_token } : undefined);
    assert.equal([approved.status, approved.body.status], [200, 'approved'], approved.text);
    const all = await t.http.as('operator').post(`${SANDBOX}/approvals/approve-all`);
    assert.equal([all.status, all.body.chunks_approved, all.body.skipped], [200, 2, []], all.text);
    assert.equal(
      [sim.control.calls('ApproveAllDraftChunks'), sim.control.calls('ApproveDraftChunk')],
      release.reviewTokens ? [2, 1] : [0, 3],
      'with review tokens the first approval changed the policy, so the bulk call skips the others as stale once and takes them with the refreshed tokens; without them the bulk call ignores any selection, so one approval per chunk',
    );
    assert.is((await t.http.get(`${SANDBOX}/approvals/pending`)).body.total, 0);
    const history = await t.http.get(`${SANDBOX}/approvals/history`);
    assert.ok(history.body.items.length >= 3 && history.body.items.every((entry: { timestamp: string }) => Date.parse(entry.timestamp) > 0));
  });

  flows('provider attach, then the kill switch: detached (confirmed revoked on 0.1), and re-attached on resume', async ({ t, sim }) => {
    const attached = await t.http.as('operator').post(`${SANDBOX}/providers/nvidia`);
    assert.equal([attached.status, attached.body.attached, attached.body.providers], [200, true, ['nvidia']], attached.text);
    sim.control.resetCalls();
    const engaged = await t.http.as('operator').post(`${SANDBOX}/kill-switch/engage`);
    assert.equal([engaged.status, engaged.body.state, engaged.body.providers, engaged.body.pending], [200, 'engaged', ['nvidia'], []], engaged.text);
    assert.ok(on01 ? sim.control.calls('GetSandboxProviderStatus') >= 1 : sim.control.calls('GetSandboxProviderStatus') === 0, 'receipts are read on 0.1 only');
    assert.equal((await t.http.get(SANDBOX)).body.providers, []);
    const resumed = await t.http.as('operator').post(`${SANDBOX}/kill-switch/resume`);
    assert.equal([resumed.status, resumed.body.state], [200, 'released'], resumed.text);
    assert.equal((await t.http.get(SANDBOX)).body.providers, ['nvidia']);
  });

  flows("inference: the gateway's route on 0.0; on 0.1 a 409 naming the version and the provider-based way", async ({ t, sim }) => {
    const route = await t.http.as('operator').put(`${BASE}/inference`, { provider: 'nvidia', model: 'meta/llama-3.1-8b-instruct' });
    if (!on01) {
      assert.equal([route.status, route.body.provider, route.body.validation_performed], [200, 'nvidia', true], route.text);
      return;
    }
    const calls = sim.control.allCalls();
    assert.equal([route.status, route.body.code, route.body.version], [409, 'INFERENCE_ROUTES_UNAVAILABLE', '0.1.2'], route.text);
    assert.match(route.body.detail, /import a provider profile/i);
    assert.is((await t.http.get(`${BASE}/inference`)).body.code, 'INFERENCE_ROUTES_UNAVAILABLE');
    assert.equal(sim.control.allCalls(), calls, 'nothing was sent');
  });

  flows("metering counts the sandbox's inference lines by their times; a budget exceeded detaches its providers", async ({ t, sim }) => {
    sim.control.emitInference('web', 3);
    await t.kernel.scheduler.runNow('metering.poll');
    const usage = await t.http.get(SANDBOX);
    assert.is(usage.body.metered_requests_today, 3);
    const budget = await t.http.as('operator').put(`${SANDBOX}/budget`, { limit_requests: 4, window: 'daily', action: 'detach' });
    assert.is(budget.status, 201, budget.text);
    sim.control.emitInference('web', 2);
    await t.kernel.scheduler.runNow('metering.poll');
    await eventually(async () => (await t.http.get(`${SANDBOX}/kill-switch`)).body.state === 'engaged', 10_000);
    assert.equal((await t.http.get(SANDBOX)).body.providers, []);
    assert.equal([(await t.http.as('operator').post(`${SANDBOX}/kill-switch/resume`)).body.state], ['released']);
    assert.is((await t.http.as('operator').delete(`${SANDBOX}/budget`)).status, 204);
  });

  flows('fleet: stop and start the sandbox by its label; a template creates a sandbox', async ({ t }) => {
    for (const [action, state] of [
      ['stop', 'stopped'],
      ['start', 'running'],
    ] as const) {
      const started = await t.http.as('operator').post('/api/fleet/actions', { action, selector: { sandbox_labels: ['team:a'] } });
      assert.is(started.status, 202, started.text);
      const done = await settled(t, started.body.operation_id);
      assert.equal([done.status, done.result.targets.map((target: { outcome: string }) => target.outcome)], ['succeeded', ['done']], JSON.stringify(done));
      await eventually(async () => (await t.http.get(SANDBOX)).body.state === state, 10_000);
    }
    const template = (await t.http.get('/api/sandbox-templates/secure-coding')).body;
    const created = await t.http.as('operator').post(`${BASE}/sandboxes`, { ...template.config, name: 'from-template' });
    assert.equal([(await settled(t, created.body.operation_id)).status], ['succeeded']);
  });

  flows('another workspace is reached with ?workspace=', async ({ t }) => {
    const started = await t.http.as('operator').post(`${BASE}/sandboxes`, { name: 'elsewhere', image: 'base' }, { query: { workspace: 'team' } });
    assert.equal([(await settled(t, started.body.operation_id)).status], ['succeeded']);
    assert.equal((await t.http.get(`${BASE}/sandboxes/elsewhere`, { query: { workspace: 'team' } })).body.workspace, 'team');
    assert.is((await t.http.get(`${BASE}/sandboxes/elsewhere`)).status, 404, 'not in the default workspace');
  });

  flows('sandbox briefs: the list read for identities and phases agrees with the whole list, in each workspace', async ({ t, sim }) => {
    const stopped = await t.http.as('operator').post(`${BASE}/sandboxes/from-template/stop`);
    assert.is(stopped.status, 200, stopped.text);
    await eventually(async () => (await t.http.get(`${BASE}/sandboxes/from-template`)).body.state === 'stopped', 10_000);
    const gateways = t.resolve('gatewayApi', 'gateways');
    const gateway = await t.resolve('gatewayRegistry', 'gateways').require('gw');
    const phases = new Set<string>();
    for (const workspace of ['default', 'team']) {
      const scope = { gateway, workspace };
      const listCalls = sim.control.calls('ListSandboxes');
      const briefs = await gateways.sandboxes.briefs(scope);
      assert.is(sim.control.calls('ListSandboxes') - listCalls, 1, 'one page, one call');
      const whole = (await gateways.sandboxes.list(scope)).map(({ id, name, workspace, phase }) => ({ id, name, workspace, phase }));
      assert.ok(whole.length > 0, `sandboxes in ${workspace}`);
      assert.equal(briefs, whole);
      for (const brief of briefs) phases.add(brief.phase);
    }
    assert.ok(phases.has('READY') && phases.has('STOPPED'), [...phases].join(', '));
  });

  flows('SSH session, then delete: deleting until gone', async ({ t, sim }) => {
    const session = await t.http.as('operator').post(`${SANDBOX}/ssh`);
    assert.equal([session.status, session.body.gateway_port], [201, Number(sim.address.split(':').pop())], session.text);
    assert.ok(session.body.expires_at === null || Date.parse(session.body.expires_at) > Date.now());
    const deleted = await t.http.as('operator').delete(SANDBOX);
    assert.is(deleted.status, 202, deleted.text);
    const done = await settled(t, deleted.body.operation_id);
    assert.equal([done.status, done.result.deleted], ['succeeded', true]);
    assert.is((await t.http.get(SANDBOX)).status, 404);
  });

  return flows;
}
