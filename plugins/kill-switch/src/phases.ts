import { type AuditInput, type EventBus, isProblem, type Logger } from '@portcullis/core';
import { requestIdFor } from '@portcullis/plugin-gateways';
import type { PendingChange, ProviderAttachments, UnconfirmedChange } from '@portcullis/plugin-providers';
import type { SandboxRef } from './owners.ts';
import type { SwitchRecord, SwitchStore } from './record/store.ts';

// The gateway half of a transition, run once the record says what to do: detach the recorded providers
// (`engaging` → `engaged`) or re-attach them (`releasing` → gone). Both are idempotent upstream, so running a phase
// again after a crash, or in two processes at once, changes nothing twice; the final compare-and-swap decides which
// run announces it. On gateways that confirm provider changes with receipts (the 0.1 line, docs/wire-lines.md) a
// detach has taken effect only once its receipt says REVOKED, and an attach once it says READY: the phase waits for
// that, within a bounded time, and a switch whose detaches were not confirmed is `failed` until a later run sees
// them confirmed.

// Providers attached while a switch was being engaged are recorded and detached too, for at most this many rounds.
const EXTRA_ROUNDS = 3;

/** The sandbox (or its gateway) no longer exists: there is nothing left to detach or re-attach. */
export function isGone(error: unknown): boolean {
  return isProblem(error) && (error.code === 'SANDBOX_NOT_FOUND' || error.code === 'GATEWAY_NOT_FOUND');
}

/**
 * A recorded provider that was deleted meanwhile cannot be re-attached (docs/openshell-0.0.md §b.7:
 * FAILED_PRECONDITION).
 */
function isProviderGone(error: unknown): boolean {
  return isProblem(error) && error.code === 'GATEWAY_PRECONDITION_FAILED' && /provider '.*' not found/.test(error.detail);
}

export function auditEntry(action: string, ref: SandboxRef, detail: Record<string, unknown>): AuditInput {
  return { action, resourceType: 'sandbox', resourceId: ref.sandbox, gateway: ref.gateway, detail: { workspace: ref.workspace, ...detail } };
}

/** The same request id for every retry of one change of this switch's current engagement (docs/wire-lines.md). */
function changeId(record: SwitchRecord, change: 'attach' | 'detach', provider: string): string {
  return requestIdFor('kill-switch', record.id, String(record.engagedAt.getTime()), change, provider);
}

function unconfirmedText(changes: UnconfirmedChange[], timeoutMs: number): string {
  const each = changes.map((change) => `${change.provider} (receipt ${change.state})`).join(', ');
  const verb = changes[0]?.until === 'ready' ? 're-attach' : 'detach';
  return `the gateway did not confirm the ${verb} of ${each} within ${Math.round(timeoutMs / 1000)} s`;
}

export class SwitchPhases {
  private readonly store: SwitchStore;
  private readonly attachments: ProviderAttachments;
  private readonly events: EventBus;
  private readonly logger: Logger;
  private readonly confirmTimeoutMs: number;

  constructor(deps: { store: SwitchStore; attachments: ProviderAttachments; events: EventBus; logger: Logger; confirmTimeoutMs: number }) {
    this.store = deps.store;
    this.attachments = deps.attachments;
    this.events = deps.events;
    this.logger = deps.logger;
    this.confirmTimeoutMs = deps.confirmTimeoutMs;
  }

  /**
   * Detaches what the record names (reading the sandbox first if it could not be read before) and waits for the
   * gateway to confirm it; null if the record moved meanwhile.
   */
  async finishEngaging(record: SwitchRecord): Promise<SwitchRecord | null> {
    return this.unlessGone(record, async () => {
      let current: SwitchRecord | null =
        record.providers === null ? await this.store.change(record, { providers: await this.attachments.list(scopeOf(record), record.sandbox) }) : record;
      let pending = [...(current?.providers ?? [])];
      const receipts = { ...(record.receipts ?? {}) };
      for (let round = 0; current && pending.length > 0 && round < EXTRA_ROUNDS; round += 1) {
        const recorded = current.providers ?? [];
        pending = await this.detach(current, pending, receipts);
        const unrecorded = pending.filter((provider) => !recorded.includes(provider));
        if (unrecorded.length > 0) current = await this.store.change(current, { providers: [...recorded, ...unrecorded] });
      }
      if (!current) return null;
      const confirmed = await this.confirm(current, receipts, 'revoked');
      if (!confirmed.record) return null;
      if (confirmed.unconfirmed.length > 0) return this.failEngaging(confirmed.record, confirmed.unconfirmed);
      return this.store.change(confirmed.record, { state: 'engaged', receipts: null, failure: null, worker: null }, undefined, (engaged) =>
        this.events.emit('kill_switch.engaged', {
          gateway: engaged.gateway,
          workspace: engaged.workspace,
          sandbox: engaged.sandbox,
          engaged_by: engaged.engagedBy,
          holders: [...engaged.holders],
          providers: [...(engaged.providers ?? [])],
        }),
      );
    });
  }

