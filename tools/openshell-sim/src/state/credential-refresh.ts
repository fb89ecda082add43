// Credential refresh on the 0.1 line (docs/openshell-0.1.md §2.14): a refreshable credential carries a refresh state and, when a
// refresh failed, the recovery action it needs. The state names are upstream's (`refreshed`, `error`,
// `reauthorization_required`, `configuration_required`, `investigation_required`); `configured` is a credential whose
// refresh configuration was just set and that was not refreshed since. Credentials without a refresh state are
// static, as every credential of a provider created through the API is, until ConfigureProviderRefresh gives one a
// strategy and its material; tests and demos put one into a state with the `setCredentialRefresh` control.

export type RefreshState = 'configured' | 'refreshed' | 'error' | 'reauthorization_required' | 'configuration_required' | 'investigation_required';
export type RecoveryAction = 'unspecified' | 'retry' | 'reauthorize' | 'fix_configuration' | 'investigate';

export const REFRESH_STATES: readonly RefreshState[] = ['refreshed', 'error', 'reauthorization_required', 'configuration_required', 'investigation_required'];

/** What each state asks of whoever looks after the credential. */
export const RECOVERY_OF: Record<RefreshState, RecoveryAction> = {
  configured: 'unspecified',
  refreshed: 'unspecified',
  error: 'retry',
  reauthorization_required: 'reauthorize',
  configuration_required: 'fix_configuration',
  investigation_required: 'investigate',
};

const FAILURE_OF: Record<RefreshState, string> = {
  configured: '',
  refreshed: '',
  error: 'token_endpoint_unavailable',
  reauthorization_required: 'invalid_grant',
  configuration_required: 'invalid_client',
  investigation_required: 'unexpected_response',
};

// A refreshed token lives this long in the simulation.
const TOKEN_LIFETIME_MS = 3_600_000;
// A refresh is due this long before the token expires.
const REFRESH_BEFORE_MS = 300_000;

/** The strategies of ProviderCredentialRefreshStrategy a configuration may name (UNSPECIFIED is refused). */
export const REFRESH_STRATEGIES = [
  'STATIC',
  'EXTERNAL',
  'OAUTH2_REFRESH_TOKEN',
  'OAUTH2_CLIENT_CREDENTIALS',
  'GOOGLE_SERVICE_ACCOUNT_JWT',
  'AWS_STS_ASSUME_ROLE',
] as const;

export type RefreshStrategy = (typeof REFRESH_STRATEGIES)[number];

// A control-set state without a configuration behind it refreshes like an OAuth refresh token.
const DEFAULT_STRATEGY: RefreshStrategy = 'OAUTH2_REFRESH_TOKEN';

// A retry cannot give these: someone has to act.
const NEEDS_A_PERSON: ReadonlySet<RefreshState> = new Set(['reauthorization_required', 'configuration_required', 'investigation_required']);

/** What ConfigureProviderRefresh stored: the material is write-only (no status or answer carries a value of it). */
export interface RefreshConfiguration {
  strategy: RefreshStrategy;
  material: Record<string, string>;
  /** The material keys stored as secrets. */
  secretMaterialKeys: string[];
}

export interface RefreshRecord {
  state: RefreshState;
  strategy: RefreshStrategy;
  lastError: string;
  failureCode: string;
  lastRefreshMs: number;
  lastErrorMs: number;
  expiresAtMs: number;
  /** When the configuration was set (0: set by the control, or refreshed since). */
  configuredMs: number;
}

/** Refresh states by provider id and credential key (a provider deleted and created again starts static). */
export class CredentialRefreshStates {
  private readonly records = new Map<string, RefreshRecord>();
  private readonly configurations = new Map<string, RefreshConfiguration>();

  private static key(providerId: string, credential: string): string {
    return `${providerId}\u0000${credential}`;
  }

  find(providerId: string, credential: string): RefreshRecord | undefined {
    return this.records.get(CredentialRefreshStates.key(providerId, credential));
  }

  configuration(providerId: string, credential: string): RefreshConfiguration | undefined {
    return this.configurations.get(CredentialRefreshStates.key(providerId, credential));
  }

