import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { actorKey } from '../auth/actor.ts';
import { recognisedAcrossCopies } from '../brand.ts';
import type { Clock } from '../clock.ts';
import { currentContext, newContext, runWithContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { type TablesOf, typedQueries } from '../db/typed-queries.ts';
import { isProblem, problems } from '../errors.ts';
import type { EventBus } from '../events/bus.ts';
import type { Instances } from '../kernel/instances.ts';
import type { Metrics } from '../metrics.ts';
import { isTerminal, Operation, type OperationRecord, type OperationStatus, type OperationStep, operationJson } from './entity.ts';
import { IDEMPOTENCY_WINDOW_MS, type Idempotency, IdempotencyClaims } from './idempotency.ts';

/** Thrown by operation work to end it `failed` with a specific code and message. */
export class OperationFailure extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'OperationFailure';
    this.code = code;
  }
}

// A plugin with its own copy of the kernel package throws its copy's OperationFailure.
recognisedAcrossCopies(OperationFailure, 'portcullis.operation-failure');

export interface OperationHandle {
  readonly id: string;
  /** Aborted when the service shuts down, or (for a `cancellable` operation) when someone cancels it. */
  readonly signal: AbortSignal;
  progress(percent: number, message?: string): Promise<void>;
}

export type OperationWork = (handle: OperationHandle) => Promise<unknown>;

export interface StartOperation {
  type: string;
  gateway?: string | null;
  resource?: string | null;
  message?: string;
  /**
   * The work stops early when `handle.signal` aborts, so `POST /api/operations/{id}/cancel` may ask it to: the
   * operation then ends `cancelled`, with what the work returned as its result.
   */
  cancellable?: boolean;
  /** Same scope + key + fingerprint within 24 h returns the same operation; a different fingerprint is a 409. */
  idempotency?: Idempotency;
}

/**
 * What `startOnce` starts once the work before it has succeeded: an operation to create, or one the work already
 * stored with `prepare` (so that it was on record before a gateway call, beside that call's audit intent).
 */
export type PreparedOperation = (Omit<StartOperation, 'idempotency'> | { prepared: OperationRecord }) & { work: OperationWork };

export interface StartedOperation {
  operation: OperationRecord;
  /** True when an idempotent retry found an existing operation. */
  reused: boolean;
}

// A request waiting for another one with the same Idempotency-Key polls its claim, at most this long.
const CLAIM_WAIT_MS = 60_000;
const CLAIM_POLL_MS = 10;
const CLAIM_POLL_MAX_MS = 250;

const query = typedQueries<TablesOf<typeof Operation>>();

/** Every column: the hot read of one operation, polled by clients while it runs. */
const operationById = query((db, args: { id: string }) => db.selectFrom('operations').selectAll().where('id', '=', args.id));

const countsByStatus = query((db) =>
  db
    .selectFrom('operations')
    .select(['status', (eb) => eb.fn.countAll().as('count')])
    .groupBy('status'),
);

/** PostgreSQL only: the row stays locked until the transaction ends. */
const lockedOperation = query((db, args: { id: string }) => db.selectFrom('operations').select('id').where('id', '=', args.id).forUpdate());

/** Records a cancel request once: only on an unended operation nobody asked to stop yet. */
const cancelRequested = query((db, args: { id: string; at: Date }) =>
  db
    .updateTable('operations')
    .set({ cancelRequestedAt: args.at })
    .where('id', '=', args.id)
    .where('status', 'in', ['pending', 'running'])
    .where('cancelRequestedAt', 'is', null),
);

const ORPHANED = { code: 'ORPHANED', message: 'The process running this operation stopped before it finished.' };

/** Fails every unended operation whose owner is not among the live instances. */
const orphansFailed = query((db, args: { liveOwners: string[]; error: typeof ORPHANED; at: Date }, { listOf }) =>
  db
    .updateTable('operations')
    .set({ status: 'failed', error: args.error, updatedAt: args.at, completedAt: args.at })
    .where('status', 'in', ['pending', 'running'])
    .where('owner', 'not in', listOf(args.liveOwners)),
);

