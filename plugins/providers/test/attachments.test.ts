// Attaching providers to sandboxes: the operator endpoints and the `providerAttachments` service other plugins
// call (the kill switch). Idempotent, compare-and-swap on the sandbox's resource_version, retried on ABORTED.

import { definePlugin } from '@portcullis/core';
import type { Simulator } from '@portcullis/openshell-sim';
import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { bootProviders, closeSimulators, detailOf, registerPlain, rows, simulator } from './helpers.ts';

interface Context {
  t: TestKernel;
  sim: Simulator;
}

// A plugin built on the exported service the way the kill switch is: it names its actor and its reason.
const killSwitchFixture = definePlugin({
  id: 'kill-switch-fixture',
  description: 'Test fixture: detaches and re-attaches through providerAttachments.',
  dependsOn: ['providers'],
  register(api) {
    api.route({
      method: 'POST',
      path: '/api/fixture/kill/{gw}/{sandbox}',
      access: 'operator',
      summary: 'Detach every provider, then re-attach them.',
      params: z.object({ gw: z.string(), sandbox: z.string() }),
      handler: async (request) => {
        const attachments = request.resolve('providerAttachments');
        const scope = { gateway: request.params.gw };
        const recorded = await attachments.list(scope, request.params.sandbox);
        const actor = { name: 'kill-switch', type: 'system' as const };
        const detached = [];
        for (const provider of recorded)
          detached.push((await attachments.detach(scope, request.params.sandbox, provider, { actor, reason: 'curfew' })).detached);
        const during = await attachments.list(scope, request.params.sandbox);
        const again = await attachments.detach(scope, request.params.sandbox, recorded[0]!, { actor, reason: 'curfew' });
        for (const provider of recorded) await attachments.attach(scope, request.params.sandbox, provider, { actor, reason: 'curfew ended' });
        return { recorded, detached, during, detached_again: again.detached, after: await attachments.list(scope, request.params.sandbox) };
      },
    });
  },
});

const attachments = suite<Context>('provider attachments');

attachments.before(async (context) => {
  context.t = await bootProviders({ plugins: [killSwitchFixture], env: { SERVICE_PROVIDER_ATTACH_RETRIES: '3' } });
  context.sim = await simulator({
    workspaces: [{ name: 'team' }],
    providers: [
      { name: 'openai', type: 'openai', credentials: { OPENAI_API_KEY: 'sk-seeded' } },
      { name: 'github', type: 'github', credentials: { GITHUB_TOKEN: 'ghp-seeded' } },
      ...['p1', 'p2', 'p3', 'p4', 'p5'].map((name) => ({ name, type: 'generic' })),
      { name: 'team-llm', type: 'nvidia', credentials: { NVIDIA_API_KEY: 'nv' }, workspace: 'team' },
    ],
  });
  for (const name of ['box', 'busy', 'crowd', 'kill-me']) context.sim.control.seedSandbox({ name });
  context.sim.control.seedSandbox({ name: 'team-box', workspace: 'team' });
  await registerPlain(context.t, 'sim', context.sim);
});
attachments.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const sandboxOf = (sim: Simulator, name: string) => sim.control.state().sandboxes.find((sandbox) => sandbox.name === name)!;
const path = (sandbox: string, provider: string) => `/api/gateways/sim/sandboxes/${sandbox}/providers/${provider}`;
/** The outcome rows of attaches or detaches of one sandbox (each follows its intent row). */
const auditRows = (t: TestKernel, action: string, sandbox: string) =>
  rows<{ actor: string; detail: unknown; gateway: string; outcome: string }>(
    t,
    "SELECT actor, detail, gateway, outcome FROM audit_log WHERE action = ? AND resource_id = ? AND outcome <> 'pending' ORDER BY id",
    [action, sandbox],
  );

attachments('attach twice = once: the second answers attached false and is on record as changing nothing; the provider listed once', async ({ t, sim }) => {
  const operator = t.http.as('operator');
  const first = await operator.post(path('box', 'openai'));
  assert.equal([first.status, first.body], [200, { sandbox: 'box', provider: 'openai', attached: true, providers: ['openai'] }]);
  const second = await operator.post(path('box', 'openai'));
  assert.equal([second.status, second.body], [200, { sandbox: 'box', provider: 'openai', attached: false, providers: ['openai'] }]);
  assert.equal(sandboxOf(sim, 'box').providers, ['openai']);
  const audits = await auditRows(t, 'sandbox.provider.attach', 'box');
  assert.equal(
    audits.map((row) => [row.outcome, row.actor, row.gateway, detailOf(row)]),
    [
      ['succeeded', 'operator@test.local', 'sim', { provider: 'openai', workspace: 'default', changed: true }],
      ['succeeded', 'operator@test.local', 'sim', { provider: 'openai', workspace: 'default', changed: false }],
    ],
  );

  const listed = await t.http.as('viewer').get('/api/gateways/sim/sandboxes/box/providers');
  assert.equal([listed.status, listed.body.total, listed.body.items[0].name, listed.body.items[0].credential_keys], [200, 1, 'openai', ['OPENAI_API_KEY']]);
  assert.not.ok(listed.text.includes('sk-seeded'));
});

attachments('detach twice = once; each write carries the resource_version just read', async ({ t, sim }) => {
  const getsBefore = sim.control.calls('GetSandbox');
  const first = await t.http.delete(path('box', 'openai'));
  assert.equal(first.body, { sandbox: 'box', provider: 'openai', detached: true, providers: [] });
  const second = await t.http.delete(path('box', 'openai'));
  assert.equal(second.body, { sandbox: 'box', provider: 'openai', detached: false, providers: [] });
  assert.is(sim.control.calls('GetSandbox'), getsBefore + 2, 'a fresh read before each write');
  assert.equal(
    (await auditRows(t, 'sandbox.provider.detach', 'box')).map((row) => detailOf(row).changed),
    [true, false],
  );
});

