import { type Clock, currentContext, type Logger, Problem } from '@portcullis/core';
import type { ProviderAttachments } from '@portcullis/plugin-providers';
import { KeyedLock } from './keyed-lock.ts';
import { type Owner, refKey, type SandboxRef } from './owners.ts';
import { auditEntry, isGone, type SwitchPhases } from './phases.ts';
import { type KillSwitchJson, killSwitchJson } from './record/json.ts';
import type { SwitchRecord, SwitchStore } from './record/store.ts';

// A compare-and-swap that loses means another process moved the switch in between: read it again and decide anew.
const ATTEMPTS = 5;

function conflict(ref: SandboxRef): Problem {
  return new Problem(409, 'CONCURRENT_MODIFICATION', { detail: `The kill switch of sandbox ${ref.sandbox} kept changing under this request; try again.` });
}

/**
 * The `killSwitch` service: engage and release per owner, resume, status, and the reconciliation of transitions
 * a crash or a failing gateway left unfinished. Engaging records the switch (and the providers, when the sandbox
 * can be read) before anything is detached, so no provider is ever detached without a record of it.
 */
export class KillSwitch {
  private readonly store: SwitchStore;
  private readonly phases: SwitchPhases;
  private readonly attachments: ProviderAttachments;
  private readonly instanceId: string;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly lock = new KeyedLock();

  constructor(deps: { store: SwitchStore; phases: SwitchPhases; attachments: ProviderAttachments; instanceId: string; clock: Clock; logger: Logger }) {
    this.store = deps.store;
    this.phases = deps.phases;
    this.attachments = deps.attachments;
    this.instanceId = deps.instanceId;
    this.clock = deps.clock;
    this.logger = deps.logger;
  }

  async status(ref: SandboxRef): Promise<KillSwitchJson> {
    return killSwitchJson(ref, await this.store.find(ref));
  }

  /** Switches of a gateway (the curfew asks which sandboxes it holds). */
  forGateway(gateway: string): Promise<SwitchRecord[]> {
    return this.store.forGateway(gateway);
  }

  /**
   * Takes `owner`'s hold on the sandbox's switch, engaging it when nobody held it: 404 SANDBOX_NOT_FOUND for an
   * unknown sandbox (nothing recorded); a gateway failure after the record leaves it to the reconciliation.
   */
  engage(ref: SandboxRef, owner: Owner): Promise<KillSwitchJson> {
    return this.lock.run(refKey(ref), async () => killSwitchJson(ref, await this.engageLocked(ref, owner)));
  }

  /** Lets go of `owner`'s hold only; the providers come back when no owner holds the switch any more. */
  release(ref: SandboxRef, owner: Owner): Promise<KillSwitchJson> {
    return this.lock.run(refKey(ref), async () => killSwitchJson(ref, await this.releaseLocked(ref, owner)));
  }

  /** The operator's resume: every hold goes and every recorded provider is re-attached, whoever engaged it. */
  resume(ref: SandboxRef): Promise<KillSwitchJson> {
    return this.lock.run(refKey(ref), async () => killSwitchJson(ref, await this.releaseLocked(ref, null)));
  }

  /**
   * Finishes the transitions nobody is working on: those of instances that are gone, and this instance's own that
   * failed (the gateway did not answer). Returns how many it finished.
   */
  async reconcile(liveInstances: string[], signal: AbortSignal): Promise<number> {
    const live = new Set(liveInstances);
    let finished = 0;
    for (const record of await this.store.unfinished()) {
      if (signal.aborted) break;
      if (this.lock.busy(refKey(record)) || (record.worker !== null && record.worker !== this.instanceId && live.has(record.worker))) continue;
      try {
        if (await this.lock.run(refKey(record), () => this.finishLocked(record))) finished += 1;
      } catch (error) {
        this.logger.warn(
          { err: error, gateway: record.gateway, sandbox: record.sandbox, state: record.state },
          'kill switch transition still unfinished; retried at the next reconciliation',
        );
      }
    }
    return finished;
  }

  async forgetSandbox(ref: SandboxRef): Promise<void> {
    await this.store.removeSandbox(ref);
  }

  async forgetGateway(gateway: string): Promise<void> {
    await this.store.removeGateway(gateway);
  }