const finishedPurged = query((db, args: { cutoff: Date }) =>
  db.deleteFrom('operations').where('status', 'in', ['succeeded', 'failed', 'cancelled']).where('completedAt', '<', args.cutoff),
);

/** Long-running jobs: persisted, observable by polling or SSE, failed as ORPHANED when their process died. */
export class OperationService {
  private readonly database: Database;
  private readonly events: EventBus;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly instances: Instances;
  private readonly metrics: Metrics;
  private readonly claims: IdempotencyClaims;
  private readonly running = new Map<string, Promise<void>>();
  /** One per running operation of this process: aborted by a cancel request from any replica. */
  private readonly cancellers = new Map<string, AbortController>();
  private readonly stopping = new AbortController();

  constructor(options: { database: Database; events: EventBus; clock: Clock; logger: Logger; instances: Instances; metrics: Metrics }) {
    this.database = options.database;
    this.events = options.events;
    this.clock = options.clock;
    this.logger = options.logger;
    this.instances = options.instances;
    this.metrics = options.metrics;
    this.claims = new IdempotencyClaims(options.database, options.instances.self);
    // A cancel request may arrive at any replica; the one running the work stops it.
    this.events.on(
      'operation.cancel_requested',
      (event) => {
        this.cancellers.get(event.data.id)?.abort();
      },
      { replicas: 'all' },
    );
  }

  start(options: StartOperation, work: OperationWork): Promise<StartedOperation> {
    const { idempotency, ...fields } = options;
    return this.startOnce(idempotency, async () => ({ ...fields, work }));
  }

  /**
   * Starts the operation `prepare` describes. With an idempotency key, `prepare` - and whatever it does first, such
   * as a gateway call whose refusal is the HTTP answer - runs for one request only, across replicas: requests that
   * arrive meanwhile with the same key and body wait for it and get the operation it started, later ones get that
   * operation at once, and another body is 409 IDEMPOTENCY_KEY_REUSED. When `prepare` fails nothing was started,
   * and the next request with the key runs it again.
   */
  async startOnce(idempotency: Idempotency | undefined, prepare: () => Promise<PreparedOperation>): Promise<StartedOperation> {
    if (!idempotency) return this.create(await prepare(), null);
    const deadline = Date.now() + CLAIM_WAIT_MS;
    for (let attempt = 0; ; attempt += 1) {
      const claim = await this.claims.claim(idempotency, this.clock.now());
      if (claim.state === 'started') return { operation: await this.require(claim.operationId), reused: true };
      const token = claim.state === 'claimed' ? claim.token : await this.takeOverFromDead(idempotency, claim);
      if (token) return this.startClaimed(idempotency, token, prepare);
      if (Date.now() > deadline)
        throw problems.conflict('CONFLICT', 'Another request with this Idempotency-Key is still being handled; try again in a moment.');
      await delay(Math.min(CLAIM_POLL_MAX_MS, CLAIM_POLL_MS * 2 ** attempt));
    }
  }

  /**
   * The operation row, `pending`, in the caller's transaction, not started yet: for work whose first step must be on
   * record with it, such as the audit intent of a gateway call. Once that step is done, the work returns
   * `{ prepared, work }` from `startOnce`'s `prepare` (which starts it and links the idempotency key), or calls
   * `abandon` when the step was refused.
   */
  async prepare(em: EntityManager, options: Omit<StartOperation, 'idempotency'>): Promise<OperationRecord> {
    const operation = em.create(Operation, this.newRow(options));
    await em.flush();
    return operation;
  }

  /** Ends a prepared operation that never started: failed with the error (the refusal was the HTTP answer). */
  async abandon(id: string, error: unknown): Promise<void> {
    await this.finish(id, 'failed', { error: this.failureOf(id, error) });
  }

