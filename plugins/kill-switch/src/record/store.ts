import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AuditInput, AuditWriter, Clock, Database } from '@portcullis/core';
import type { Owner, SandboxRef } from '../owners.ts';
import { KillSwitchRow, type SwitchState } from './entity.ts';
import {
  gatewaySwitchesRemoved,
  holdingOwners,
  holdingSwitches,
  sandboxSwitchRemoved,
  switchChanged,
  switchesOfGateway,
  switchOf,
  switchRemoved,
  unfinishedSwitches,
} from './queries.ts';

/** A stored switch as the service sees it: a plain snapshot, never an ORM entity. */
export interface SwitchRecord extends SandboxRef {
  readonly id: string;
  readonly state: SwitchState;
  readonly engagedBy: Owner;
  readonly holders: Owner[];
  readonly providers: string[] | null;
  readonly releasedBy: Owner | null;
  readonly engagedAt: Date;
  readonly engagedActor: string;
  /** Receipts of this transition's provider changes the gateway has not confirmed yet, by provider. */
  readonly receipts: Record<string, string> | null;
  readonly failure: string | null;
  readonly worker: string | null;
  readonly version: number;
}

/** What a transition may change. */
export type SwitchChange = Partial<
  Pick<SwitchRecord, 'state' | 'engagedBy' | 'holders' | 'providers' | 'releasedBy' | 'engagedAt' | 'engagedActor' | 'receipts' | 'failure' | 'worker'>
>;

/**
 * The kill switch records. Every change is a compare-and-swap on the version that was read, in one transaction
 * with its audit row: of two processes acting on one switch, exactly one moves it, so each event fires once.
 */
export class SwitchStore {
  private readonly database: Database;
  private readonly audit: AuditWriter;
  private readonly clock: Clock;

  constructor(deps: { database: Database; audit: AuditWriter; clock: Clock }) {
    this.database = deps.database;
    this.audit = deps.audit;
    this.clock = deps.clock;
  }

  async find(ref: SandboxRef): Promise<SwitchRecord | null> {
    return this.database.queries.one(switchOf, ref);
  }

  async forGateway(gateway: string): Promise<SwitchRecord[]> {
    return this.database.queries.all(switchesOfGateway, { gateway });
  }

  /** Switches holding (or still detaching) providers, most recently engaged first. */
  async engaged(): Promise<SwitchRecord[]> {
    return this.database.queries.all(holdingSwitches, {});
  }

  /** How many switches each owner engaged, for the metrics gauge (switches still detaching count as engaged). */
  async engagedByOwner(): Promise<Map<string, number>> {
    const rows = await this.database.queries.all(holdingOwners, {});
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.engagedBy, (counts.get(row.engagedBy) ?? 0) + 1);
    return counts;
  }

  /** Switches whose detaching or re-attaching has not finished (or not been confirmed). */
  async unfinished(): Promise<SwitchRecord[]> {
    return this.database.queries.all(unfinishedSwitches, {});
  }

  /** Records a new switch (`engaging`) with its audit row; null when another was recorded first. */
  async create(
    ref: SandboxRef,
    fields: { owner: Owner; providers: string[] | null; worker: string; actor: string },
    entry: AuditInput,
  ): Promise<SwitchRecord | null> {
    const now = new Date(this.clock.now());
    try {
      const record: SwitchRecord = {
        id: randomUUID(),
        gateway: ref.gateway,
        workspace: ref.workspace,
        sandbox: ref.sandbox,
        state: 'engaging',
        engagedBy: fields.owner,
        holders: [fields.owner],
        providers: fields.providers,
        releasedBy: null,
        engagedAt: now,
        engagedActor: fields.actor,
        receipts: null,
        failure: null,
        worker: fields.worker,
        version: 1,
      };
      return await this.database.transaction(async (em) => {
        em.create(KillSwitchRow, { ...record, updatedAt: now });
        await em.flush();
        await this.audit.append(em, entry);
        return record;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }

  /** Applies the change unless the record moved since it was read; null when it did (read it again). */
  async change(record: SwitchRecord, change: SwitchChange, entry?: AuditInput, announce?: (changed: SwitchRecord) => void): Promise<SwitchRecord | null> {
    return this.database.transaction(async (em) => {
      const changed = { ...record, ...change, version: record.version + 1 };
      const write = { ...changed, readVersion: record.version, updatedAt: new Date(this.clock.now()) };
      if ((await this.database.queries.run(switchChanged, write, em)) === 0) return null;
      if (entry) await this.audit.append(em, entry);
      announce?.(changed);
      return changed;
    });
  }

  /** Removes the record unless it moved since it was read; whether it did. */
  async remove(record: SwitchRecord, entry?: AuditInput, announce?: () => void): Promise<boolean> {
    return this.database.transaction(async (em) => {
      const removed = await this.database.queries.run(switchRemoved, { id: record.id, version: record.version }, em);
      if (removed === 0) return false;
      if (entry) await this.audit.append(em, entry);
      announce?.();
      return true;
    });
  }

  /** The sandbox is gone: a switch of a sandbox created again under its name must not re-attach the old providers. */
  async removeSandbox(ref: SandboxRef): Promise<number> {
    return this.database.queries.run(sandboxSwitchRemoved, { gateway: ref.gateway, workspace: ref.workspace, sandbox: ref.sandbox });
  }

  async removeGateway(gateway: string): Promise<number> {
    return this.database.queries.run(gatewaySwitchesRemoved, { gateway });
  }
}
