// Switching the plugin off removes every check: on the same database, with the ceiling still stored, writes,
// presets and approvals beyond it go through, and its routes are gone.

import { closeTestSimulators, registerSimulator, startTestSimulator, WIRE_LINE_PLUGINS } from '@portcullis/plugin-gateways/testing';
import { createTestKernel, eventually, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CEILING, CREATE_TIME_POLICY, GITHUB_RULE, plainRule, rows } from './helpers.ts';

const BASE = ['gateways', ...WIRE_LINE_PLUGINS, 'policies', 'sandboxes', 'approvals'];
const ENV = { SERVICE_LOCAL_MODE: 'true', SERVICE_HEALTH_INTERVAL_SECONDS: '3600' };
const BOX = '/api/gateways/gw/sandboxes/box';

test('with the ceiling stored but the plugin off, every write path is unchecked', async () => {
  const sim = await startTestSimulator();
  const on = await createTestKernel({ plugins: [...BASE, 'policy-ceilings'], env: ENV });
  const database = on.database;
  const running = new Set<TestKernel>([on]);
  try {
    await registerSimulator(on, 'gw', sim);
    sim.control.seedSandbox({ name: 'box', policy: CREATE_TIME_POLICY });
    await eventually(() =>
      sim.control.state().sandboxes.some((box: { name: string; phase: string }) => box.name === 'box' && box.phase === 'SANDBOX_PHASE_READY'),
    );
    assert.is((await on.http.put(CEILING, { network_policies: { github: GITHUB_RULE } })).status, 201);
    const refused = await on.http.as('operator').post(`${BOX}/policy/network-rules`, { key: 'out', rule: plainRule('exfil.example.net') });
    assert.equal([refused.status, refused.body.code], [409, 'POLICY_CEILING_EXCEEDED']);
    await on.stop({ keepDatabase: true });
    running.delete(on);

    const off = await createTestKernel({ plugins: BASE, env: ENV, database });
    running.add(off);
    assert.equal(await rows(off, 'SELECT selector FROM policy_ceilings'), [{ selector: '' }], 'the ceiling is still stored');
    sim.control.resetCalls();
    const rule = await off.http.as('operator').post(`${BOX}/policy/network-rules`, { key: 'out', rule: plainRule('exfil.example.net') });
    assert.is(rule.status, 201, rule.text);
    assert.is((await off.http.as('operator').post(`${BOX}/policy/presets/npm`)).status, 201);
    const dry = await off.http.as('operator').post(`${BOX}/policy/apply?dry_run=true`, { network_policies: { out2: plainRule('other.example.net') } });
    assert.equal([dry.status, 'ceiling' in dry.body], [200, false]);
    sim.control.simulateDenial({ sandbox: 'box', host: 'leak.example.org', port: 443, binary: '/usr/bin/curl' });
    sim.control.flushDenials('box');
    const [chunk] = (await off.http.get(`${BOX}/approvals/pending`)).body.items;
    assert.is((await off.http.as('operator').post(`${BOX}/approvals/${chunk.chunk_id}/approve`)).status, 200);
    assert.equal([sim.control.calls('UpdateConfig'), sim.control.calls('ApproveDraftChunk')], [2, 1]);
    assert.is((await off.http.get(CEILING)).status, 404, 'the routes are gone with the plugin');
  } finally {
    for (const t of running) await t.stop({ keepDatabase: true });
    await database.drop();
    await closeTestSimulators();
  }
});

test.run();
