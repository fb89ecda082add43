import type { Clock, Database } from '@portcullis/core';
import type { DeclaredState } from './document.ts';
import { FleetConfigState, type FleetConfigStateEntity } from './entity.ts';

const CURRENT = 'current';

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
    const changed = await this.database.fork().nativeUpdate(FleetConfigState, { id: CURRENT, driftDigest: previous }, { driftDigest: next });
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
