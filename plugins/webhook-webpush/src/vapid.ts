import { type Clock, type Database, type SecretBox, type TablesOf, typedQueries } from '@portcullis/core';
import type { WebPushVapidKey } from './entity.ts';
import { webPush } from './web-push.ts';

// The VAPID key pair: from settings, or generated once and stored. Replicas starting together may each generate a
// pair; the first INSERT wins and every replica then reads that one.

const PURPOSE = 'webpush-vapid-private-key';
/** The one row's id. */
const KEY_ROW = 1;

const query = typedQueries<TablesOf<typeof WebPushVapidKey>>();

const storedKeys = query((db) => db.selectFrom('webpush_vapid_keys').select(['publicKey', 'privateKeySealed']).where('id', '=', KEY_ROW));

/** Stores a generated pair unless a replica stored one first: the primary key arbitrates. */
const firstKeys = query((db, args: { publicKey: string; privateKeySealed: string; createdAt: number }) =>
  db
    .insertInto('webpush_vapid_keys')
    .values({ id: KEY_ROW, publicKey: args.publicKey, privateKeySealed: args.privateKeySealed, createdAt: args.createdAt })
    .onConflict((conflict) => conflict.column('id').doNothing()),
);

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
  source: 'settings' | 'generated';
}

export class VapidKeys {
  private readonly database: Database;
  private readonly secrets: SecretBox;
  private readonly clock: Clock;
  private readonly configured: VapidKeyPair | null;
  private loaded: Promise<VapidKeyPair> | null = null;

  constructor(deps: { database: Database; secrets: SecretBox; clock: Clock; publicKey?: string | undefined; privateKey?: string | undefined }) {
    this.database = deps.database;
    this.secrets = deps.secrets;
    this.clock = deps.clock;
    this.configured = deps.publicKey && deps.privateKey ? { publicKey: deps.publicKey, privateKey: deps.privateKey, source: 'settings' } : null;
  }

  current(): Promise<VapidKeyPair> {
    if (this.configured) return Promise.resolve(this.configured);
    this.loaded ??= this.storedOrGenerated().catch((error: unknown) => {
      this.loaded = null;
      throw error;
    });
    return this.loaded;
  }

  private async storedOrGenerated(): Promise<VapidKeyPair> {
    const stored = await this.read();
    if (stored) return stored;
    const generated = (await webPush()).generateVAPIDKeys();
    await this.database.queries.run(firstKeys, {
      publicKey: generated.publicKey,
      privateKeySealed: this.secrets.encrypt(PURPOSE, generated.privateKey),
      createdAt: this.clock.now(),
    });
    return (await this.read())!;
  }

  private async read(): Promise<VapidKeyPair | null> {
    const row = await this.database.queries.one(storedKeys, {});
    return row ? { publicKey: row.publicKey, privateKey: this.secrets.decrypt(PURPOSE, row.privateKeySealed), source: 'generated' } : null;
  }
}
