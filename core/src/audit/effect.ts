import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Actor } from '../auth/actor.ts';
import type { Database } from '../db/database.ts';
import { isProblem } from '../errors.ts';
import type { AuditOutcome } from './entity.ts';
import type { AuditInput } from './writer.ts';

/** Who asked for the effect, taken when the intent is written so that its outcome names the same caller. */
export interface IntentOrigin {
  actor: Pick<Actor, 'name' | 'type'> | null;
  requestId: string | null;
  clientIp: string | null;
  /** The operation whose work asked for it, if any. */
  operationId?: string;
}

/** What an open effect needs from the audit writer. */
export interface EffectJournal {
  database: Database;
  logger: Logger;
  /** Appends the outcome row of intent `id` (in `em`'s transaction) and closes the intent. */
  complete(em: EntityManager, id: number, input: AuditInput, origin: IntentOrigin, outcome: Exclude<AuditOutcome, 'pending'>): Promise<void>;
  /** The intent is no longer being worked on by this process. */
  release(id: number): void;
}

export type EndedOutcome = Exclude<AuditOutcome, 'pending'>;

/**
 * How a failed call ended. A refusal (a 4xx problem) changed nothing upstream; anything else (a timeout, a lost
 * connection, the client going away, an unexpected error) may have come after the gateway acted, so it is unknown.
 */
export function failureOf(error: unknown): { outcome: EndedOutcome; code: string } {
  const code = typeof (error as { code?: unknown } | null)?.code === 'string' ? (error as { code: string }).code : 'INTERNAL_ERROR';
  return { outcome: isProblem(error) && error.status < 500 ? 'failed' : 'unknown', code };
}

/**
 * An upstream effect whose intent row is committed: the caller makes the call, then says how it ended. Exactly
 * one of `succeeded` or `failed` is called; until then the intent stays open, and if this process dies first the
 * next one resolves it (audit/recovery.ts).
 */
export class OpenEffect {
  readonly intentId: number;
  private readonly journal: EffectJournal;
  private readonly input: AuditInput;
  private readonly origin: IntentOrigin;

  constructor(journal: EffectJournal, intentId: number, input: AuditInput, origin: IntentOrigin) {
    this.journal = journal;
    this.intentId = intentId;
    this.input = input;
    this.origin = origin;
  }

  /**
   * The effect happened. `detail` is added to the intent's detail on the outcome row; `record` makes the local
   * changes that go with it in the same transaction. Should that transaction fail, the outcome is still written on
   * its own (the gateway did act) and the error is passed on.
   */
  async succeeded<R = void>(detail: Record<string, unknown> = {}, record?: (em: EntityManager) => Promise<R>): Promise<R> {
    try {
      return await this.journal.database.transaction(async (em) => {
        const result = record ? await record(em) : (undefined as R);
        await this.journal.complete(em, this.intentId, this.withDetail(detail), this.origin, 'succeeded');
        return result;
      });
    } catch (error) {
      if (record) await this.alone('succeeded', { ...detail, record_error: failureOf(error).code });
      throw error;
    } finally {
      this.journal.release(this.intentId);
    }
  }

  /** The call failed: `failed` when the gateway refused, `unknown` when it may have acted (see `failureOf`). */
  async failed(error: unknown, detail: Record<string, unknown> = {}, outcome?: EndedOutcome): Promise<void> {
    const failure = failureOf(error);
    try {
      await this.alone(outcome ?? failure.outcome, { error: failure.code, ...detail });
    } finally {
      this.journal.release(this.intentId);
    }
  }

  /** An outcome row in a transaction of its own. Not being able to write it leaves the intent open for recovery. */
  private async alone(outcome: EndedOutcome, detail: Record<string, unknown>): Promise<void> {
    await this.journal.database
      .transaction((em) => this.journal.complete(em, this.intentId, this.withDetail(detail), this.origin, outcome))
      .catch((error: unknown) =>
        this.journal.logger.error({ err: error, intent: this.intentId }, 'could not record the outcome of an upstream effect; it stays open for recovery'),
      );
  }

  private withDetail(detail: Record<string, unknown>): AuditInput {
    return { ...this.input, detail: { ...this.input.detail, ...detail } };
  }
}
