import {
  badGatewayAnswer,
  type CredentialRecoveryAction,
  type CredentialRefreshConfig,
  type CredentialRefreshOperations,
  type CredentialRefreshStatus,
  enumName,
  type LineCall,
  timestampMs,
  timestampOf,
} from '@portcullis/plugin-gateways';
import type { ProviderCredentialRefreshStatus__Output } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderCredentialRefreshStatus';
import type { ProviderCredentialRefreshStrategy } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderCredentialRefreshStrategy';
import { rpc } from './methods.ts';
import { deletionOf } from './model.ts';
import { workspaceScope } from './selector.ts';

// Credential refresh on the 0.1 line (docs/openshell-0.1.md §2.14): each credential of a provider has a refresh
// strategy, a state in the gateway's own words and, once a refresh failed, the recovery action it needs.

const PROVIDER = { notFound: 'PROVIDER_NOT_FOUND' };
// The gateway's message says which is missing: the provider, or the credential on it.
const CREDENTIAL = { notFound: 'PROVIDER_CREDENTIAL_NOT_FOUND' };
const RECOVERY_ACTIONS: ReadonlySet<string> = new Set(['retry', 'reauthorize', 'fix_configuration', 'investigate']);

function recoveryActionOf(value: string | number): CredentialRecoveryAction {
  const name = enumName(value, 'PROVIDER_CREDENTIAL_REFRESH_RECOVERY_ACTION_', () => 'UNSPECIFIED').toLowerCase();
  return RECOVERY_ACTIONS.has(name) ? (name as CredentialRecoveryAction) : 'unspecified';
}

function statusOf(status: ProviderCredentialRefreshStatus__Output): CredentialRefreshStatus {
  return {
    credentialKey: status.credential_key,
    strategy: enumName(status.strategy, 'PROVIDER_CREDENTIAL_REFRESH_STRATEGY_', (n) => `STRATEGY_${n}`).toLowerCase(),
    state: status.status || 'unknown',
    recoveryAction: recoveryActionOf(status.recovery_action),
    message: status.last_error || null,
    failureCode: status.failure_code || null,
    lastRefreshedAt: timestampMs(status.last_refresh_time),
    expiresAt: timestampMs(status.expiration_time),
    nextRefreshAt: timestampMs(status.next_refresh_time),
    lastErrorAt: timestampMs(status.last_error_time),
  };
}

function present(call: LineCall, provider: string, key: string, status: ProviderCredentialRefreshStatus__Output | null): CredentialRefreshStatus {
  if (!status) throw badGatewayAnswer(call.gateway.name, `answered without the refresh state of credential ${key} of provider ${provider}`);
  return statusOf(status);
}

// Every material value is sent as a secret (the proto marks the whole map so); an error's message must not echo one.
function configureRequest(call: LineCall, provider: string, key: string, config: CredentialRefreshConfig, requestId: string) {
  return {
    provider,
    credential_key: key,
    strategy: `PROVIDER_CREDENTIAL_REFRESH_STRATEGY_${config.strategy.toUpperCase()}` as ProviderCredentialRefreshStrategy,
    material: config.material,
    secret_material_keys: config.secretMaterialKeys,
    ...(config.expiresAt === null ? {} : { expiration_time: timestampOf(config.expiresAt) }),
    request_id: requestId,
    ...workspaceScope(call),
  };
}

export const credentialRefresh: CredentialRefreshOperations = {
  async status(call, provider) {
    const response = await call.unary(rpc.GetProviderRefreshStatus, { provider, credential_key: '', ...workspaceScope(call) }, PROVIDER);
    return response.credentials.map(statusOf).sort((a, b) => a.credentialKey.localeCompare(b.credentialKey));
  },

  async refresh(call, provider, credentialKey, requestId) {
    const request = { provider, credential_key: credentialKey, request_id: requestId, ...workspaceScope(call) };
    const response = await call.unary(rpc.RotateProviderCredential, request, CREDENTIAL);
    return present(call, provider, credentialKey, response.status);
  },

  async configure(call, provider, credentialKey, config, requestId) {
    const request = configureRequest(call, provider, credentialKey, config, requestId);
    const response = await call.unary(rpc.ConfigureProviderRefresh, request, { ...CREDENTIAL, redact: Object.values(config.material) });
    return present(call, provider, credentialKey, response.status);
  },

  async remove(call, provider, credentialKey, requestId) {
    const request = { provider, credential_key: credentialKey, allow_missing: true, request_id: requestId, ...workspaceScope(call) };
    const response = await call.unary(rpc.DeleteProviderRefresh, request, CREDENTIAL);
    return deletionOf(call.gateway.name, response.outcome, `the refresh configuration of credential ${credentialKey} of provider ${provider}`);
  },
};
