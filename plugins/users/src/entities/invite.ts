import { defineEntity, p } from '@mikro-orm/core';

/** An invitation to set a first password; the token is shown once and only its SHA-256 is kept. */
export const Invite = defineEntity({
  name: 'Invite',
  tableName: 'user_invites',
  properties: {
    tokenHash: p.string().primary(),
    userId: p.string(),
    createdBy: p.string(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'user_invites_user', properties: ['userId'] }],
});

export type InviteRecord = InstanceType<typeof Invite.class>;
