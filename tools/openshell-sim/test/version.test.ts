// Version profile (docs/openshell-0.0.md §f.1): RPCs newer than the emulated release answer UNIMPLEMENTED.
import { status } from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rejects, startHarness } from './helpers.ts';

test('default profile is 0.0.111 and serves Start/Stop', async () => {
  const h = await startHarness();
  try {
    assert.is((await h.call('Health')).version, '0.0.111');
    await rejects(h.call('StartSandbox', { name: 'none' }), status.NOT_FOUND, 'sandbox not found');
  } finally {
    await h.close();
  }
});

test('an older gateway lacks newer RPCs and reports its version', async () => {
  const h = await startHarness({ version: '0.0.100' });
  try {
    assert.is((await h.call('Health')).version, '0.0.100');
    await rejects(h.call('StartSandbox', { name: 'x' }), status.UNIMPLEMENTED);
    await rejects(h.call('StopSandbox', { name: 'x' }), status.UNIMPLEMENTED);
    assert.is((await h.call('GetGatewayInfo')).gateway_version, '0.0.100');
    h.sim.control.setVersion('0.0.84');
    await rejects(h.call('GetGatewayInfo'), status.UNIMPLEMENTED);
    await rejects(h.inference('GetInferenceRoute', {}), status.UNIMPLEMENTED);
    assert.is((await h.call('Health')).version, '0.0.84');
    h.sim.control.setVersion('0.0.111');
    await rejects(h.inference('GetInferenceRoute', {}), status.NOT_FOUND);
  } finally {
    await h.close();
  }
});

test.run();