attachments('ABORTED (concurrent modification) is retried with a fresh read: two refusals, then success', async ({ t, sim }) => {
  const attachesBefore = sim.control.calls('AttachSandboxProvider');
  const getsBefore = sim.control.calls('GetSandbox');
  sim.control.failNext('AttachSandboxProvider', {
    code: 'ABORTED',
    message: 'attach provider failed due to concurrent modification (current resource_version: 9)',
    times: 2,
  });
  const response = await t.http.post(path('busy', 'github'));
  assert.equal([response.status, response.body.attached], [200, true], response.text);
  assert.is(sim.control.calls('AttachSandboxProvider') - attachesBefore, 3);
  assert.is(sim.control.calls('GetSandbox') - getsBefore, 3);
  assert.equal(sandboxOf(sim, 'busy').providers, ['github']);
});

attachments('retries run out: 409 CONCURRENT_MODIFICATION after 1 + SERVICE_PROVIDER_ATTACH_RETRIES attempts', async ({ t, sim }) => {
  const before = sim.control.calls('DetachSandboxProvider');
  sim.control.failNext('DetachSandboxProvider', { code: 'ABORTED', message: 'detach provider failed due to concurrent modification', times: 10 });
  const response = await t.http.delete(path('busy', 'github'));
  assert.equal([response.status, response.body.code], [409, 'CONCURRENT_MODIFICATION']);
  assert.is(sim.control.calls('DetachSandboxProvider') - before, 4);
  sim.control.clearFailures();
  assert.equal(sandboxOf(sim, 'busy').providers, ['github'], 'nothing changed');
  assert.equal(
    (await auditRows(t, 'sandbox.provider.detach', 'busy')).map((row) => [row.outcome, detailOf(row).error]),
    [['failed', 'CONCURRENT_MODIFICATION']],
  );
});

attachments('concurrent attaches to one sandbox all land (the losers of each compare-and-swap retry)', async ({ t, sim }) => {
  const names = ['p1', 'p2', 'p3', 'p4', 'p5'];
  const before = sim.control.calls('AttachSandboxProvider');
  const responses = await Promise.all(names.map((name) => t.http.post(path('crowd', name))));
  assert.equal(
    responses.map((response) => [response.status, response.body.attached]),
    names.map(() => [200, true]),
  );
  assert.equal([...sandboxOf(sim, 'crowd').providers].sort(), names);
  assert.ok(sim.control.calls('AttachSandboxProvider') - before >= names.length);
});

attachments("refusals: unknown provider 409 with the gateway's message, unknown sandbox 404, other workspace by ?workspace=", async ({ t, sim }) => {
  const unknownProvider = await t.http.post(path('box', 'nope'));
  assert.equal(
    [unknownProvider.status, unknownProvider.body.code, unknownProvider.body.detail],
    [409, 'GATEWAY_PRECONDITION_FAILED', "provider 'nope' not found"],
  );
  const unknownSandbox = await t.http.post(path('ghost', 'openai'));
  assert.equal([unknownSandbox.status, unknownSandbox.body.code], [404, 'SANDBOX_NOT_FOUND']);
  assert.is((await t.http.get('/api/gateways/sim/sandboxes/ghost/providers')).body.code, 'SANDBOX_NOT_FOUND');
  const team = await t.http.post(path('team-box', 'team-llm'), undefined, { query: { workspace: 'team' } });
  assert.equal([team.status, team.body.attached], [200, true]);
  assert.equal(sandboxOf(sim, 'team-box').providers, ['team-llm']);
  const wrongWorkspace = await t.http.post(path('team-box', 'team-llm'));
  assert.is(wrongWorkspace.status, 404, 'team-box is not in the default workspace');
});

attachments('the exported service: list, detach and re-attach with an actor and reason, idempotent repeats, all audited', async ({ t, sim }) => {
  for (const provider of ['openai', 'github']) await t.http.post(path('kill-me', provider));
  const response = await t.http.post('/api/fixture/kill/sim/kill-me');
  assert.equal(
    [response.status, response.body],
    [
      200,
      {
        recorded: ['openai', 'github'],
        detached: [true, true],
        during: [],
        detached_again: false,
        after: ['openai', 'github'],
      },
    ],
    response.text,
  );
  assert.equal(sandboxOf(sim, 'kill-me').providers, ['openai', 'github']);
  const detaches = await auditRows(t, 'sandbox.provider.detach', 'kill-me');
  assert.equal(
    detaches.map((row) => [row.actor, detailOf(row)]),
    [
      ['kill-switch', { provider: 'openai', workspace: 'default', reason: 'curfew', changed: true }],
      ['kill-switch', { provider: 'github', workspace: 'default', reason: 'curfew', changed: true }],
      ['kill-switch', { provider: 'openai', workspace: 'default', reason: 'curfew', changed: false }],
    ],
  );
  const attaches = await auditRows(t, 'sandbox.provider.attach', 'kill-me');
  assert.equal(
    attaches.map((row) => [row.actor, detailOf(row).reason ?? null]),
    [
      ['admin@test.local', null],
      ['admin@test.local', null],
      ['kill-switch', 'curfew ended'],
      ['kill-switch', 'curfew ended'],
    ],
    'no effect on a gateway without its audit row, the re-attaches included',
  );
  const service = t.resolve('providerAttachments', 'providers');
  assert.equal(await service.list({ gateway: 'sim' }, 'kill-me'), ['openai', 'github']);
});

attachments.run();
