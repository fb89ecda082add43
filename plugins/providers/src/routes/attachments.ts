import { type PluginApi, pageOf } from '@portcullis/core';
import { resolveGatewayScope, workspaceQuery } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import type { ProvidersConfig } from '../config.ts';
import { providerJsonSchema } from '../provider/json.ts';
import { presentProviders } from '../provider/present.ts';
import { gatewayProvidersRef } from '../services.ts';
import { attachmentParams, listQuery, sandboxParams } from './schemas.ts';

const TAGS = ['providers', 'sandboxes'];

const attachResponse = z.object({ sandbox: z.string(), provider: z.string(), attached: z.boolean(), providers: z.array(z.string()) });
const detachResponse = z.object({ sandbox: z.string(), provider: z.string(), detached: z.boolean(), providers: z.array(z.string()) });

export function attachmentRoutes(api: PluginApi<ProvidersConfig>): void {
  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/sandboxes/{name}/providers',
    access: 'viewer',
    tags: TAGS,
    summary: 'The providers attached to a sandbox (full records, credential key names only).',
    params: sandboxParams,
    query: listQuery,
    response: z.object({ items: z.array(providerJsonSchema), total: z.number().int() }),
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const [providers, types] = await Promise.all([
        request.resolve(gatewayProvidersRef).attachedTo(scope, request.params.name, request.signal),
        request.resolve('providerTypes').current(scope, request.signal),
      ]);
      const page = pageOf(providers, request.query);
      return { ...page, items: await presentProviders(request.resolve('providerCredentials'), scope, page.items, types.types, request.signal) };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/sandboxes/{name}/providers/{provider}',
    access: 'operator',
    tags: TAGS,
    summary: 'Attach a provider to a sandbox; idempotent (`attached: false` when it already was).',
    description:
      'Running sandboxes pick the change up on their next configuration poll. Retried on concurrent modification of the sandbox. 409 GATEWAY_PRECONDITION_FAILED when the provider does not exist or the sandbox has 32 providers already.',
    params: attachmentParams,
    query: workspaceQuery,
    response: attachResponse,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const { name, provider } = request.params;
      const { attached, providers } = await request.resolve(gatewayProvidersRef).attach(scope, name, provider, request.signal);
      return { sandbox: name, provider, attached, providers };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/gateways/{gw}/sandboxes/{name}/providers/{provider}',
    access: 'operator',
    tags: TAGS,
    summary: 'Detach a provider from a sandbox; idempotent (`detached: false` when it was not attached).',
    params: attachmentParams,
    query: workspaceQuery,
    response: detachResponse,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const { name, provider } = request.params;
      const { detached, providers } = await request.resolve('providerAttachments').detach(scope, name, provider, { signal: request.signal });
      return { sandbox: name, provider, detached, providers };
    },
  });
}
