import { type PluginApi, pageOf } from '@portcullis/core';
import { z } from 'zod';
import type { GatewaysConfig } from '../config.ts';
import { matchesLabels } from '../gateway/labels.ts';
import { gatewayJson, gatewayJsonSchema } from '../gateway/record.ts';
import { gatewayParams } from '../scope.ts';
import { listQuery, patchBody } from './schemas.ts';

export function manageRoutes(api: PluginApi<GatewaysConfig>): void {
  api.route({
    method: 'GET',
    path: '/api/gateways',
    aliases: ['/api/gateway/list'],
    access: 'viewer',
    tags: ['gateways'],
    summary: 'List gateways; repeatable `label=key:value` filters are AND-combined.',
    query: listQuery,
    response: z.object({ items: z.array(gatewayJsonSchema), total: z.number().int() }),
    handler: async (request) => {
      const registry = request.resolve('gatewayRegistry');
      const { label: filters } = request.query;
      // Label filters match inside each gateway's labels, which the query cannot see: those pages are cut here.
      const page =
        filters.length === 0
          ? await registry.page(request.query)
          : pageOf(
              (await registry.list()).filter((record) => matchesLabels(record.labels, filters)),
              request.query,
            );
      return { items: page.items.map(gatewayJson), total: page.total };
    },
  });

  api.route({
    method: 'PATCH',
    path: '/api/gateways/{gw}',
    aliases: ['/api/gateway/{gw}'],
    access: 'admin',
    tags: ['gateways'],
    summary: 'Update a gateway: absent fields stay, null clears.',
    description: 'description and labels (the spec), and also the endpoint, auth mode, TLS server name, default workspace and credentials (write-only).',
    params: gatewayParams,
    body: patchBody,
    response: gatewayJsonSchema,
    handler: async (request) => gatewayJson(await request.resolve('gatewayChanges').update(request.params.gw, request.body)),
  });

  api.route({
    method: 'DELETE',
    path: '/api/gateways/{gw}',
    aliases: ['/api/gateway/{gw}'],
    access: 'admin',
    tags: ['gateways'],
    summary: 'Unregister a gateway (its local process, if any, is stopped; its health history is deleted).',
    params: gatewayParams,
    handler: async (request) => {
      await request.resolve('gatewayChanges').unregister(request.params.gw);
      return undefined;
    },
  });
}
