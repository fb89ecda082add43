import { defineEntity, p } from '@mikro-orm/core';

// A message this channel sent, exactly as it went out (UDP gives no receipt; this is the record of what left).
export const SentMessage = defineEntity({
  name: 'WebhookSyslogMessage',
  tableName: 'webhook_syslog_messages',
  properties: {
    id: p.string().primary(),
    webhookId: p.string(),
    deliveryId: p.string(),
    transport: p.string(),
    line: p.text(),
    sentAt: p.datetime(),
  },
});

export type SentMessageRow = InstanceType<typeof SentMessage.class>;
