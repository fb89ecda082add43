import { type PluginApi, pageOf } from '@portcullis/core';
import { gatewayParams, matchesLabels, resolveGatewayScope } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import type { SandboxesConfig } from '../config.ts';
import { sandboxJsonSchema } from '../sandbox/json.ts';
import { listQuery, sandboxParams, scopeQuery } from '../sandbox/schemas.ts';

export function readRoutes(api: PluginApi<SandboxesConfig>): void {
  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/sandboxes',
    access: 'viewer',
    tags: ['sandboxes'],
    summary: 'List the sandboxes of a gateway workspace; repeatable `label=key:value` filters (our labels) are AND-combined.',
    params: gatewayParams,
    query: listQuery,
    response: z.object({ items: z.array(sandboxJsonSchema), total: z.number().int() }),
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const all = await request.resolve('sandboxes').list(scope, request.signal);
      const matching = all.filter((sandbox) => matchesLabels(sandbox.labels, request.query.label)).sort((a, b) => a.name.localeCompare(b.name));
      return pageOf(matching, request.query);
    },
  });

  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/sandboxes/{name}',
    access: 'viewer',
    tags: ['sandboxes'],
    summary: 'One sandbox: state (and the raw phase), spec, conditions, labels, description, metered_requests_today.',
    params: sandboxParams,
    query: scopeQuery,
    response: sandboxJsonSchema,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      return request.resolve('sandboxes').get(scope, request.params.name, request.signal);
    },
  });
}
