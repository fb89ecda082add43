// The plugin API of Portcullis: everything a plugin (ours or a third party's) needs, and nothing domain-specific.
// What is exported here is stable (semver with the package version; core/api-report.md shows it all), except what
// comes through ./internal.ts.

export type { EndedOutcome } from './audit/effect.ts';
export type { AuditOutcome } from './audit/entity.ts';
export { type EffectReconciler, effectReconcilers } from './audit/recovery.ts';
export type { AuditInput, AuditWriter, EffectIntent, EffectOptions, OrphanedIntent } from './audit/writer.ts';
export type { AccessControl } from './auth/access.ts';
export { type Actor, type ActorType, actorKey, highestRole, ROLES, type Role, roleAtLeast, roleRank, SYSTEM_ACTOR } from './auth/actor.ts';
export { type Authenticator, type AuthRequest, type AuthResponse, type CookieOptions, REALM, type RoleResolver } from './auth/chain.ts';
export { accessChangeEvents, authMethods, roleResolvers } from './auth/extension-points.ts';
export { canonicalJson, sha256Hex } from './canonical.ts';
export type { Clock } from './clock.ts';
export { durationMs } from './clock.ts';
export type { ComputeOptions, ComputePool } from './compute/pool.ts';
export { type ComputeTask, computeTask } from './compute/task.ts';
export type { KernelConfig } from './config/kernel-config.ts';
export { setting } from './config/settings.ts';
export { currentContext, oncePerRequest, type RequestContext, runAsActor } from './context.ts';
export type { Database, TransactionScope } from './db/database.ts';
export { type DialectTypes, dialectMigrations } from './db/dialect-ddl.ts';
export type { Dialect, Migration, PluginMigrations } from './db/migration.ts';
export type { PreparedReads, ReadParam } from './db/prepared-reads.ts';
export type { RowKind } from './db/query-rows.ts';
export { rowBoolean, rowDate, rowDateOrNull, rowJson, rowNumber, rowTimestamp } from './db/row-values.ts';
export { type QueryHelpers, type TablesOf, type TypedDb, type TypedQueries, type TypedQuery, typedQueries } from './db/typed-queries.ts';
export { type FieldError, isProblem, Problem, problems, StartupError } from './errors.ts';
export type { EventBus, EventEnvelope, EventMap, EventName } from './events/bus.ts';
export type { DeclaredEvent, EventCatalog } from './events/catalog.ts';
export { boundedJson, MAX_INPUT_DEPTH } from './http/input-limits.ts';
export { isoInstant } from './http/instant.ts';
export { answerJson } from './http/json-body.ts';
export { listResponse, type Paging, pageOf, pagingQuery, pagingQueryShape } from './http/paging.ts';
export { accepted, anyJson, download, eventStream, operationAcceptedSchema, redirects, startsOperation } from './http/responses.ts';
export { type Access, type Guard, HANDLED, isReply, Reply, type RouteDefinition, type RouteRequest, reply, type WebSocketRequest } from './http/route.ts';
export { openSse, type SseOptions, type SseStream } from './http/sse.ts';
export { fieldErrors, validate } from './http/validate.ts';
export * from './internal.ts';
export { isoTimestamp } from './iso-timestamp.ts';
export { Kernel, type KernelOptions } from './kernel/kernel.ts';
export { lazily } from './lazy.ts';
export type { Logger } from './logger.ts';
export type { MetricCounter, MetricGauge, Metrics } from './metrics.ts';
export { describeRefusal, Egress, EgressRefused, type Inspection } from './net/egress.ts';
export { nodeHttp } from './net/node-http.ts';
export { type PinnedRequestInit, pinnedFetch, pinnedLookup } from './net/pinned-fetch.ts';
export type { OperationRecord } from './operations/entity.ts';
export type { Idempotency } from './operations/idempotency.ts';
export {
  OperationFailure,
  type OperationHandle,
  type OperationService,
  type OperationWork,
  type PreparedOperation,
  type StartOperation,
} from './operations/service.ts';
export { definePlugin, type Plugin, type PluginApi, type PluginDefinition, type PluginRuntime } from './plugins/define.ts';
export { defineExtensionPoint, type ExtensionPoint } from './plugins/extension-point.ts';
export type { PluginStatus } from './plugins/graph.ts';
export { createServiceRef, type ResolveService, type ServiceRef } from './plugins/service-ref.ts';
export { REDACTED, redactSecrets } from './redact.ts';
export type { Scheduler, ShardMembership, TaskContext, TaskDefinition, TaskRunOutcome, TaskScope, TaskState } from './scheduler/scheduler.ts';
export { rendezvousOwner, type Shard, shardOf, WHOLE_SHARD } from './scheduler/shard.ts';
export type { SecretBox } from './secrets.ts';
export type { ServiceMap } from './services.ts';
export { type DeclarableKind, type DeclaredChange, type DeclaredFields, type DeclaredObjects, declarableKinds } from './system/declarable-kinds.ts';
export {
  type CliCommand,
  type CliInput,
  type CliIo,
  type CliOption,
  type CliPositional,
  CliUsageError,
  type ConsoleExtension,
  type ConsoleGatewayTab,
  type ConsolePage,
  type ConsoleSandboxSection,
  cliCommands,
  consoleExtensions,
  type PageFallback,
  pageFallbacks,
  type ReadinessCheck,
  readinessChecks,
} from './system/extension-points.ts';
export { startChildSpan } from './tracing/child-span.ts';
export type { SpanAttributes, SpanKindName, TraceSpan } from './tracing/span.ts';
export { VERSION } from './version.ts';
