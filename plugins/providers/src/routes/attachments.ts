import { type PluginApi, pageOf } from '@portcullis/core';
import { resolveGatewayScope, workspaceQuery } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { requireImportedProfile } from '../catalog/imported-profile.ts';
import type { ProvidersConfig } from '../config.ts';
import { ProvidersUpstream } from '../gateway/providers-upstream.ts';
import { providerJsonSchema } from '../provider/json.ts';
import { presentProviders } from '../provider/present.ts';
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
      const upstream = new ProvidersUpstream(request.resolve('gatewayApi'), scope, request.signal);
      const [providers, types] = await Promise.all([upstream.attachedTo(request.params.name), request.resolve('providerTypes').current(scope, request.signal)]);
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
      const gateways = request.resolve('gatewayApi');
      // A provider whose profile was deleted since it was created cannot be attached on 0.1 gateways: said first here.
      // An unknown provider is left to the gateway, whose refusal is the answer (409), as on every line.
      if ((await gateways.capabilities(scope.gateway, { signal: request.signal })).profileImport) {
        const existing = await new ProvidersUpstream(gateways, scope, request.signal).get(provider).catch(() => null);
        if (existing) await requireImportedProfile({ gateways, types: request.resolve('providerTypes') }, scope, existing.type, request.signal);
      }
      const { attached, providers } = await request.resolve('providerAttachments').attach(scope, name, provider, { signal: request.signal });
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
