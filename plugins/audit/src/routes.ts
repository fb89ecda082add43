import { Readable } from 'node:stream';
import { download, HANDLED, type Logger, listResponse, type PluginApi, pagingQueryShape, type RouteRequest } from '@portcullis/core';
import { z } from 'zod';
import { dailyQuery, dailyResponse, lastDays } from './daily.ts';
import { auditEntrySchema } from './entry.ts';
import { CONTENT_TYPES, EXPORT_FORMATS, exportChunks, exportFileName } from './export.ts';
import { type AuditFilter, checkWindow, filterShape } from './filters.ts';
import { verdictSchema, verifyRange } from './verdict.ts';

const listQuery = z.object({ ...filterShape, ...pagingQueryShape }).superRefine(checkWindow);
const exportQuery = z.object({ ...filterShape, format: z.enum(EXPORT_FORMATS, { error: 'must be csv or json' }).default('csv') }).superRefine(checkWindow);

export function auditRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: '/api/audit',
    access: 'admin',
    tags: ['audit'],
    summary: 'Audit entries, newest first, filtered by actor, action, resource, gateway and time.',
    description:
      'Filters are exact matches (`actor`, `action`, `resource_type`, `resource_id`, `gateway`; `resource` is `type` or `type/id`) and a time window (`since` inclusive, `until` exclusive, ISO 8601). `total` counts the matching entries. Entries of a gateway on which the caller has less than the admin role are left out.',
    query: listQuery,
    response: listResponse(auditEntrySchema),
    handler: async (request) => {
      const { offset, limit, ...filter } = request.query;
      return request.resolve('auditReader').page({ ...filter, excludedGateways: await unreadableGateways(request) }, { offset, limit });
    },
  });

  api.route({
    method: 'GET',
    path: '/api/audit/daily',
    access: 'admin',
    tags: ['audit'],
    summary: 'How many entries of the actions named (`action`, repeatable) each UTC day of the last `days` (default 30) had.',
    description:
      '`days` lists every UTC day of the range, oldest first, today last; `items` the days and actions with entries. What was done counts once: a plain entry, or the `succeeded` outcome of an effect (not its intent, nor a failed or unknown outcome). Entries of a gateway on which the caller has less than the admin role are left out, as in the list.',
    query: dailyQuery,
    response: dailyResponse,
    handler: async (request) => {
      const days = lastDays(request.query.days, request.resolve('clock').now());
      const items = await request.resolve('auditReader').perDay(request.query.action, days[0]!, await unreadableGateways(request));
      return { days, items };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/audit/export',
    access: 'admin',
    tags: ['audit'],
    summary: 'Every matching audit entry, oldest first, streamed as CSV or JSON (no row cap).',
    description:
      'The same filters as the list; `format` csv (default) or json. Rows appended after the export began are not in it. CSV cells that a spreadsheet would run as a formula start with an apostrophe. The export itself is audited (`audit.export`). Entries of a gateway on which the caller has less than the admin role are left out, as in the list.',
    query: exportQuery,
    ...download('text/csv', 'application/json'),
    handler: async (request) => {
      const { format, ...asked } = request.query;
      const filter = { ...asked, excludedGateways: await unreadableGateways(request) };
      await request.audit({ action: 'audit.export', resourceType: 'audit_log', detail: { format, filter: shownFilter(asked) } });
      const { ctx } = request;
      ctx.status = 200;
      ctx.type = CONTENT_TYPES[format];
      ctx.set({
        'Content-Disposition': `attachment; filename="${exportFileName(format, new Date(request.resolve('clock').now()))}"`,
        'Cache-Control': 'no-store',
      });
      ctx.body = Readable.from(logged(exportChunks(request.resolve('auditReader'), filter, format), request.resolve('logger'), request.requestId), {
        highWaterMark: 2,
      });
      return HANDLED;
    },
  });

  api.route({
    method: 'GET',
    path: '/api/audit/verify',
    access: 'admin',
    tags: ['audit'],
    summary: 'Recompute the hash chain over a range of row ids (`from`, `to`; default all) and report the first broken link.',
    description:
      '`ok` is false when a row does not match its hash, does not link to the row before, was hashed with another key or is a legacy row after keyed ones; `first_broken` names it. `last` is the last row checked: kept outside the database, it shows later whether the log was cut or rewritten.',
    query: verifyRange,
    response: verdictSchema,
    handler: async (request) =>
      request.resolve('audit').verify({
        ...(request.query.from !== undefined ? { fromId: request.query.from } : {}),
        ...(request.query.to !== undefined ? { toId: request.query.to } : {}),
      }),
  });
}

/** Gateways on which the caller, an admin globally, was demoted: their rows are not the caller's to read. */
function unreadableGateways(request: RouteRequest<unknown, unknown, unknown>): Promise<string[]> {
  return request.resolve('access').gatewaysBelow(request.actor!, 'admin');
}

/** The filters an export was asked for, as stored on its audit row. */
export function shownFilter(filter: AuditFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : String(value)]),
  );
}

/** The response has begun when a batch fails: the connection is cut (the client sees a short download), and the cause logged. */
async function* logged(chunks: AsyncGenerator<string>, logger: Logger, requestId: string): AsyncGenerator<string> {
  try {
    yield* chunks;
  } catch (error) {
    logger.error({ err: error, request_id: requestId }, 'audit export failed after it began');
    throw error;
  }
}
