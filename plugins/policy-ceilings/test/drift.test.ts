// Drift: after a ceiling is tightened, sandboxes whose policy in force exceeds it are reported with their
// counterexamples, writes that keep the excess are refused (the policy in force is judged with the change), and with
// SERVICE_POLICY_CEILING_DRIFT_ACTION=kill_switch their kill switches are engaged and released again.

import type { SeedProvider } from '@portcullis/openshell-sim';
import { WIRE_LINE_PLUGINS } from '@portcullis/plugin-gateways/testing';
import { createTestKernel, eventually } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CEILING, CREATE_TIME_POLICY, ceilingFixture, type Fixture, GITHUB_RULE, PYPI_RULE, plainRule, putCeiling, rows } from './helpers.ts';

const DRIFT = `${CEILING}/drift`;
const BOTH = { gh: plainRule('api.github.com'), pypi: plainRule('pypi.org', '/usr/bin/pip') };

const drift = suite<{ f: Fixture }>('drift report');
drift.before.each(async (context) => {
  context.f = await ceilingFixture({ sandboxes: ['box', 'other'] });
  await putCeiling(context.f, { github: GITHUB_RULE, pypi: PYPI_RULE });
});
drift.after.each(async ({ f }) => {
  await f.close();
});

drift('after tightening, the sandbox beyond the new ceiling is listed with its counterexample; narrowing it clears the drift', async ({ f }) => {
  assert.is((await f.t.http.as('operator').put(`${f.box()}/policy`, { network_policies: BOTH })).status, 200);
  assert.is((await f.t.http.as('operator').put(`${f.box('other')}/policy`, { network_policies: { gh: plainRule('api.github.com') } })).status, 200);
  assert.equal((await f.t.http.as('viewer').get(DRIFT)).body, { items: [], total: 0, checked: 2 });

  await putCeiling(f, { github: GITHUB_RULE });
  const report = await f.t.http.as('viewer').get(DRIFT);
  assert.is(report.status, 200, report.text);
  assert.equal([report.body.total, report.body.checked], [1, 2]);
  const [item] = report.body.items;
  assert.equal([item.sandbox, item.workspace, item.ceilings, item.undecided], ['box', 'default', [null], false]);
  assert.ok(item.policy_version >= 2);
  assert.equal(
    item.counterexamples.map((example: any) => [example.rule, example.host, example.binary]),
    [['pypi', 'pypi.org', '/usr/bin/pip']],
  );

  // A write within the ceiling is still refused while the policy in force exceeds it: the result is what is judged.
  f.sim.control.resetCalls();
  const kept = await f.t.http.as('operator').post(`${f.box()}/policy/network-rules`, { key: 'gh2', rule: plainRule('api.github.com') });
  assert.equal(
    [kept.status, kept.body.code, kept.body.counterexample.source, kept.body.counterexample.host],
    [409, 'POLICY_CEILING_EXCEEDED', 'in_force', 'pypi.org'],
  );
  assert.match(kept.body.detail, /already allows/);
  assert.is(f.sim.control.calls('UpdateConfig'), 0);

  // Narrowing to within is what a drifting sandbox may do.
  assert.is((await f.t.http.as('operator').put(`${f.box()}/policy`, { network_policies: { gh: plainRule('api.github.com') } })).status, 200);
  assert.equal((await f.t.http.as('viewer').get(DRIFT)).body, { items: [], total: 0, checked: 2 });
});

drift('drift follows label selectors: only sandboxes a tightened selector ceiling binds are listed', async ({ f }) => {
  for (const name of ['box', 'other']) assert.is((await f.t.http.as('operator').put(`${f.box(name)}/policy`, { network_policies: BOTH })).status, 200);
  await putCeiling(f, { github: GITHUB_RULE }, 'team:ml');
  assert.is((await f.t.http.as('operator').patch(f.box('other'), { labels: { team: 'ml' } })).status, 200);
  const report = (await f.t.http.get(DRIFT)).body;
  assert.equal(
    report.items.map((item: any) => [item.sandbox, item.ceilings, item.counterexamples[0].ceiling]),
    [['other', [null, 'team:ml'], 'team:ml']],
  );
});

drift('no ceiling on the gateway: neither the drift report nor a write reads anything more from it', async ({ f }) => {
  assert.is((await f.t.http.delete(CEILING)).status, 204);
  f.sim.control.resetCalls();
  assert.equal((await f.t.http.get(DRIFT)).body, { items: [], total: 0, checked: 0 });
  assert.is(f.sim.control.calls('ListSandboxes') + f.sim.control.calls('GetSandboxPolicyStatus'), 0);
  assert.is((await f.t.http.as('operator').post(`${f.box()}/policy/network-rules`, { key: 'out', rule: plainRule('exfil.example.net') })).status, 201);
  assert.equal([f.sim.control.calls('GetSandboxPolicyStatus'), f.sim.control.calls('GetSandbox')], [0, 0], 'the policy in force is read only to judge it');
});

const PROVIDERS: SeedProvider[] = [{ name: 'openai', type: 'openai', credentials: { OPENAI_API_KEY: 'sk-seeded' } }];

const attachedTo = (f: Fixture, sandbox: string) => f.sim.control.state().sandboxes.find((box) => box.name === sandbox)?.providers ?? [];

