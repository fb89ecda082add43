// A sandbox's exposed services on an OpenShell 0.1 gateway (the v0.1.2 simulator profile): listed with their URLs,
// exposed and removed through the gateway, each change audited write-ahead with its event; the 409 naming the
// capability on a 0.0 gateway (v0.0.111); bad input refused before anything is sent.

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

const SERVICES = '/api/gateways/edge/sandboxes/web/services';
const WRITES = ['ExposeService', 'DeleteService'];

const services = suite<Context>('sandbox services');

services.before(async (context) => {
  context.t = await gatewayTestKernel({ plugins: ['services'] });
  context.sim = await startTestSimulator({ profile: 'v0.1.2' });
  context.classic = await startTestSimulator({ profile: 'v0.0.111' });
  await registerSimulator(context.t, 'edge', context.sim);
  await registerSimulator(context.t, 'classic', context.classic);
  context.sim.control.seedSandbox({ name: 'web' });
  context.classic.control.seedSandbox({ name: 'web' });
});
services.after(async ({ t }) => {
  await t.stop();
  await closeTestSimulators();
});

const writesSent = (sim: Simulator) => WRITES.reduce((sum, rpc) => sum + sim.control.calls(rpc), 0);
const dataOf = (event: { data: unknown }) => event.data as Record<string, any>;
const actionsOf = async (t: TestKernel) => (await auditRows(t)).filter((row) => String(row.action).startsWith('sandbox.service_'));

services('expose, list with the URL, re-point, remove: each audited with its event', async ({ t, sim }) => {
  const empty = await t.http.as('viewer').get(SERVICES);
  assert.equal([empty.status, empty.body.items, empty.body.total], [200, [], 0], empty.text);

  const exposed = await t.http.post(SERVICES, { name: 'app', port: 8080, domain: true });
  assert.is(exposed.status, 200, exposed.text);
  assert.equal([exposed.body.name, exposed.body.sandbox, exposed.body.port, exposed.body.domain], ['app', 'web', 8080, true]);
  assert.match(exposed.body.url, /^https?:\/\/.+\/services\/default\/web\/app\/$/);
  const announced = dataOf(t.eventsNamed('sandbox.service_exposed').at(-1)!);
  assert.equal(
    [announced.gateway, announced.workspace, announced.sandbox, announced.service, announced.port, announced.url, announced.actor],
    ['edge', 'default', 'web', 'app', 8080, exposed.body.url, 'admin@test.local'],
  );

  const unnamed = await t.http.post(SERVICES, { port: 3000 });
  assert.equal([unnamed.status, unnamed.body.name, unnamed.body.domain], [200, '', false], unnamed.text);
  const repointed = await t.http.post(SERVICES, { name: 'app', port: 9090 });
  assert.equal([repointed.status, repointed.body.port], [200, 9090], repointed.text);

  const listed = await t.http.as('viewer').get(SERVICES);
  assert.is(listed.status, 200, listed.text);
  assert.equal(listed.body.items.map((item: { name: string; port: number }) => [item.name, item.port]).sort(), [
    ['', 3000],
    ['app', 9090],
  ]);
  assert.ok(
    listed.body.items.every((item: { url: string | null }) => typeof item.url === 'string'),
    'each service with its URL',
  );

  assert.is((await t.http.delete(`${SERVICES}/app`)).status, 204);
  assert.is((await t.http.delete(`${SERVICES}/_`)).status, 204, 'the unnamed service is `_` in a path');
  const again = await t.http.delete(`${SERVICES}/app`);
  assert.equal([again.status, again.body.code], [404, 'SERVICE_NOT_FOUND'], again.text);
  assert.equal(
    t.eventsNamed('sandbox.service_removed').map((event) => dataOf(event).service),
    ['app', ''],
    'a service that was not there is not announced as removed',
  );
  assert.equal((await t.http.get(SERVICES)).body.items, []);

  const pairs = (await actionsOf(t)).map((row) => `${row.action} ${row.outcome}`);
  for (const action of ['sandbox.service_expose', 'sandbox.service_remove']) {
    assert.ok(pairs.includes(`${action} pending`), `${action}: the intent row`);
    assert.ok(pairs.includes(`${action} succeeded`), `${action}: the outcome row`);
  }
  assert.is(sim.control.calls('ExposeService'), 3);
});

