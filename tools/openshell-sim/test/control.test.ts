// Control hooks: per-RPC call counters, forced errors and delays in-process, and the same hooks over JSON/HTTP.
import { status } from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from './helpers.ts';
import { readySandbox, rejects, startHarness, waitFor } from './helpers.ts';

let h: Harness;
test.before(async () => {
  h = await startHarness({ controlPort: 0 });
});
test.after(() => h.close());

async function control(method: 'GET' | 'POST', path: string, body?: object) {
  const response = await fetch(`${h.sim.controlUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as any };
}

test('call counters count every attempt per RPC, including failed ones', async () => {
  h.sim.control.resetCalls();
  await h.call('Health');
  await h.call('Health');
  await rejects(h.call('GetSandbox', { name: 'nope' }), status.NOT_FOUND);
  assert.is(h.sim.control.calls('Health'), 2);
  assert.is(h.sim.control.calls('GetSandbox'), 1);
  assert.is(h.sim.control.calls('ApproveDraftChunk'), 0);
  assert.equal(h.sim.control.allCalls(), { Health: 2, GetSandbox: 1 });
  h.sim.control.resetCalls();
  assert.is(h.sim.control.calls('Health'), 0);
});

test('forced errors hit the next N calls only; delays slow one RPC', async () => {
  h.sim.control.failNext('ListSandboxes', { code: 'UNAVAILABLE', message: 'connection reset', times: 2 });
  await rejects(h.call('ListSandboxes'), status.UNAVAILABLE, 'connection reset');
  await rejects(h.call('ListSandboxes'), status.UNAVAILABLE, 'connection reset');
  assert.equal((await h.call('ListSandboxes')).sandboxes, []);
  h.sim.control.setDelay('Health', 150);
  const started = Date.now();
  await h.call('Health');
  assert.ok(Date.now() - started >= 140, 'delayed');
  h.sim.control.setDelay('Health', 0);
});

test('HTTP: state, calls, fail-next, version, seed data, token, jwks', async () => {
  const seeded = await control('POST', '/control/sandboxes', { name: 'from-http' });
  assert.is(seeded.status, 200);
  assert.is(seeded.body.name, 'from-http');
  await waitFor(async () =>
    (await control('GET', '/control/state')).body.sandboxes.some((s: any) => s.name === 'from-http' && s.phase === 'SANDBOX_PHASE_READY'),
  );
  await control('POST', '/control/reset-calls');
  await h.call('GetSandbox', { name: 'from-http' });
  assert.equal((await control('GET', '/control/calls?rpc=GetSandbox')).body, { rpc: 'GetSandbox', calls: 1 });
  assert.is((await control('POST', '/control/fail-next', { rpc: 'GetSandbox', code: 'INTERNAL', message: 'boom' })).status, 200);
  await rejects(h.call('GetSandbox', { name: 'from-http' }), status.INTERNAL, 'boom');
  await control('POST', '/control/version', { version: '0.0.100' });
  assert.is((await h.call('Health')).version, '0.0.100');
  await control('POST', '/control/version', { version: '0.0.111' });
  assert.is((await control('POST', '/control/providers', { name: 'p', type: 'openai', credentials: { K: 'v' } })).status, 200);
  assert.equal((await h.call('GetProvider', { name: 'p' })).provider.credentials, { K: 'REDACTED' });
  const token = (await control('POST', '/control/token', { subject: 'svc', roles: ['openshell-admin'] })).body.token;
  assert.is(token.split('.').length, 3);
  assert.is((await control('GET', '/.well-known/jwks.json')).body.keys[0].kty, 'RSA');
});

test('HTTP: denials, flush, logs, inference, watch streams and lag', async () => {
  await readySandbox(h, 'http-box');
  await control('POST', '/control/simulate-denial', { sandbox: 'http-box', host: 'example.org', port: 443, binary: '/usr/bin/curl' });
  assert.equal((await control('POST', '/control/flush-denials', {})).body, { chunks: 1 });
  assert.is((await h.call('GetDraftPolicy', { name: 'http-box' })).chunks.length, 1);
  await control('POST', '/control/emit-inference', { sandbox: 'http-box', count: 2, model: 'm', provider: 'nvidia' });
  await control('POST', '/control/emit-log', { sandbox: 'http-box', lines: [{ message: 'hello', target: 'x' }] });
  const id = (await h.call('GetSandbox', { name: 'http-box' })).sandbox.metadata.id;
  const logs = (await h.call('GetSandboxLogs', { sandbox_id: id, lines: 7 })).logs;
  assert.is(logs.filter((l: any) => l.message.startsWith('API:INFERENCE')).length, 2);
  assert.is(logs.at(-1).message, 'hello');
  const call = h.clients.openshell.WatchSandbox({ id, follow_status: true });
  let error: any;
  call.on('error', (e) => {
    error = e;
  });
  call.on('data', () => {});
  await waitFor(async () => (await control('GET', '/control/watch-streams?sandbox=http-box')).body.streams === 1);
  assert.equal((await control('POST', '/control/watch-lag', { sandbox: 'http-box', dropped: 7 })).body, { streams: 1 });
  await waitFor(() => error !== undefined);
  assert.is(error.details, 'watch stream lagged; dropped 7 messages');
  await control('POST', '/control/force-error', { sandbox: 'http-box', reason: 'OOMKilled' });
  assert.is((await h.call('GetSandbox', { name: 'http-box' })).sandbox.status.phase, 'SANDBOX_PHASE_ERROR');
});

test('HTTP: hold-deletion keeps a deleted sandbox DELETING until released', async () => {
  await readySandbox(h, 'held-box');
  assert.is((await control('POST', '/control/hold-deletion', { sandbox: 'held-box' })).status, 200);
  await h.call('DeleteSandbox', { name: 'held-box' });
  assert.is((await h.call('GetSandbox', { name: 'held-box' })).sandbox.status.phase, 'SANDBOX_PHASE_DELETING');
  await control('POST', '/control/hold-deletion', { sandbox: 'held-box', hold: false });
  await rejects(h.call('GetSandbox', { name: 'held-box' }), status.NOT_FOUND);
});

test('HTTP: errors are JSON with 400/404', async () => {
  assert.is((await control('POST', '/control/fail-next', {})).status, 400);
  assert.is((await control('POST', '/control/force-error', { sandbox: 'missing' })).status, 404);
  assert.is((await control('GET', '/control/nothing')).status, 404);
  assert.is((await control('POST', '/control/fail-next', { rpc: 'Health', code: 'NOPE' })).status, 400);
});

test.run();
