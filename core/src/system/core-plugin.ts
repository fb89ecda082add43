import { z } from 'zod';
import { AuditEntry, AuditOpenIntent, AuditPurge, AuditSettings } from '../audit/entity.ts';
import { type EffectReconciler, effectReconcilers, recoverOpenIntents } from '../audit/recovery.ts';
import type { AccessControl } from '../auth/access.ts';
import { type Actor, actorKey, type Role } from '../auth/actor.ts';
import { accessChangeEvents, authMethods, roleResolvers } from '../auth/extension-points.ts';
import { redactedSection } from '../config/load.ts';
import type { ConfigSection } from '../config/section.ts';
import { kernelMigrations } from '../db/kernel-migrations.ts';
import { problems } from '../errors.ts';
import type { SubscriberErrors } from '../events/bus.ts';
import { EventConsumer, EventLogEntry } from '../events/entity.ts';
import { listResponse, pageOf, pagingQuery } from '../http/paging.ts';
import { anyJson, eventStream } from '../http/responses.ts';
import type { AnyRoute } from '../http/route.ts';
import { HANDLED, type RouteRequest, reply } from '../http/route.ts';
import { openSse } from '../http/sse.ts';
import { ServiceInstance } from '../kernel/entity.ts';
import { HEARTBEAT_MS } from '../kernel/instances.ts';
import {
  IdempotencyClaim,
  isTerminal,
  Operation,
  type OperationRecord,
  type OperationStatus,
  type OperationStep,
  operationAtStep,
  operationJson,
} from '../operations/entity.ts';
import { definePlugin, type Plugin } from '../plugins/define.ts';
import type { PluginStatus } from '../plugins/graph.ts';
import { SchedulerLease } from '../scheduler/entity.ts';
import { VERSION } from '../version.ts';
import { declarableKinds } from './declarable-kinds.ts';
import { DOCS_ASSET_TYPES, DOCS_ASSETS, DOCS_CSP, DOCS_PAGE, type DocsAsset, docsAsset } from './docs-page.ts';
import { cliCommands, consoleExtensions, pageFallbacks, type ReadinessCheck, readinessChecks } from './extension-points.ts';
import { readiness } from './readiness.ts';
import { followAccessChanges, streamRecheckTask } from './stream-rechecks.ts';

/** What the kernel shares with its own plugin (facts only the kernel knows). */
export interface KernelView {
  initialised(): boolean;
  statuses(): PluginStatus[];
  sections(): Map<string, ConfigSection>;
  configValues(plugin: string): Record<string, unknown>;
  routes(): AnyRoute[];
  openApi(): Record<string, unknown>;
  readinessChecks(): ReadinessCheck[];
  effectReconcilers(): EffectReconciler[];
}

const operationParams = z.object({ id: z.string().uuid({ error: 'must be an operation id' }) });
const operationResponse = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'running', 'succeeded', 'failed', 'cancelled']),
  progress: z.number().int(),
  message: z.string().nullable(),
  result: z.unknown(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  gateway: z.string().nullable(),
  resource: z.string().nullable(),
  cancellable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});

const readinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z
    .object({ database: z.enum(['ok', 'unavailable']), initialised: z.boolean(), tasks: z.object({ healthy: z.boolean(), total: z.number().int() }).loose() })
    .loose(),
});

const pluginStatusSchema = z.object({
  id: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  reason: z.string(),
  depends_on: z.array(z.string()),
  optional_depends_on: z.array(z.string()),
  events: z.array(z.string()),
  subscriber_errors: z.object({ count: z.number().int(), last_error: z.object({ message: z.string(), at: z.string() }).nullable() }),
});
const taskStateSchema = z.object({
  id: z.string(),
  plugin: z.string(),
  scope: z.enum(['local', 'global', 'sharded']),
  enabled: z.boolean(),
  healthy: z.boolean(),
  running: z.boolean(),
  leader: z.boolean().nullable(),
  last_run_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_error: z.string().nullable(),
  consecutive_failures: z.number().int(),
  next_run_at: z.string().nullable(),
});

/**
 * The kernel's own routes, tables and tasks, declared with the same plugin API every plugin uses.
 */
