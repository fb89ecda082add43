import { problems } from '@portcullis/core';
import type { Provider } from '@portcullis/proto/generated/openshell/datamodel/v1/Provider';
import type { UpdateProviderRequest } from '@portcullis/proto/generated/openshell/v1/UpdateProviderRequest';
import type { CreateBody, UpdateBody } from '../routes/schemas.ts';

// REST bodies → the gateway's Provider message. Upstream UpdateProvider merges: keys sent are set, keys not sent
// stay, and a key sent with an empty value is removed; our `null` means the same as `""`.

type Removable = string | null;

/** `api_key` joins the credentials under its key name; sending that key both ways is ambiguous, so refused. */
function withApiKey<V>(credentials: Record<string, V> | undefined, apiKey: V | undefined, apiKeyName: string): Record<string, V> {
  const merged = { ...credentials };
  if (apiKey === undefined) return merged;
  if (Object.hasOwn(merged, apiKeyName)) {
    throw problems.validation([{ path: 'body.api_key', message: `is stored as credential ${apiKeyName}, which credentials also sets; send only one of them` }]);
  }
  merged[apiKeyName] = apiKey;
  return merged;
}

function toMs(timestamps: Record<string, string | null> | undefined): Record<string, number> {
  return Object.fromEntries(Object.entries(timestamps ?? {}).map(([key, value]) => [key, value === null ? 0 : Date.parse(value)]));
}

function emptyForRemoval(map: Record<string, Removable>): Record<string, string> {
  return Object.fromEntries(Object.entries(map).map(([key, value]) => [key, value ?? '']));
}

export function createProviderMessage(body: CreateBody, apiKeyName: string): Provider {
  return {
    metadata: { name: body.name },
    type: body.type,
    credentials: withApiKey(body.credentials, body.api_key, apiKeyName),
    config: { ...body.config },
    credential_expires_at_ms: toMs(body.credential_expires_at),
  };
}

export function updateProviderRequest(name: string, body: UpdateBody, apiKeyName: string): UpdateProviderRequest {
  return {
    provider: {
      metadata: { name },
      // Empty means "unchanged" upstream; a different type is refused there (INVALID_ARGUMENT).
      type: body.type ?? '',
      credentials: emptyForRemoval(withApiKey(body.credentials, body.api_key, apiKeyName)),
      config: emptyForRemoval(body.config ?? {}),
    },
    credential_expires_at_ms: toMs(body.credential_expires_at),
  };
}

export interface ChangedKeys {
  credential_keys_set: string[];
  credential_keys_removed: string[];
  config_keys_set: string[];
  config_keys_removed: string[];
  expiry_keys_set: string[];
  expiry_keys_removed: string[];
}

function split(map: Record<string, Removable> | undefined): [string[], string[]] {
  const entries = Object.entries(map ?? {});
  const removed = (value: Removable) => value === null || value === '';
  return [
    entries
      .filter(([, v]) => !removed(v))
      .map(([k]) => k)
      .sort(),
    entries
      .filter(([, v]) => removed(v))
      .map(([k]) => k)
      .sort(),
  ];
}

/** Names (never values) of what an update sets and removes: the audit detail. */
export function changedKeys(body: UpdateBody, apiKeyName: string): ChangedKeys {
  const credentials = { ...body.credentials, ...(body.api_key !== undefined ? { [apiKeyName]: body.api_key } : {}) };
  const [credentialSet, credentialRemoved] = split(credentials);
  const [configSet, configRemoved] = split(body.config);
  const [expirySet, expiryRemoved] = split(body.credential_expires_at);
  return {
    credential_keys_set: credentialSet,
    credential_keys_removed: credentialRemoved,
    config_keys_set: configSet,
    config_keys_removed: configRemoved,
    expiry_keys_set: expirySet,
    expiry_keys_removed: expiryRemoved,
  };
}
