import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, problems, type Role, rowNumber, type TablesOf, typedQueries } from '@portcullis/core';
import { Group, GroupMember, type GroupRecord } from '../entities/group.ts';
import { User, type UserRecord } from '../entities/user.ts';
import type { GatewayRoleService } from './gateway-roles.ts';
import { GROUP_SUBJECT } from './role-resolver.ts';

const query = typedQueries<TablesOf<typeof User | typeof Group | typeof GroupMember>>();

const memberCountsOf = query((db, args: { groupIds: string[] }, { listOf }) =>
  db
    .selectFrom('user_group_members')
    .select((eb) => ['groupId', eb.fn.countAll().as('count')])
    .where('groupId', 'in', listOf(args.groupIds))
    .groupBy('groupId'),
);

const groupRemoved = query((db, args: { id: string }) => db.deleteFrom('user_groups').where('id', '=', args.id));

const memberRemoved = query((db, args: { groupId: string; userId: string }) =>
  db.deleteFrom('user_group_members').where('groupId', '=', args.groupId).where('userId', '=', args.userId),
);

const memberEmailsOf = query((db, args: { name: string }) =>
  db
    .selectFrom('user_group_members as member')
    .innerJoin('user_groups as group', 'group.id', 'member.groupId')
    .innerJoin('users as user', 'user.id', 'member.userId')
    .select('user.email')
    .where('group.name', '=', args.name)
    .orderBy('user.email'),
);

export interface GroupUpdate {
  name?: string;
  description?: string | null;
  role?: Role | null;
}

export interface GroupMemberView {
  user_id: string;
  email: string;
  added_at: string;
}

/** Groups and their members. Other plugins read membership here (quorum voters given as group names). */
export class GroupDirectory {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly gatewayRoles: GatewayRoleService;

  constructor(deps: { database: Database; clock: Clock; gatewayRoles: GatewayRoleService }) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.gatewayRoles = deps.gatewayRoles;
  }

  /** Paths accept a group id or its name. */
  async findByReference(em: EntityManager, reference: string): Promise<GroupRecord | null> {
    return (await em.findOne(Group, { id: reference })) ?? em.findOne(Group, { name: reference });
  }

  async require(em: EntityManager, reference: string): Promise<GroupRecord> {
    const group = await this.findByReference(em, reference);
    if (!group) throw problems.notFound('NOT_FOUND', `No group ${reference}.`);
    return group;
  }

  list(em: EntityManager, page: { offset: number; limit: number }): Promise<[GroupRecord[], number]> {
    return em.findAndCount(Group, {}, { orderBy: { name: 'asc' }, offset: page.offset, limit: page.limit });
  }

  all(em: EntityManager): Promise<GroupRecord[]> {
    return em.find(Group, {}, { orderBy: { name: 'asc' } });
  }

  async create(em: EntityManager, input: { name: string; description: string | null; role: Role | null }): Promise<GroupRecord> {
    await this.requireFreeName(em, input.name);
    const now = this.clock.date();
    const group = em.create(Group, { id: randomUUID(), ...input, createdAt: now, updatedAt: now });
    await em.flush();
    return group;
  }

  async update(em: EntityManager, group: GroupRecord, changes: GroupUpdate): Promise<void> {
    if (changes.name !== undefined && changes.name !== group.name) await this.requireFreeName(em, changes.name);
    if (changes.name !== undefined) group.name = changes.name;
    if (changes.description !== undefined) group.description = changes.description;
    if (changes.role !== undefined) group.role = changes.role;
    group.updatedAt = this.clock.date();
    await em.flush();
  }

  /** Members leave with the group (foreign keys); its per-gateway overrides are removed here. */
  async delete(em: EntityManager, group: GroupRecord): Promise<void> {
    await this.gatewayRoles.removeAllForSubject(em, GROUP_SUBJECT, group.id);
    await this.database.queries.run(groupRemoved, { id: group.id }, em);
  }

  async members(em: EntityManager, group: GroupRecord): Promise<GroupMemberView[]> {
    const memberships = await em.find(GroupMember, { groupId: group.id });
    if (memberships.length === 0) return [];
    const users = await em.find(User, { id: { $in: memberships.map((membership) => membership.userId) } }, { orderBy: { email: 'asc' } });
    const addedAt = new Map(memberships.map((membership) => [membership.userId, membership.createdAt]));
    return users.map((user) => ({ user_id: user.id, email: user.email, added_at: addedAt.get(user.id)!.toISOString() }));
  }

  async memberCounts(em: EntityManager, groupIds: string[]): Promise<Map<string, number>> {
    if (groupIds.length === 0) return new Map();
    const rows = await this.database.queries.all(memberCountsOf, { groupIds }, em);
    return new Map(rows.map((row) => [row.groupId, rowNumber(row.count)]));
  }

  async addMember(em: EntityManager, group: GroupRecord, user: UserRecord): Promise<GroupMemberView> {
    if (await em.findOne(GroupMember, { groupId: group.id, userId: user.id })) {
      throw problems.conflict('ALREADY_EXISTS', `${user.email} is already a member of ${group.name}.`);
    }
    const member = em.create(GroupMember, { groupId: group.id, userId: user.id, createdAt: this.clock.date() });
    await em.flush();
    return { user_id: user.id, email: user.email, added_at: member.createdAt.toISOString() };
  }

  async removeMember(em: EntityManager, group: GroupRecord, user: UserRecord): Promise<void> {
    const removed = await this.database.queries.run(memberRemoved, { groupId: group.id, userId: user.id }, em);
    if (removed === 0) throw problems.notFound('NOT_FOUND', `${user.email} is not a member of ${group.name}.`);
  }

  /** The groups of these names that exist (names that match none are left out). */
  findByNames(names: string[]): Promise<GroupRecord[]> {
    return names.length === 0 ? Promise.resolve([]) : this.database.fork().find(Group, { name: { $in: names } });
  }

  /** Emails of the members of the named group (empty when there is no such group). */
  async memberEmails(name: string): Promise<string[]> {
    const rows = await this.database.queries.all(memberEmailsOf, { name });
    return rows.map((row) => row.email);
  }

  private async requireFreeName(em: EntityManager, name: string): Promise<void> {
    if (await em.findOne(Group, { name })) throw problems.conflict('ALREADY_EXISTS', `A group named ${name} already exists.`);
  }
}

export function groupJson(group: GroupRecord, memberCount: number) {
  return {
    id: group.id,
    name: group.name,
    description: group.description ?? null,
    role: group.role ?? null,
    member_count: memberCount,
    created_at: group.createdAt.toISOString(),
    updated_at: group.updatedAt.toISOString(),
  };
}
