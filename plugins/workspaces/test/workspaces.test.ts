// Workspaces and members on an OpenShell 0.1 gateway (the v0.1.2 simulator profile): listed, created, deleted and
// changed through the gateway, each change audited write-ahead with its event; what a 0.0 gateway (v0.0.111) offers
// instead, and the 409 for everything it cannot do; bad input refused before anything is sent.

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulators, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { auditRows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

interface Context {
  t: TestKernel;
  sim: Simulator;
  classic: Simulator;
}

const WORKSPACES = '/api/gateways/edge/workspaces';
const WRITES = ['CreateWorkspace', 'DeleteWorkspace', 'AddWorkspaceMember', 'RemoveWorkspaceMember'];

const workspaces = suite<Context>('workspaces across gateways');

workspaces.before(async (context) => {
  context.t = await gatewayTestKernel({ plugins: ['workspaces'] });
  context.sim = await startTestSimulator({ profile: 'v0.1.2' });
  context.classic = await startTestSimulator({ profile: 'v0.0.111' });
  await registerSimulator(context.t, 'edge', context.sim);
  await registerSimulator(context.t, 'classic', context.classic, { default_workspace: 'team' });
});
workspaces.after(async ({ t }) => {
  await t.stop();
  await closeTestSimulators();
});

const names = (body: { items: Array<{ name: string }> }) => body.items.map((item) => item.name);
const writesSent = (sim: Simulator) => WRITES.reduce((sum, rpc) => sum + sim.control.calls(rpc), 0);
const dataOf = (event: { data: unknown }) => event.data as Record<string, any>;
const actionsOf = async (t: TestKernel) => (await auditRows(t)).filter((row) => String(row.action).startsWith('workspace.'));

workspaces("a 0.1 gateway's workspaces: default first, managed", async ({ t }) => {
  const listed = await t.http.as('viewer').get(WORKSPACES);
  assert.is(listed.status, 200, listed.text);
  assert.is(listed.body.managed, true);
  assert.equal(listed.body.items, [
    { gateway: 'edge', name: 'default', phase: 'active', labels: {}, created_at: listed.body.items[0].created_at, managed: true, default: true },
  ]);
});

workspaces('create, members added, re-roled and removed, delete: each audited with its event', async ({ t, sim }) => {
  const created = await t.http.post(WORKSPACES, { name: 'research', labels: { team: 'ml' } });
  assert.is(created.status, 201, created.text);
  assert.equal([created.body.name, created.body.labels, created.body.managed, created.body.default], ['research', { team: 'ml' }, true, false]);
  assert.equal(names((await t.http.get(WORKSPACES)).body), ['default', 'research']);
  const announced = dataOf(t.eventsNamed('workspace.created').at(-1)!);
  assert.equal([announced.gateway, announced.workspace, announced.actor], ['edge', 'research', 'admin@test.local']);

  const members = `${WORKSPACES}/research/members`;
  const added = await t.http.put(`${members}/alice`, { role: 'user' });
  assert.equal([added.status, added.body.subject, added.body.role], [200, 'alice', 'user'], added.text);
  const promoted = await t.http.put(`${members}/alice`, { role: 'admin' });
  assert.is(promoted.body.role, 'admin');
  const auth0 = await t.http.put(`${members}/${encodeURIComponent('auth0|42')}`, { role: 'user' });
  assert.is(auth0.status, 200, auth0.text);
  const listed = await t.http.as('viewer').get(members);
  assert.equal(
    listed.body.items.map((member: { subject: string; role: string }) => [member.subject, member.role]),
    [
      ['alice', 'admin'],
      ['auth0|42', 'user'],
    ],
  );
  assert.is((await t.http.delete(`${members}/${encodeURIComponent('auth0|42')}`)).status, 204);
  const again = await t.http.delete(`${members}/${encodeURIComponent('auth0|42')}`);
  assert.equal([again.status, again.body.code], [404, 'WORKSPACE_MEMBER_NOT_FOUND'], again.text);
  assert.equal(
    t.eventsNamed('workspace.member_added').map((event) => [dataOf(event).subject, dataOf(event).role]),
    [
      ['alice', 'user'],
      ['alice', 'admin'],
      ['auth0|42', 'user'],
    ],
  );
  assert.equal(
    t.eventsNamed('workspace.member_removed').map((event) => dataOf(event).subject),
    ['auth0|42'],
    'a member that was not there is not announced as removed',
  );

  assert.is((await t.http.delete(`${WORKSPACES}/research`)).status, 204);
  const gone = await t.http.delete(`${WORKSPACES}/research`);
  assert.equal([gone.status, gone.body.code], [404, 'WORKSPACE_NOT_FOUND'], gone.text);
  assert.equal(
    t.eventsNamed('workspace.deleted').map((event) => dataOf(event).workspace),
    ['research'],
  );
  assert.equal(names((await t.http.get(WORKSPACES)).body), ['default']);

  const rows = await actionsOf(t);
  const pairs = rows.map((row) => `${row.action} ${row.outcome}`);
  for (const action of ['workspace.create', 'workspace.member_set', 'workspace.member_remove', 'workspace.delete']) {
    assert.ok(pairs.includes(`${action} pending`), `${action}: the intent row`);
    assert.ok(pairs.includes(`${action} succeeded`), `${action}: the outcome row`);
  }
  assert.is(rows.find((row) => row.action === 'workspace.create')?.gateway, 'edge');
  assert.ok(sim.control.calls('CreateWorkspace') >= 1);
});

workspaces('what the gateway refuses reaches the caller as a problem: a duplicate, the default workspace, a missing one', async ({ t }) => {
  assert.is((await t.http.post(WORKSPACES, { name: 'dup' })).status, 201);
  const duplicate = await t.http.post(WORKSPACES, { name: 'dup' });
  assert.is(duplicate.status, 409, duplicate.text);
  const keepDefault = await t.http.delete(`${WORKSPACES}/default`);
  assert.is(keepDefault.status, 409, keepDefault.text);
  const missing = await t.http.get(`${WORKSPACES}/nowhere/members`);
  assert.equal([missing.status, missing.body.code], [404, 'WORKSPACE_NOT_FOUND'], missing.text);
  const addToMissing = await t.http.put(`${WORKSPACES}/nowhere/members/bob`, { role: 'user' });
  assert.equal([addToMissing.status, addToMissing.body.code], [404, 'WORKSPACE_NOT_FOUND'], addToMissing.text);
});

workspaces('bad input is a 400 and nothing is sent', async ({ t, sim }) => {
  const before = writesSent(sim);
  const cases: Array<[string, string, unknown]> = [
    ['POST', WORKSPACES, { name: 'Not A Label' }],
    ['POST', WORKSPACES, { name: 'x'.repeat(64) }],
    ['POST', WORKSPACES, { name: 'ok', extra: true }],
    ['POST', WORKSPACES, { name: 'ok', labels: 'team' }],
    ['POST', WORKSPACES, {}],
    ['PUT', `${WORKSPACES}/default/members/alice`, { role: 'owner' }],
    ['PUT', `${WORKSPACES}/default/members/alice`, {}],
    ['PUT', `${WORKSPACES}/default/members/${encodeURIComponent('a\u0007b')}`, { role: 'user' }],
    ['PUT', `${WORKSPACES}/default/members/${'s'.repeat(256)}`, { role: 'user' }],
    ['DELETE', `${WORKSPACES}/UPPER`, undefined],
  ];
  for (const [method, path, body] of cases) {
    const response = await t.http.request(method, path, body === undefined ? {} : { body });
    assert.equal([response.status, response.body.code], [400, 'VALIDATION_ERROR'], `${method} ${path} ${JSON.stringify(body)}: ${response.text}`);
  }
  assert.is(writesSent(sim), before);
});

workspaces('a 0.0 gateway: what it is known to have, unmanaged; every change and the members are 409 naming the capability', async ({ t, classic }) => {
  const listed = await t.http.as('viewer').get('/api/gateways/classic/workspaces');
  assert.is(listed.status, 200, listed.text);
  assert.is(listed.body.managed, false);
  assert.equal(
    listed.body.items.map((item: { name: string; managed: boolean; default: boolean; phase: string | null }) => [
      item.name,
      item.managed,
      item.default,
      item.phase,
    ]),
    [
      ['default', false, false, null],
      ['team', false, true, null],
    ],
  );
  const auditBefore = (await actionsOf(t)).length;
  const refusals = [
    await t.http.post('/api/gateways/classic/workspaces', { name: 'research' }),
    await t.http.delete('/api/gateways/classic/workspaces/team'),
    await t.http.get('/api/gateways/classic/workspaces/team/members'),
    await t.http.put('/api/gateways/classic/workspaces/team/members/alice', { role: 'user' }),
    await t.http.delete('/api/gateways/classic/workspaces/team/members/alice'),
  ];
  for (const refused of refusals) {
    assert.equal([refused.status, refused.body.code, refused.body.capability], [409, 'GATEWAY_CAPABILITY_UNAVAILABLE', 'workspaces'], refused.text);
    assert.match(refused.body.detail, /has no workspace management/);
  }
  assert.is((await actionsOf(t)).length, auditBefore, 'nothing reached the gateway, so nothing was audited');
  assert.equal(
    Object.keys(classic.control.allCalls()).filter((rpc) => rpc.includes('Workspace')),
    [],
  );
});

workspaces('across gateways: every gateway in one list, each reporting whether it manages workspaces', async ({ t }) => {
  const across = await t.http.as('viewer').get('/api/workspaces');
  assert.is(across.status, 200, across.text);
  assert.equal(
    across.body.items.map((item: { gateway: string; name: string; managed: boolean }) => `${item.gateway}/${item.name} ${item.managed}`),
    ['classic/default false', 'classic/team false', 'edge/default true', 'edge/dup true'],
  );
  assert.equal(across.body.gateways, [
    { gateway: 'classic', managed: false, error: null },
    { gateway: 'edge', managed: true, error: null },
  ]);
});

workspaces('a gateway that cannot be listed is reported in its entry; the list still answers', async ({ t }) => {
  const gone = await startTestSimulator({ profile: 'v0.1.2' });
  await registerSimulator(t, 'gone', gone);
  await gone.close();
  const across = await t.http.get('/api/workspaces');
  assert.is(across.status, 200, across.text);
  const entry = across.body.gateways.find((item: { gateway: string }) => item.gateway === 'gone');
  assert.equal([entry.managed, entry.error?.code], [null, 'GATEWAY_UNAVAILABLE'], across.text);
  assert.ok(across.body.items.some((item: { gateway: string }) => item.gateway === 'edge'));
  assert.is((await t.http.delete('/api/gateway/gone')).status, 204);
});

workspaces.run();
