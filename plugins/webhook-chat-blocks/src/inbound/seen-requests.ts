import { createHash } from 'node:crypto';
import { type Clock, type Database, Problem } from '@portcullis/core';

/**
 * The replay guard: a signed callback is taken once. Its signature's digest is inserted into a table every replica
 * shares; a second insert of the same digest finds it and is refused. Rows live as long as their timestamp could
 * still pass the age check, and expired ones are swept on the way.
 */
export class SeenRequests {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor(deps: { database: Database; clock: Clock }) {
    this.database = deps.database;
    this.clock = deps.clock;
  }

  /** 409 REPLAYED_REQUEST when this signed request was taken before. */
  async admitOnce(signature: string, signedAtSeconds: number, maxAgeSeconds: number): Promise<void> {
    const digest = createHash('sha256').update(signature).digest('hex');
    const expiresAt = (signedAtSeconds + maxAgeSeconds) * 1000;
    const inserted = await this.database.transaction(async (em) => {
      await this.database.run('DELETE FROM chat_blocks_seen_requests WHERE expires_at < ?', [this.clock.now()], em);
      return this.database.run(
        'INSERT INTO chat_blocks_seen_requests (digest, expires_at) VALUES (?, ?) ON CONFLICT (digest) DO NOTHING',
        [digest, expiresAt],
        em,
      );
    });
    if (inserted === 0) throw new Problem(409, 'REPLAYED_REQUEST', { detail: 'This signed request was already received.' });
  }
}
