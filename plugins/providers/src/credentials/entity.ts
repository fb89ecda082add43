import { defineEntity, p } from '@mikro-orm/core';
import type { Migration, PluginMigrations } from '@portcullis/core';

/**
 * The refresh state each provider credential was last seen in: what makes `provider.credential_attention` fire once
 * per transition into a state that needs a person, whichever replica checks and however often it restarts.
 */
export const CredentialState = defineEntity({
  name: 'ProviderCredentialState',
  tableName: 'provider_credential_states',
  properties: {
    gateway: p.string().primary(),
    workspace: p.string().primary(),
    provider: p.string().primary(),
    credentialKey: p.string().primary(),
    state: p.string(),
    recoveryAction: p.string(),
    observedAt: p.datetime(),
  },
});

export type CredentialStateEntity = InstanceType<typeof CredentialState.class>;

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
