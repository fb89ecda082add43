import { setTimeout as sleep } from 'node:timers/promises';
import type { Actor, AuditWriter } from '@portcullis/core';
import {
  type GatewayApi,
  type GatewayRecord,
  type GatewayRegistry,
  type GatewayScope,
  type ProviderReceipt,
  type ReceiptState,
  requestIdFor,
} from '@portcullis/plugin-gateways';
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
  /** Names this change for the gateway (docs/wire-lines.md): every retry of it, here or after a restart, sends the same. */
  requestId?: string | undefined;
}

export interface AttachResult {
  /** False when the provider was attached already. */
  attached: boolean;
  /** The sandbox's providers afterwards. */
  providers: string[];
  /** 0.1 gateways: the attach has taken effect when this receipt is READY (null on the 0.0 line). */
  receipt: ProviderReceipt | null;
}

export interface DetachResult {
  /** False when the provider was not attached. */
  detached: boolean;
  providers: string[];
  /** 0.1 gateways: the detach has taken effect when this receipt is REVOKED (null on the 0.0 line). */
  receipt: ProviderReceipt | null;
}

export interface RetrySettings {
  retries: number;
  delayMs: number;
}

type Change = 'attach' | 'detach';

/** A change whose effect is awaited: the receipt the gateway gave, and the state that means it took effect. */
export interface PendingChange {
  provider: string;
  receiptId: string;
  /** READY for an attach, REVOKED for a detach. */
  until: Extract<ReceiptState, 'ready' | 'revoked'>;
}

/** A change that did not take effect in time, with the last state the gateway reported. */
export interface UnconfirmedChange extends PendingChange {
  state: ReceiptState;
}

// Receipt states from which the awaited one never comes: the change failed, or a newer change replaced it.
const FINAL_STATES = new Set<ReceiptState>(['failed', 'superseded']);
const FIRST_LOOK_MS = 250;
const MAX_LOOK_MS = 2000;

/**
 * Attaching providers to sandboxes and detaching them, for the operator endpoints and for other plugins (the kill
 * switch, curfew and budgets detach and re-attach). Both are idempotent and retried on concurrent modification,
 * so a caller can repeat them after a crash without harm. Every call is audited, even one that changes nothing:
 * whether it would is only known once the gateway answered, and the intent is written before.
 */
export class ProviderAttachments {
  private readonly gateways: GatewayApi;
  private readonly registry: GatewayRegistry;
  private readonly audit: AuditWriter;
  private readonly retry: RetrySettings;

  constructor(options: { gateways: GatewayApi; registry: GatewayRegistry; audit: AuditWriter; retry: RetrySettings }) {
    this.gateways = options.gateways;
    this.registry = options.registry;
    this.audit = options.audit;
    this.retry = options.retry;
  }

  /** Names of the providers in the sandbox's spec (what a kill switch records before detaching). */
  async list(scope: AttachmentScope, sandbox: string, options: Pick<AttachmentOptions, 'signal'> = {}): Promise<string[]> {
    return (await this.gateways.sandboxes.get(await this.resolve(scope), sandbox, options)).providers;
  }

  async attach(scope: AttachmentScope, sandbox: string, provider: string, options: AttachmentOptions = {}): Promise<AttachResult> {
    const { changed, providers, receipt } = await this.change('attach', scope, sandbox, provider, options);
    return { attached: changed, providers, receipt };
  }

  async detach(scope: AttachmentScope, sandbox: string, provider: string, options: AttachmentOptions = {}): Promise<DetachResult> {
    const { changed, providers, receipt } = await this.change('detach', scope, sandbox, provider, options);
    return { detached: changed, providers, receipt };
  }

  /** One `sandbox.provider.attach|detach`, audited write-ahead; the outcome says whether anything changed. */
  private async change(kind: Change, scope: AttachmentScope, sandbox: string, provider: string, options: AttachmentOptions) {
    const resolved = await this.resolve(scope);
    return this.audit.effect(
      {
        action: `sandbox.provider.${kind}`,
        resourceType: 'sandbox',
        resourceId: sandbox,
        gateway: resolved.gateway.name,
        detail: { provider, workspace: resolved.workspace, ...(options.reason ? { reason: options.reason } : {}) },
        ...(options.actor ? { actor: options.actor } : {}),
      },
      () =>
        retryOnConcurrentModification(() => this.changeOnce(kind, resolved, sandbox, provider, options), {
          ...this.retry,
          signal: options.signal,
        }),
      { outcome: (outcome) => ({ changed: outcome.changed, ...(outcome.receipt ? { receipt: outcome.receipt.receiptId } : {}) }) },
    );
  }

  /**
   * One attempt: a fresh resource_version, then the compare-and-swap write. A retry after a concurrent change is
   * another write (another resource version), so it gets a request id of its own, derived from the caller's.
   */
  private async changeOnce(kind: Change, scope: GatewayScope, sandbox: string, provider: string, options: AttachmentOptions) {
    const current = await this.gateways.sandboxes.get(scope, sandbox, options);
    const requestId = options.requestId ? requestIdFor(options.requestId, String(current.resourceVersion)) : undefined;
    return this.gateways.providers[kind](scope, sandbox, provider, current.resourceVersion, { signal: options.signal, requestId });
  }

  /**
   * 0.1 gateways apply an attach or detach asynchronously (docs/wire-lines.md): waits until each receipt reports the
   * state its change takes effect in, looking again with a growing interval, for at most `timeoutMs`. Returns the
   * changes that did not get there (with their last state): empty when all took effect.
   */
  async awaitEffect(
    scope: AttachmentScope,
    sandbox: string,
    changes: PendingChange[],
    options: { timeoutMs: number; signal?: AbortSignal | undefined },
  ): Promise<UnconfirmedChange[]> {
    const resolved = await this.resolve(scope);
    const deadline = performance.now() + options.timeoutMs;
    let waiting = changes.map((change) => ({ ...change, state: 'unspecified' as ReceiptState }));
    for (let delay = FIRST_LOOK_MS; ; delay = Math.min(delay * 2, MAX_LOOK_MS)) {
      for (const change of waiting) {
        const status = await this.gateways.providers.receiptStatus(resolved, sandbox, change.provider, change.receiptId, options);
        change.state = status.state;
      }
      waiting = waiting.filter((change) => change.state !== change.until);
      if (waiting.length === 0 || waiting.every((change) => FINAL_STATES.has(change.state))) return waiting;
      const left = deadline - performance.now();
      if (left <= 0) return waiting;
      await sleep(Math.min(delay, left), undefined, options.signal ? { signal: options.signal } : {});
    }
  }

  private async resolve(scope: AttachmentScope): Promise<GatewayScope> {
    const gateway = typeof scope.gateway === 'string' ? await this.registry.require(scope.gateway) : scope.gateway;
    return { gateway, workspace: scope.workspace ?? gateway.defaultWorkspace };
  }
}
