// push_template: one template stored on every gateway a label selector finds, through the gateway-templates plugin
// (its audit rows naming the fleet operation, its events); the admin role on each gateway; gateways whose line stores
// no templates skipped with the capability named; a re-run skips what is already there.

import { registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { auditRows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootFleet, brief, closeSimulators, settled, startAction } from './helpers.ts';

const push = suite<{ t: TestKernel }>('fleet push_template');

const TEMPLATE = { name: 'python', image: 'python:3.13', environment: { TOKEN: 'not-for-the-log' }, labels: { team: 'ml' } };
const PROD = { action: 'push_template', params: { template: TEMPLATE }, selector: { gateway_labels: ['env:prod'] } };

push.before(async (context) => {
  context.t = await bootFleet({ plugins: ['gateway-templates'] });
  const gateways = [
    ['edge-1', 'v0.1.2', 'prod'],
    ['edge-2', 'v0.1.2', 'prod'],
    ['classic', 'v0.0.111', 'prod'],
    ['stage', 'v0.1.2', 'staging'],
  ] as const;
  for (const [name, profile, env] of gateways) await registerSimulator(context.t, name, await startTestSimulator({ profile }), { labels: { env } });
});
push.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const templateNames = async (t: TestKernel, gateway: string) =>
  ((await t.http.get(`/api/gateways/${gateway}/templates`)).body.items ?? []).map((item: { name: string }) => item.name);

push('a dry run lists each selected gateway, skips the one without templates naming the capability, and stores nothing', async ({ t }) => {
  const planned = await t.http.post('/api/fleet/actions', { ...PROD, dry_run: true });
  assert.is(planned.status, 200, planned.text);
  assert.equal(brief(planned.body.targets), ['classic/* skipped', 'edge-1/* would_run', 'edge-2/* would_run']);
  const classic = planned.body.targets.find((target: { gateway: string }) => target.gateway === 'classic');
  assert.is(classic.code, 'GATEWAY_CAPABILITY_UNAVAILABLE');
  assert.match(classic.reason, /"templates"/);
  assert.equal(await templateNames(t, 'edge-1'), []);
});

push('a real run stores the template on every matching 0.1 gateway, audited with the operation; a re-run skips them', async ({ t }) => {
  const id = await startAction(t, PROD, 'admin');
  const operation = await settled(t, id);
  assert.is(operation.status, 'succeeded', JSON.stringify(operation));
  assert.equal(brief(operation.result.targets), ['classic/* skipped', 'edge-1/* done', 'edge-2/* done']);
  assert.equal(operation.result.summary, { done: 2, skipped: 1, failed: 0 });
  assert.equal(await templateNames(t, 'edge-1'), ['python']);
  assert.equal(await templateNames(t, 'edge-2'), ['python']);
  assert.equal(await templateNames(t, 'stage'), [], 'not selected by env:prod');

  const created = await auditRows(t, 'gateway_template.create');
  const outcomes = created.filter((row) => row.outcome === 'succeeded').map((row) => [row.gateway, row.detail.operation_id]);
  assert.equal(outcomes.sort(), [
    ['edge-1', id],
    ['edge-2', id],
  ]);
  const asked = (await auditRows(t, 'fleet.action')).find((row) => row.resource_id === id);
  assert.ok(asked, 'the run is audited');
  assert.not.match(JSON.stringify(asked.detail), /not-for-the-log/, 'environment values stay out of the audit log');
  assert.equal(
    t
      .eventsNamed('gateway_template.created')
      .map((event) => (event.data as { gateway: string }).gateway)
      .sort(),
    ['edge-1', 'edge-2'],
  );

  const again = await settled(t, await startAction(t, PROD, 'admin'));
  assert.equal(brief(again.result.targets), ['classic/* skipped', 'edge-1/* skipped', 'edge-2/* skipped']);
  assert.match(again.result.targets[1].reason, /already has template python/);
});

push('an operator is skipped on every gateway: pushing a template needs the admin role there', async ({ t }) => {
  const planned = await t.http.as('operator').post('/api/fleet/actions', { ...PROD, params: { template: { ...TEMPLATE, name: 'other' } }, dry_run: true });
  assert.is(planned.status, 200, planned.text);
  assert.ok(
    planned.body.targets.every((target: { outcome: string; code: string }) => target.outcome === 'skipped' && target.code === 'FORBIDDEN'),
    planned.text,
  );
});

push('refused before any gateway is asked: sandbox selectors, a bad template', async ({ t }) => {
  const withStates = await t.http.post('/api/fleet/actions', { ...PROD, selector: { states: ['running'] }, dry_run: true });
  assert.equal([withStates.status, withStates.body.code], [400, 'VALIDATION_ERROR'], withStates.text);
  const withSandboxes = await t.http.post('/api/fleet/actions', { ...PROD, selector: { sandboxes: [{ gateway: 'gw-a', name: 'a-web' }] }, dry_run: true });
  assert.equal(
    [withSandboxes.status, withSandboxes.body.errors?.[0]?.message],
    [400, 'push_template acts on gateways: sandbox_labels, states and sandboxes select nothing'],
    withSandboxes.text,
  );
  const noImage = await t.http.post('/api/fleet/actions', { ...PROD, params: { template: { name: 'x' } }, dry_run: true });
  assert.is(noImage.status, 400, noImage.text);
});

push.run();