services('a sandbox the gateway does not have is a 404 SANDBOX_NOT_FOUND', async ({ t }) => {
  for (const response of [
    await t.http.get('/api/gateways/edge/sandboxes/nowhere/services'),
    await t.http.post('/api/gateways/edge/sandboxes/nowhere/services', { port: 80 }),
    await t.http.delete('/api/gateways/edge/sandboxes/nowhere/services/app'),
  ]) {
    assert.equal([response.status, response.body.code], [404, 'SANDBOX_NOT_FOUND'], response.text);
  }
  const failed = (await actionsOf(t)).filter((row) => row.outcome === 'failed');
  assert.ok(failed.length >= 2, 'the refused changes are audited as failed');
});

services('a 0.0 gateway: 409 naming the capability, no intent written, nothing sent', async ({ t, classic }) => {
  const before = (await actionsOf(t)).length;
  for (const response of [
    await t.http.get('/api/gateways/classic/sandboxes/web/services'),
    await t.http.post('/api/gateways/classic/sandboxes/web/services', { name: 'app', port: 8080 }),
    await t.http.delete('/api/gateways/classic/sandboxes/web/services/app'),
  ]) {
    assert.equal([response.status, response.body.code, response.body.capability], [409, 'GATEWAY_CAPABILITY_UNAVAILABLE', 'services'], response.text);
  }
  assert.is((await actionsOf(t)).length, before);
  assert.is(writesSent(classic), 0);
  const info = await t.http.as('viewer').get('/api/gateway/classic/info');
  assert.is(info.body.capabilities.services, false, info.text);
  const edge = await t.http.as('viewer').get('/api/gateway/edge/info');
  assert.is(edge.body.capabilities.services, true, edge.text);
});

services('an expose whose answer was lost is sent again with its request id, and the gateway answers it from memory', async ({ t, sim }) => {
  const replaysBefore = sim.control.replays('ExposeService');
  const callsBefore = sim.control.calls('ExposeService');
  sim.control.dropNextResponse('ExposeService');
  const exposed = await t.http.post(SERVICES, { name: 'lost', port: 7000 });
  assert.equal([exposed.status, exposed.body.name, exposed.body.port], [200, 'lost', 7000], exposed.text);
  assert.equal(
    [sim.control.calls('ExposeService') - callsBefore, sim.control.replays('ExposeService') - replaysBefore],
    [2, 1],
    'the second attempt was answered from memory',
  );
  const [first, second] = sim.control.requestIds('ExposeService').slice(-2);
  assert.is(first, second, 'one request id for both attempts');
  assert.equal(t.eventsNamed('sandbox.service_exposed').filter((event) => dataOf(event).service === 'lost').length, 1, 'announced once');
  assert.is((await t.http.delete(`${SERVICES}/lost`)).status, 204);
});

services('bad input is a 400 and nothing is sent', async ({ t, sim }) => {
  const before = writesSent(sim);
  for (const body of [{}, { port: 0 }, { port: 65536 }, { port: 80.5 }, { port: '80' }, { port: 80, name: 'Not_A_Label' }, { port: 80, extra: true }]) {
    const response = await t.http.post(SERVICES, body);
    assert.is(response.status, 400, `${JSON.stringify(body)}: ${response.text}`);
  }
  assert.is((await t.http.delete(`${SERVICES}/Bad.Name`)).status, 400);
  assert.is((await t.http.get(SERVICES, { query: { unknown: '1' } })).status, 400);
  assert.is((await t.http.get('/api/gateways/edge/sandboxes/Bad_Box/services')).status, 400);
  assert.is(writesSent(sim), before);
});

services.run();
