import type { EntityManager } from '@mikro-orm/core';
import { isProblem, type Role } from '@portcullis/core';
import type { GroupRecord } from '../entities/group.ts';
import { type AuditedChangeDeps, auditedChange } from './audited-change.ts';
import type { GroupDirectory, GroupMemberView, GroupUpdate } from './groups.ts';
import { differences, type IdentityEvents } from './identity-events.ts';
import type { UserDirectory } from './user-directory.ts';

export interface NewGroup {
  name: string;
  description: string | null;
  role: Role | null;
}

/** A group as it should be after a change, for the last-admin check of a plan (null: deleted). */
export interface GroupOutcome {
  role: Role | null;
  memberEmails: readonly string[];
}

function shownFields(group: GroupRecord): Record<string, unknown> {
  return { name: group.name, description: group.description ?? null, role: group.role ?? null };
}

// Thrown to roll back a change that was only tried.
const TRIED = Symbol('tried');

/**
 * Every write to a group and its members, each in its own transaction with its `group.*` audit row and its
 * identity event: the routes and the `groups` declarable kind both make changes here, so they record them alike.
 * Changes that may take the admin role from someone keep an active admin (UserDirectory.keepingAnAdmin).
 */
export class GroupChanges {
  private readonly deps: AuditedChangeDeps;
  private readonly groups: GroupDirectory;
  private readonly users: UserDirectory;
  private readonly events: IdentityEvents;

  constructor(deps: AuditedChangeDeps & { groups: GroupDirectory; users: UserDirectory; events: IdentityEvents }) {
    this.deps = { database: deps.database, audit: deps.audit };
    this.groups = deps.groups;
    this.users = deps.users;
    this.events = deps.events;
  }

  create(input: NewGroup): Promise<GroupRecord> {
    return auditedChange(
      this.deps,
      (em) => this.groups.create(em, input),
      (created) => ({ action: 'group.create', resourceType: 'group', resourceId: created.id, detail: { name: created.name, role: created.role ?? null } }),
      (created) => this.events.groupCreated(created),
    );
  }

  /** Renames a group or changes its description or global role; the group is named by id or name. */
  async update(reference: string, changes: GroupUpdate): Promise<GroupRecord> {
    const { group } = await auditedChange(
      this.deps,
      async (em) => {
        const group = await this.groups.require(em, reference);
        const before = shownFields(group);
        await this.users.keepingAnAdmin(em, () => this.groups.update(em, group, changes));
        return { group, before };
      },
      ({ group, before }) => ({ action: 'group.update', resourceType: 'group', resourceId: group.id, detail: { before, after: shownFields(group) } }),
      ({ group, before }) => {
        const change = differences(before, shownFields(group));
        if (change.changed.length > 0) this.events.groupUpdated(group, change);
      },
    );
    return group;
  }

  async delete(reference: string): Promise<void> {
    await auditedChange(
      this.deps,
      async (em) => {
        const group = await this.groups.require(em, reference);
        await this.users.keepingAnAdmin(em, () => this.groups.delete(em, group));
        return group;
      },
      (group) => ({ action: 'group.delete', resourceType: 'group', resourceId: group.id, detail: { name: group.name, role: group.role ?? null } }),
      (group) => this.events.groupDeleted(group),
    );
  }

  /** Adds a user (by id or email) to a group (by id or name). */
  async addMember(reference: string, userReference: string): Promise<GroupMemberView> {
    const { member } = await auditedChange(
      this.deps,
      async (em) => {
        const group = await this.groups.require(em, reference);
        const user = await this.users.require(em, userReference);
        return { group, member: await this.groups.addMember(em, group, user) };
      },
      ({ group, member }) => ({
        action: 'group.member.add',
        resourceType: 'group',
        resourceId: group.id,
        detail: { group: group.name, user_id: member.user_id, email: member.email },
      }),
      ({ group, member }) => this.events.groupUpdated(group, { changed: ['members'] }, { user_id: member.user_id, email: member.email, action: 'added' }),
    );
    return member;
  }

  async removeMember(reference: string, userReference: string): Promise<void> {
    await auditedChange(
      this.deps,
      async (em) => {
        const group = await this.groups.require(em, reference);
        const user = await this.users.require(em, userReference);
        await this.users.keepingAnAdmin(em, () => this.groups.removeMember(em, group, user));
        return { group, user };
      },
      ({ group, user }) => ({
        action: 'group.member.remove',
        resourceType: 'group',
        resourceId: group.id,
        detail: { group: group.name, user_id: user.id, email: user.email },
      }),
      ({ group, user }) => this.events.groupUpdated(group, { changed: ['members'] }, { user_id: user.id, email: user.email, action: 'removed' }),
    );
  }

  /**
   * Why taking the named group to `outcome` (null: deleting it) would be refused for leaving no active admin, or
   * null. The demoting writes are made in a transaction that is always rolled back, so the rule judged is the very
   * one the writes meet.
   */
  async lastAdminRefusal(name: string, outcome: GroupOutcome | null): Promise<string | null> {
    try {
      await this.deps.database.transaction(async (em) => {
        const group = await this.groups.findByReference(em, name);
        if (group) await this.users.keepingAnAdmin(em, () => this.demote(em, group, outcome));
        throw TRIED;
      });
    } catch (error) {
      if (error === TRIED) return null;
      if (isProblem(error) && error.code === 'LAST_ADMIN') return error.detail ?? error.code;
      throw error;
    }
    return null;
  }

  private async demote(em: EntityManager, group: GroupRecord, outcome: GroupOutcome | null): Promise<void> {
    if (!outcome) return this.groups.delete(em, group);
    if ((group.role ?? null) !== outcome.role) await this.groups.update(em, group, { role: outcome.role });
    const staying = new Set(outcome.memberEmails);
    for (const member of await this.groups.members(em, group)) {
      if (!staying.has(member.email)) await this.groups.removeMember(em, group, await this.users.require(em, member.user_id));
    }
  }
}
