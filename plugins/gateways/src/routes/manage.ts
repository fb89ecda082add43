import { type PluginApi, pageOf, problems, type SecretBox } from '@portcullis/core';
import { z } from 'zod';
import type { GatewaysConfig } from '../config.ts';
import { credentialProblems } from '../credentials/rules.ts';
import { seal } from '../credentials/sealed.ts';
import { checkEndpointAllowed, type EndpointPolicy, parseOrThrow } from '../endpoint/check.ts';
import { issuerRefusal } from '../endpoint/issuer.ts';
import { matchesLabels } from '../gateway/labels.ts';
import { DEFAULT_WORKSPACE } from '../gateway/names.ts';
import { type GatewayRecord, gatewayJson, gatewayJsonSchema } from '../gateway/record.ts';
import { credentialFields, oidcDetail } from '../registry/registration.ts';
import type { NewGateway } from '../registry/registry.ts';
import { listQuery, nameParams, type PatchBody, patchBody } from './schemas.ts';

const CONNECTION_FIELDS = [
  'endpoint',
  'auth_mode',
  'tls_server_name',
  'ca_cert',
  'client_cert',
  'client_key',
  'api_key',
  'oidc_issuer',
  'oidc_client_id',
  'oidc_client_secret',
  'oidc_scopes',
  'oidc_audience',
] as const;

function changedFlag(given: string | null | undefined, current: boolean): boolean {
  return given === undefined ? current : given !== null;
}

/** Whether the gateway has scopes after the change (null clears them, as an empty list does). */
function scopesAfter(given: string[] | null | undefined, current: GatewayRecord): boolean {
  return given === undefined ? (current.oidc?.scopes.length ?? 0) > 0 : (given ?? []).length > 0;
}

/** The stored fields a PATCH body changes: absent = unchanged, null = cleared. */
async function patchFields(
  body: PatchBody,
  current: GatewayRecord,
  deps: {
    secrets: SecretBox;
    policy: EndpointPolicy;
  },
): Promise<Partial<NewGateway>> {
  const authMode = body.auth_mode ?? current.authMode;
  const endpoint = body.endpoint !== undefined ? parseOrThrow(body.endpoint, authMode !== 'none') : { tls: current.tls, host: current.host };
  const errors = credentialProblems({
    authMode,
    tls: endpoint.tls,
    host: endpoint.host,
    tlsServerName: body.tls_server_name === undefined ? current.tlsServerName : body.tls_server_name,
    has: {
      caCert: changedFlag(body.ca_cert, current.credentials.caCert),
      clientCert: changedFlag(body.client_cert, current.credentials.clientCert),
      clientKey: changedFlag(body.client_key, current.credentials.clientKey),
      apiKey: changedFlag(body.api_key, current.credentials.apiKey),
      oidcIssuer: changedFlag(body.oidc_issuer, current.oidc !== null),
      oidcClientId: changedFlag(body.oidc_client_id, current.oidc !== null),
      oidcClientSecret: changedFlag(body.oidc_client_secret, current.credentials.oidcClientSecret),
      oidcScopes: scopesAfter(body.oidc_scopes, current),
      oidcAudience: changedFlag(body.oidc_audience, (current.oidc?.audience ?? null) !== null),
    },
  });
  if (errors.length > 0) throw problems.validation(errors);
  if (body.oidc_issuer) {
    const refused = await issuerRefusal(body.oidc_issuer, deps.policy);
    if (refused) throw refused.problem;
  }
  const fields: Partial<NewGateway> = {};
  if ('endpoint' in endpoint) {
    await checkEndpointAllowed(endpoint, deps.policy);
    Object.assign(fields, { endpoint: endpoint.endpoint, host: endpoint.host, port: endpoint.port, tls: endpoint.tls });
  }
  if (body.auth_mode !== undefined) fields.authMode = body.auth_mode;
  if (body.tls_server_name !== undefined) fields.tlsServerName = body.tls_server_name;
  if (body.ca_cert !== undefined) fields.caCertSealed = seal(deps.secrets, body.ca_cert);
  if (body.client_cert !== undefined) fields.clientCertSealed = seal(deps.secrets, body.client_cert);
  if (body.client_key !== undefined) fields.clientKeySealed = seal(deps.secrets, body.client_key);
  if (body.api_key !== undefined) fields.apiKeySealed = seal(deps.secrets, body.api_key);
  if (body.oidc_issuer !== undefined) fields.oidcIssuer = body.oidc_issuer;
  if (body.oidc_client_id !== undefined) fields.oidcClientId = body.oidc_client_id;
  if (body.oidc_client_secret !== undefined) fields.oidcClientSecretSealed = seal(deps.secrets, body.oidc_client_secret);
  if (body.oidc_scopes !== undefined) fields.oidcScopes = body.oidc_scopes;
  if (body.oidc_audience !== undefined) fields.oidcAudience = body.oidc_audience;
  if (body.default_workspace !== undefined) fields.defaultWorkspace = body.default_workspace ?? DEFAULT_WORKSPACE;
  if (body.description !== undefined) fields.description = body.description;
  if (body.labels !== undefined) fields.labels = body.labels ?? {};
  return fields;
}

export function manageRoutes(api: PluginApi<GatewaysConfig>): void {
  api.route({
    method: 'GET',
    path: '/api/gateway/list',
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
    path: '/api/gateway/{name}',
    gatewayParam: 'name',
    access: 'admin',
    tags: ['gateways'],
    summary: 'Update a gateway: absent fields stay, null clears.',
    description: 'description and labels (the spec), and also the endpoint, auth mode, TLS server name, default workspace and credentials (write-only).',
    params: nameParams,
    body: patchBody,
    response: gatewayJsonSchema,
    handler: async (request) => {
      const registry = request.resolve('gatewayRegistry');
      const current = await registry.require(request.params.name);
      const fields = await patchFields(request.body, current, { secrets: request.resolve('secrets'), policy: request.resolve('egress') });
      const connection = CONNECTION_FIELDS.some((field) => request.body[field] !== undefined);
      const changed = Object.keys(request.body).sort();
      const record = await request.audit(
        {
          action: 'gateway.update',
          resourceType: 'gateway',
          resourceId: current.name,
          gateway: current.name,
          detail: {
            changed,
            ...(request.body.labels !== undefined ? { labels: fields.labels } : {}),
            credential_fields: credentialFields(request.body),
            ...oidcDetail(request.body),
          },
        },
        async (em) => {
          const updated = await registry.update(em, current.name, { fields, connection });
          request.resolve('events').emit('gateway.updated', { gateway: current.name, changed, connection_changed: connection });
          return updated;
        },
      );
      return gatewayJson(record);
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/gateway/{name}',
    gatewayParam: 'name',
    access: 'admin',
    tags: ['gateways'],
    summary: 'Unregister a gateway (its local process, if any, is stopped; its health history is deleted).',
    params: nameParams,
    handler: async (request) => {
      const registry = request.resolve('gatewayRegistry');
      const record = await registry.require(request.params.name);
      if (record.localPid !== null) await request.resolve('gatewayLocalProcesses').stop(record);
      await request.audit(
        {
          action: 'gateway.unregister',
          resourceType: 'gateway',
          resourceId: record.name,
          gateway: record.name,
          detail: { endpoint: record.endpoint, auth_mode: record.authMode },
        },
        async (em) => {
          await registry.delete(em, record.name);
          // A gateway registered later under the same name starts with no history.
          await request.resolve('gatewayHealthHistory').forget(em, record.name);
          request.resolve('events').emit('gateway.unregistered', { gateway: record.name });
        },
      );
      return undefined;
    },
  });
}
