import { z } from 'zod';

/**
 * A point in time given in a query (`since`, `until`): an ISO 8601 date or timestamp, as a Date. `Date.parse` alone
 * would also take "March 7" or a bare number; the leading date keeps every accepted form unambiguous.
 */
export const isoInstant = z.string().transform((text, context) => {
  const ms = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(ms)) {
    context.addIssue({ code: 'custom', message: 'must be an ISO 8601 timestamp (2026-04-10 or 2026-04-10T12:00:00Z)' });
    return z.NEVER;
  }
  return new Date(ms);
});
