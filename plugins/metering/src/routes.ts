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
}
