import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Database } from '../db/database.ts';
import { type TablesOf, typedQueries } from '../db/typed-queries.ts';
import { problems } from '../errors.ts';
import type { IdempotencyClaim } from './entity.ts';

/** Same scope + key + fingerprint within 24 h is the same request; a different fingerprint is a 409. */
export interface Idempotency {
  scope: string;
  key: string;
  fingerprint: string;
}

/** Who may run the request behind a key: this caller (`claimed`), nobody any more (`started`), or another one. */
export type Claim = { state: 'claimed'; token: string } | { state: 'started'; operationId: string } | { state: 'pending'; holder: string; token: string };

export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

const query = typedQueries<TablesOf<typeof IdempotencyClaim>>();

type Key = { scope: string; key: string };

/** A key is free again 24 h after it was first used: its claim goes once `createdAt` is at or before `expiredAt`. */
const expiredClaim = query((db, args: Key & { expiredAt: number }) =>
  db.deleteFrom('operation_idempotency').where('scope', '=', args.scope).where('idempotencyKey', '=', args.key).where('createdAt', '<=', args.expiredAt),
);

/** The primary key decides: a second insert of the same key changes nothing. */
const newClaim = query((db, args: Key & { fingerprint: string; holder: string; token: string; createdAt: number }) =>
  db
    .insertInto('operation_idempotency')
    .values({
      scope: args.scope,
      idempotencyKey: args.key,
      fingerprint: args.fingerprint,
      operationId: null,
      holder: args.holder,
      token: args.token,
      createdAt: args.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['scope', 'idempotencyKey']).doNothing()),
);

const claimOf = query((db, args: Key) =>
  db
    .selectFrom('operation_idempotency')
    .select(['fingerprint', 'operationId', 'holder', 'token'])
    .where('scope', '=', args.scope)
    .where('idempotencyKey', '=', args.key),
);

/** A compare-and-swap on the stale token: only a claim that started nothing yet changes hands. */
const claimTakenOver = query((db, args: Key & { staleToken: string; holder: string; token: string }) =>
  db
    .updateTable('operation_idempotency')
    .set({ holder: args.holder, token: args.token })
    .where('scope', '=', args.scope)
    .where('idempotencyKey', '=', args.key)
    .where('token', '=', args.staleToken)
    .where('operationId', 'is', null),
);

const claimLinked = query((db, args: Key & { token: string; operationId: string }) =>
  db
    .updateTable('operation_idempotency')
    .set({ operationId: args.operationId })
    .where('scope', '=', args.scope)
    .where('idempotencyKey', '=', args.key)
    .where('token', '=', args.token),
);

const claimReleased = query((db, args: Key & { token: string }) =>
  db
    .deleteFrom('operation_idempotency')
    .where('scope', '=', args.scope)
    .where('idempotencyKey', '=', args.key)
    .where('token', '=', args.token)
    .where('operationId', 'is', null),
);

const claimsBefore = query((db, args: { cutoff: number }) => db.deleteFrom('operation_idempotency').where('createdAt', '<', args.cutoff));

/**
 * One row per idempotency key, inserted before any work (a unique primary key decides who runs it, across
 * replicas) and pointed at the operation in the transaction that creates it. A claim is held by one request of
 * one instance (`holder`, `token`); a caller that failed before starting anything gives it back.
 */
export class IdempotencyClaims {
  private readonly database: Database;
  private readonly instanceId: string;

  constructor(database: Database, instanceId: string) {
    this.database = database;
    this.instanceId = instanceId;
  }

  async claim(idempotency: Idempotency, now: number): Promise<Claim> {
    const { scope, key } = idempotency;
    await this.database.queries.run(expiredClaim, { scope, key, expiredAt: now - IDEMPOTENCY_WINDOW_MS });
    const token = randomUUID();
    const inserted = await this.database.queries.run(newClaim, {
      scope,
      key,
      fingerprint: idempotency.fingerprint,
      holder: this.instanceId,
      token,
      createdAt: now,
    });
    if (inserted > 0) return { state: 'claimed', token };
    const row = await this.database.queries.one(claimOf, { scope, key });
    // Given back between our insert and our read: claim again.
    if (!row) return this.claim(idempotency, now);
    if (row.fingerprint !== idempotency.fingerprint) {
      throw problems.conflict('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with a different request body.');
    }
    return row.operationId ? { state: 'started', operationId: row.operationId } : { state: 'pending', holder: row.holder, token: row.token };
  }

  /** Takes over a claim whose holder died before it started anything; null when someone else was quicker. */
  async takeOver(idempotency: Idempotency, staleToken: string): Promise<string | null> {
    const token = randomUUID();
    const taken = await this.database.queries.run(claimTakenOver, {
      scope: idempotency.scope,
      key: idempotency.key,
      staleToken,
      holder: this.instanceId,
      token,
    });
    return taken > 0 ? token : null;
  }

  /** In the transaction that creates the operation: from now on the key answers with it. */
  async link(em: EntityManager, idempotency: Idempotency, token: string, operationId: string): Promise<void> {
    await this.database.queries.run(claimLinked, { scope: idempotency.scope, key: idempotency.key, token, operationId }, em);
  }

  /** Nothing was started (the work before it failed): the next request with this key runs it again. */
  async release(idempotency: Idempotency, token: string): Promise<void> {
    await this.database.queries.run(claimReleased, { scope: idempotency.scope, key: idempotency.key, token });
  }

  purgeBefore(cutoff: number): Promise<number> {
    return this.database.queries.run(claimsBefore, { cutoff });
  }
}
