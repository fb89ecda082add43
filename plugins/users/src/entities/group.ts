import { defineEntity, p } from '@mikro-orm/core';
import type { Role } from '@portcullis/core';

/** A named set of users. `role` is the group's global role (tier four); null grants nothing globally. */
export const Group = defineEntity({
  name: 'Group',
  tableName: 'user_groups',
  properties: {
    id: p.string().primary(),
    name: p.string(),
    description: p.text().nullable(),
    role: p.string().$type<Role>().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  uniques: [{ name: 'user_groups_name', properties: ['name'] }],
});

export type GroupRecord = InstanceType<typeof Group.class>;

export const GroupMember = defineEntity({
  name: 'GroupMember',
  tableName: 'user_group_members',
  properties: {
    groupId: p.string().primary(),
    userId: p.string().primary(),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'user_group_members_user', properties: ['userId'] }],
});

export type GroupMemberRecord = InstanceType<typeof GroupMember.class>;
