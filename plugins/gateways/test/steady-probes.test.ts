// Probe results whose status did not change are stored together (GatewayRegistry.recordUnchanged): each gateway
// gets its own reading, last_seen moves only for a connected one, and a gateway whose status moved meanwhile keeps
// what whoever moved it wrote.

import { ManualClock, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ProbeOutcome } from '../src/registry/registry.ts';
import { bootGateways } from './helpers.ts';

const register = (t: TestKernel, name: string) => t.http.post('/api/gateway/register', { name, endpoint: '8.8.8.8:443', auth_mode: 'none' });

const extension = { kind: 'policy', name: "o'brien ✓", implementation: 'sim', version: '1', capabilities: ['read', 'write'] };

function outcome(fields: Partial<ProbeOutcome> & Pick<ProbeOutcome, 'status'>): ProbeOutcome {
  return { error: null, version: null, latencyMs: null, extensions: null, ...fields };
}

test('each unchanged probe is stored with its own reading, and a row whose status moved is left alone', async () => {
  const clock = new ManualClock(Date.UTC(2026, 2, 1));
  const t = await bootGateways({ localMode: false, clock });
  try {
    const registry = t.resolve('gatewayRegistry', 'gateways');
    for (const name of ['alpha', 'beta', 'gamma', 'delta']) assert.is((await register(t, name)).status, 201);
    const firstSeen = new Date(t.clock.now());
    await registry.recordProbe('alpha', 'unknown', outcome({ status: 'connected', version: 'v1' }));
    await registry.recordProbe('beta', 'unknown', outcome({ status: 'connected', version: 'v1' }));
    await registry.recordProbe('gamma', 'unknown', outcome({ status: 'unreachable', error: 'refused' }));
    await registry.recordProbe('delta', 'unknown', outcome({ status: 'connected', version: 'v1' }));

    clock.advance(60_000);
    const now = new Date(t.clock.now());
    await registry.recordUnchanged([
      { name: 'alpha', outcome: outcome({ status: 'connected', version: 'v2', latencyMs: 12, extensions: [extension] }) },
      { name: 'beta', outcome: outcome({ status: 'connected', version: 'v1', latencyMs: 34 }) },
      { name: 'gamma', outcome: outcome({ status: 'unreachable', error: 'still refused' }) },
      // delta is connected: this result started from a status that no longer holds.
      { name: 'delta', outcome: outcome({ status: 'unreachable', error: 'stale' }) },
      { name: 'removed', outcome: outcome({ status: 'connected', latencyMs: 1 }) },
    ]);

    const stored = async (name: string) => {
      const record = await registry.require(name);
      return [record.status, record.lastProbeAt, record.lastSeen, record.lastError, record.version, record.latencyMs, record.extensions];
    };
    assert.equal(await stored('alpha'), ['connected', now, now, null, 'v2', 12, [extension]]);
    assert.equal(await stored('beta'), ['connected', now, now, null, 'v1', 34, null]);
    assert.equal(await stored('gamma'), ['unreachable', now, null, 'still refused', null, null, null]);
    assert.equal(await stored('delta'), ['connected', firstSeen, firstSeen, null, 'v1', null, null]);
    assert.is(await registry.find('removed'), null);
  } finally {
    await t.stop();
  }
});

test.run();
