// Credential refresh on the 0.1 line (docs/openshell-0.1.md §2.14): a refreshable credential carries a refresh state
// and, when a refresh failed, the recovery action it needs. The state names are upstream's (`refreshed`, `error`,
// `reauthorization_required`, `configuration_required`, `investigation_required`). Credentials without a refresh state
// are static, as every credential of a provider created through the API is; tests and demos put one into a state with
// the `setCredentialRefresh` control.

export type RefreshState = 'refreshed' | 'error' | 'reauthorization_required' | 'configuration_required' | 'investigation_required';
export type RecoveryAction = 'unspecified' | 'retry' | 'reauthorize' | 'fix_configuration' | 'investigate';

export const REFRESH_STATES: readonly RefreshState[] = ['refreshed', 'error', 'reauthorization_required', 'configuration_required', 'investigation_required'];

/** What each state asks of whoever looks after the credential. */
export const RECOVERY_OF: Record<RefreshState, RecoveryAction> = {
  refreshed: 'unspecified',
  error: 'retry',
  reauthorization_required: 'reauthorize',
  configuration_required: 'fix_configuration',
  investigation_required: 'investigate',
};

const FAILURE_OF: Record<RefreshState, string> = {
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

export interface RefreshRecord {
  state: RefreshState;
  lastError: string;
  failureCode: string;
  lastRefreshMs: number;
  lastErrorMs: number;
  expiresAtMs: number;
}

/** Refresh states by provider id and credential key (a provider deleted and created again starts static). */
export class CredentialRefreshStates {
  private readonly records = new Map<string, RefreshRecord>();

  private static key(providerId: string, credential: string): string {
    return `${providerId}\u0000${credential}`;
  }

  find(providerId: string, credential: string): RefreshRecord | undefined {
    return this.records.get(CredentialRefreshStates.key(providerId, credential));
  }

  /** Puts a credential into `state` (null: static again); a failed state keeps the time of the last success. */
  set(providerId: string, credential: string, state: RefreshState | null, message?: string, now = Date.now()): void {
    const key = CredentialRefreshStates.key(providerId, credential);
    if (state === null) {
      this.records.delete(key);
      return;
    }
    if (state === 'refreshed') {
      this.records.set(key, refreshedAt(now));
      return;
    }
    const previous = this.records.get(key);
    this.records.set(key, {
      state,
      lastError: message ?? `credential refresh failed: ${FAILURE_OF[state]}`,
      failureCode: FAILURE_OF[state],
      lastRefreshMs: previous?.lastRefreshMs ?? 0,
      lastErrorMs: now,
      expiresAtMs: previous?.expiresAtMs ?? 0,
    });
  }

  /**
   * A refresh asked for now: it succeeds unless the credential needs a person (reauthorising, a configuration fix,
   * an investigation), which a retry cannot give it. Answers the record after the attempt.
   */
  refresh(providerId: string, credential: string, now = Date.now()): RefreshRecord {
    const current = this.find(providerId, credential);
    if (current && current.state !== 'refreshed' && current.state !== 'error') {
      const failed = { ...current, lastErrorMs: now };
      this.records.set(CredentialRefreshStates.key(providerId, credential), failed);
      return failed;
    }
    const refreshed = refreshedAt(now);
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
      if (reauthorized || reconfigured) this.records.set(key, refreshedAt(now));
    }
  }
}

function refreshedAt(now: number): RefreshRecord {
  return { state: 'refreshed', lastError: '', failureCode: '', lastRefreshMs: now, lastErrorMs: 0, expiresAtMs: now + TOKEN_LIFETIME_MS };
}

export function nextRefreshMs(record: RefreshRecord): number {
  return record.state === 'refreshed' ? record.expiresAtMs - REFRESH_BEFORE_MS : 0;
}
