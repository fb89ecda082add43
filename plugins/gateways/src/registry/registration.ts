import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { type AuditWriter, type Database, type EventBus, type Problem, problems, type SecretBox } from '@portcullis/core';
import { credentialProblems } from '../credentials/rules.ts';
import { seal } from '../credentials/sealed.ts';
import { type EndpointPolicy, type EndpointRefusal, endpointRefusal, parseOrRefuse } from '../endpoint/check.ts';
import { issuerRefusal } from '../endpoint/issuer.ts';
import type { ParsedEndpoint } from '../endpoint/parse.ts';
import { DEFAULT_WORKSPACE } from '../gateway/names.ts';
import type { GatewayRecord } from '../gateway/record.ts';
import type { RegisterBody } from '../routes/schemas.ts';
import type { GatewayRegistry } from './registry.ts';

/** A registration as POST /api/gateways receives it, after schema validation. */
export type Registration = RegisterBody;

/** Why a registration was refused, and the 400/409 problem POST /api/gateways answers with. */
export interface RegistrationRefusal {
  kind: `endpoint_${EndpointRefusal['kind']}` | 'credentials_invalid' | 'name_taken';
  problem: Problem;
}

type Refused = { ok: false; refusal: RegistrationRefusal };

export type RegistrationResult = { ok: true; gateway: GatewayRecord } | Refused;

/** Which credentials a registration carries, by field name (never their values). */
export function credentialFields(body: Partial<Record<'ca_cert' | 'client_cert' | 'client_key' | 'api_key' | 'oidc_client_secret', unknown>>): string[] {
  return (['ca_cert', 'client_cert', 'client_key', 'api_key', 'oidc_client_secret'] as const).filter((field) => typeof body[field] === 'string');
}

/** The OIDC client settings that may be shown and audited (never the secret). */
export function oidcDetail(body: { oidc_issuer?: string | null | undefined; oidc_client_id?: string | null | undefined }): Record<string, unknown> {
  return Object.fromEntries(Object.entries({ oidc_issuer: body.oidc_issuer, oidc_client_id: body.oidc_client_id }).filter(([, value]) => value !== undefined));
}

function nameTaken(name: string): Refused {
  return { ok: false, refusal: { kind: 'name_taken', problem: problems.conflict('ALREADY_EXISTS', `A gateway named ${name} is already registered.`) } };
}

const endpointRefused = (refusal: EndpointRefusal): Refused => ({ ok: false, refusal: { kind: `endpoint_${refusal.kind}`, problem: refusal.problem } });

function connectionShape(registration: Registration, endpoint: ParsedEndpoint) {
  return {
    authMode: registration.auth_mode,
    tls: endpoint.tls,
    host: endpoint.host,
    tlsServerName: registration.tls_server_name ?? null,
    has: {
      caCert: !!registration.ca_cert,
      clientCert: !!registration.client_cert,
      clientKey: !!registration.client_key,
      apiKey: !!registration.api_key,
      oidcIssuer: !!registration.oidc_issuer,
      oidcClientId: !!registration.oidc_client_id,
      oidcClientSecret: !!registration.oidc_client_secret,
      oidcScopes: (registration.oidc_scopes ?? []).length > 0,
      oidcAudience: !!registration.oidc_audience,
    },
  };
}

export interface RegistrationDeps {
  registry: GatewayRegistry;
  policy: EndpointPolicy;
  database: Database;
  audit: AuditWriter;
  secrets: SecretBox;
  events: EventBus;
}

/**
 * The one way a gateway gets registered (exported as `gatewayRegistration`): the register route and discovery
 * both come through here, so every gateway passed the same endpoint syntax, credential, name and private-address
 * rules, has its `gateway.register` audit row in the transaction that stored it, and fired `gateway.registered`.
 * Refusals are results, not exceptions, so that a caller registering many can report each; the audit row's
 * actor, client address and request id are those of the current request or task.
 */
export class GatewayRegistration {
  private readonly deps: RegistrationDeps;

  constructor(deps: RegistrationDeps) {
    this.deps = deps;
  }

  /** Every rule a registration must pass, without storing anything: null when `register` would store it now. */
  async check(registration: Registration): Promise<RegistrationRefusal | null> {
    const checked = await this.checked(registration);
    return checked.ok ? null : checked.refusal;
  }

  async register(registration: Registration): Promise<RegistrationResult> {
    const checked = await this.checked(registration);
    if (!checked.ok) return checked;
    try {
      const gateway = await this.store(registration, checked.endpoint);
      return { ok: true, gateway };
    } catch (error) {
      // Registered by someone else since the check.
      if (error instanceof UniqueConstraintViolationException) return nameTaken(registration.name);
      throw error;
    }
  }

  private async checked(registration: Registration): Promise<{ ok: true; endpoint: ParsedEndpoint } | { ok: false; refusal: RegistrationRefusal }> {
    const parsed = parseOrRefuse(registration.endpoint, registration.auth_mode !== 'none');
    if (!parsed.ok) return endpointRefused(parsed.refusal);
    const errors = credentialProblems(connectionShape(registration, parsed.value));
    if (errors.length > 0) return { ok: false, refusal: { kind: 'credentials_invalid', problem: problems.validation(errors) } };
    if (await this.deps.registry.exists(registration.name)) return nameTaken(registration.name);
    const refused = await endpointRefusal(parsed.value, this.deps.policy);
    if (refused) return endpointRefused(refused);
    const issuer = registration.oidc_issuer ? await issuerRefusal(registration.oidc_issuer, this.deps.policy) : null;
    // The issuer belongs to the credentials of the gateway: a refusal of it is one of them.
    if (issuer) return { ok: false, refusal: { kind: 'credentials_invalid', problem: issuer.problem } };
    return { ok: true, endpoint: parsed.value };
  }

  private store(registration: Registration, endpoint: ParsedEndpoint): Promise<GatewayRecord> {
    const { registry, secrets, database, audit } = this.deps;
    return database.transaction(async (em) => {
      const gateway = await registry.insert(em, {
        name: registration.name,
        endpoint: endpoint.endpoint,
        host: endpoint.host,
        port: endpoint.port,
        tls: endpoint.tls,
        authMode: registration.auth_mode,
        tlsServerName: registration.tls_server_name ?? null,
        defaultWorkspace: registration.default_workspace ?? DEFAULT_WORKSPACE,
        description: registration.description ?? null,
        labels: registration.labels ?? {},
        caCertSealed: seal(secrets, registration.ca_cert ?? null),
        clientCertSealed: seal(secrets, registration.client_cert ?? null),
        clientKeySealed: seal(secrets, registration.client_key ?? null),
        apiKeySealed: seal(secrets, registration.api_key ?? null),
        oidcIssuer: registration.oidc_issuer ?? null,
        oidcClientId: registration.oidc_client_id ?? null,
        oidcClientSecretSealed: seal(secrets, registration.oidc_client_secret ?? null),
        oidcScopes: registration.oidc_scopes ?? null,
        oidcAudience: registration.oidc_audience ?? null,
      });
      await audit.append(em, {
        action: 'gateway.register',
        resourceType: 'gateway',
        resourceId: registration.name,
        gateway: registration.name,
        detail: {
          endpoint: endpoint.endpoint,
          auth_mode: registration.auth_mode,
          labels: registration.labels ?? {},
          credential_fields: credentialFields(registration),
          ...oidcDetail(registration),
        },
      });
      this.deps.events.emit('gateway.registered', {
        gateway: gateway.name,
        endpoint: gateway.endpoint,
        auth_mode: gateway.authMode,
        labels: { ...gateway.labels },
      });
      return gateway;
    });
  }
}
