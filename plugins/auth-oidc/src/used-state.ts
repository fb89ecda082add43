import { createHash } from 'node:crypto';
import { defineEntity, p, UniqueConstraintViolationException } from '@mikro-orm/core';
import { type Clock, type Database, type TablesOf, typedQueries } from '@portcullis/core';

/** A login state whose callback has been received: a second callback with it is a replay. */
export const UsedState = defineEntity({
  name: 'OidcUsedState',
  tableName: 'oidc_used_states',
  properties: {
    stateHash: p.string().primary(),
    expiresAt: p.datetime(),
  },
});

const query = typedQueries<TablesOf<typeof UsedState>>();

const expiredStatesRemoved = query((db, args: { now: Date }) => db.deleteFrom('oidc_used_states').where('expiresAt', '<=', args.now));

/**
 * Single use of each login state, across replicas: the first callback records it, any later one with the same
 * state is refused before the provider is asked anything. Records go once the state has expired anyway.
 */
export class UsedStates {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor(database: Database, clock: Clock) {
    this.database = database;
    this.clock = clock;
  }

  /** False when the state was used before. */
  async consume(state: string, expiresAt: number): Promise<boolean> {
    const em = this.database.fork();
    em.create(UsedState, { stateHash: createHash('sha256').update(state).digest('hex'), expiresAt: new Date(expiresAt) });
    try {
      await em.flush();
      return true;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
  }

  purgeExpired(): Promise<number> {
    return this.database.queries.run(expiredStatesRemoved, { now: this.clock.date() });
  }
}