  /**
   * Asks a running cancellable operation to stop: recorded on its row once, together with `onRequested`'s rows (the
   * audit row of the request), then its work's signal aborts on whichever replica runs it. 409 when it has ended or
   * its work cannot stop early. Asking again while it stops changes nothing (`requested: false`). A cancel recorded
   * before the operation ended ends it `cancelled`, however its work ends (see `finish`).
   */
  async cancel(id: string, onRequested?: (em: EntityManager) => Promise<void>): Promise<{ operation: OperationRecord; requested: boolean }> {
    const operation = await this.require(id);
    if (isTerminal(operation.status)) throw finished(operation);
    if (!operation.cancellable) throw problems.conflict('OPERATION_NOT_CANCELLABLE', `Operation ${id} (${operation.type}) cannot be stopped once started.`);
    // One conditional write decides, across requests and replicas: the first to find it unended and not yet asked.
    const requested = await this.database.transaction(async (em) => {
      const changed = await this.database.queries.run(cancelRequested, { id, at: this.clock.date() }, em);
      if (changed === 0) return false;
      await onRequested?.(em);
      // The replica running the work may be another: it hears of the request with it.
      this.events.emit('operation.cancel_requested', { id });
      return true;
    });
    if (requested) this.cancellers.get(id)?.abort();
    const now = await this.require(id);
    // Ended meanwhile by itself: this request changed nothing, as if it had come after the end.
    if (!requested && !now.cancelRequestedAt) throw finished(now);
    return { operation: now, requested };
  }

  /** A hot read: clients poll it while an operation runs. */
  async get(id: string): Promise<OperationRecord | null> {
    return this.database.queries.one(operationById, { id });
  }

  async require(id: string): Promise<OperationRecord> {
    const operation = await this.get(id);
    if (!operation) throw problems.notFound('OPERATION_NOT_FOUND', `No operation with id ${id}.`);
    return operation;
  }

  /** Waits until the operation has ended (tests and synchronous callers). */
  async settled(id: string): Promise<OperationRecord> {
    await this.running.get(id);
    return this.require(id);
  }

  /**
   * Marks operations whose owning process is gone as failed with ORPHANED (Instances.liveIds: at once for a process
   * found dead when this server joined, otherwise once its heartbeat is stale).
   */
  async reapOrphans(): Promise<number> {
    const owners = await this.instances.liveIds();
    const now = this.clock.date();
    const count = await this.database.queries.run(orphansFailed, { liveOwners: owners, error: ORPHANED, at: now });
    if (count > 0) this.logger.warn({ count }, 'operations orphaned by a stopped process were marked failed');
    return count;
  }

  async purgeFinishedBefore(cutoff: Date): Promise<number> {
    return this.database.queries.run(finishedPurged, { cutoff });
  }

  /** Idempotency keys are free again after 24 h; their claims go then. */
  purgeExpiredClaims(): Promise<number> {
    return this.claims.purgeBefore(this.clock.now() - IDEMPOTENCY_WINDOW_MS);
  }

  async countByStatus(): Promise<Record<string, number>> {
    const rows = await this.database.queries.all(countsByStatus, {});
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }

  /** Aborts running work; their rows stay as they are and are orphaned by whichever process looks next. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping.abort();
    const all = Promise.allSettled([...this.running.values()]);
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  /** A claim whose holder died before it started anything is ours to run; null while the holder lives. */
  private async takeOverFromDead(idempotency: Idempotency, claim: { holder: string; token: string }): Promise<string | null> {
    if (await this.instances.isAlive(claim.holder)) return null;
    return this.claims.takeOver(idempotency, claim.token);
  }

  private async startClaimed(idempotency: Idempotency, token: string, prepare: () => Promise<PreparedOperation>): Promise<StartedOperation> {
    try {
      const prepared = await prepare();
      return await this.create(prepared, { idempotency, link: (em, id) => this.claims.link(em, idempotency, token, id) });
    } catch (error) {
      await this.claims.release(idempotency, token).catch((inner: unknown) => this.logger.warn({ err: inner }, 'could not give back an idempotency claim'));
      throw error;
    }
  }

