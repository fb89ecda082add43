// Usage windows in UTC (docs/decisions.md §8): `daily` = today, `weekly` = the ISO week (from Monday), `monthly` = the
// calendar month, `total` = since metering started. Counters are kept per UTC day as `YYYY-MM-DD`, which sorts as
// it reads, so a window is "every day from its first day on".

export const WINDOWS = ['daily', 'weekly', 'monthly', 'total'] as const;
export type UsageWindow = (typeof WINDOWS)[number];

const DAY_MS = 86_400_000;

export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first UTC day of the window that contains `now`; null for `total` (no first day). */
export function windowStart(window: UsageWindow, now: number): string | null {
  const date = new Date(now);
  switch (window) {
    case 'daily':
      return utcDay(now);
    case 'weekly':
      return utcDay(now - ((date.getUTCDay() + 6) % 7) * DAY_MS);
    case 'monthly':
      return `${utcDay(now).slice(0, 7)}-01`;
    case 'total':
      return null;
  }
}

/** Names the window instance that contains `now` (`daily:2026-11-22`, `weekly:2026-11-16`, `total`). */
export function windowKey(window: UsageWindow, now: number): string {
  const start = windowStart(window, now);
  return start === null ? window : `${window}:${start}`;
}
