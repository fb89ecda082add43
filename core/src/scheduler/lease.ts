import type { Database } from '../db/database.ts';
import { type TablesOf, typedQueries } from '../db/typed-queries.ts';
import { presenceLockFree } from '../kernel/instances.ts';
import type { SchedulerLease } from './entity.ts';

const query = typedQueries<TablesOf<typeof SchedulerLease>>();

interface Claim {
  name: string;
  holder: string;
  expiresAt: number;
  now: number;
}

/** Renews the holder's own lease or takes an expired one: a compare-and-swap whose changed-row count says who won. */
const renewOrTakeExpired = query((db, args: Claim) =>
  db
    .updateTable('portcullis_leases')
    .set({ holder: args.holder, expiresAt: args.expiresAt })
    .where('name', '=', args.name)
    .where((eb) => eb.or([eb('holder', '=', args.holder), eb('expiresAt', '<', args.now)])),
);

/**
 * PostgreSQL: also takes the lease when the holder's presence lock (held by every live process for as long as it
 * lives) can be taken, so the holder is gone. The probe is a transaction-level lock, let go as soon as the statement ends.
 */
const renewOrTakeExpiredOrGone = query((db, args: Claim) =>
  db
    .updateTable('portcullis_leases')
    .set({ holder: args.holder, expiresAt: args.expiresAt })
    .where('name', '=', args.name)
    .where((eb) => eb.or([eb('holder', '=', args.holder), eb('expiresAt', '<', args.now), presenceLockFree(eb.ref('holder'))])),
);

/** A lease nobody holds yet; when another replica inserts it first, nothing changes and the insert has lost. */
const takeNew = query((db, args: Omit<Claim, 'now'>) =>
  db
    .insertInto('portcullis_leases')
    .values({ name: args.name, holder: args.holder, expiresAt: args.expiresAt })
    .onConflict((oc) => oc.column('name').doNothing()),
);

const releaseOne = query((db, args: { name: string; holder: string }) =>
  db.deleteFrom('portcullis_leases').where('name', '=', args.name).where('holder', '=', args.holder),
);

const releaseAllOfHolder = query((db, args: { holder: string }) => db.deleteFrom('portcullis_leases').where('holder', '=', args.holder));

const releaseOfHolders = query((db, args: { holders: string[] }, { listOf }) => db.deleteFrom('portcullis_leases').where('holder', 'in', listOf(args.holders)));

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
    const claim = { name, holder: this.holder, expiresAt: now + ttlMs };
    const takeOver = this.database.dialect === 'postgresql' ? renewOrTakeExpiredOrGone : renewOrTakeExpired;
    if ((await this.database.queries.run(takeOver, { ...claim, now })) > 0) return true;
    return (await this.database.queries.run(takeNew, claim)) > 0;
  }

  async release(name: string): Promise<void> {
    await this.database.queries.run(releaseOne, { name, holder: this.holder });
  }

  /** Leases of processes known to be dead (a restarted SQLite server's predecessor): free at once, not at expiry. */
  async releaseHeldBy(holders: string[]): Promise<void> {
    if (holders.length === 0) return;
    await this.database.queries.run(releaseOfHolders, { holders });
  }

  async releaseAll(): Promise<void> {
    await this.database.queries.run(releaseAllOfHolder, { holder: this.holder });
  }
}
