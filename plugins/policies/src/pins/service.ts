import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type AuditWriter, type Clock, type Database, type EventBus, problems, type TablesOf, typedQueries } from '@portcullis/core';
import { PolicyPin, type PolicyPinRecord, pinJson } from './entity.ts';

const query = typedQueries<TablesOf<typeof PolicyPin>>();

const pinRemoved = query((db, args: { id: string }) => db.deleteFrom('policy_pins').where('id', '=', args.id));

export interface PinInput {
  gateway: string;
  sandbox: string;
  reason: string;
  expiresAt: Date | null;
  pinnedBy: string;
  pinnedVersion: number | null;
}

/**
 * Policy pins, and the one check every write path and every approval move goes through (other plugins call
 * `assertUnpinned`; none copies the logic). A pin whose `expires_at` has passed never blocks, whether or not the
 * expiry task has removed it yet.
 */
export class PolicyPins {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly audit: AuditWriter;
  private readonly events: EventBus;

  constructor(deps: { database: Database; clock: Clock; audit: AuditWriter; events: EventBus }) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.audit = deps.audit;
    this.events = deps.events;
  }

  /** The live pin, or null (a lapsed pin counts as none). */
  async find(gateway: string, sandbox: string): Promise<PolicyPinRecord | null> {
    const pin = await this.database.fork().findOne(PolicyPin, { gateway, sandbox });
    return pin && !this.lapsed(pin) ? pin : null;
  }

  /** Throws 423 `policy_locked` while the sandbox is pinned. */
  async assertUnpinned(gateway: string, sandbox: string): Promise<void> {
    const pin = await this.find(gateway, sandbox);
    if (!pin) return;
    throw problems.locked(
      'policy_locked',
      `The policy of sandbox ${sandbox} is pinned by ${pin.pinnedBy}${pin.expiresAt ? ` until ${pin.expiresAt.toISOString()}` : ''}: ${pin.reason}`,
      { pin: pinJson(pin) },
    );
  }

  async pin(input: PinInput): Promise<PolicyPinRecord> {
    return this.database.transaction(async (em) => {
      const existing = await em.findOne(PolicyPin, { gateway: input.gateway, sandbox: input.sandbox });
      if (existing && !this.lapsed(existing)) throw problems.conflict('ALREADY_EXISTS', `Sandbox ${input.sandbox} is already pinned; remove the pin first.`);
      if (existing) em.remove(existing);
      await em.flush();
      const pin = em.create(PolicyPin, { id: randomUUID(), ...input, pinnedAt: this.clock.date() });
      await this.audit.append(em, {
        action: 'policy.pin',
        resourceType: 'sandbox',
        resourceId: input.sandbox,
        gateway: input.gateway,
        detail: { reason: input.reason, expires_at: input.expiresAt?.toISOString() ?? null, pinned_version: input.pinnedVersion },
      });
      return pin;
    });
  }

  /** Manual removal; false when there was no live pin. */
  async unpin(gateway: string, sandbox: string): Promise<boolean> {
    return this.database.transaction(async (em) => {
      const pin = await em.findOne(PolicyPin, { gateway, sandbox });
      if (!pin) return false;
      const live = !this.lapsed(pin);
      em.remove(pin);
      await this.audit.append(em, {
        action: live ? 'policy.unpin' : 'policy.pin.expired',
        resourceType: 'sandbox',
        resourceId: sandbox,
        gateway,
        detail: { reason: pin.reason },
      });
      return live;
    });
  }

  /** Removes every lapsed pin (the expiry task); each removal is audited as `policy.pin.expired`. */
  async expire(): Promise<number> {
    const now = this.clock.date();
    const lapsed = await this.database.fork().find(PolicyPin, { expiresAt: { $lte: now } });
    for (const pin of lapsed) {
      await this.database.transaction(async (em: EntityManager) => {
        const removed = await this.database.queries.run(pinRemoved, { id: pin.id }, em);
        if (removed === 0) return; // another replica got there first
        await this.audit.append(em, {
          action: 'policy.pin.expired',
          resourceType: 'sandbox',
          resourceId: pin.sandbox,
          gateway: pin.gateway,
          actor: { name: 'system', type: 'system' },
          detail: { reason: pin.reason, expired_at: pin.expiresAt!.toISOString() },
        });
        this.events.emit('policy.pin_expired', { gateway: pin.gateway, sandbox: pin.sandbox, reason: pin.reason });
      });
    }
    return lapsed.length;
  }

  private lapsed(pin: PolicyPinRecord): boolean {
    return pin.expiresAt !== null && pin.expiresAt !== undefined && pin.expiresAt.getTime() <= this.clock.now();
  }
}
