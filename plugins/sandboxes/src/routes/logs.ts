import { type PluginApi, pageOf } from '@portcullis/core';
import { resolveGatewayScope } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import type { SandboxesConfig } from '../config.ts';
import { logLineJson, logLineJsonOf, logsQuery } from '../logs/query.ts';
import { sandboxParams } from '../sandbox/schemas.ts';
import { logsRef } from '../services.ts';

export function logsRoute(api: PluginApi<SandboxesConfig>): void {
  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/sandboxes/{name}/logs',
    access: 'viewer',
    tags: ['sandboxes'],
    summary: "Recent log lines from the gateway's in-memory ring (the last 2000 per sandbox).",
    description:
      '`lines` (1–2000, default 200) are taken from the end of the ring first, then `since` (ISO timestamp or epoch ms), `sources` (repeatable or comma-separated) and `min_level` filter them; `total` is how many lines that left, `offset` and `limit` (default: all of them) page through them; `buffer_total` is how many ring entries were examined.',
    params: sandboxParams,
    query: logsQuery,
    response: z.object({ items: z.array(logLineJson), total: z.number().int(), buffer_total: z.number().int() }),
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const { lines, since, sources, min_level: minLevel, offset, limit } = request.query;
      const page = await request
        .resolve(logsRef)
        .recent(scope, request.params.name, { lines, since: since ?? 0, sources, minLevel: minLevel ?? '' }, request.signal);
      const items = page.lines.map(logLineJsonOf);
      return { ...pageOf(items, { offset, limit: limit ?? items.length }), buffer_total: page.bufferTotal };
    },
  });
}
