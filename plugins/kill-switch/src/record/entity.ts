import { defineEntity, p } from '@mikro-orm/core';
import type { Owner } from '../owners.ts';

/**
 * `engaging`: recorded, providers being detached; `engaged`: detached; `releasing`: being re-attached. A record in
 * `engaging` or `releasing` whose worker is gone is finished by the next reconciliation.
 */
export type SwitchState = 'engaging' | 'engaged' | 'releasing';

/** One kill switch per sandbox: which providers it detached (and must re-attach) and who holds it. */
export const KillSwitchRow = defineEntity({
  name: 'KillSwitch',
  tableName: 'kill_switches',
  properties: {
    id: p.string().primary(),
    gateway: p.string(),
    workspace: p.string(),
    sandbox: p.string(),
    state: p.string().$type<SwitchState>(),
    /** The owner that engaged it (the spec's `engaged_by`). */
    engagedBy: p.string().$type<Owner>(),
    /** Every owner holding it now; the providers come back when the last one lets go. */
    holders: p.json<Owner[]>(),
    /** The providers detached, exactly those re-attached; null until the sandbox could be read. */
    providers: p.json<string[]>().nullable(),
    /** Who let go last, while `releasing`. */
    releasedBy: p.string().$type<Owner>().nullable(),
    engagedAt: p.datetime(),
    engagedActor: p.string(),
    /** Instance working on an unfinished transition. */
    worker: p.string().nullable(),
    /** Compare-and-swap guard: every change is conditional on the version read. */
    version: p.integer(),
    updatedAt: p.datetime(),
  },
  uniques: [{ properties: ['gateway', 'workspace', 'sandbox'] }],
});

export type KillSwitchEntity = InstanceType<typeof KillSwitchRow.class>;
