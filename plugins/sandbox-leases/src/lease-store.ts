import { randomUUID } from 'node:crypto';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { type AuditInput, type AuditWriter, type Clock, type Database, type EventBus, problems, type TablesOf, typedQueries } from '@portcullis/core';
import { type LeaseAction, type LeaseSource, type LeaseState, SandboxLease, type SandboxLeaseEntity } from './entities.ts';
import { refOf, type SandboxRef } from './ref.ts';

const query = typedQueries<TablesOf<typeof SandboxLease>>();

/** The gateway's default lease for a sandbox, unless it has one: the unique sandbox key arbitrates between replicas. */
const defaultLease = query((db, args: SandboxRef & LeaseTerms & { id: string; now: number }) =>
  db
    .insertInto('sandbox_leases')
    .values({
      id: args.id,
      gateway: args.gateway,
      workspace: args.workspace,
      sandbox: args.sandbox,
      action: args.action,
      ttlSeconds: args.ttlSeconds,
      expiresAt: args.expiresAt,
      renewals: 0,
      state: 'active',
      source: 'policy',
      attempts: 0,
      updatedBy: 'system',
      createdAt: args.now,
      updatedAt: args.now,
    })
    .onConflict((conflict) => conflict.columns(['gateway', 'workspace', 'sandbox']).doNothing()),
);

/** The columns naming a sandbox's lease. */
const where = (ref: SandboxRef) => ({ gateway: ref.gateway, workspace: ref.workspace, sandbox: ref.sandbox });

/** A lease as it was read: a conditional change applies only while the row still holds these. */
interface ReadLease {
  id: string;
  readState: LeaseState;
  readExpiresAt: number;
}

/** A lease replaced by a request starts over: active, no renewals, no warning, no claim. */
const leaseReplaced = query((db, args: ReadLease & LeaseTerms & { actor: string; now: number }) =>
  db
    .updateTable('sandbox_leases')
    .set({
      action: args.action,
      ttlSeconds: args.ttlSeconds,
      expiresAt: args.expiresAt,
      renewals: 0,
      state: 'active',
      source: 'request',
      warnedAt: null,
      claimedBy: null,
      claimedAt: null,
      outcome: null,
      endedAt: null,
      updatedBy: args.actor,
      updatedAt: args.now,
    })
    .where('id', '=', args.id)
    .where('state', '=', args.readState)
    .where('expiresAt', '=', args.readExpiresAt),
);

/** An active lease's new expiry, unless it changed or was renewed since it was read. */
const leaseRenewed = query(
  (db, args: { id: string; readExpiresAt: number; readRenewals: number; expiresAt: number; renewals: number; actor: string; now: number }) =>
    db
      .updateTable('sandbox_leases')
      .set({ expiresAt: args.expiresAt, renewals: args.renewals, warnedAt: null, updatedBy: args.actor, updatedAt: args.now })
      .where('id', '=', args.id)
      .where('state', '=', 'active')
      .where('expiresAt', '=', args.readExpiresAt)
      .where('renewals', '=', args.readRenewals),
);

const leaseRemoved = query((db, args: ReadLease) =>
  db.deleteFrom('sandbox_leases').where('id', '=', args.id).where('state', '=', args.readState).where('expiresAt', '=', args.readExpiresAt),
);

const endedLeaseRemoved = query((db, args: SandboxRef) =>
  db
    .deleteFrom('sandbox_leases')
    .where((eb) => eb.and(where(args)))
    .where('state', '=', 'done'),
);

/** The warning for the expiry that was read, noted once. */
const leaseWarned = query((db, args: { id: string; readExpiresAt: number; now: number }) =>
  db
    .updateTable('sandbox_leases')
    .set({ warnedAt: args.now })
    .where('id', '=', args.id)
    .where('state', '=', 'active')
    .where('expiresAt', '=', args.readExpiresAt)
    .where('warnedAt', 'is', null),
);

