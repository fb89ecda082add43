import type { EntityManager } from '@mikro-orm/core';
import type { Database, Paging } from '@portcullis/core';
import { z } from 'zod';

// The delivery log: one record per attempt (docs/decisions.md §7), written in the transaction that moves its delivery
// on in the outbox. Times are epoch milliseconds in the table and ISO 8601 in answers.

export const DELIVERY_STATUSES = ['success', 'failed', 'retrying'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

// Longer error texts are cut: a record says what went wrong, it does not archive it.
const ERROR_MAX = 1000;
// Rows per multi-row INSERT: eleven parameters each, far below both dialects' limits.
const INSERT_BATCH = 300;

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

interface RecordRow {
  id: number | string;
  delivery_id: string;
  webhook_id: string;
  event_id: string;
  event: string;
  attempt: number | string;
  status: DeliveryStatus;
  response_code: number | string | null;
  error: string | null;
  duration_ms: number | string;
  created_at: number | string;
  next_attempt_at: number | string | null;
}

const iso = (time: number | string) => new Date(Number(time)).toISOString();

function deliveryJson(row: RecordRow): DeliveryJson {
  return {
    id: Number(row.id),
    webhook_id: row.webhook_id,
    delivery_id: row.delivery_id,
    event: row.event,
    event_id: row.event_id,
    attempt: Number(row.attempt),
    status: row.status,
    response_code: row.response_code === null ? null : Number(row.response_code),
    error: row.error,
    duration_ms: Number(row.duration_ms),
    created_at: iso(row.created_at),
    next_attempt_at: row.next_attempt_at === null ? null : iso(row.next_attempt_at),
  };
}

export class DeliveryLog {
  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  /** Appends records in `em`'s transaction; returns them by `<delivery id>:<attempt>`. */
  async append(em: EntityManager, records: AttemptRecord[]): Promise<Map<string, DeliveryJson>> {
    const written = new Map<string, DeliveryJson>();
    for (let start = 0; start < records.length; start += INSERT_BATCH) {
      const batch = records.slice(start, start + INSERT_BATCH);
      const rows = await this.database.execute<RecordRow>(
        `INSERT INTO webhook_deliveries (delivery_id, webhook_id, event_id, event, attempt, status, response_code, error, duration_ms, created_at, next_attempt_at)
         VALUES ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')} RETURNING *`,
        batch.flatMap((record) => [
          record.deliveryId,
          record.webhookId,
          record.eventId,
          record.event,
          record.attempt,
          record.status,
          record.responseCode,
          record.error === null ? null : record.error.slice(0, ERROR_MAX),
          record.durationMs,
          record.createdAt,
          record.nextAttemptAt,
        ]),
        em,
      );
      for (const row of rows) written.set(`${row.delivery_id}:${Number(row.attempt)}`, deliveryJson(row));
    }
    return written;
  }

  /** One webhook's records, newest first. */
  async list(webhookId: string, filter: { status?: DeliveryStatus | undefined }, paging: Paging): Promise<{ items: DeliveryJson[]; total: number }> {
    const where = `webhook_id = ?${filter.status ? ' AND status = ?' : ''}`;
    const params = [webhookId, ...(filter.status ? [filter.status] : [])];
    const [count] = await this.database.execute<{ total: number | string }>(`SELECT COUNT(*) AS total FROM webhook_deliveries WHERE ${where}`, params);
    const rows = await this.database.execute<RecordRow>(`SELECT * FROM webhook_deliveries WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`, [
      ...params,
      paging.limit,
      paging.offset,
    ]);
    return { items: rows.map(deliveryJson), total: Number(count?.total ?? 0) };
  }

  async removeWebhook(em: EntityManager, webhookId: string): Promise<void> {
    await this.database.run('DELETE FROM webhook_deliveries WHERE webhook_id = ?', [webhookId], em);
  }

  async purgeOlderThan(cutoff: number): Promise<number> {
    return this.database.run('DELETE FROM webhook_deliveries WHERE created_at < ?', [cutoff]);
  }
}
