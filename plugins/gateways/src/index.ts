import { cliCommands, definePlugin, readinessChecks } from '@portcullis/core';
import './types.ts';
import { listCommand, testConnectionCommand } from './cli/commands.ts';
import { OidcTokens } from './client/oidc-tokens.ts';
import { GatewayClientPool } from './client/pool.ts';
import { gatewaysConfigSchema } from './config.ts';
import { Gateway } from './gateway/entity.ts';
import { registerGatewayGauge } from './health/metrics.ts';
import { HealthMonitor } from './health/monitor.ts';
import { gatewaysReadiness } from './health/readiness.ts';
import { LocalGateways } from './local/local-gateways.ts';
import { gatewaysMigrations } from './migrations/index.ts';
import { GatewayRegistration } from './registry/registration.ts';
import { GatewayRegistry } from './registry/registry.ts';
import { inspectRoutes } from './routes/inspect.ts';
import { localRoutes } from './routes/local.ts';
import { manageRoutes } from './routes/manage.ts';
import { registerRoute } from './routes/register.ts';

// What the sandboxes, policies, approvals, providers, discovery and curfew plugins build on.
export type { GatewayRegistry, ProbeOutcome } from './registry/registry.ts';
export { gatewayNotFound } from './registry/registry.ts';
export type { GatewayRegistration, Registration, RegistrationRefusal, RegistrationResult } from './registry/registration.ts';
export type { GatewayRecord, GatewayJson, OidcClient } from './gateway/record.ts';
export { gatewayJson, gatewayJsonSchema } from './gateway/record.ts';
export { AUTH_MODES, GATEWAY_STATUSES, type AuthMode, type GatewayStatus } from './gateway/entity.ts';
export type { GatewayClientPool, CallOptions, StreamOptions } from './client/pool.ts';
export type { GatewayService, RequestOf, ResponseOf, RpcName, UnaryRpc, StreamingRpc } from './client/rpc-types.ts';
export { gatewayProblem, grpcStatusName, isServiceError, type MappingOptions } from './client/errors.ts';
export { gatewayParam, gatewayParams, workspaceParam, workspaceQuery, workspaceQueryShape, resolveGatewayScope, type GatewayScope } from './scope.ts';
export { gatewayNameSchema, GATEWAY_NAME_PATTERN, GATEWAY_NAME_MAX, workspaceSchema, WORKSPACE_PATTERN, DEFAULT_WORKSPACE } from './gateway/names.ts';
export { sandboxNameSchema, sandboxNameProblem, sandboxParams, SANDBOX_NAME_MAX } from './sandbox-name.ts';
export { labelsSchema, labelFilterSchema, matchesLabels, MAX_LABELS, LABEL_KEY_MAX, LABEL_VALUE_MAX, LABEL_KEY_PATTERN, type Labels, type LabelFilter } from './gateway/labels.ts';
export { parseEndpoint, formatTarget, type ParsedEndpoint } from './endpoint/parse.ts';
export { checkEndpointAllowed, isClusterLocal, type EndpointPolicy } from './endpoint/check.ts';
export { SUPPORTED_VERSION_FLOOR, isSupportedVersion } from './health/version.ts';
export type { ConnectionReport, ComputeDriver } from './health/probe.ts';
export type { CycleSummary } from './health/monitor.ts';
export { forEachLimited } from './health/limited.ts';
export type { GatewaysConfig } from './config.ts';

export default definePlugin({
  id: 'gateways',
  description: 'Gateway registry, gRPC client pool, health monitor, test-connection and local mode.',
  events: {
    'gateway.registered': 'A gateway was registered (by an admin or by discovery).',
    'gateway.unregistered': 'A gateway was removed.',
    'gateway.unreachable': 'The health monitor saw a gateway become unreachable (once per transition).',
    'gateway.recovered': 'The health monitor saw a gateway recover (once per transition).',
  },
  config: { namespace: 'gateway', schema: gatewaysConfigSchema },
  entities: [Gateway],
  migrations: gatewaysMigrations,
  register(api) {
    const config = api.config;
    const intervalMs = config.health_interval_seconds * 1000;
    api.provide('gatewaysConfig', () => config, { private: true });
    api.provide('gatewayRegistry', (s) => new GatewayRegistry({ database: s.database, secrets: s.secrets, clock: s.clock }));
    api.provide('gatewayRegistration', (s) => new GatewayRegistration({
      registry: s.gatewayRegistry, policy: s.egress, database: s.database, audit: s.audit, secrets: s.secrets, events: s.events,
    }));
    api.provide('gatewayOidcTokens', (s) => new OidcTokens({ policy: s.egress, clock: s.clock, timeoutSeconds: config.call_timeout_seconds }), { private: true });
    api.provide('gatewayClients', (s) => new GatewayClientPool(s.gatewayRegistry, {
      callTimeoutMs: config.call_timeout_seconds * 1000, execTimeoutMs: config.exec_timeout_seconds * 1000,
    }, s.egress, s.gatewayOidcTokens, s.metrics));
    api.provide('gatewayHealthMonitor', (s) => new HealthMonitor({
      registry: s.gatewayRegistry, pool: s.gatewayClients, events: s.events, logger: api.logger,
      settings: { concurrency: config.health_probe_concurrency, probeTimeoutMs: config.health_probe_timeout_seconds * 1000 },
    }), { private: true });
    api.provide('gatewayLocalProcesses', (s) => new LocalGateways({
      registry: s.gatewayRegistry, pool: s.gatewayClients, clock: s.clock, logger: api.logger,
      settings: { command: config.local_gateway_command, startTimeoutMs: config.local_gateway_start_timeout_seconds * 1000 },
    }), { private: true });

    api.contributeWith(readinessChecks, (s) => gatewaysReadiness(s.gatewayRegistry));
    api.contributeWith(cliCommands, (s) => listCommand(s.gatewayRegistry));
    api.contributeWith(cliCommands, (s) => testConnectionCommand(s.gatewayRegistry, s.egress, s.gatewayOidcTokens, config.health_probe_timeout_seconds * 1000));
    api.task({
      id: 'gateways.health-probe', every: intervalMs, timeout: Math.max(intervalMs, 60_000), scope: 'global', runAtStart: true,
      run: async ({ signal, resolve }) => { await resolve('gatewayHealthMonitor').runCycle(signal); },
    });
    // A gateway removed on another replica must not keep its channel open here.
    api.on('gateway.unregistered', (event, { resolve }) => { resolve('gatewayClients').evict(event.data.gateway); }, { replicas: 'all' });

    registerRoute(api);
    manageRoutes(api);
    inspectRoutes(api);
    localRoutes(api);
  },
  async start(runtime) {
    registerGatewayGauge(runtime.resolve('metrics'), runtime.resolve('gatewayRegistry'));
    if (runtime.resolve('kernelConfig').local_mode) await runtime.resolve('gatewayLocalProcesses').adopt();
  },
  async stop(runtime) {
    if (runtime.resolve('kernelConfig').local_mode) await runtime.resolve('gatewayLocalProcesses').stopAll();
    runtime.resolve('gatewayClients').close();
  },
});
