import type { Database } from '../db/database.ts';
import { PRESENCE_LOCK_NAMESPACE } from '../kernel/instances.ts';

/**
 * PostgreSQL: the holder's presence lock (held by every live process for as long as it lives) can be taken, so the
 * holder is gone. The probe is a transaction-level lock, let go as soon as the statement ends.
 */
const HOLDER_GONE = ' OR pg_try_advisory_xact_lock(?, hashtext(holder))';

/**
 * A named database lease: whoever holds an unexpired lease is the one replica that runs a global task.
 * Acquiring also renews (the holder extends its own lease); a stopped replica releases its leases so another one
 * takes over at its next attempt, and a crashed replica's lease simply expires. On PostgreSQL a crashed holder is
 * known at once (its presence lock went with its connection), so its leases are taken over without waiting for them
 * to expire: a killed replica's work moves at the next attempt of another, not after several intervals.
 */
export class LeaseStore {
  private readonly database: Database;
  private readonly holder: string;

  constructor(database: Database, holder: string) {
    this.database = database;
    this.holder = holder;
  }

  async acquire(name: string, now: number, ttlMs: number): Promise<boolean> {
    const expiresAt = now + ttlMs;
    const postgres = this.database.dialect === 'postgresql';
    const renewed = await this.database.run(
      `UPDATE portcullis_leases SET holder = ?, expires_at = ? WHERE name = ? AND (holder = ? OR expires_at < ?${postgres ? HOLDER_GONE : ''})`,
      [this.holder, expiresAt, name, this.holder, now, ...(postgres ? [PRESENCE_LOCK_NAMESPACE] : [])],
    );
    if (renewed > 0) return true;
    const inserted = await this.database.run('INSERT INTO portcullis_leases (name, holder, expires_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING', [
      name,
      this.holder,
      expiresAt,
    ]);
    return inserted > 0;
  }

  async release(name: string): Promise<void> {
    await this.database.run('DELETE FROM portcullis_leases WHERE name = ? AND holder = ?', [name, this.holder]);
  }

  /** Leases of processes known to be dead (a restarted SQLite server's predecessor): free at once, not at expiry. */
  async releaseHeldBy(holders: string[]): Promise<void> {
    if (holders.length === 0) return;
    await this.database.run(`DELETE FROM portcullis_leases WHERE holder IN (${holders.map(() => '?').join(', ')})`, holders);
  }

  async releaseAll(): Promise<void> {
    await this.database.run('DELETE FROM portcullis_leases WHERE holder = ?', [this.holder]);
  }
}
