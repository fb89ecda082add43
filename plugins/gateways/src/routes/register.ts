import type { PluginApi } from '@portcullis/core';
import type { GatewaysConfig } from '../config.ts';
import { gatewayJson, gatewayJsonSchema } from '../gateway/record.ts';
import { registerBody } from './schemas.ts';

export function registerRoute(api: PluginApi<GatewaysConfig>): void {
  api.route({
    method: 'POST',
    path: '/api/gateways',
    aliases: ['/api/gateway/register'],
    access: 'admin',
    tags: ['gateways'],
    status: 201,
    summary: 'Register a gateway.',
    description: 'Endpoint `host:port` with optional https:// or http://; private addresses only in local mode; credentials are write-only.',
    body: registerBody,
    response: gatewayJsonSchema,
    handler: async (request) => {
      const result = await request.resolve('gatewayRegistration').register(request.body);
      if (!result.ok) throw result.refusal.problem;
      return gatewayJson(result.gateway);
    },
  });
}
