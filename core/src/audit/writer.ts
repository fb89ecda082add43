import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Actor } from '../auth/actor.ts';
import type { Clock } from '../clock.ts';
import { currentContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { type TablesOf, typedQueries } from '../db/typed-queries.ts';
import type { Instances } from '../kernel/instances.ts';
import { redactSecrets } from '../redact.ts';
import { type ChainedFields, type ChainKey, GENESIS_HASH } from './chain.ts';
import { type EffectJournal, type EndedOutcome, type IntentOrigin, OpenEffect } from './effect.ts';
import { AuditEntry, type AuditOpenIntent, type AuditOutcome, type AuditPurge, type AuditSettings } from './entity.ts';
import { storableJson, storableText } from './storable.ts';
import { type ChainRange, type ChainVerdict, verifyAuditChain } from './verify.ts';

export interface AuditInput {
  action: string;
  resourceType: string;
  resourceId?: string | null;
  gateway?: string | null;
  detail?: Record<string, unknown> | null;
  /** Defaults to the actor of the current request, or `system`. */
  actor?: Pick<Actor, 'name' | 'type'> | null;
}

export interface EffectOptions<T> {
  /** What the outcome row adds to the intent's detail, from the call's result. */
  outcome?: (result: T) => Record<string, unknown>;
  /** Local changes that commit with the outcome row. */
  record?: (em: EntityManager, result: T) => Promise<void>;
  /**
   * How a failed call is recorded where the error alone does not say (see `failureOf`): what the outcome row adds
   * to the intent's detail, and `failed` or `unknown`.
   */
  failure?: (error: unknown) => { detail?: Record<string, unknown>; outcome?: EndedOutcome };
  /**
   * Gives back what was set aside for the effect when it did not happen (the intent could not be written, or the
   * call failed): claims, reservations, rows that expected it. The error passes on afterwards.
   */
  abandon?: (error: unknown) => Promise<void>;
}

/** The intent row itself, or rows that must commit with it (an operation it names) and the intent they give. */
export type EffectIntent = AuditInput | ((em: EntityManager) => Promise<AuditInput>);

/** An intent whose process is gone (or that its own process lost track of), as recovery sees it. */
export interface OrphanedIntent {
  id: number;
  timestamp: Date;
  actor: string;
  actorType: string;
  action: string;
  resourceType: string;
  resourceId: string | null;
  gateway: string | null;
  detail: Record<string, unknown>;
  requestId: string | null;
  clientIp: string | null;
}

/** Row fields the caller does not choose: outcome rows, and rows written on behalf of an earlier request. */
interface RowExtras {
  outcome?: AuditOutcome | null;
  intentId?: number | null;
  origin?: IntentOrigin;
}

// Column widths of audit_log (kernel-migrations.ts): longer values are cut, never refused.
const WIDTH = { actor: 320, actorType: 32, action: 100, resourceType: 100, resourceId: 512, gateway: 253, clientIp: 64, requestId: 128 };
// An intent is in this process's in-flight set from just after it commits; younger ones are left alone.
const OWN_INTENT_GRACE_MS = 10_000;
const ORPHAN_BATCH = 200;

const query = typedQueries<TablesOf<typeof AuditEntry | typeof AuditOpenIntent | typeof AuditSettings | typeof AuditPurge>>();

/** The link the next row chains to (read under the audit_log lock, see `append`). */
const lastHash = query((db) => db.selectFrom('audit_log').select('hash').orderBy('id', 'desc').limit(1));

const hashOf = query((db, args: { id: number }) => db.selectFrom('audit_log').select('hash').where('id', '=', args.id));

const openIntent = query((db, args: { intentId: number; owner: string; createdAt: number }) =>
  db.insertInto('audit_open_intents').values({ intentId: args.intentId, owner: args.owner, createdAt: args.createdAt }),
);

const openIntents = query((db) => db.selectFrom('audit_open_intents').select(['intentId', 'owner', 'createdAt']).orderBy('intentId'));

/** Closing an intent is the claim on writing its outcome: the one that deletes the row writes it. */
const closedIntent = query((db, args: { intentId: number }) => db.deleteFrom('audit_open_intents').where('intentId', '=', args.intentId));

const retention = query((db) => db.selectFrom('audit_settings').select('retentionDays').where('id', '=', 1));

const retentionSet = query((db, args: { days: number }) => db.updateTable('audit_settings').set({ retentionDays: args.days }).where('id', '=', 1));

const rowsBefore = query((db, args: { cutoff: Date }) =>
  db
    .selectFrom('audit_log')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.max('id').as('throughId')])
    .where('timestamp', '<', args.cutoff),
);

/** What the append-only triggers let a purge delete, for as long as the row is there. */
const purgeAnnounced = query((db, args: { cutoff: Date }) => db.insertInto('audit_purge').values({ cutoff: args.cutoff }));