  /**
   * Stores a credential's refresh configuration (replacing one it had) and starts it afresh: `configured`, expiring
   * at `expiresAtMs` (0: unknown), with no error of an earlier configuration.
   */
  configure(providerId: string, credential: string, configuration: RefreshConfiguration, expiresAtMs: number, now = Date.now()): RefreshRecord {
    const key = CredentialRefreshStates.key(providerId, credential);
    const record: RefreshRecord = {
      state: 'configured',
      strategy: configuration.strategy,
      lastError: '',
      failureCode: '',
      lastRefreshMs: 0,
      lastErrorMs: 0,
      expiresAtMs,
      configuredMs: now,
    };
    this.configurations.set(key, configuration);
    this.records.set(key, record);
    return record;
  }

  /** Removes a credential's refresh configuration (it is static again); false when it had none. */
  remove(providerId: string, credential: string): boolean {
    const key = CredentialRefreshStates.key(providerId, credential);
    this.configurations.delete(key);
    return this.records.delete(key);
  }

  /** Puts a credential into `state` (null: static again); a failed state keeps the time of the last success. */
  set(providerId: string, credential: string, state: RefreshState | null, message?: string, now = Date.now()): void {
    const key = CredentialRefreshStates.key(providerId, credential);
    if (state === null) {
      this.remove(providerId, credential);
      return;
    }
    const previous = this.records.get(key);
    const strategy = previous?.strategy ?? DEFAULT_STRATEGY;
    if (state === 'refreshed') {
      this.records.set(key, refreshedAt(now, strategy));
      return;
    }
    this.records.set(key, {
      state,
      strategy,
      lastError: message ?? `credential refresh failed: ${FAILURE_OF[state]}`,
      failureCode: FAILURE_OF[state],
      lastRefreshMs: previous?.lastRefreshMs ?? 0,
      lastErrorMs: now,
      expiresAtMs: previous?.expiresAtMs ?? 0,
      configuredMs: previous?.configuredMs ?? 0,
    });
  }

  /**
   * A refresh asked for now: it succeeds unless the credential needs a person (reauthorising, a configuration fix,
   * an investigation), which a retry cannot give it. Answers the record after the attempt.
   */
  refresh(providerId: string, credential: string, now = Date.now()): RefreshRecord {
    const current = this.find(providerId, credential);
    if (current && NEEDS_A_PERSON.has(current.state)) {
      const failed = { ...current, lastErrorMs: now };
      this.records.set(CredentialRefreshStates.key(providerId, credential), failed);
      return failed;
    }
    const refreshed = refreshedAt(now, current?.strategy ?? DEFAULT_STRATEGY);
    this.records.set(CredentialRefreshStates.key(providerId, credential), refreshed);
    return refreshed;
  }

  /** A person changed the provider: new credential values reauthorise them, a new configuration fixes it. */
  providerChanged(providerId: string, change: { credentials: string[]; configChanged: boolean }, now = Date.now()): void {
    for (const [key, record] of this.records) {
      const [id, credential] = key.split('\u0000') as [string, string];
      if (id !== providerId) continue;
      const reauthorized = record.state === 'reauthorization_required' && change.credentials.includes(credential);
      const reconfigured = record.state === 'configuration_required' && change.configChanged;
      if (reauthorized || reconfigured) this.records.set(key, refreshedAt(now, record.strategy));
    }
  }
}

function refreshedAt(now: number, strategy: RefreshStrategy): RefreshRecord {
  return {
    state: 'refreshed',
    strategy,
    lastError: '',
    failureCode: '',
    lastRefreshMs: now,
    lastErrorMs: 0,
    expiresAtMs: now + TOKEN_LIFETIME_MS,
    configuredMs: 0,
  };
}

/** When the gateway refreshes next (0: never on its own): before expiry, or at once for a fresh configuration. */
export function nextRefreshMs(record: RefreshRecord): number {
  if (record.strategy === 'STATIC' || record.strategy === 'EXTERNAL') return 0;
  if (record.state === 'refreshed') return record.expiresAtMs - REFRESH_BEFORE_MS;
  if (record.state === 'configured') return record.expiresAtMs > 0 ? record.expiresAtMs - REFRESH_BEFORE_MS : record.configuredMs;
  return 0;
}
