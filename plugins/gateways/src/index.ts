import { cliCommands, declarableKinds, definePlugin, readinessChecks } from '@portcullis/core';
import './types.ts';
import { GatewayApi } from './api/gateway-api.ts';
import { gatewayWireLines } from './api/line.ts';
import { sandboxSnapshotObservers } from './api/snapshot-observers.ts';
import { WireLineRegistry } from './api/wire-lines.ts';
import { listCommand, testConnectionCommand } from './cli/commands.ts';
import { OidcTokens } from './client/oidc-tokens.ts';
import { GatewayClientPool } from './client/pool.ts';
import { gatewaysConfigSchema } from './config.ts';
import { Gateway, GatewayChangeToken } from './gateway/entity.ts';
import { HealthHistory } from './health/history.ts';
import { registerGatewayGauge } from './health/metrics.ts';
import { HealthMonitor } from './health/monitor.ts';
import { gatewaysReadiness } from './health/readiness.ts';
import { HealthSample } from './health/sample-entity.ts';
import { LocalGateways } from './local/local-gateways.ts';
import { gatewaysMigrations } from './migrations/index.ts';
import { GatewayChanges } from './registry/changes.ts';
import { gatewaysKind } from './registry/declarable.ts';
import { GatewayRegistration } from './registry/registration.ts';
import { GatewayRegistry } from './registry/registry.ts';
import { inspectRoutes } from './routes/inspect.ts';
import { localRoutes } from './routes/local.ts';
import { manageRoutes } from './routes/manage.ts';
import { registerRoute } from './routes/register.ts';

/** The shard key of the health history's pruning (no gateway can be named so: names have no `#`). */
const HISTORY_PRUNE_KEY = '#health-history';

export {
  type CallContext,
  execStreamDeadlineMs,
  type GatewayApi,
  type GatewayCapabilities,
  type MutationContext,
  type OptionalCapability,
} from './api/gateway-api.ts';
export {
  type CredentialRefreshOperations,
  type DraftOperations,
  type GatewayOperations,
  gatewayWireLines,
  type InferenceOperations,
  type LineCall,
  type LineOperations,
  type PolicyOperations,
  type ProfileImportOperations,
  type ProviderOperations,
  type ReceiptOperations,
  type SandboxOperations,
  type ServiceOperations,
  type TemplateOperations,
  type WireCallOptions,
  type WireLine,
  type WireMethod,
  type WorkspaceOperations,
} from './api/line.ts';
export type {
  AdmissionState,
  ApproveAllOutcome,
  AttachmentChange,
  ChunkApproval,
  ComputeDriver,
  ConfigurationAdmission,
  CredentialRecoveryAction,
  CredentialRefreshConfig,
  CredentialRefreshStatus,
  CredentialRefreshStrategy,
  DeletionOutcome,
  DraftHistoryEntry,
  ExecEvent,
  ExecRequest,
  ExposedService,
  GatewayExtension,
  GatewayInfo,
  GatewayProvider,
  GatewaySandbox,
  GatewaySettings,
  GatewayTemplate,
  GatewayTemplateSpec,
  GatewayWorkspace,
  InferenceRoute,
  InferenceRouteInput,
  InferenceRouteSet,
  L7RuleTarget,
  LogLine,
  LogPage,
  LogQuery,
  NetworkRuleJson,
  PlatformEvent,
  PolicyChunk,
  PolicyJson,
  PolicyMergeOperation,
  PolicyRevision,
  PolicyRevisionStatus,
  PolicyUpdate,
  PolicyWriteResult,
  ProfileDiagnostic,
  ProviderChange,
  ProviderInput,
  ProviderProfile,
  ProviderProfileCredential,
  ProviderProfileInput,
  ProviderReceipt,
  ReceiptState,
  ReceiptStatus,
  SandboxCondition,
  SandboxCreateSpec,
  SandboxPhase,
  SandboxProvisioning,
  SandboxTarget,
  ServiceAtCreate,
  ServiceExposure,
  SshSession,
  WatchEvent,
  WatchRequest,
  WorkspaceMember,
  WorkspaceRole,
  WorkspaceSelection,
} from './api/model.ts';
export { CREDENTIAL_REFRESH_STRATEGIES } from './api/model.ts';
export { decodePolicy, decodeRule, type EndpointCodec, encodePolicy, encodeRule } from './api/policy-codec.ts';
export { requestIdFor } from './api/request-ids.ts';
export { type SandboxBrief, type SandboxBriefPage, type SandboxListLayout, sandboxBriefDecoder } from './api/sandbox-briefs.ts';
export { type SandboxSnapshotObserver, sandboxSnapshotObservers } from './api/snapshot-observers.ts';
export type { GatewayStream } from './api/stream.ts';
export { parseRelease, type Release } from './api/versions.ts';
export { type WireMethods, wireMethodsOf } from './api/wire-methods.ts';
export {
  badGatewayAnswer,
  computeDriversOf,
  enumName,
  GATEWAY_PAGE_MAX,
  gatewaySettingsOf,
  phaseName,
  positiveMs,
  readOffsetPages,
  readTokenPages,
  timestampMs,
  timestampOf,
} from './api/wire-values.ts';
export { gatewayProblem, grpcStatusName, isServiceError, type MappingOptions } from './client/errors.ts';
export { GrpcStatus } from './client/grpc-status.ts';
export type { GatewaysConfig } from './config.ts';
export { checkEndpointAllowed, type EndpointPolicy, isClusterLocal } from './endpoint/check.ts';
export { formatTarget, type ParsedEndpoint, parseEndpoint } from './endpoint/parse.ts';
export { AUTH_MODES, type AuthMode, GATEWAY_STATUSES, type GatewayStatus } from './gateway/entity.ts';
export {
  type LabelRuleSelectors,
  labelRuleNameSchema,
  labelRuleSelectorsShape,
  ruleSelects,
  ruleSelectsGateway,
} from './gateway/label-rules.ts';
export {
  LABEL_KEY_MAX,
  LABEL_KEY_PATTERN,
  LABEL_VALUE_MAX,
  type LabelFilter,
  type Labels,
  labelFilterSchema,
  labelsSchema,
  MAX_LABELS,
  matchesLabels,
} from './gateway/labels.ts';
export { DEFAULT_WORKSPACE, GATEWAY_NAME_MAX, GATEWAY_NAME_PATTERN, gatewayNameSchema, WORKSPACE_PATTERN, workspaceSchema } from './gateway/names.ts';
export type { GatewayJson, GatewayRecord, OidcClient } from './gateway/record.ts';
export { gatewayJson, gatewayJsonSchema } from './gateway/record.ts';
export { forEachLimited } from './health/limited.ts';
export type { CycleSummary } from './health/monitor.ts';
export type { ConnectionReport } from './health/probe.ts';
export type { GatewayRegistration, Registration, RegistrationRefusal, RegistrationResult } from './registry/registration.ts';
// What the sandboxes, policies, approvals, providers, discovery and curfew plugins build on.
export type { GatewayRegistry, ProbeOutcome } from './registry/registry.ts';
export { gatewayNotFound } from './registry/registry.ts';
export { SANDBOX_NAME_MAX, sandboxNameProblem, sandboxNameSchema, sandboxParams } from './sandbox-name.ts';
export { type GatewayScope, gatewayParam, gatewayParams, resolveGatewayScope, workspaceParam, workspaceQuery, workspaceQueryShape } from './scope.ts';
export { serviceNameSchema, servicePortSchema } from './service-names.ts';

