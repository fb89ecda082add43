import { isoTimestamp } from '@portcullis/core';
import { z } from 'zod';
import type { GatewayExtension } from '../api/model.ts';
import { AUTH_MODES, type AuthMode, GATEWAY_STATUSES, type GatewayEntity, type GatewayStatus } from './entity.ts';
import type { Labels } from './labels.ts';

export interface OidcClient {
  readonly issuer: string;
  readonly clientId: string;
  readonly scopes: readonly string[];
  readonly audience: string | null;
}

/**
 * What other plugins see of a registered gateway: a plain, read-only snapshot (never an ORM entity, never a
 * credential; only whether each credential is set).
 */
export interface GatewayRecord {
  readonly name: string;
  readonly endpoint: string;
  readonly host: string;
  readonly port: number;
  readonly tls: boolean;
  readonly authMode: AuthMode;
  readonly tlsServerName: string | null;
  readonly defaultWorkspace: string;
  readonly description: string | null;
  readonly labels: Readonly<Labels>;
  readonly credentials: {
    readonly caCert: boolean;
    readonly clientCert: boolean;
    readonly clientKey: boolean;
    readonly apiKey: boolean;
    readonly oidcClientSecret: boolean;
  };
  /** oidc_client_credentials: the issuer and client that access tokens are obtained with (the secret is not here). */
  readonly oidc: OidcClient | null;
  readonly connectionId: string;
  readonly status: GatewayStatus;
  readonly lastSeen: Date | null;
  readonly lastProbeAt: Date | null;
  readonly lastError: string | null;
  readonly version: string | null;
  readonly latencyMs: number | null;
  /** Negotiated extensions its GetGatewayInfo last listed (null: none known, or a line that negotiates none). */
  readonly extensions: GatewayExtension[] | null;
  readonly localPid: number | null;
  readonly localStartedAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A gateway's public fields, and whether each sealed credential is set (never the sealed text). */
export type RecordFields = Pick<GatewayEntity, PublicField> & { readonly [Flag in keyof typeof CREDENTIAL_FLAGS]: unknown };

/** The fields a record shows as they are stored. */
export const PUBLIC_FIELDS = [
  'name',
  'endpoint',
  'host',
  'port',
  'tls',
  'authMode',
  'tlsServerName',
  'defaultWorkspace',
  'description',
  'labels',
  'oidcIssuer',
  'oidcClientId',
  'oidcScopes',
  'oidcAudience',
  'connectionId',
  'status',
  'lastSeen',
  'lastProbeAt',
  'lastError',
  'version',
  'latencyMs',
  'extensions',
  'localPid',
  'localStartedAt',
  'createdAt',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof GatewayEntity>;

type PublicField = (typeof PUBLIC_FIELDS)[number];

/** Each credential flag of a record, and the sealed field it tells about. */
export const CREDENTIAL_FLAGS = {
  hasCaCert: 'caCertSealed',
  hasClientCert: 'clientCertSealed',
  hasClientKey: 'clientKeySealed',
  hasApiKey: 'apiKeySealed',
  hasOidcClientSecret: 'oidcClientSecretSealed',
} as const satisfies Record<string, keyof GatewayEntity>;

/** The snapshot of a stored gateway, from its entity. */
export function toRecord(entity: GatewayEntity): GatewayRecord {
  const flags = Object.fromEntries(Object.entries(CREDENTIAL_FLAGS).map(([flag, sealed]) => [flag, !!entity[sealed]]));
  return recordOf({ ...entity, ...(flags as Record<keyof typeof CREDENTIAL_FLAGS, boolean>) });
}

/** The snapshot of a gateway's fields, read from its entity or by a typed query. */
export function recordOf(fields: RecordFields): GatewayRecord {
  return {
    name: fields.name,
    endpoint: fields.endpoint,
    host: fields.host,
    port: fields.port,
    tls: Boolean(fields.tls),
    authMode: fields.authMode,
    tlsServerName: fields.tlsServerName ?? null,
    defaultWorkspace: fields.defaultWorkspace,
    description: fields.description ?? null,
    labels: { ...(fields.labels ?? {}) },
    credentials: {
      caCert: Boolean(fields.hasCaCert),
      clientCert: Boolean(fields.hasClientCert),
      clientKey: Boolean(fields.hasClientKey),
      apiKey: Boolean(fields.hasApiKey),
      oidcClientSecret: Boolean(fields.hasOidcClientSecret),
    },
    oidc:
      fields.oidcIssuer && fields.oidcClientId
        ? { issuer: fields.oidcIssuer, clientId: fields.oidcClientId, scopes: [...(fields.oidcScopes ?? [])], audience: fields.oidcAudience ?? null }
        : null,
    connectionId: fields.connectionId,
    status: fields.status,
    lastSeen: fields.lastSeen ?? null,
    lastProbeAt: fields.lastProbeAt ?? null,
    lastError: fields.lastError ?? null,
    version: fields.version ?? null,
    latencyMs: fields.latencyMs ?? null,
    extensions: fields.extensions ?? null,
    localPid: fields.localPid ?? null,
    localStartedAt: fields.localStartedAt ?? null,
    createdAt: fields.createdAt,
    updatedAt: fields.updatedAt,
  };
}

const iso = (date: Date | null) => (date ? isoTimestamp(date) : null);

export const gatewayJsonSchema = z.object({
  name: z.string(),
  endpoint: z.string(),
  transport: z.enum(['tls', 'plaintext']),
  auth_mode: z.enum(AUTH_MODES),
  tls_server_name: z.string().nullable(),
  default_workspace: z.string(),
  description: z.string().nullable(),
  labels: z.record(z.string(), z.string()),
  has_ca_cert: z.boolean(),
  has_client_cert: z.boolean(),
  has_client_key: z.boolean(),
  has_api_key: z.boolean(),
  oidc_issuer: z.string().nullable(),
  oidc_client_id: z.string().nullable(),
  oidc_scopes: z.array(z.string()),
  oidc_audience: z.string().nullable(),
  has_oidc_client_secret: z.boolean(),
  status: z.enum(GATEWAY_STATUSES),
  last_seen: z.string().nullable(),
  last_probe_at: z.string().nullable(),
  last_error: z.string().nullable(),
  version: z.string().nullable(),
  latency_ms: z.number().int().nullable(),
  local: z.object({ pid: z.number().int(), started_at: z.string().nullable() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type GatewayJson = z.output<typeof gatewayJsonSchema>;

/** The REST shape: credentials appear only as has_* flags. */
export function gatewayJson(record: GatewayRecord): GatewayJson {
  return {
    name: record.name,
    endpoint: record.endpoint,
    transport: record.tls ? 'tls' : 'plaintext',
    auth_mode: record.authMode,
    tls_server_name: record.tlsServerName,
    default_workspace: record.defaultWorkspace,
    description: record.description,
    labels: { ...record.labels },
    has_ca_cert: record.credentials.caCert,
    has_client_cert: record.credentials.clientCert,
    has_client_key: record.credentials.clientKey,
    has_api_key: record.credentials.apiKey,
    oidc_issuer: record.oidc?.issuer ?? null,
    oidc_client_id: record.oidc?.clientId ?? null,
    oidc_scopes: [...(record.oidc?.scopes ?? [])],
    oidc_audience: record.oidc?.audience ?? null,
    has_oidc_client_secret: record.credentials.oidcClientSecret,
    status: record.status,
    last_seen: iso(record.lastSeen),
    last_probe_at: iso(record.lastProbeAt),
    last_error: record.lastError,
    version: record.version,
    latency_ms: record.latencyMs,
    local: record.localPid === null ? null : { pid: record.localPid, started_at: iso(record.localStartedAt) },
    created_at: isoTimestamp(record.createdAt),
    updated_at: isoTimestamp(record.updatedAt),
  };
}
