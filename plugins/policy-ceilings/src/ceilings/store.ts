import { randomUUID } from 'node:crypto';
import { type AuditWriter, type Clock, type Database, type EventBus, type TablesOf, typedQueries } from '@portcullis/core';
import type { NetworkRule } from '@portcullis/plugin-policies';
import { PolicyCeiling } from './entity.ts';

const query = typedQueries<TablesOf<typeof PolicyCeiling>>();

const ceilingRemoved = query((db, args: { id: string }) => db.deleteFrom('policy_ceilings').where('id', '=', args.id));

const ceilingsOfGatewayRemoved = query((db, args: { gateway: string }) => db.deleteFrom('policy_ceilings').where('gateway', '=', args.gateway));

/** A stored ceiling as the rest of the plugin sees it: a plain snapshot. */
export interface CeilingRecord {
  id: string;
  gateway: string;
  /** Canonical `key:value,...`; empty for every sandbox of the gateway. */
  selector: string;
  networkPolicies: Record<string, NetworkRule>;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string;
}

function snapshot(row: InstanceType<typeof PolicyCeiling.class>): CeilingRecord {
  return {
    id: row.id,
    gateway: row.gateway,
    selector: row.selector,
    networkPolicies: row.networkPolicies,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/** The ceilings of every gateway, at most one per (gateway, selector); each change in one transaction with its audit row and `policy.ceiling_updated`. */
export class CeilingStore {
  private readonly database: Database;
  private readonly audit: AuditWriter;
  private readonly clock: Clock;
  private readonly events: EventBus;

  constructor(deps: { database: Database; audit: AuditWriter; clock: Clock; events: EventBus }) {
    this.database = deps.database;
    this.audit = deps.audit;
    this.clock = deps.clock;
    this.events = deps.events;
  }

  async ofGateway(gateway: string): Promise<CeilingRecord[]> {
    return (await this.database.fork().find(PolicyCeiling, { gateway }, { orderBy: { selector: 'asc' } })).map(snapshot);
  }

  async find(gateway: string, selector: string): Promise<CeilingRecord | null> {
    const row = await this.database.fork().findOne(PolicyCeiling, { gateway, selector });
    return row ? snapshot(row) : null;
  }

  /** Sets the ceiling of `selector` on `gateway`; `created` tells a new one from a replaced one. */
  async put(
    gateway: string,
    selector: string,
    networkPolicies: Record<string, NetworkRule>,
    actor: string,
  ): Promise<{ ceiling: CeilingRecord; created: boolean }> {
    return this.database.transaction(async (em) => {
      // Serialises two admins setting the same ceiling (PostgreSQL; SQLite runs one transaction at a time).
      await this.database.lock(em, `policy-ceiling:${gateway}/${selector}`);
      const now = this.clock.date();
      const existing = await em.findOne(PolicyCeiling, { gateway, selector });
      const row = existing
        ? em.assign(existing, { networkPolicies, version: existing.version + 1, updatedAt: now, updatedBy: actor })
        : em.create(PolicyCeiling, { id: randomUUID(), gateway, selector, networkPolicies, version: 1, createdAt: now, updatedAt: now, updatedBy: actor });
      await em.flush();
      await this.audit.append(em, {
        action: 'policy.ceiling.set',
        resourceType: 'policy_ceiling',
        resourceId: row.id,
        gateway,
        detail: { sandbox_selector: selector || null, rule_keys: Object.keys(networkPolicies).sort(), version: row.version, created: !existing },
      });
      this.announce(gateway, selector, 'set', row.version, networkPolicies);
      return { ceiling: snapshot(row), created: !existing };
    });
  }

  /** Removes the ceiling of `selector`: what it was, or null when there was none. */
  async remove(gateway: string, selector: string): Promise<CeilingRecord | null> {
    return this.database.transaction(async (em) => {
      const row = await em.findOne(PolicyCeiling, { gateway, selector });
      if (!row) return null;
      const removed = snapshot(row);
      await this.database.queries.run(ceilingRemoved, { id: row.id }, em);
      await this.audit.append(em, {
        action: 'policy.ceiling.remove',
        resourceType: 'policy_ceiling',
        resourceId: row.id,
        gateway,
        detail: { sandbox_selector: selector || null, rule_keys: Object.keys(removed.networkPolicies).sort(), version: removed.version },
      });
      this.announce(gateway, selector, 'removed', removed.version, removed.networkPolicies);
      return removed;
    });
  }

  /** `policy.ceiling_updated`, in the transaction of the change. */
  private announce(gateway: string, selector: string, action: 'set' | 'removed', version: number, networkPolicies: Record<string, NetworkRule>): void {
    this.events.emit('policy.ceiling_updated', {
      gateway,
      sandbox_selector: selector || null,
      action,
      version,
      rule_keys: Object.keys(networkPolicies).sort(),
    });
  }

  /** A gateway was unregistered: its ceilings go with it. */
  async removeGateway(gateway: string): Promise<void> {
    await this.database.queries.run(ceilingsOfGatewayRemoved, { gateway });
  }

  /** Gateways that have at least one ceiling. */
  async gateways(): Promise<string[]> {
    const rows = await this.database.fork().find(PolicyCeiling, {}, { fields: ['gateway'] });
    return [...new Set(rows.map((row) => row.gateway))].sort();
  }
}
