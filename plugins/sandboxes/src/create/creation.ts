import type { EntityManager } from '@mikro-orm/core';
import {
  type AuditInput,
  type AuditWriter,
  type Clock,
  type EventBus,
  isProblem,
  type OperationRecord,
  type OperationService,
  type PreparedOperation,
  Problem,
} from '@portcullis/core';
import { type GatewayApi, type GatewayScope, requestIdFor } from '@portcullis/plugin-gateways';
import { type PolicyPresets, requireKnownPresets } from '../optional-services.ts';
import type { MetadataStore } from '../sandbox/metadata-store.ts';
import { keyOf, type Sandboxes } from '../sandbox/sandboxes.ts';
import type { StartRequest } from '../sandbox/start-request.ts';
import { type CreateWork, runCreate } from './operation.ts';
import type { CreateBody } from './schema.ts';
import { createSpec, servicesOf } from './spec.ts';

interface Deps {
  gateways: GatewayApi;
  audit: AuditWriter;
  operations: OperationService;
  sandboxes: Sandboxes;
  metadata: MetadataStore;
  events: EventBus;
  clock: Clock;
  /** Null when the policies plugin is not enabled. */
  policyPresets: PolicyPresets | null;
  readyTimeoutMs: number;
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
 * Creates sandboxes on their gateway: CreateSandbox audited write-ahead with its operation, our labels and
 * description, `sandbox.created`, and then the operation that waits until the sandbox runs and applies its presets.
 */
export class SandboxCreation {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /**
   * What `operations.startOnce` starts for a create: the gateway has created the sandbox by the time this returns,
   * so its refusals are thrown here and are the request's answer.
   */
  async create(scope: GatewayScope, body: CreateBody, request: StartRequest): Promise<PreparedOperation> {
    requireKnownPresets(body.presets, this.deps.policyPresets);
    await this.requireCapabilities(scope, body, request.signal);
    const prepared = await this.createUpstream(scope, body, request);
    const work: CreateWork = {
      scope,
      name: body.name,
      presets: body.presets,
      sandboxes: this.deps.sandboxes,
      policyPresets: this.deps.policyPresets,
      clock: this.deps.clock,
      readyTimeoutMs: this.deps.readyTimeoutMs,
    };
    return { prepared, work: (handle) => runCreate(work, handle) };
  }

  /** A template or services asked of a line without them: 409 GATEWAY_CAPABILITY_UNAVAILABLE before anything is audited or sent. */
  private async requireCapabilities(scope: GatewayScope, body: CreateBody, signal: AbortSignal): Promise<void> {
    if (body.gateway_template) await this.deps.gateways.requireCapability(scope.gateway, 'templates', { signal });
    if (body.services?.length) await this.deps.gateways.requireCapability(scope.gateway, 'services', { signal });
  }

  /**
   * The operation (pending, not started) and the audit intent commit together before CreateSandbox is sent: after a
   * crash at any point, a sandbox on the gateway has both. Then the outcome row with our labels, description and
   * `sandbox.created` in one transaction. A refusal is the answer: the operation nobody was told about ends failed
   * (and an idempotency key is free again). Returns the prepared operation.
   */
  private async createUpstream(scope: GatewayScope, body: CreateBody, request: StartRequest): Promise<OperationRecord> {
    const { operations } = this.deps;
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
        return await this.deps.gateways.sandboxes.create(scope, createSpec(body), { signal: request.signal, requestId: requestIdOf(request, operation) });
      } catch (error) {
        throw await this.explained(scope, body.name, error, request.signal);
      }
    };
    const hasMetadata = body.labels !== undefined || (body.description ?? null) !== null;
    try {
      await this.deps.audit.effect(intent, () => create(made.operation!), {
        outcome: (created) => ({ sandbox_id: created.id }),
        record: async (em, created) => {
          if (hasMetadata)
            await this.deps.metadata.apply(em, keyOf(scope, body.name), created.id, { labels: body.labels, description: body.description ?? null });
          this.deps.events.emit('sandbox.created', {
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

  /**
   * A name that is taken because its sandbox is still being deleted (docs/openshell-0.0.md §g.3: the gateway answers
   * ALREADY_EXISTS until the driver has removed it) gets an answer that says so; any other refusal passes on as it is.
   */
  private async explained(scope: GatewayScope, name: string, error: unknown, signal: AbortSignal): Promise<unknown> {
    if (!isProblem(error) || error.code !== 'ALREADY_EXISTS') return error;
    const existing = await this.deps.sandboxes.fetch(scope, name, signal).catch(() => null);
    if (existing?.phase !== 'DELETING') return error;
    return new Problem(409, 'SANDBOX_DELETING', {
      detail: `Sandbox ${name} is still being deleted on gateway ${scope.gateway.name}; create it again once it is gone (its delete operation says when).`,
      extensions: { gateway: scope.gateway.name, sandbox: name },
      cause: error,
    });
  }
}

/** With a key, one request id for every request that carries it; else the operation's. */
function requestIdOf(request: StartRequest, operation: OperationRecord): string {
  return request.idempotency ? requestIdFor(request.idempotency.scope, request.idempotency.key) : operation.id;
}
