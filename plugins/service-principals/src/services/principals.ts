import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, type EventBus, problems, type Role, type TablesOf, typedQueries } from '@portcullis/core';
import type { GatewayRoleService } from '@portcullis/plugin-users';
import { ServicePrincipal, type ServicePrincipalRecord } from '../entities/service-principal.ts';
import { generateKey, hashKey } from '../keys.ts';
import { KeyCache } from './key-cache.ts';

export const PRINCIPAL_SUBJECT = 'service_principal';
/** `last_used_at` is written at most this often per key, not on every request. */
const LAST_USED_INTERVAL_MS = 60_000;

const query = typedQueries<TablesOf<typeof ServicePrincipal>>();

/** The key lookup of every request whose key is not remembered: one indexed read (the unique key hash). */
const principalByKeyHash = query((db, args: { keyHash: string }) => db.selectFrom('service_principals').selectAll().where('keyHash', '=', args.keyHash));

const principalRemoved = query((db, args: { id: string }) => db.deleteFrom('service_principals').where('id', '=', args.id));

const principalUsed = query((db, args: { id: string; now: Date }) =>
  db.updateTable('service_principals').set({ lastUsedAt: args.now }).where('id', '=', args.id),
);

export type KeyCheck =
  | { outcome: 'valid'; principal: ServicePrincipalRecord }
  | { outcome: 'expired'; principal: ServicePrincipalRecord }
  | { outcome: 'unknown' };

export interface PrincipalChanges {
  name?: string;
  role?: Role;
  expiresAt?: Date | null;
}

/** Service principals and their keys. Writes take the caller's transaction so the audit row commits with them. */
export class ServicePrincipalDirectory {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly gatewayRoles: GatewayRoleService;
  private readonly verified: KeyCache;
  private readonly events: EventBus;

