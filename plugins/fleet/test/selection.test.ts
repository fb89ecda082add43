// Selecting targets across three labelled gateways, the dry run (reads only: no gRPC call that changes anything),
// roles per gateway, and what the route refuses before looking at any gateway.
import { once } from 'node:events';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { gatewayTestKernel } from '@portcullis/plugin-gateways/testing';
import { auditRows, rows } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootFleet, brief, changingCalls, closeSimulators, type Fleet, signedIn, threeGateways } from './helpers.ts';

const selection = suite<Fleet>('fleet selection and dry run');

selection.before(async (context) => {
  context.t = await bootFleet();
  context.sims = await threeGateways(context.t);
  for (const sim of Object.values(context.sims)) sim.control.resetCalls();
});
selection.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const dryRun = (t: Fleet['t'], body: Record<string, unknown>, as: 'operator' | 'viewer' | null = 'operator', headers: Record<string, string> = {}) =>
  t.http.as(as).post('/api/fleet/actions', { ...body, dry_run: true }, { headers });

selection('selector parts are AND-combined: gateway labels, sandbox labels, names and states', async ({ t }) => {
  const prodTeamA = await dryRun(t, { action: 'stop', selector: { gateway_labels: ['env:prod'], sandbox_labels: ['team:a'] } });
  assert.is(prodTeamA.status, 200, prodTeamA.text);
  assert.equal(brief(prodTeamA.body.targets), ['gw-a/a-job would_run', 'gw-a/a-web would_run', 'gw-b/b-api would_run', 'gw-b/b-web would_run']);
  assert.equal(prodTeamA.body.targets[0], { gateway: 'gw-a', sandbox: 'a-job', outcome: 'would_run', reason: null, code: null });

  const named = await dryRun(t, { action: 'stop', selector: { gateways: ['gw-a', 'gw-c', 'gw-x'], sandbox_labels: ['team:a', 'tier:batch'] } });
  assert.equal(brief(named.body.targets), ['gw-x/* skipped', 'gw-a/a-job would_run'], 'an unknown gateway is listed, not ignored');
  assert.is(named.body.targets[0].code, 'GATEWAY_NOT_FOUND');

  const everything = await dryRun(t, { action: 'start', selector: {} });
  assert.is(everything.body.targets.length, 7, 'an empty selector selects every sandbox');
  assert.ok(
    everything.body.targets.every((target: any) => target.outcome === 'skipped' && target.reason === 'already running'),
    'start skips running sandboxes',
  );

  const stopped = await dryRun(t, { action: 'delete', selector: { states: ['stopped'] } });
  assert.equal(stopped.body.targets, [], 'no sandbox is stopped');
  const running = await dryRun(t, { action: 'delete', selector: { gateway_labels: ['env:staging'], states: ['running'] } });
  assert.equal(
    running.body.targets.map((target: any) => [target.sandbox, target.outcome, target.reason]),
    [
      ['c-tool', 'skipped', 'is running; only stopped sandboxes are deleted'],
      ['c-web', 'skipped', 'is running; only stopped sandboxes are deleted'],
    ],
  );
});

selection('sandboxes named one by one: only their gateways are asked; a named sandbox that is not there is listed', async ({ t, sims }) => {
  for (const sim of Object.values(sims)) sim.control.resetCalls();
  const response = await dryRun(t, {
    action: 'stop',
    selector: {
      sandboxes: [
        { gateway: 'gw-a', name: 'a-web' },
        { gateway: 'gw-b', name: 'b-api' },
        { gateway: 'gw-b', name: 'b-gone' },
        { gateway: 'gw-x', name: 'x-web' },
      ],
    },
  });
  assert.is(response.status, 200, response.text);
  assert.equal(
    response.body.targets.map((target: any) => [target.gateway, target.sandbox, target.outcome, target.code]),
    [
      ['gw-b', 'b-gone', 'skipped', 'SANDBOX_NOT_FOUND'],
      ['gw-x', null, 'skipped', 'GATEWAY_NOT_FOUND'],
      ['gw-a', 'a-web', 'would_run', null],
      ['gw-b', 'b-api', 'would_run', null],
    ],
  );
  assert.equal(
    Object.values(sims).map((sim) => sim.control.calls('ListSandboxes')),
    [1, 1, 0],
    'gw-c, named by no sandbox, is not asked',
  );
  const narrowed = await dryRun(t, { action: 'stop', selector: { gateways: ['gw-b'], sandboxes: [{ gateway: 'gw-a', name: 'a-web' }] } });
  assert.equal(narrowed.body.targets, [], 'with `gateways` too, both must name the gateway');
});

