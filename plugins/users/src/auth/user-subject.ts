import type { Actor, Database, Role } from '@portcullis/core';
import type { RoleSubject } from '../extension-points.ts';
import { USER_SUBJECT } from '../services/user-directory.ts';

/**
 * The actor attribute naming groups an identity source vouches for in this request (a proxy's groups header), by
 * name: the user counts as a member of those of them that exist here, besides the groups they belong to.
 */
export const VOUCHED_GROUPS = 'vouched_groups';

type GroupRow = { id: string; role: Role | null };

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
      const [user] = await database.reads.all<{ role: Role | null }>('SELECT role FROM users WHERE id = ?', [actor.id]);
      if (!user) return null;
      const members = await database.reads.all<GroupRow>(
        'SELECT g.id, g.role FROM user_group_members m JOIN user_groups g ON g.id = m.group_id WHERE m.user_id = ?',
        [actor.id],
      );
      const names = vouchedGroups(actor);
      const vouched =
        names.length === 0
          ? []
          : await database.reads.all<GroupRow>(`SELECT id, role FROM user_groups WHERE name IN (${names.map(() => '?').join(', ')})`, names);
      const groups = new Map([...members, ...vouched].map((group) => [group.id, group.role ?? null]));
      return { globalRole: user.role ?? null, groups: [...groups].map(([id, role]) => ({ id, role })) };
    },
  };
}
