import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Database } from '../db/database.ts';
import { problems } from '../errors.ts';

/** Same scope + key + fingerprint within 24 h is the same request; a different fingerprint is a 409. */
export interface Idempotency {
  scope: string;
  key: string;
  fingerprint: string;
}

/** Who may run the request behind a key: this caller (`claimed`), nobody any more (`started`), or another one. */
export type Claim = { state: 'claimed'; token: string } | { state: 'started'; operationId: string } | { state: 'pending'; holder: string; token: string };

export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;
const TABLE = 'operation_idempotency';

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
    // A key is free again 24 h after it was first used.
    await this.database.run(`DELETE FROM ${TABLE} WHERE scope = ? AND idempotency_key = ? AND created_at <= ?`, [scope, key, now - IDEMPOTENCY_WINDOW_MS]);
    const token = randomUUID();
    const inserted = await this.database.run(
      `INSERT INTO ${TABLE} (scope, idempotency_key, fingerprint, operation_id, holder, token, created_at) VALUES (?, ?, ?, NULL, ?, ?, ?)
       ON CONFLICT (scope, idempotency_key) DO NOTHING`,
      [scope, key, idempotency.fingerprint, this.instanceId, token, now],
    );
    if (inserted > 0) return { state: 'claimed', token };
    const [row] = await this.database.execute<{ fingerprint: string; operation_id: string | null; holder: string; token: string }>(
      `SELECT fingerprint, operation_id, holder, token FROM ${TABLE} WHERE scope = ? AND idempotency_key = ?`,
      [scope, key],
    );
    // Given back between our insert and our read: claim again.
    if (!row) return this.claim(idempotency, now);
    if (row.fingerprint !== idempotency.fingerprint) {
      throw problems.conflict('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with a different request body.');
    }
    return row.operation_id ? { state: 'started', operationId: row.operation_id } : { state: 'pending', holder: row.holder, token: row.token };
  }

  /** Takes over a claim whose holder died before it started anything; null when someone else was quicker. */
  async takeOver(idempotency: Idempotency, staleToken: string): Promise<string | null> {
    const token = randomUUID();
    const taken = await this.database.run(
      `UPDATE ${TABLE} SET holder = ?, token = ? WHERE scope = ? AND idempotency_key = ? AND token = ? AND operation_id IS NULL`,
      [this.instanceId, token, idempotency.scope, idempotency.key, staleToken],
    );
    return taken > 0 ? token : null;
  }

  /** In the transaction that creates the operation: from now on the key answers with it. */
  async link(em: EntityManager, idempotency: Idempotency, token: string, operationId: string): Promise<void> {
    await this.database.run(
      `UPDATE ${TABLE} SET operation_id = ? WHERE scope = ? AND idempotency_key = ? AND token = ?`,
      [operationId, idempotency.scope, idempotency.key, token],
      em,
    );
  }

  /** Nothing was started (the work before it failed): the next request with this key runs it again. */
  async release(idempotency: Idempotency, token: string): Promise<void> {
    await this.database.run(`DELETE FROM ${TABLE} WHERE scope = ? AND idempotency_key = ? AND token = ? AND operation_id IS NULL`, [
      idempotency.scope,
      idempotency.key,
      token,
    ]);
  }

  purgeBefore(cutoff: number): Promise<number> {
    return this.database.run(`DELETE FROM ${TABLE} WHERE created_at < ?`, [cutoff]);
  }
}
