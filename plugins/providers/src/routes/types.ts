import { type PluginApi, pageOf } from '@portcullis/core';
import { gatewayParams, resolveGatewayScope } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { providerTypeSchema } from '../catalog/provider-type.ts';
import type { ProvidersConfig } from '../config.ts';
import { listQuery } from './schemas.ts';

const typesResponse = z.object({
  items: z.array(providerTypeSchema),
  total: z.number().int(),
  /** `gateway`: the gateway's ListProviderProfiles; `static`: the documented fallback list (gateways before v0.0.37). */
  source: z.enum(['gateway', 'static']),
});

export function typeRoutes(api: PluginApi<ProvidersConfig>): void {
  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/providers/types',
    access: 'viewer',
    tags: ['providers'],
    summary: "Known provider types: the gateway's catalogue, or a static list when the gateway cannot list one (`source`).",
    description:
      'Each type has `id`, `display_name`, `category` (inference, agent, source_control, messaging, data, knowledge, other), `description`, `credentials` [{`name`, `required`, `env_vars`}] and `inference_capable`. Gateways before v0.0.37 lack ListProviderProfiles; the answer is then the static list shipped with Portcullis and `source` is `static`. The list informs, it does not restrict: unknown types can still be created.',
    params: gatewayParams,
    query: listQuery,
    response: typesResponse,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const catalogue = await request.resolve('providerTypes').fetch(scope, request.signal);
      return { ...pageOf(catalogue.types, request.query), source: catalogue.source };
    },
  });
}
