import { type AuditWriter, type Database, type EventBus, problems, type SecretBox } from '@portcullis/core';
import { credentialProblems } from '../credentials/rules.ts';
import { seal } from '../credentials/sealed.ts';
import { checkEndpointAllowed, type EndpointPolicy, parseOrThrow } from '../endpoint/check.ts';
import { issuerRefusal } from '../endpoint/issuer.ts';
import { DEFAULT_WORKSPACE } from '../gateway/names.ts';
import type { GatewayRecord } from '../gateway/record.ts';
import type { HealthHistory } from '../health/history.ts';
import type { LocalGateways } from '../local/local-gateways.ts';
import type { PatchBody } from '../routes/schemas.ts';
import { credentialFields, oidcDetail } from './registration.ts';
import type { GatewayRegistry, NewGateway } from './registry.ts';

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

export interface GatewayChangesDeps {
  registry: GatewayRegistry;
  history: HealthHistory;
  localProcesses: LocalGateways;
  policy: EndpointPolicy;
  database: Database;
  audit: AuditWriter;
  secrets: SecretBox;
  events: EventBus;
}

/**
 * Changes to a registered gateway (private to the plugin): its routes and its declarable kind both come through
 * here, so an update or an unregistration has one audit row and one event whoever asked for it. The audit row's
 * actor is that of the current request, task or operation.
 */
export class GatewayChanges {
  private readonly deps: GatewayChangesDeps;

  constructor(deps: GatewayChangesDeps) {
    this.deps = deps;
  }

  /** Absent fields stay, null clears; 404 GATEWAY_NOT_FOUND, 400 for what the registration rules refuse. */
  async update(name: string, body: PatchBody): Promise<GatewayRecord> {
    const { registry, database, audit, events } = this.deps;
    const current = await registry.require(name);
    const fields = await patchFields(body, current, { secrets: this.deps.secrets, policy: this.deps.policy });
    const connection = CONNECTION_FIELDS.some((field) => body[field] !== undefined);
    const changed = Object.keys(body).sort();
    return database.transaction(async (em) => {
      const updated = await registry.update(em, current.name, { fields, connection });
      events.emit('gateway.updated', { gateway: current.name, changed, connection_changed: connection });
      await audit.append(em, {
        action: 'gateway.update',
        resourceType: 'gateway',
        resourceId: current.name,
        gateway: current.name,
        detail: {
          changed,
          ...(body.labels !== undefined ? { labels: fields.labels } : {}),
          credential_fields: credentialFields(body),
          ...oidcDetail(body),
        },
      });
      return updated;
    });
  }

  /** Stops its local process, if any, and deletes it with its health history; 404 GATEWAY_NOT_FOUND. */
  async unregister(name: string): Promise<void> {
    const { registry, database, audit, events, history } = this.deps;
    const record = await registry.require(name);
    if (record.localPid !== null) await this.deps.localProcesses.stop(record);
    await database.transaction(async (em) => {
      await registry.delete(em, record.name);
      // A gateway registered later under the same name starts with no history.
      await history.forget(em, record.name);
      events.emit('gateway.unregistered', { gateway: record.name });
      await audit.append(em, {
        action: 'gateway.unregister',
        resourceType: 'gateway',
        resourceId: record.name,
        gateway: record.name,
        detail: { endpoint: record.endpoint, auth_mode: record.authMode },
      });
    });
  }
}
