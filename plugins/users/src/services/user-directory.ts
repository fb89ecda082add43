import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, problems, type Role, rowNumber, type TablesOf, typedQueries } from '@portcullis/core';
import type { Group, GroupMember } from '../entities/group.ts';
import { User, type UserRecord, type UserStatus } from '../entities/user.ts';
import type { PasswordHasher } from '../passwords/hasher.ts';
import { requireAcceptablePassword } from '../passwords/require.ts';
import type { GatewayRoleService } from './gateway-roles.ts';

const query = typedQueries<TablesOf<typeof User | typeof Group | typeof GroupMember>>();

const userRemoved = query((db, args: { id: string }) => db.deleteFrom('users').where('id', '=', args.id));

/** Active users whose global role is admin, their own or (without one) a group's. */
const activeAdmins = query((db) =>
  db
    .selectFrom('users as user')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user.status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('user.role', '=', 'admin'),
        eb.and([
          eb('user.role', 'is', null),
          eb.exists(
            eb
              .selectFrom('user_group_members as member')
              .innerJoin('user_groups as group', 'group.id', 'member.groupId')
              .select('member.userId')
              .whereRef('member.userId', '=', 'user.id')
              .where('group.role', '=', 'admin'),
          ),
        ]),
      ]),
    ),
);

/** The names of the groups of some users, for listings. */
const groupNamesOf = query((db, args: { userIds: string[] }, { listOf }) =>
  db
    .selectFrom('user_group_members as member')
    .innerJoin('user_groups as group', 'group.id', 'member.groupId')
    .select(['member.userId', 'group.name'])
    .where('member.userId', 'in', listOf(args.userIds))
    .orderBy('group.name'),
);

export const USER_SUBJECT = 'user';
/** Serialises every change that may remove an admin (see keepingAnAdmin). */
const ADMIN_SET_LOCK = 'users.admin-set';

export interface ExternalIdentity {
  /** The identity provider's configured name (an OIDC provider name, ...). */
  provider: string;
  /** The provider's stable subject identifier for this person. */
  subject: string;
}

export interface NewUser {
  /** Lower-cased by the caller's schema; compared exactly. */
  email: string;
  role: Role | null;
  status?: UserStatus;
  /** Plain text; checked against the password rules and hashed. Absent: no local password. */
  password?: string | null;
  displayName?: string | null;
  externalIdentity?: ExternalIdentity | null;
}

/**
 * The user records: lookups, creation, passwords and external identities. Login methods go through the `logins`
 * service, which finds, creates and links accounts here; writes take the caller's transaction.
 */
export class UserDirectory {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly hasher: PasswordHasher;
  private readonly gatewayRoles: GatewayRoleService;

