import { dialectMigrations, type PluginMigrations } from '@portcullis/core';

// Written once for both databases: types.timestamp is DATETIME holding epoch milliseconds (what the ORM writes) on
// SQLite and TIMESTAMPTZ on PostgreSQL, types.json is JSON text or JSONB. The outbox and the delivery log keep their
// times as epoch milliseconds (types.epochMs, BIGINT on both), compared as plain numbers by the outbox's claims.
export const webhooksMigrations: PluginMigrations = dialectMigrations((types) => [
  {
    name: '0001_webhooks',
    up: [
      `CREATE TABLE webhooks (
        id VARCHAR(36) PRIMARY KEY,
        url TEXT NOT NULL,
        channel_type VARCHAR(32) NOT NULL,
        event_types ${types.json} NOT NULL,
        extra_config ${types.json} NOT NULL,
        sealed_config ${types.json} NOT NULL,
        secret_sealed TEXT NOT NULL,
        active BOOLEAN NOT NULL,
        deactivated_reason TEXT NULL,
        created_by VARCHAR(320) NOT NULL,
        created_at ${types.timestamp} NOT NULL,
        updated_at ${types.timestamp} NOT NULL
      )`,
      `CREATE TABLE webhook_outbox (
        id VARCHAR(36) PRIMARY KEY,
        webhook_id VARCHAR(36) NOT NULL,
        event_id VARCHAR(36) NOT NULL,
        event VARCHAR(100) NOT NULL,
        payload TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        due_at ${types.epochMs} NOT NULL,
        claimed_by VARCHAR(64) NULL,
        claimed_until BIGINT NOT NULL,
        created_at ${types.epochMs} NOT NULL
      )`,
      'CREATE INDEX webhook_outbox_due ON webhook_outbox (due_at)',
      'CREATE INDEX webhook_outbox_webhook ON webhook_outbox (webhook_id)',
      `CREATE TABLE webhook_deliveries (
        id ${types.serialPrimaryKey},
        delivery_id VARCHAR(36) NOT NULL,
        webhook_id VARCHAR(36) NOT NULL,
        event_id VARCHAR(36) NOT NULL,
        event VARCHAR(100) NOT NULL,
        attempt INTEGER NOT NULL,
        status VARCHAR(16) NOT NULL,
        response_code INTEGER NULL,
        error TEXT NULL,
        duration_ms INTEGER NOT NULL,
        created_at ${types.epochMs} NOT NULL,
        next_attempt_at ${types.epochMs} NULL
      )`,
      'CREATE INDEX webhook_deliveries_webhook ON webhook_deliveries (webhook_id, id)',
      'CREATE INDEX webhook_deliveries_created ON webhook_deliveries (created_at)',
    ],
  },
  {
    // Events reach the intake at least once (docs/events.md): one delivery per webhook and event, however often.
    name: '0002_outbox_once_per_event',
    up: ['CREATE UNIQUE INDEX webhook_outbox_event ON webhook_outbox (webhook_id, event_id)'],
  },
  {
    // A stable name for fleet documents (docs/fleet-config.md); webhooks made before have none. Both databases let a
    // unique index hold any number of NULLs.
    name: '0003_webhook_names',
    up: ['ALTER TABLE webhooks ADD COLUMN name VARCHAR(63) NULL', 'CREATE UNIQUE INDEX webhooks_name ON webhooks (name)'],
  },
]);
