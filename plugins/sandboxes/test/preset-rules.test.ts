// Preset rules against the simulator: a rule applies its presets once to each matching sandbox through the policies
// plugin (its audit row, one UpdateConfig each), to new sandboxes once they run and to running ones when the rule is
// set; never to another sandbox, never again after an operator removed the preset; input rules and roles.

import policies from '@portcullis/plugin-policies';
import { auditRows, eventually } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PresetRuleApplication } from '../src/preset-rules/entity.ts';
import { type Bench, boot, createSandbox, shutdown } from './helpers.ts';

const rules = suite<{ bench: Bench }>('preset rules');

rules.before(async (context) => {
  context.bench = await boot({ plugins: [policies] });
  const labelled = await context.bench.t.http.patch('/api/gateway/gw', { labels: { env: 'prod' } });
  assert.is(labelled.status, 200, labelled.text);
});
rules.after(async ({ bench }) => {
  await shutdown(bench);
});

const ML = { gateways: { env: 'prod' }, sandboxes: { team: 'ml' } };

async function presetApplications(bench: Bench): Promise<string[]> {
  return (await auditRows(bench.t, 'policy.preset.apply'))
    .filter((row) => row.outcome === 'succeeded')
    .map((row) => `${row.resource_id} ${(row.detail as { preset: string }).preset}`);
}

/** The periodic reconciliation, as the scheduler runs it. */
async function reconcile(bench: Bench): Promise<void> {
  await bench.t.kernel.scheduler.runNow('sandboxes.preset-rules');
  await bench.t.kernel.events.settled();
}

rules('an unknown preset is 400 naming it, an operator 403, an unknown rule 404: nothing stored', async ({ bench }) => {
  const { t } = bench;
  const unknown = await t.http.put('/api/preset-rules/ml', { ...ML, presets: ['pypi', 'nosuch'] });
  assert.equal([unknown.status, unknown.body.errors], [400, [{ path: 'body.presets.1', message: 'unknown preset nosuch' }]]);
  const empty = await t.http.put('/api/preset-rules/ml', { ...ML, presets: [] });
  assert.equal([empty.status, empty.body.errors?.[0]?.path], [400, 'body.presets']);
  assert.is((await t.http.as('operator').put('/api/preset-rules/ml', { ...ML, presets: ['pypi'] })).status, 403);
  assert.equal((await t.http.as('viewer').get('/api/preset-rules/ml')).body.code, 'PRESET_RULE_NOT_FOUND');
  assert.equal((await t.http.as('viewer').get('/api/preset-rules')).body.items, []);
});

rules('a new matching sandbox gets the preset once it runs, exactly once; another team gets none', async ({ bench }) => {
  const { t, sim } = bench;
  const created = await t.http.put('/api/preset-rules/ml-pypi', { ...ML, presets: ['pypi'] });
  assert.equal([created.status, created.body.applied], [201, []]);
  sim.control.resetCalls();
  await createSandbox(bench, { name: 'ml-1', labels: { team: 'ml' } });
  await createSandbox(bench, { name: 'web-1', labels: { team: 'web' } });
  await eventually(async () => (await presetApplications(bench)).length === 1);
  await reconcile(bench);
  assert.is(sim.control.calls('UpdateConfig'), 1, 'one merge, not repeated by the periodic run');
  assert.equal(await presetApplications(bench), ['ml-1 pypi']);
  const rule = await t.http.as('viewer').get('/api/preset-rules/ml-pypi');
  assert.equal(
    rule.body.applied.map((row: Record<string, string>) => [row.gateway, row.workspace, row.sandbox, row.preset]),
    [['gw', 'default', 'ml-1', 'pypi']],
  );
});

rules('a rule set later reaches the running sandboxes it selects; a preset removed by hand stays removed', async ({ bench }) => {
  const { t, sim } = bench;
  sim.control.resetCalls();
  assert.is((await t.http.put('/api/preset-rules/ml-docker', { ...ML, presets: ['docker'] })).status, 201);
  await t.kernel.events.settled();
  assert.equal(
    t.eventsNamed('sandbox.preset_rule_updated').map((event) => (event.data as { name: string }).name),
    ['ml-pypi', 'ml-docker'],
  );
  assert.is(sim.control.calls('UpdateConfig'), 1);
  assert.equal((await presetApplications(bench)).at(-1), 'ml-1 docker');

  const removed = await t.http.as('operator').delete('/api/gateways/gw/sandboxes/ml-1/policy/presets/docker');
  assert.is(removed.status, 200, removed.text);
  await reconcile(bench);
  assert.is(sim.control.calls('UpdateConfig'), 2, 'only the removal');
  assert.is((await t.http.delete('/api/preset-rules/ml-docker')).status, 204);
  assert.equal(await auditRows(t, 'sandbox.preset_rule.delete').then((rows) => rows.map((row) => row.resource_id)), ['ml-docker']);
});

rules('a claim left by a process that died before applying is taken over once stale; a live claim is left to its owner', async ({ bench }) => {
  const { t, sim } = bench;
  await createSandbox(bench, { name: 'ml-2', labels: { team: 'ml' } });
  await eventually(async () => (await presetApplications(bench)).includes('ml-2 pypi'));
  const em = t.kernel.database.fork();
  const { sandboxId } = await em.findOneOrFail(PresetRuleApplication, { sandbox: 'ml-2', preset: 'pypi' });
  const claim = (preset: string, appliedAt: Date) =>
    em.create(PresetRuleApplication, {
      id: preset,
      rule: 'ml-more',
      preset,
      gateway: 'gw',
      workspace: 'default',
      sandbox: 'ml-2',
      sandboxId,
      appliedAt,
      confirmedAt: null,
    });
  claim('npm', new Date(Date.now() - 60 * 60_000));
  claim('github', new Date());
  await em.flush();
  sim.control.resetCalls();

  assert.is((await t.http.put('/api/preset-rules/ml-more', { ...ML, presets: ['npm', 'github'] })).status, 201);
  await t.kernel.events.settled();
  await reconcile(bench);
  const applied = await presetApplications(bench);
  assert.equal(
    ['ml-1 npm', 'ml-1 github', 'ml-2 npm', 'ml-2 github'].filter((entry) => applied.includes(entry)),
    ['ml-1 npm', 'ml-1 github', 'ml-2 npm'],
  );
  assert.is(sim.control.calls('UpdateConfig'), 3);
  const confirmed = await t.kernel.database.fork().find(PresetRuleApplication, { sandbox: 'ml-2', rule: 'ml-more' }, { orderBy: { preset: 'asc' } });
  assert.equal(
    confirmed.map((row) => [row.preset, row.confirmedAt !== null]),
    [
      ['github', false],
      ['npm', true],
    ],
  );
});

rules.run();
