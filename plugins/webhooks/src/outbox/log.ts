import type { EntityManager } from '@mikro-orm/core';
import { type Database, type Paging, rowNumber, type TablesOf, type TypedDb, typedQueries } from '@portcullis/core';
import { z } from 'zod';
import { WebhookDelivery } from './entities.ts';

// The delivery log: one record per attempt (docs/decisions.md §7), written in the transaction that moves its delivery
// on in the outbox. Times are epoch milliseconds in the table and ISO 8601 in answers.

export const DELIVERY_STATUSES = ['success', 'failed', 'retrying'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

// Longer error texts are cut: a record says what went wrong, it does not archive it.
const ERROR_MAX = 1000;

export interface AttemptRecord {
  deliveryId: string;
  webhookId: string;
  eventId: string;
  event: string;
  attempt: number;
  status: DeliveryStatus;
  responseCode: number | null;
  error: string | null;
  durationMs: number;
  /** When the attempt started. */
  createdAt: number;
  /** When the next attempt is due (status `retrying`). */
  nextAttemptAt: number | null;
}

export const deliveryJsonSchema = z.object({
  id: z.number().int(),
  webhook_id: z.string(),
  delivery_id: z.string(),
  event: z.string(),
  event_id: z.string(),
  attempt: z.number().int(),
  status: z.enum(DELIVERY_STATUSES),
  response_code: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
});

export type DeliveryJson = z.output<typeof deliveryJsonSchema>;

type DeliveryTables = TablesOf<typeof WebhookDelivery>;

const query = typedQueries<DeliveryTables>();

/** One webhook's records. */
const recordsOf = (db: TypedDb<DeliveryTables>, webhookId: string) => db.selectFrom('webhook_deliveries').where('webhookId', '=', webhookId);

const page = query((db, args: { webhookId: string } & Paging) =>
  recordsOf(db, args.webhookId).selectAll().orderBy('id', 'desc').limit(args.limit).offset(args.offset),
);

const pageInStatus = query((db, args: { webhookId: string; status: DeliveryStatus } & Paging) =>
  recordsOf(db, args.webhookId).selectAll().where('status', '=', args.status).orderBy('id', 'desc').limit(args.limit).offset(args.offset),
);

const count = query((db, args: { webhookId: string }) => recordsOf(db, args.webhookId).select((eb) => eb.fn.countAll().as('total')));

const countInStatus = query((db, args: { webhookId: string; status: DeliveryStatus }) =>
  recordsOf(db, args.webhookId)
    .select((eb) => eb.fn.countAll().as('total'))
    .where('status', '=', args.status),
);

const recordsOfWebhook = query((db, args: { webhookId: string }) => db.deleteFrom('webhook_deliveries').where('webhookId', '=', args.webhookId));

const recordsBefore = query((db, args: { cutoff: number }) => db.deleteFrom('webhook_deliveries').where('createdAt', '<', args.cutoff));

/** A stored record, as the entity and a typed read both hold it. */
interface StoredRecord {
  id: number;
  deliveryId: string;
  webhookId: string;
  eventId: string;
  event: string;
  attempt: number;
  status: DeliveryStatus;
  responseCode?: number | null | undefined;
  error?: string | null | undefined;
  durationMs: number;
  createdAt: number;
  nextAttemptAt?: number | null | undefined;
}

const iso = (time: number) => new Date(time).toISOString();

function deliveryJson(record: StoredRecord): DeliveryJson {
  return {
    id: record.id,
    webhook_id: record.webhookId,
    delivery_id: record.deliveryId,
    event: record.event,
    event_id: record.eventId,
    attempt: record.attempt,
    status: record.status,
    response_code: record.responseCode ?? null,
    error: record.error ?? null,
    duration_ms: record.durationMs,
    created_at: iso(record.createdAt),
    next_attempt_at: record.nextAttemptAt == null ? null : iso(record.nextAttemptAt),
  };
}

export class DeliveryLog {
  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  /**
   * Appends records in `em`'s transaction; returns them by `<delivery id>:<attempt>`. The unit of work writes them
   * as multi-row INSERTs (a batch of attempts is a statement, not one per attempt) and reads their ids back.
   */
  async append(em: EntityManager, records: AttemptRecord[]): Promise<Map<string, DeliveryJson>> {
    const stored = records.map((record) =>
      em.create(WebhookDelivery, {
        deliveryId: record.deliveryId,
        webhookId: record.webhookId,
        eventId: record.eventId,
        event: record.event,
        attempt: record.attempt,
        status: record.status,
        responseCode: record.responseCode,
        error: record.error === null ? null : record.error.slice(0, ERROR_MAX),
        durationMs: record.durationMs,
        createdAt: record.createdAt,
        nextAttemptAt: record.nextAttemptAt,
      }),
    );
    await em.flush();
    return new Map(stored.map((record) => [`${record.deliveryId}:${record.attempt}`, deliveryJson(record)]));
  }

  /** One webhook's records, newest first. */
  async list(webhookId: string, filter: { status?: DeliveryStatus | undefined }, paging: Paging): Promise<{ items: DeliveryJson[]; total: number }> {
    const { status } = filter;
    const [rows, counted] = status
      ? await Promise.all([
          this.database.queries.all(pageInStatus, { webhookId, status, ...paging }),
          this.database.queries.one(countInStatus, { webhookId, status }),
        ])
      : await Promise.all([this.database.queries.all(page, { webhookId, ...paging }), this.database.queries.one(count, { webhookId })]);
    return { items: rows.map(deliveryJson), total: rowNumber(counted?.total ?? 0) };
  }

  async removeWebhook(em: EntityManager, webhookId: string): Promise<void> {
    await this.database.queries.run(recordsOfWebhook, { webhookId }, em);
  }

  async purgeOlderThan(cutoff: number): Promise<number> {
    return this.database.queries.run(recordsBefore, { cutoff });
  }
}
