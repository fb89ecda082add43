import { dialectMigrations, type PluginMigrations } from '@portcullis/core';

// Written once for both databases; `types.timestamp` is what the ORM's p.datetime() reads and writes.
export const migrations: PluginMigrations = dialectMigrations((types) => [
  {
    name: '0001_sent_messages',
    up: [
      `CREATE TABLE webhook_syslog_messages (
        id VARCHAR(36) PRIMARY KEY,
        webhook_id VARCHAR(36) NOT NULL,
        delivery_id VARCHAR(36) NOT NULL,
        transport VARCHAR(8) NOT NULL,
        line TEXT NOT NULL,
        sent_at ${types.timestamp} NOT NULL
      )`,
      'CREATE INDEX webhook_syslog_messages_webhook ON webhook_syslog_messages (webhook_id, sent_at)',
      'CREATE INDEX webhook_syslog_messages_sent ON webhook_syslog_messages (sent_at)',
    ],
  },
]);
