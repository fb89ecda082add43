import { type Clock, type Database, type TablesOf, typedQueries } from '@portcullis/core';
import type { DeclaredState } from './document.ts';
import { FleetConfigState, type FleetConfigStateEntity } from './entity.ts';

const CURRENT = 'current';

const query = typedQueries<TablesOf<typeof FleetConfigState>>();

// One query per shape of the stored digest (none, or one), since a query's shape may not depend on an argument
// (docs/plugins.md, "Typed queries").
const digestSetFromNone = query((db, args: { next: string | null }) =>
  db.updateTable('fleet_config_state').set({ driftDigest: args.next }).where('id', '=', CURRENT).where('driftDigest', 'is', null),
);

const digestSwapped = query((db, args: { previous: string; next: string | null }) =>
  db.updateTable('fleet_config_state').set({ driftDigest: args.next }).where('id', '=', CURRENT).where('driftDigest', '=', args.previous),
);

export interface AppliedDocument {
  declared: DeclaredState;
  prune: boolean;
  appliedBy: string;
  appliedAt: number;
  driftDigest: string | null;
}

/** The last applied document and the drift last announced (one row). */
export class FleetConfigStore {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor(deps: { database: Database; clock: Clock }) {
    this.database = deps.database;
    this.clock = deps.clock;
  }

  async current(): Promise<AppliedDocument | null> {
    const row = await this.database.fork().findOne(FleetConfigState, { id: CURRENT });
    return row ? appliedOf(row) : null;
  }

  /** Records an applied document; drift starts from nothing against it. */
  async recordApplied(declared: DeclaredState, prune: boolean, appliedBy: string): Promise<void> {
    await this.database.transaction(async (em) => {
      const fields = { declared, prune, appliedBy, appliedAt: this.clock.now(), driftDigest: null };
      const row = await em.findOne(FleetConfigState, { id: CURRENT });
      if (row) em.assign(row, fields);
      else em.create(FleetConfigState, { id: CURRENT, ...fields });
    });
  }

  /**
   * Stores the digest of the drift now seen; true when it differs from the one stored (the caller announces it).
   * Conditional on the stored digest, so two checks racing announce one change once.
   */
  async swapDriftDigest(previous: string | null, next: string | null): Promise<boolean> {
    if (previous === next) return false;
    const changed =
      previous === null ? await this.database.queries.run(digestSetFromNone, { next }) : await this.database.queries.run(digestSwapped, { previous, next });
    return changed === 1;
  }
}

function appliedOf(row: FleetConfigStateEntity): AppliedDocument {
  return {
    declared: row.declared,
    prune: Boolean(row.prune),
    appliedBy: row.appliedBy,
    appliedAt: Number(row.appliedAt),
    driftDigest: row.driftDigest ?? null,
  };
}
