import { defineEntity, p } from '@mikro-orm/core';
import type { GatewayExtension } from '../api/model.ts';
import type { Labels } from './labels.ts';

export const AUTH_MODES = ['mtls', 'api_key', 'oidc_client_credentials', 'none'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export const GATEWAY_STATUSES = ['unknown', 'connected', 'degraded', 'unreachable'] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

/**
 * A registered gateway. Credentials are stored sealed by the kernel's SecretBox (never in clear, never in a
 * response); `connectionId` changes whenever anything the gRPC channel is built from changes, so every replica's
 * client pool knows when to rebuild its channel.
 */
export const Gateway = defineEntity({
  name: 'Gateway',
  tableName: 'gateways',
  properties: {
    name: p.string().primary(),
    /** Normalised `https://host:port` or `http://host:port`. */
    endpoint: p.string(),
    host: p.string(),
    port: p.integer(),
    tls: p.boolean(),
    authMode: p.string().$type<AuthMode>(),
    tlsServerName: p.string().nullable(),
    defaultWorkspace: p.string(),
    description: p.text().nullable(),
    labels: p.json<Labels>(),
    caCertSealed: p.text().nullable(),
    clientCertSealed: p.text().nullable(),
    clientKeySealed: p.text().nullable(),
    apiKeySealed: p.text().nullable(),
    /** oidc_client_credentials: where access tokens come from (the client secret is sealed like the others). */
    oidcIssuer: p.text().nullable(),
    oidcClientId: p.text().nullable(),
    oidcClientSecretSealed: p.text().nullable(),
    oidcScopes: p.json<string[]>().nullable(),
    oidcAudience: p.text().nullable(),
    connectionId: p.string(),
    status: p.string().$type<GatewayStatus>(),
    lastSeen: p.datetime().nullable(),
    lastProbeAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    version: p.string().nullable(),
    latencyMs: p.integer().nullable(),
    /** The extensions its GetGatewayInfo last listed as negotiated (null: none known, or a line without them). */
    extensions: p.json<GatewayExtension[]>().nullable(),
    localPid: p.integer().nullable(),
    localCommand: p.text().nullable(),
    localStartedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  indexes: [{ name: 'gateways_status', properties: ['status'] }],
});

export type GatewayEntity = InstanceType<typeof Gateway.class>;

/**
 * One row whose token changes in every transaction that writes the gateways table, on whichever replica: a reader
 * that reads the token before the rows knows the rows are no older than it, so what it built from them stays good
 * until the token changes (GatewayRegistry's list cache). A fresh random token, rather than a counter, cannot
 * repeat after a restore.
 */
export const GatewayChangeToken = defineEntity({
  name: 'GatewayChangeToken',
  tableName: 'gateway_change_token',
  properties: {
    id: p.integer().primary(),
    token: p.string(),
  },
});
