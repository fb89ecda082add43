import type { Actor, AuditWriter } from '@portcullis/core';
import type { GatewayClientPool, GatewayRecord, GatewayRegistry } from '@portcullis/plugin-gateways';
import type { Sandbox__Output } from '@portcullis/proto/generated/openshell/v1/Sandbox';
import { retryOnConcurrentModification } from './retry.ts';

/** Where a sandbox lives: a gateway (name or record) and optionally a workspace (default: the gateway's). */
export interface AttachmentScope {
  gateway: string | GatewayRecord;
  workspace?: string | undefined;
}

export interface AttachmentOptions {
  /** Recorded as the actor of the audit rows (default: the current request's actor, or `system`). */
  actor?: Pick<Actor, 'name' | 'type'> | undefined;
  /** Recorded in the audit detail (the kill switch says why it detached). */
  reason?: string | undefined;
  signal?: AbortSignal | undefined;
}

export interface AttachResult {
  /** False when the provider was attached already. */
  attached: boolean;
  /** The sandbox's providers afterwards. */
  providers: string[];
}

export interface DetachResult {
  /** False when the provider was not attached. */
  detached: boolean;
  providers: string[];
}

export interface RetrySettings {
  retries: number;
  delayMs: number;
}

type Change = 'attach' | 'detach';

/**
 * Attaching providers to sandboxes and detaching them, for the operator endpoints and for other plugins (the kill
 * switch, curfew and budgets detach and re-attach). Both are idempotent and retried on concurrent modification,
 * so a caller can repeat them after a crash without harm. Every call is audited, even one that changes nothing:
 * whether it would is only known once the gateway answered, and the intent is written before.
 */
export class ProviderAttachments {
  private readonly pool: GatewayClientPool;
  private readonly registry: GatewayRegistry;
  private readonly audit: AuditWriter;
  private readonly retry: RetrySettings;

  constructor(options: { pool: GatewayClientPool; registry: GatewayRegistry; audit: AuditWriter; retry: RetrySettings }) {
    this.pool = options.pool;
    this.registry = options.registry;
    this.audit = options.audit;
    this.retry = options.retry;
  }

  /** Names of the providers in the sandbox's spec (what a kill switch records before detaching). */
  async list(scope: AttachmentScope, sandbox: string, options: Pick<AttachmentOptions, 'signal'> = {}): Promise<string[]> {
    const { gateway, workspace } = await this.resolve(scope);
    return providersOf(await this.readSandbox(gateway, workspace, sandbox, options.signal));
  }

  async attach(scope: AttachmentScope, sandbox: string, provider: string, options: AttachmentOptions = {}): Promise<AttachResult> {
    const { changed, providers } = await this.change('attach', scope, sandbox, provider, options);
    return { attached: changed, providers };
  }

  async detach(scope: AttachmentScope, sandbox: string, provider: string, options: AttachmentOptions = {}): Promise<DetachResult> {
    const { changed, providers } = await this.change('detach', scope, sandbox, provider, options);
    return { detached: changed, providers };
  }

  /** One `sandbox.provider.attach|detach`, audited write-ahead; the outcome says whether anything changed. */
  private async change(kind: Change, scope: AttachmentScope, sandbox: string, provider: string, options: AttachmentOptions) {
    const { gateway, workspace } = await this.resolve(scope);
    return this.audit.effect(
      {
        action: `sandbox.provider.${kind}`,
        resourceType: 'sandbox',
        resourceId: sandbox,
        gateway: gateway.name,
        detail: { provider, workspace, ...(options.reason ? { reason: options.reason } : {}) },
        ...(options.actor ? { actor: options.actor } : {}),
      },
      () =>
        retryOnConcurrentModification(() => this.changeOnce(kind, gateway, workspace, sandbox, provider, options.signal), {
          ...this.retry,
          signal: options.signal,
        }),
      { outcome: (outcome) => ({ changed: outcome.changed }) },
    );
  }

  /** One attempt: a fresh resource_version, then the compare-and-swap write. */
  private async changeOnce(kind: Change, gateway: GatewayRecord, workspace: string, sandbox: string, provider: string, signal?: AbortSignal) {
    const current = await this.readSandbox(gateway, workspace, sandbox, signal);
    const request = { sandbox_name: sandbox, provider_name: provider, expected_resource_version: Number(current.metadata?.resource_version ?? 0) };
    const options = { workspace, notFound: 'SANDBOX_NOT_FOUND', ...(signal ? { signal } : {}) };
    if (kind === 'attach') {
      const response = await this.pool.unary(gateway, 'openshell', 'AttachSandboxProvider', request, options);
      return { changed: response.attached, providers: providersOf(response.sandbox) };
    }
    const response = await this.pool.unary(gateway, 'openshell', 'DetachSandboxProvider', request, options);
    return { changed: response.detached, providers: providersOf(response.sandbox) };
  }

  private async readSandbox(gateway: GatewayRecord, workspace: string, sandbox: string, signal?: AbortSignal): Promise<Sandbox__Output> {
    const response = await this.pool.unary(
      gateway,
      'openshell',
      'GetSandbox',
      { name: sandbox },
      { workspace, notFound: 'SANDBOX_NOT_FOUND', ...(signal ? { signal } : {}) },
    );
    if (!response.sandbox) throw new Error(`gateway ${gateway.name} answered GetSandbox without a sandbox`);
    return response.sandbox;
  }

  private async resolve(scope: AttachmentScope): Promise<{ gateway: GatewayRecord; workspace: string }> {
    const gateway = typeof scope.gateway === 'string' ? await this.registry.require(scope.gateway) : scope.gateway;
    return { gateway, workspace: scope.workspace ?? gateway.defaultWorkspace };
  }
}

function providersOf(sandbox: Sandbox__Output | null): string[] {
  return [...(sandbox?.spec?.providers ?? [])];
}
