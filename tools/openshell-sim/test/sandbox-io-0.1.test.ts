// Exec, logs and watch on the 0.1 line: execution_timeout (a Duration) ends a command with exit 124, log lines carry
// Timestamps and filter by since_time, and watch streams carry cursors that resume after the last item seen, while a
// cursor of another gateway start is OUT_OF_RANGE (docs/openshell-0.1.md §2.5, §2.14, §3 "Watch", "Exec").
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collect, waitFor } from './helpers.ts';
import type { Harness01 } from './helpers-01.ts';
import { readySandbox01, scope, startHarness01 } from './helpers-01.ts';

let h: Harness01;
test.before(async () => {
  h = await startHarness01();
  await readySandbox01(h, 'box');
});
test.after(() => h.close());

const text = (events: any[], kind: 'stdout' | 'stderr') => Buffer.concat(events.filter((e) => e.payload === kind).map((e) => e[kind].data)).toString();
const watch = (request: object) => h.stream<any>('WatchSandbox', { sandbox: 'box', ...scope(), ...request });
const logsOf = (events: any[]) => events.filter((e) => e.payload === 'log');

test('exec by name: output chunks then exactly one exit event', async () => {
  const { events, error } = await h.collect('ExecSandbox', { sandbox: 'box', command: ['echo', 'hello'], ...scope() });
  assert.is(error, undefined);
  assert.equal([text(events, 'stdout'), events.at(-1).exit.exit_code], ['hello\n', 0]);
  const failed = await h.collect('ExecSandbox', { sandbox: 'box', command: ['false'], ...scope() });
  assert.is(failed.events.at(-1).exit.exit_code, 1);
});

test('execution_timeout ends a longer command with exit code 124, without an error', async () => {
  const started = Date.now();
  const { events, error } = await h.collect('ExecSandbox', {
    sandbox: 'box',
    command: ['sleep', '30'],
    execution_timeout: { seconds: 0, nanos: 150_000_000 },
    ...scope(),
  });
  assert.equal([error, events.at(-1).exit.exit_code], [undefined, 124]);
  assert.ok(Date.now() - started < 10_000);
  const quick = await h.collect('ExecSandbox', { sandbox: 'box', command: ['sleep', '0'], execution_timeout: { seconds: 5 }, ...scope() });
  assert.is(quick.events.at(-1).exit.exit_code, 0);
});

test('log lines carry event_time; since_time filters the ring', async () => {
  const before = Date.now();
  h.sim.control.emitLog('box', [
    { message: 'old', source: 'sandbox', timestampMs: before - 60_000 },
    { message: 'new', source: 'sandbox', timestampMs: before + 1000 },
  ]);
  const all = (await h.call('GetSandboxLogs', { sandbox: 'box', sources: ['sandbox'], ...scope() })).logs;
  const line = all.find((l: any) => l.message === 'new');
  assert.equal(line.event_time, { seconds: Math.floor((before + 1000) / 1000), nanos: ((before + 1000) % 1000) * 1e6 });
  assert.is(line.timestamp_ms, undefined, 'the millisecond field is gone');
  const recent = (await h.call('GetSandboxLogs', { sandbox: 'box', sources: ['sandbox'], since_time: { seconds: Math.floor(before / 1000) }, ...scope() }))
    .logs;
  assert.ok(recent.some((l: any) => l.message === 'new') && !recent.some((l: any) => l.message === 'old'));
});

test('watch: the snapshot has no cursor, logs and events carry byte-wise increasing cursors', async () => {
  const call = watch({ follow_status: true, follow_logs: true, log_tail_lines: 3 });
  const result = collect(call);
  await waitFor(() => h.sim.control.openWatchStreams('box') === 1);
  h.sim.control.emitLog('box', [{ message: 'live-1' }, { message: 'live-2' }]);
  await new Promise<void>((resolve) => call.on('data', (event: any) => event.log?.message === 'live-2' && resolve()));
  call.cancel();
  const { events } = await result;
  assert.equal([events[0].payload, events[0].cursor], ['sandbox', '']);
  const cursors = logsOf(events).map((e) => e.cursor);
  assert.ok(cursors.length >= 4 && cursors.every((c) => c.length > 0));
  assert.equal(cursors, [...cursors].sort(), 'byte-wise ordered');
  assert.ok(logsOf(events).every((e) => Number(e.log.event_time.seconds) > 0));
});

