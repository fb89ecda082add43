import type { CredentialRecoveryAction } from '@portcullis/plugin-gateways';
import type { ProviderAttachments } from './attachments/service.ts';
import type { ProviderTypeCatalog } from './catalog/catalog.ts';
import type { ProviderProfileImports } from './catalog/profile-imports.ts';
import type { CredentialCheck } from './credentials/check.ts';
import type { ProviderCredentials } from './credentials/service.ts';
import type { CredentialStates } from './credentials/states.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Attach / detach providers to sandboxes, idempotent and retried (exported: the kill switch, curfew and budgets use it). */
    providerAttachments: ProviderAttachments;
    /** The provider type catalogue per gateway, with the static fallback (exported). */
    providerTypes: ProviderTypeCatalog;
    /** Provider profiles imported into and deleted from gateways that take them (the 0.1 line), audited (private). */
    providerProfileImports: ProviderProfileImports;
    /** Provider credential refresh states, refreshes, refresh configurations and their announcements (private). */
    providerCredentials: ProviderCredentials;
    /** The refresh state each credential was last seen in (private). */
    providerCredentialStates: CredentialStates;
    /** The periodic provider credential check (private). */
    providerCredentialCheck: CredentialCheck;
  }

  interface EventMap {
    'provider.credential_attention': CredentialEvent;
    'provider.credential_refreshed': CredentialEvent;
    'provider.credential_configured': CredentialConfiguredEvent;
    'provider.credential_refresh_removed': { gateway: string; workspace: string; provider: string; credential_key: string };
  }
}

/** A provider credential's refresh state, as its events carry it (never a credential value). */
interface CredentialEvent {
  gateway: string;
  workspace: string;
  provider: string;
  credential_key: string;
  state: string;
  recovery_action: CredentialRecoveryAction;
  message: string | null;
}

/** A refresh configuration set: its shape and the state afterwards (material keys, never a material value). */
interface CredentialConfiguredEvent extends CredentialEvent {
  strategy: string;
  material_keys: string[];
  secret_material_keys: string[];
  expires_at: string | null;
}
