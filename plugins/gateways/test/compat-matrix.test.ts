// The key flows of the plugin suites against both gateway releases Portcullis supports: the simulator's `head`
// profile (upstream HEAD: v0.0.111 plus review tokens, selective bulk approval) and its `v0.0.105` profile (the
// oldest supported release: no review tokens, a bulk approval that approves every unflagged pending chunk). The
// plugins are loaded by id, as a deployment names them. The README's table of supported versions rests on this.

import { eventually, type TestKernel } from '@portcullis/core/testing';
import type { Simulator } from '@portcullis/openshell-sim';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { closeTestSimulators, gatewayTestKernel, registerSimulator, startTestSimulator } from '../src/testing.ts';

interface Context {
  t: TestKernel;
  sim: Simulator;
}

const BASE = '/api/gateways/gw';
const SANDBOX = `${BASE}/sandboxes/web`;

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

for (const profile of ['head', 'v0.0.105'] as const) {
  const flows = suite<Context>(`key flows against a ${profile} gateway`);
  flows.before(async (context) => {
    context.t = await gatewayTestKernel({ plugins: ['sandboxes', 'policies', 'approvals', 'providers', 'inference'] });
    context.sim = await startTestSimulator({ profile, providers: [{ name: 'nvidia', type: 'nvidia', credentials: { NVIDIA_API_KEY: 'nvapi-x' } }] });
    await registerSimulator(context.t, 'gw', context.sim);
  });
  flows.after(async ({ t }) => {
    await t.stop();
    await closeTestSimulators();
  });

  flows('the gateway is connected and supported', async ({ t }) => {
    const tested = await t.http.post('/api/gateway/gw/test-connection');
    assert.equal([tested.body.authenticated, tested.body.supported, tested.body.version], [true, true, profile === 'head' ? '0.0.111' : '0.0.105']);
  });

  flows("create with a preset: running, the preset applied over the image's baseline and shown applied", async ({ t }) => {
    const started = await t.http.as('operator').post(`${BASE}/sandboxes`, { name: 'web', image: 'node:22', presets: ['npm'] });
    assert.is(started.status, 202, started.text);
    const done = await settled(t, started.body.operation_id);
    assert.equal([done.status, done.result.sandbox.state, done.result.presets_applied], ['succeeded', 'running', ['npm']], JSON.stringify(done.error));
    const state = await t.http.get(`${SANDBOX}/policy/presets/npm`);
    assert.equal(
      [state.body.status, state.body.application.contributions.map((c: { rule_key: string }) => c.rule_key)],
      ['applied', ['npm_registry']],
      "folded into the image's npm_registry rule",
    );
  });

  flows('policy write: a network rule lands in a new revision', async ({ t }) => {
    const added = await t.http.as('operator').post(
      `${SANDBOX}/policy/network-rules`,
      {
        key: 'docs',
        rule: { endpoints: [{ host: 'docs.example.com', port: 443 }], binaries: [{ path: '/usr/bin/curl' }] },
      },
      { query: { wait_loaded: 'true' } },
    );
    assert.equal([added.status, added.body.changed, added.body.revision.status], [201, true, 'loaded'], added.text);
  });

  flows('approve one chunk, then approve-all the rest', async ({ t, sim }) => {
    deny(sim, 'api.github.com', '/usr/bin/git');
    deny(sim, 'pypi.org', '/usr/bin/pip');
    deny(sim, 'crates.io', '/usr/bin/cargo');
    const pending = (await t.http.get(`${SANDBOX}/approvals/pending`)).body.items;
    assert.is(pending.length, 3);
    assert.equal(
      pending.map((chunk: { review_token: string | null }) => chunk.review_token !== null),
      pending.map(() => profile === 'head'),
      'review tokens from HEAD only',
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
      profile === 'head' ? [2, 1] : [0, 3],
      'HEAD: the first approval changed the policy, so the bulk call skips the others as stale once and takes them with the refreshed tokens; v0.0.105 (no tokens, a bulk call that ignores any selection): one approval per chunk',
    );
    assert.is((await t.http.get(`${SANDBOX}/approvals/pending`)).body.total, 0);
  });

  flows('provider attach and the inference route', async ({ t }) => {
    const attached = await t.http.as('operator').post(`${SANDBOX}/providers/nvidia`);
    assert.equal([attached.status, attached.body.attached, attached.body.providers], [200, true, ['nvidia']], attached.text);
    const route = await t.http.as('operator').put(`${BASE}/inference`, { provider: 'nvidia', model: 'meta/llama-3.1-8b-instruct' });
    assert.equal([route.status, route.body.provider, route.body.validation_performed], [200, 'nvidia', true], route.text);
  });

  flows('SSH session, then delete: deleting until gone', async ({ t, sim }) => {
    const session = await t.http.as('operator').post(`${SANDBOX}/ssh`);
    assert.equal([session.status, session.body.gateway_port], [201, Number(sim.address.split(':').pop())], session.text);
    const deleted = await t.http.as('operator').delete(SANDBOX);
    assert.is(deleted.status, 202, deleted.text);
    const done = await settled(t, deleted.body.operation_id);
    assert.equal([done.status, done.result.deleted], ['succeeded', true]);
    assert.is((await t.http.get(SANDBOX)).status, 404);
  });

  flows.run();
}
