import type { Migration } from '@portcullis/core';

// PostgreSQL: timestamps are TIMESTAMPTZ, labels JSONB.
export const postgresqlMigrations: Migration[] = [
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
        labels JSONB NOT NULL,
        ca_cert_sealed TEXT NULL,
        client_cert_sealed TEXT NULL,
        client_key_sealed TEXT NULL,
        api_key_sealed TEXT NULL,
        connection_id VARCHAR(36) NOT NULL,
        status VARCHAR(16) NOT NULL,
        last_seen TIMESTAMPTZ NULL,
        last_probe_at TIMESTAMPTZ NULL,
        last_error TEXT NULL,
        version VARCHAR(100) NULL,
        latency_ms INTEGER NULL,
        local_pid INTEGER NULL,
        local_command TEXT NULL,
        local_started_at TIMESTAMPTZ NULL,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
      )`,
      'CREATE INDEX gateways_status ON gateways (status)',
    ],
  },
  {
    // auth_mode oidc_client_credentials: the issuer and client that access tokens are obtained with.
    name: '0002_oidc_client_credentials',
    up: [
      'ALTER TABLE gateways ALTER COLUMN auth_mode TYPE VARCHAR(32)',
      'ALTER TABLE gateways ADD COLUMN oidc_issuer TEXT NULL',
      'ALTER TABLE gateways ADD COLUMN oidc_client_id TEXT NULL',
      'ALTER TABLE gateways ADD COLUMN oidc_client_secret_sealed TEXT NULL',
      'ALTER TABLE gateways ADD COLUMN oidc_scopes JSONB NULL',
      'ALTER TABLE gateways ADD COLUMN oidc_audience TEXT NULL',
    ],
  },
];
