import { dialectMigrations } from './dialect-ddl.ts';
import type { Dialect, PluginMigrations } from './migration.ts';

// The kernel's own tables: migration bookkeeping is created by the runner itself; these are audit, operations,
// scheduler leases and live instances. Timestamps the kernel handles in raw SQL are epoch milliseconds (BIGINT)
// so that one statement serves both dialects; entity timestamps use each dialect's native type.

// The database's own clock in epoch milliseconds (how the ORM stores SQLite timestamps): retention is measured
// against it, not against a clock the application could be told.
const SQLITE_NOW_MS = "CAST(unixepoch('subsec') * 1000 AS INTEGER)";

// The audit log is append-only: triggers refuse updates and deletes, except purges of rows older than a cutoff.
const APPEND_ONLY: Record<Dialect, string[]> = {
  sqlite: [
    `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
        BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
    `CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
        WHEN NOT EXISTS (SELECT 1 FROM audit_purge WHERE OLD.timestamp < audit_purge.cutoff)
        BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
  ],
  postgresql: [
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
};

// 0007's guards (see there): SQLite triggers with WHEN clauses, PostgreSQL trigger functions.
const AUDIT_GUARDS: Record<Dialect, string[]> = {
  sqlite: [
    'DROP TRIGGER audit_log_no_delete',
    `CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
        WHEN NOT (
          OLD.id < (SELECT MAX(id) FROM audit_log)
          AND (SELECT action FROM audit_log ORDER BY id DESC LIMIT 1) = 'audit.purge'
          AND EXISTS (SELECT 1 FROM audit_purge, audit_settings WHERE OLD.timestamp < audit_purge.cutoff
            AND audit_purge.cutoff <= ${SQLITE_NOW_MS} - audit_settings.retention_days * 86400000))
        BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
    `CREATE TRIGGER audit_log_no_replace BEFORE INSERT ON audit_log
        WHEN EXISTS (SELECT 1 FROM audit_log WHERE id = NEW.id)
        BEGIN SELECT RAISE(ABORT, 'audit_log is append-only: that id exists'); END`,
    `CREATE TRIGGER audit_log_append_at_end AFTER INSERT ON audit_log
        WHEN NEW.id < (SELECT MAX(id) FROM audit_log)
        BEGIN SELECT RAISE(ABORT, 'audit_log is append-only: new rows go after the last one'); END`,
    `CREATE TRIGGER audit_purge_within_retention BEFORE INSERT ON audit_purge
        WHEN NEW.cutoff > ${SQLITE_NOW_MS} - (SELECT retention_days FROM audit_settings) * 86400000
        BEGIN SELECT RAISE(ABORT, 'audit_purge: the cutoff is inside the audit retention period'); END`,
  ],
  postgresql: [
    `CREATE OR REPLACE FUNCTION audit_log_guard() RETURNS trigger AS $$
        BEGIN
          IF TG_OP = 'DELETE'
            AND OLD.id < (SELECT MAX(id) FROM audit_log)
            AND (SELECT action FROM audit_log ORDER BY id DESC LIMIT 1) = 'audit.purge'
            AND EXISTS (SELECT 1 FROM audit_purge, audit_settings WHERE OLD.timestamp < audit_purge.cutoff
              AND audit_purge.cutoff <= now() - make_interval(days => audit_settings.retention_days)) THEN
            RETURN OLD;
          END IF;
          RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'integrity_constraint_violation';
        END
      $$ LANGUAGE plpgsql`,
    `CREATE FUNCTION audit_log_insert_guard() RETURNS trigger AS $$
        BEGIN
          IF NEW.id <= (SELECT COALESCE(MAX(id), 0) FROM audit_log) THEN
            RAISE EXCEPTION 'audit_log is append-only: new rows go after the last one' USING ERRCODE = 'integrity_constraint_violation';
          END IF;
          RETURN NEW;
        END
      $$ LANGUAGE plpgsql`,
    `CREATE TRIGGER audit_log_append_at_end BEFORE INSERT ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_insert_guard()`,
    `CREATE FUNCTION audit_purge_guard() RETURNS trigger AS $$
        BEGIN
          IF NEW.cutoff > now() - make_interval(days => (SELECT retention_days FROM audit_settings)) THEN
            RAISE EXCEPTION 'audit_purge: the cutoff is inside the audit retention period' USING ERRCODE = 'integrity_constraint_violation';
          END IF;
          RETURN NEW;
        END
      $$ LANGUAGE plpgsql`,
    `CREATE TRIGGER audit_purge_within_retention BEFORE INSERT ON audit_purge
        FOR EACH ROW EXECUTE FUNCTION audit_purge_guard()`,
  ],
};

export const kernelMigrations: PluginMigrations = dialectMigrations((types) => [
  {
    name: '0001_audit_log',
    up: [
      `CREATE TABLE audit_log (
        id ${types.serialPrimaryKey},
        timestamp ${types.timestamp} NOT NULL,
        actor VARCHAR(320) NOT NULL,
        actor_type VARCHAR(32) NOT NULL,
        action VARCHAR(100) NOT NULL,
        resource_type VARCHAR(100) NOT NULL,
        resource_id VARCHAR(512) NULL,
        gateway VARCHAR(253) NULL,
        detail ${types.json} NULL,
        client_ip VARCHAR(64) NULL,
        request_id VARCHAR(128) NULL,
        prev_hash VARCHAR(64) NOT NULL,
        hash VARCHAR(64) NOT NULL
      )`,
      'CREATE INDEX audit_log_timestamp ON audit_log (timestamp)',
      'CREATE INDEX audit_log_action ON audit_log (action)',
      'CREATE INDEX audit_log_gateway ON audit_log (gateway)',
      `CREATE TABLE audit_purge (cutoff ${types.timestamp} NOT NULL)`,
      ...APPEND_ONLY[types.dialect],
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
        result ${types.json} NULL,
        error ${types.json} NULL,
        gateway VARCHAR(253) NULL,
        resource VARCHAR(512) NULL,
        actor VARCHAR(320) NULL,
        owner VARCHAR(64) NOT NULL,
        idempotency_scope VARCHAR(512) NULL,
        idempotency_key VARCHAR(255) NULL,
        request_fingerprint VARCHAR(64) NULL,
        created_at ${types.timestamp} NOT NULL,
        updated_at ${types.timestamp} NOT NULL,
        completed_at ${types.timestamp} NULL
      )`,
      'CREATE INDEX operations_status ON operations (status)',
      'CREATE INDEX operations_idempotency ON operations (idempotency_scope, idempotency_key)',
    ],
  },
  {
    name: '0003_scheduler',
    up: [
      `CREATE TABLE portcullis_leases (name VARCHAR(200) PRIMARY KEY, holder VARCHAR(64) NOT NULL, expires_at ${types.epochMs} NOT NULL)`,
      `CREATE TABLE portcullis_instances (id VARCHAR(64) PRIMARY KEY, started_at ${types.epochMs} NOT NULL, heartbeat_at ${types.epochMs} NOT NULL)`,
    ],
  },
  {
    // The steps an operation went through, so a stream opened late still shows every one of them.
    name: '0004_operation_history',
    up: [`ALTER TABLE operations ADD COLUMN history ${types.json} NULL`],
  },
  {
    // Write-ahead audit of upstream effects: an intent row (`outcome` pending) is committed before the gateway is
    // called, and a second row (`intent_id` → the intent) records how it ended. The open-intents table lists
    // intents without an outcome yet and which process owns them, so a crash is resolved at the next start.
    name: '0005_audit_intents',
    up: [
      'ALTER TABLE audit_log ADD COLUMN outcome VARCHAR(16) NULL',
      `ALTER TABLE audit_log ADD COLUMN intent_id ${types.serialReference} NULL`,
      'CREATE INDEX audit_log_intent ON audit_log (intent_id)',
      `CREATE TABLE audit_open_intents (intent_id BIGINT PRIMARY KEY, owner VARCHAR(64) NOT NULL, created_at ${types.epochMs} NOT NULL)`,
    ],
  },
  {
    // Rows written from now on are HMAC-chained; the ones before keep their SHA-256 links and say so.
    name: '0006_audit_keyed_chain',
    up: ["ALTER TABLE audit_log ADD COLUMN hash_alg VARCHAR(40) NOT NULL DEFAULT 'sha256'"],
  },
  {
    // Closes the ways around append-only: REPLACE (which deletes without the delete trigger unless recursive
    // triggers are on, see database.ts), explicit ids below the last row, and purges of recent rows. A delete
    // passes only for rows older than a cutoff in audit_purge, itself at least the retention period (kept in
    // audit_settings, written at start-up) before the database's own clock, and only while the newest row is the
    // purge's announcement, which that purge cannot delete. PostgreSQL has no REPLACE; ON CONFLICT DO UPDATE meets
    // the insert guard first, then the update guard.
    name: '0007_audit_guards',
    up: [
      'CREATE TABLE audit_settings (id INTEGER PRIMARY KEY CHECK (id = 1), retention_days INTEGER NOT NULL CHECK (retention_days >= 1))',
      'INSERT INTO audit_settings (id, retention_days) VALUES (1, 365)',
      ...AUDIT_GUARDS[types.dialect],
    ],
  },
  {
    // Who runs the request behind an Idempotency-Key: the primary key admits one claim per key, across replicas.
    name: '0008_operation_idempotency',
    up: [
      `CREATE TABLE operation_idempotency (
        scope VARCHAR(512) NOT NULL,
        idempotency_key VARCHAR(255) NOT NULL,
        fingerprint VARCHAR(64) NOT NULL,
        operation_id VARCHAR(36) NULL,
        holder VARCHAR(64) NOT NULL,
        token VARCHAR(36) NOT NULL,
        created_at ${types.epochMs} NOT NULL,
        PRIMARY KEY (scope, idempotency_key)
      )`,
    ],
  },
  {
    // Who started an operation, by a key that survives renames: they may always read it.
    name: '0009_operation_actor_ref',
    up: ['ALTER TABLE operations ADD COLUMN actor_ref VARCHAR(400) NULL'],
  },
  {
    // Work that can stop early says so; a cancel request is recorded on the row so that every replica sees it.
    name: '0010_operation_cancel',
    up: [
      'ALTER TABLE operations ADD COLUMN cancellable BOOLEAN NOT NULL DEFAULT FALSE',
      `ALTER TABLE operations ADD COLUMN cancel_requested_at ${types.timestamp} NULL`,
    ],
  },
  {
    // Events live in the database first (docs/events.md): each is written in the transaction of the change that
    // caused it, and subscribers read them from here; durable subscribers keep their place in event_consumers.
    // The payload is text, not JSON: it is only ever read back whole.
    name: '0011_event_log',
    up: [
      `CREATE TABLE event_log (
        seq ${types.serialPrimaryKey},
        id VARCHAR(36) NOT NULL UNIQUE,
        name VARCHAR(100) NOT NULL,
        occurred_at ${types.epochMs} NOT NULL,
        origin VARCHAR(64) NOT NULL,
        data TEXT NOT NULL
      )`,
      'CREATE INDEX event_log_occurred_at ON event_log (occurred_at)',
      `CREATE TABLE event_consumers (
        name VARCHAR(300) PRIMARY KEY,
        position ${types.serialReference} NOT NULL,
        updated_at ${types.epochMs} NOT NULL
      )`,
    ],
  },
  {
    // Servers share sharded tasks among themselves (docs/plugins.md, Tasks); a CLI run beside them registers too,
    // for its leases and operations, but takes no share.
    name: '0012_instance_serves',
    up: ['ALTER TABLE portcullis_instances ADD COLUMN serves BOOLEAN NOT NULL DEFAULT TRUE'],
  },
]);
