import { defineEntity, p } from '@mikro-orm/core';
import type { Owner } from '../owners.ts';

/**
 * `engaging`: recorded, providers being detached (and, on gateways with receipts, their revocation awaited);
 * `engaged`: detached; `failed`: detached but not confirmed revoked within the bounded wait; `releasing`: being
 * re-attached. A record in `engaging`, `failed` or `releasing` is finished by the next reconciliation.
 */
export type SwitchState = 'engaging' | 'engaged' | 'failed' | 'releasing';

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
    /** The gateway's receipts of this transition's detaches (or re-attaches) not yet confirmed, by provider. */
    receipts: p.json<Record<string, string>>().nullable(),
    /** Why the transition could not be confirmed within the bounded wait. */
    failure: p.string().nullable(),
    /** Instance working on an unfinished transition. */
    worker: p.string().nullable(),
    /** Compare-and-swap guard: every change is conditional on the version read. */
    version: p.integer(),
    updatedAt: p.datetime(),
  },
  indexes: [{ name: 'kill_switches_state', properties: ['state'] }],
  uniques: [{ properties: ['gateway', 'workspace', 'sandbox'] }],
});

export type KillSwitchEntity = InstanceType<typeof KillSwitchRow.class>;
