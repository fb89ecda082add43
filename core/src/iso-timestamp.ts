const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00.000Z: from there on toISOString writes a six-digit, signed year. */
const YEAR_10000_MS = 253_402_300_800_000;
/** Days whose date text is kept; a list page spans a handful, so this only bounds a pathological caller. */
const MAX_CACHED_DAYS = 1024;

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const dayText = new Map<number, string>();

/**
 * The text `Date#toISOString` gives (`2026-11-24T21:04:16.123Z`), for a Date or epoch milliseconds, at about a
 * quarter of its cost. V8's builtin spends about 0.5 µs a call, which a 50-row page pays once or more per row (issue
 * 12: the list's per-row work); here only the date part comes from the builtin, once per UTC day, and the time of day
 * is arithmetic, exact because a UTC day is always 86 400 000 ms in ECMAScript time. Instants before 1970, from the
 * year 10000 on, or invalid go to the builtin unchanged (which throws RangeError for an invalid one).
 */
export function isoTimestamp(value: Date | number): string {
  const ms = typeof value === 'number' ? value : value.getTime();
  if (!(ms >= 0 && ms < YEAR_10000_MS) || !Number.isInteger(ms)) return new Date(ms).toISOString();
  const msOfDay = ms % DAY_MS;
  const millis = msOfDay % 1000;
  const seconds = (msOfDay - millis) / 1000;
  const minutes = (seconds - (seconds % 60)) / 60;
  const hours = (minutes - (minutes % 60)) / 60;
  return `${dateOf(ms - msOfDay)}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes % 60]}:${TWO_DIGITS[seconds % 60]}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
}

/** `2026-11-24T` for the UTC midnight `dayStartMs`. */
function dateOf(dayStartMs: number): string {
  let text = dayText.get(dayStartMs);
  if (text === undefined) {
    if (dayText.size >= MAX_CACHED_DAYS) dayText.clear();
    text = new Date(dayStartMs).toISOString().slice(0, 11);
    dayText.set(dayStartMs, text);
  }
  return text;
}