/** active → expiring, if the lease is due and nobody claimed it since it was read. */
const leaseClaimed = query((db, args: { id: string; readAttempts: number; instance: string; now: number; attempts: number }) =>
  db
    .updateTable('sandbox_leases')
    .set({ state: 'expiring', claimedBy: args.instance, claimedAt: args.now, attempts: args.attempts })
    .where('id', '=', args.id)
    .where('state', '=', 'active')
    .where('expiresAt', '<=', args.now)
    .where('attempts', '=', args.readAttempts),
);

/** A claim taken over, if it is still the one that was read. */
const leaseReclaimed = query((db, args: { id: string; readAttempts: number; instance: string; now: number; attempts: number }) =>
  db
    .updateTable('sandbox_leases')
    .set({ claimedBy: args.instance, claimedAt: args.now, attempts: args.attempts })
    .where('id', '=', args.id)
    .where('state', '=', 'expiring')
    .where('attempts', '=', args.readAttempts),
);

/** expiring → done, if the claim is still the caller's. */
const leaseFinished = query((db, args: { id: string; attempts: number; outcome: string; now: number }) =>
  db
    .updateTable('sandbox_leases')
    .set({ state: 'done', outcome: args.outcome, endedAt: args.now })
    .where('id', '=', args.id)
    .where('state', '=', 'expiring')
    .where('attempts', '=', args.attempts),
);

const sandboxLeaseRemoved = query((db, args: SandboxRef) =>
  db
    .deleteFrom('sandbox_leases')
    .where((eb) => eb.and(where(args)))
    .where('state', '<>', 'expiring'),
);

const gatewayLeasesRemoved = query((db, args: { gateway: string }) => db.deleteFrom('sandbox_leases').where('gateway', '=', args.gateway));

/** What a lease is set to. */
export interface LeaseTerms {
  action: LeaseAction;
  ttlSeconds: number;
  expiresAt: number;
}

function entry(action: string, ref: SandboxRef, detail: Record<string, unknown>): AuditInput {
  return { action, resourceType: 'sandbox', resourceId: ref.sandbox, gateway: ref.gateway, detail: { workspace: ref.workspace, ...detail } };
}

const iso = (ms: number) => new Date(ms).toISOString();
const changedMeanwhile = (ref: SandboxRef) =>
  problems.conflict('LEASE_CHANGED', `The lease of sandbox ${ref.sandbox} changed meanwhile; read it and try again.`);
const underWay = (ref: SandboxRef) =>
  problems.conflict('LEASE_EXPIRING', `The lease of sandbox ${ref.sandbox} has expired and its action is under way; it cannot be changed now.`);

/**
 * Leases, each change in one transaction with its audit row and event. Every change of a row is a conditional
 * update on what was read (its state, its expiry), so a request and the expiry check never both win: whichever
 * commits first decides, the other gets a conflict (a request) or nothing to do (the check).
 */
export class LeaseStore {
  private readonly deps: { database: Database; audit: AuditWriter; events: EventBus; clock: Clock };

  constructor(deps: LeaseStore['deps']) {
    this.deps = deps;
  }

  find(ref: SandboxRef): Promise<SandboxLeaseEntity | null> {
    return this.deps.database.fork().findOne(SandboxLease, where(ref));
  }

  inState(state: SandboxLeaseEntity['state']): Promise<SandboxLeaseEntity[]> {
    return this.deps.database.fork().find(SandboxLease, { state }, { orderBy: { expiresAt: 'asc' } });
  }

  /** Names of the gateway's sandboxes that have a lease row (whatever its state). */
  async sandboxesWithLease(gateway: string): Promise<Set<string>> {
    const leases = await this.deps.database.fork().find(SandboxLease, { gateway }, { fields: ['workspace', 'sandbox'] });
    return new Set(leases.map((lease) => `${lease.workspace}/${lease.sandbox}`));
  }

