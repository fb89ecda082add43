import type { Clock, Database, SecretBox } from '@portcullis/core';
import { webPush } from './web-push.ts';

// The VAPID key pair: from settings, or generated once and stored. Replicas starting together may each generate a
// pair; the first INSERT wins and every replica then reads that one.

const PURPOSE = 'webpush-vapid-private-key';

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
    await this.database.run('INSERT INTO webpush_vapid_keys (id, public_key, private_key_sealed, created_at) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO NOTHING', [
      generated.publicKey,
      this.secrets.encrypt(PURPOSE, generated.privateKey),
      this.clock.now(),
    ]);
    return (await this.read())!;
  }

  private async read(): Promise<VapidKeyPair | null> {
    const [row] = await this.database.execute<{ public_key: string; private_key_sealed: string }>(
      'SELECT public_key, private_key_sealed FROM webpush_vapid_keys WHERE id = 1',
    );
    return row ? { publicKey: row.public_key, privateKey: this.secrets.decrypt(PURPOSE, row.private_key_sealed), source: 'generated' } : null;
  }
}
