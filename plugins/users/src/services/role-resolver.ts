import { highestRole, type Actor, type Database, type Role, type RoleResolver } from '@portcullis/core';
import { GatewayRole } from '../entities/gateway-role.ts';
import type { RoleFacts, RoleSubject } from '../extension-points.ts';

export const GROUP_SUBJECT = 'group';

/** The inputs of the spec's role resolution, one list per tier. */
export interface TierInput {
  individualGateway: Role | null;
  groupGateway: Role[];
  individualGlobal: Role | null;
  groupGlobal: Role[];
}

/**
 * The spec's four tiers, highest priority first: individual gateway role, group gateway role, individual global
 * role, group global role. The first tier that has a value decides; within a tier the highest rank wins.
 */
export function fourTierRole(input: TierInput): Role | null {
  return input.individualGateway ?? highestRole(input.groupGateway) ?? input.individualGlobal ?? highestRole(input.groupGlobal);
}

/**
 * The kernel's role resolver (contributed to `auth.role-resolver`): every route's access check goes through it.
 * Facts are read from the database on each request, so demotions, group changes and overrides apply at once;
 * within one request they are read once per actor.
 */
export class FourTierRoleResolver implements RoleResolver {
  private readonly database: Database;
  private readonly subjects: () => RoleSubject[];
  private readonly memo = new WeakMap<Actor, Promise<RoleFacts | null>>();

  constructor(database: Database, subjects: () => RoleSubject[]) {
    this.database = database;
    this.subjects = subjects;
  }

  async effectiveRole(actor: Actor, gateway: string | null): Promise<Role | null> {
    const subject = this.subjects().find((candidate) => candidate.actorType === actor.type);
    if (!subject) return actor.role;
    const facts = await this.factsOf(subject, actor);
    // Not one of ours (the local-dev actor, a test harness actor): its authenticator's role stands.
    if (!facts) return actor.role;
    const overrides = gateway === null ? { individual: null, groups: [] } : await this.overrides(subject.subjectType, actor.id, facts, gateway);
    return fourTierRole({
      individualGateway: overrides.individual,
      groupGateway: overrides.groups,
      individualGlobal: facts.globalRole,
      groupGlobal: facts.groups.flatMap((group) => (group.role ? [group.role] : [])),
    });
  }

  private factsOf(subject: RoleSubject, actor: Actor): Promise<RoleFacts | null> {
    let facts = this.memo.get(actor);
    if (!facts) {
      facts = subject.facts(actor);
      this.memo.set(actor, facts);
      facts.catch(() => this.memo.delete(actor));
    }
    return facts;
  }

  private async overrides(subjectType: string, subjectId: string, facts: RoleFacts, gateway: string): Promise<{ individual: Role | null; groups: Role[] }> {
    const groupIds = facts.groups.map((group) => group.id);
    const rows = await this.database.fork().find(GatewayRole, {
      gateway,
      $or: [
        { subjectType, subjectId },
        ...(groupIds.length > 0 ? [{ subjectType: GROUP_SUBJECT, subjectId: { $in: groupIds } }] : []),
      ],
    });
    return {
      individual: rows.find((row) => row.subjectType === subjectType && row.subjectId === subjectId)?.role ?? null,
      groups: rows.filter((row) => row.subjectType === GROUP_SUBJECT).map((row) => row.role),
    };
  }
}
