import type { Migration } from '@portcullis/core';

// SQLite: DATETIME columns hold epoch milliseconds (what the ORM writes); JSON columns are text. The outbox and the
// delivery log are written with raw SQL and keep their times as epoch milliseconds (BIGINT) on both dialects.
export const sqliteMigrations: Migration[] = [
  {
    name: '0001_webhooks',
    up: [
      `CREATE TABLE webhooks (
        id VARCHAR(36) PRIMARY KEY,
        url TEXT NOT NULL,
        channel_type VARCHAR(32) NOT NULL,
        event_types JSON NOT NULL,
        extra_config JSON NOT NULL,
        sealed_config JSON NOT NULL,
        secret_sealed TEXT NOT NULL,
        active BOOLEAN NOT NULL,
        deactivated_reason TEXT NULL,
        created_by VARCHAR(320) NOT NULL,
        created_at DATETIME NOT NULL,
        updated_at DATETIME NOT NULL
      )`,
      `CREATE TABLE webhook_outbox (
        id VARCHAR(36) PRIMARY KEY,
        webhook_id VARCHAR(36) NOT NULL,
        event_id VARCHAR(36) NOT NULL,
        event VARCHAR(100) NOT NULL,
        payload TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        due_at BIGINT NOT NULL,
        claimed_by VARCHAR(64) NULL,
        claimed_until BIGINT NOT NULL,
        created_at BIGINT NOT NULL
      )`,
      'CREATE INDEX webhook_outbox_due ON webhook_outbox (due_at)',
      'CREATE INDEX webhook_outbox_webhook ON webhook_outbox (webhook_id)',
      `CREATE TABLE webhook_deliveries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        delivery_id VARCHAR(36) NOT NULL,
        webhook_id VARCHAR(36) NOT NULL,
        event_id VARCHAR(36) NOT NULL,
        event VARCHAR(100) NOT NULL,
        attempt INTEGER NOT NULL,
        status VARCHAR(16) NOT NULL,
        response_code INTEGER NULL,
        error TEXT NULL,
        duration_ms INTEGER NOT NULL,
        created_at BIGINT NOT NULL,
        next_attempt_at BIGINT NULL
      )`,
      'CREATE INDEX webhook_deliveries_webhook ON webhook_deliveries (webhook_id, id)',
      'CREATE INDEX webhook_deliveries_created ON webhook_deliveries (created_at)',
    ],
  },
];
