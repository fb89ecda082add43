import { listResponse, type PluginApi } from '@portcullis/core';
import { z } from 'zod';
import type { GatewaysConfig } from '../config.ts';
import { gatewayJson, gatewayJsonSchema } from '../gateway/record.ts';
import { probeGateway } from '../health/probe.ts';
import { freshTransport, pooledTransport } from '../health/transport.ts';
import { isSupportedVersion } from '../health/version.ts';
import { gatewayNotFound } from '../registry/registry.ts';
import { gatewayParams } from '../scope.ts';
import { historyQuery, historySchema, nameParams } from './schemas.ts';

const driverSchema = z.object({ name: z.string(), driver_name: z.string().nullable(), driver_version: z.string().nullable() });

export const connectionTestSchema = z.object({
  reachable: z.boolean(),
  authenticated: z.boolean().nullable(),
  version: z.string().nullable(),
  supported: z.boolean().nullable(),
  latency_ms: z.number().int().nullable(),
  error: z.string().nullable(),
});

const infoSchema = gatewayJsonSchema.extend({
  supported: z.boolean().nullable(),
  compute_drivers: z.array(driverSchema).nullable(),
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
  error: z.string().nullable(),
});

type SettingValue = { value?: string; string_value?: string; bool_value?: boolean; int_value?: number; bytes_value?: Buffer };

/** A typed upstream setting as plain JSON (bytes as base64). */
function settingJson(setting: SettingValue): unknown {
  switch (setting.value) {
    case 'string_value':
      return setting.string_value ?? '';
    case 'bool_value':
      return setting.bool_value ?? false;
    case 'int_value':
      return setting.int_value ?? 0;
    case 'bytes_value':
      return Buffer.from(setting.bytes_value ?? []).toString('base64');
    default:
      return null;
  }
}

export function inspectRoutes(api: PluginApi<GatewaysConfig>): void {
  const probeTimeoutMs = api.config.health_probe_timeout_seconds * 1000;

  api.route({
    method: 'GET',
    path: '/api/gateway/{name}/info',
    gatewayParam: 'name',
    access: 'viewer',
    tags: ['gateways'],
    summary: 'Details: the stored record plus live version, support and compute drivers (Health + GetGatewayInfo).',
    params: nameParams,
    response: infoSchema,
    handler: async (request) => {
      const registry = request.resolve('gatewayRegistry');
      const record = await registry.require(request.params.name);
      const report = await probeGateway(pooledTransport(request.resolve('gatewayClients'), registry, record), probeTimeoutMs);
      const version = report.version ?? record.version;
      return {
        ...gatewayJson(record),
        version,
        supported: version === null ? null : isSupportedVersion(version),
        compute_drivers: report.compute_drivers,
        reachable: report.reachable,
        authenticated: report.authenticated,
        error: report.error,
      };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/gateway/{name}/config',
    gatewayParam: 'name',
    access: 'viewer',
    tags: ['gateways'],
    summary: "The gateway's own settings (GetGatewayConfig).",
    params: nameParams,
    response: z.object({ gateway: z.string(), settings_revision: z.number(), settings: z.record(z.string(), z.unknown()) }),
    handler: async (request) => {
      const config = await request.resolve('gatewayClients').unary(request.params.name, 'openshell', 'GetGatewayConfig', {});
      const settings = Object.fromEntries(Object.entries(config.settings).map(([key, value]) => [key, settingJson(value)]));
      return { gateway: request.params.name, settings_revision: Number(config.settings_revision), settings };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/gateway/{name}/test-connection',
    gatewayParam: 'name',
    access: 'viewer',
    tags: ['gateways'],
    summary: 'Connect now on a fresh channel: Health, then GetGatewayInfo; the result comes back at once.',
    description:
      'An endpoint the private-address rule refuses now (local mode off, or a name that resolves to a private address) is answered with 409 ENDPOINT_NOT_ALLOWED and not dialled.',
    params: nameParams,
    response: connectionTestSchema,
    handler: async (request) => {
      // A refused endpoint is answered with the refusal (409), before anything is dialled: no reachability, latency
      // or error detail of a target this service may not talk to.
      const connection = await request.resolve('gatewayRegistry').connection(request.params.name);
      const transport = await freshTransport(connection, request.resolve('egress'), request.resolve('gatewayOidcTokens'));
      try {
        const { reachable, authenticated, version, supported, latency_ms, error } = await probeGateway(transport, probeTimeoutMs);
        return { reachable, authenticated, version, supported, latency_ms, error };
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
      return {
        gateway: record.name,
        status: record.status,
        last_seen: record.lastSeen?.toISOString() ?? null,
        last_probe_at: record.lastProbeAt?.toISOString() ?? null,
        latency_ms: record.latencyMs,
        version: record.version,
        supported: record.version === null ? null : isSupportedVersion(record.version),
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
