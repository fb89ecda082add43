import { listResponse, type PluginApi, pageOf, type RouteRequest, reply } from '@portcullis/core';
import { type GatewayProvider, gatewayParams, resolveGatewayScope, workspaceQuery } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import type { Catalogue } from '../catalog/catalog.ts';
import type { ProvidersConfig } from '../config.ts';
import type { ProviderScope } from '../gateway/scope.ts';
import type { GatewayProviders } from '../provider/gateway-providers.ts';
import { type ProviderJson, providerJsonSchema } from '../provider/json.ts';
import { presentProviders } from '../provider/present.ts';
import { gatewayProvidersRef } from '../services.ts';
import { createBody, listQuery, providerParams, updateBody } from './schemas.ts';

const TAGS = ['providers'];

type GatewayRequest = Pick<RouteRequest<{ gw: string }, { workspace?: string | undefined }>, 'params' | 'query' | 'resolve' | 'signal'>;

interface ProvidersContext {
  scope: ProviderScope;
  providers: GatewayProviders;
  catalogue: () => Promise<Catalogue>;
  /** Provider JSON of each provider, with its credentials' refresh states where the gateway has them. */
  present: (providers: GatewayProvider[], types: Catalogue) => Promise<ProviderJson[]>;
}

/** The scope of the request, the providers service, and the type catalogue (for naming the `api_key` credential). */
async function context(request: GatewayRequest): Promise<ProvidersContext> {
  const scope = await resolveGatewayScope(request);
  return {
    scope,
    providers: request.resolve(gatewayProvidersRef),
    catalogue: () => request.resolve('providerTypes').current(scope, request.signal),
    present: (providers, types) => presentProviders(request.resolve('providerCredentials'), scope, providers, types.types, request.signal),
  };
}

function typeWarnings(type: string, catalogue: Catalogue): string[] {
  if (catalogue.types.some((entry) => entry.id === type)) return [];
  const where = catalogue.source === 'gateway' ? "the gateway's provider catalogue" : 'the static list of provider types (this gateway cannot list its own)';
  return [`type '${type}' is not in ${where}; the gateway stores it anyway, but no provider profile applies to it`];
}

const createResponse = providerJsonSchema.extend({ warnings: z.array(z.string()) });

export function providerRoutes(api: PluginApi<ProvidersConfig>): void {
  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/providers',
    access: 'viewer',
    tags: TAGS,
    summary: 'List the providers of a gateway workspace (credential values are never shown, only their key names).',
    params: gatewayParams,
    query: listQuery,
    response: listResponse(providerJsonSchema),
    handler: async (request) => {
      const { scope, providers: gatewayProviders, catalogue, present } = await context(request);
      const [providers, types] = await Promise.all([gatewayProviders.list(scope, request.signal), catalogue()]);
      const page = pageOf(providers, request.query);
      return { ...page, items: await present(page.items, types) };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/providers',
    access: 'operator',
    tags: TAGS,
    status: 201,
    responseHeaders: { Location: 'The new provider.' },
    summary: 'Create a provider: `name`, `type`, `api_key`, further secret `credentials` and non-secret `config`.',
    description:
      "`api_key` is stored as the credential named by the type's profile (its first environment variable, e.g. OPENAI_API_KEY for `openai`; API_KEY for types without one) and is never shown again; the response names it in `api_key_credential`. `credentials` are further write-only secrets keyed by environment variable name; `config` holds non-secret settings such as `base_url`. Unknown types are accepted (gateways do not check them) and reported in `warnings`. 409 ALREADY_EXISTS for a duplicate name.",
    params: gatewayParams,
    query: workspaceQuery,
    body: createBody,
    response: createResponse,
    handler: async (request) => {
      const { scope, providers, present } = await context(request);
      const { provider: created, types } = await providers.create(scope, request.body, request.signal);
      const location = `/api/gateways/${encodeURIComponent(scope.gateway.name)}/providers/${encodeURIComponent(request.body.name)}`;
      const [shown] = await present([created], types);
      return reply(201, { ...shown!, warnings: typeWarnings(request.body.type, types) }, { Location: location });
    },
  });

  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/providers/{name}',
    access: 'viewer',
    tags: TAGS,
    summary: 'One provider (credential key names only). 404 PROVIDER_NOT_FOUND.',
    params: providerParams,
    query: workspaceQuery,
    response: providerJsonSchema,
    handler: async (request) => {
      const { scope, providers, catalogue, present } = await context(request);
      const [provider, types] = await Promise.all([providers.get(scope, request.params.name, request.signal), catalogue()]);
      const [shown] = await present([provider], types);
      return shown!;
    },
  });

  api.route({
    method: 'PUT',
    path: '/api/gateways/{gw}/providers/{name}',
    access: 'operator',
    tags: TAGS,
    summary: 'Update a provider with merge semantics: keys sent are set, keys omitted are kept, a key sent as null or "" is removed.',
    description:
      'Merge semantics as upstream. In `credentials` and `config`, each key sent is added or overwritten, each key not sent is kept as it is, and **a key sent with `null` or an empty string `""` is removed** (e.g. `{"config": {"base_url": null}}` removes the custom endpoint). `api_key` works the same on the credential named by `api_key_credential` (`"api_key": null` removes it). `credential_expires_at` sets an ISO 8601 expiry per credential key, `null` removes one. `type` cannot change: a different type is refused by the gateway with 400. At least one field must be sent.',
    params: providerParams,
    query: workspaceQuery,
    body: updateBody,
    response: providerJsonSchema,
    handler: async (request) => {
      const { scope, providers, present } = await context(request);
      const { provider: updated, types } = await providers.update(scope, request.params.name, request.body, request.signal);
      const [shown] = await present([updated], types);
      return shown!;
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/gateways/{gw}/providers/{name}',
    access: 'operator',
    tags: TAGS,
    summary: 'Delete a provider. 409 GATEWAY_PRECONDITION_FAILED with `attached_sandboxes` while sandboxes use it.',
    description:
      'Detach it first (DELETE /api/gateways/{gw}/sandboxes/{sandbox}/providers/{name}). 404 PROVIDER_NOT_FOUND when the gateway has no such provider.',
    params: providerParams,
    query: workspaceQuery,
    handler: async (request) => {
      const { scope, providers } = await context(request);
      await providers.delete(scope, request.params.name, request.signal);
      return undefined;
    },
  });
}
