import { type PluginApi, pageOf } from '@portcullis/core';
import { gatewayParams, resolveGatewayScope, workspaceQuery } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { profileInputOf } from '../catalog/imported-profile.ts';
import { profilesBody } from '../catalog/profile-schema.ts';
import { providerTypeFromProfile, providerTypeSchema } from '../catalog/provider-type.ts';
import type { ProvidersConfig } from '../config.ts';
import { listQuery } from './schemas.ts';

const TAGS = ['providers'];

const typesResponse = z.object({
  items: z.array(providerTypeSchema),
  total: z.number().int(),
  /** `gateway`: the gateway's ListProviderProfiles; `static`: the documented fallback list (gateways before v0.0.37). */
  source: z.enum(['gateway', 'static']),
});

const diagnosticSchema = z.object({ profile_id: z.string(), field: z.string(), message: z.string(), severity: z.string() });
const lintResponse = z.object({ valid: z.boolean(), diagnostics: z.array(diagnosticSchema) });
const importResponse = z.object({ imported: z.array(z.string()), items: z.array(providerTypeSchema), diagnostics: z.array(diagnosticSchema) });
const typeParams = gatewayParams.extend({ id: z.string().min(1).max(63) });

function diagnosticJson(diagnostic: { profileId: string; field: string; message: string; severity: string }) {
  return { profile_id: diagnostic.profileId, field: diagnostic.field, message: diagnostic.message, severity: diagnostic.severity };
}

export function typeRoutes(api: PluginApi<ProvidersConfig>): void {
  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/providers/types',
    access: 'viewer',
    tags: TAGS,
    summary: "Known provider types: the gateway's catalogue, or a static list when the gateway cannot list one (`source`).",
    description:
      'Each type has `id`, `display_name`, `category` (inference, agent, source_control, messaging, data, knowledge, other), `description`, `credentials` [{`name`, `required`, `env_vars`}] and `inference_capable`. Gateways before v0.0.37 lack ListProviderProfiles; the answer is then the static list shipped with Portcullis and `source` is `static`. OpenShell 0.1 gateways list only the profiles imported into them (a fresh one lists none: import them with POST .../providers/types/import).',
    params: gatewayParams,
    query: listQuery,
    response: typesResponse,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const catalogue = await request.resolve('providerTypes').fetch(scope, request.signal);
      return { ...pageOf(catalogue.types, request.query), source: catalogue.source };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/providers/types/lint',
    access: 'operator',
    tags: TAGS,
    summary: 'Check provider profiles with the gateway (LintProviderProfiles) without importing them.',
    description: 'OpenShell 0.1 gateways only; others answer 409 GATEWAY_CAPABILITY_UNAVAILABLE (their catalogue is built in).',
    params: gatewayParams,
    query: workspaceQuery,
    body: profilesBody,
    response: lintResponse,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const linted = await request.resolve('providerProfileImports').lint(scope, request.body.profiles.map(profileInputOf), request.signal);
      return { valid: linted.valid, diagnostics: linted.diagnostics.map(diagnosticJson) };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/providers/types/import',
    access: 'operator',
    tags: TAGS,
    status: 201,
    summary: "Import provider profiles into the gateway's catalogue, after the gateway checked them (LintProviderProfiles).",
    description:
      "Profiles the gateway finds invalid are a 400 naming each problem in `errors`, and nothing is imported. OpenShell 0.1 gateways only (a fresh one's catalogue is empty, and a provider's type must name an imported profile); others answer 409 GATEWAY_CAPABILITY_UNAVAILABLE. Audited as `provider_type.import`.",
    params: gatewayParams,
    query: workspaceQuery,
    body: profilesBody,
    response: importResponse,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const result = await request.resolve('providerProfileImports').import(scope, request.body.profiles.map(profileInputOf), request.signal);
      return {
        imported: result.imported ? result.profiles.map((profile) => profile.id) : [],
        items: result.profiles.map(providerTypeFromProfile),
        diagnostics: result.diagnostics.map(diagnosticJson),
      };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/gateways/{gw}/providers/types/{id}',
    access: 'operator',
    tags: TAGS,
    summary: "Delete an imported provider profile from the gateway's catalogue.",
    description:
      'OpenShell 0.1 gateways only; 404 PROVIDER_TYPE_NOT_FOUND when the gateway has no such profile; the gateway refuses (409) while providers use it. Audited as `provider_type.delete`.',
    params: typeParams,
    query: workspaceQuery,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      await request.resolve('providerProfileImports').remove(scope, request.params.id, request.signal);
      return undefined;
    },
  });
}
