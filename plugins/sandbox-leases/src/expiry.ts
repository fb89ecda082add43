import type { EventBus, Logger } from '@portcullis/core';
import { type ActionDeps, performLeaseAction } from './action.ts';
import type { SandboxLeaseEntity } from './entities.ts';
import type { PolicyView } from './json.ts';
import type { LeaseStore } from './lease-store.ts';
import type { Leases } from './leases.ts';
import type { LeasePolicyStore } from './policy-store.ts';
import { refOf } from './ref.ts';

interface Deps extends ActionDeps {
  store: LeaseStore;
  policies: LeasePolicyStore;
  leases: Leases;
  events: EventBus;
  instances: { self: string; liveIds(): Promise<string[]> };
  clock: { now(): number };
  logger: Logger;
}

/** Points where a test stops a run as a crash would (docs/plugins.md, Tasks: a crash must never double an effect). */
export interface ExpiryHooks {
  /** After a claim has committed, before the sandbox is touched. */
  afterClaim?: (lease: SandboxLeaseEntity) => Promise<void> | void;
}

/**
 * The lease check (a global task every SERVICE_LEASES_CHECK_INTERVAL seconds): warns, adopts, and expires.
 *
 * An expiry claims the lease first (active → expiring, with its audit row, in one transaction), then stops or
 * deletes the sandbox, then ends the lease (expiring → done, with its audit row and `sandbox.expired`, in one
 * transaction). Only one caller wins a claim, so two replicas checking at once act once. A claim whose holder is gone
 * (a crash, a restart) or that this process no longer works on (a gateway that failed) is taken over by the next
 * check; the action reads the sandbox first, so running it again after a crash changes nothing.
 */
export class LeaseExpiry {
  private readonly deps: Deps;
  /** Leases this process is acting on now; their claims are not stale. */
  private readonly inFlight = new Set<string>();
  readonly hooks: ExpiryHooks = {};

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async run(signal: AbortSignal): Promise<void> {
    await this.recover(signal);
    await this.expire(signal);
    await this.warn();
    await this.adopt(signal);
  }

  /** `sandbox.expiring` once per expiry, at the gateway's warn_before_seconds before it. */
  private async warn(): Promise<void> {
    const now = this.deps.clock.now();
    const policies = new Map<string, PolicyView>();
    for (const lease of await this.deps.store.inState('active')) {
      if (lease.warnedAt !== null && lease.warnedAt !== undefined) continue;
      if (!policies.has(lease.gateway)) policies.set(lease.gateway, await this.deps.policies.of(lease.gateway));
      const lead = policies.get(lease.gateway)!.warnBeforeSeconds * 1000;
      if (lease.expiresAt - lead > now || lease.expiresAt <= now) continue;
      await this.deps.store.markWarned(lease, () =>
        this.deps.events.emit('sandbox.expiring', {
          ...refOf(lease),
          action: lease.action,
          expires_at: new Date(lease.expiresAt).toISOString(),
          seconds_left: Math.ceil((lease.expiresAt - now) / 1000),
        }),
      );
    }
  }

  private async expire(signal: AbortSignal): Promise<void> {
    const now = this.deps.clock.now();
    for (const lease of await this.deps.store.inState('active')) {
      if (signal.aborted || lease.expiresAt > now) return;
      await this.act(lease, signal, () => this.deps.store.claim(lease, this.deps.instances.self));
    }
  }

  /** Claims left by a process that is gone, or by this one when it gave up on them. */
  private async recover(signal: AbortSignal): Promise<void> {
    const claimed = await this.deps.store.inState('expiring');
    if (claimed.length === 0) return;
    const live = new Set(await this.deps.instances.liveIds());
    for (const lease of claimed) {
      if (signal.aborted) return;
      const holder = lease.claimedBy ?? '';
      const stale = holder === this.deps.instances.self ? !this.inFlight.has(lease.id) : !live.has(holder);
      if (stale) await this.act(lease, signal, () => this.deps.store.reclaim(lease, this.deps.instances.self));
    }
  }

  private async act(lease: SandboxLeaseEntity, signal: AbortSignal, claim: () => Promise<number | null>): Promise<void> {
    if (this.inFlight.has(lease.id)) return;
    this.inFlight.add(lease.id);
    try {
      const attempt = await claim();
      if (attempt === null) return;
      await this.hooks.afterClaim?.(lease);
      const result = await performLeaseAction(lease, this.deps, signal);
      await this.deps.store.finish(lease, attempt, result.outcome, result.code ? { code: result.code } : {}, () =>
        this.deps.events.emit('sandbox.expired', { ...refOf(lease), action: lease.action, outcome: result.outcome }),
      );
    } catch (error) {
      this.deps.logger.warn({ err: error, ...refOf(lease) }, 'a lease expiry did not finish; the next check takes it up again');
    } finally {
      this.inFlight.delete(lease.id);
    }
  }

  /** Sandboxes without a lease on gateways with a default lease get it (also those created outside Portcullis). */
  private async adopt(signal: AbortSignal): Promise<void> {
    for (const policy of await this.deps.policies.withDefaults()) {
      if (signal.aborted) return;
      try {
        await this.adoptOn(policy, signal);
      } catch (error) {
        this.deps.logger.warn({ err: error, gateway: policy.gateway }, "could not list a gateway's sandboxes for lease adoption; retried at the next check");
      }
    }
  }

  private async adoptOn(policy: PolicyView, signal: AbortSignal): Promise<void> {
    const gateway = await this.deps.registry.find(policy.gateway);
    if (!gateway) return;
    const leased = await this.deps.store.sandboxesWithLease(gateway.name);
    const { sandboxes } = await this.deps.sandboxes.fetchEveryWorkspace(gateway, signal);
    for (const sandbox of sandboxes) {
      if (leased.has(`${sandbox.workspace}/${sandbox.name}`) || sandbox.phase === 'DELETING') continue;
      await this.deps.leases.applyDefault({ gateway: gateway.name, workspace: sandbox.workspace, sandbox: sandbox.name }, 'adopted', policy);
    }
  }
}