  /**
   * Stores the operation, or takes the one `prepare` stored, and (in the same transaction) points its idempotency
   * claim at it; then runs the work.
   */
  private async create(
    prepared: PreparedOperation,
    claimed: { idempotency: Idempotency; link: (em: EntityManager, id: string) => Promise<void> } | null,
  ): Promise<StartedOperation> {
    const { work } = prepared;
    const operation = await this.database.transaction(async (em) => {
      const idempotencyFields = {
        idempotencyScope: claimed?.idempotency.scope ?? null,
        idempotencyKey: claimed?.idempotency.key ?? null,
        requestFingerprint: claimed?.idempotency.fingerprint ?? null,
      };
      let operation: OperationRecord;
      if ('prepared' in prepared) {
        operation = await em.findOneOrFail(Operation, { id: prepared.prepared.id });
        em.assign(operation, idempotencyFields);
      } else {
        operation = em.create(Operation, { ...this.newRow(prepared), ...idempotencyFields });
      }
      await em.flush();
      await claimed?.link(em, operation.id);
      return operation;
    });
    this.launch(operation.id, operation.type, work);
    return { operation, reused: false };
  }

  private newRow(options: Omit<StartOperation, 'idempotency'>) {
    const actor = currentContext()?.actor ?? null;
    const now = this.clock.date();
    return {
      id: randomUUID(),
      type: options.type,
      status: 'pending' as const,
      progress: 0,
      message: options.message ?? null,
      result: null,
      error: null,
      gateway: options.gateway ?? null,
      resource: options.resource ?? null,
      actor: actor?.name ?? null,
      actorRef: actor ? actorKey(actor) : null,
      owner: this.instances.self,
      idempotencyScope: null,
      idempotencyKey: null,
      requestFingerprint: null,
      createdAt: now,
      updatedAt: now,
      completedAt: null,
      cancellable: options.cancellable ?? false,
      cancelRequestedAt: null,
      history: [{ status: 'pending' as const, progress: 0, message: options.message ?? null, at: now.toISOString() }],
    };
  }

