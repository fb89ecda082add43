import { z } from 'zod';
import type { CurfewEntity } from './entity.ts';
import { canonicalTimeZone, type DailyWindow, isTimeZone, nextWindow, windowAt } from './zone-time.ts';

const minute = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .min(0, { error: 'must be a minute of the day, 0 to 1439' })
  .max(1439, { error: 'must be a minute of the day, 0 to 1439' });

const timeZone = z
  .string({ error: 'must be a string' })
  .max(64, { error: 'must be at most 64 characters' })
  .refine(isTimeZone, { error: 'must be an IANA time zone name such as Europe/Berlin' })
  .transform(canonicalTimeZone);

export const curfewBody = z
  .object({
    enabled: z.boolean({ error: 'must be true or false' }),
    start_minute: minute,
    end_minute: minute,
    timezone: timeZone,
  })
  .refine((body) => body.start_minute !== body.end_minute, { path: ['end_minute'], error: 'must differ from start_minute (the window would be empty)' });

export type CurfewBody = z.output<typeof curfewBody>;

const span = z.object({ starts_at: z.string(), ends_at: z.string() });

export const curfewJsonSchema = z.object({
  gateway: z.string(),
  enabled: z.boolean(),
  start_minute: z.number().int(),
  end_minute: z.number().int(),
  timezone: z.string(),
  /** Whether now lies in a window (whether enabled or not). */
  in_window: z.boolean(),
  /** The window now, else the next one, as instants (the zone's daylight-saving changes applied). */
  window: span,
  updated_by: z.string(),
  updated_at: z.string(),
});

export function dailyWindow(curfew: CurfewEntity): DailyWindow {
  return { startMinute: curfew.startMinute, endMinute: curfew.endMinute, timeZone: curfew.timeZone };
}

export function curfewJson(curfew: CurfewEntity, now: number): z.output<typeof curfewJsonSchema> {
  const current = windowAt(dailyWindow(curfew), now);
  const shown = current ?? nextWindow(dailyWindow(curfew), now);
  return {
    gateway: curfew.gateway,
    enabled: curfew.enabled,
    start_minute: curfew.startMinute,
    end_minute: curfew.endMinute,
    timezone: curfew.timeZone,
    in_window: current !== null,
    window: { starts_at: new Date(shown.start).toISOString(), ends_at: new Date(shown.end).toISOString() },
    updated_by: curfew.updatedBy,
    updated_at: curfew.updatedAt.toISOString(),
  };
}
