import type { Migration, PluginMigrations } from '@portcullis/core';

function credentialStates(time: string): Migration {
  return {
    name: '0001_provider_credential_states',
    up: [
      `CREATE TABLE provider_credential_states (
      gateway VARCHAR(253) NOT NULL,
      workspace VARCHAR(253) NOT NULL,
      provider VARCHAR(253) NOT NULL,
      credential_key VARCHAR(256) NOT NULL,
      state VARCHAR(128) NOT NULL,
      recovery_action VARCHAR(32) NOT NULL,
      observed_at ${time} NOT NULL,
      PRIMARY KEY (gateway, workspace, provider, credential_key)
    )`,
    ],
  };
}

// SQLite: DATETIME holds epoch milliseconds (what the ORM writes).
export const providerMigrations: PluginMigrations = { sqlite: [credentialStates('DATETIME')], postgresql: [credentialStates('TIMESTAMPTZ')] };
