// The lease API against the simulator: input rules, set / replace / renew / remove, the gateway's maximum, the
// policy, roles (global and per gateway), audit rows and events.

import type { Simulator } from '@portcullis/openshell-sim';
import { auditRows, rows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootLeases, closeSimulators, eventsAbout, gatewayWithSandboxes, leasePath, leaseRows, signedIn } from './helpers.ts';

interface Context {
  t: TestKernel;
  sim: Simulator;
}

const leases = suite<Context>('sandbox leases');

leases.before(async (context) => {
  context.t = await bootLeases({ plugins: ['users'] });
  context.sim = await gatewayWithSandboxes(context.t, ['plain', 'renewed', 'capped', 'removed', 'roles']);
  await gatewayWithSandboxes(context.t, ['elsewhere'], 'other');
});
leases.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const policyPath = (gateway = 'sim') => `/api/gateways/${gateway}/lease-policy`;
const iso = (t: TestKernel, secondsFromNow: number) => new Date(t.clock.now() + secondsFromNow * 1000).toISOString();

leases('bad input is a 400 naming the field, an unknown sandbox 404, a viewer 403: nothing stored', async ({ t, sim }) => {
  const operator = t.http.as('operator');
  const cases: Array<[unknown, string]> = [
    [{ action: 'stop' }, 'body.ttl_seconds'],
    [{ ttl_seconds: 60, expires_at: iso(t, 60) }, 'body.ttl_seconds'],
    [{ ttl_seconds: 0 }, 'body.ttl_seconds'],
    [{ ttl_seconds: 1.5 }, 'body.ttl_seconds'],
    [{ ttl_seconds: 60, action: 'pause' }, 'body.action'],
    [{ expires_at: 'tomorrow' }, 'body.expires_at'],
    [{ expires_at: iso(t, -5) }, 'body.expires_at'],
    [{ expires_at: iso(t, 315_360_001) }, 'body.expires_at'],
    [{ expires_at: '6000-02-20T10:00:00Z' }, 'body.expires_at'],
    [{ ttl_seconds: 60, lease: true }, 'body'],
  ];
  const calls = sim.control.calls('GetSandbox');
  for (const [body, field] of cases) {
    const response = await operator.put(leasePath('plain'), body);
    assert.equal([response.status, response.body.code, response.body.errors?.[0]?.path], [400, 'VALIDATION_ERROR', field], JSON.stringify(body));
  }
  assert.is(sim.control.calls('GetSandbox'), calls, 'refused before any gateway call');
  const viewer = t.http.as('viewer');
  assert.equal((await viewer.put(leasePath('plain'), { ttl_seconds: 60 })).body.code, 'PERMISSION_DENIED');
  assert.is((await viewer.post(`${leasePath('plain')}/renew`)).status, 403);
  assert.is((await viewer.delete(leasePath('plain'))).status, 403);
  const unknown = await operator.put(leasePath('nobody'), { ttl_seconds: 60 });
  assert.equal([unknown.status, unknown.body.code], [404, 'SANDBOX_NOT_FOUND']);
  assert.equal([(await viewer.get(leasePath('plain'))).status, (await viewer.get(leasePath('plain'))).body.code], [404, 'LEASE_NOT_FOUND']);
  assert.equal(await leaseRows(t), []);
  assert.equal(await auditRows(t, 'lease.set'), []);
});

leases('set with ttl_seconds, read as a viewer, replace with expires_at: audit rows and lease.set events', async ({ t }) => {
  const created = await t.http.as('operator').put(leasePath('plain'), { ttl_seconds: 3600, action: 'delete' });
  assert.equal(
    [created.status, created.body.action, created.body.ttl_seconds, created.body.seconds_left, created.body.renewals, created.body.state, created.body.source],
    [201, 'delete', 3600, 3600, 0, 'active', 'request'],
  );
  assert.is(created.body.expires_at, iso(t, 3600));
  t.manualClock!.advance(600_000);
  const read = await t.http.as('viewer').get(leasePath('plain'));
  assert.equal([read.status, read.body.seconds_left, read.body.updated_by], [200, 3000, 'operator@test.local']);

  const until = iso(t, 7200);
  const replaced = await t.http.as('operator').put(leasePath('plain'), { expires_at: until });
  assert.equal(
    [replaced.status, replaced.body.expires_at, replaced.body.ttl_seconds, replaced.body.action],
    [200, until, 7200, 'stop'],
    'the policy default action',
  );
  assert.equal(
    (await auditRows(t, 'lease.set')).map((row) => [
      row.resource_id,
      row.gateway,
      row.detail.action,
      row.detail.ttl_seconds,
      row.detail.previous?.action ?? null,
    ]),
    [
      ['plain', 'sim', 'delete', 3600, null],
      ['plain', 'sim', 'stop', 7200, 'delete'],
    ],
  );
  await t.kernel.events.settled();
  assert.equal(
    eventsAbout(t, 'lease.set', 'plain').map((data) => [data.action, data.source, data.actor]),
    [
      ['delete', 'request', 'operator@test.local'],
      ['stop', 'request', 'operator@test.local'],
    ],
  );
});

