// test-dialects: none
// Curfew windows on daylight-saving days, walked minute by minute with the kernel's manual clock: where a window
// starts and ends in Europe/Berlin and America/New_York when the clocks jump forward and fall back.

import { ManualClock } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type DailyWindow, firstInstantAt, isTimeZone, nextWindow, wallClock, windowAt } from '../src/index.ts';

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const span = (window: DailyWindow, at: number) => {
  const found = windowAt(window, at);
  return found && { start: iso(found.start), end: iso(found.end) };
};

/** The instants, minute by minute over [from, to), at which `window` starts and ends. */
function transitions(window: DailyWindow, from: number, to: number): string[] {
  const clock = new ManualClock(from);
  const seen: string[] = [];
  let inside = windowAt(window, clock.now()) !== null;
  for (; clock.now() < to; clock.advance(MINUTE)) {
    const now = windowAt(window, clock.now()) !== null;
    if (now !== inside) seen.push(`${now ? 'start' : 'end'} ${iso(clock.now())}`);
    inside = now;
  }
  return seen;
}

const berlin = (startMinute: number, endMinute: number): DailyWindow => ({ startMinute, endMinute, timeZone: 'Europe/Berlin' });
const newYork = (startMinute: number, endMinute: number): DailyWindow => ({ startMinute, endMinute, timeZone: 'America/New_York' });

test('Berlin, last Sunday of March 2026: 22:00–06:00 across the night the clocks jump lasts seven hours', () => {
  assert.equal(transitions(berlin(1320, 360), Date.UTC(2026, 2, 28, 12), Date.UTC(2026, 2, 29, 12)), [
    'start 2026-03-28T21:00:00.000Z', // 22:00 CET
    'end 2026-03-29T04:00:00.000Z', // 06:00 CEST
  ]);
});

test('Berlin, the same morning: a window starting in the skipped hour (02:30) starts when the clocks jump', () => {
  assert.equal(transitions(berlin(150, 240), Date.UTC(2026, 2, 28, 23), Date.UTC(2026, 2, 29, 6)), [
    'start 2026-03-29T01:00:00.000Z', // 02:00 CET is 03:00 CEST
    'end 2026-03-29T02:00:00.000Z', // 04:00 CEST
  ]);
  assert.equal(span(berlin(150, 240), Date.UTC(2026, 2, 29, 1, 30)), { start: '2026-03-29T01:00:00.000Z', end: '2026-03-29T02:00:00.000Z' });
  assert.is(iso(firstInstantAt('Europe/Berlin', Date.UTC(2026, 2, 29, 2, 30))), '2026-03-29T01:00:00.000Z');
});

test('Berlin, last Sunday of October 2026: 22:00–06:00 lasts nine hours; a window ending in the repeated hour ends at its first pass', () => {
  assert.equal(transitions(berlin(1320, 360), Date.UTC(2026, 9, 24, 12), Date.UTC(2026, 9, 25, 12)), [
    'start 2026-10-24T20:00:00.000Z', // 22:00 CEST
    'end 2026-10-25T05:00:00.000Z', // 06:00 CET
  ]);
  assert.equal(transitions(berlin(0, 150), Date.UTC(2026, 9, 24, 20), Date.UTC(2026, 9, 25, 6)), [
    'start 2026-10-24T22:00:00.000Z', // 00:00 CEST
    'end 2026-10-25T00:30:00.000Z', // the first 02:30 (CEST); the second (01:30Z) does not open it again
  ]);
  assert.equal(transitions(berlin(135, 300), Date.UTC(2026, 9, 24, 20), Date.UTC(2026, 9, 25, 6)), [
    'start 2026-10-25T00:15:00.000Z', // the first 02:15; the clocks falling back to 02:00 do not close it
    'end 2026-10-25T04:00:00.000Z', // 05:00 CET
  ]);
});

test('New York, 8 March 2026 (spring) and 1 November 2026 (fall)', () => {
  assert.equal(transitions(newYork(90, 210), Date.UTC(2026, 2, 8, 0), Date.UTC(2026, 2, 8, 12)), [
    'start 2026-03-08T06:30:00.000Z', // 01:30 EST
    'end 2026-03-08T07:30:00.000Z', // 03:30 EDT: one hour
  ]);
  assert.equal(transitions(newYork(90, 120), Date.UTC(2026, 10, 1, 0), Date.UTC(2026, 10, 1, 12)), [
    'start 2026-11-01T05:30:00.000Z', // the first 01:30 (EDT)
    'end 2026-11-01T07:00:00.000Z', // 02:00 EST: ninety minutes, the repeated 01:30–02:00 included
  ]);
});

test('ordinary days, minute 0 and 1439, the next window, and zone names', () => {
  const tokyo: DailyWindow = { startMinute: 1439, endMinute: 0, timeZone: 'Asia/Tokyo' };
  assert.equal(span(tokyo, Date.UTC(2026, 5, 1, 14, 59, 30)), { start: '2026-06-01T14:59:00.000Z', end: '2026-06-01T15:00:00.000Z' });
  assert.is(span(tokyo, Date.UTC(2026, 5, 1, 15, 0)), null);
  const next = nextWindow(tokyo, Date.UTC(2026, 5, 1, 15, 0));
  assert.equal([iso(next.start), iso(next.end)], ['2026-06-02T14:59:00.000Z', '2026-06-02T15:00:00.000Z']);
  assert.is(iso(wallClock('America/New_York', Date.UTC(2026, 0, 1, 5))), '2026-01-01T00:00:00.000Z');
  for (const zone of ['Europe/Berlin', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'europe/berlin']) assert.ok(isTimeZone(zone), zone);
  for (const zone of ['Mars/Olympus', '+01:00', 'Europe/', '', 'Europe/Berlin; rm', '../etc/passwd']) assert.not.ok(isTimeZone(zone), zone);
});

test.run();