  /** Creates or replaces the sandbox's lease (a replaced one starts over: active, no renewals). */
  async set(ref: SandboxRef, terms: LeaseTerms, actor: string): Promise<{ lease: SandboxLeaseEntity; created: boolean }> {
    try {
      return await this.deps.database.transaction(async (em) => {
        const now = this.deps.clock.now();
        const fields = {
          action: terms.action,
          ttlSeconds: terms.ttlSeconds,
          expiresAt: terms.expiresAt,
          renewals: 0,
          state: 'active' as const,
          source: 'request' as const,
          warnedAt: null,
          claimedBy: null,
          claimedAt: null,
          outcome: null,
          endedAt: null,
          updatedBy: actor,
          updatedAt: now,
        };
        const existing = await em.findOne(SandboxLease, where(ref));
        if (existing?.state === 'expiring') throw underWay(ref);
        const previous = existing && { action: existing.action, expires_at: iso(existing.expiresAt), state: existing.state };
        let lease: SandboxLeaseEntity;
        if (existing) {
          const changed = await this.deps.database.queries.run(
            leaseReplaced,
            { id: existing.id, readState: existing.state, readExpiresAt: existing.expiresAt, ...terms, actor, now },
            em,
          );
          if (changed === 0) throw changedMeanwhile(ref);
          lease = em.assign(existing, fields);
        } else {
          lease = em.create(SandboxLease, { id: randomUUID(), ...ref, ...fields, attempts: 0, createdAt: now });
          await em.flush();
        }
        await this.deps.audit.append(
          em,
          entry('lease.set', ref, { action: terms.action, ttl_seconds: terms.ttlSeconds, expires_at: iso(terms.expiresAt), previous }),
        );
        this.deps.events.emit('lease.set', { ...ref, action: terms.action, expires_at: iso(terms.expiresAt), source: 'request' });
        return { lease, created: existing === null };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw changedMeanwhile(ref);
      throw error;
    }
  }

  /** Moves an active lease's expiry to `expiresAt` (the caller worked it out from what it read). */
  async renew(lease: SandboxLeaseEntity, expiresAt: number, actor: string, detail: Record<string, unknown>): Promise<SandboxLeaseEntity> {
    const ref = refOf(lease);
    return this.deps.database.transaction(async (em) => {
      const now = this.deps.clock.now();
      const fields = { expiresAt, renewals: lease.renewals + 1, warnedAt: null, updatedBy: actor, updatedAt: now };
      const changed = await this.deps.database.queries.run(
        leaseRenewed,
        { id: lease.id, readExpiresAt: lease.expiresAt, readRenewals: lease.renewals, expiresAt, renewals: fields.renewals, actor, now },
        em,
      );
      if (changed === 0) throw changedMeanwhile(ref);
      await this.deps.audit.append(em, entry('lease.renew', ref, { ...detail, expires_at: iso(expiresAt), previous_expires_at: iso(lease.expiresAt) }));
      this.deps.events.emit('lease.renewed', { ...ref, expires_at: iso(expiresAt), renewals: fields.renewals });
      return Object.assign(lease, fields);
    });
  }

  /** Whether there was a lease to remove. */
  async remove(ref: SandboxRef, actor: string): Promise<boolean> {
    return this.deps.database.transaction(async (em) => {
      const lease = await em.findOne(SandboxLease, where(ref));
      if (!lease) return false;
      if (lease.state === 'expiring') throw underWay(ref);
      const removed = await this.deps.database.queries.run(leaseRemoved, { id: lease.id, readState: lease.state, readExpiresAt: lease.expiresAt }, em);
      if (removed === 0) throw changedMeanwhile(ref);
      await this.deps.audit.append(
        em,
        entry('lease.remove', ref, { action: lease.action, expires_at: iso(lease.expiresAt), state: lease.state, removed_by: actor }),
      );
      this.deps.events.emit('lease.removed', { ...ref });
      return true;
    });
  }

  /**
   * Gives a sandbox without a lease the gateway's default one (on create, or found by the check: adoption).
   * Whether this call gave it: an insert that yields to any row already there, so every replica may try.
   */
  async adopt(ref: SandboxRef, terms: LeaseTerms, reason: 'created' | 'adopted'): Promise<boolean> {
    return this.deps.database.transaction(async (em) => {
      const now = this.deps.clock.now();
      // A sandbox created under the name of one whose lease ended (deleted) does not inherit that lease.
      if (reason === 'created') await this.deps.database.queries.run(endedLeaseRemoved, where(ref), em);
      const inserted = await this.deps.database.queries.run(
        defaultLease,
        { id: randomUUID(), gateway: ref.gateway, workspace: ref.workspace, sandbox: ref.sandbox, ...terms, now },
        em,
      );
      if (inserted === 0) return false;
      await this.deps.audit.append(
        em,
        entry('lease.adopt', ref, { action: terms.action, ttl_seconds: terms.ttlSeconds, expires_at: iso(terms.expiresAt), reason }),
      );
      this.deps.events.emit('lease.set', { ...ref, action: terms.action, expires_at: iso(terms.expiresAt), source: 'policy' satisfies LeaseSource });
      return true;
    });
  }

  /**
   * Notes that the warning for the lease's current expiry went out, unless the lease changed since it was read or
   * another replica noted it; `announce` (its event) runs in that transaction, so it fires once. A notice, not a
   * change anyone asked for: no audit row.
   */
  async markWarned(lease: SandboxLeaseEntity, announce: () => void): Promise<boolean> {
    return this.deps.database.transaction(async (em) => {
      const marked = await this.deps.database.queries.run(leaseWarned, { id: lease.id, readExpiresAt: lease.expiresAt, now: this.deps.clock.now() }, em);
      if (marked === 0) return false;
      announce();
      return true;
    });
  }

  /**
   * Claims an expired lease for its action (active → expiring), with its audit row, in one transaction: exactly one
   * caller on any replica gets the claim. Answers the claim's attempt number, or null when someone else won.
   */
  claim(lease: SandboxLeaseEntity, instance: string): Promise<number | null> {
    return this.deps.database.transaction(async (em) => {
      const now = this.deps.clock.now();
      const attempt = lease.attempts + 1;
      const claimed = await this.deps.database.queries.run(leaseClaimed, { id: lease.id, readAttempts: lease.attempts, instance, now, attempts: attempt }, em);
      if (claimed === 0) return null;
      await this.claimRow(em, lease, attempt, null);
      return attempt;
    });
  }

  /** Takes over a claim whose holder is gone (or gave up): the same conditional update on the claim it read. */
  reclaim(lease: SandboxLeaseEntity, instance: string): Promise<number | null> {
    return this.deps.database.transaction(async (em) => {
      const attempt = lease.attempts + 1;
      const claimed = await this.deps.database.queries.run(
        leaseReclaimed,
        { id: lease.id, readAttempts: lease.attempts, instance, now: this.deps.clock.now(), attempts: attempt },
        em,
      );
      if (claimed === 0) return null;
      await this.claimRow(em, lease, attempt, lease.claimedBy ?? null);
      return attempt;
    });
  }

  private async claimRow(em: EntityManager, lease: SandboxLeaseEntity, attempt: number, recoveredFrom: string | null): Promise<void> {
    await this.deps.audit.append(
      em,
      entry('lease.claim', refOf(lease), { action: lease.action, expires_at: iso(lease.expiresAt), attempt, recovered_from: recoveredFrom }),
    );
  }

  /**
   * Ends a claimed lease with what its action did (expiring → done), if the claim is still this caller's;
   * `announce` (`sandbox.expired`) commits with it, so it fires once however often the action was tried.
   */
  finish(lease: SandboxLeaseEntity, attempt: number, outcome: string, detail: Record<string, unknown>, announce: () => void): Promise<boolean> {
    return this.deps.database.transaction(async (em) => {
      const ended = await this.deps.database.queries.run(leaseFinished, { id: lease.id, attempts: attempt, outcome, now: this.deps.clock.now() }, em);
      if (ended === 0) return false;
      await this.deps.audit.append(em, entry('lease.expire', refOf(lease), { action: lease.action, outcome, attempt, ...detail }));
      announce();
      return true;
    });
  }

  /** A deleted sandbox's lease goes with it, unless its own expiry is deleting it (that lease ends as done). */
  async removeSandbox(ref: SandboxRef): Promise<void> {
    await this.deps.database.queries.run(sandboxLeaseRemoved, where(ref));
  }

  async removeGateway(gateway: string): Promise<void> {
    await this.deps.database.queries.run(gatewayLeasesRemoved, { gateway });
  }
}
