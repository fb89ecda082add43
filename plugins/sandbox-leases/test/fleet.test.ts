// The fleet's set_lease: one lease on every selected sandbox through sandboxLeasesRef, a gateway whose
// maximum is shorter skipped by name (in the dry run too), roles per target.
import { auditRows } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootLeases, closeSimulators, gatewayWithSandboxes, leaseRows } from './helpers.ts';

test('set_lease: a dry run, then an operation that sets the lease on each sandbox; a gateway with a shorter maximum is skipped', async () => {
  const t = await bootLeases({ plugins: ['fleet'], env: { SERVICE_FLEET_GATEWAY_TIMEOUT_SECONDS: '3' } });
  try {
    await gatewayWithSandboxes(t, ['a-one', 'a-two'], 'gw-a');
    await gatewayWithSandboxes(t, ['b-one'], 'gw-b');
    await t.http.put('/api/gateways/gw-b/lease-policy', { max_ttl_seconds: 600 });
    const body = { action: 'set_lease', params: { ttl_seconds: 3600, action: 'delete' }, selector: { gateways: ['gw-a', 'gw-b'] } };

    const viewer = await t.http.as('viewer').post('/api/fleet/actions', { ...body, dry_run: true });
    assert.equal(
      viewer.body.targets.map((target: { sandbox: string; outcome: string }) => `${target.sandbox} ${target.outcome}`),
      ['a-one skipped', 'a-two skipped', 'b-one skipped'],
      'a viewer may not set leases',
    );
    const dry = await t.http.as('operator').post('/api/fleet/actions', { ...body, dry_run: true });
    assert.equal(
      dry.body.targets.map((target: { sandbox: string; outcome: string; reason: string | null }) => [target.sandbox, target.outcome, target.reason]),
      [
        ['a-one', 'would_run', null],
        ['a-two', 'would_run', null],
        ['b-one', 'skipped', "A lease of 3600 seconds is beyond gateway gw-b's max_ttl_seconds of 600."],
      ],
    );
    assert.equal(await leaseRows(t), [], 'a dry run sets nothing');

    const past = await t.http.as('operator').post('/api/fleet/actions', { ...body, params: { expires_at: '2020-01-01T00:00:00Z' } });
    assert.equal([past.status, past.body.errors[0].path], [400, 'body.params.expires_at']);

    const started = await t.http.as('operator').post('/api/fleet/actions', body);
    assert.is(started.status, 202, started.text);
    await t.resolve('operations').settled(started.body.operation_id);
    const operation = (await t.http.get(`/api/operations/${started.body.operation_id}`)).body;
    assert.equal(operation.result.summary, { done: 2, skipped: 1, failed: 0 });
    assert.equal(
      (await leaseRows(t)).map((row) => [row.gateway, row.sandbox, row.action, row.source]),
      [
        ['gw-a', 'a-one', 'delete', 'request'],
        ['gw-a', 'a-two', 'delete', 'request'],
      ],
    );
    assert.equal(
      // Targets run concurrently: sorted by sandbox.
      (await auditRows(t, 'lease.set')).map((row) => [row.resource_id, row.actor, row.detail.operation_id]).sort(),
      [
        ['a-one', 'operator@test.local', started.body.operation_id],
        ['a-two', 'operator@test.local', started.body.operation_id],
      ],
    );
  } finally {
    await t.stop();
    await closeSimulators();
  }
});

test.run();
