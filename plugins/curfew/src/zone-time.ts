// Wall-clock time in an IANA zone with nothing but Intl: the zone database that ships with Node knows every
// offset and every daylight-saving change, and Intl.DateTimeFormat tells the wall-clock fields of an instant.
//
// A wall-clock time is written here as the milliseconds of a UTC date with the same fields (22:00 on 2026-03-28
// → Date.UTC(2026, 2, 28, 22)). The zone's offset at an instant is its wall-clock time minus the instant. Going
// back from a wall-clock time to an instant is where daylight saving bites:
// - clocks jump forward (02:00 → 03:00 in Berlin on the last Sunday of March): wall-clock times in the gap never
//   happen; the first instant at or after 02:30 is the jump itself, shown as 03:00;
// - clocks fall back (03:00 → 02:00 on the last Sunday of October): wall-clock times in the repeated hour happen
//   twice; the first instant at or after 02:30 is its first occurrence.
// "The first instant whose wall-clock time is at or after it" is the one rule; it gives both answers.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, found);
  }
  return found;
}

/** Whether Intl knows the zone by this IANA name (offsets such as `+01:00` are not zone names). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The zone's own spelling of a name Intl accepts (`europe/berlin` → `Europe/Berlin`). */
export function canonicalTimeZone(name: string): string {
  return formatter(name).resolvedOptions().timeZone;
}

/** The wall-clock time of `instant` in `zone`. */
export function wallClock(zone: string, instant: number): number {
  const fields: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(instant)) fields[part.type] = Number(part.value);
  const milliseconds = ((instant % 1000) + 1000) % 1000;
  return Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!, fields.second!) + milliseconds;
}

/** The zone's local date of `instant`, as the wall-clock time of its midnight. */
export function localDay(zone: string, instant: number): number {
  return Math.floor(wallClock(zone, instant) / DAY_MS) * DAY_MS;
}

/** The first instant at which the zone's clocks show `wall` or later (see the rule above). */
export function firstInstantAt(zone: string, wall: number): number {
  // Offsets a day either side bracket any one change; an instant that shows `wall` exactly has one of them.
  const before = wall - (wallClock(zone, wall - DAY_MS) - (wall - DAY_MS));
  const after = wall - (wallClock(zone, wall + DAY_MS) - (wall + DAY_MS));
  const exact = [before, after].filter((instant) => wallClock(zone, instant) === wall);
  if (exact.length > 0) return Math.min(...exact);
  // In a gap: the instants just before the jump show less than `wall`, the jump shows more. Find the jump.
  let low = Math.min(before, after);
  let high = Math.max(before, after);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (wallClock(zone, middle) >= wall) high = middle;
    else low = middle;
  }
  return high;
}

export interface DailyWindow {
  startMinute: number;
  endMinute: number;
  timeZone: string;
}

export interface WindowSpan {
  start: number;
  end: number;
}

/** The window of local date `day` (a wall-clock midnight): it ends the next day when it wraps midnight. */
function spanOf(window: DailyWindow, day: number): WindowSpan {
  const endDay = window.startMinute < window.endMinute ? day : day + DAY_MS;
  return {
    start: firstInstantAt(window.timeZone, day + window.startMinute * MINUTE_MS),
    end: firstInstantAt(window.timeZone, endDay + window.endMinute * MINUTE_MS),
  };
}

/** The window that contains `now` (started yesterday when it wraps midnight), or null. */
export function windowAt(window: DailyWindow, now: number): WindowSpan | null {
  const today = localDay(window.timeZone, now);
  for (const day of [today - DAY_MS, today]) {
    const span = spanOf(window, day);
    if (span.start <= now && now < span.end) return span;
  }
  return null;
}

/** The first window that starts after `now` (one that lies wholly in a skipped hour does not count). */
export function nextWindow(window: DailyWindow, now: number): WindowSpan {
  const today = localDay(window.timeZone, now);
  let span = spanOf(window, today);
  for (let day = today + DAY_MS; span.start <= now || span.end <= span.start; day += DAY_MS) span = spanOf(window, day);
  return span;
}