export default definePlugin({
  id: 'gateways',
  description: 'Gateway registry, gRPC client pool, health monitor, test-connection and local mode.',
  events: {
    'gateway.registered': 'A gateway was registered (by an admin or by discovery).',
    'gateway.unregistered': 'A gateway was removed.',
    'gateway.updated': "A gateway's record was changed (description, labels, endpoint, authentication or credentials).",
    'gateway.unreachable': 'The health monitor saw a gateway become unreachable (once per transition).',
    'gateway.recovered': 'The health monitor saw a gateway recover (once per transition).',
  },
  config: { namespace: 'gateway', schema: gatewaysConfigSchema },
  entities: [Gateway, GatewayChangeToken, HealthSample],
  migrations: gatewaysMigrations,
  register(api) {
    const config = api.config;
    const intervalMs = config.health_interval_seconds * 1000;
    api.provide('gatewaysConfig', () => config, { private: true });
    api.extensionPoint(gatewayWireLines);
    api.extensionPoint(sandboxSnapshotObservers);
    api.provide('gatewayWireLineRegistry', () => new WireLineRegistry(), { private: true });
    api.provide('gatewayRegistry', (s) => new GatewayRegistry({ database: s.database, secrets: s.secrets, clock: s.clock }));
    api.provide(
      'gatewayRegistration',
      (s) =>
        new GatewayRegistration({
          registry: s.gatewayRegistry,
          policy: s.egress,
          database: s.database,
          audit: s.audit,
          secrets: s.secrets,
          events: s.events,
        }),
    );
    api.provide(
      'gatewayChanges',
      (s) =>
        new GatewayChanges({
          registry: s.gatewayRegistry,
          history: s.gatewayHealthHistory,
          localProcesses: s.gatewayLocalProcesses,
          policy: s.egress,
          database: s.database,
          audit: s.audit,
          secrets: s.secrets,
          events: s.events,
        }),
      { private: true },
    );
    api.provide('gatewayOidcTokens', (s) => new OidcTokens({ policy: s.egress, clock: s.clock, timeoutSeconds: config.call_timeout_seconds }), {
      private: true,
    });
    api.provide(
      'gatewayClients',
      (s) => new GatewayClientPool(s.gatewayRegistry, { callTimeoutMs: config.call_timeout_seconds * 1000 }, s.egress, s.gatewayOidcTokens, s.metrics),
      { private: true },
    );
    api.provide(
      'gatewayApi',
      (s) =>
        new GatewayApi({
          pool: s.gatewayClients,
          registry: s.gatewayRegistry,
          lines: s.gatewayWireLineRegistry,
          execTimeoutSeconds: config.exec_timeout_seconds,
          now: () => s.clock.now(),
        }),
    );
    api.provide(
      'gatewayHealthHistory',
      (s) => new HealthHistory({ database: s.database, clock: s.clock, retentionHours: config.health_history_retention_hours }),
      {
        private: true,
      },
    );
    api.provide(
      'gatewayHealthMonitor',
      (s) =>
        new HealthMonitor({
          registry: s.gatewayRegistry,
          pool: s.gatewayClients,
          lines: s.gatewayWireLineRegistry,
          events: s.events,
          logger: api.logger,
          history: s.gatewayHealthHistory,
          clock: s.clock,
          settings: { concurrency: config.health_probe_concurrency, probeTimeoutMs: config.health_probe_timeout_seconds * 1000 },
        }),
      { private: true },
    );
    api.provide(
      'gatewayLocalProcesses',
      (s) =>
        new LocalGateways({
          registry: s.gatewayRegistry,
          pool: s.gatewayClients,
          clock: s.clock,
          logger: api.logger,
          settings: { command: config.local_gateway_command, startTimeoutMs: config.local_gateway_start_timeout_seconds * 1000 },
        }),
      { private: true },
    );

    api.contributeWith(declarableKinds, (s) => gatewaysKind({ registry: s.gatewayRegistry, registration: s.gatewayRegistration, changes: s.gatewayChanges }));
    api.contributeWith(readinessChecks, (s) => gatewaysReadiness(s.gatewayRegistry, s.gatewayWireLineRegistry));
    api.contributeWith(cliCommands, (s) => listCommand(s.gatewayRegistry));
    api.contributeWith(cliCommands, (s) =>
      testConnectionCommand(s.gatewayRegistry, s.gatewayWireLineRegistry, s.egress, s.gatewayOidcTokens, config.health_probe_timeout_seconds * 1000),
    );
    api.task({
      id: 'gateways.health-probe',
      every: intervalMs,
      timeout: Math.max(intervalMs, 60_000),
      // Each replica probes the gateways it owns, and keeps channels open only to those (and to any a request uses).
      scope: 'sharded',
      runAtStart: true,
      run: async ({ signal, resolve, shard }) => {
        try {
          await resolve('gatewayHealthMonitor').runCycle(signal, shard.owns);
          resolve('gatewayClients').closeIdleExcept(shard.owns);
        } finally {
          // Pruned every cycle, so each delete is small and the table holds the retention window and no more; by
          // one replica, the owner of the history itself.
          if (shard.owns(HISTORY_PRUNE_KEY)) await resolve('gatewayHealthHistory').prune();
        }
      },
    });
    // A gateway removed, or reached another way now, keeps no channel open on any replica, this one included.
    api.on(
      'gateway.unregistered',
      (event, { resolve }) => {
        resolve('gatewayClients').evict(event.data.gateway);
      },
      { replicas: 'all' },
    );
    api.on(
      'gateway.updated',
      (event, { resolve }) => {
        if (event.data.connection_changed) resolve('gatewayClients').evict(event.data.gateway);
      },
      { replicas: 'all' },
    );

    registerRoute(api);
    manageRoutes(api);
    inspectRoutes(api);
    localRoutes(api);
  },
  async start(runtime) {
    const lines = runtime.contributions(gatewayWireLines);
    runtime.resolve('gatewayWireLineRegistry').install(lines);
    if (lines.length === 0)
      runtime.logger.warn('no wire-line plugin is enabled (the standard ones are openshell-0-0 and openshell-0-1): every gateway will be shown unsupported');
    registerGatewayGauge(runtime.resolve('metrics'), runtime.resolve('gatewayRegistry'));
    if (runtime.resolve('kernelConfig').local_mode) await runtime.resolve('gatewayLocalProcesses').adopt();
  },
  async stop(runtime) {
    if (runtime.resolve('kernelConfig').local_mode) await runtime.resolve('gatewayLocalProcesses').stopAll();
    runtime.resolve('gatewayClients').close();
  },
});
