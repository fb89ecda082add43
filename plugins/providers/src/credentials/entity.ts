import { defineEntity, p } from '@mikro-orm/core';

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
