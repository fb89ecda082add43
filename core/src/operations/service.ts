import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import { currentContext, runWithContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { Problem, problems } from '../errors.ts';
import type { EventBus } from '../events/bus.ts';
import type { Metrics } from '../metrics.ts';
import { liveInstances } from '../system/instances.ts';
import { isTerminal, Operation, operationJson, type OperationRecord, type OperationStatus, type OperationStep } from './entity.ts';

/** Thrown by operation work to end it `failed` with a specific code and message. */
export class OperationFailure extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'OperationFailure';
    this.code = code;
  }
}

export interface OperationHandle {
  readonly id: string;
  /** Aborted when the service shuts down. */
  readonly signal: AbortSignal;
  progress(percent: number, message?: string): Promise<void>;
}

export interface StartOperation {
  type: string;
  gateway?: string | null;
  resource?: string | null;
  message?: string;
  /** Same scope + key + fingerprint within 24 h returns the same operation; a different fingerprint is a 409. */
  idempotency?: { scope: string; key: string; fingerprint: string };
}

export interface StartedOperation {
  operation: OperationRecord;
  /** True when an idempotent retry found an existing operation. */
  reused: boolean;
}

const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

/** Long-running jobs: persisted, observable by polling or SSE, failed as ORPHANED when their process died. */
export class OperationService {
  private readonly database: Database;
  private readonly events: EventBus;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly instanceId: string;
  private readonly metrics: Metrics;
  private readonly running = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(options: { database: Database; events: EventBus; clock: Clock; logger: Logger; instanceId: string; metrics: Metrics }) {
    this.database = options.database;
    this.events = options.events;
    this.clock = options.clock;
    this.logger = options.logger;
    this.instanceId = options.instanceId;
    this.metrics = options.metrics;
  }

  async start(options: StartOperation, work: (handle: OperationHandle) => Promise<unknown>): Promise<StartedOperation> {
    const created = await this.database.transaction((em) => this.prepare(em, options));
    if (!created.reused) this.launch(created.operation.id, work);
    return created;
  }

  /**
   * The operation row, `pending`, in the caller's transaction, not started yet (an idempotent retry gets the
   * existing one): for work whose first step must be on record with it, such as the audit intent of a gateway
   * call. Once that step is done, `launch` starts it; `abandon` ends it when the step was refused.
   */
  async prepare(em: EntityManager, options: StartOperation): Promise<StartedOperation> {
    if (options.idempotency) {
      await this.database.lock(em, `idempotency:${options.idempotency.scope}:${options.idempotency.key}`);
      const existing = await this.findIdempotent(em, options.idempotency);
      if (existing) return { operation: existing, reused: true };
    }
    const now = this.clock.date();
    const operation = em.create(Operation, {
      id: randomUUID(), type: options.type, status: 'pending', progress: 0, message: options.message ?? null,
      result: null, error: null, gateway: options.gateway ?? null, resource: options.resource ?? null,
      actor: currentContext()?.actor?.name ?? null, owner: this.instanceId,
      idempotencyScope: options.idempotency?.scope ?? null, idempotencyKey: options.idempotency?.key ?? null,
      requestFingerprint: options.idempotency?.fingerprint ?? null, createdAt: now, updatedAt: now, completedAt: null,
      history: [{ status: 'pending', progress: 0, message: options.message ?? null, at: now.toISOString() }],
    });
    await em.flush();
    return { operation, reused: false };
  }

  /** Ends a prepared operation that never started: failed with the error, its idempotency key free for a retry. */
  async abandon(id: string, error: unknown): Promise<void> {
    await this.finish(id, 'failed', { error: this.failureOf(id, error), idempotencyScope: null, idempotencyKey: null, requestFingerprint: null });
  }

  /**
   * The operation an idempotent retry would get (or 409 IDEMPOTENCY_KEY_REUSED for a different fingerprint), without
   * starting anything: for handlers that must do synchronous work (a gateway call whose refusal is the HTTP answer)
   * before `start`, and must not repeat that work on a retry. `start` checks again under its lock.
   */
  async existing(idempotency: NonNullable<StartOperation['idempotency']>): Promise<OperationRecord | null> {
    return this.findIdempotent(this.database.fork(), idempotency);
  }