  private launch(id: string, type: string, work: OperationWork): void {
    // The work outlives the request that started it: it keeps who and where, not what the request worked out; the
    // audit rows it writes name the operation (`detail.operation_id`).
    const started = currentContext();
    const context = {
      ...newContext(
        started
          ? { requestId: started.requestId, actor: started.actor, clientIp: started.clientIp }
          : { requestId: `operation:${id}`, actor: null, clientIp: null },
      ),
      operationId: id,
    };
    // Its span hangs below the request's, so the gateway calls it makes belong to the trace of the request.
    const span = started?.span?.child(`operation ${type}`, 'internal', { 'portcullis.operation_id': id });
    if (span) context.span = span;
    const cancelled = new AbortController();
    this.cancellers.set(id, cancelled);
    const handle: OperationHandle = {
      id,
      signal: AbortSignal.any([this.stopping.signal, cancelled.signal]),
      progress: (percent, message) =>
        this.update(id, { progress: Math.max(0, Math.min(100, Math.round(percent))), ...(message !== undefined ? { message } : {}) }),
    };
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() =>
        runWithContext(context, async () => {
          // Cancelled before it began (possibly on another replica): the work never runs.
          if ((await this.require(id)).cancelRequestedAt) cancelled.abort();
          else await this.update(id, { status: 'running' });
          const result = cancelled.signal.aborted ? null : await work(handle);
          // Work cut short by shutdown is left running; the next process to look marks it ORPHANED.
          if (this.stopping.signal.aborted) return;
          if (cancelled.signal.aborted) await this.finish(id, 'cancelled', { result: result ?? null, message: 'Cancelled' });
          else await this.finish(id, 'succeeded', { result: result ?? null, progress: 100 });
        }),
      )
      .catch((error: unknown) => this.fail(id, error, cancelled.signal))
      .finally(() => {
        span?.end();
        this.running.delete(id);
        this.cancellers.delete(id);
      });
    this.running.set(id, run);
  }

  private async fail(id: string, error: unknown, cancelled: AbortSignal): Promise<void> {
    if (this.stopping.signal.aborted) return;
    // Work that gave up because it was cancelled ended as asked, not failed.
    if (cancelled.aborted) {
      await this.finish(id, 'cancelled', { message: 'Cancelled' }).catch((inner: unknown) =>
        this.logger.error({ err: inner }, 'could not record operation cancellation'),
      );
      return;
    }
    await this.finish(id, 'failed', { error: this.failureOf(id, error) }).catch((inner: unknown) =>
      this.logger.error({ err: inner }, 'could not record operation failure'),
    );
  }

  /** What a failed operation shows: the code and message of an OperationFailure or Problem, nothing of other errors. */
  private failureOf(id: string, error: unknown): { code: string; message: string } {
    if (error instanceof OperationFailure) return { code: error.code, message: error.message };
    if (isProblem(error)) return { code: error.code, message: error.detail };
    this.logger.error({ err: error, operation: id }, 'operation failed unexpectedly');
    this.metrics.unexpected('operation');
    return { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' };
  }

  /**
   * Ends the operation, in a transaction holding its row: a cancel recorded before then ends it `cancelled` even when
   * its work finished first (the caller of that cancel was told it would), and a cancel after then finds it ended.
   */
  private async finish(id: string, status: OperationStatus, fields: Partial<OperationRecord>): Promise<void> {
    await this.database.transaction(async (em) => {
      await this.lockRow(em, id);
      await this.write(em, id, (current) =>
        status === 'succeeded' && current.cancelRequestedAt
          ? { ...fields, status: 'cancelled', message: 'Cancelled', completedAt: this.clock.date() }
          : { ...fields, status, completedAt: this.clock.date() },
      );
    });
  }

  private async update(id: string, fields: Partial<OperationRecord>): Promise<void> {
    await this.database.transaction((em) => this.write(em, id, () => fields));
  }

  /** Applies `change` to the unended operation with a step in its history, announced with it; null when it has ended. */
  private async write(em: EntityManager, id: string, change: (current: OperationRecord) => Partial<OperationRecord>): Promise<OperationRecord | null> {
    const operation = await em.findOneOrFail(Operation, { id });
    if (isTerminal(operation.status)) return null;
    const now = this.clock.date();
    em.assign(operation, { ...change(operation), updatedAt: now });
    operation.history = withStep(operation.history ?? [], {
      status: operation.status,
      progress: operation.progress,
      message: operation.message ?? null,
      at: now.toISOString(),
    });
    await em.flush();
    this.announce(operation);
    return operation;
  }

  private announce(operation: OperationRecord): void {
    this.events.emit('operation.updated', { operation: operationJson(operation), step: (operation.history ?? []).length });
  }

  /** PostgreSQL: the row stays locked until the transaction ends. SQLite: transactions already run one at a time. */
  private async lockRow(em: EntityManager, id: string): Promise<void> {
    if (this.database.dialect === 'postgresql') await this.database.queries.one(lockedOperation, { id }, em);
  }
}

function finished(operation: OperationRecord) {
  return problems.conflict('OPERATION_FINISHED', `Operation ${operation.id} has already ended (${operation.status}).`);
}

const MAX_STEPS = 100;

/** Appends a step when status, progress or message changed; a long history keeps its first and latest steps. */
function withStep(history: OperationStep[], step: OperationStep): OperationStep[] {
  const last = history[history.length - 1];
  if (last && last.status === step.status && last.progress === step.progress && last.message === step.message) return history;
  const next = [...history, step];
  return next.length > MAX_STEPS ? [next[0]!, ...next.slice(next.length - MAX_STEPS + 1)] : next;
}
