// Policy ceilings as a declarable kind of the policy-ceilings plugin: named <gateway> or <gateway>/<selector>, set and
// removed through its store (audit rows, policy.ceiling_updated), planned by their network_policies, pruned on request.

import { auditRows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { actions, bootFleetConfig, plan, planAndApply } from './helpers.ts';

const rule = (host: string) => ({ endpoints: [{ host, port: 443 }], binaries: [{ path: '/usr/bin/curl' }] });

const DOCUMENT: { version: number; gateways: Record<string, unknown>; policy_ceilings: Record<string, { network_policies: Record<string, unknown> }> } = {
  version: 1,
  gateways: { 'prod-eu': { endpoint: 'http://127.0.0.1:1', auth_mode: 'none' } },
  policy_ceilings: {
    'prod-eu': { network_policies: { github: rule('api.github.com') } },
    'prod-eu/team:ml,tier:gpu': { network_policies: { pypi: rule('pypi.org') } },
  },
};

const ceilings = suite<{ t: TestKernel }>('policy ceilings in a fleet document');

ceilings.before(async (context) => {
  context.t = await bootFleetConfig({ plugins: ['providers', 'policies', 'sandboxes', 'policy-ceilings'] });
});
ceilings.after(async ({ t }) => {
  await t.stop();
});

ceilings('ceilings are created after their gateway through the plugin, and then unchanged', async ({ t }) => {
  assert.equal(actions((await plan(t, DOCUMENT)).body), [
    'gateways/prod-eu create',
    'policy_ceilings/prod-eu create',
    'policy_ceilings/prod-eu/team:ml,tier:gpu create',
  ]);
  await planAndApply(t, DOCUMENT);
  assert.equal(
    (await auditRows(t, 'policy.ceiling.set')).map((row) => row.gateway),
    ['prod-eu', 'prod-eu'],
  );
  assert.equal(
    t.eventsNamed('policy.ceiling_updated').map((event) => (event.data as { sandbox_selector: string | null }).sandbox_selector),
    [null, 'team:ml,tier:gpu'],
  );
  const selected = await t.http.get('/api/gateways/prod-eu/policy-ceiling', { query: { sandbox_selector: 'tier:gpu,team:ml' } });
  assert.equal(Object.keys(selected.body.network_policies), ['pypi']);
  assert.equal(actions((await plan(t, DOCUMENT)).body).slice(1), ['policy_ceilings/prod-eu unchanged', 'policy_ceilings/prod-eu/team:ml,tier:gpu unchanged']);
});

ceilings('a changed ceiling plans its network_policies; a selector not in canonical order is refused naming the spelling', async ({ t }) => {
  const changed = structuredClone(DOCUMENT);
  changed.policy_ceilings['prod-eu'] = { network_policies: { github: rule('api.github.com'), npm: rule('registry.npmjs.org') } };
  const planned = await plan(t, changed);
  assert.equal(planned.body.objects[1].action, 'change');
  assert.equal(
    planned.body.objects[1].fields.map((diff: { field: string }) => diff.field),
    ['network_policies'],
  );
  const misspelt = await plan(t, { version: 1, policy_ceilings: { 'prod-eu/tier:gpu,team:ml': { network_policies: {} } } });
  assert.equal([misspelt.status, misspelt.body.errors[0].message], [400, 'write the sandbox selector as team:ml,tier:gpu']);
  const inBody = await plan(t, { version: 1, policy_ceilings: { 'prod-eu': { sandbox_selector: 'team:ml', network_policies: {} } } });
  assert.is(inBody.status, 400);
});

ceilings('prune removes a ceiling the document no longer declares, through the plugin', async ({ t }) => {
  const fewer = { ...DOCUMENT, policy_ceilings: { 'prod-eu': DOCUMENT.policy_ceilings['prod-eu']! } };
  assert.equal(actions((await plan(t, fewer)).body).at(-1), 'policy_ceilings/prod-eu/team:ml,tier:gpu kept');
  await planAndApply(t, fewer, { prune: 'true' });
  assert.equal(
    (await auditRows(t, 'policy.ceiling.remove')).map((row) => row.gateway),
    ['prod-eu'],
  );
  assert.is((await t.http.get('/api/gateways/prod-eu/policy-ceiling', { query: { sandbox_selector: 'team:ml,tier:gpu' } })).status, 404);
});

ceilings.run();
