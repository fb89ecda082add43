import type { EntityManager } from '@mikro-orm/core';
import { type AuditInput, accepted, isProblem, type OperationRecord, type PluginApi, Problem, type RouteRequest, startsOperation } from '@portcullis/core';
import { type GatewayScope, gatewayParams, requestIdFor, resolveGatewayScope } from '@portcullis/plugin-gateways';
import type { SandboxesConfig } from '../config.ts';
import { runCreate } from '../create/operation.ts';
import { type CreateBody, createBody } from '../create/schema.ts';
import { createSpec, servicesOf } from '../create/spec.ts';
import { requireKnownPresets } from '../optional-services.ts';
import { keyOf } from '../sandbox/sandboxes.ts';
import { scopeQuery } from '../sandbox/schemas.ts';
import { idempotencyOf } from './idempotency-key.ts';

/** A template or services asked of a line without them: 409 GATEWAY_CAPABILITY_UNAVAILABLE before anything is audited or sent. */
async function requireCapabilities(request: RouteRequest<unknown, unknown, CreateBody>, scope: GatewayScope, body: CreateBody): Promise<void> {
  const gateways = request.resolve('gatewayApi');
  if (body.gateway_template) await gateways.requireCapability(scope.gateway, 'templates', { signal: request.signal });
  if (body.services?.length) await gateways.requireCapability(scope.gateway, 'services', { signal: request.signal });
}

export function createRoute(api: PluginApi<SandboxesConfig>): void {
  const readyTimeoutMs = api.config.ready_timeout_seconds * 1000;
  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/sandboxes',
    access: 'operator',
    tags: ['sandboxes'],
    ...startsOperation,
    summary: 'Create a sandbox: 202 with an operation that succeeds once it runs and its presets are applied.',
    description:
      "The gateway creates the sandbox before the 202, so its refusals (unknown provider, duplicate name, unknown `gateway_template`) are the answer. `gateway_template` names a template stored on the gateway (0.1 gateways; 409 GATEWAY_CAPABILITY_UNAVAILABLE on 0.0, before anything is audited); the sandbox's `workload_template` says which one it came from. `services` (`name` a DNS label, omitted for the unnamed service; `port` 1–65535) are exposed by the gateway with the sandbox and then listed by GET .../services (0.1 gateways; a non-empty list is 409 GATEWAY_CAPABILITY_UNAVAILABLE naming `services` on 0.0). `Idempotency-Key`: the same key and body within 24 h give the same operation; another body is 409 IDEMPOTENCY_KEY_REUSED.",
    params: gatewayParams,
    query: scopeQuery,
    body: createBody,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const body = request.body;
      const operations = request.resolve('operations');
      const idempotency = idempotencyOf(request, 'sandbox.create', scope, body);
      // With an Idempotency-Key, all of this runs for one request only; parallel retries wait for its operation.
      const { operation } = await operations.startOnce(idempotency, async () => {
        const { presets: policyPresets } = request.resolve('sandboxOptionalServices');
        requireKnownPresets(body.presets, policyPresets);
        await requireCapabilities(request, scope, body);
        // With a key, one request id for every request that carries it; else the operation's.
        const requestIdOf = (operation: OperationRecord) => (idempotency ? requestIdFor(idempotency.scope, idempotency.key) : operation.id);
        const prepared = await createUpstream(request, scope, body, requestIdOf);
        const work = {
          scope,
          name: body.name,
          presets: body.presets,
          sandboxes: request.resolve('sandboxes'),
          policyPresets,
          clock: request.resolve('clock'),
          readyTimeoutMs,
        };
        return { prepared, work: (handle) => runCreate(work, handle) };
      });
      return accepted(operation);
    },
  });
}

/** The `sandbox.create` intent: what is asked of the gateway (environment values never, only their names). */
function intentOf(scope: GatewayScope, body: CreateBody, operationId: string): AuditInput {
  return {
    action: 'sandbox.create',
    resourceType: 'sandbox',
    resourceId: body.name,
    gateway: scope.gateway.name,
    detail: {
      workspace: scope.workspace,
      operation_id: operationId,
      image: body.image ?? '',
      gpu: body.gpu,
      providers: body.providers,
      presets: body.presets,
      environment_keys: Object.keys(body.environment).sort(),
      labels: body.labels ?? {},
      gateway_template: body.gateway_template ?? null,
      services: servicesOf(body),
    },
  };
}

/**
 * A name that is taken because its sandbox is still being deleted (docs/openshell-0.0.md §g.3: the gateway answers
 * ALREADY_EXISTS until the driver has removed it) gets an answer that says so; any other refusal passes on as it is.
 */
async function explained(request: RouteRequest<unknown, unknown, CreateBody>, scope: GatewayScope, name: string, error: unknown): Promise<unknown> {
  if (!isProblem(error) || error.code !== 'ALREADY_EXISTS') return error;
  const existing = await request
    .resolve('sandboxes')
    .fetch(scope, name, request.signal)
    .catch(() => null);
  if (existing?.phase !== 'DELETING') return error;
  return new Problem(409, 'SANDBOX_DELETING', {
    detail: `Sandbox ${name} is still being deleted on gateway ${scope.gateway.name}; create it again once it is gone (its delete operation says when).`,
    extensions: { gateway: scope.gateway.name, sandbox: name },
    cause: error,
  });
}

/**
 * The operation (pending, not started) and the audit intent commit together before CreateSandbox is sent: after a
 * crash at any point, a sandbox on the gateway has both. Then the outcome row with our labels, description and
 * `sandbox.created` in one transaction. A refusal is the answer: the operation nobody was told about ends failed
 * (and an idempotency key is free again). Returns the prepared operation.
 */
async function createUpstream(
  request: RouteRequest<unknown, unknown, CreateBody>,
  scope: GatewayScope,
  body: CreateBody,
  requestIdOf: (operation: OperationRecord) => string,
): Promise<OperationRecord> {
  const operations = request.resolve('operations');
  // The operation exists once the intent committed, which is when the call is sent.
  const made: { operation?: OperationRecord; sent?: OperationRecord } = {};
  const intent = async (em: EntityManager) => {
    made.operation = await operations.prepare(em, {
      type: 'sandbox.create',
      gateway: scope.gateway.name,
      resource: body.name,
      message: `Creating sandbox ${body.name}`,
    });
    return intentOf(scope, body, made.operation.id);
  };
  const create = async (operation: OperationRecord) => {
    made.sent = operation;
    try {
      return await request.resolve('gatewayApi').sandboxes.create(scope, createSpec(body), { signal: request.signal, requestId: requestIdOf(operation) });
    } catch (error) {
      throw await explained(request, scope, body.name, error);
    }
  };
  const hasMetadata = body.labels !== undefined || (body.description ?? null) !== null;
  try {
    await request.auditedEffect(intent, () => create(made.operation!), {
      outcome: (created) => ({ sandbox_id: created.id }),
      record: async (em, created) => {
        if (hasMetadata)
          await request
            .resolve('sandboxMetadata')
            .apply(em, keyOf(scope, body.name), created.id, { labels: body.labels, description: body.description ?? null });
        request.resolve('events').emit('sandbox.created', {
          gateway: scope.gateway.name,
          sandbox: body.name,
          workspace: scope.workspace,
          image: created.image,
          gpu: body.gpu,
          providers: body.providers,
          services: servicesOf(body),
        });
      },
    });
  } catch (error) {
    if (made.sent) await operations.abandon(made.sent.id, error);
    throw error;
  }
  return made.operation!;
}
