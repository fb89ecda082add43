import { z } from 'zod';

// GET /api/audit/daily: how many entries of some actions each UTC day had, for charts (approvals decided per day).

const MAX_ACTIONS = 20;
const DAY_MS = 86_400_000;

const action = z.string().min(1, { error: 'must not be empty' }).max(100, { error: 'must be at most 100 characters' });

export const dailyQuery = z.object({
  /** `action=a&action=b` or one `action=a`: always a list, at least one. */
  action: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(action)
      .min(1, { error: 'name at least one action' })
      .max(MAX_ACTIONS, { error: `at most ${MAX_ACTIONS} actions` }),
  ),
  days: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'must be at least 1' })
    .max(366, { error: 'must be at most 366' })
    .default(30),
});

export const dailyResponse = z.object({
  /** Every UTC day of the range, oldest first, today last. */
  days: z.array(z.string()),
  /** Days and actions with entries only. */
  items: z.array(z.object({ day: z.string(), action: z.string(), entries: z.number().int() })),
});

export interface DailyCount {
  day: string;
  action: string;
  entries: number;
}

/** The UTC days of the last `count` days up to `now`, oldest first. */
export function lastDays(count: number, now: number): string[] {
  return Array.from({ length: count }, (_, index) => new Date(now - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}