  constructor(deps: { database: Database; clock: Clock; gatewayRoles: GatewayRoleService; events: EventBus; keyCacheMs: number }) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.gatewayRoles = deps.gatewayRoles;
    this.events = deps.events;
    this.verified = new KeyCache(deps.keyCacheMs);
  }

  /** Drops what this replica remembers of a principal's key. */
  forget(principalId: string): void {
    this.verified.forget(principalId);
  }

  /**
   * In the transaction of a change to a principal: the other replicas are told with it (they read the event before
   * they trust what they remember, `cached`), and this one forgets the key once it has committed, so a rotated or
   * deleted key is refused everywhere once the change is answered.
   */
  announceChange(principalId: string): void {
    this.events.emit('service_principal.changed', { id: principalId });
    const transaction = this.database.current();
    if (transaction) transaction.afterCommit(() => this.forget(principalId));
    else this.forget(principalId);
  }

  list(em: EntityManager, page: { offset: number; limit: number }): Promise<[ServicePrincipalRecord[], number]> {
    return em.findAndCount(ServicePrincipal, {}, { orderBy: { name: 'asc' }, offset: page.offset, limit: page.limit });
  }

  /** Paths accept the id or the name. */
  async require(em: EntityManager, reference: string): Promise<ServicePrincipalRecord> {
    const principal = (await em.findOne(ServicePrincipal, { id: reference })) ?? (await em.findOne(ServicePrincipal, { name: reference }));
    if (!principal) throw problems.notFound('NOT_FOUND', `No service principal ${reference}.`);
    return principal;
  }

  /** Returns the record and the key, which exists only in this answer. */
  async create(
    em: EntityManager,
    input: { name: string; role: Role; expiresAt: Date | null; createdBy: string },
  ): Promise<{ principal: ServicePrincipalRecord; key: string }> {
    await this.requireFreeName(em, input.name);
    this.requireFuture(input.expiresAt);
    const fresh = generateKey();
    const now = this.clock.date();
    const principal = em.create(ServicePrincipal, {
      id: randomUUID(),
      name: input.name,
      role: input.role,
      keyHash: fresh.hash,
      keyPrefix: fresh.prefix,
      expiresAt: input.expiresAt,
      createdBy: input.createdBy,
      createdAt: now,
      updatedAt: now,
      rotatedAt: null,
      lastUsedAt: null,
    });
    await em.flush();
    return { principal, key: fresh.key };
  }

  async update(em: EntityManager, principal: ServicePrincipalRecord, changes: PrincipalChanges): Promise<void> {
    if (changes.name !== undefined && changes.name !== principal.name) await this.requireFreeName(em, changes.name);
    if (changes.expiresAt) this.requireFuture(changes.expiresAt);
    if (changes.name !== undefined) principal.name = changes.name;
    if (changes.role !== undefined) principal.role = changes.role;
    if (changes.expiresAt !== undefined) principal.expiresAt = changes.expiresAt;
    principal.updatedAt = this.clock.date();
    await em.flush();
  }

  /** A new key replaces the stored hash: the old key stops working with this commit. */
  async rotate(em: EntityManager, principal: ServicePrincipalRecord, expiresAt: Date | null | undefined): Promise<{ key: string; previousPrefix: string }> {
    if (expiresAt) this.requireFuture(expiresAt);
    const previousPrefix = principal.keyPrefix;
    const fresh = generateKey();
    const now = this.clock.date();
    principal.keyHash = fresh.hash;
    principal.keyPrefix = fresh.prefix;
    if (expiresAt !== undefined) principal.expiresAt = expiresAt;
    principal.rotatedAt = now;
    principal.updatedAt = now;
    await em.flush();
    return { key: fresh.key, previousPrefix };
  }

  async delete(em: EntityManager, principal: ServicePrincipalRecord): Promise<void> {
    await this.gatewayRoles.removeAllForSubject(em, PRINCIPAL_SUBJECT, principal.id);
    await this.database.queries.run(principalRemoved, { id: principal.id }, em);
  }

  /**
   * Looks a presented key up by its hash. Keys of any form are accepted (also those without the `svc_` prefix
   * that an earlier release issued). Notes the use, at most once a minute per key.
   */
  async check(key: string): Promise<KeyCheck> {
    const hash = hashKey(key);
    const now = this.clock.now();
    const principal = (await this.cached(hash, now)) ?? (await this.lookUp(hash, now));
    if (!principal) return { outcome: 'unknown' };
    if (principal.expiresAt && principal.expiresAt.getTime() <= now) return { outcome: 'expired', principal };
    if (!principal.lastUsedAt || now - principal.lastUsedAt.getTime() >= LAST_USED_INTERVAL_MS) {
      await this.database.queries.run(principalUsed, { id: principal.id, now: new Date(now) });
      principal.lastUsedAt = new Date(now);
    }
    return { outcome: 'valid', principal };
  }

  /**
   * The remembered record, once this replica has heard of every change other replicas answered before now: relayed
   * events travel asynchronously, and without this a key rotated elsewhere a moment ago could still pass here. When
   * that cannot be known (the relay is down), the database is asked instead.
   */
  private async cached(hash: string, now: number): Promise<ServicePrincipalRecord | null> {
    if (!this.verified.get(hash, now)) return null;
    const synced = await this.events.synced().then(
      () => true,
      () => false,
    );
    return synced ? this.verified.get(hash, now) : null;
  }

  private async lookUp(hash: string, now: number): Promise<ServicePrincipalRecord | null> {
    const generation = this.verified.begin();
    const principal: ServicePrincipalRecord | null = await this.database.queries.one(principalByKeyHash, { keyHash: hash });
    // Expired records are remembered too: expiry is checked on every use, and a stream of them costs no queries.
    if (principal) this.verified.remember(hash, principal, now, generation);
    return principal;
  }

  private requireFuture(expiresAt: Date | null): void {
    if (expiresAt && expiresAt.getTime() <= this.clock.now()) {
      throw problems.validation([{ path: 'body.expires_at', message: 'must be in the future' }]);
    }
  }

  private async requireFreeName(em: EntityManager, name: string): Promise<void> {
    if (await em.findOne(ServicePrincipal, { name })) throw problems.conflict('ALREADY_EXISTS', `A service principal named ${name} already exists.`);
  }
}

export function principalJson(principal: ServicePrincipalRecord) {
  return {
    id: principal.id,
    name: principal.name,
    role: principal.role,
    key_prefix: principal.keyPrefix,
    expires_at: principal.expiresAt ? principal.expiresAt.toISOString() : null,
    created_at: principal.createdAt.toISOString(),
    last_used_at: principal.lastUsedAt ? principal.lastUsedAt.toISOString() : null,
  };
}

/** The one answer that carries the key (creation and rotation). */
export function principalWithKeyJson(principal: ServicePrincipalRecord, key: string) {
  return {
    id: principal.id,
    name: principal.name,
    role: principal.role,
    key,
    key_prefix: principal.keyPrefix,
    expires_at: principal.expiresAt ? principal.expiresAt.toISOString() : null,
    created_at: principal.createdAt.toISOString(),
  };
}