const rowsPurged = query((db, args: { cutoff: Date }) => db.deleteFrom('audit_log').where('timestamp', '<', args.cutoff));

const purgeEnded = query((db) => db.deleteFrom('audit_purge'));

const text = (value: string, width: number) => storableText(value, width);
const nullableText = (value: string | null | undefined, width: number) => (value === null || value === undefined ? null : storableText(value, width));

/**
 * Appends hash-chained audit rows, and records upstream effects write-ahead: the two ways a change is audited
 * (docs/plugins.md). A change to our database calls `append` inside its transaction, so that both commit or neither
 * does; the database refuses updates and deletes of existing rows. An effect on a gateway goes through `effect`:
 * the intent row commits before the call, the outcome row after it.
 */
export class AuditWriter {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly key: ChainKey;
  private readonly instances: Instances;
  private readonly logger: Logger;
  /** Intents this process is still working on. */
  private readonly inFlight = new Set<number>();
  private readonly journal: EffectJournal;

  constructor(options: { database: Database; clock: Clock; key: ChainKey; instances: Instances; logger: Logger }) {
    this.database = options.database;
    this.clock = options.clock;
    this.key = options.key;
    this.instances = options.instances;
    this.logger = options.logger;
    this.journal = {
      database: this.database,
      logger: this.logger,
      complete: (em, id, input, origin, outcome) => this.complete(em, id, input, origin, outcome),
      release: (id) => {
        this.inFlight.delete(id);
      },
    };
  }

  /** Appends one row in `em`'s transaction; returns its id. */
  async append(em: EntityManager, input: AuditInput, extras: RowExtras = {}): Promise<number> {
    const origin = extras.origin ?? this.originNow(input);
    await this.database.lock(em, 'audit_log');
    const last = await this.database.queries.one(lastHash, {}, em);
    const fields: ChainedFields = {
      timestamp: new Date(this.clock.now()),
      actor: text(origin.actor?.name ?? 'system', WIDTH.actor),
      actorType: text(origin.actor?.type ?? 'system', WIDTH.actorType),
      action: text(input.action, WIDTH.action),
      resourceType: text(input.resourceType, WIDTH.resourceType),
      resourceId: nullableText(input.resourceId, WIDTH.resourceId),
      gateway: nullableText(input.gateway, WIDTH.gateway),
      detail: detailOf(input.detail, origin.operationId),
      clientIp: nullableText(origin.clientIp, WIDTH.clientIp),
      requestId: nullableText(origin.requestId, WIDTH.requestId),
      outcome: extras.outcome ?? null,
      intentId: extras.intentId ?? null,
    };
    const prevHash = last?.hash ?? GENESIS_HASH;
    const entry = em.create(AuditEntry, { ...fields, prevHash, hash: this.key.hash(prevHash, fields), hashAlg: this.key.alg });
    await em.flush();
    return entry.id;
  }

  /**
   * Runs one upstream effect write-ahead: the intent row commits (with the rows `intent` writes, when it is a
   * function), `call` runs, then the outcome row (with `options.record`'s local changes) commits. The call's failure
   * is recorded (`failed` or `unknown`, see `options.failure`), `options.abandon` runs, and the failure passes on.
   */
  async effect<T>(intent: EffectIntent, call: () => Promise<T>, options: EffectOptions<T> = {}): Promise<T> {
    const open = await this.intend(intent).catch(async (error: unknown) => {
      await options.abandon?.(error);
      throw error;
    });
    let result: T;
    try {
      result = await call();
    } catch (error) {
      const failure = options.failure?.(error) ?? {};
      await open.failed(error, failure.detail, failure.outcome);
      await options.abandon?.(error);
      throw error;
    }
    const record = options.record;
    await open.succeeded(options.outcome?.(result) ?? {}, record ? (em) => record(em, result) : undefined);
    return result;
  }

  /**
   * Writes the intent row of an upstream effect (`outcome` pending) and commits it. When the row cannot be written
   * this throws, before anything reaches the gateway (content never stops it: rows are made storable first).
   */
  private async intend(intent: EffectIntent): Promise<OpenEffect> {
    const { id, input, origin } = await this.database.transaction(async (tx) => {
      const input = typeof intent === 'function' ? await intent(tx) : intent;
      const origin = this.originNow(input);
      const id = await this.append(tx, input, { outcome: 'pending', origin });
      await this.database.queries.run(openIntent, { intentId: id, owner: this.instances.self, createdAt: this.clock.now() }, tx);
      return { id, input, origin };
    });
    this.inFlight.add(id);
    return new OpenEffect(this.journal, id, input, origin);
  }

