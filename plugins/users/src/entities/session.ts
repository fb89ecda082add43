import { defineEntity, p } from '@mikro-orm/core';

/**
 * A server-side login session. The cookie carries a random token; only its SHA-256 is stored here, so a copy of
 * the database does not hand out live sessions.
 */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'user_sessions',
  properties: {
    id: p.string().primary(),
    userId: p.string(),
    /** How the user proved who they are: `password`, `oidc`, `passkey`, ... */
    method: p.string(),
    createdAt: p.datetime(),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
    clientIp: p.string().nullable(),
    userAgent: p.string().nullable(),
  },
  indexes: [
    { name: 'user_sessions_user', properties: ['userId'] },
    { name: 'user_sessions_expires', properties: ['expiresAt'] },
  ],
});

export type SessionRecord = InstanceType<typeof Session.class>;
