import type { AuditWriter, Database } from '@portcullis/core';
import type { AttemptRecord, DeliveryJson, DeliveryLog } from '../outbox/log.ts';
import type { Outbox, OutboxJob } from '../outbox/outbox.ts';
import type { WebhookStore } from '../webhook/store.ts';

// Group commit of finished attempts: each attempt's record, its delivery's next state in the outbox and (rarely)
// the switching off of its webhook commit in one transaction, and attempts that end while one transaction is
// being written share the next. Under load a transaction carries many attempts (SQLite writes one transaction at a
// time, PostgreSQL pays a round trip per statement); alone, an attempt is written at once.

/** How one attempt ended, ready to be written. */
export interface Completion {
  job: OutboxJob;
  record: AttemptRecord;
  /** When the next attempt is due, or null when the delivery is finished. */
  retryAt: number | null;
  /** Why the webhook is to be switched off (its target is gone for good), or null. */
  deactivate: string | null;
}

interface Pending {
  completion: Completion;
  resolve(record: DeliveryJson | null): void;
  reject(error: unknown): void;
}

const SYSTEM = { name: 'system', type: 'system' as const };

export class Recorder {
  private readonly database: Database;
  private readonly outbox: Outbox;
  private readonly log: DeliveryLog;
  private readonly store: WebhookStore;
  private readonly audit: AuditWriter;
  private queue: Pending[] = [];
  private writing: Promise<void> | null = null;

  constructor(deps: { database: Database; outbox: Outbox; log: DeliveryLog; store: WebhookStore; audit: AuditWriter }) {
    this.database = deps.database;
    this.outbox = deps.outbox;
    this.log = deps.log;
    this.store = deps.store;
    this.audit = deps.audit;
  }

  /** The attempt's record once committed, or null when this instance no longer held the delivery (its webhook was deleted). */
  record(completion: Completion): Promise<DeliveryJson | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ completion, resolve, reject });
      this.writing ??= this.drain();
    });
  }

  private async drain(): Promise<void> {
    // Attempts ending on this turn join the first transaction.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        const written = await this.write(batch.map((pending) => pending.completion));
        for (const pending of batch) pending.resolve(written.get(pending.completion.job.id) ?? null);
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    this.writing = null;
  }

  private write(completions: Completion[]): Promise<Map<string, DeliveryJson>> {
    return this.database.transaction(async (em) => {
      const held = await this.outbox.settle(
        em,
        completions.map(({ job, retryAt }) => ({ job, retryAt })),
      );
      const kept = completions.filter((completion) => held.has(completion.job.id));
      const records = await this.log.append(
        em,
        kept.map((completion) => completion.record),
      );
      for (const { job, deactivate, record } of kept) {
        if (deactivate && (await this.store.deactivate(em, job.webhookId, deactivate))) {
          await this.audit.append(em, {
            action: 'webhook.deactivate',
            resourceType: 'webhook',
            resourceId: job.webhookId,
            actor: SYSTEM,
            detail: { reason: deactivate, delivery_id: job.id, response_code: record.responseCode },
          });
        }
      }
      return new Map(kept.map((completion) => [completion.job.id, records.get(`${completion.job.id}:${completion.record.attempt}`)!]));
    });
  }
}
