import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, problems, type TablesOf, typedQueries } from '@portcullis/core';
import { PasskeyCredential, type PasskeyRecord } from './entities.ts';

const query = typedQueries<TablesOf<typeof PasskeyCredential>>();

const passkeyRemoved = query((db, args: { id: string; userId: string }) =>
  db.deleteFrom('passkey_credentials').where('id', '=', args.id).where('userId', '=', args.userId),
);

/** The counter moves on only from the value that was read. */
const counterAdvanced = query((db, args: { id: string; readCounter: number; counter: number; now: Date }) =>
  db.updateTable('passkey_credentials').set({ counter: args.counter, lastUsedAt: args.now }).where('id', '=', args.id).where('counter', '=', args.readCounter),
);

/** More passkeys than this on one account is not a person's set of devices. */
export const MAX_PASSKEYS_PER_USER = 25;

export interface NewPasskey {
  id: string;
  userId: string;
  name: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

/** The registered passkeys. */
export class PasskeyStore {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor(database: Database, clock: Clock) {
    this.database = database;
    this.clock = clock;
  }

  find(id: string): Promise<PasskeyRecord | null> {
    return this.database.fork().findOne(PasskeyCredential, { id });
  }

  listFor(em: EntityManager, userId: string): Promise<PasskeyRecord[]> {
    return em.find(PasskeyCredential, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async add(em: EntityManager, passkey: NewPasskey): Promise<PasskeyRecord> {
    await this.database.lock(em, `passkeys:${passkey.userId}`);
    if (await em.findOne(PasskeyCredential, { id: passkey.id })) throw problems.conflict('ALREADY_EXISTS', 'This passkey is registered already.');
    if ((await em.count(PasskeyCredential, { userId: passkey.userId })) >= MAX_PASSKEYS_PER_USER) {
      throw problems.conflict('TOO_MANY_PASSKEYS', `An account may hold at most ${MAX_PASSKEYS_PER_USER} passkeys; delete one first.`);
    }
    const record = em.create(PasskeyCredential, {
      id: passkey.id,
      userId: passkey.userId,
      name: passkey.name,
      publicKey: Buffer.from(passkey.publicKey).toString('base64url'),
      counter: passkey.counter,
      transports: passkey.transports.length > 0 ? passkey.transports.join(',') : null,
      deviceType: passkey.deviceType,
      backedUp: passkey.backedUp,
      createdAt: this.clock.date(),
      lastUsedAt: null,
    });
    await em.flush();
    return record;
  }

  /** Removes one of the account's passkeys; false when it has no such passkey (someone else's is not found either). */
  async remove(em: EntityManager, userId: string, id: string): Promise<PasskeyRecord | null> {
    const record = await em.findOne(PasskeyCredential, { id, userId });
    if (!record) return null;
    await this.database.queries.run(passkeyRemoved, { id, userId }, em);
    return record;
  }

  /**
   * Moves the signature counter from the value the assertion was checked against to the new one, only if nobody
   * moved it meanwhile: two logins with one counter value (a cloned authenticator racing the original) cannot both
   * pass.
   */
  async advanceCounter(record: PasskeyRecord, counter: number): Promise<boolean> {
    const updated = await this.database.queries.run(counterAdvanced, { id: record.id, readCounter: record.counter, counter, now: this.clock.date() });
    return updated === 1;
  }
}

export function transportsOf(record: PasskeyRecord): string[] {
  return record.transports ? record.transports.split(',') : [];
}

export function passkeyJson(record: PasskeyRecord) {
  return {
    id: record.id,
    name: record.name,
    device_type: record.deviceType,
    backed_up: record.backedUp,
    transports: transportsOf(record),
    created_at: record.createdAt.toISOString(),
    last_used_at: record.lastUsedAt ? record.lastUsedAt.toISOString() : null,
  };
}
