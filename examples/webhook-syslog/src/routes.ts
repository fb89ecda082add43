import { listResponse, type PluginApi, pagingQueryShape } from '@portcullis/core';
import { z } from 'zod';
import { SentMessage, type SentMessageRow } from './sent-message.ts';
import type { Settings } from './settings.ts';

const messageJson = z.object({ id: z.string(), webhook_id: z.string(), delivery_id: z.string(), transport: z.string(), line: z.string(), sent_at: z.string() });

function toJson(row: SentMessageRow): z.output<typeof messageJson> {
  return { id: row.id, webhook_id: row.webhookId, delivery_id: row.deliveryId, transport: row.transport, line: row.line, sent_at: row.sentAt.toISOString() };
}

export function messageRoutes(api: PluginApi<Settings>): void {
  api.route({
    // Admins only, like the webhooks themselves: messages carry event data.
    method: 'GET',
    path: '/api/webhook-syslog/messages',
    access: 'admin',
    tags: ['webhooks'],
    summary: 'Syslog messages sent, newest first (kept for SERVICE_SYSLOG_KEEP_DAYS days); ?webhook_id= for one webhook.',
    query: z.object({ ...pagingQueryShape, webhook_id: z.uuid().optional() }),
    response: listResponse(messageJson),
    handler: async (request) => {
      const where = request.query.webhook_id ? { webhookId: request.query.webhook_id } : {};
      const [rows, total] = await request.em.findAndCount(SentMessage, where, {
        orderBy: { sentAt: 'desc', id: 'asc' },
        limit: request.query.limit,
        offset: request.query.offset,
      });
      return { items: rows.map(toJson), total };
    },
  });
}