  private async engageLocked(ref: SandboxRef, owner: Owner): Promise<SwitchRecord | null> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const record = await this.store.find(ref);
      if (record && record.state !== 'releasing') {
        const held = record.holders.includes(owner)
          ? record
          : await this.store.change(
              record,
              { holders: [...record.holders, owner] },
              auditEntry('kill_switch.engage', ref, { owner, holders: [...record.holders, owner] }),
            );
        if (!held) continue;
        // An earlier attempt of this process failed (the gateway did not answer, or did not confirm): asking again
        // finishes it now.
        if ((held.state === 'engaging' && held.worker === this.instanceId) || held.state === 'failed')
          return (await this.phases.finishEngaging(held)) ?? this.store.find(ref);
        return held;
      }
      const recorded = record ? await this.engageAgain(record, owner) : await this.record(ref, owner);
      if (recorded) return (await this.phases.finishEngaging(recorded)) ?? this.store.find(ref);
    }
    throw conflict(ref);
  }

  /** A switch being released is engaged again with the providers it recorded. */
  private engageAgain(record: SwitchRecord, owner: Owner): Promise<SwitchRecord | null> {
    return this.store.change(
      record,
      {
        state: 'engaging',
        engagedBy: owner,
        holders: [owner],
        releasedBy: null,
        worker: this.instanceId,
        engagedAt: new Date(this.clock.now()),
        engagedActor: actorName(),
        receipts: null,
        failure: null,
      },
      auditEntry('kill_switch.engage', record, { owner, holders: [owner], providers: record.providers }),
    );
  }

  /**
   * Records a new switch with the sandbox's providers. When the gateway fails to say which, the switch is recorded
   * without them (the reconciliation reads them later) and the failure is passed on.
   */
  private async record(ref: SandboxRef, owner: Owner): Promise<SwitchRecord | null> {
    let providers: string[] | null = null;
    let failure: unknown = null;
    try {
      providers = await this.attachments.list({ gateway: ref.gateway, workspace: ref.workspace }, ref.sandbox);
    } catch (error) {
      if (isGone(error)) throw error;
      failure = error;
    }
    const created = await this.store.create(
      ref,
      { owner, providers, worker: this.instanceId, actor: actorName() },
      auditEntry('kill_switch.engage', ref, { owner, holders: [owner], providers }),
    );
    if (created && failure) throw failure;
    return created;
  }

  /** `owner` null: every hold (resume). */
  private async releaseLocked(ref: SandboxRef, owner: Owner | null): Promise<SwitchRecord | null> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const record = await this.store.find(ref);
      if (!record) return null;
      if (record.state === 'releasing') return owner === null ? this.finishReleasing(record) : record;
      if (owner !== null && !record.holders.includes(owner)) return record;
      const remaining = owner === null ? [] : record.holders.filter((holder) => holder !== owner);
      const entry = auditEntry('kill_switch.release', ref, { owner: owner ?? 'resume', holders: remaining });
      const changed =
        remaining.length > 0
          ? await this.store.change(record, { holders: remaining }, entry)
          : await this.store.change(
              record,
              { state: 'releasing', holders: [], releasedBy: owner ?? 'manual', receipts: null, failure: null, worker: this.instanceId },
              entry,
            );
      if (changed) return changed.state === 'releasing' ? this.finishReleasing(changed) : changed;
    }
    throw conflict(ref);
  }

  private async finishReleasing(record: SwitchRecord): Promise<SwitchRecord | null> {
    return (await this.phases.finishReleasing(record)) ? null : this.store.find(record);
  }

  /** Under the lock: reads the record again, takes it over from a gone worker, and runs its phase. */
  private async finishLocked(stale: SwitchRecord): Promise<boolean> {
    const record = await this.store.find(stale);
    if (!record || record.state === 'engaged' || record.version !== stale.version) return false;
    const claimed = record.worker === this.instanceId ? record : await this.store.change(record, { worker: this.instanceId });
    if (!claimed) return false;
    if (claimed.state === 'engaging' || claimed.state === 'failed') return (await this.phases.finishEngaging(claimed)) !== null;
    return this.phases.finishReleasing(claimed);
  }
}

/** Who is engaging: the request's caller, or `system` for background work. */
function actorName(): string {
  return currentContext()?.actor?.name ?? 'system';
}
