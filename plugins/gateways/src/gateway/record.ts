import { isoTimestamp, rowBoolean, rowDate, rowDateOrNull, rowJson } from '@portcullis/core';
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

export function toRecord(entity: GatewayEntity): GatewayRecord {
  return {
    name: entity.name,
    endpoint: entity.endpoint,
    host: entity.host,
    port: entity.port,
    tls: Boolean(entity.tls),
    authMode: entity.authMode,
    tlsServerName: entity.tlsServerName ?? null,
    defaultWorkspace: entity.defaultWorkspace,
    description: entity.description ?? null,
    labels: { ...(entity.labels ?? {}) },
    credentials: {
      caCert: !!entity.caCertSealed,
      clientCert: !!entity.clientCertSealed,
      clientKey: !!entity.clientKeySealed,
      apiKey: !!entity.apiKeySealed,
      oidcClientSecret: !!entity.oidcClientSecretSealed,
    },
    oidc:
      entity.oidcIssuer && entity.oidcClientId
        ? { issuer: entity.oidcIssuer, clientId: entity.oidcClientId, scopes: [...(entity.oidcScopes ?? [])], audience: entity.oidcAudience ?? null }
        : null,
    connectionId: entity.connectionId,
    status: entity.status,
    lastSeen: entity.lastSeen ?? null,
    lastProbeAt: entity.lastProbeAt ?? null,
    lastError: entity.lastError ?? null,
    version: entity.version ?? null,
    latencyMs: entity.latencyMs ?? null,
    extensions: entity.extensions ?? null,
    localPid: entity.localPid ?? null,
    localStartedAt: entity.localStartedAt ?? null,
    createdAt: entity.createdAt,
    updatedAt: entity.updatedAt,
  };
}

/**
 * The registry's hot reads select these columns: every public field, and whether each sealed credential is set
 * rather than the sealed text itself.
 */
export const RECORD_COLUMNS = `SELECT name, endpoint, host, port, tls, auth_mode, tls_server_name, default_workspace, description, labels,
  ${['ca_cert', 'client_cert', 'client_key', 'api_key', 'oidc_client_secret'].map((credential) => `(${credential}_sealed IS NOT NULL AND ${credential}_sealed <> '') AS has_${credential}`).join(', ')},
  oidc_issuer, oidc_client_id, oidc_scopes, oidc_audience, connection_id, status, last_seen, last_probe_at, last_error, version,
  latency_ms, extensions, local_pid, local_started_at, created_at, updated_at
  FROM gateways`;

export interface RecordRow {
  name: string;
  endpoint: string;
  host: string;
  port: number;
  tls: unknown;
  auth_mode: AuthMode;
  tls_server_name: string | null;
  default_workspace: string;
  description: string | null;
  labels: unknown;
  has_ca_cert: unknown;
  has_client_cert: unknown;
  has_client_key: unknown;
  has_api_key: unknown;
  has_oidc_client_secret: unknown;
  oidc_issuer: string | null;
  oidc_client_id: string | null;
  oidc_scopes: unknown;
  oidc_audience: string | null;
  connection_id: string;
  status: GatewayStatus;
  last_seen: unknown;
  last_probe_at: unknown;
  last_error: string | null;
  version: string | null;
  latency_ms: number | null;
  extensions: unknown;
  local_pid: number | null;
  local_started_at: unknown;
  created_at: unknown;
  updated_at: unknown;
}

/** A row of RECORD_COLUMNS as the snapshot `toRecord` makes of an entity. */
export function recordOfRow(row: RecordRow): GatewayRecord {
  return {
    name: row.name,
    endpoint: row.endpoint,
    host: row.host,
    port: row.port,
    tls: rowBoolean(row.tls),
    authMode: row.auth_mode,
    tlsServerName: row.tls_server_name,
    defaultWorkspace: row.default_workspace,
    description: row.description,
    labels: rowJson<Labels | null>(row.labels) ?? {},
    credentials: {
      caCert: rowBoolean(row.has_ca_cert),
      clientCert: rowBoolean(row.has_client_cert),
      clientKey: rowBoolean(row.has_client_key),
      apiKey: rowBoolean(row.has_api_key),
      oidcClientSecret: rowBoolean(row.has_oidc_client_secret),
    },
    oidc:
      row.oidc_issuer && row.oidc_client_id
        ? { issuer: row.oidc_issuer, clientId: row.oidc_client_id, scopes: rowJson<string[] | null>(row.oidc_scopes) ?? [], audience: row.oidc_audience }
        : null,
    connectionId: row.connection_id,
    status: row.status,
    lastSeen: rowDateOrNull(row.last_seen),
    lastProbeAt: rowDateOrNull(row.last_probe_at),
    lastError: row.last_error,
    version: row.version,
    latencyMs: row.latency_ms,
    extensions: rowJson<GatewayExtension[] | null>(row.extensions),
    localPid: row.local_pid,
    localStartedAt: rowDateOrNull(row.local_started_at),
    createdAt: rowDate(row.created_at),
    updatedAt: rowDate(row.updated_at),
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