selection('a dry run of every action makes no gRPC call that changes anything, and records nothing', async ({ t, sims }) => {
  const auditBefore = (await auditRows(t)).length;
  const actions = [
    { action: 'apply_preset', params: { preset: 'npm' } },
    { action: 'remove_preset', params: { preset: 'npm' } },
    { action: 'pin', params: { reason: 'freeze' } },
    { action: 'unpin' },
    { action: 'kill_switch_engage' },
    { action: 'kill_switch_resume' },
    { action: 'stop' },
    { action: 'start' },
    { action: 'delete' },
  ];
  const planned: Record<string, string[]> = {};
  for (const action of actions) {
    const response = await dryRun(t, { ...action, selector: {} });
    assert.is(response.status, 200, `${action.action}: ${response.text}`);
    planned[action.action] = [...new Set(response.body.targets.map((target: any) => target.reason ?? target.outcome))] as string[];
  }
  assert.equal(planned, {
    apply_preset: ['would_run'],
    remove_preset: ['preset npm not applied'],
    pin: ['would_run'],
    unpin: ['not pinned'],
    kill_switch_engage: ['would_run'],
    kill_switch_resume: ['kill switch not engaged'],
    stop: ['would_run'],
    start: ['already running'],
    delete: ['is running; only stopped sandboxes are deleted'],
  });
  for (const [gateway, sim] of Object.entries(sims)) assert.equal(changingCalls(sim), {}, `${gateway} received no changing call`);
  assert.ok(
    Object.values(sims).every((sim) => sim.control.calls('ListSandboxes') > 0),
    'each gateway was read',
  );
  assert.is((await auditRows(t)).length, auditBefore, 'a dry run writes no audit row');
  assert.equal(await rows(t, 'SELECT * FROM policy_pins'), []);
  assert.equal(await rows(t, 'SELECT * FROM kill_switches'), []);
  assert.equal(await rows(t, "SELECT id FROM operations WHERE type = 'fleet.action'"), []);
});

selection("roles per gateway: a key that operates gw-b only gets gw-b's targets; the rest are skipped and listed", async ({ t }) => {
  const principal = await t.http.post('/api/auth/service-principals', { name: 'fleet-bot', role: 'viewer' });
  assert.is(principal.status, 201, principal.text);
  assert.is((await t.http.put(`/api/auth/service-principals/${principal.body.id}/gateway-roles/gw-b`, { role: 'operator' })).status, 200);
  const response = await dryRun(t, { action: 'stop', selector: { sandbox_labels: ['team:a'] } }, null, { authorization: `Bearer ${principal.body.key}` });
  assert.is(response.status, 200, response.text);
  assert.equal(brief(response.body.targets), [
    'gw-a/a-job skipped',
    'gw-a/a-web skipped',
    'gw-b/b-api would_run',
    'gw-b/b-web would_run',
    'gw-c/c-web skipped',
  ]);
  assert.equal(response.body.targets[0].reason, 'needs the operator role on gateway gw-a; you have viewer');

  const viewer = await dryRun(t, { action: 'stop', selector: { gateways: ['gw-a'] } }, 'viewer');
  assert.ok(
    viewer.body.targets.every((target: any) => target.outcome === 'skipped' && target.code === 'FORBIDDEN'),
    'a viewer may look but never act',
  );
});

selection('a gateway the caller has no role on is not revealed: not listed, named it is unknown, labels select nothing of it', async ({ t }) => {
  const nobody = await signedIn(t, 'nobody@example.test');
  assert.is((await nobody.request('GET', '/api/gateway/list')).status, 403, 'the gateway list refuses a caller without a role');
  const probe = (selector: Record<string, unknown>) => nobody.request('POST', '/api/fleet/actions', { action: 'stop', selector, dry_run: true });
  const everything = await probe({});
  assert.equal([everything.status, everything.body.targets], [200, []], everything.text);
  const named = await probe({ gateways: ['gw-a', 'gw-zz'] });
  assert.equal(
    named.body.targets.map((target: any) => [target.gateway, target.outcome, target.reason, target.code]),
    [
      ['gw-a', 'skipped', 'no gateway of that name', 'GATEWAY_NOT_FOUND'],
      ['gw-zz', 'skipped', 'no gateway of that name', 'GATEWAY_NOT_FOUND'],
    ],
    'a registered gateway answers exactly as an unknown one',
  );
  assert.equal((await probe({ gateway_labels: ['env:prod'] })).body.targets, [], 'labels of gateways it cannot see select nothing');

  const gatewayB = await signedIn(t, 'b-operator@example.test', { 'gw-b': 'operator' });
  const own = await gatewayB.request('POST', '/api/fleet/actions', { action: 'stop', selector: { gateway_labels: ['env:prod'] }, dry_run: true });
  assert.equal(brief(own.body.targets), ['gw-b/b-api would_run', 'gw-b/b-web would_run'], 'only the gateway it has a role on');
});

