import type { Database, Role } from '@portcullis/core';
import type { RoleSubject } from '../extension-points.ts';
import { USER_SUBJECT } from '../services/user-directory.ts';

/** Users in the four-tier resolution: their own global role and the groups they belong to, read fresh. */
export function userRoleSubject(database: Database): RoleSubject {
  return {
    actorType: 'user',
    subjectType: USER_SUBJECT,
    facts: async (actor) => {
      const [user] = await database.execute<{ role: Role | null }>('SELECT role FROM users WHERE id = ?', [actor.id]);
      if (!user) return null;
      const groups = await database.execute<{ id: string; role: Role | null }>(
        'SELECT g.id, g.role FROM user_group_members m JOIN user_groups g ON g.id = m.group_id WHERE m.user_id = ?', [actor.id]);
      return { globalRole: user.role ?? null, groups: groups.map((group) => ({ id: group.id, role: group.role ?? null })) };
    },
  };
}
