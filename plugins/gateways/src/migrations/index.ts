import { dialectMigrations, type PluginMigrations } from '@portcullis/core';

// Written once for both databases: types.timestamp is DATETIME holding epoch milliseconds (what the ORM writes) on
// SQLite and TIMESTAMPTZ on PostgreSQL, types.json is JSON text or JSONB.
export const gatewaysMigrations: PluginMigrations = dialectMigrations((types) => [
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
        labels ${types.json} NOT NULL,
        ca_cert_sealed TEXT NULL,
        client_cert_sealed TEXT NULL,
        client_key_sealed TEXT NULL,
        api_key_sealed TEXT NULL,
        connection_id VARCHAR(36) NOT NULL,
        status VARCHAR(16) NOT NULL,
        last_seen ${types.timestamp} NULL,
        last_probe_at ${types.timestamp} NULL,
        last_error TEXT NULL,
        version VARCHAR(100) NULL,
        latency_ms INTEGER NULL,
        local_pid INTEGER NULL,
        local_command TEXT NULL,
        local_started_at ${types.timestamp} NULL,
        created_at ${types.timestamp} NOT NULL,
        updated_at ${types.timestamp} NOT NULL
      )`,
      'CREATE INDEX gateways_status ON gateways (status)',
    ],
  },
  {
    // auth_mode oidc_client_credentials: the issuer and client that access tokens are obtained with.
    name: '0002_oidc_client_credentials',
    up: [
      // SQLite does not check VARCHAR lengths; PostgreSQL must widen the column for the longer mode name.
      ...(types.dialect === 'postgresql' ? ['ALTER TABLE gateways ALTER COLUMN auth_mode TYPE VARCHAR(32)'] : []),
      'ALTER TABLE gateways ADD COLUMN oidc_issuer TEXT NULL',
      'ALTER TABLE gateways ADD COLUMN oidc_client_id TEXT NULL',
      'ALTER TABLE gateways ADD COLUMN oidc_client_secret_sealed TEXT NULL',
      `ALTER TABLE gateways ADD COLUMN oidc_scopes ${types.json} NULL`,
      'ALTER TABLE gateways ADD COLUMN oidc_audience TEXT NULL',
    ],
  },
  {
    // Every probe result, for the health history; pruned by age (SERVICE_HEALTH_HISTORY_RETENTION_HOURS). No
    // foreign key: the monitor's one insert per cycle must not fail for a gateway removed meanwhile.
    name: '0003_gateway_health_history',
    up: [
      `CREATE TABLE gateway_health_history (
        id ${types.serialPrimaryKey},
        gateway VARCHAR(253) NOT NULL,
        probed_at ${types.epochMs} NOT NULL,
        status VARCHAR(16) NOT NULL,
        latency_ms INTEGER NULL,
        error TEXT NULL
      )`,
      'CREATE INDEX gateway_health_history_gateway ON gateway_health_history (gateway, probed_at, id)',
      'CREATE INDEX gateway_health_history_probed ON gateway_health_history (probed_at)',
    ],
  },
  {
    // The negotiated extensions a gateway's GetGatewayInfo lists (0.1 line), kept like its version for /readyz.
    name: '0004_gateway_extensions',
    up: [`ALTER TABLE gateways ADD COLUMN extensions ${types.json} NULL`],
  },
  {
    // The gateways table's change token (GatewayChangeToken in gateway/entity.ts): one row, replaced by every write.
    name: '0005_gateway_change_token',
    up: [
      'CREATE TABLE gateway_change_token (id INTEGER PRIMARY KEY, token VARCHAR(255) NOT NULL)',
      "INSERT INTO gateway_change_token (id, token) VALUES (1, 'initial')",
    ],
  },
]);
