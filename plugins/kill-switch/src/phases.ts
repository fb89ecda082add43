import { type AuditInput, type EventBus, isProblem, type Logger } from '@portcullis/core';
import type { ProviderAttachments } from '@portcullis/plugin-providers';
import type { SandboxRef } from './owners.ts';
import type { SwitchRecord, SwitchStore } from './record/store.ts';

// The gateway half of a transition, run once the record says what to do: detach the recorded providers
// (`engaging` → `engaged`) or re-attach them (`releasing` → gone). Both are idempotent upstream, so running a phase
// again after a crash, or in two processes at once, changes nothing twice; the final compare-and-swap decides which
// run announces it.

// Providers attached while a switch was being engaged are recorded and detached too, for at most this many rounds.
const EXTRA_ROUNDS = 3;

/** The sandbox (or its gateway) no longer exists: there is nothing left to detach or re-attach. */
export function isGone(error: unknown): boolean {
  return isProblem(error) && (error.code === 'SANDBOX_NOT_FOUND' || error.code === 'GATEWAY_NOT_FOUND');
}

/** A recorded provider that was deleted meanwhile cannot be re-attached (contract §b.7: FAILED_PRECONDITION). */
function isProviderGone(error: unknown): boolean {
  return isProblem(error) && error.code === 'GATEWAY_PRECONDITION_FAILED' && /provider '.*' not found/.test(error.detail);
}

export function auditEntry(action: string, ref: SandboxRef, detail: Record<string, unknown>): AuditInput {
  return { action, resourceType: 'sandbox', resourceId: ref.sandbox, gateway: ref.gateway, detail: { workspace: ref.workspace, ...detail } };
}

export class SwitchPhases {
  private readonly store: SwitchStore;
  private readonly attachments: ProviderAttachments;
  private readonly events: EventBus;
  private readonly logger: Logger;

  constructor(deps: { store: SwitchStore; attachments: ProviderAttachments; events: EventBus; logger: Logger }) {
    this.store = deps.store;
    this.attachments = deps.attachments;
    this.events = deps.events;
    this.logger = deps.logger;
  }

  /** Detaches what the record names (reading the sandbox first if it could not be read before); null if it moved meanwhile. */
  async finishEngaging(record: SwitchRecord): Promise<SwitchRecord | null> {
    return this.unlessGone(record, async () => {
      let current: SwitchRecord | null =
        record.providers === null ? await this.store.change(record, { providers: await this.attachments.list(scopeOf(record), record.sandbox) }) : record;
      let pending = [...(current?.providers ?? [])];
      for (let round = 0; current && pending.length > 0 && round < EXTRA_ROUNDS; round += 1) {
        const recorded = current.providers ?? [];
        pending = await this.detach(current, pending);
        const unrecorded = pending.filter((provider) => !recorded.includes(provider));
        if (unrecorded.length > 0) current = await this.store.change(current, { providers: [...recorded, ...unrecorded] });
      }
      const engaged = current && (await this.store.change(current, { state: 'engaged', worker: null }));
      if (engaged) {
        this.events.emit('kill_switch.engaged', {
          gateway: engaged.gateway,
          workspace: engaged.workspace,
          sandbox: engaged.sandbox,
          engaged_by: engaged.engagedBy,
          holders: [...engaged.holders],
          providers: [...(engaged.providers ?? [])],
        });
      }
      return engaged;
    });
  }

  /** Re-attaches every recorded provider, then removes the record; whether this run removed it. */
  async finishReleasing(record: SwitchRecord): Promise<boolean> {
    return this.unlessGone(record, async () => {
      const notReattached: string[] = [];
      for (const provider of record.providers ?? []) {
        try {
          await this.attachments.attach(scopeOf(record), record.sandbox, provider, { reason: `kill switch released (${record.releasedBy ?? 'manual'})` });
        } catch (error) {
          if (!isProviderGone(error)) throw error;
          notReattached.push(provider);
        }
      }
      const removed = await this.store.remove(record);
      if (removed) {
        this.events.emit('kill_switch.released', {
          gateway: record.gateway,
          workspace: record.workspace,
          sandbox: record.sandbox,
          released_by: record.releasedBy ?? 'manual',
          engaged_by: record.engagedBy,
          providers: [...(record.providers ?? [])],
          not_reattached: notReattached,
        });
      }
      return removed;
    });
  }

  /** Detaches the providers one by one; returns what the sandbox still has attached afterwards. */
  private async detach(record: SwitchRecord, providers: string[]): Promise<string[]> {
    let after: string[] = [];
    for (const provider of providers) {
      after = (await this.attachments.detach(scopeOf(record), record.sandbox, provider, { reason: `kill switch engaged (${record.engagedBy})` })).providers;
    }
    return after;
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
