import { type TablesOf, type TypedDb, typedQueries } from '@portcullis/core';
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
