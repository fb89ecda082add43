// Which wire line a gateway speaks (docs/wire-lines.md): chosen from the version its Health reports, re-detected at
// every probe, and between probes when an answer only another line's bytes provoke; a version no line speaks is
// shown unsupported and sent nothing but Health.

import type { Simulator, StartOptions } from '@portcullis/openshell-sim';
import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootGateways, closeSimulator, closeSimulators, freePort, registerPlain, simulator } from './helpers.ts';

const lines = suite<{ t: TestKernel }>('wire lines');

lines.before(async (context) => {
  context.t = await bootGateways({ plugins: ['sandboxes'] });
});
lines.after(async ({ t }) => {
  await t.stop();
  await closeSimulators();
});

const probe = (t: TestKernel) => t.kernel.scheduler.runNow('gateways.health-probe');
const rpcsBut = (sim: Simulator, rpc: string) => Object.keys(sim.control.allCalls()).filter((name) => name !== rpc);

for (const version of ['0.2.0', '0.0.117-dev.259+gbed9e5eaf', 'ryno.v1']) {
  lines(`a gateway reporting ${version} is shown unsupported, and nothing but Health reaches it`, async ({ t }) => {
    const sim = await simulator({ profile: version.startsWith('0.0') ? 'head' : 'v0.1.2', version });
    const name = `odd-${version.replace(/[^a-z0-9]/g, '-')}`.replace(/-+$/, '');
    await registerPlain(t, name, sim);
    await probe(t);
    const health = await t.http.get(`/api/gateways/${name}/health`);
    assert.equal([health.body.status, health.body.supported, health.body.wire_line, health.body.version], ['degraded', false, null, version]);
    assert.match(health.body.error, /speaks no wire line Portcullis knows \(supported: 0\.0\.105–0\.0\.116, 0\.1\.0–0\.1\.2\); only Health is sent to it/);
    const tested = await t.http.post(`/api/gateway/${name}/test-connection`);
    assert.equal([tested.body.reachable, tested.body.supported, tested.body.wire_line, tested.body.authenticated], [true, false, null, null]);
    const listed = await t.http.get(`/api/gateways/${name}/sandboxes`);
    assert.equal([listed.status, listed.body.code, listed.body.version], [409, 'GATEWAY_VERSION_UNSUPPORTED', version]);
    assert.match(listed.body.detail, /nothing was sent to it/);
    assert.equal(rpcsBut(sim, 'Health'), [], 'only Health was ever called');
    await closeSimulator(sim);
  });
}

/** A gateway upgraded (or downgraded) in place: the same address, another release. */
async function restarted(port: number, options: StartOptions, sim: Simulator): Promise<Simulator> {
  await closeSimulator(sim);
  return simulator({ port, ...options });
}

for (const [from, to] of [
  ['v0.0.111', 'v0.1.2'],
  ['v0.1.2', 'v0.0.105'],
] as const) {
  lines(`a gateway restarted in place from ${from} to ${to} keeps working, before the next probe and after it`, async ({ t }) => {
    const port = await freePort();
    let sim = await simulator({ port, profile: from });
    const name = `moved-${from}`.replace(/\./g, '-');
    await registerPlain(t, name, sim);
    await probe(t);
    const before = await t.http.get(`/api/gateway/${name}/info`);
    sim.control.seedSandbox({ name: 'box' });
    assert.equal((await t.http.get(`/api/gateways/${name}/sandboxes/box`)).body.name, 'box');

    sim = await restarted(port, { profile: to }, sim);
    sim.control.seedSandbox({ name: 'box' });
    const right = await t.http.get(`/api/gateways/${name}/sandboxes/box`);
    assert.equal([right.status, right.body.name], [200, 'box'], 'the first call noticed the other line, asked Health again, and was sent again');
    assert.is(sim.control.calls('Health'), 1);
    // A 0.1 gateway cannot decode a 0.0 request (grpc-js refuses it before any handler runs); a 0.0 gateway decodes
    // a 0.1 request into a workspace name of control characters and answers NOT_FOUND from its handler.
    assert.is(sim.control.calls('GetSandbox'), to === 'v0.1.2' ? 1 : 2, 'answered in the new line after one refusal');

    await probe(t);
    const after = await t.http.get(`/api/gateways/${name}/health`);
    assert.equal([after.body.status, after.body.wire_line], ['connected', to === 'v0.1.2' ? '0.1' : '0.0']);
    assert.not.equal(after.body.version, before.body.version);
    assert.is((await t.http.get(`/api/gateways/${name}/sandboxes`)).body.total, 1);
  });
}

lines('a gateway never probed is asked its version by its first call, which is stored', async ({ t }) => {
  const sim = await simulator({ profile: 'v0.1.2' });
  await registerPlain(t, 'fresh', sim);
  sim.control.seedSandbox({ name: 'box' });
  assert.is((await t.http.get('/api/gateways/fresh/health')).body.version, null);
  assert.is((await t.http.get('/api/gateways/fresh/sandboxes/box')).status, 200);
  assert.equal([sim.control.calls('Health'), sim.control.calls('GetSandbox')], [1, 1]);
  assert.equal((await t.http.get('/api/gateways/fresh/health')).body.version, '0.1.2');
  await t.http.get('/api/gateways/fresh/sandboxes/box');
  assert.is(sim.control.calls('Health'), 1, 'asked once');
});

lines.run();
