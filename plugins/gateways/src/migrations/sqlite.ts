import type { Migration } from '@portcullis/core';

// SQLite: DATETIME columns hold epoch milliseconds (what the ORM writes); labels are JSON text.
export const sqliteMigrations: Migration[] = [
  {
    name: '0001_gateways',
    up: [
      `CREATE TABLE gateways (
        name VARCHAR(253) PRIMARY KEY,
        endpoint VARCHAR(300) NOT NULL,
        host VARCHAR(253) NOT NULL,
        port INTEGER NOT NULL,
        tls BOOLEAN NOT NULL,
        auth_mode VARCHAR(16) NOT NULL,
        tls_server_name VARCHAR(253) NULL,
        default_workspace VARCHAR(63) NOT NULL,
        description TEXT NULL,
        labels JSON NOT NULL,
        ca_cert_sealed TEXT NULL,
        client_cert_sealed TEXT NULL,
        client_key_sealed TEXT NULL,
        api_key_sealed TEXT NULL,
        connection_id VARCHAR(36) NOT NULL,
        status VARCHAR(16) NOT NULL,
        last_seen DATETIME NULL,
        last_probe_at DATETIME NULL,
        last_error TEXT NULL,
        version VARCHAR(100) NULL,
        latency_ms INTEGER NULL,
        local_pid INTEGER NULL,
        local_command TEXT NULL,
        local_started_at DATETIME NULL,
        created_at DATETIME NOT NULL,
        updated_at DATETIME NOT NULL
      )`,
      'CREATE INDEX gateways_status ON gateways (status)',
    ],
  },
  {
    // auth_mode oidc_client_credentials: the issuer and client that access tokens are obtained with.
    name: '0002_oidc_client_credentials',
    up: [
      'ALTER TABLE gateways ADD COLUMN oidc_issuer TEXT NULL',
      'ALTER TABLE gateways ADD COLUMN oidc_client_id TEXT NULL',
      'ALTER TABLE gateways ADD COLUMN oidc_client_secret_sealed TEXT NULL',
      'ALTER TABLE gateways ADD COLUMN oidc_scopes JSON NULL',
      'ALTER TABLE gateways ADD COLUMN oidc_audience TEXT NULL',
    ],
  },
];
