// The plugin API of Portcullis: everything a plugin (ours or a third party's) needs, and nothing domain-specific.
// What is exported here is stable (semver with the package version; core/api-report.md shows it all), except what
// comes through ./internal.ts.
export { definePlugin, type Plugin, type PluginApi, type PluginRuntime, type PluginDefinition } from './plugins/define.ts';
export { defineExtensionPoint, type ExtensionPoint } from './plugins/extension-point.ts';
export type { PluginStatus } from './plugins/graph.ts';
export { setting } from './config/settings.ts';
export type { KernelConfig } from './config/kernel-config.ts';
export { Kernel, type KernelOptions } from './kernel/kernel.ts';
export { Problem, problems, StartupError, isProblem, type FieldError } from './errors.ts';
export { reply, Reply, isReply, HANDLED, type RouteDefinition, type RouteRequest, type WebSocketRequest, type Access, type Guard } from './http/route.ts';
export { openSse, type SseStream } from './http/sse.ts';
export { validate, fieldErrors } from './http/validate.ts';
export { boundedJson, MAX_INPUT_DEPTH } from './http/input-limits.ts';
export { pagingQueryShape, pagingQuery, pageOf, listResponse, type Paging } from './http/paging.ts';
export { WindowLimiter } from './http/rate-limiter.ts';
export { ROLES, roleRank, roleAtLeast, highestRole, actorKey, SYSTEM_ACTOR, type Actor, type ActorType, type Role } from './auth/actor.ts';
export { REALM, type Authenticator, type AuthRequest, type AuthResponse, type CookieOptions, type RoleResolver } from './auth/chain.ts';
export { authMethods, roleResolvers } from './auth/extension-points.ts';
export type { AccessControl } from './auth/access.ts';
export {
  readinessChecks, cliCommands, CliUsageError, type ReadinessCheck, type CliCommand, type CliIo, type CliInput, type CliOption,
  type CliPositional,
} from './system/extension-points.ts';
export type { EventMap, EventName, EventEnvelope, EventBus } from './events/bus.ts';
export type { EventCatalog, DeclaredEvent } from './events/catalog.ts';
export type { AuditInput, AuditWriter, EffectOptions, OrphanedIntent } from './audit/writer.ts';
export type { OpenEffect } from './audit/effect.ts';
export { effectReconcilers, type EffectReconciler } from './audit/recovery.ts';
export type { AuditOutcome } from './audit/entity.ts';
export type { TaskDefinition, TaskContext, TaskState, TaskRunOutcome, Scheduler } from './scheduler/scheduler.ts';
export type { OperationRecord } from './operations/entity.ts';
export { OperationFailure, type OperationService, type OperationHandle, type OperationWork, type StartOperation, type PreparedOperation } from './operations/service.ts';
export type { Idempotency } from './operations/idempotency.ts';
export type { Database } from './db/database.ts';
export type { Migration, PluginMigrations, Dialect } from './db/migration.ts';
export type { Metrics, MetricCounter, MetricGauge } from './metrics.ts';
export type { SecretBox } from './secrets.ts';
export type { ServiceMap } from './services.ts';
export type { Clock } from './clock.ts';
export { durationMs } from './clock.ts';
export { currentContext, type RequestContext } from './context.ts';
export { canonicalJson, sha256Hex } from './canonical.ts';
export { redactSecrets, REDACTED } from './redact.ts';
export type { Logger } from './logger.ts';
export { VERSION } from './version.ts';
export { Egress, EgressRefused, describeRefusal, type Inspection } from './net/egress.ts';
export { pinnedFetch, pinnedLookup, type PinnedRequestInit } from './net/pinned-fetch.ts';
export * from './internal.ts';
