import type { PluginMigrations } from './migration.ts';

// The kernel's own tables: migration bookkeeping is created by the runner itself; these are audit, operations,
// scheduler leases and live instances. Timestamps the kernel handles in raw SQL are epoch milliseconds (BIGINT)
// so that one statement serves both dialects; entity timestamps use each dialect's native type.

const sqlite = [
  {
    name: '0001_audit_log',
    up: [
      `CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        timestamp DATETIME NOT NULL,
        actor VARCHAR(320) NOT NULL,
        actor_type VARCHAR(32) NOT NULL,
        action VARCHAR(100) NOT NULL,
        resource_type VARCHAR(100) NOT NULL,
        resource_id VARCHAR(512) NULL,
        gateway VARCHAR(253) NULL,
        detail JSON NULL,
        client_ip VARCHAR(64) NULL,
        request_id VARCHAR(128) NULL,
        prev_hash VARCHAR(64) NOT NULL,
        hash VARCHAR(64) NOT NULL
      )`,
      'CREATE INDEX audit_log_timestamp ON audit_log (timestamp)',
      'CREATE INDEX audit_log_action ON audit_log (action)',
      'CREATE INDEX audit_log_gateway ON audit_log (gateway)',
      'CREATE TABLE audit_purge (cutoff DATETIME NOT NULL)',
      `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
        BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
      `CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
        WHEN NOT EXISTS (SELECT 1 FROM audit_purge WHERE OLD.timestamp < audit_purge.cutoff)
        BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
    ],
  },
  {
    name: '0002_operations',
    up: [
      `CREATE TABLE operations (
        id VARCHAR(36) PRIMARY KEY,
        type VARCHAR(100) NOT NULL,
        status VARCHAR(16) NOT NULL,
        progress INTEGER NOT NULL DEFAULT 0,
        message TEXT NULL,
        result JSON NULL,
        error JSON NULL,
        gateway VARCHAR(253) NULL,
        resource VARCHAR(512) NULL,
        actor VARCHAR(320) NULL,
        owner VARCHAR(64) NOT NULL,
        idempotency_scope VARCHAR(512) NULL,
        idempotency_key VARCHAR(255) NULL,
        request_fingerprint VARCHAR(64) NULL,
        created_at DATETIME NOT NULL,
        updated_at DATETIME NOT NULL,
        completed_at DATETIME NULL
      )`,
      'CREATE INDEX operations_status ON operations (status)',
      'CREATE INDEX operations_idempotency ON operations (idempotency_scope, idempotency_key)',
    ],
  },
  {
    name: '0003_scheduler',
    up: [
      'CREATE TABLE portcullis_leases (name VARCHAR(200) PRIMARY KEY, holder VARCHAR(64) NOT NULL, expires_at BIGINT NOT NULL)',
      'CREATE TABLE portcullis_instances (id VARCHAR(64) PRIMARY KEY, started_at BIGINT NOT NULL, heartbeat_at BIGINT NOT NULL)',
    ],
  },
  {
    // The steps an operation went through, so a stream opened late still shows every one of them.
    name: '0004_operation_history',
    up: ['ALTER TABLE operations ADD COLUMN history JSON NULL'],
  },
  {
    // Who runs the request behind an Idempotency-Key: the primary key admits one claim per key, across replicas.
    name: '0005_operation_idempotency',
    up: [
      `CREATE TABLE operation_idempotency (
        scope VARCHAR(512) NOT NULL,
        idempotency_key VARCHAR(255) NOT NULL,
        fingerprint VARCHAR(64) NOT NULL,
        operation_id VARCHAR(36) NULL,
        holder VARCHAR(64) NOT NULL,
        token VARCHAR(36) NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (scope, idempotency_key)
      )`,
    ],
  },
  {
    // Who started an operation, by a key that survives renames: they may always read it.
    name: '0006_operation_actor_ref',
    up: ['ALTER TABLE operations ADD COLUMN actor_ref VARCHAR(400) NULL'],
  },
];

