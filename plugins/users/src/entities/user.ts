import { defineEntity, p } from '@mikro-orm/core';
import type { Role } from '@portcullis/core';

/** `invited`: created without a password and waiting for the invitation to be accepted; cannot log in. */
export type UserStatus = 'active' | 'invited';

/**
 * A person. The local password is optional (OIDC-only and passkey-only accounts have none) and an account can
 * carry one linked external identity (`oidc_provider`, `oidc_sub`). `role` is the individual global role; null
 * means the user's global role comes from groups only (tier four).
 */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.string().primary(),
    email: p.string(),
    displayName: p.string().nullable(),
    role: p.string().$type<Role>().nullable(),
    status: p.string().$type<UserStatus>(),
    passwordHash: p.string().nullable(),
    oidcProvider: p.string().nullable(),
    oidcSub: p.string().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    lastLoginAt: p.datetime().nullable(),
  },
  uniques: [
    { name: 'users_email', properties: ['email'] },
    { name: 'users_oidc_identity', properties: ['oidcProvider', 'oidcSub'] },
  ],
});

export type UserRecord = InstanceType<typeof User.class>;