selection('refusals before any gateway is asked: unknown action, bad selector, unknown preset, pin expiry in the past', async ({ t, sims }) => {
  const listsBefore = sims['gw-a'].control.calls('ListSandboxes');
  const cases: Array<[Record<string, unknown>, number, string]> = [
    [{ action: 'reboot', selector: {} }, 400, 'VALIDATION_ERROR'],
    [{ action: 'stop', selector: { gateway_labels: ['no-colon'] } }, 400, 'VALIDATION_ERROR'],
    [{ action: 'stop', selector: { states: ['sleeping'] } }, 400, 'VALIDATION_ERROR'],
    [{ action: 'stop', selector: { gateways: ['UPPER CASE'] } }, 400, 'VALIDATION_ERROR'],
    [{ action: 'stop' }, 400, 'VALIDATION_ERROR'],
    [{ action: 'apply_preset', params: {}, selector: {} }, 400, 'VALIDATION_ERROR'],
    [{ action: 'apply_preset', params: { preset: 'no-such' }, selector: {} }, 404, 'PRESET_NOT_FOUND'],
    [{ action: 'pin', params: { reason: 'x', expires_at: '2001-01-01T00:00:00Z' }, selector: {} }, 400, 'VALIDATION_ERROR'],
    [{ action: 'pin', params: { reason: '  ' }, selector: {} }, 400, 'VALIDATION_ERROR'],
  ];
  for (const [body, status, code] of cases) {
    const response = await t.http.as('operator').post('/api/fleet/actions', body);
    assert.equal([response.status, response.body.code], [status, code], JSON.stringify(body));
  }
  assert.is((await t.http.as(null).post('/api/fleet/actions', { action: 'stop', selector: {} })).status, 401);
  assert.is(sims['gw-a'].control.calls('ListSandboxes'), listsBefore, 'no gateway was asked');
});

selection('a gateway that accepts connections but never answers is reported after the bounded timeout, not waited on', async ({ t }) => {
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => {
    sockets.add(socket);
  }).listen(0, '127.0.0.1');
  await once(silent, 'listening');
  try {
    const registered = await t.http.post('/api/gateway/register', {
      name: 'gw-silent',
      endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      auth_mode: 'none',
    });
    assert.is(registered.status, 201, registered.text);
    const started = Date.now();
    const response = await dryRun(t, { action: 'stop', selector: { gateways: ['gw-silent', 'gw-b'] } });
    const elapsed = Date.now() - started;
    assert.equal(response.body.targets[0], {
      gateway: 'gw-silent',
      sandbox: null,
      outcome: 'failed',
      reason: 'unreachable: no answer within 3 s',
      code: 'GATEWAY_TIMEOUT',
    });
    assert.equal(brief(response.body.targets.slice(1)), ['gw-b/b-api would_run', 'gw-b/b-web would_run'], 'the other gateway is answered for');
    assert.ok(elapsed >= 3000 && elapsed < 10_000, `bounded by SERVICE_FLEET_GATEWAY_TIMEOUT_SECONDS (took ${elapsed} ms)`);
  } finally {
    await t.http.delete('/api/gateway/gw-silent');
    for (const socket of sockets) socket.destroy();
    silent.close();
  }
});

selection.run();

// Without the kill-switch plugin its actions are refused; the others still work.
const withoutKillSwitch = suite('fleet without the kill-switch plugin');
withoutKillSwitch('kill switch actions are a 400 naming the missing plugin', async () => {
  const kernel = await gatewayTestKernel({ plugins: ['providers', 'sandboxes', 'fleet'] });
  try {
    const refused = await kernel.http.as('operator').post('/api/fleet/actions', { action: 'kill_switch_engage', selector: {}, dry_run: true });
    assert.equal([refused.status, refused.body.errors?.[0]?.message], [400, 'kill_switch_engage needs the kill-switch plugin, which is not enabled']);
    const pin = await kernel.http.as('operator').post('/api/fleet/actions', { action: 'pin', params: { reason: 'x' }, selector: {}, dry_run: true });
    assert.equal([pin.status, pin.body.errors?.[0]?.message], [400, 'pin needs the policies plugin, which is not enabled']);
    const stop = await kernel.http.as('operator').post('/api/fleet/actions', { action: 'stop', selector: {}, dry_run: true });
    assert.equal([stop.status, stop.body], [200, { targets: [] }]);
  } finally {
    await kernel.stop();
  }
});
withoutKillSwitch.run();