test('resume_after_cursor replays exactly what came after it; other starts and garbage are refused', async () => {
  h.sim.control.emitLog('box', { message: 'seen' });
  const firstCall = watch({ follow_logs: true, log_tail_lines: 1 });
  const firstResult = collect(firstCall);
  await new Promise<void>((resolve) => firstCall.on('data', (e: any) => e.log?.message === 'seen' && resolve()));
  firstCall.cancel();
  const first = await firstResult;
  const seen = logsOf(first.events).find((e) => e.log.message === 'seen');
  h.sim.control.emitLog('box', [{ message: 'missed-1' }, { message: 'missed-2' }]);
  const resumed = watch({ follow_logs: true, resume_after_cursor: seen.cursor });
  const result = collect(resumed);
  await new Promise<void>((resolve) => resumed.on('data', (e: any) => e.log?.message === 'missed-2' && resolve()));
  resumed.cancel();
  const { events } = await result;
  assert.is(events[0].payload, 'sandbox');
  assert.equal(
    logsOf(events).map((e) => e.log.message),
    ['missed-1', 'missed-2'],
  );
  const other = await startHarness01();
  try {
    await readySandbox01(other, 'box');
    const foreign = await other.collect('WatchSandbox', { sandbox: 'box', ...scope(), resume_after_cursor: seen.cursor });
    assert.equal(
      [foreign.error?.code, foreign.error?.details],
      [grpc.status.OUT_OF_RANGE, 'resume_after_cursor was issued by another gateway replica or before a restart; watch again without it'],
    );
  } finally {
    await other.close();
  }
  const garbage = await h.collect('WatchSandbox', { sandbox: 'box', ...scope(), resume_after_cursor: 'garbage' });
  assert.equal([garbage.error?.code, garbage.error?.details], [grpc.status.INVALID_ARGUMENT, 'resume_after_cursor is malformed']);
});

test('stop_on_terminal ends on COMPLETED, STOPPED and ERROR as well as READY', async () => {
  // live: a provisioning sandbox that fails ends the stream (the 0.0 line would keep it open)
  await h.call('CreateSandbox', { name: 'fails', spec: {}, ...scope() });
  h.sim.control.holdProvisioning('fails');
  const result = h.collect('WatchSandbox', { sandbox: 'fails', follow_status: true, stop_on_terminal: true, ...scope() });
  await waitFor(() => h.sim.control.openWatchStreams('fails') === 1);
  h.sim.control.forceSandboxError('fails', { reason: 'Crash' });
  const { events, error } = await result;
  assert.equal([error, events.at(-1).sandbox.status.phase], [undefined, 'SANDBOX_PHASE_ERROR']);
  // already terminal: the snapshot alone
  await readySandbox01(h, 'done');
  h.sim.control.exitMainProcess('done', 0);
  await readySandbox01(h, 'parked');
  await h.call('StopSandbox', { name: 'parked', ...scope() });
  for (const [name, phase] of [
    ['box', 'SANDBOX_PHASE_READY'],
    ['done', 'SANDBOX_PHASE_COMPLETED'],
    ['parked', 'SANDBOX_PHASE_STOPPED'],
  ]) {
    const ended = await h.collect('WatchSandbox', { sandbox: name, follow_status: true, follow_logs: true, stop_on_terminal: true, ...scope() });
    assert.equal([ended.error, ended.events.map((e: any) => e.sandbox?.status.phase)], [undefined, [phase]], name!);
  }
});

test.run();
