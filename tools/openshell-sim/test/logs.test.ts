// GetSandboxLogs (docs/openshell-0.0.md §b.5, §f.5): ring, filter order, buffer_total and the generated line shapes.
import { status } from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from './helpers.ts';
import { readySandbox, rejects, startHarness } from './helpers.ts';

let h: Harness;
let id: string;
test.before(async () => {
  h = await startHarness();
  id = (await readySandbox(h, 'logger')).metadata.id;
});
test.after(() => h.close());

const logs = (request: object) => h.call('GetSandboxLogs', { sandbox_id: id, ...request });

test('lifecycle writes gateway lines and supervisor start-up lines', async () => {
  const all = (await logs({})).logs;
  const gateway = all.filter((l: any) => l.source === 'gateway');
  assert.ok(gateway.some((l: any) => l.message === 'CreateSandbox request completed successfully'));
  assert.ok(gateway.some((l: any) => l.message.startsWith('Sandbox phase changed')));
  assert.ok(gateway.every((l: any) => l.target.startsWith('openshell_server::') && Object.keys(l.fields).length === 0));
  const startup = all.filter((l: any) => l.source === 'sandbox');
  assert.ok(startup.length >= 3);
  const burst = startup.filter((l: any) => l.message !== 'Policy reloaded');
  assert.is(new Set(burst.map((l: any) => l.timestamp_ms)).size, 1, 'start-up burst shares one millisecond');
  const times = all.map((l: any) => l.timestamp_ms);
  assert.equal(
    times,
    [...times].sort((a: number, b: number) => a - b),
    'chronological',
  );
});

test('tail is applied before since, source and level filters; buffer_total counts the tail', async () => {
  const base = Date.now() + 10_000;
  h.sim.control.emitLog('logger', [
    { message: 'old-error', level: 'ERROR', source: 'sandbox', target: 't', timestampMs: base },
    { message: 'new-info', level: 'INFO', source: 'gateway', target: 't', timestampMs: base + 10 },
    { message: 'new-debug', level: 'DEBUG', source: 'sandbox', target: 't', timestampMs: base + 20 },
    { message: 'new-ocsf', level: 'OCSF', source: 'sandbox', target: 'ocsf', timestampMs: base + 30 },
    { message: 'odd-level', level: 'NOTICE', source: 'sandbox', target: 't', timestampMs: base + 40 },
  ]);
  const tail = await logs({ lines: 3 });
  assert.is(tail.buffer_total, 3);
  assert.equal(
    tail.logs.map((l: any) => l.message),
    ['new-debug', 'new-ocsf', 'odd-level'],
  );
  const since = await logs({ lines: 5, since_ms: base + 15 });
  assert.is(since.buffer_total, 5);
  assert.equal(
    since.logs.map((l: any) => l.message),
    ['new-debug', 'new-ocsf', 'odd-level'],
  );
  const sandboxOnly = await logs({ lines: 5, sources: ['sandbox'] });
  assert.equal(
    sandboxOnly.logs.map((l: any) => l.message),
    ['old-error', 'new-debug', 'new-ocsf', 'odd-level'],
  );
  const info = await logs({ lines: 5, min_level: 'INFO' });
  assert.equal(
    info.logs.map((l: any) => l.message),
    ['old-error', 'new-info', 'new-ocsf', 'odd-level'],
    'INFO = OCSF, DEBUG dropped, unknown levels pass',
  );
  const combined = await logs({ lines: 4, since_ms: base + 5, sources: ['sandbox'], min_level: 'WARN' });
  assert.equal(
    combined.logs.map((l: any) => l.message),
    ['odd-level'],
  );
});

test('an empty source counts as gateway', async () => {
  h.sim.control.emitLog('logger', { message: 'sourceless', source: '', target: 'x' });
  const gatewayLines = await logs({ lines: 1, sources: ['gateway'] });
  assert.equal(
    gatewayLines.logs.map((l: any) => l.message),
    ['sourceless'],
  );
});

test('the ring keeps the last 2000 entries; lines 0 means all of them', async () => {
  const burst = Array.from({ length: 2100 }, (_, i) => ({ message: `bulk-${i}`, source: 'sandbox', target: 'bulk' }));
  h.sim.control.emitLog('logger', burst);
  const all = await logs({});
  assert.is(all.buffer_total, 2000);
  assert.is(all.logs.length, 2000);
  assert.is(all.logs.at(-1).message, 'bulk-2099');
  assert.is(all.logs[0].message, 'bulk-100');
});

test('realistic inference lines: router line + OCSF API:INFERENCE, same millisecond', async () => {
  h.sim.control.emitInference('logger', 2, { model: 'gpt-4o', provider: 'openai' });
  const recent = (await logs({ lines: 6 })).logs;
  const router = recent.filter((l: any) => l.target === 'openshell_router');
  assert.is(router.length, 2);
  assert.is(router[0].message, 'routing proxy inference request');
  assert.equal(Object.keys(router[0].fields).sort(), ['endpoint', 'method', 'path', 'protocols']);
  const api = recent.filter((l: any) => l.level === 'OCSF' && l.message.startsWith('API:INFERENCE'));
  assert.is(api.length, 2);
  assert.match(api[0].message, /^API:INFERENCE \[INFO\] SUCCESS gpt-4o via openai \d+ms \[POST \/v1\/chat\/completions\]$/);
  assert.ok(recent.every((l: any) => l.source === 'sandbox'));
  assert.is(new Set(recent.map((l: any) => l.timestamp_ms)).size, 1, 'several lines in one millisecond');
});

test('spec-style inference lines use sources inference/proxy and targets naming inference', async () => {
  h.sim.control.emitInference('logger', 1, { mode: 'spec' });
  const recent = (await logs({ lines: 2 })).logs;
  assert.equal(
    recent.map((l: any) => l.source),
    ['inference', 'proxy'],
  );
  assert.ok(recent.every((l: any) => l.target.includes('inference')));
});

test('bad requests', async () => {
  await rejects(h.call('GetSandboxLogs', {}), status.INVALID_ARGUMENT, 'sandbox_id is required');
  await rejects(h.call('GetSandboxLogs', { sandbox_id: 'nope' }), status.NOT_FOUND, 'sandbox not found');
});

test.run();
