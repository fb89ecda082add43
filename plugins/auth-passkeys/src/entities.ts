import { defineEntity, p } from '@mikro-orm/core';

/** A registered passkey. The credential id is public; the public key verifies its signatures; `counter` catches clones. */
export const PasskeyCredential = defineEntity({
  name: 'PasskeyCredential',
  tableName: 'passkey_credentials',
  properties: {
    id: p.string().primary(),
    userId: p.string(),
    name: p.string(),
    publicKey: p.text(),
    counter: p.bigint('number'),
    transports: p.string().nullable(),
    deviceType: p.string(),
    backedUp: p.boolean(),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'passkey_credentials_user', properties: ['userId'] }],
});

export type PasskeyRecord = InstanceType<typeof PasskeyCredential.class>;

/** A challenge handed to a browser: usable once, until `expiresAt`, for one purpose (and one account, when bound). */
export const PasskeyChallenge = defineEntity({
  name: 'PasskeyChallenge',
  tableName: 'passkey_challenges',
  properties: {
    challengeHash: p.string().primary(),
    purpose: p.string().$type<ChallengePurpose>(),
    userId: p.string().nullable(),
    expiresAt: p.datetime(),
  },
  indexes: [{ name: 'passkey_challenges_expires', properties: ['expiresAt'] }],
});

export type ChallengePurpose = 'register' | 'login';