leases('renew extends from the expiry by the lease ttl or a given one, and warns again', async ({ t }) => {
  const operator = t.http.as('operator');
  const set = await operator.put(leasePath('renewed'), { ttl_seconds: 600 });
  const renewed = await operator.post(`${leasePath('renewed')}/renew`);
  assert.equal([renewed.status, renewed.body.seconds_left, renewed.body.renewals], [200, 1200, 1]);
  assert.is(renewed.body.expires_at, new Date(Date.parse(set.body.expires_at) + 600_000).toISOString());
  const byGiven = await operator.post(`${leasePath('renewed')}/renew`, { ttl_seconds: 60 });
  assert.equal([byGiven.body.seconds_left, byGiven.body.renewals, byGiven.body.ttl_seconds], [1260, 2, 600]);
  assert.equal(
    (await auditRows(t, 'lease.renew')).map((row) => [row.detail.by_seconds, row.detail.capped]),
    [
      [600, false],
      [60, false],
    ],
  );
  await t.kernel.events.settled();
  assert.equal(
    eventsAbout(t, 'lease.renewed', 'renewed').map((data) => data.renewals),
    [1, 2],
  );
  const none = await operator.post(`${leasePath('removed')}/renew`);
  assert.equal([none.status, none.body.code], [404, 'LEASE_NOT_FOUND']);
});

leases("the gateway's maximum: a longer lease is a 400 naming it, renewals stop at it", async ({ t }) => {
  const admin = t.http.as('admin');
  const policy = await admin.put(policyPath(), { max_ttl_seconds: 3600, warn_before_seconds: 120 });
  assert.equal(
    [policy.status, policy.body.max_ttl_seconds, policy.body.default_ttl_seconds, policy.body.default_action, policy.body.configured],
    [200, 3600, null, 'stop', true],
  );
  const operator = t.http.as('operator');
  for (const body of [{ ttl_seconds: 3601 }, { expires_at: iso(t, 7200) }]) {
    const refused = await operator.put(leasePath('capped'), body);
    assert.equal([refused.status, refused.body.code, refused.body.max_ttl_seconds], [400, 'LEASE_TOO_LONG', 3600], JSON.stringify(body));
    assert.match(refused.body.detail, /max_ttl_seconds of 3600/);
  }
  assert.is((await operator.get(leasePath('capped'))).status, 404, 'nothing stored');
  const set = await operator.put(leasePath('capped'), { ttl_seconds: 3000 });
  assert.equal([set.status, set.body.max_ttl_seconds], [201, 3600]);
  const tooLong = await operator.post(`${leasePath('capped')}/renew`, { ttl_seconds: 4000 });
  assert.equal([tooLong.status, tooLong.body.code], [400, 'LEASE_TOO_LONG']);
  const capped = await operator.post(`${leasePath('capped')}/renew`);
  assert.equal([capped.status, capped.body.seconds_left, capped.body.renewals], [200, 3600, 1], 'at most now + the maximum');
  assert.is((await auditRows(t, 'lease.renew')).at(-1)?.detail.capped, true);
  assert.equal((await t.http.as('operator').get(policyPath('other'))).body.configured, false, 'another gateway keeps the defaults');
  const unlimited = await operator.put(leasePath('elsewhere', 'other'), { ttl_seconds: 86_400 * 30 });
  assert.is(unlimited.status, 201);
});

leases('remove: 204, then 404; audited, with lease.removed', async ({ t }) => {
  const operator = t.http.as('operator');
  await operator.put(leasePath('removed'), { ttl_seconds: 900, action: 'delete' });
  assert.is((await operator.delete(leasePath('removed'))).status, 204);
  assert.equal([(await operator.delete(leasePath('removed'))).status, (await operator.get(leasePath('removed'))).status], [404, 404]);
  assert.equal(
    (await auditRows(t, 'lease.remove')).map((row) => [row.resource_id, row.actor, row.detail.action]),
    [['removed', 'operator@test.local', 'delete']],
  );
  await t.kernel.events.settled();
  assert.is(eventsAbout(t, 'lease.removed', 'removed').length, 1);
});

