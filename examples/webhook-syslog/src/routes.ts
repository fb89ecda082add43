import { listResponse, type PluginApi, pagingQueryShape, problems } from '@portcullis/core';
import { webhookSettingsRef } from '@portcullis/plugin-webhooks';
import { z } from 'zod';
import { SYSLOG_CHANNEL_TYPE } from './channel.ts';
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
    summary:
      'Syslog messages sent, newest first (kept for SERVICE_SYSLOG_KEEP_DAYS days); ?webhook_id= for one syslog webhook (404 WEBHOOK_NOT_FOUND for any other id).',
    query: z.object({ ...pagingQueryShape, webhook_id: z.uuid().optional() }),
    response: listResponse(messageJson),
    handler: async (request) => {
      const webhookId = request.query.webhook_id;
      // The webhooks plugin says which webhooks are syslog ones (its tables are its own).
      if (webhookId && !(await request.resolve(webhookSettingsRef).find(SYSLOG_CHANNEL_TYPE, webhookId))) {
        throw problems.notFound('WEBHOOK_NOT_FOUND', `No syslog webhook ${webhookId}.`);
      }
      const where = webhookId ? { webhookId } : {};
      const [rows, total] = await request.em.findAndCount(SentMessage, where, {
        orderBy: { sentAt: 'desc', id: 'asc' },
        limit: request.query.limit,
        offset: request.query.offset,
      });
      return { items: rows.map(toJson), total };
    },
  });
}
