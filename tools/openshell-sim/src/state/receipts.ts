// Provider-change receipts (docs/openshell-0.1.md §2.11, §3 "Receipts"). Attaching, detaching or updating a provider is
// persisted at once and installed by the sandbox's supervisor later; a receipt follows one such change from PERSISTED
// through PENDING to READY (attach, update) or REVOKED (detach) after `receiptDelayMs` (2–7 s measured on 0.1.2). A
// newer change of the same sandbox and provider makes older receipts SUPERSEDED. A held sandbox's receipts stay
// PENDING until released.
import { randomUUID } from 'node:crypto';
import { effectiveConfig } from '../policy/effective-config.ts';
import type { Gateway } from './gateway.ts';
import type { ProviderRecord, SandboxRecord } from './types.ts';

export type ReceiptKind = 'ATTACH' | 'DETACH' | 'UPDATE';
export type ReceiptState = 'PERSISTED' | 'PENDING' | 'READY' | 'REVOKED' | 'SUPERSEDED';

export interface ReceiptRecord {
  id: string;
  /** Shared by every receipt of one provider update. */
  mutationId: string;
  kind: ReceiptKind;
  sandboxId: string;
  sandbox: string;
  workspace: string;
  provider: string;
  /** Empty once the provider is detached. */
  providerId: string;
  providerResourceVersion: number;
  providerEnvRevision: number;
  /** The effective configuration the change is to be installed with. */
  configRevision: number;
  policyHash: string;
  persistedAtMs: number;
  state: ReceiptState;
  /** When the supervisor reported the final state (0 before). */
  observedAtMs: number;
  /** Installed, but a hold keeps it from being reported. */
  awaitingRelease: boolean;
}

/** Where PERSISTED turns PENDING: the supervisor has seen the change and works on it. */
const PENDING_AT = 0.25;

export class Receipts {
  private readonly gateway: Gateway;
  private readonly byId = new Map<string, ReceiptRecord>();
  private readonly held = new Set<string>();

  constructor(gateway: Gateway) {
    this.gateway = gateway;
  }

  record(sandbox: SandboxRecord, provider: ProviderRecord | undefined, providerName: string, kind: ReceiptKind, mutationId = randomUUID()): ReceiptRecord {
    for (const older of this.forPair(sandbox.id, providerName)) this.supersede(older);
    const effective = effectiveConfig(this.gateway, sandbox);
    const receipt: ReceiptRecord = {
      id: randomUUID(),
      mutationId,
      kind,
      sandboxId: sandbox.id,
      sandbox: sandbox.name,
      workspace: sandbox.workspace,
      provider: providerName,
      providerId: kind === 'DETACH' ? '' : (provider?.id ?? ''),
      providerResourceVersion: provider?.resourceVersion ?? 0,
      providerEnvRevision: sandbox.providerEnvRevision,
      configRevision: effective.configRevision,
      policyHash: effective.revision?.policyHash ?? '',
      persistedAtMs: Date.now(),
      state: 'PERSISTED',
      observedAtMs: 0,
      awaitingRelease: false,
    };
    this.byId.set(receipt.id, receipt);
    const delay = this.gateway.options.timings.receiptDelayMs;
    this.gateway.scheduler.after(delay * PENDING_AT, () => this.advance(receipt, 'PENDING'));
    this.gateway.scheduler.after(delay, () => this.install(receipt));
    return receipt;
  }

  find(id: string): ReceiptRecord | undefined {
    return this.byId.get(id);
  }

  /** The newest receipt of a sandbox and provider. */
  latest(sandboxId: string, provider: string): ReceiptRecord | undefined {
    return this.forPair(sandboxId, provider).at(-1);
  }

  /** Keeps a sandbox's receipts PENDING (its supervisor does not report); released, they go on at once. */
  hold(sandboxId: string, hold: boolean): void {
    if (hold) {
      this.held.add(sandboxId);
      return;
    }
    this.held.delete(sandboxId);
    for (const receipt of this.byId.values()) {
      if (receipt.sandboxId === sandboxId && receipt.awaitingRelease) this.install(receipt);
    }
  }

  forget(sandboxId: string): void {
    for (const [id, receipt] of this.byId) if (receipt.sandboxId === sandboxId) this.byId.delete(id);
    this.held.delete(sandboxId);
  }

  all(): ReceiptRecord[] {
    return [...this.byId.values()];
  }

  private forPair(sandboxId: string, provider: string): ReceiptRecord[] {
    return [...this.byId.values()].filter((r) => r.sandboxId === sandboxId && r.provider === provider).sort((a, b) => a.persistedAtMs - b.persistedAtMs);
  }

  private supersede(receipt: ReceiptRecord): void {
    receipt.state = 'SUPERSEDED';
    receipt.awaitingRelease = false;
  }

  private advance(receipt: ReceiptRecord, state: 'PENDING'): void {
    if (receipt.state === 'PERSISTED') receipt.state = state;
  }

  private install(receipt: ReceiptRecord): void {
    if (receipt.state !== 'PERSISTED' && receipt.state !== 'PENDING') return;
    if (this.held.has(receipt.sandboxId)) {
      receipt.state = 'PENDING';
      receipt.awaitingRelease = true;
      return;
    }
    receipt.awaitingRelease = false;
    receipt.state = receipt.kind === 'DETACH' ? 'REVOKED' : 'READY';
    receipt.observedAtMs = Date.now();
  }
}
