import { type Database, type TablesOf, typedQueries } from '@portcullis/core';
import type { LogCursorState } from '@portcullis/plugin-sandboxes';
import type { MeteringCounter, MeteringCursor, MeteringState } from './entities.ts';

/** Where a sandbox's log was read up to, as stored. */
export interface StoredCursor {
  sandboxId: string;
  state: LogCursorState;
  /** Whether the sandbox was running at its last poll (a sandbox that stopped since is read once more). */
  running: boolean;
  version: number;
}

/** A cursor to store: `previous` is the version read (null for a sandbox seen for the first time). */
export interface CursorWrite {
  sandboxId: string;
  workspace: string;
  sandbox: string;
  state: LogCursorState;
  running: boolean;
  previous: number | null;
}

export interface CountIncrement {
  workspace: string;
  sandbox: string;
  day: string;
  requests: number;
}

/** Thrown inside the commit when a cursor moved since it was read: the whole commit rolls back. */
class CursorMoved extends Error {}

const ACTIVATED_AT = 'activated_at';

const query = typedQueries<TablesOf<typeof MeteringCursor | typeof MeteringCounter | typeof MeteringState>>();

/** The first activation's time; a later one finds it there and keeps it. */
const firstActivation = query((db, args: { now: number }) =>
  db
    .insertInto('metering_state')
    .values({ name: ACTIVATED_AT, value: args.now })
    .onConflict((conflict) => conflict.column('name').doNothing()),
);

const activation = query((db) => db.selectFrom('metering_state').select('value').where('name', '=', ACTIVATED_AT));

const cursorsOfGateway = query((db, args: { gateway: string }) =>
  db.selectFrom('metering_cursors').select(['sandboxId', 'lastMs', 'atLast', 'running', 'version']).where('gateway', '=', args.gateway),
);

/** What a cursor write sets besides its version. */
type CursorFields = {
  gateway: string;
  sandboxId: string;
  workspace: string;
  sandbox: string;
  lastMs: number;
  atLast: string;
  running: number;
  updatedAt: number;
};

/** A sandbox's first cursor, at version 1, unless another replica stored one first. */
const firstCursor = query((db, args: CursorFields) =>
  db
    .insertInto('metering_cursors')
    .values({
      gateway: args.gateway,
      sandboxId: args.sandboxId,
      workspace: args.workspace,
      sandbox: args.sandbox,
      lastMs: args.lastMs,
      atLast: args.atLast,
      running: args.running,
      version: 1,
      updatedAt: args.updatedAt,
    })
    .onConflict((conflict) => conflict.columns(['gateway', 'sandboxId']).doNothing()),
);

/** The compare-and-swap of a cursor: stored only if its version is still the one read. */
const movedCursor = query((db, args: CursorFields & { previous: number }) =>
  db
    .updateTable('metering_cursors')
    .set((eb) => ({
      workspace: args.workspace,
      sandbox: args.sandbox,
      lastMs: args.lastMs,
      atLast: args.atLast,
      running: args.running,
      version: eb('version', '+', 1),
      updatedAt: args.updatedAt,
    }))
    .where('gateway', '=', args.gateway)
    .where('sandboxId', '=', args.sandboxId)
    .where('version', '=', args.previous),
);

const countAdded = query((db, args: CountIncrement & { gateway: string }) =>
  db
    .insertInto('metering_counters')
    .values({ gateway: args.gateway, workspace: args.workspace, sandbox: args.sandbox, day: args.day, requests: args.requests })
    .onConflict((conflict) =>
      conflict
        .columns(['gateway', 'workspace', 'sandbox', 'day'])
        .doUpdateSet((eb) => ({ requests: eb('metering_counters.requests', '+', eb.ref('excluded.requests')) })),
    ),
);

const goneCursor = query((db, args: { gateway: string; sandboxId: string; version: number }) =>
  db.deleteFrom('metering_cursors').where('gateway', '=', args.gateway).where('sandboxId', '=', args.sandboxId).where('version', '=', args.version),
);

const cursorsOfUnregistered = query((db, args: { gateway: string }) => db.deleteFrom('metering_cursors').where('gateway', '=', args.gateway));

/**
 * Cursors, counters and the activation time. A poll's new cursors and the counts they account for commit in one
 * transaction, and each cursor only if its version is still the one read: another replica that polled the same
 * lines in between makes this commit roll back, so a line is counted once whoever polls.
 */
export class MeteringStore {
  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  /** Metering starts at its first activation (earlier lines are never counted); later starts keep that time. */
  async activate(now: number): Promise<number> {
    await this.database.queries.run(firstActivation, { now });
    const row = await this.database.queries.one(activation, {});
    return row!.value;
  }

  async cursorsOf(gateway: string): Promise<Map<string, StoredCursor>> {
    const rows = await this.database.queries.all(cursorsOfGateway, { gateway });
    return new Map(
      rows.map((row) => [
        row.sandboxId,
        {
          sandboxId: row.sandboxId,
          state: { lastMs: row.lastMs, atLast: JSON.parse(row.atLast) as Array<[string, number]> },
          running: row.running === 1,
          version: row.version,
        },
      ]),
    );
  }

  /**
   * Stores a gateway's poll: new cursors, counter increments, and the removal of cursors of sandboxes that are gone.
   * False when a cursor had moved (nothing is stored; the next poll reads from the stored cursors again).
   */
  async commit(gateway: string, poll: { cursors: CursorWrite[]; counts: CountIncrement[]; gone: StoredCursor[] }, now: number): Promise<boolean> {
    try {
      await this.database.transaction(async (em) => {
        for (const cursor of poll.cursors) {
          const fields = cursorFields(gateway, cursor, now);
          const stored =
            cursor.previous === null
              ? await this.database.queries.run(firstCursor, fields, em)
              : await this.database.queries.run(movedCursor, { ...fields, previous: cursor.previous }, em);
          if (stored === 0) throw new CursorMoved();
        }
        for (const count of poll.counts) await this.database.queries.run(countAdded, { gateway, ...count }, em);
        for (const cursor of poll.gone) {
          await this.database.queries.run(goneCursor, { gateway, sandboxId: cursor.sandboxId, version: cursor.version }, em);
        }
      });
      return true;
    } catch (error) {
      if (error instanceof CursorMoved) return false;
      throw error;
    }
  }

  /** An unregistered gateway's cursors go (a gateway registered again under its name starts afresh); counts stay. */
  async forgetGateway(gateway: string): Promise<void> {
    await this.database.queries.run(cursorsOfUnregistered, { gateway });
  }
}

function cursorFields(gateway: string, cursor: CursorWrite, now: number): CursorFields {
  return {
    gateway,
    sandboxId: cursor.sandboxId,
    workspace: cursor.workspace,
    sandbox: cursor.sandbox,
    lastMs: cursor.state.lastMs,
    atLast: JSON.stringify(cursor.state.atLast),
    running: cursor.running ? 1 : 0,
    updatedAt: now,
  };
}