  async get(id: string): Promise<OperationRecord | null> {
    return this.database.fork().findOne(Operation, { id });
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

  /** Marks operations whose owning process is gone as failed with ORPHANED. */
  async reapOrphans(): Promise<number> {
    const owners = await liveInstances(this.database, this.instanceId, this.clock.now());
    const now = this.clock.date();
    const count = await this.database.fork().nativeUpdate(Operation,
      { status: { $in: ['pending', 'running'] }, owner: { $nin: owners } },
      { status: 'failed', error: { code: 'ORPHANED', message: 'The process running this operation stopped before it finished.' }, updatedAt: now, completedAt: now });
    if (count > 0) this.logger.warn({ count }, 'operations orphaned by a stopped process were marked failed');
    return count;
  }

  async purgeFinishedBefore(cutoff: Date): Promise<number> {
    return this.database.fork().nativeDelete(Operation, { status: { $in: ['succeeded', 'failed', 'cancelled'] }, completedAt: { $lt: cutoff } });
  }

  async countByStatus(): Promise<Record<string, number>> {
    const rows = await this.database.execute<{ status: string; count: number | string }>('SELECT status, COUNT(*) AS count FROM operations GROUP BY status');
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }

  /** Aborts running work; their rows stay as they are and are orphaned by whichever process looks next. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping.abort();
    const all = Promise.allSettled([...this.running.values()]);
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  private async findIdempotent(em: EntityManager, idempotency: NonNullable<StartOperation['idempotency']>) {
    const existing = await em.findOne(Operation, {
      idempotencyScope: idempotency.scope, idempotencyKey: idempotency.key,
      createdAt: { $gt: new Date(this.clock.now() - IDEMPOTENCY_WINDOW_MS) },
    }, { orderBy: { createdAt: 'desc' } });
    if (existing && existing.requestFingerprint !== idempotency.fingerprint) {
      throw problems.conflict('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with a different request body.');
    }
    return existing;
  }

  /** Runs the work of a prepared operation in the background (after its transaction committed). */
  launch(id: string, work: (handle: OperationHandle) => Promise<unknown>): void {
    const context = currentContext() ?? { requestId: `operation:${id}`, actor: null, clientIp: null };
    const handle: OperationHandle = {
      id,
      signal: this.stopping.signal,
      progress: (percent, message) => this.update(id, { progress: Math.max(0, Math.min(100, Math.round(percent))), ...(message !== undefined ? { message } : {}) }),
    };
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => runWithContext(context, async () => {
        await this.update(id, { status: 'running' });
        const result = await work(handle);
        // Work cut short by shutdown is left running; the next process to look marks it ORPHANED.
        if (this.stopping.signal.aborted) return;
        await this.finish(id, 'succeeded', { result: result ?? null, progress: 100 });
      }))
      .catch((error: unknown) => this.fail(id, error))
      .finally(() => this.running.delete(id));
    this.running.set(id, run);
  }

  private async fail(id: string, error: unknown): Promise<void> {
    if (this.stopping.signal.aborted) return;
    await this.finish(id, 'failed', { error: this.failureOf(id, error) }).catch((inner: unknown) => this.logger.error({ err: inner }, 'could not record operation failure'));
  }

  /** What a failed operation shows: the code and message of an OperationFailure or Problem, nothing of other errors. */
  private failureOf(id: string, error: unknown): { code: string; message: string } {
    if (error instanceof OperationFailure) return { code: error.code, message: error.message };
    if (error instanceof Problem) return { code: error.code, message: error.detail };
    this.logger.error({ err: error, operation: id }, 'operation failed unexpectedly');
    this.metrics.unexpected('operation');
    return { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' };
  }

  private async finish(id: string, status: OperationStatus, fields: Partial<OperationRecord>): Promise<void> {
    await this.update(id, { ...fields, status, completedAt: this.clock.date() });
  }

  private async update(id: string, fields: Partial<OperationRecord>): Promise<void> {
    const em = this.database.fork();
    const operation = await em.findOneOrFail(Operation, { id });
    if (isTerminal(operation.status)) return;
    const now = this.clock.date();
    em.assign(operation, { ...fields, updatedAt: now });
    operation.history = withStep(operation.history ?? [], { status: operation.status, progress: operation.progress, message: operation.message ?? null, at: now.toISOString() });
    await em.flush();
    this.events.emit('operation.updated', { operation: operationJson(operation), step: operation.history.length });
  }
}

const MAX_STEPS = 100;

/** Appends a step when status, progress or message changed; a long history keeps its first and latest steps. */
function withStep(history: OperationStep[], step: OperationStep): OperationStep[] {
  const last = history[history.length - 1];
  if (last && last.status === step.status && last.progress === step.progress && last.message === step.message) return history;
  const next = [...history, step];
  return next.length > MAX_STEPS ? [next[0]!, ...next.slice(next.length - MAX_STEPS + 1)] : next;
}
