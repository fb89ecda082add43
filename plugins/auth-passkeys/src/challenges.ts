import { createHash, randomBytes } from 'node:crypto';
import { type Clock, type Database, type TablesOf, typedQueries } from '@portcullis/core';
import { type ChallengePurpose, PasskeyChallenge } from './entities.ts';

const query = typedQueries<TablesOf<typeof PasskeyChallenge>>();

const challengeRemoved = query((db, args: { challengeHash: string }) => db.deleteFrom('passkey_challenges').where('challengeHash', '=', args.challengeHash));

const expiredChallengesRemoved = query((db, args: { now: Date }) => db.deleteFrom('passkey_challenges').where('expiresAt', '<=', args.now));

function hashOf(challenge: string): string {
  return createHash('sha256').update(challenge).digest('hex');
}

/** What a consumed challenge was issued for. */
export interface IssuedChallenge {
  purpose: ChallengePurpose;
  /** The account it was issued to (registration) or offered to (an email-first login); null: anyone's passkey. */
  userId: string | null;
}

/**
 * WebAuthn challenges, kept server-side in the database so that the answer may reach any replica: random, stored
 * only as a hash, short-lived, and usable once (the first answer that presents one deletes it; only that answer
 * goes on).
 */
export class Challenges {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly lifetimeMs: number;

  constructor(deps: { database: Database; clock: Clock; lifetimeSeconds: number }) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.lifetimeMs = deps.lifetimeSeconds * 1000;
  }

  get lifetimeSeconds(): number {
    return this.lifetimeMs / 1000;
  }

  /** New challenge bytes; the browser echoes them back base64url-encoded, which is what `consume` takes. */
  async issue(purpose: ChallengePurpose, userId: string | null): Promise<Uint8Array<ArrayBuffer>> {
    const challenge = new Uint8Array(randomBytes(32));
    const em = this.database.fork();
    em.create(PasskeyChallenge, {
      challengeHash: hashOf(Buffer.from(challenge).toString('base64url')),
      purpose,
      userId,
      expiresAt: new Date(this.clock.now() + this.lifetimeMs),
    });
    await em.flush();
    return challenge;
  }

  /** The challenge's issue, once: null when it is unknown, used, expired or for another purpose. */
  async consume(challenge: string, purpose: ChallengePurpose): Promise<IssuedChallenge | null> {
    const em = this.database.fork();
    const found = await em.findOne(PasskeyChallenge, { challengeHash: hashOf(challenge) });
    if (!found) return null;
    // Whoever deletes the row owns the challenge: of two answers at once, only one gets 1 here.
    if ((await this.database.queries.run(challengeRemoved, { challengeHash: found.challengeHash })) !== 1) return null;
    if (found.purpose !== purpose || found.expiresAt.getTime() <= this.clock.now()) return null;
    return { purpose: found.purpose, userId: found.userId ?? null };
  }

  purgeExpired(): Promise<number> {
    return this.database.queries.run(expiredChallengesRemoved, { now: this.clock.date() });
  }
}
