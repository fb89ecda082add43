import { type PluginApi, pagingQueryShape } from '@portcullis/core';
import { z } from 'zod';
import { WINDOWS, windowStart } from './windows.ts';

const summaryQuery = z.object({
  window: z.enum(WINDOWS, { error: `must be one of ${WINDOWS.join(', ')}` }).default('daily'),
  ...pagingQueryShape,
});

const summaryResponse = z.object({
  items: z.array(z.object({ gateway: z.string(), workspace: z.string(), sandbox: z.string(), requests: z.number().int() })),
  total: z.number().int(),
  window: z.enum(WINDOWS),
  /** First UTC day counted; null for `total`. */
  since: z.string().nullable(),
});

const historyQuery = z.object({
  days: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1')
    .max(366, 'must be at most 366')
    .default(30),
});

const historyResponse = z.object({
  days: z.array(z.string()),
  items: z.array(z.object({ day: z.string(), gateway: z.string(), workspace: z.string(), sandbox: z.string(), requests: z.number().int() })),
});

export function usageRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: '/api/usage/summary',
    access: 'viewer',
    tags: ['usage'],
    summary: 'Top consumers of metered requests across every gateway, most first.',
    description:
      '`window`: daily (today, UTC), weekly (the ISO week, from Monday), monthly (the calendar month) or total (since metering started); default daily. `total` counts the sandboxes with any request in the window; `offset` and `limit` page them.',
    query: summaryQuery,
    response: summaryResponse,
    handler: async (request) => {
      const now = request.resolve('clock').now();
      const { window, offset, limit } = request.query;
      const { items, total } = await request.resolve('usage').totals(window, now, { offset, limit });
      return { items, total, window, since: windowStart(window, now) };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/usage/daily',
    // Each gateway's counters need a role there; which gateways those are is the service's to decide.
    access: 'authenticated',
    tags: ['usage'],
    summary: 'Metered requests per sandbox and UTC day over the last `days` days (default 30, at most 366), for charts.',
    description:
      '`days` lists every UTC day of the range, oldest first, today last, also days without a request; `items` holds the non-zero counters of those days, by day, gateway, workspace and sandbox. Only gateways the caller has a role on are counted or named.',
    query: historyQuery,
    response: historyResponse,
    handler: (request) => request.resolve('usageHistory').perDay(request.actor!, request.query.days, request.resolve('clock').now()),
  });
}