  /** Re-attaches every recorded provider, waits for the gateway to confirm it, then removes the record; whether this run removed it. */
  async finishReleasing(record: SwitchRecord): Promise<boolean> {
    return this.unlessGone(record, async () => {
      const notReattached: string[] = [];
      const receipts: Record<string, string> = { ...(record.receipts ?? {}) };
      for (const provider of record.providers ?? []) {
        try {
          const result = await this.attachments.attach(scopeOf(record), record.sandbox, provider, {
            reason: `kill switch released (${record.releasedBy ?? 'manual'})`,
            requestId: changeId(record, 'attach', provider),
          });
          if (result.receipt) receipts[provider] = result.receipt.receiptId;
        } catch (error) {
          if (!isProviderGone(error)) throw error;
          notReattached.push(provider);
        }
      }
      const confirmed = await this.confirm(record, receipts, 'ready');
      if (!confirmed.record) return false;
      if (confirmed.unconfirmed.length > 0) {
        // Still `releasing`: the reconciliation attaches (a no-op) and looks at the receipts again.
        const left = Object.fromEntries(confirmed.unconfirmed.map((change) => [change.provider, change.receiptId]));
        await this.store.change(confirmed.record, { receipts: left, failure: unconfirmedText(confirmed.unconfirmed, this.confirmTimeoutMs) });
        return false;
      }
      return this.store.remove(confirmed.record, undefined, () =>
        this.events.emit('kill_switch.released', {
          gateway: record.gateway,
          workspace: record.workspace,
          sandbox: record.sandbox,
          released_by: record.releasedBy ?? 'manual',
          engaged_by: record.engagedBy,
          providers: [...(record.providers ?? [])],
          not_reattached: notReattached,
        }),
      );
    });
  }

  /** Detaches the providers one by one (noting their receipts); returns what the sandbox still has attached afterwards. */
  private async detach(record: SwitchRecord, providers: string[], receipts: Record<string, string>): Promise<string[]> {
    let after: string[] = [];
    for (const provider of providers) {
      const result = await this.attachments.detach(scopeOf(record), record.sandbox, provider, {
        reason: `kill switch engaged (${record.engagedBy})`,
        requestId: changeId(record, 'detach', provider),
      });
      if (result.receipt) receipts[provider] = result.receipt.receiptId;
      after = result.providers;
    }
    return after;
  }

  /**
   * Keeps the receipts with the record (a restarted process looks at them again), then awaits their effect. The
   * record as it is now (null: it moved meanwhile), and the changes not confirmed.
   */
  private async confirm(
    record: SwitchRecord,
    receipts: Record<string, string>,
    until: PendingChange['until'],
  ): Promise<{ record: SwitchRecord | null; unconfirmed: UnconfirmedChange[] }> {
    const changes = Object.entries(receipts).map(([provider, receiptId]) => ({ provider, receiptId, until }));
    if (changes.length === 0) return { record, unconfirmed: [] };
    const kept = await this.store.change(record, { receipts });
    if (!kept) return { record: null, unconfirmed: [] };
    return { record: kept, unconfirmed: await this.attachments.awaitEffect(scopeOf(record), record.sandbox, changes, { timeoutMs: this.confirmTimeoutMs }) };
  }

  /** Detached, but not confirmed: `failed` with the reason, announced once; a later run confirms it or tries again. */
  private async failEngaging(record: SwitchRecord, unconfirmed: UnconfirmedChange[]): Promise<SwitchRecord | null> {
    const failure = unconfirmedText(unconfirmed, this.confirmTimeoutMs);
    const receipts = Object.fromEntries(unconfirmed.map((change) => [change.provider, change.receiptId]));
    const announce = (failed: SwitchRecord) => {
      if (record.state === 'failed') return;
      this.logger.warn({ gateway: record.gateway, sandbox: record.sandbox, failure }, 'kill switch engaged, but the gateway has not confirmed the detaches');
      this.events.emit('kill_switch.failed', {
        gateway: failed.gateway,
        workspace: failed.workspace,
        sandbox: failed.sandbox,
        engaged_by: failed.engagedBy,
        providers: unconfirmed.map((change) => change.provider),
        reason: failure,
      });
    };
    return this.store.change(record, { state: 'failed', failure, receipts, worker: null }, undefined, announce);
  }

  /** Runs the phase; a sandbox that is gone takes its switch with it (audited), and the caller hears the 404. */
  private async unlessGone<T>(record: SwitchRecord, phase: () => Promise<T>): Promise<T> {
    try {
      return await phase();
    } catch (error) {
      if (isGone(error)) {
        const discarded = await this.store.remove(
          record,
          auditEntry('kill_switch.discard', record, { state: record.state, reason: (error as { code: string }).code }),
        );
        if (discarded) this.logger.info({ gateway: record.gateway, sandbox: record.sandbox }, 'kill switch of a sandbox that no longer exists discarded');
      }
      throw error;
    }
  }
}

function scopeOf(ref: SandboxRef) {
  return { gateway: ref.gateway, workspace: ref.workspace };
}
