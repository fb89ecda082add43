import { createHash } from 'node:crypto';
import { type Clock, type Database, Problem, type TablesOf, typedQueries } from '@portcullis/core';
import type { ChatSeenRequest } from '../entities.ts';

const query = typedQueries<TablesOf<typeof ChatSeenRequest>>();

const expiredBefore = query((db, args: { now: number }) => db.deleteFrom('chat_blocks_seen_requests').where('expiresAt', '<', args.now));

/** Inserts the digest unless it is there: the primary key arbitrates between replicas. */
const firstSighting = query((db, args: { digest: string; expiresAt: number }) =>
  db
    .insertInto('chat_blocks_seen_requests')
    .values({ digest: args.digest, expiresAt: args.expiresAt })
    .onConflict((conflict) => conflict.column('digest').doNothing()),
);

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
      await this.database.queries.run(expiredBefore, { now: this.clock.now() }, em);
      return this.database.queries.run(firstSighting, { digest, expiresAt }, em);
    });
    if (inserted === 0) throw new Problem(409, 'REPLAYED_REQUEST', { detail: 'This signed request was already received.' });
  }
}