export function corePlugin(view: KernelView): Plugin {
  return definePlugin({
    id: 'core',
    description: 'Kernel: health, readiness, metrics, system information, operations, audit storage.',
    entities: [
      AuditEntry,
      AuditOpenIntent,
      AuditSettings,
      AuditPurge,
      Operation,
      IdempotencyClaim,
      EventLogEntry,
      EventConsumer,
      SchedulerLease,
      ServiceInstance,
    ],
    migrations: kernelMigrations,
    register(api) {
      api.extensionPoint(authMethods);
      api.extensionPoint(roleResolvers);
      api.extensionPoint(accessChangeEvents);
      api.extensionPoint(readinessChecks);
      api.extensionPoint(cliCommands);
      api.extensionPoint(effectReconcilers);
      api.extensionPoint(pageFallbacks);
      api.extensionPoint(consoleExtensions);
      api.extensionPoint(declarableKinds);
      const { kernelConfig } = api;

      api.route({
        method: 'GET',
        path: '/healthz',
        access: 'public',
        rateLimitExempt: true,
        summary: 'Liveness: 200 while the process runs.',
        tags: ['system'],
        response: z.object({ status: z.literal('ok') }),
        handler: () => ({ status: 'ok' as const }),
      });

      api.route({
        method: 'GET',
        path: '/readyz',
        access: 'public',
        rateLimitExempt: true,
        tags: ['system'],
        summary: 'Readiness: database, start-up, background tasks and gateway health summary.',
        query: z.object({ verbose: z.enum(['true', 'false']).optional() }),
        status: [200, 503],
        response: readinessResponse,
        handler: async (request) => {
          const report = await readiness({
            database: request.resolve('database'),
            scheduler: request.resolve('scheduler'),
            initialised: view.initialised(),
            checks: view.readinessChecks(),
            verbose: request.query.verbose === 'true',
            timeoutMs: kernelConfig.readyz_timeout * 1000,
          });
          return reply(report.ready ? 200 : 503, report.body);
        },
      });

      api.route({
        method: 'GET',
        path: '/metrics',
        access: kernelConfig.auth_metrics_public ? 'public' : 'admin',
        rateLimitExempt: true,
        tags: ['system'],
        summary: 'Prometheus metrics (admin unless SERVICE_AUTH_METRICS_PUBLIC=true).',
        produces: ['text/plain'],
        handler: async (request) => {
          const registry = request.resolve('metrics').registry;
          request.ctx.type = registry.contentType;
          request.ctx.body = await registry.metrics();
          return HANDLED;
        },
      });

      api.route({
        method: 'GET',
        path: '/api/system/version',
        access: 'authenticated',
        tags: ['system'],
        summary: 'The running version.',
        response: z.object({ version: z.string(), name: z.string() }),
        handler: () => ({ name: 'portcullis', version: VERSION }),
      });

      api.route({
        method: 'GET',
        path: '/api/system/plugins',
        // Any caller: one whose roles are all per gateway needs it too, to be shown what those gateways offer.
        access: 'authenticated',
        tags: ['system'],
        summary: 'Every known plugin, enabled or disabled, and why; how often its event subscribers failed (the last error: admins only).',
        query: pagingQuery,
        response: listResponse(pluginStatusSchema),
        handler: (request) => {
          const events = request.resolve('events');
          const items = view
            .statuses()
            .map((status) => ({ ...status, subscriber_errors: shownSubscriberErrors(events.subscriberErrors(status.id), request.role) }));
          return pageOf(items, request.query);
        },
      });

      api.route({
        method: 'GET',
        path: '/api/system/events',
        access: 'viewer',
        tags: ['system'],
        summary: 'The events enabled plugins emit, with when each fires (what webhooks may subscribe to).',
        query: pagingQuery,
        response: listResponse(z.object({ name: z.string(), plugin: z.string(), description: z.string() })),
        handler: (request) => pageOf(request.resolve('eventCatalog').list(), request.query),
      });

      api.route({
        method: 'GET',
        path: '/api/system/config',
        access: 'admin',
        tags: ['system'],
        summary: 'Effective configuration with secrets redacted.',
        response: anyJson,
        handler: () => {
          const out: Record<string, unknown> = {};
          for (const [plugin, section] of view.sections()) {
            out[section.namespace === '' ? 'service' : section.namespace] = redactedSection(section, view.configValues(plugin));
          }
          return out;
        },
      });

      api.route({
        method: 'GET',
        path: '/api/system/tasks',
        access: 'admin',
        tags: ['system'],
        summary: 'Background tasks and their health.',
        query: pagingQuery,
        response: listResponse(taskStateSchema),
        handler: (request) => pageOf(request.resolve('scheduler').snapshot(), request.query),
      });

      api.route({
        method: 'GET',
        path: '/api/system/openapi.json',
        access: 'admin',
        tags: ['system'],
        summary: 'The OpenAPI document.',
        response: anyJson,
        handler: () => view.openApi(),
      });

      const docsServed = () => kernelConfig.docs_enabled && !kernelConfig.auth_enabled;
      api.route({
        method: 'GET',
        path: '/docs',
        access: 'public',
        tags: ['system'],
        summary: 'Interactive API documentation (local development only: SERVICE_DOCS_ENABLED=true with authentication off).',
        produces: ['text/html'],
        problems: [404],
        handler: (request) => {
          if (!docsServed()) throw problems.notFound('NOT_FOUND', 'No route for GET /docs.');
          request.ctx.set('Content-Security-Policy', DOCS_CSP);
          request.ctx.type = 'text/html';
          request.ctx.body = DOCS_PAGE;
          return HANDLED;
        },
      });

      api.route({
        method: 'GET',
        path: `${DOCS_ASSETS}/{file}`,
        access: 'public',
        tags: ['system'],
        operationId: 'system.getDocsAsset',
        summary: 'The scripts and styles of /docs (swagger-ui, from the installed swagger-ui-dist package).',
        params: z.object({ file: z.enum(Object.keys(DOCS_ASSET_TYPES) as [DocsAsset, ...DocsAsset[]]) }),
        produces: ['text/css', 'text/javascript'],
        handler: (request) => {
          if (!docsServed()) throw problems.notFound('NOT_FOUND', `No route for GET ${request.ctx.path}.`);
          request.ctx.type = DOCS_ASSET_TYPES[request.params.file];
          request.ctx.set('Cache-Control', 'public, max-age=3600');
          request.ctx.body = docsAsset(request.params.file);
          return HANDLED;
        },
      });

      api.route({
        method: 'GET',
        path: '/api/operations/{id}',
        access: 'authenticated',
        tags: ['operations'],
        summary: 'Poll a long-running operation (yours, or one on a gateway you may view).',
        params: operationParams,
        response: operationResponse,
        handler: async (request) => operationJson(await readableOperation(request)) as z.output<typeof operationResponse>,
      });

      api.route({
        method: 'GET',
        path: '/api/operations/{id}/stream',
        access: 'authenticated',
        tags: ['operations'],
        summary: 'Server-sent events: one `operation` event per change; the stream ends after the terminal one.',
        description:
          'A caller who loses access to the operation while following it (its key rotated or deleted, its session ended, its role removed) gets a last `revoked` event, `{"status": 401 | 403, "reason": "..."}`, and the stream ends (docs/streams.md).',
        params: operationParams,
        ...eventStream,
        handler: async (request) => {
          streamOperation(request, await readableOperation(request));
          return HANDLED;
        },
      });

      api.route({
        method: 'POST',
        path: '/api/operations/{id}/cancel',
        access: 'authenticated',
        tags: ['operations'],
        status: 202,
        summary: 'Ask a cancellable operation to stop (yours, or one on a gateway you operate): it ends `cancelled` once its work has stopped.',
        description:
          '409 OPERATION_FINISHED when it has already ended, 409 OPERATION_NOT_CANCELLABLE when its work cannot stop early (`cancellable: false`). Asking again before it has ended answers the same and changes nothing (one `operation.cancel` audit row). Once a cancel is accepted the operation ends `cancelled`, even when its work finished first.',
        params: operationParams,
        response: operationResponse,
        handler: async (request) => {
          const operation = await request.resolve('operations').require(request.params.id);
          if (operation.actorRef !== actorKey(request.actor!)) await request.resolve('access').check(request.actor, 'operator', operation.gateway ?? null);
          // The request is on record once, with the change it makes: parallel or repeated asks add nothing.
          const { operation: cancelling } = await request.resolve('operations').cancel(operation.id, async (em) => {
            await request.resolve('audit').append(em, {
              action: 'operation.cancel',
              resourceType: 'operation',
              resourceId: operation.id,
              gateway: operation.gateway ?? null,
              detail: { type: operation.type },
            });
          });
          return operationJson(cancelling) as z.output<typeof operationResponse>;
        },
      });

      api.task({
        id: 'core.instance-heartbeat',
        every: HEARTBEAT_MS,
        scope: 'local',
        runAtStart: true,
        run: ({ resolve }) => resolve('instances').beat(),
      });
      streamRecheckTask(api, kernelConfig.stream_recheck_seconds);
      api.task({
        id: 'core.operations-orphans',
        every: '60s',
        scope: 'global',
        run: async ({ resolve }) => {
          await resolve('operations').reapOrphans();
        },
      });
      // Local: each process also resolves intents it lost track of itself; two resolving one intent write it once.
      api.task({
        id: 'core.audit-intents',
        every: '30s',
        scope: 'local',
        runAtStart: true,
        run: async ({ resolve, logger, signal }) => {
          await recoverOpenIntents({ audit: resolve('audit'), reconcilers: view.effectReconcilers(), logger, signal });
        },
      });
      api.task({
        id: 'core.retention',
        every: '1h',
        scope: 'global',
        run: async ({ now, resolve }) => {
          await resolve('operations').purgeFinishedBefore(new Date(now() - kernelConfig.operations_retention_days * 86_400_000));
          await resolve('operations').purgeExpiredClaims();
          await resolve('audit').purgeOlderThan(new Date(now() - kernelConfig.audit_retention_days * 86_400_000));
          await resolve('events').purge(now());
        },
      });
    },
    start(runtime) {
      followAccessChanges(runtime);
    },
  });
}

