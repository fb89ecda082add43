import { type Actor, type Database, type TablesOf, typedQueries } from '@portcullis/core';
import type { Group, GroupMember } from '../entities/group.ts';
import type { User } from '../entities/user.ts';
import type { RoleSubject } from '../extension-points.ts';
import { USER_SUBJECT } from '../services/user-directory.ts';

/**
 * The actor attribute naming groups an identity source vouches for in this request (a proxy's groups header), by
 * name: the user counts as a member of those of them that exist here, besides the groups they belong to.
 */
export const VOUCHED_GROUPS = 'vouched_groups';

const query = typedQueries<TablesOf<typeof User | typeof Group | typeof GroupMember>>();

const userRole = query((db, args: { id: string }) => db.selectFrom('users').select('role').where('id', '=', args.id));

const memberGroups = query((db, args: { userId: string }) =>
  db
    .selectFrom('user_group_members as member')
    .innerJoin('user_groups as group', 'group.id', 'member.groupId')
    .select(['group.id', 'group.role'])
    .where('member.userId', '=', args.userId),
);

const groupsNamed = query((db, args: { names: string[] }, { listOf }) =>
  db.selectFrom('user_groups').select(['id', 'role']).where('name', 'in', listOf(args.names)),
);

function vouchedGroups(actor: Actor): string[] {
  const value = actor.attributes?.[VOUCHED_GROUPS];
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
}

/** Users in the four-tier resolution: their own global role and the groups they belong to, read fresh. */
export function userRoleSubject(database: Database): RoleSubject {
  return {
    actorType: 'user',
    subjectType: USER_SUBJECT,
    facts: async (actor) => {
      const user = await database.queries.one(userRole, { id: actor.id });
      if (!user) return null;
      const members = await database.queries.all(memberGroups, { userId: actor.id });
      const names = vouchedGroups(actor);
      const vouched = names.length === 0 ? [] : await database.queries.all(groupsNamed, { names });
      const groups = new Map([...members, ...vouched].map((group) => [group.id, group.role ?? null]));
      return { globalRole: user.role ?? null, groups: [...groups].map(([id, role]) => ({ id, role })) };
    },
  };
}
