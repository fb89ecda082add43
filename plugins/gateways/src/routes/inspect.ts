import { listResponse, type PluginApi } from '@portcullis/core';
import { z } from 'zod';
import { offeredBy } from '../api/gateway-api.ts';
import type { GatewaysConfig } from '../config.ts';
import { gatewayJson, gatewayJsonSchema } from '../gateway/record.ts';
import { probeGateway } from '../health/probe.ts';
import { freshTransport } from '../health/transport.ts';
import { gatewayNotFound } from '../registry/registry.ts';
import { gatewayParams } from '../scope.ts';
import { historyQuery, historySchema } from './schemas.ts';

const driverSchema = z.object({ name: z.string(), driver_name: z.string().nullable(), driver_version: z.string().nullable() });

/** What the gateway negotiated (0.1 line); null when it lists none (0.0 line) or never answered GetGatewayInfo. */
export const extensionsSchema = z
  .array(
    z.object({
      kind: z.string(),
      name: z.string(),
      implementation: z.string(),
      version: z.string(),
      capabilities: z.array(z.string()),
    }),
  )
  .nullable();

/** What the gateway's line offers beyond what every line does; null when no line speaks its version. */
const capabilitiesSchema = z
  .object({
    receipts: z.boolean(),
    profile_import: z.boolean(),
    inference_routes: z.boolean(),
    request_ids: z.boolean(),
    workspaces: z.boolean(),
    services: z.boolean(),
    credential_refresh: z.boolean(),
    templates: z.boolean(),
  })
  .nullable();

/** The wire line a gateway's version speaks (`0.0`, `0.1`): null before it answered Health, or when no line does. */
const wireLine = z.string().nullable();

export const connectionTestSchema = z.object({
  reachable: z.boolean(),
  authenticated: z.boolean().nullable(),
  version: z.string().nullable(),
  supported: z.boolean().nullable(),
  wire_line: wireLine,
  latency_ms: z.number().int().nullable(),
  error: z.string().nullable(),
});

const infoSchema = gatewayJsonSchema.extend({
  supported: z.boolean().nullable(),
  wire_line: wireLine,
  compute_drivers: z.array(driverSchema).nullable(),
  extensions: extensionsSchema,
  capabilities: capabilitiesSchema,
  reachable: z.boolean(),
  authenticated: z.boolean().nullable(),
  error: z.string().nullable(),
});

const healthSchema = z.object({
  gateway: z.string(),
  status: gatewayJsonSchema.shape.status,
  last_seen: z.string().nullable(),
  last_probe_at: z.string().nullable(),
  latency_ms: z.number().int().nullable(),
  version: z.string().nullable(),
  supported: z.boolean().nullable(),
  wire_line: wireLine,
  error: z.string().nullable(),
});

export function inspectRoutes(api: PluginApi<GatewaysConfig>): void {
  const probeTimeoutMs = api.config.health_probe_timeout_seconds * 1000;

  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/info',
    aliases: ['/api/gateway/{gw}/info'],
    access: 'viewer',
    tags: ['gateways'],
    summary: 'Details: the stored record plus live version, support and compute drivers (Health + GetGatewayInfo).',
    params: gatewayParams,
    response: infoSchema,
    handler: async (request) => {
      const registry = request.resolve('gatewayRegistry');
      const record = await registry.require(request.params.gw);
      const lines = request.resolve('gatewayWireLineRegistry');
      const report = await request.resolve('gatewayHealthMonitor').probeNow(record);
      // A gateway that cannot be reached now is described by the version it reported last.
      const version = report.version ?? record.version;
      const verdict = lines.verdict(version);
      const offered = verdict.line ? offeredBy(await lines.operations(verdict.line)) : null;
      return {
        ...gatewayJson(record),
        version,
        supported: verdict.supported,
        wire_line: verdict.line?.id ?? null,
        compute_drivers: report.compute_drivers,
        extensions: report.compute_drivers === null ? (record.extensions ?? null) : report.extensions,
        capabilities: offered && {
          receipts: offered.receipts,
          profile_import: offered.profileImport,
          inference_routes: offered.inferenceRoutes,
          request_ids: offered.requestIds,
          workspaces: offered.workspaces,
          services: offered.services,
          credential_refresh: offered.credentialRefresh,
          templates: offered.templates,
        },
        reachable: report.reachable,
        authenticated: report.authenticated,
        error: report.error,
      };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/config',
    aliases: ['/api/gateway/{gw}/config'],
    access: 'viewer',
    tags: ['gateways'],
    summary: "The gateway's own settings (GetGatewayConfig).",
    params: gatewayParams,
    response: z.object({ gateway: z.string(), settings_revision: z.number(), settings: z.record(z.string(), z.unknown()) }),
    handler: async (request) => {
      const config = await request.resolve('gatewayApi').gateway.settings(request.params.gw, { signal: request.signal });
      return { gateway: request.params.gw, settings_revision: config.settingsRevision, settings: config.settings };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/test-connection',
    aliases: ['/api/gateway/{gw}/test-connection'],
    access: 'viewer',
    tags: ['gateways'],
    summary: 'Connect now on a fresh channel: Health, then GetGatewayInfo; the result comes back at once.',
    description:
      'An endpoint the private-address rule refuses now (local mode off, or a name that resolves to a private address) is answered with 409 ENDPOINT_NOT_ALLOWED and not dialled.',
    params: gatewayParams,
    response: connectionTestSchema,
    handler: async (request) => {
      // A refused endpoint is answered with the refusal (409), before anything is dialled: no reachability, latency
      // or error detail of a target this service may not talk to.
      const connection = await request.resolve('gatewayRegistry').connection(request.params.gw);
      const transport = await freshTransport(connection, request.resolve('egress'), request.resolve('gatewayOidcTokens'));
      try {
        const report = await probeGateway(transport, request.resolve('gatewayWireLineRegistry'), probeTimeoutMs);
        const { reachable, authenticated, version, supported, wire_line, latency_ms, error } = report;
        return { reachable, authenticated, version, supported, wire_line, latency_ms, error };
      } finally {
        transport.close();
      }
    },
  });

  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/health',
    access: 'viewer',
    tags: ['gateways'],
    summary: 'Health status as the health monitor last saw it.',
    params: gatewayParams,
    response: healthSchema,
    handler: async (request) => {
      const record = await request.resolve('gatewayRegistry').require(request.params.gw);
      const verdict = request.resolve('gatewayWireLineRegistry').verdict(record.version);
      return {
        gateway: record.name,
        status: record.status,
        last_seen: record.lastSeen?.toISOString() ?? null,
        last_probe_at: record.lastProbeAt?.toISOString() ?? null,
        latency_ms: record.latencyMs,
        version: record.version,
        supported: verdict.supported,
        wire_line: verdict.line?.id ?? null,
        error: record.lastError,
      };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/health/history',
    access: 'viewer',
    tags: ['gateways'],
    summary: 'Every health probe of the gateway in the retention window (SERVICE_HEALTH_HISTORY_RETENTION_HOURS), newest first.',
    description: '`since` (ISO 8601, inclusive) keeps the probes from then on. 404 GATEWAY_NOT_FOUND for a gateway that is not registered.',
    params: gatewayParams,
    query: historyQuery,
    response: listResponse(historySchema),
    handler: async (request) => {
      const { gw } = request.params;
      if (!(await request.resolve('gatewayRegistry').exists(gw))) throw gatewayNotFound(gw);
      const { since, offset, limit } = request.query;
      return request.resolve('gatewayHealthHistory').page(gw, { since }, { offset, limit });
    },
  });
}