  constructor(deps: { database: Database; clock: Clock; hasher: PasswordHasher; gatewayRoles: GatewayRoleService }) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.hasher = deps.hasher;
    this.gatewayRoles = deps.gatewayRoles;
  }

  findById(em: EntityManager, id: string): Promise<UserRecord | null> {
    return em.findOne(User, { id });
  }

  findByIds(em: EntityManager, ids: readonly string[]): Promise<UserRecord[]> {
    return ids.length === 0 ? Promise.resolve([]) : em.find(User, { id: { $in: [...ids] } }, { orderBy: { email: 'asc' } });
  }

  findByEmail(em: EntityManager, email: string): Promise<UserRecord | null> {
    return em.findOne(User, { email: email.trim().toLowerCase() });
  }

  /** Paths accept a user id or an email address. */
  findByReference(em: EntityManager, reference: string): Promise<UserRecord | null> {
    return reference.includes('@') ? this.findByEmail(em, reference) : this.findById(em, reference);
  }

  async require(em: EntityManager, reference: string): Promise<UserRecord> {
    const user = await this.findByReference(em, reference);
    if (!user) throw problems.notFound('USER_NOT_FOUND', `No user ${reference}.`);
    return user;
  }

  findByExternalIdentity(em: EntityManager, identity: ExternalIdentity): Promise<UserRecord | null> {
    return em.findOne(User, { oidcProvider: identity.provider, oidcSub: identity.subject });
  }

  list(em: EntityManager, page: { offset: number; limit: number }): Promise<[UserRecord[], number]> {
    return em.findAndCount(User, {}, { orderBy: { email: 'asc' }, offset: page.offset, limit: page.limit });
  }

  count(em: EntityManager): Promise<number> {
    return em.count(User, {});
  }

  async create(em: EntityManager, input: NewUser): Promise<UserRecord> {
    const email = input.email.trim().toLowerCase();
    if (input.password !== undefined && input.password !== null) requireAcceptablePassword(input.password, email);
    if (await this.findByEmail(em, email)) throw problems.conflict('ALREADY_EXISTS', `A user with the email ${email} already exists.`);
    const now = this.clock.date();
    const user = em.create(User, {
      id: randomUUID(),
      email,
      displayName: input.displayName ?? null,
      role: input.role,
      status: input.status ?? 'active',
      passwordHash: input.password ? await this.hasher.hash(input.password) : null,
      oidcProvider: input.externalIdentity?.provider ?? null,
      oidcSub: input.externalIdentity?.subject ?? null,
      createdAt: now,
      updatedAt: now,
      lastLoginAt: null,
    });
    await em.flush();
    return user;
  }

  /** Fields absent from `changes` stay as they are; null clears. */
  async update(em: EntityManager, user: UserRecord, changes: { role?: Role | null; displayName?: string | null }): Promise<void> {
    if (changes.role !== undefined) user.role = changes.role;
    if (changes.displayName !== undefined) user.displayName = changes.displayName;
    user.updatedAt = this.clock.date();
    await em.flush();
  }

  /** Sets a new local password (checked against the rules) and activates an invited account. */
  async setPassword(em: EntityManager, user: UserRecord, password: string): Promise<void> {
    requireAcceptablePassword(password, user.email);
    user.passwordHash = await this.hasher.hash(password);
    user.status = 'active';
    user.updatedAt = this.clock.date();
    await em.flush();
  }

  /**
   * Checks a password in constant time. A missing user or an account without a local password costs the same
   * as a real check and answers false.
   */
  async verifyPassword(user: UserRecord | null, password: string): Promise<boolean> {
    const matches = await this.hasher.verify(user?.passwordHash ?? null, password);
    return matches && user !== null && user.status === 'active';
  }

  /** After a successful login: upgrade a hash made with older parameters and note the time. */
  async recordLogin(em: EntityManager, user: UserRecord, password: string | null): Promise<void> {
    if (password !== null && user.passwordHash && this.hasher.needsRehash(user.passwordHash)) {
      user.passwordHash = await this.hasher.hash(password);
    }
    user.lastLoginAt = this.clock.date();
    await em.flush();
  }

  /** An invited account whose person proved who they are some other way (a provider vouching for the email). */
  async activate(em: EntityManager, user: UserRecord): Promise<void> {
    user.status = 'active';
    user.updatedAt = this.clock.date();
    await em.flush();
  }

  async linkExternalIdentity(em: EntityManager, user: UserRecord, identity: ExternalIdentity): Promise<void> {
    if (user.oidcProvider && (user.oidcProvider !== identity.provider || user.oidcSub !== identity.subject)) {
      throw problems.conflict('CONFLICT', `The account ${user.email} is already linked to another ${user.oidcProvider} identity.`);
    }
    user.oidcProvider = identity.provider;
    user.oidcSub = identity.subject;
    user.status = 'active';
    user.updatedAt = this.clock.date();
    await em.flush();
  }

  /** Removes the user; sessions, invitations and memberships go with it (foreign keys), overrides here. */
  async delete(em: EntityManager, user: UserRecord): Promise<void> {
    await this.gatewayRoles.removeAllForSubject(em, USER_SUBJECT, user.id);
    await this.database.queries.run(userRemoved, { id: user.id }, em);
  }

  /** Active users whose global role is admin, individually or (without an individual role) through a group. */
  async countActiveAdmins(em: EntityManager): Promise<number> {
    return rowNumber((await this.database.queries.one(activeAdmins, {}, em))?.count ?? 0);
  }

  /**
   * Runs a change that may take the admin role away from someone and refuses it (rolling the transaction back)
   * when it would leave no active admin at all: nobody could manage users any more. Every such change (a user's
   * role or removal, a group's role, removal or membership) goes through here and takes one lock first: two
   * demotions at the same time would otherwise each count the other admin, and together leave none (PostgreSQL;
   * SQLite runs transactions one at a time). Service principals are not counted: the rule keeps a person able to
   * log in and administer, and keys expire and are rotated away.
   */
  async keepingAnAdmin<T>(em: EntityManager, change: () => Promise<T>): Promise<T> {
    await this.database.lock(em, ADMIN_SET_LOCK);
    const before = await this.countActiveAdmins(em);
    const result = await change();
    await em.flush();
    if (before > 0 && (await this.countActiveAdmins(em)) === 0) {
      throw problems.conflict('LAST_ADMIN', 'This would leave no active admin; make someone else an admin first.');
    }
    return result;
  }

  /** Group names per user, for listings. */
  async groupNames(em: EntityManager, userIds: string[]): Promise<Map<string, string[]>> {
    const names = new Map<string, string[]>();
    if (userIds.length === 0) return names;
    const rows = await this.database.queries.all(groupNamesOf, { userIds }, em);
    for (const row of rows) names.set(row.userId, [...(names.get(row.userId) ?? []), row.name]);
    return names;
  }
}

export function userJson(user: UserRecord, groups: string[] = []) {
  return {
    id: user.id,
    email: user.email,
    display_name: user.displayName ?? null,
    role: user.role ?? null,
    status: user.status,
    has_password: user.passwordHash !== null && user.passwordHash !== undefined,
    oidc_provider: user.oidcProvider ?? null,
    oidc_sub: user.oidcSub ?? null,
    groups,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    last_login_at: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  };
}
