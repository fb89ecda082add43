import { type AuditWriter, type Database, type EventBus, isProblem, problems } from '@portcullis/core';
import { type CredentialRefreshConfig, type CredentialRefreshStatus, forEachLimited, type GatewayApi } from '@portcullis/plugin-gateways';
import type { ProviderScope } from '../gateway/scope.ts';
import { type CredentialStates, credentialId, type ProviderPlace } from './states.ts';

// Providers whose refresh state is asked at once for one list.
const STATUS_CONCURRENCY = 4;

/**
 * Provider credential refresh (OpenShell 0.1 gateways): each credential's state and recovery action, a refresh asked
 * for now, a refresh configuration set or removed (each audited write-ahead, with its event), and the announcement of
 * a credential that starts to need a person. A configuration's material values reach the gateway only: audit rows and
 * events name its keys.
 */
export class ProviderCredentials {
  private readonly gateways: GatewayApi;
  private readonly audit: AuditWriter;
  private readonly events: EventBus;
  private readonly database: Database;
  private readonly states: CredentialStates;

  constructor(deps: { gateways: GatewayApi; audit: AuditWriter; events: EventBus; database: Database; states: CredentialStates }) {
    this.gateways = deps.gateways;
    this.audit = deps.audit;
    this.events = deps.events;
    this.database = deps.database;
    this.states = deps.states;
  }

  /**
   * The credentials' refresh states by provider name; null when the gateway's line has no credential refresh. A
   * provider removed meanwhile has none.
   */
  async statusesOf(scope: ProviderScope, providers: string[], signal?: AbortSignal): Promise<Map<string, CredentialRefreshStatus[]> | null> {
    if (!(await this.gateways.capabilities(scope.gateway, { signal })).credentialRefresh) return null;
    const statuses = new Map<string, CredentialRefreshStatus[]>();
    const [failure] = await forEachLimited(
      providers,
      STATUS_CONCURRENCY,
      async (provider) => {
        statuses.set(provider, await this.statusOf(scope, provider, signal));
      },
      signal,
    );
    if (failure) throw failure;
    return statuses;
  }

  private async statusOf(scope: ProviderScope, provider: string, signal?: AbortSignal): Promise<CredentialRefreshStatus[]> {
    try {
      return await this.gateways.credentials.status(scope, provider, { signal });
    } catch (error) {
      if (isProblem(error) && error.code === 'PROVIDER_NOT_FOUND') return [];
      throw error;
    }
  }

  /** Refreshes one credential now; the answer is its state afterwards (one that needs a person stays failed). */
  async refresh(scope: ProviderScope, provider: string, credentialKey: string, signal?: AbortSignal): Promise<CredentialRefreshStatus> {
    await this.gateways.requireCapability(scope.gateway, 'credentialRefresh', { signal });
    const place = { gateway: scope.gateway.name, workspace: scope.workspace, provider };
    return this.audit.effect(
      {
        action: 'provider.credential_refresh',
        resourceType: 'provider',
        resourceId: provider,
        gateway: scope.gateway.name,
        detail: { workspace: scope.workspace, credential_key: credentialKey },
      },
      () => this.gateways.credentials.refresh(scope, provider, credentialKey, { signal }),
      {
        outcome: (status) => ({ state: status.state, recovery_action: status.recoveryAction }),
        record: async (em, status) => {
          this.events.emit('provider.credential_refreshed', { ...placeData(place), ...statusData(status) });
          this.announce(place, await this.states.observe(em, place, [status]));
        },
      },
    );
  }

  /** Sets (or replaces) a credential's refresh configuration; the answer is its state afterwards. */
  async configure(
    scope: ProviderScope,
    provider: string,
    credentialKey: string,
    config: CredentialRefreshConfig,
    signal?: AbortSignal,
  ): Promise<CredentialRefreshStatus> {
    await this.gateways.requireCapability(scope.gateway, 'credentialRefresh', { signal });
    const place = { gateway: scope.gateway.name, workspace: scope.workspace, provider };
    const shape = configurationShape(config);
    return this.audit.effect(
      {
        action: 'provider.credential_refresh_configure',
        resourceType: 'provider',
        resourceId: provider,
        gateway: scope.gateway.name,
        detail: { workspace: scope.workspace, credential_key: credentialKey, ...shape },
      },
      () => this.gateways.credentials.configure(scope, provider, credentialKey, config, { signal }),
      {
        outcome: (status) => ({ state: status.state, recovery_action: status.recoveryAction }),
        record: async (em, status) => {
          this.events.emit('provider.credential_configured', { ...placeData(place), ...statusData(status), ...shape });
          this.announce(place, await this.states.observe(em, place, [status]));
        },
      },
    );
  }

  /** Removes a credential's refresh configuration (static afterwards); 404 when it had none. */
  async removeConfiguration(scope: ProviderScope, provider: string, credentialKey: string, signal?: AbortSignal): Promise<void> {
    await this.gateways.requireCapability(scope.gateway, 'credentialRefresh', { signal });
    const place = { gateway: scope.gateway.name, workspace: scope.workspace, provider };
    const outcome = await this.audit.effect(
      {
        action: 'provider.credential_refresh_remove',
        resourceType: 'provider',
        resourceId: provider,
        gateway: scope.gateway.name,
        detail: { workspace: scope.workspace, credential_key: credentialKey },
      },
      () => this.gateways.credentials.remove(scope, provider, credentialKey, { signal }),
      {
        outcome: (result) => ({ outcome: result }),
        record: async (em, result) => {
          if (result === 'already_absent') return;
          this.events.emit('provider.credential_refresh_removed', { ...placeData(place), credential_key: credentialKey });
          // The state was seen under the configuration now gone; the next check records what the credential is now.
          await this.states.forget(em, place, credentialKey);
        },
      },
    );
    if (outcome === 'already_absent') {
      throw problems.notFound(
        'PROVIDER_CREDENTIAL_REFRESH_NOT_FOUND',
        `Credential ${credentialKey} of provider '${provider}' has no refresh configuration on gateway ${scope.gateway.name}.`,
      );
    }
  }

  /** Records what one workspace's providers' credentials are now; announces each that started to need a person. */
  async observeWorkspace(scope: ProviderScope, statuses: Map<string, CredentialRefreshStatus[]>): Promise<void> {
    await this.database.transaction(async (em) => {
      const present = new Set<string>();
      for (const [provider, credentials] of statuses) {
        const place = { gateway: scope.gateway.name, workspace: scope.workspace, provider };
        this.announce(place, await this.states.observe(em, place, credentials));
        for (const credential of credentials) present.add(credentialId(provider, credential.credentialKey));
      }
      await this.states.keepOnly(em, scope.gateway.name, scope.workspace, present);
    });
  }

  private announce(place: ProviderPlace, entered: CredentialRefreshStatus[]): void {
    for (const status of entered) this.events.emit('provider.credential_attention', { ...placeData(place), ...statusData(status) });
  }
}

function placeData(place: ProviderPlace) {
  return { gateway: place.gateway, workspace: place.workspace, provider: place.provider };
}

function statusData(status: CredentialRefreshStatus) {
  return { credential_key: status.credentialKey, state: status.state, recovery_action: status.recoveryAction, message: status.message };
}

/** What audit rows and events say of a configuration: its strategy, expiry and material keys, never a value. */
function configurationShape(config: CredentialRefreshConfig) {
  return {
    strategy: config.strategy,
    material_keys: Object.keys(config.material).sort(),
    secret_material_keys: [...config.secretMaterialKeys].sort(),
    expires_at: config.expiresAt === null ? null : new Date(config.expiresAt).toISOString(),
  };
}
