import type { Migration, PluginMigrations } from '@portcullis/core';

// One row at most: the generated VAPID key pair, the private key sealed. Times are epoch milliseconds.
const keys: Migration[] = [
  {
    name: '0001_webpush_vapid_keys',
    up: ['CREATE TABLE webpush_vapid_keys (id INTEGER PRIMARY KEY, public_key TEXT NOT NULL, private_key_sealed TEXT NOT NULL, created_at BIGINT NOT NULL)'],
  },
];

export const webPushMigrations: PluginMigrations = { sqlite: keys, postgresql: keys };