const postgresql = [
  {
    name: '0001_audit_log',
    up: [
      `CREATE TABLE audit_log (
        id BIGSERIAL PRIMARY KEY,
        timestamp TIMESTAMPTZ NOT NULL,
        actor VARCHAR(320) NOT NULL,
        actor_type VARCHAR(32) NOT NULL,
        action VARCHAR(100) NOT NULL,
        resource_type VARCHAR(100) NOT NULL,
        resource_id VARCHAR(512) NULL,
        gateway VARCHAR(253) NULL,
        detail JSONB NULL,
        client_ip VARCHAR(64) NULL,
        request_id VARCHAR(128) NULL,
        prev_hash VARCHAR(64) NOT NULL,
        hash VARCHAR(64) NOT NULL
      )`,
      'CREATE INDEX audit_log_timestamp ON audit_log (timestamp)',
      'CREATE INDEX audit_log_action ON audit_log (action)',
      'CREATE INDEX audit_log_gateway ON audit_log (gateway)',
      'CREATE TABLE audit_purge (cutoff TIMESTAMPTZ NOT NULL)',
      `CREATE FUNCTION audit_log_guard() RETURNS trigger AS $$
        BEGIN
          IF TG_OP = 'DELETE' AND EXISTS (SELECT 1 FROM audit_purge WHERE OLD.timestamp < audit_purge.cutoff) THEN
            RETURN OLD;
          END IF;
          RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'integrity_constraint_violation';
        END
      $$ LANGUAGE plpgsql`,
      `CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_guard()`,
      `CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_guard()`,
    ],
  },
  {
    name: '0002_operations',
    up: [
      `CREATE TABLE operations (
        id VARCHAR(36) PRIMARY KEY,
        type VARCHAR(100) NOT NULL,
        status VARCHAR(16) NOT NULL,
        progress INTEGER NOT NULL DEFAULT 0,
        message TEXT NULL,
        result JSONB NULL,
        error JSONB NULL,
        gateway VARCHAR(253) NULL,
        resource VARCHAR(512) NULL,
        actor VARCHAR(320) NULL,
        owner VARCHAR(64) NOT NULL,
        idempotency_scope VARCHAR(512) NULL,
        idempotency_key VARCHAR(255) NULL,
        request_fingerprint VARCHAR(64) NULL,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL,
        completed_at TIMESTAMPTZ NULL
      )`,
      'CREATE INDEX operations_status ON operations (status)',
      'CREATE INDEX operations_idempotency ON operations (idempotency_scope, idempotency_key)',
    ],
  },
  {
    name: '0003_scheduler',
    up: [
      'CREATE TABLE portcullis_leases (name VARCHAR(200) PRIMARY KEY, holder VARCHAR(64) NOT NULL, expires_at BIGINT NOT NULL)',
      'CREATE TABLE portcullis_instances (id VARCHAR(64) PRIMARY KEY, started_at BIGINT NOT NULL, heartbeat_at BIGINT NOT NULL)',
    ],
  },
  {
    name: '0004_operation_history',
    up: ['ALTER TABLE operations ADD COLUMN history JSONB NULL'],
  },
  {
    name: '0005_operation_idempotency',
    up: [
      `CREATE TABLE operation_idempotency (
        scope VARCHAR(512) NOT NULL,
        idempotency_key VARCHAR(255) NOT NULL,
        fingerprint VARCHAR(64) NOT NULL,
        operation_id VARCHAR(36) NULL,
        holder VARCHAR(64) NOT NULL,
        token VARCHAR(36) NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (scope, idempotency_key)
      )`,
    ],
  },
  {
    name: '0006_operation_actor_ref',
    up: ['ALTER TABLE operations ADD COLUMN actor_ref VARCHAR(400) NULL'],
  },
];

export const kernelMigrations: PluginMigrations = { sqlite, postgresql };
