// isoTimestamp writes exactly what Date#toISOString writes, for every instant, from both a Date and epoch
// milliseconds; what it does not format itself it hands to the builtin, errors included.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isoTimestamp } from '../src/iso-timestamp.ts';

const test = suite('isoTimestamp');
const DAY = 86_400_000;
const YEAR_10000 = 253_402_300_800_000;

function assertSameAsBuiltin(ms: number): void {
  const expected = new Date(ms).toISOString();
  assert.is(isoTimestamp(ms), expected, `epoch ms ${ms}`);
  assert.is(isoTimestamp(new Date(ms)), expected, `Date ${ms}`);
}

test('edges of days, leap days and the formatted range', () => {
  const edges = [
    0,
    1,
    9,
    10,
    99,
    100,
    999,
    1000,
    59_999,
    60_000,
    3_599_999,
    3_600_000,
    DAY - 1,
    DAY,
    Date.UTC(2000, 1, 29, 23, 59, 59, 999),
    Date.UTC(2024, 1, 29, 12),
    Date.UTC(2100, 2, 1),
    Date.UTC(2026, 10, 24, 21, 4, 16, 7),
    YEAR_10000 - 1,
  ];
  for (const ms of edges) assertSameAsBuiltin(ms);
});

test('instants it leaves to the builtin: before 1970, from the year 10000, negative years', () => {
  for (const ms of [-1, -DAY - 1, Date.UTC(1969, 11, 31, 23, 59, 59, 999), Date.UTC(-1, 0, 1), YEAR_10000, 8.64e15, -8.64e15]) assertSameAsBuiltin(ms);
});

test('an invalid instant throws the builtin RangeError', () => {
  assert.throws(() => isoTimestamp(Number.NaN), RangeError);
  assert.throws(() => isoTimestamp(new Date('not a date')), RangeError);
  assert.throws(() => isoTimestamp(8.64e15 + 1), RangeError);
});

test('a fraction of a millisecond is truncated as a Date truncates it', () => {
  for (const ms of [1.5, 1_764_000_000_000.999, -0.5]) assertSameAsBuiltin(ms);
});

test('100 000 random instants over the whole formatted range, in and out of the day cache', () => {
  let seed = 20_261_124;
  const random = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  for (let i = 0; i < 50_000; i += 1) assertSameAsBuiltin(Math.floor(random() * YEAR_10000));
  // Many instants within a few days, as a list page has them.
  const now = Date.UTC(2026, 10, 24);
  for (let i = 0; i < 50_000; i += 1) assertSameAsBuiltin(now + Math.floor(random() * 3 * DAY));
});

test.run();
