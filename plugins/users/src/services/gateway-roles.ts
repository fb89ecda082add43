import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, problems, type Role, type TablesOf, typedQueries } from '@portcullis/core';
import { GatewayRole, type GatewayRoleRecord } from '../entities/gateway-role.ts';

const query = typedQueries<TablesOf<typeof GatewayRole>>();

const subjectOverridesRemoved = query((db, args: { subjectType: string; subjectId: string }) =>
  db.deleteFrom('gateway_role_overrides').where('subjectType', '=', args.subjectType).where('subjectId', '=', args.subjectId),
);

const overrideRemoved = query((db, args: { subjectType: string; subjectId: string; gateway: string }) =>
  db
    .deleteFrom('gateway_role_overrides')
    .where('subjectType', '=', args.subjectType)
    .where('subjectId', '=', args.subjectId)
    .where('gateway', '=', args.gateway),
);

const gatewayOverridesRemoved = query((db, args: { gateway: string }) => db.deleteFrom('gateway_role_overrides').where('gateway', '=', args.gateway));

/**
 * What the users plugin needs from the gateways plugin (its agreed `gatewayRegistry` contract), declared here so
 * that this package does not import that one.
 */
export interface GatewayExistence {
  exists(name: string): Promise<boolean>;
}

export interface GatewayRoleChange {
  record: GatewayRoleRecord;
  /** The role the override replaced, null when there was none. */
  previous: Role | null;
}

/**
 * Per-gateway role overrides for any subject kind (`user`, `group`, `service_principal`, ...). Writes take the
 * caller's transaction so the change and its audit row commit together.
 */
export class GatewayRoleService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly registry: () => GatewayExistence | null;

  constructor(database: Database, clock: Clock, registry: () => GatewayExistence | null) {
    this.database = database;
    this.clock = clock;
    this.registry = registry;
  }

  /** Whether the registry knows the gateway; without the gateways plugin, every name is taken as one. */
  async gatewayExists(gateway: string): Promise<boolean> {
    const registry = this.registry();
    return !registry || (await registry.exists(gateway));
  }

  /** 404 GATEWAY_NOT_FOUND for a gateway the registry does not know; without the gateways plugin, no check. */
  async assertGatewayExists(gateway: string): Promise<void> {
    if (!(await this.gatewayExists(gateway))) throw problems.notFound('GATEWAY_NOT_FOUND', `No gateway named ${gateway}.`);
  }

  list(em: EntityManager, subjectType: string, subjectId: string): Promise<GatewayRoleRecord[]> {
    return em.find(GatewayRole, { subjectType, subjectId }, { orderBy: { gateway: 'asc' } });
  }

  /** Every override of one kind of subject (`user`, `group`, ...). */
  ofSubjectType(em: EntityManager, subjectType: string): Promise<GatewayRoleRecord[]> {
    return em.find(GatewayRole, { subjectType }, { orderBy: { subjectId: 'asc', gateway: 'asc' } });
  }

  async set(em: EntityManager, subjectType: string, subjectId: string, gateway: string, role: Role): Promise<GatewayRoleChange> {
    // Two PUTs of one override at the same time: the second waits and updates, instead of colliding on the insert.
    await this.database.lock(em, `gateway-role:${subjectType}:${subjectId}:${gateway}`);
    const now = this.clock.date();
    const existing = await em.findOne(GatewayRole, { subjectType, subjectId, gateway });
    if (existing) {
      const previous = existing.role;
      existing.role = role;
      existing.updatedAt = now;
      await em.flush();
      return { record: existing, previous };
    }
    const record = em.create(GatewayRole, { subjectType, subjectId, gateway, role, createdAt: now, updatedAt: now });
    await em.flush();
    return { record, previous: null };
  }

  /** Removes one override; returns the role it held, or null when there was none. */
  async remove(em: EntityManager, subjectType: string, subjectId: string, gateway: string): Promise<Role | null> {
    const existing = await em.findOne(GatewayRole, { subjectType, subjectId, gateway });
    if (!existing) return null;
    await this.database.queries.run(overrideRemoved, { subjectType, subjectId, gateway }, em);
    return existing.role;
  }

  /** Called when a subject is deleted: its overrides must not come back if the id were ever reused. */
  removeAllForSubject(em: EntityManager, subjectType: string, subjectId: string): Promise<number> {
    return this.database.queries.run(subjectOverridesRemoved, { subjectType, subjectId }, em);
  }

  /** Called when a gateway is unregistered: a new gateway of the same name must not inherit old grants. */
  removeAllForGateway(em: EntityManager, gateway: string): Promise<number> {
    return this.database.queries.run(gatewayOverridesRemoved, { gateway }, em);
  }
}

export function gatewayRoleJson(record: GatewayRoleRecord): { gateway: string; role: Role; created_at: string; updated_at: string } {
  return { gateway: record.gateway, role: record.role, created_at: record.createdAt.toISOString(), updated_at: record.updatedAt.toISOString() };
}