/**
 * The operation named by the path, if the caller may read it: whoever started it may, and so may anyone who may view
 * its gateway (for an operation without a gateway: anyone with a global role). Someone with roles on some gateways
 * only reaches this through the `authenticated` access level.
 */
async function readableOperation(request: RouteRequest<{ id: string }, unknown, unknown>): Promise<OperationRecord> {
  const operation = await request.resolve('operations').require(request.params.id);
  await mayRead(request.resolve('access'), request.actor!, operation);
  return operation;
}

async function mayRead(access: AccessControl, actor: Actor, operation: OperationRecord): Promise<void> {
  if (operation.actorRef !== actorKey(actor)) await access.check(actor, 'viewer', operation.gateway ?? null);
}

/**
 * Replays the steps the operation has been through (so a stream opened after it started still shows pending,
 * running, ...), then follows it live until it ends. Live changes are subscribed to before the replay is read,
 * and numbered, so none is lost or sent twice.
 */
function streamOperation(request: RouteRequest<{ id: string }, unknown, unknown>, operation: OperationRecord): void {
  const { id } = operation;
  const access = request.resolve('access');
  const stream = openSse(request.ctx, request.resolve('streams'), { authorize: (actor) => mayRead(access, actor, operation) });
  let replayed = -1;
  const early: Array<{ operation: Record<string, unknown>; step: number }> = [];
  const send = (data: Record<string, unknown>) => {
    stream.send('operation', data);
    if (isTerminal(data.status as OperationStatus)) stream.close();
  };
  const unsubscribe = request.resolve('events').on(
    'operation.updated',
    (event) => {
      if (event.data.operation.id !== id) return;
      if (replayed < 0) early.push(event.data);
      else if (event.data.step > replayed) {
        replayed = event.data.step;
        send(event.data.operation);
      }
    },
    { replicas: 'all' },
  );
  stream.onClose(unsubscribe);
  void request
    .resolve('operations')
    .require(id)
    .then(
      (current) => {
        const steps = current.history ?? [];
        steps.forEach((step, index) => send(index === steps.length - 1 ? operationJson(current) : operationAtStep(current, step)));
        if (steps.length === 0 || !sameStep(steps[steps.length - 1]!, current)) send(operationJson(current));
        replayed = steps.length;
        for (const event of early)
          if (event.step > replayed) {
            replayed = event.step;
            send(event.operation);
          }
      },
      () => stream.close(),
    );
}

/** Error messages may name internal addresses or resources: admins see them, others the count and time only. */
function shownSubscriberErrors(errors: SubscriberErrors, role: Role | null): SubscriberErrors {
  if (role === 'admin' || !errors.last_error) return errors;
  return { count: errors.count, last_error: { message: '(shown to admins)', at: errors.last_error.at } };
}

function sameStep(step: OperationStep, operation: OperationRecord): boolean {
  return step.status === operation.status && step.progress === operation.progress && step.message === (operation.message ?? null);
}