leases('the policy: admins set it, operators and viewers read it, bad values are 400s; audited with lease_policy.set', async ({ t }) => {
  assert.equal((await t.http.as('operator').put(policyPath(), { default_ttl_seconds: 60 })).body.code, 'PERMISSION_DENIED');
  assert.is((await t.http.as('viewer').get(policyPath())).status, 200);
  const bad = await t.http.put(policyPath(), { default_ttl_seconds: 7200, max_ttl_seconds: 3600 });
  assert.equal([bad.status, bad.body.errors.map((error: { path: string }) => error.path)], [400, ['body.default_ttl_seconds']]);
  const action = await t.http.put(policyPath(), { default_action: 'archive' });
  assert.equal(
    action.body.errors.map((error: { path: string }) => error.path),
    ['body.default_action'],
  );
  assert.is((await t.http.put(policyPath('nowhere'), {})).status, 404);
  assert.equal(
    (await auditRows(t, 'lease_policy.set')).map((row) => [row.gateway, row.detail.max_ttl_seconds]),
    [['sim', 3600]],
  );
  await t.kernel.events.settled();
  assert.equal(
    t.eventsNamed('lease_policy.set').map((event) => (event.data as { gateway: string }).gateway),
    ['sim'],
  );
  const declared = await t.http.get('/api/system/events');
  const names = JSON.stringify(declared.body);
  for (const name of ['lease.set', 'lease.renewed', 'lease.removed', 'lease_policy.set', 'sandbox.expiring', 'sandbox.expired']) {
    assert.ok(names.includes(`"${name}"`), `${name} is declared for webhooks`);
  }
});

leases('per-gateway roles: an operator on one gateway only, a global operator made viewer there, an admin of one gateway', async ({ t }) => {
  const local = await signedIn(t, 'local-op@example.com', null, { sim: 'operator' });
  assert.is((await local.request('PUT', leasePath('roles'), { ttl_seconds: 600 })).status, 201);
  assert.is((await local.request('POST', `${leasePath('roles')}/renew`)).status, 200);
  assert.is((await local.request('GET', leasePath('elsewhere', 'other'))).status, 403, 'no role on the other gateway');
  assert.is((await local.request('PUT', policyPath(), {})).status, 403, 'the policy needs admin');

  const demoted = await signedIn(t, 'demoted@example.com', 'operator', { sim: 'viewer' });
  assert.is((await demoted.request('GET', leasePath('roles'))).status, 200);
  assert.is((await demoted.request('DELETE', leasePath('roles'))).status, 403);
  assert.is((await demoted.request('PUT', leasePath('elsewhere', 'other'), { ttl_seconds: 600 })).status, 200, 'still operator elsewhere');

  const gatewayAdmin = await signedIn(t, 'gw-admin@example.com', 'viewer', { other: 'admin' });
  assert.is((await gatewayAdmin.request('PUT', policyPath('other'), { warn_before_seconds: 60 })).status, 200);
  assert.is((await gatewayAdmin.request('PUT', policyPath(), { warn_before_seconds: 60 })).status, 403);
  assert.is((await local.request('DELETE', leasePath('roles'))).status, 204);
});

leases('a deleted sandbox takes its lease along; an unregistered gateway its leases and policy', async ({ t }) => {
  const operator = t.http.as('operator');
  for (const path of [leasePath('capped'), leasePath('elsewhere', 'other')]) {
    assert.ok([200, 201].includes((await operator.put(path, { ttl_seconds: 600 })).status), `a lease on ${path}`);
  }
  const [capped] = (await leaseRows(t)).filter((row) => row.sandbox === 'capped');
  t.kernel.events.emit('sandbox.deleted' as never, { gateway: 'sim', workspace: capped!.workspace, sandbox: 'capped' } as never);
  await t.kernel.events.settled();
  assert.is((await operator.get(leasePath('capped'))).status, 404);

  assert.is((await t.http.put(policyPath('other'), { warn_before_seconds: 60 })).status, 200);
  const kept = (await leaseRows(t)).filter((row) => row.gateway === 'sim').map((row) => row.sandbox);
  assert.is((await t.http.delete('/api/gateway/other')).status, 204);
  await t.waitForEvent('gateway.unregistered');
  await t.kernel.events.settled();
  assert.equal(
    (await leaseRows(t)).map((row) => row.sandbox),
    kept,
    "only the other gateway's leases went",
  );
  assert.equal(await rows(t, "SELECT gateway FROM sandbox_lease_policies WHERE gateway = 'other'"), []);
});

leases.run();
