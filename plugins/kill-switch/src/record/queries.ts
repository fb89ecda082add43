import { type TablesOf, type TypedDb, typedQueries } from '@portcullis/core';
import type { Owner } from '../owners.ts';
import type { KillSwitchRow, SwitchState } from './entity.ts';

type SwitchTables = TablesOf<typeof KillSwitchRow>;

const query = typedQueries<SwitchTables>();

/** A switch still holds (or is detaching) its sandbox's providers in these states. */
const HOLDING: SwitchState[] = ['engaging', 'engaged', 'failed'];
/** A transition of a switch in these states has not finished (or not been confirmed). */
const UNFINISHED: SwitchState[] = ['engaging', 'failed', 'releasing'];

/** A switch's fields as its record shows them (all but `updatedAt`, which only orders the unfinished). */
const records = (db: TypedDb<SwitchTables>) =>
  db
    .selectFrom('kill_switches')
    .select([
      'id',
      'gateway',
      'workspace',
      'sandbox',
      'state',
      'engagedBy',
      'holders',
      'providers',
      'releasedBy',
      'engagedAt',
      'engagedActor',
      'receipts',
      'failure',
      'worker',
      'version',
    ]);

export const switchOf = query((db, args: { gateway: string; workspace: string; sandbox: string }) =>
  records(db).where('gateway', '=', args.gateway).where('workspace', '=', args.workspace).where('sandbox', '=', args.sandbox),
);

export const switchesOfGateway = query((db, args: { gateway: string }) =>
  records(db).where('gateway', '=', args.gateway).orderBy('workspace').orderBy('sandbox'),
);

export const holdingSwitches = query((db) => records(db).where('state', 'in', HOLDING).orderBy('engagedAt', 'desc').orderBy('id'));

export const holdingOwners = query((db) => db.selectFrom('kill_switches').select('engagedBy').where('state', 'in', HOLDING));

export const unfinishedSwitches = query((db) => records(db).where('state', 'in', UNFINISHED).orderBy('updatedAt'));

/** A switch as a transition leaves it: every field of its record, the version it was read at, and the time. */
export interface SwitchWrite {
  id: string;
  state: SwitchState;
  engagedBy: Owner;
  holders: Owner[];
  providers: string[] | null;
  releasedBy: Owner | null;
  engagedAt: Date;
  engagedActor: string;
  receipts: Record<string, string> | null;
  failure: string | null;
  worker: string | null;
  readVersion: number;
  version: number;
  updatedAt: Date;
}

/**
 * Writes a transition unless the switch moved since it was read (the compare-and-swap on `version`). Every field is
 * written, from the record read and the change: where the version still matches, the fields not changed hold what
 * was read, so writing them again leaves them as they were and the statement keeps one shape.
 */
export const switchChanged = query((db, args: SwitchWrite) =>
  db
    .updateTable('kill_switches')
    .set({
      state: args.state,
      engagedBy: args.engagedBy,
      holders: args.holders,
      providers: args.providers,
      releasedBy: args.releasedBy,
      engagedAt: args.engagedAt,
      engagedActor: args.engagedActor,
      receipts: args.receipts,
      failure: args.failure,
      worker: args.worker,
      version: args.version,
      updatedAt: args.updatedAt,
    })
    .where('id', '=', args.id)
    .where('version', '=', args.readVersion),
);

/** Removes a switch unless it moved since it was read. */
export const switchRemoved = query((db, args: { id: string; version: number }) =>
  db.deleteFrom('kill_switches').where('id', '=', args.id).where('version', '=', args.version),
);

export const sandboxSwitchRemoved = query((db, args: { gateway: string; workspace: string; sandbox: string }) =>
  db.deleteFrom('kill_switches').where('gateway', '=', args.gateway).where('workspace', '=', args.workspace).where('sandbox', '=', args.sandbox),
);

export const gatewaySwitchesRemoved = query((db, args: { gateway: string }) => db.deleteFrom('kill_switches').where('gateway', '=', args.gateway));
