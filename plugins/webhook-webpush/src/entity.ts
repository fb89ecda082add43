import { defineEntity, p } from '@mikro-orm/core';

/** The generated VAPID key pair: one row at most, id 1, the private key sealed (see vapid.ts). */
export const WebPushVapidKey = defineEntity({
  name: 'WebPushVapidKey',
  tableName: 'webpush_vapid_keys',
  properties: {
    id: p.integer().primary().autoincrement(false),
    publicKey: p.text(),
    privateKeySealed: p.text(),
    /** Epoch milliseconds. */
    createdAt: p.bigint('number'),
  },
});