  /** Open intents of processes that are gone (Instances.liveIds), and of this one when it no longer works on them. */
  async orphanedIntents(): Promise<OrphanedIntent[]> {
    const now = this.clock.now();
    const live = new Set(await this.instances.liveIds());
    const open = await this.database.queries.all(openIntents, {});
    const ids = open
      .filter((row) => {
        if (!live.has(row.owner)) return true;
        return row.owner === this.instances.self && !this.inFlight.has(row.intentId) && row.createdAt < now - OWN_INTENT_GRACE_MS;
      })
      .slice(0, ORPHAN_BATCH)
      .map((row) => row.intentId);
    if (ids.length === 0) return [];
    const rows = await this.database.fork().find(AuditEntry, { id: { $in: ids } }, { orderBy: { id: 'asc' } });
    return rows.map((row) => ({
      id: row.id,
      timestamp: row.timestamp,
      actor: row.actor,
      actorType: row.actorType,
      action: row.action,
      resourceType: row.resourceType,
      resourceId: row.resourceId ?? null,
      gateway: row.gateway ?? null,
      detail: row.detail ?? {},
      requestId: row.requestId ?? null,
      clientIp: row.clientIp ?? null,
    }));
  }

  /** Writes the outcome of an orphaned intent, unless another process resolved it first. Returns whether it did. */
  async resolveOrphan(intent: OrphanedIntent, outcome: EndedOutcome, detail: Record<string, unknown>): Promise<boolean> {
    return this.database.transaction(async (em) => {
      const closed = await this.database.queries.run(closedIntent, { intentId: intent.id }, em);
      if (closed === 0) return false;
      const input: AuditInput = {
        action: intent.action,
        resourceType: intent.resourceType,
        resourceId: intent.resourceId,
        gateway: intent.gateway,
        detail: { ...intent.detail, ...detail },
      };
      const origin = { actor: { name: intent.actor, type: intent.actorType as Actor['type'] }, requestId: intent.requestId, clientIp: intent.clientIp };
      await this.append(em, input, { outcome, intentId: intent.id, origin });
      return true;
    });
  }

  /** Checks the hash chain of `range` (every row by default) with this service's key. */
  verify(range: ChainRange = {}): Promise<ChainVerdict> {
    return verifyAuditChain(this.database, this.key, range);
  }

  /**
   * Stores the retention period where the database's purge guard reads it (a purge may only remove rows older than
   * that, measured by the database clock). A change is itself audited.
   */
  async configureRetention(days: number): Promise<void> {
    await this.database.transaction(async (em) => {
      const previous = Number((await this.database.queries.one(retention, {}, em))?.retentionDays);
      if (previous === days) return;
      await this.database.queries.run(retentionSet, { days }, em);
      await this.append(em, { action: 'audit.retention.set', resourceType: 'audit_log', detail: { retention_days: days, previous_retention_days: previous } });
    });
  }

  /**
   * Retention: removes rows older than the cutoff through the one path the database allows. The purge is announced
   * first by an `audit.purge` row (how many rows, through which id and hash, so a verifier can still anchor the
   * chain); the database refuses the deletes without it, and this purge cannot remove it.
   */
  async purgeOlderThan(cutoff: Date): Promise<number> {
    return this.database.transaction(async (em) => {
      await this.database.lock(em, 'audit_log');
      const span = await this.database.queries.one(rowsBefore, { cutoff }, em);
      const count = Number(span?.count ?? 0);
      if (count === 0) return 0;
      const throughId = Number(span!.throughId);
      const through = await this.database.queries.one(hashOf, { id: throughId }, em);
      const settings = await this.database.queries.one(retention, {}, em);
      await this.append(em, {
        action: 'audit.purge',
        resourceType: 'audit_log',
        detail: {
          cutoff: cutoff.toISOString(),
          retention_days: Number(settings?.retentionDays),
          rows: count,
          through_id: throughId,
          through_hash: through?.hash ?? null,
        },
      });
      await this.database.queries.run(purgeAnnounced, { cutoff }, em);
      const removed = await this.database.queries.run(rowsPurged, { cutoff }, em);
      await this.database.queries.run(purgeEnded, {}, em);
      return removed;
    });
  }

  private async complete(em: EntityManager, id: number, input: AuditInput, origin: IntentOrigin, outcome: EndedOutcome): Promise<void> {
    await this.database.queries.run(closedIntent, { intentId: id }, em);
    await this.append(em, input, { outcome, intentId: id, origin });
  }

  private originNow(input: AuditInput): IntentOrigin {
    const context = currentContext();
    return {
      actor: input.actor ?? context?.actor ?? null,
      requestId: context?.requestId ?? null,
      clientIp: context?.clientIp ?? null,
      ...(context?.operationId ? { operationId: context.operationId } : {}),
    };
  }
}

/** The stored detail: redacted, storable, and naming the operation whose work wrote it (unless it names one itself). */
function detailOf(detail: Record<string, unknown> | null | undefined, operationId: string | undefined): Record<string, unknown> | null {
  const named = operationId && !(detail && 'operation_id' in detail) ? { ...detail, operation_id: operationId } : detail;
  return named ? (storableJson(redactSecrets(named)) as Record<string, unknown>) : null;
}