async function runDriftCheck(f: Fixture): Promise<void> {
  f.t.manualClock!.advance(300_000);
  await f.t.tick();
}

const enforced = suite<{ f: Fixture }>('drift action kill_switch');
enforced.before.each(async (context) => {
  context.f = await ceilingFixture({
    after: ['providers', 'kill-switch'],
    sim: { providers: PROVIDERS },
    env: { SERVICE_POLICY_CEILING_DRIFT_ACTION: 'kill_switch', SERVICE_PROVIDER_ATTACH_RETRY_DELAY_MS: '5' },
  });
  context.f.sim.control.seedSandbox({ name: 'agent', policy: CREATE_TIME_POLICY, providers: ['openai'] });
  await eventually(() => context.f.sim.control.state().sandboxes.some((box) => box.name === 'agent' && box.phase === 'SANDBOX_PHASE_READY'));
  await putCeiling(context.f, { github: GITHUB_RULE, pypi: PYPI_RULE });
});
enforced.after.each(async ({ f }) => {
  await f.close();
});

enforced("a drifting sandbox's kill switch is engaged (owner ceiling) once, and released when its policy is within again", async ({ f }) => {
  assert.is((await f.t.http.as('operator').put(`${f.box('agent')}/policy`, { network_policies: BOTH })).status, 200);
  await runDriftCheck(f);
  assert.equal(await rows(f.t, 'SELECT sandbox FROM kill_switches'), [], 'within: nothing engaged');

  await putCeiling(f, { github: GITHUB_RULE });
  await runDriftCheck(f);
  const engaged = await f.t.http.get(`${f.box('agent')}/kill-switch`);
  assert.equal([engaged.body.state, engaged.body.engaged_by, engaged.body.holders, engaged.body.providers], ['engaged', 'ceiling', ['ceiling'], ['openai']]);
  assert.equal(attachedTo(f, 'agent'), []);
  assert.is((await f.t.http.get(`${f.box()}/kill-switch`)).body.state, 'released', 'box has no rules: within');
  const detaches = f.sim.control.calls('DetachSandboxProvider');
  await runDriftCheck(f);
  assert.is(f.sim.control.calls('DetachSandboxProvider'), detaches, 'held already: not engaged again');

  assert.is((await f.t.http.as('operator').put(`${f.box('agent')}/policy`, { network_policies: { gh: plainRule('api.github.com') } })).status, 200);
  await runDriftCheck(f);
  assert.is((await f.t.http.get(`${f.box('agent')}/kill-switch`)).body.state, 'released');
  assert.equal(attachedTo(f, 'agent'), ['openai']);
  assert.equal(
    f.t.eventsNamed('kill_switch.engaged').map((event) => (event.data as any).engaged_by),
    ['ceiling'],
  );
  assert.equal(
    f.t.eventsNamed('kill_switch.released').map((event) => (event.data as any).released_by),
    ['ceiling'],
  );
});

enforced("removing the ceiling releases its holds; an operator's hold stays", async ({ f }) => {
  assert.is((await f.t.http.as('operator').put(`${f.box('agent')}/policy`, { network_policies: BOTH })).status, 200);
  await putCeiling(f, { github: GITHUB_RULE });
  await runDriftCheck(f);
  assert.is((await f.t.http.as('operator').post(`${f.box('agent')}/kill-switch/engage`)).status, 200);
  assert.is((await f.t.http.delete(CEILING)).status, 204);
  await runDriftCheck(f);
  const after = (await f.t.http.get(`${f.box('agent')}/kill-switch`)).body;
  assert.equal([after.state, after.holders], ['engaged', ['manual']]);
  assert.equal(attachedTo(f, 'agent'), []);
});

const settings = suite('drift action settings');

settings('report (the default) never engages; kill_switch without the kill-switch plugin is refused at start-up', async () => {
  const f = await ceilingFixture({ after: ['providers', 'kill-switch'], sim: { providers: PROVIDERS } });
  try {
    f.sim.control.seedSandbox({ name: 'agent', policy: CREATE_TIME_POLICY, providers: ['openai'] });
    await eventually(() => f.sim.control.state().sandboxes.some((box) => box.name === 'agent' && box.phase === 'SANDBOX_PHASE_READY'));
    assert.is((await f.t.http.as('operator').put(`${f.box('agent')}/policy`, { network_policies: { out: plainRule('exfil.example.net') } })).status, 200);
    await putCeiling(f, { github: GITHUB_RULE });
    assert.is((await f.t.http.get(DRIFT)).body.total, 1);
    await runDriftCheck(f);
    assert.equal(await rows(f.t, 'SELECT sandbox FROM kill_switches'), []);
    assert.equal(attachedTo(f, 'agent'), ['openai']);
  } finally {
    await f.close();
  }
  const failed = await createTestKernel({
    plugins: ['gateways', ...WIRE_LINE_PLUGINS, 'policies', 'sandboxes', 'policy-ceilings'],
    env: { SERVICE_POLICY_CEILING_DRIFT_ACTION: 'kill_switch' },
  }).then(
    async (t) => {
      await t.stop();
      return null;
    },
    (error: Error) => error.message,
  );
  assert.match(failed ?? '', /SERVICE_POLICY_CEILING_DRIFT_ACTION=kill_switch needs the kill-switch plugin/);
});

drift.run();
enforced.run();
settings.run();
